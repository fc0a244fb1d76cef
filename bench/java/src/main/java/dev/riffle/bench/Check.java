package dev.riffle.bench;

import java.io.IOException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.openjdk.jmh.annotations.Benchmark;

/**
 * Correctness harness run by run.sh before JMH. Every benchmark method's answer is compared
 * with a reference (field values, counts, re-parsed trees, the 508-byte Record2 output). A
 * method whose answer is wrong, that throws, or that has no check is written to
 * {@code <out>/wrong-answers.json} and its JMH name to {@code <out>/exclude.txt} (one exact
 * regex per line), so run.sh does not time it.
 *
 * <p>Usage: {@code java -cp benchmarks.jar dev.riffle.bench.Check <out-dir>}. Exit status 0
 * when the harness ran (whatever it found), 2 when the harness itself failed.
 */
public final class Check {
    private Check() {}

    /** All benchmark classes; keep in step with the files. */
    static final List<Class<?>> BENCHES = List.of(
            SmallPayloadBench.class, MediumPayloadBench.class,
            TwitterBench.class, CitmCatalogBench.class, CanadaBench.class,
            IntegerBench.class, DoubleBench.class, ObjectBench.class, IntegerListBench.class,
            ObjectListBench.class, DoubleArrayBench.class, StringBench.class, SkipStructureBench.class,
            Record2Bench.class, UniqueNamesBench.class,
            TwitterBindBench.class, CitmCatalogBindBench.class, CanadaBindBench.class,
            SmallBindBench.class, MediumBindBench.class);

    /** Runs every check. */
    public static Checker runAll() throws Exception {
        Checker c = new Checker();
        SmallPayloadBench.check(c);
        MediumPayloadBench.check(c);
        CorpusBench.check(c, new TwitterBench());
        CorpusBench.check(c, new CitmCatalogBench());
        CorpusBench.check(c, new CanadaBench());
        new IntegerBench().check(c);
        new DoubleBench().check(c);
        new ObjectBench().check(c);
        new IntegerListBench().check(c);
        new ObjectListBench().check(c);
        new DoubleArrayBench().check(c);
        new StringBench().check(c);
        new SkipStructureBench().check(c);
        Record2Bench.check(c);
        UniqueNamesBench.check(c);
        CorpusBindBench.check(c, new TwitterBindBench());
        CorpusBindBench.check(c, new CitmCatalogBindBench());
        CorpusBindBench.check(c, new CanadaBindBench());
        PayloadBindBench.check(c, new SmallBindBench());
        PayloadBindBench.check(c, new MediumBindBench());
        // Every @Benchmark method must have been checked.
        for (Class<?> k : BENCHES) {
            for (String m : benchmarkMethods(k)) {
                if (!c.checked().contains(k.getName() + "." + m)) c.unchecked(k.getName() + "." + m);
            }
        }
        return c;
    }

    /** Names of the @Benchmark methods of a class, inherited ones included. */
    static List<String> benchmarkMethods(Class<?> k) {
        List<String> out = new ArrayList<>();
        for (Class<?> x = k; x != null && x != Object.class; x = x.getSuperclass()) {
            for (Method m : x.getDeclaredMethods()) {
                if (m.isAnnotationPresent(Benchmark.class) && Modifier.isPublic(m.getModifiers()) && !out.contains(m.getName())) {
                    out.add(m.getName());
                }
            }
        }
        return out;
    }

    /**
     * Usage: {@code Check [DIR] [--require-riffle]}. Writes DIR/wrong-answers.json and
     * DIR/exclude.txt; exits 2 if the harness cannot run, and with --require-riffle (as
     * {@code make test} runs it) exits 1 if any of Riffle's own benchmarks gave a wrong answer
     * or was not checked. Peers' wrong answers are reported and excluded, never fatal.
     */
    public static void main(String[] args) {
        boolean requireRiffle = Arrays.asList(args).contains("--require-riffle");
        String[] rest = Arrays.stream(args).filter(a -> !a.startsWith("--")).toArray(String[]::new);
        Path dir = Paths.get(rest.length > 0 ? rest[0] : ".");
        int riffleWrong = 0;
        try {
            Files.createDirectories(dir);
            Checker c = runAll();
            write(dir, c);
            System.out.println("check: " + c.passedCount() + " benchmark answers right, "
                    + c.wrong().size() + " wrong or unchecked (excluded from timing)");
            for (Checker.Wrong w : c.wrong()) {
                System.out.println("  WRONG " + w.benchmark() + ": " + abbreviate(w.reason()));
                if (w.benchmark().contains(".riffle_")) {
                    riffleWrong++;
                }
            }
        } catch (Throwable t) {
            System.err.println("check harness failed: " + t);
            t.printStackTrace();
            System.exit(2);
        }
        if (requireRiffle && riffleWrong > 0) {
            System.err.println("check: " + riffleWrong + " of Riffle's benchmarks gave a wrong answer or were not checked");
            System.exit(1);
        }
    }

    /** The first line of a reason, at most 300 chars (some peers' exceptions carry whole generated sources). */
    static String abbreviate(String reason) {
        String r = reason.lines().findFirst().orElse("");
        return r.length() > 300 ? r.substring(0, 300) + "…" : r;
    }

    static void write(Path dir, Checker c) throws IOException {
        StringBuilder json = new StringBuilder("[\n");
        StringBuilder ex = new StringBuilder();
        for (int i = 0; i < c.wrong().size(); i++) {
            Checker.Wrong w = c.wrong().get(i);
            json.append("  {\"benchmark\": ").append(quote(w.benchmark()))
                .append(", \"jdk\": ").append(quote(System.getProperty("java.specification.version")))
                .append(", \"reason\": ").append(quote(w.reason())).append('}')
                .append(i + 1 < c.wrong().size() ? ",\n" : "\n");
            ex.append('^').append(w.benchmark().replace(".", "\\.")).append("$\n");
        }
        json.append("]\n");
        Files.writeString(dir.resolve("wrong-answers.json"), json);
        Files.writeString(dir.resolve("exclude.txt"), ex);
    }

    static String quote(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (char ch : s.toCharArray()) {
            switch (ch) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                default -> {
                    if (ch < 0x20) b.append(String.format("\\u%04x", (int) ch)); else b.append(ch);
                }
            }
        }
        return b.append('"').toString();
    }
}
