package dev.riffle;

import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every row of testdata/limits.jsonl (the validate.jsonl format plus a {@code config} of
 * limits and input policies, shared with Go) through the validator and through skip()+finish() on byte[],
 * String and InputStreams delivering 1, 2, 3 and 7 bytes a read.
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
}
