package dev.riffle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * Numbers near the length limit give the same result on streams as in memory, also when the
 * stream buffer holds more than the limit (the scan then skips the pre-buffering step) and
 * the number straddles a chunk edge.
 */
class NumberLimitStreamTest {
    static final String[] NUMBERS = {"1", "12", "123", "1234", "-12", "-123", "1.5", "1.25", "1e5", "1e55", "12.", "1.e", "-", "0.1x", "123x", "1234x"};

    @Test
    void streamsAgreeWithMemory() {
        JsonConfig limit3 = JsonConfig.builder().maxNumberBytes(3).build();
        for (String n : NUMBERS) {
            for (int pad = 0; pad < 20; pad++) {
                String doc = "[" + " ".repeat(pad) + n + "]";
                String want = JsonFuzzTest.outcome(ValidateVectorsTest.skipAll(JsonIterator.of(doc.getBytes(), limit3)));
                String walk = Walk.run(JsonIterator.of(doc.getBytes(), limit3));
                for (int chunk = 1; chunk <= 7; chunk++) {
                    JsonConfig c = limit3.toBuilder().readBufferSize(16).build();
                    assertEquals(want, JsonFuzzTest.outcome(ValidateVectorsTest.skipAll(JsonIterator.of(Inputs.chunked(doc.getBytes(), chunk), c))), doc + " chunk " + chunk);
                    assertEquals(walk, Walk.run(JsonIterator.of(Inputs.chunked(doc.getBytes(), chunk), c)), doc + " walk, chunk " + chunk);
                }
            }
        }
    }
}
