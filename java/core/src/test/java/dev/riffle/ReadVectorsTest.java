package dev.riffle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The shared read vectors testdata/numbers.jsonl and testdata/strings.jsonl (also run by Go). */
class ReadVectorsTest {

    static Stream<Arguments> numbers() {
        return TestData.jsonl("numbers.jsonl").stream().map(r -> Arguments.of(r.get("name"), r));
    }

    static Stream<Arguments> strings() {
        List<Arguments> out = new ArrayList<>();
        for (Map<String, Object> r : TestData.jsonl("strings.jsonl")) {
            for (Inputs in : new Inputs[] {Inputs.BYTES, Inputs.STREAM_1, Inputs.STREAM_7, Inputs.DIRECT_BUFFER}) {
                out.add(Arguments.of(r.get("name") + " / " + in, r, in));
            }
        }
        return out.stream();
    }

    /** Runs read then finish; returns "ok:" + value or the error kind. */
    static <T> String attempt(byte[] in, Function<JsonIterator, T> read) {
        JsonIterator it = JsonIterator.of(in);
        try {
            T v = read.apply(it);
            it.finish();
            return "ok:" + v;
        } catch (JsonException e) {
            return e.kind().id();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("numbers")
    void number(String name, Map<String, Object> row) {
        byte[] in = ((String) row.get("input")).getBytes(StandardCharsets.UTF_8);
        if (row.containsKey("int64")) {
            assertEquals("ok:" + Long.parseLong((String) row.get("int64")), attempt(in, JsonIterator::readLong));
        } else {
            assertEquals(row.get("error_int64"), attempt(in, JsonIterator::readLong));
        }
        if (row.containsKey("float64")) {
            double want = Double.parseDouble((String) row.get("float64"));
            String got = attempt(in, it -> Double.doubleToRawLongBits(it.readDouble()));
            assertEquals("ok:" + Double.doubleToRawLongBits(want), got, "float64 " + row.get("float64"));
        } else {
            assertEquals(row.get("error_float64"), attempt(in, JsonIterator::readDouble));
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("strings")
    void string(String name, Map<String, Object> row, Inputs in) {
        byte[] doc = TestData.input(row);
        JsonIterator it = in.open.apply(doc);
        if (row.containsKey("value_hex")) {
            String v = it.readString();
            it.finish();
            assertEquals(row.get("value_hex"), HexFormat.of().formatHex(v.getBytes(StandardCharsets.UTF_8)));
            return;
        }
        JsonException e = null;
        try {
            it.readString();
            it.finish();
        } catch (JsonException x) {
            e = x;
        }
        assertTrue(e != null, "expected " + row.get("kind"));
        assertEquals(row.get("kind") + "@" + row.get("offset"), e.kind().id() + "@" + e.offset(), e.getMessage());
        assertEquals(row.get("message"), e.getMessage(), "message of the string read (errors.md, \"Messages\")");
        if ("type-mismatch".equals(row.get("kind"))) {
            return;
        }
        // skip() validates the same way
        JsonException s = ValidateVectorsTest.skipAll(in.open.apply(doc));
        assertEquals(row.get("kind") + "@" + row.get("offset"), s.kind().id() + "@" + s.offset(), s.getMessage());
    }
}
