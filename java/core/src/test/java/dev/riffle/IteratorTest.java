package dev.riffle;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The iterator API: objects, arrays, callbacks, capture, reset, errors. */
class IteratorTest {
    static final String DOC = " {\"a\": [1, 2.5, \"x\\u00e9\\uD83D\\uDE00\", true, null, {}], \"b~/\": {\"c\": false}, \"\\u0061\": -7 } ";

    @ParameterizedTest
    @EnumSource(Inputs.class)
    void walk(Inputs in) {
        JsonIterator it = in.open.apply(DOC.getBytes(StandardCharsets.UTF_8));
        FieldNames names = FieldNames.of("a", "b~/");
        assertEquals(ValueType.OBJECT, it.whatIsNext());
        assertTrue(it.nextField());
        assertEquals(0, it.fieldMatch(names));
        assertEquals("a", it.fieldName());
        assertTrue(it.fieldNameEquals(new byte[] {'a'}));
        assertEquals(ValueType.ARRAY, it.whatIsNext());
        assertTrue(it.readArray());
        assertEquals(ValueType.NUMBER, it.whatIsNext());
        assertEquals(1, it.readInt());
        assertTrue(it.readArray());
        assertEquals(2.5, it.readDouble());
        assertTrue(it.readArray());
        assertEquals(ValueType.STRING, it.whatIsNext());
        assertEquals("x\u00e9\uD83D\uDE00", it.readString());
        assertTrue(it.readArray());
        assertFalse(it.readNull());
        assertEquals(ValueType.BOOLEAN, it.whatIsNext());
        assertTrue(it.readBoolean());
        assertTrue(it.readArray());
        assertEquals(ValueType.NULL, it.whatIsNext());
        assertTrue(it.readNull());
        assertTrue(it.readArray());
        assertFalse(it.nextField()); // {}
        assertFalse(it.readArray());
        assertEquals("b~/", it.readObject());
        assertEquals(1, it.fieldMatch(names));
        assertEquals("c", it.readObject());
        assertEquals(-1, it.fieldMatch(names));
        assertFalse(it.readBoolean());
        assertNull(it.readObject());
        assertTrue(it.nextField());
        assertEquals(0, it.fieldMatch(names)); // escaped name decoded before matching
        assertEquals(-7L, it.readLong());
        assertFalse(it.nextField());
        it.finish();
        assertEquals(ValueType.INVALID, it.whatIsNext());
    }

    @ParameterizedTest
    @EnumSource(Inputs.class)
    void callbacks(Inputs in) {
        JsonIterator it = in.open.apply("{\"xs\":[[1,2],[3]],\"n\":4,\"skip\":{\"deep\":[{}]}}".getBytes());
        List<Long> xs = new ArrayList<>();
        FieldNames names = FieldNames.of("xs", "n");
        assertTrue(it.readObjectCB(o -> {
            switch (o.fieldMatch(names)) {
                case 0: return o.readArrayCB(a -> a.readArrayCB(e -> xs.add(e.readLong())));
                case 1: xs.add(o.readLong() * 10); return true;
                default: o.skip(); return true;
            }
        }));
        it.finish();
        assertEquals(List.of(1L, 2L, 3L, 40L), xs);
        JsonIterator stop = JsonIterator.of("[1,2,3]");
        List<Integer> seen = new ArrayList<>();
        assertFalse(stop.readArrayCB(e -> {
            seen.add(e.readInt());
            return seen.size() < 2;
        }));
        assertEquals(List.of(1, 2), seen);
    }

    @ParameterizedTest
    @EnumSource(Inputs.class)
    void skipAndReturnBytes(Inputs in) {
        JsonIterator it = in.open.apply("[ {\"a\" : [1, \"]\"]} , 12.5e3 ,\"s\"]".getBytes());
        assertTrue(it.readArray());
        assertEquals("{\"a\" : [1, \"]\"]}", new String(it.skipAndReturnBytes()));
        assertTrue(it.readArray());
        assertEquals("12.5e3", new String(it.skipAndReturnBytes()));
        assertTrue(it.readArray());
        assertEquals("\"s\"", new String(it.skipAndReturnBytes()));
        assertFalse(it.readArray());
        it.finish();
    }

