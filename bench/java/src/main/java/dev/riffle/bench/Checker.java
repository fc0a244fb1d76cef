package dev.riffle.bench;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Collects the outcome of the correctness checks that run before timing. A benchmark whose
 * answer differs from the reference (or that throws) is recorded as wrong and is not timed.
 */
public final class Checker {
    /** A check body: returns null when the answer is right, else a description of the problem. */
    @FunctionalInterface
    public interface Body {
        String problem() throws Throwable;
    }

    /** One wrong answer: the JMH benchmark name and why it is wrong. */
    public record Wrong(String benchmark, String reason) {}

    private final List<Wrong> wrong = new ArrayList<>();
    private final Set<String> checked = new LinkedHashSet<>();
    private final Set<String> passed = new LinkedHashSet<>();

    /** Runs one check of benchmark method {@code method} of class {@code bench}. */
    public void check(Class<?> bench, String method, Body body) {
        String name = bench.getName() + "." + method;
        checked.add(name);
        String problem;
        try {
            problem = body.problem();
        } catch (Throwable t) {
            problem = "threw " + t;
        }
        if (problem == null) {
            passed.add(name);
        } else {
            passed.remove(name);
            wrong.add(new Wrong(name, problem));
        }
    }

    /** Records a benchmark that has no check: it is treated like a wrong answer. */
    public void unchecked(String benchmark) {
        wrong.add(new Wrong(benchmark, "no correctness check exists for this benchmark"));
    }

    /** A check body run once per setting of a JMH parameter (one row per setting). */
    @FunctionalInterface
    public interface SettingBody<T> {
        String problem(T setting) throws Throwable;
    }

    /**
     * Runs {@code body} for every setting; null when all are right, else the first problem,
     * prefixed with the setting's label (such as {@code writer=new}).
     */
    public static <T> String each(T[] settings, java.util.function.Function<T, String> label, SettingBody<T> body)
            throws Throwable {
        for (T s : settings) {
            String p = body.problem(s);
            if (p != null) return label.apply(s) + ": " + p;
        }
        return null;
    }

    /** Null when equal (deep, for arrays), else "expected X, got Y" (shortened). */
    public static String same(Object actual, Object expected) {
        if (Objects.deepEquals(actual, expected)) return null;
        return "expected " + show(expected) + ", got " + show(actual);
    }

    static String show(Object o) {
        String s;
        if (o instanceof byte[] b) s = "bytes[" + b.length + "] " + new String(b, java.nio.charset.StandardCharsets.UTF_8);
        else if (o instanceof Object[] a) s = Arrays.deepToString(a);
        else s = String.valueOf(o);
        return s.length() > 300 ? s.substring(0, 300) + "..." : s;
    }

    /** The names of all checked benchmarks. */
    public Set<String> checked() { return checked; }

    /** The wrong answers found so far. */
    public List<Wrong> wrong() { return wrong; }

    /** The number of checks that passed. */
    public int passedCount() { return passed.size(); }
}
