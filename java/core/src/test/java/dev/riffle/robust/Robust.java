package dev.riffle.robust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import dev.riffle.ErrorKind;
import dev.riffle.JsonConfig;
import dev.riffle.JsonException;
import dev.riffle.JsonIterator;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.IntFunction;
import java.util.function.Consumer;
import org.junit.jupiter.api.Assumptions;

/**
 * Helpers of the robustness suite (docs/robustness.md). The suite uses only Riffle's
 * public API, so it survives rewrites of the reader and writer internals.
 */
final class Robust {
    /** The largest accepted ratio of the cost of input 2n to that of input n (linear: 2, quadratic: 4). */
    static final double MAX_SCALING = 2.5;
    /** A run below this much CPU time is too short to compare. */
    private static final long MIN_CPU_NANOS = 20_000_000L;
    /** Linux: the first field is the CPU time of the reading thread, in nanoseconds. */
    private static final Path SCHEDSTAT = Path.of("/proc/thread-self/schedstat");
    /** No limit, in a form every version of the config accepts (negative). */
    static final int NO_LIMIT = -1;

    private Robust() {
    }

    /** Whether the long variants run: -Driffle.long=true or RIFFLE_LONG=1. */
    static boolean longMode() {
        return Boolean.getBoolean("riffle.long") || "1".equals(System.getenv("RIFFLE_LONG"));
    }

    /** The shared third-party test data ({@code -Driffle.testdata} or $RIFFLE_TESTDATA). */
    static Path sharedTestdata() {
        String dir = System.getProperty("riffle.testdata", System.getenv("RIFFLE_TESTDATA"));
        if (dir == null || !Files.isDirectory(Path.of(dir, "corpus"))) {
            fail("shared test data missing: set -Driffle.testdata or RIFFLE_TESTDATA (got " + dir + ")");
        }
        return Path.of(dir);
    }

    /** The repository's testdata directory (tests run in java/core). */
    static Path repoTestdata() {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.isDirectory(p.resolve("testdata/hostile"))) {
                return p.resolve("testdata");
            }
        }
        throw new AssertionError("testdata/hostile not found above " + Path.of("").toAbsolutePath());
    }

    /** "ok" or "kind@offset pointer" for what the read threw. */
    static String outcome(Runnable read) {
        return XlangMain.outcome(read, Robust::describe);
    }

    static String describe(JsonException e) {
        return e.kind().id() + "@" + e.offset() + " " + shorten(e.pointer());
    }

    /** Cuts a long pointer (10^4 levels make one of 20,000 chars) for messages. */
    static String shorten(String s) {
        return s.length() <= 64 ? s : s.substring(0, 24) + "...(" + s.length() + " chars)..." + s.substring(s.length() - 24);
    }

    /** Runs read, expecting a JsonException of the kind at the offset; returns it. */
    static JsonException expectError(String what, ErrorKind kind, long offset, Runnable read) {
        try {
            read.run();
        } catch (JsonException e) {
            assertEquals(kind + "@" + offset, e.kind() + "@" + e.offset(), what + ": " + describe(e));
            return e;
        }
        throw new AssertionError(what + ": no error, want " + kind + " at " + offset);
    }

    /** Skips the value of data with a fresh iterator of config and finishes. */
    static void skipAll(byte[] data, JsonConfig config) {
        JsonIterator it = JsonIterator.of(data, config);
        it.skip();
        it.finish();
    }

    /**
     * CPU time of the current thread, in nanoseconds (Linux schedstat; elsewhere wall time).
     * The suite compares CPU time, not wall time, so that other processes on a busy
     * machine do not skew a ratio. (java.lang.management is not readable from the
     * module under test.)
     */
    static long cpuNanos() {
        try {
            String s = Files.readString(SCHEDSTAT);
            return Long.parseLong(s.substring(0, s.indexOf(' ')));
        } catch (IOException | RuntimeException e) {
            return System.nanoTime();
        }
    }

    /**
     * Builds inputs of sizes n and 2n, runs run on each (twice to warm up, then five times
     * each, interleaved) and returns the ratio of the best CPU times, or 0 when the runs are
     * too short to compare; desc[0] receives a description.
     */
    static double scaling(IntFunction<byte[]> input, Consumer<byte[]> run, int n, String[] desc) {
        byte[][] inputs = {input.apply(n), input.apply(2 * n)};
        // The thread CPU clock advances in scheduler ticks (4 ms here), so a short run is
        // repeated until one sample of input n takes about 100 ms: the same repeat count
        // for both inputs keeps the ratio exact.
        // Both inputs run twice first, so that the timed runs use compiled code (a sample
        // sized from a cold run was too short: one case read 2.8x from a 21 ms sample).
        for (int w = 0; w < 2; w++) {
            run.accept(inputs[1]);
        }
        long once = Long.MAX_VALUE;
        for (int w = 0; w < 2; w++) {
            long w0 = cpuNanos(); // CPU time: on a busy machine wall time would size it too short
            run.accept(inputs[0]);
            once = Math.min(once, Math.max(1, cpuNanos() - w0));
        }
        int reps = (int) Math.min(1000, Math.max(1, 100_000_000L / once));
        long[] best = {Long.MAX_VALUE, Long.MAX_VALUE};
        for (int round = 0; round < 5; round++) {
            for (int i = 0; i < 2; i++) {
                long t0 = cpuNanos();
                for (int k = 0; k < reps; k++) {
                    run.accept(inputs[i]);
                }
                best[i] = Math.min(best[i], cpuNanos() - t0);
            }
        }
        desc[0] = String.format("n=%d: %.1f ms, 2n: %.1f ms, %d runs each", n, best[0] / 1e6, best[1] / 1e6, reps);
        if (best[1] < MIN_CPU_NANOS) {
            desc[0] += " (too short to compare)";
            return 0;
        }
        return (double) best[1] / best[0];
    }

    /** Fails when run is clearly worse than linear (measured again once if the first ratio is high). */
    static void checkScaling(String what, IntFunction<byte[]> input, Consumer<byte[]> run, int n) {
        String[] desc = new String[1];
        double r = scaling(input, run, n, desc);
        if (r > MAX_SCALING) {
            r = scaling(input, run, n, desc);
        }
        if (r > MAX_SCALING) {
            fail(String.format("%s: 2x input took %.2fx the CPU time (limit %.1f; %s)", what, r, MAX_SCALING, desc[0]));
        }
        System.out.printf("robust: %s: scaling %.2f (%s)%n", what, r, desc[0]);
    }

    /** checkScaling for a case held back by a known finding: skipped (with reason) when too high. */
    static void knownScaling(String reason, IntFunction<byte[]> input, Consumer<byte[]> run, int n) {
        String[] desc = new String[1];
        double r = scaling(input, run, n, desc);
        Assumptions.assumeTrue(r <= MAX_SCALING, String.format("%s (ratio %.2f, %s)", reason, r, desc[0]));
    }

    /** Fails when run takes more than budgetMillis of CPU time. */
    static void withinBudget(String what, long budgetMillis, Runnable run) {
        long t0 = cpuNanos();
        run.run();
        long ms = (cpuNanos() - t0) / 1_000_000;
        if (ms > budgetMillis) {
            fail(what + ": " + ms + " ms of CPU time, budget " + budgetMillis + " ms");
        }
    }

    /** Heap in use after a full collection (best effort: System.gc twice). */
    static long usedHeap() {
        Runtime rt = Runtime.getRuntime();
        System.gc();
        System.gc();
        return rt.totalMemory() - rt.freeMemory();
    }
}