    @Test
    void resetReuses() {
        JsonIterator it = JsonIterator.of("[1]");
        for (int i = 0; i < 3; i++) {
            it.reset(("{\"k\":" + i + "}").getBytes());
            assertTrue(it.nextField());
            assertEquals(i, it.readInt());
            assertFalse(it.nextField());
            it.finish();
        }
        byte[] arr = "xx[5]yy".getBytes();
        it.reset(arr, 2, 3);
        assertTrue(it.readArray());
        assertEquals(5, it.readInt());
        assertFalse(it.readArray());
        it.finish();
        it.reset(Inputs.chunked("\"hello world, this is longer than sixteen\"".getBytes(), 3));
        assertEquals("hello world, this is longer than sixteen", it.readString());
        it.finish();
        it.reset("garbage".getBytes());
        assertThrows(JsonException.class, it::skip);
        it.reset("true".getBytes());
        assertTrue(it.readBoolean()); // an error does not survive reset
    }

    @Test
    void stickyErrorAndTypeMismatch() {
        JsonIterator it = JsonIterator.of("{\"a\":[1,\"x\"]}");
        assertTrue(it.nextField());
        assertTrue(it.readArray());
        assertEquals(1, it.readInt());
        assertTrue(it.readArray());
        JsonException e = assertThrows(JsonException.class, it::readInt);
        assertEquals(ErrorKind.TYPE_MISMATCH, e.kind());
        assertEquals(8, e.offset());
        assertEquals("/a/1", e.pointer());
        assertSame(e, assertThrows(JsonException.class, it::readString));
        assertSame(e, assertThrows(JsonException.class, it::readArray));
        assertSame(e, assertThrows(JsonException.class, it::nextField));
        assertSame(e, assertThrows(JsonException.class, it::finish));
        assertEquals(ValueType.INVALID, it.whatIsNext());
    }

    @Test
    void misuseIsJsonException() {
        JsonIterator it = JsonIterator.of("[1,2]");
        assertTrue(it.readArray());
        it.readInt();
        JsonException e = assertThrows(JsonException.class, it::readInt); // forgot readArray()
        assertEquals(ErrorKind.TYPE_MISMATCH, e.kind());
        JsonIterator two = JsonIterator.of("1 2");
        two.readInt();
        assertEquals(ErrorKind.TRAILING_DATA, assertThrows(JsonException.class, two::readInt).kind());
        assertEquals(ErrorKind.TYPE_MISMATCH, assertThrows(JsonException.class, () -> JsonIterator.of("1").finish()).kind());
        assertEquals(ErrorKind.INVALID_CHARACTER, assertThrows(JsonException.class, () -> JsonIterator.of("x").readString()).kind());
        assertEquals(ErrorKind.TYPE_MISMATCH, assertThrows(JsonException.class, () -> JsonIterator.of("[]").nextField()).kind());
        assertEquals(ErrorKind.UNEXPECTED_END, assertThrows(JsonException.class, () -> JsonIterator.of(" ").readArray()).kind());
    }

    @Test
    void excerptAndMessage() {
        JsonException e = assertThrows(JsonException.class, () -> Riffle.validate("{\"name\": \"value\", \"other\": tru\u0001e}".getBytes()));
        assertEquals(ErrorKind.INVALID_CHARACTER, e.kind());
        assertEquals(30, e.offset());
        assertEquals("/other", e.pointer());
        assertEquals("`ther\": tru\\x01e}`", e.excerpt());
        assertTrue(e.getMessage().startsWith("riffle: invalid-character: "), e.getMessage());
        assertTrue(e.getMessage().contains("at offset 30, pointer \"/other\""), e.getMessage());
    }

