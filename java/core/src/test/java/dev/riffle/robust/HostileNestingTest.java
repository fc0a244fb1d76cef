package dev.riffle.robust;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.riffle.ErrorKind;
import dev.riffle.JsonConfig;
import dev.riffle.JsonIterator;
import dev.riffle.Riffle;
import java.io.ByteArrayInputStream;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** Nesting 10^6 and 10^7 deep, with the limit on and off (docs/robustness.md). */
class HostileNestingTest {
    static final JsonConfig NO_DEPTH_LIMIT = JsonConfig.builder().maxDepth(Robust.NO_LIMIT).build();

    /** n '[' then, when closed, n ']'. */
    static byte[] nested(int n, boolean closed) {
        byte[] b = new byte[closed ? 2 * n : n];
        Arrays.fill(b, 0, n, (byte) '[');
        Arrays.fill(b, n, b.length, (byte) ']');
        return b;
    }

    @Test
    void limitOnFailsFastAtTheBracketOfLevelMaxDepthPlusOne() {
        int limit = JsonConfig.DEFAULT_MAX_DEPTH;
        String pointer = "/0".repeat(limit);
        for (int n : new int[] {1_000_000, 10_000_000}) {
            byte[] data = nested(n, true);
            Robust.withinBudget("validate " + n, 1000, () -> assertEquals(pointer,
                    Robust.expectError("validate", ErrorKind.LIMIT_EXCEEDED, limit, () -> Riffle.validate(data)).pointer()));
            Robust.withinBudget("skip " + n, 1000, () -> Robust.expectError("skip", ErrorKind.LIMIT_EXCEEDED, limit,
                    () -> Robust.skipAll(data, JsonConfig.DEFAULT)));
            Robust.withinBudget("stream skip " + n, 1000, () -> Robust.expectError("stream skip",
                    ErrorKind.LIMIT_EXCEEDED, limit, () -> {
                        JsonIterator it = JsonIterator.of(new ByteArrayInputStream(data));
                        it.skip();
                        it.finish();
                    }));
            Robust.withinBudget("readArray " + n, 1000, () -> Robust.expectError("readArray",
                    ErrorKind.LIMIT_EXCEEDED, limit, () -> {
                        JsonIterator it = JsonIterator.of(data);
                        while (it.readArray()) {
                            // opens one level per call until the limit
                        }
                    }));
        }
    }

    @Test
    void limitOffReadsAMillionLevels() {
        int n = Robust.longMode() ? 10_000_000 : 1_000_000;
        byte[] closed = nested(n, true);
        byte[] open = nested(n, false);
        Riffle.validate(closed, 0, closed.length, NO_DEPTH_LIMIT);
        Robust.expectError("validate open", ErrorKind.UNEXPECTED_END, n,
                () -> Riffle.validate(open, 0, open.length, NO_DEPTH_LIMIT));
        Robust.skipAll(closed, NO_DEPTH_LIMIT);
        Robust.expectError("stream skip open", ErrorKind.UNEXPECTED_END, n, () -> {
            JsonIterator it = JsonIterator.of(new ByteArrayInputStream(open), NO_DEPTH_LIMIT);
            it.skip();
            it.finish();
        });
        JsonIterator it = JsonIterator.of(closed, NO_DEPTH_LIMIT);
        int opened = 0;
        while (opened < n && it.readArray()) { // the innermost array is empty: n-1 trues
            opened++;
        }
        int closedLevels = 0;
        while (closedLevels < n - 1 && !it.readArray()) {
            closedLevels++;
        }
        it.finish();
        assertEquals(n - 1, opened);
        assertEquals(n - 1, closedLevels);
    }

    @Test
    void everyPathIsLinearInTheDepth() {
        int n = 4_000_000;
        Robust.checkScaling("validate", k -> nested(k, true), d -> Riffle.validate(d, 0, d.length, NO_DEPTH_LIMIT), n);
        Robust.checkScaling("skip", k -> nested(k, true), d -> Robust.skipAll(d, NO_DEPTH_LIMIT), n);
        Robust.checkScaling("stream skip", k -> nested(k, true), d -> {
            JsonIterator it = JsonIterator.of(new ByteArrayInputStream(d), NO_DEPTH_LIMIT);
            it.skip();
        }, n);
        Robust.checkScaling("readArray walk", k -> nested(k, true), d -> {
            JsonIterator it = JsonIterator.of(d, NO_DEPTH_LIMIT);
            while (it.readArray()) {
                // down to the innermost level
            }
        }, 2 * n);
    }
}
