package dev.riffle.bench;

import java.lang.reflect.Method;
import java.util.Arrays;
import org.openjdk.jmh.annotations.Setup;

/**
 * A development aid, not a source of published figures: runs a few benchmark methods of one
 * class in one JVM, alternating them in short slices over many rounds, and prints each
 * method's median ops/s and the median of its per-round ratio to the first method. On a
 * noisy shared machine, slow drift (other tenants, CPU steal) then hits every method of a
 * round alike, so the paired ratio is far steadier than separate JMH runs when judging a
 * code change. Published figures still come from JMH ({@code run.sh}).
 *
 * <p>Usage: {@code java -cp benchmarks.jar dev.riffle.bench.Paired CLASS METHOD[,METHOD...]
 * [rounds=40] [sliceMs=100] [warmupRounds=20]}, e.g.
 * {@code Paired MediumPayloadBench riffle_read,jsoniter_read}.
 */
public final class Paired {
    private Paired() {}

    /** Runs the comparison described in the class comment. */
    public static void main(String[] args) throws Exception {
        Class<?> k = Class.forName(args[0].contains(".") ? args[0] : "dev.riffle.bench." + args[0]);
        String[] names = args[1].split(",");
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 40;
        long slice = (args.length > 3 ? Long.parseLong(args[3]) : 100) * 1_000_000L;
        int warm = args.length > 4 ? Integer.parseInt(args[4]) : 20;

        Object bench = k.getDeclaredConstructor().newInstance();
        for (Method m : k.getMethods()) {
            if (m.isAnnotationPresent(Setup.class)) {
                // A setup that takes JMH's BenchmarkParams has a no-arg twin for the checks,
                // which sets up for every row.
                (m.getParameterCount() == 0 ? m : noArgSetup(k)).invoke(bench);
            }
        }
        Method[] ms = new Method[names.length];
        Object[][] margs = new Object[names.length][];
        for (int i = 0; i < names.length; i++) {
            for (Method m : k.getMethods()) {
                if (m.getName().equals(names[i])) {
                    ms[i] = m;
                }
            }
            if (ms[i] == null) {
                throw new IllegalArgumentException("no method " + names[i]);
            }
            Class<?>[] pt = ms[i].getParameterTypes();
            margs[i] = new Object[pt.length];
            for (int j = 0; j < pt.length; j++) {
                margs[i][j] = pt[j].getDeclaredConstructor().newInstance(); // a state: its params' defaults
                for (Method sm : pt[j].getMethods()) {
                    if (sm.isAnnotationPresent(Setup.class) && sm.getParameterCount() == 0) {
                        sm.invoke(margs[i][j]);
                    }
                }
            }
        }
        double[][] ops = new double[names.length][rounds];
        for (int r = -warm; r < rounds; r++) {
            for (int i = 0; i < names.length; i++) {
                double v = slice(bench, ms[i], margs[i], slice);
                if (r >= 0) {
                    ops[i][r] = v;
                }
            }
        }
        System.out.printf("%-28s %14s %10s%n", "method", "median ops/s", "ratio");
        for (int i = 0; i < names.length; i++) {
            double[] ratio = new double[rounds];
            for (int r = 0; r < rounds; r++) {
                ratio[r] = ops[i][r] / ops[0][r];
            }
            System.out.printf("%-28s %14.0f %10.3f   (ratio IQR %.3f-%.3f)%n", names[i], median(ops[i]), median(ratio),
                    quantile(ratio, 0.25), quantile(ratio, 0.75));
        }
    }

    /** The package-private {@code setup()} of {@code k} or a superclass. */
    private static Method noArgSetup(Class<?> k) throws NoSuchMethodException {
        for (Class<?> x = k; x != null; x = x.getSuperclass()) {
            try {
                return x.getDeclaredMethod("setup");
            } catch (NoSuchMethodException next) {
                // look in the superclass
            }
        }
        throw new NoSuchMethodException(k.getName() + ".setup()");
    }

    static volatile Object sink;

    private static double slice(Object bench, Method m, Object[] a, long nanos) throws Exception {
        long n = 0;
        long t0 = System.nanoTime();
        long t;
        do {
            for (int j = 0; j < 64; j++) {
                sink = m.invoke(bench, a);
            }
            n += 64;
            t = System.nanoTime();
        } while (t - t0 < nanos);
        return n * 1e9 / (t - t0);
    }

    private static double median(double[] v) {
        return quantile(v, 0.5);
    }

    private static double quantile(double[] v, double q) {
        double[] s = v.clone();
        Arrays.sort(s);
        double x = q * (s.length - 1);
        int lo = (int) Math.floor(x);
        int hi = Math.min(s.length - 1, lo + 1);
        return s[lo] + (s[hi] - s[lo]) * (x - lo);
    }
}