    @Test
    void deepNesting() {
        int n = 1_000_000;
        byte[] deep = new byte[2 * n];
        Arrays.fill(deep, 0, n, (byte) '[');
        Arrays.fill(deep, n, 2 * n, (byte) ']');
        JsonException e = assertThrows(JsonException.class, () -> Riffle.validate(deep));
        assertEquals(ErrorKind.LIMIT_EXCEEDED, e.kind());
        assertEquals(10_000, e.offset());
        assertTrue(e.getMessage().contains("nesting deeper than 10000 levels (the maxDepth limit)"), e.detail());
        JsonConfig unlimited = JsonConfig.builder().maxDepth(-1).build();
        Riffle.validate(deep, 0, deep.length, unlimited);
        JsonIterator s = JsonIterator.of(new java.io.ByteArrayInputStream(deep), unlimited);
        s.skip();
        s.finish();
        byte[] objs = ("{\"a\":".repeat(n) + "1" + "}".repeat(n)).getBytes();
        Riffle.validate(objs, 0, objs.length, unlimited);
        deep[2 * n - 1] = '}';
        JsonException bad = assertThrows(JsonException.class, () -> Riffle.validate(deep, 0, deep.length, unlimited));
        assertEquals(2 * n - 1, bad.offset());
        // The iterator's own readArray respects the limit too.
        JsonIterator lim = JsonIterator.of("[[[1]]]", JsonConfig.builder().maxDepth(2).build());
        assertTrue(lim.readArray());
        assertTrue(lim.readArray());
        JsonException le = assertThrows(JsonException.class, lim::readArray);
        assertEquals(ErrorKind.LIMIT_EXCEEDED, le.kind());
        assertEquals(2, le.offset());
        assertEquals("/0/0", le.pointer());
    }

    @ParameterizedTest
    @EnumSource(Inputs.class)
    void strings(Inputs in) {
        StringBuilder sb = new StringBuilder("[");
        String[] values = {"", "plain ascii text that is long enough for SWAR", "tab\\tnew\\nline \\\"q\\\" \\\\ \\/ \\b\\f\\r",
            "\u00e9\u20ac\uD83D\uDE00 mixed \u00fc", "\\u0000\\u001f\\uFFFF", "x".repeat(5000) + "\u00e9"};
        for (int i = 0; i < values.length; i++) {
            sb.append(i == 0 ? "" : ",").append('"').append(values[i]).append('"');
        }
        byte[] doc = sb.append(']').toString().getBytes(StandardCharsets.UTF_8);
        String[] want = {"", "plain ascii text that is long enough for SWAR", "tab\tnew\nline \"q\" \\ / \b\f\r",
            "\u00e9\u20ac\uD83D\uDE00 mixed \u00fc", "\u0000\u001f\uFFFF", "x".repeat(5000) + "\u00e9"};
        JsonIterator it = in.open.apply(doc);
        for (String w : want) {
            assertTrue(it.readArray());
            assertEquals(w, it.readString());
        }
        assertFalse(it.readArray());
        it.finish();
    }

    @ParameterizedTest
    @EnumSource(Inputs.class)
    void bigMixedString(Inputs in) {
        java.util.SplittableRandom r = new java.util.SplittableRandom(11);
        StringBuilder want = new StringBuilder();
        StringBuilder json = new StringBuilder("[\"");
        String[] pieces = {"a", "bcdefghij", "\u00e9", "\u20ac", "\uD83D\uDE00", "\u4e2d\u6587", "\"", "\\", "\n", "\u0001"};
        String[] escaped = {"a", "bcdefghij", "\u00e9", "\u20ac", "\uD83D\uDE00", "\u4e2d\u6587", "\\\"", "\\\\", "\\n", "\\u0001"};
        for (int i = 0; i < 20_000; i++) {
            int k = r.nextInt(pieces.length);
            want.append(pieces[k]);
            json.append(escaped[k]);
        }
        json.append("\",\"").append(want.length()).append("\"]");
        JsonIterator it = in.open.apply(json.toString().getBytes(StandardCharsets.UTF_8));
        assertTrue(it.readArray());
        assertEquals(want.toString(), it.readString());
        assertTrue(it.readArray());
        assertEquals(String.valueOf(want.length()), it.readString());
        assertFalse(it.readArray());
        it.finish();
    }

