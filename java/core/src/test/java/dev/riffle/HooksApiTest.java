package dev.riffle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The binder hooks and reads of core-v2 that the hooks vectors cannot express. */
class HooksApiTest {

    @Test
    void callbackThatLeavesAValueHalfReadIsMisuse() {
        JsonIterator it = JsonIterator.of("{\"a\":[1,2],\"b\":1}");
        JsonException e = assertThrows(JsonException.class, () -> it.readObjectCB(i -> {
            i.readArray();
            i.readInt();
            return true;
        }));
        assertEquals(ErrorKind.TYPE_MISMATCH, e.kind());
        assertFalse(e.recoverable());
        assertSame(e, assertThrows(JsonException.class, it::recover));
    }

    @Test
    void recoverableOnlyForValueErrors() {
        JsonIterator it = JsonIterator.of("[\"x\"]");
        assertTrue(it.readArray());
        JsonException e = assertThrows(JsonException.class, it::readBoolean);
        assertTrue(e.recoverable());
        assertSame(e, it.recover());
        assertNull(it.recover());
        assertFalse(it.readArray());
        it.finish();
        JsonException misuse = assertThrows(JsonException.class, it::readInt);
        assertFalse(misuse.recoverable());
    }

    @Test
    void unsignedLong() {
        assertEquals("18446744073709551615", Long.toUnsignedString(JsonIterator.of("18446744073709551615").readUnsignedLong()));
        assertEquals("9999999999999999999", Long.toUnsignedString(JsonIterator.of("9999999999999999999").readUnsignedLong()));
        assertEquals(0L, JsonIterator.of("-0").readUnsignedLong());
        assertEquals(7L, JsonIterator.of("7").readUnsignedLong());
        for (String bad : new String[] {"18446744073709551616", "-1", "100000000000000000000"}) {
            JsonException e = assertThrows(JsonException.class, () -> JsonIterator.of(bad).readUnsignedLong(), bad);
            assertEquals(ErrorKind.NUMBER_RANGE, e.kind(), bad);
            assertEquals(0, e.offset());
        }
        assertEquals(ErrorKind.TYPE_MISMATCH, assertThrows(JsonException.class, () -> JsonIterator.of("1e2").readUnsignedLong()).kind());
    }

    @Test
    void nullableReads() {
        JsonIterator it = JsonIterator.of("[null,1,null,2,null,2.5,null,true,null,\"s\"]");
        assertTrue(it.readArray());
        assertNull(it.readIntOrNull());
        assertTrue(it.readArray());
        assertEquals(1, it.readIntOrNull());
        assertTrue(it.readArray());
        assertNull(it.readLongOrNull());
        assertTrue(it.readArray());
        assertEquals(2L, it.readLongOrNull());
        assertTrue(it.readArray());
        assertNull(it.readDoubleOrNull());
        assertTrue(it.readArray());
        assertEquals(2.5, it.readDoubleOrNull());
        assertTrue(it.readArray());
        assertNull(it.readBooleanOrNull());
        assertTrue(it.readArray());
        assertEquals(Boolean.TRUE, it.readBooleanOrNull());
        assertTrue(it.readArray());
        assertNull(it.readStringOrNull());
        assertTrue(it.readArray());
        assertEquals("s", it.readStringOrNull());
        assertFalse(it.readArray());
        it.finish();
    }

    @Test
    void marksAreLastInFirstOut() {
        JsonIterator it = JsonIterator.of("[1,2]");
        JsonIterator.Mark outer = it.mark();
        assertTrue(it.readArray());
        JsonIterator.Mark inner = it.mark();
        it.release(outer); // ends inner too
        assertThrows(IllegalArgumentException.class, () -> it.rewind(inner));
        assertThrows(IllegalArgumentException.class, () -> JsonIterator.of("1").rewind(outer));
    }

    @ParameterizedTest
    @EnumSource(Inputs.class)
    void rewindOverALongValueOnEveryInput(Inputs in) {
        String big = "[" + "\"abcdefghij\",".repeat(200) + "0]";
        JsonIterator it = in.open.apply(big.getBytes());
        JsonIterator.Mark m = it.mark();
        it.skip();
        it.rewind(m);
        int n = 0;
        while (it.readArray()) {
            it.skip();
            n++;
        }
        assertEquals(201, n);
        it.finish();
    }

    @Test
    void streamBufferKeepsBytesOnlyWhileAMarkIsLive() {
        int n = 20_000;
        byte[] doc = ("[" + "1,".repeat(n) + "1]").getBytes();
        JsonIterator it = JsonIterator.of(Inputs.chunked(doc, 7), JsonConfig.builder().readBufferSize(64).build());
        assertTrue(it.readArray());
        JsonIterator.Mark m = it.mark();
        for (int i = 0; i < n / 2; i++) {
            it.skip();
            assertTrue(it.readArray());
        }
        assertTrue(it.buf.length >= n, "the buffer holds every byte since the mark: " + it.buf.length);
        it.rewind(m);
        for (int i = 0; i < n / 2; i++) {
            assertEquals(1, it.readInt());
            assertTrue(it.readArray());
        }
        int grown = it.buf.length;
        for (int i = n / 2; i < n; i++) {
            it.skip();
            assertTrue(it.readArray());
        }
        assertEquals(grown, it.buf.length, "no growth once no mark is live");
        assertEquals(1, it.readInt());
        assertFalse(it.readArray());
        it.finish();
    }
}
