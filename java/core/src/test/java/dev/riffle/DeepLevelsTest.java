package dev.riffle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Levels past the room the per-level arrays start with (32 in the reader, 8 in the
 * writer, each behind {@link LinePadding#LEAD} unused slots): pointers name every level,
 * and a save point taken deep rewinds to the same levels, after the arrays grew.
 */
class DeepLevelsTest {
    /** Objects at even depths (member "k" + depth), arrays at odd ones (element 1). */
    static String open(int depth) {
        StringBuilder sb = new StringBuilder();
        for (int d = 0; d < depth; d++) {
            sb.append(d % 2 == 0 ? "{\"k" + d + "\":" : "[0,");
        }
        return sb.toString();
    }

    static String pointer(int depth) {
        StringBuilder sb = new StringBuilder();
        for (int d = 0; d < depth; d++) {
            sb.append(d % 2 == 0 ? "/k" + d : "/1");
        }
        return sb.toString();
    }

    /** Reads down to the innermost value: the member or second element of each level. */
    static void descend(JsonIterator it, int depth) {
        for (int d = 0; d < depth; d++) {
            if (d % 2 == 0) {
                assertEquals("k" + d, it.readObject());
            } else {
                assertEquals(true, it.readArray());
                assertEquals(0, it.readInt());
                assertEquals(true, it.readArray());
            }
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 8, 9, 31, 32, 33, 70})
    void readerPointersAtEveryDepth(int depth) {
        byte[] doc = (open(depth) + "x").getBytes(StandardCharsets.UTF_8);
        String want = "invalid-character@" + (doc.length - 1) + ":" + pointer(depth);
        assertEquals(want, JsonFuzzTest.outcome(ValidateVectorsTest.skipAll(JsonIterator.of(doc))));
        assertEquals(want, JsonFuzzTest.outcome(ValidateVectorsTest.skipAll(
                JsonIterator.of(Inputs.chunked(doc, 3), JsonConfig.builder().readBufferSize(16).build()))));
        JsonIterator it = JsonIterator.of(doc);
        descend(it, depth);
        JsonException e = assertThrows(JsonException.class, it::readInt);
        assertEquals(want, JsonFuzzTest.outcome(e));
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 16, 32, 34, 70})
    void rewindDeepAfterTheArraysGrew(int depth) {
        // A mark at element 1 of an array at depth; then twice as deep (the arrays grow),
        // back out, on to element 3, and back to the mark: its levels come back whole.
        StringBuilder close = new StringBuilder();
        for (int d = depth - 1; d >= 0; d--) {
            close.append(d % 2 == 0 ? '}' : ']');
        }
        byte[] doc = (open(depth) + "[" + open(depth) + "1" + close + "],2,x").getBytes(StandardCharsets.UTF_8);
        String want = "invalid-character@" + (doc.length - 1) + ":" + pointer(depth - 1) + "/3";
        JsonIterator it = JsonIterator.of(doc);
        descend(it, depth);
        JsonIterator.Mark m = it.mark();
        for (int round = 0; round < 2; round++) {
            assertEquals(true, it.readArray());
            descend(it, depth);
            assertEquals(1, it.readInt());
            for (int d = depth - 1; d >= 0; d--) {
                if (d % 2 == 0) {
                    assertEquals(null, it.readObject());
                } else {
                    assertEquals(false, it.readArray());
                }
            }
            assertEquals(false, it.readArray());
            assertEquals(true, it.readArray());
            assertEquals(2, it.readInt());
            assertEquals(true, it.readArray());
            if (round == 0) {
                it.rewind(m);
            }
        }
        assertEquals(want, JsonFuzzTest.outcome(assertThrows(JsonException.class, it::readInt)));
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 7, 8, 9, 17, 70})
    void writerPointersAtEveryDepth(int depth) {
        JsonStream s = JsonStream.of(new java.io.ByteArrayOutputStream());
        for (int d = 0; d < depth; d++) {
            if (d % 2 == 0) {
                s.writeObjectStart();
                s.writeField("k" + d);
            } else {
                s.writeArrayStart();
                s.writeInt(0);
            }
        }
        JsonException e = assertThrows(JsonException.class, () -> s.writeDouble(Double.NaN));
        assertEquals(pointer(depth), e.pointer());
    }
}
