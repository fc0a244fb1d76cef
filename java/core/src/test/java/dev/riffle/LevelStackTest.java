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
        openList(it);
        readOnes(it, 100);
        assertLastIsMismatch(it, doc);
    }

    /** Reads {@link #LONG_PREFIX} up to the array "list". */
    private static void openList(JsonIterator it) {
        assertEquals("name~/\u00e9", it.readObject());
        assertEquals("pad", it.readObject());
        it.skip();
        assertEquals("list", it.readObject());
    }

    private static void readOnes(JsonIterator it, int n) {
        for (int i = 0; i < n; i++) {
            assertEquals(true, it.readArray());
            assertEquals(1, it.readInt());
        }
    }

    /** Reading the element after the 100 ones as an int fails at it, named by the whole pointer. */
    private static void assertLastIsMismatch(JsonIterator it, byte[] doc) {
        assertEquals(true, it.readArray());
        JsonException e = assertThrows(JsonException.class, it::readInt);
        assertEquals("type-mismatch@" + (doc.length - 6) + ":" + POINTER, JsonFuzzTest.outcome(e));
    }

    /**
     * Names a compaction copied out of the buffer (raw, into arrays later compactions reuse)
     * are decoded by a save point, so a rewind after many more compactions still names them.
     */
    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 7, 16})
    void pointerAfterRewindOverCompactedNames(int chunk) {
        byte[] doc = (LONG_PREFIX + "1.5]}}").getBytes(StandardCharsets.UTF_8);
        JsonIterator it = stream(doc, chunk);
        openList(it);
        readOnes(it, 50);
        JsonIterator.Mark m = it.mark();
        readOnes(it, 50);
        it.rewind(m);
        readOnes(it, 50);
        assertLastIsMismatch(it, doc);
    }
}
