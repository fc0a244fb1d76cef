package dev.riffle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** A zero limit means the default and a negative one means no limit, as in Go (core-v2.md). */
class ConfigLimitsTest {

    @Test
    void zeroMeansDefault() {
        JsonConfig c = JsonConfig.builder().maxDepth(0).maxStringBytes(0).maxNumberBytes(0).build();
        assertEquals(JsonConfig.DEFAULT_MAX_DEPTH, c.maxDepth());
        assertEquals(JsonConfig.DEFAULT_MAX_STRING_BYTES, c.maxStringBytes());
        assertEquals(JsonConfig.DEFAULT_MAX_NUMBER_BYTES, c.maxNumberBytes());
        byte[] deep = "[".repeat(JsonConfig.DEFAULT_MAX_DEPTH + 1).getBytes();
        JsonException e = ValidateVectorsTest.skipAll(JsonIterator.of(deep, c));
        assertEquals("limit-exceeded@" + JsonConfig.DEFAULT_MAX_DEPTH + ":" + "/0".repeat(JsonConfig.DEFAULT_MAX_DEPTH),
                JsonFuzzTest.outcome(e));
    }

    @Test
    void negativeMeansNone() {
        JsonConfig c = JsonConfig.builder().maxDepth(-1).maxStringBytes(-5).maxNumberBytes(Integer.MIN_VALUE).build();
        assertEquals(Integer.MAX_VALUE, c.maxDepth());
        assertEquals(Integer.MAX_VALUE, c.maxStringBytes());
        assertEquals(Integer.MAX_VALUE, c.maxNumberBytes());
        byte[] number = "9".repeat(5_000).getBytes();
        Riffle.validate(number, 0, number.length, c);
    }

    @Test
    void positiveIsTheLimit() {
        JsonConfig c = JsonConfig.builder().maxDepth(1).maxStringBytes(1).maxNumberBytes(1).build();
        assertEquals(1, c.maxDepth());
        assertEquals("limit-exceeded@1:/0", JsonFuzzTest.outcome(ValidateVectorsTest.skipAll(JsonIterator.of("[[]]".getBytes(), c))));
        assertEquals("limit-exceeded@0:", JsonFuzzTest.outcome(ValidateVectorsTest.skipAll(JsonIterator.of("12".getBytes(), c))));
        assertEquals("limit-exceeded@0:", JsonFuzzTest.outcome(ValidateVectorsTest.skipAll(JsonIterator.of("\"ab\"".getBytes(), c))));
    }
}
