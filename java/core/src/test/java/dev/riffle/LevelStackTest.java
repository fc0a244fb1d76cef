package dev.riffle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The level stack names the right pointer after the buffer was compacted many times past
 * the member names (stream input with a 16-byte buffer), through skip and through reads.
 */
class LevelStackTest {
    static final String LONG_PREFIX = "{\"n\\u0061me~/\u00e9\":{\"pad\":\"" + "p".repeat(100) + "\",\"list\":[" + "1,".repeat(100);
    static final String POINTER = "/name~0~1\u00e9/list/100";

    static JsonIterator stream(byte[] doc, int chunk) {
        return JsonIterator.of(Inputs.chunked(doc, chunk), JsonConfig.builder().readBufferSize(16).build());
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 7, 16})
    void pointerAfterCompactionThroughSkip(int chunk) {
        byte[] doc = (LONG_PREFIX + "x]}}").getBytes(StandardCharsets.UTF_8);
        String want = "invalid-character@" + (doc.length - 4) + ":" + POINTER;
        assertEquals(want, JsonFuzzTest.outcome(ValidateVectorsTest.skipAll(JsonIterator.of(doc))));
        assertEquals(want, JsonFuzzTest.outcome(ValidateVectorsTest.skipAll(stream(doc, chunk))));
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 7, 16})
    void pointerAfterCompactionThroughReads(int chunk) {
        byte[] doc = (LONG_PREFIX + "1.5]}}").getBytes(StandardCharsets.UTF_8);
        JsonIterator it = stream(doc, chunk);
        assertEquals("name~/\u00e9", it.readObject());
        assertEquals("pad", it.readObject());
        it.skip();
        assertEquals("list", it.readObject());
        for (int i = 0; i < 100; i++) {
            assertEquals(true, it.readArray());
            assertEquals(1, it.readInt());
        }
        assertEquals(true, it.readArray());
        JsonException e = assertThrows(JsonException.class, it::readInt);
        assertEquals("type-mismatch@" + (doc.length - 6) + ":" + POINTER, JsonFuzzTest.outcome(e));
    }
}