    @Test
    void replacePolicy() {
        JsonConfig replace = JsonConfig.builder().invalidUtf8(JsonConfig.InvalidUtf8.REPLACE).build();
        byte[] bad = TestData.hex("5b2261ff62222c225c75443830302122" + "2c22e282e2828222" + "2c225c7544433030225d");
        // ["a\xffb","\uD800!","\xe2\x82\xe2\x82\xac" ... ,"\uDC00"]
        JsonIterator it = JsonIterator.of(bad, replace);
        assertTrue(it.readArray());
        assertEquals("a\uFFFDb", it.readString());
        assertTrue(it.readArray());
        assertEquals("\uFFFD!", it.readString());
        assertTrue(it.readArray());
        // E2 82 E2 82 82: Go's per-byte rule (errors.md rule 5) gives one U+FFFD for E2 and
        // one for the stray 82, then U+2082; maximal-subpart decoding would give one U+FFFD.
        assertEquals("\uFFFD\uFFFD\u2082", it.readString());
        assertTrue(it.readArray());
        assertEquals("\uFFFD", it.readString());
        assertFalse(it.readArray());
        it.finish();
        Riffle.validate(bad, 0, bad.length, replace);
        assertFalse(Riffle.valid(bad));
    }

    @Test
    void stringLimit() {
        JsonConfig small = JsonConfig.builder().maxStringBytes(4).build();
        byte[] ok = "[\"abcd\",\"\u00e9\u00e9\"]".getBytes(StandardCharsets.UTF_8);
        Riffle.validate(ok, 0, ok.length, small);
        byte[] doc = "[\"abcde\"]".getBytes();
        JsonException e = assertThrows(JsonException.class, () -> Riffle.validate(doc, 0, doc.length, small));
        assertEquals(ErrorKind.LIMIT_EXCEEDED, e.kind());
        assertEquals(1, e.offset());
        assertEquals("/0", e.pointer());
        assertTrue(e.getMessage().contains("string longer than 4 bytes (the maxStringBytes limit)"));
        JsonIterator it = JsonIterator.of(doc, small);
        it.readArray();
        assertEquals(ErrorKind.LIMIT_EXCEEDED, assertThrows(JsonException.class, it::readString).kind());
        // Past the limit, the limit wins over a later error, for skip and readString alike.
        for (String d : new String[] {"[\"abcdefg\\x\"]", "[\"abcdefgh", "[\"abcdefg\u0001\"]"}) {
            JsonConfig smallStream = small.toBuilder().readBufferSize(16).build();
            for (int chunk : new int[] {0, 1, 3}) {
                JsonIterator s = chunk == 0 ? JsonIterator.of(d.getBytes(), small)
                        : JsonIterator.of(Inputs.chunked(d.getBytes(), chunk), smallStream);
                assertEquals(ErrorKind.LIMIT_EXCEEDED, ValidateVectorsTest.skipAll(s).kind(), d);
                JsonIterator r = chunk == 0 ? JsonIterator.of(d.getBytes(), small)
                        : JsonIterator.of(Inputs.chunked(d.getBytes(), chunk), smallStream);
                r.readArray();
                assertEquals(ErrorKind.LIMIT_EXCEEDED, assertThrows(JsonException.class, r::readString).kind(), d);
            }
        }
        JsonIterator n = JsonIterator.of("{\"abcdef\":1}", small);
        assertEquals(ErrorKind.LIMIT_EXCEEDED, assertThrows(JsonException.class, n::nextField).kind());
    }

    @Test
    void fieldNamesByLengthAndBytes() {
        // Same length, same hash-unfriendly shapes: must never bind the wrong name.
        FieldNames names = FieldNames.of("Aa", "BB", "\u00e9t\u00e9", "");
        JsonIterator it = JsonIterator.of("{\"BB\":1,\"Aa\":2,\"AB\":3,\"\\u00e9t\u00e9\":4,\"\":5}");
        int[] got = new int[5];
        int i = 0;
        while (it.nextField()) {
            got[i++] = it.fieldMatch(names);
            it.skip();
        }
        assertArrayEquals(new int[] {1, 0, -1, 2, 3}, got);
        assertEquals("\u00e9t\u00e9", names.name(2));
        assertEquals(4, names.size());
    }

    @Test
    void offsetsAreAbsoluteForStreams() {
        byte[] doc = ("[" + "1,".repeat(5000) + "x]").getBytes();
        JsonException s = ValidateVectorsTest.skipAll(JsonIterator.of(Inputs.chunked(doc, 13)));
        assertEquals(10001, s.offset());
        assertEquals("/5000", s.pointer());
        assertEquals(ErrorKind.INVALID_CHARACTER, s.kind());
    }
}
