package dev.riffle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every row of testdata/validate.jsonl through the validator and through skip()+finish() on every input form. */
class ValidateVectorsTest {

    static Stream<Arguments> rows() {
        return TestData.jsonl("validate.jsonl").stream().map(r -> Arguments.of(r.get("name"), r));
    }

    static Stream<Arguments> rowsByInput() {
        List<Arguments> out = new ArrayList<>();
        for (Map<String, Object> r : TestData.jsonl("validate.jsonl")) {
            for (Inputs in : Inputs.values()) {
                out.add(Arguments.of(r.get("name") + " / " + in, r, in));
            }
        }
        return out.stream();
    }

    /** Runs skip()+finish(); returns the error or null. */
    static JsonException skipAll(JsonIterator it) {
        try {
            it.skip();
            it.finish();
            return null;
        } catch (JsonException e) {
            return e;
        }
    }

    static void check(Map<String, Object> row, JsonException e) {
        if ((Boolean) row.get("valid")) {
            assertNull(e, () -> "expected valid, got " + e.getMessage());
            return;
        }
        assertNotNull(e, "expected an error");
        String want = row.get("kind") + " at " + row.get("offset") + " pointer \"" + row.get("pointer") + "\"";
        String got = e.kind().id() + " at " + e.offset() + " pointer \"" + e.pointer() + "\"";
        assertEquals(want, got, e::getMessage);
        assertEquals(row.get("message"), e.getMessage(), "message (errors.md, \"Messages\")");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void validate(String name, Map<String, Object> row) {
        byte[] b = TestData.input(row);
        JsonException e = null;
        try {
            Riffle.validate(b);
        } catch (JsonException x) {
            e = x;
        }
        check(row, e);
        assertEquals(row.get("valid"), Riffle.valid(b));
        // The same through the offset/length form with the bytes inside a larger array.
        byte[] padded = new byte[b.length + 4];
        System.arraycopy(b, 0, padded, 2, b.length);
        JsonException e2 = null;
        try {
            Riffle.validate(padded, 2, b.length, JsonConfig.DEFAULT);
        } catch (JsonException x) {
            e2 = x;
        }
        check(row, e2);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rowsByInput")
    void skipFinish(String name, Map<String, Object> row, Inputs in) {
        byte[] b = TestData.input(row);
        if (!in.lossless(b)) {
            return; // a Java String cannot hold ill-formed UTF-8
        }
        JsonIterator it = in.open.apply(b);
        JsonException e = skipAll(it);
        check(row, e);
        if (e != null) {
            // Sticky: every later call throws the same exception.
            try {
                it.skip();
                fail("no sticky error");
            } catch (JsonException again) {
                assertTrue(again == e, "sticky error is the same instance");
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void failingStream(String name, Map<String, Object> row) {
        byte[] b = TestData.input(row);
        JsonException e = skipAll(JsonIterator.of(Inputs.failing(b)));
        assertNotNull(e);
        if ((Boolean) row.get("valid")) {
            assertEquals(ErrorKind.IO, e.kind(), e::getMessage);
            assertEquals(b.length, e.offset());
            assertNotNull(e.getCause());
        } else if (e.kind() != ErrorKind.IO) {
            check(row, e);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void truncatedEverywhere(String name, Map<String, Object> row) {
        byte[] full = TestData.input(row);
        for (int n = 0; n <= full.length; n++) {
            if (full.length > 400 && n > 200 && n < full.length - 200 && n % 97 != 0) {
                continue;
            }
            byte[] b = java.util.Arrays.copyOf(full, n);
            JsonException ref = skipAll(JsonIterator.of(b));
            for (Inputs in : Inputs.values()) {
                if (!in.lossless(b)) {
                    continue;
                }
                JsonException e;
                try {
                    e = skipAll(in.open.apply(b));
                } catch (RuntimeException | StackOverflowError x) {
                    throw new AssertionError(name + " prefix " + n + " via " + in + " threw " + x, x);
                }
                String want = ref == null ? "valid" : ref.kind() + "@" + ref.offset() + ":" + ref.pointer() + " " + ref.getMessage();
                String got = e == null ? "valid" : e.kind() + "@" + e.offset() + ":" + e.pointer() + " " + e.getMessage();
                assertEquals(want, got, name + " prefix " + n + " via " + in);
            }
        }
    }
}
