package dev.riffle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every row of testdata/limits.jsonl (the validate.jsonl format plus a {@code config} of
 * limits and input policies, shared with Go) through the validator and through skip()+finish() on byte[],
 * String and InputStreams delivering 1, 2, 3 and 7 bytes a read; and the rows that name a
 * {@code read} through a walk that reads every number with it, on the same forms.
 */
class LimitsVectorsTest {

    static Stream<Arguments> rows() {
        return TestData.jsonl("limits.jsonl").stream().map(r -> Arguments.of(r.get("name"), r));
    }

    /** The row's limits on top of the defaults; an unknown key fails the row. */
    @SuppressWarnings("unchecked")
    static JsonConfig config(Map<String, Object> row, int readBufferSize) {
        JsonConfig.Builder b = JsonConfig.builder().readBufferSize(readBufferSize);
        Map<String, Object> c = (Map<String, Object>) row.getOrDefault("config", Map.of());
        for (Map.Entry<String, Object> e : c.entrySet()) {
            if (e.getKey().equals("skipBom")) {
                b.skipBom((Boolean) e.getValue());
                continue;
            }
            int v = ((Number) e.getValue()).intValue();
            switch (e.getKey()) {
                case "maxStringBytes" -> b.maxStringBytes(v);
                case "maxNumberBytes" -> b.maxNumberBytes(v);
                case "maxDepth" -> b.maxDepth(v);
                case "maxNumberScale" -> b.maxNumberScale(v);
                default -> throw new AssertionError("unknown config key " + e.getKey());
            }
        }
        return b.build();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void everyForm(String name, Map<String, Object> row) {
        byte[] b = TestData.input(row);
        JsonConfig cfg = config(row, JsonConfig.DEFAULT_READ_BUFFER_SIZE);
        JsonException e = null;
        try {
            Riffle.validate(b, 0, b.length, cfg);
        } catch (JsonException x) {
            e = x;
        }
        ValidateVectorsTest.check(row, e);
        ValidateVectorsTest.check(row, ValidateVectorsTest.skipAll(JsonIterator.of(b, cfg)));
        String s = new String(b, StandardCharsets.UTF_8);
        if (java.util.Arrays.equals(s.getBytes(StandardCharsets.UTF_8), b)) {
            ValidateVectorsTest.check(row, ValidateVectorsTest.skipAll(JsonIterator.of(s, cfg)));
        }
        for (int n : new int[] {1, 2, 3, 7}) {
            JsonConfig small = config(row, 16);
            ValidateVectorsTest.check(row, ValidateVectorsTest.skipAll(JsonIterator.of(Inputs.chunked(b, n), small)));
        }
    }

    static Stream<Arguments> readRows() {
        return rows().filter(a -> ((Map<?, ?>) a.get()[1]).containsKey("read"));
    }

    /**
     * A row's {@code read} (bigDecimal: readBigDecimal, bigInteger: readBigInteger) on every
     * number of the document must fail with {@code read_error} (kind, offset, pointer), or
     * not at all when it is absent.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("readRows")
    @SuppressWarnings("unchecked")
    void reads(String name, Map<String, Object> row) {
        byte[] b = TestData.input(row);
        Map<String, Object> err = (Map<String, Object>) row.get("read_error");
        String want = err == null ? "ok" : err.get("kind") + "@" + err.get("offset") + " " + err.get("pointer");
        Consumer<JsonIterator> read = switch ((String) row.get("read")) {
            case "bigDecimal" -> JsonIterator::readBigDecimal;
            case "bigInteger" -> JsonIterator::readBigInteger;
            default -> throw new AssertionError("unknown read " + row.get("read"));
        };
        List<JsonIterator> forms = new ArrayList<>(List.of(JsonIterator.of(b, config(row, JsonConfig.DEFAULT_READ_BUFFER_SIZE)),
                JsonIterator.of(new String(b, StandardCharsets.UTF_8), config(row, JsonConfig.DEFAULT_READ_BUFFER_SIZE))));
        for (int n : new int[] {1, 2, 3, 7}) {
            forms.add(JsonIterator.of(Inputs.chunked(b, n), config(row, 16)));
        }
        for (JsonIterator it : forms) {
            String got = "ok";
            try {
                walkNumbers(it, read);
                it.finish();
            } catch (JsonException e) {
                got = e.kind().id() + "@" + e.offset() + " " + e.pointer();
            }
            assertEquals(want, got, name);
        }
    }

    /** Walks any value, reading each number with read and skipping the other scalars. */
    static void walkNumbers(JsonIterator it, Consumer<JsonIterator> read) {
        switch (it.whatIsNext()) {
            case NUMBER -> read.accept(it);
            case ARRAY -> {
                while (it.readArray()) {
                    walkNumbers(it, read);
                }
            }
            case OBJECT -> {
                while (it.nextField()) {
                    walkNumbers(it, read);
                }
            }
            default -> it.skip();
        }
    }
}
