package dev.riffle;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Values, automatic separators, structure misuse, indentation, reuse. */
class JsonStreamTest {
    static final EncodedName A = EncodedName.of("a");

    static Arguments ok(String name, Consumer<JsonStream> script, String want) {
        return Arguments.of(name, script, want);
    }

    static Stream<Arguments> valid() {
        return Stream.of(
            ok("null", s -> s.writeNull(), "null"),
            ok("true", s -> s.writeBoolean(true), "true"),
            ok("false", s -> s.writeBoolean(false), "false"),
            ok("int min", s -> s.writeInt(Integer.MIN_VALUE), "-2147483648"),
            ok("int max", s -> s.writeInt(Integer.MAX_VALUE), "2147483647"),
            ok("long min", s -> s.writeLong(Long.MIN_VALUE), "-9223372036854775808"),
            ok("long max", s -> s.writeLong(Long.MAX_VALUE), "9223372036854775807"),
            ok("double", s -> s.writeDouble(0.1), "0.1"),
            ok("double -0", s -> s.writeDouble(-0.0), "-0"),
            ok("double integral", s -> s.writeDouble(42.0), "42"),
            ok("float", s -> s.writeFloat(0.1f), "0.1"),
            ok("string", s -> s.writeString("hi"), "\"hi\""),
            ok("null string", s -> s.writeString(null), "null"),
            ok("no-escape string", s -> s.writeStringNoEscape("plain"), "\"plain\""),
            ok("raw bytes", s -> s.writeRaw("{\"x\":[1]}".getBytes(StandardCharsets.UTF_8)), "{\"x\":[1]}"),
            ok("raw string", s -> s.writeRaw("[\"é\"]"), "[\"é\"]"),
            ok("empty object", s -> { s.writeObjectStart(); s.writeObjectEnd(); }, "{}"),
            ok("empty array", s -> { s.writeArrayStart(); s.writeArrayEnd(); }, "[]"),
            ok("array separators", s -> {
                s.writeArrayStart(); s.writeInt(1); s.writeNull(); s.writeString("x");
                s.writeArrayStart(); s.writeArrayEnd(); s.writeObjectStart(); s.writeObjectEnd();
                s.writeRaw("7"); s.writeArrayEnd();
            }, "[1,null,\"x\",[],{},7]"),
            ok("object separators", s -> {
                s.writeObjectStart(); s.writeField("a"); s.writeInt(1); s.writeField(EncodedName.of("b"));
                s.writeArrayStart(); s.writeBoolean(true); s.writeArrayEnd(); s.writeField("c");
                s.writeObjectStart(); s.writeField("d"); s.writeNull(); s.writeObjectEnd(); s.writeObjectEnd();
            }, "{\"a\":1,\"b\":[true],\"c\":{\"d\":null}}"),
            ok("escaped name", s -> { s.writeObjectStart(); s.writeField("q\"\n"); s.writeInt(0); s.writeObjectEnd(); },
                "{\"q\\\"\\n\":0}"),
            ok("encoded name escaped", s -> { s.writeObjectStart(); s.writeField(EncodedName.of("<\u2028>")); s.writeInt(0); s.writeObjectEnd(); },
                "{\"<\\u2028>\":0}"),
            ok("nested arrays", s -> {
                s.writeArrayStart(); s.writeArrayStart(); s.writeArrayStart(); s.writeInt(1); s.writeArrayEnd();
                s.writeInt(2); s.writeArrayEnd(); s.writeInt(3); s.writeArrayEnd();
            }, "[[[1],2],3]"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("valid")
    void writesValid(String name, Consumer<JsonStream> script, String want) {
        JsonStream s = new JsonStream();
        script.accept(s);
        assertEquals(want, s.toString());
        assertArrayEquals(want.getBytes(StandardCharsets.UTF_8), s.toByteArray());
        assertEquals(want.getBytes(StandardCharsets.UTF_8).length, s.size());
        JsonStreamTestDecoder.decode(s.toByteArray());
        Riffle.validate(s.toByteArray());
        // The same through an OutputStream.
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        JsonStream o = JsonStream.of(bo);
        script.accept(o);
        o.flush();
        assertEquals(want, bo.toString(StandardCharsets.UTF_8));
    }

    static Arguments bad(String name, Consumer<JsonStream> script, ErrorKind kind, long offset, String pointer) {
        return Arguments.of(name, script, kind, offset, pointer);
    }

    static Stream<Arguments> misuse() {
        ErrorKind iv = ErrorKind.INVALID_VALUE;
        return Stream.of(
            bad("second top-level value", s -> { s.writeInt(1); s.writeInt(2); }, iv, 1, ""),
            bad("value where a name is due", s -> { s.writeObjectStart(); s.writeInt(1); }, iv, 1, ""),
            bad("value where the next name is due", s -> {
                s.writeObjectStart(); s.writeField("a"); s.writeInt(1); s.writeString("x");
            }, iv, 6, ""),
            bad("name at top level", s -> s.writeField("a"), iv, 0, ""),
            bad("encoded name at top level", s -> s.writeField(A), iv, 0, ""),
            bad("name in an array", s -> { s.writeArrayStart(); s.writeInt(1); s.writeField("a"); }, iv, 2, ""),
            bad("name after a name", s -> { s.writeObjectStart(); s.writeField("a"); s.writeField("b"); }, iv, 5, "/a"),
            bad("object end with a name pending", s -> { s.writeObjectStart(); s.writeField("a"); s.writeObjectEnd(); }, iv, 5, "/a"),
            bad("object end in an array", s -> { s.writeArrayStart(); s.writeObjectEnd(); }, iv, 1, ""),
            bad("array end in an object", s -> {
                s.writeArrayStart(); s.writeObjectStart(); s.writeArrayEnd();
            }, iv, 2, "/0"),
            bad("array end at top", s -> s.writeArrayEnd(), iv, 0, ""),
            bad("object end after the text", s -> { s.writeObjectStart(); s.writeObjectEnd(); s.writeObjectEnd(); }, iv, 2, ""),
            bad("null name", s -> { s.writeObjectStart(); s.writeField((String) null); }, iv, 1, ""),
            bad("NaN in an array", s -> { s.writeArrayStart(); s.writeInt(1); s.writeDouble(Double.NaN); }, iv, 2, "/1"),
            bad("infinity as a member", s -> {
                s.writeObjectStart(); s.writeField("x/y~"); s.writeDouble(Double.POSITIVE_INFINITY);
            }, iv, 8, "/x~1y~0"),
            bad("float NaN at top", s -> s.writeFloat(Float.NaN), iv, 0, ""),
            bad("float -inf deep", s -> {
                s.writeArrayStart(); s.writeObjectStart(); s.writeField("k"); s.writeArrayStart();
                s.writeNull(); s.writeNull(); s.writeFloat(Float.NEGATIVE_INFINITY);
            }, iv, 16, "/0/k/2"),
            bad("unpaired surrogate in a member value", s -> {
                s.writeObjectStart(); s.writeField("a"); s.writeString("ok\uD800");
            }, iv, 5, "/a"),
            bad("unpaired surrogate in a name", s -> {
                s.writeObjectStart(); s.writeField("a"); s.writeInt(1); s.writeField("\uDC00");
            }, iv, 6, ""),
            bad("unpaired surrogate in an array element", s -> {
                s.writeArrayStart(); s.writeString("a"); s.writeString("\uD800x");
            }, iv, 4, "/1"),
            bad("unpaired surrogate in raw text", s -> s.writeRaw("\"\uDFFF\""), iv, 0, ""));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("misuse")
    void refusesMisuse(String name, Consumer<JsonStream> script, ErrorKind kind, long offset, String pointer) {
        JsonStream s = new JsonStream();
        JsonException e = assertThrows(JsonException.class, () -> script.accept(s));
        assertEquals(kind, e.kind(), e.getMessage());
        assertEquals(offset, e.offset(), e.getMessage());
        assertEquals(pointer, e.pointer(), e.getMessage());
        assertEquals(offset, s.size(), "output ends where the refused value would begin");
        // Sticky: every later write fails with the same exception.
        assertSame(e, assertThrows(JsonException.class, () -> s.writeInt(1)));
        assertSame(e, assertThrows(JsonException.class, () -> s.writeField("z")));
        assertSame(e, assertThrows(JsonException.class, s::writeArrayEnd));
        assertSame(e, assertThrows(JsonException.class, s::writeObjectEnd));
        assertSame(e, assertThrows(JsonException.class, s::flush));
        // reset() makes it usable again.
        s.reset();
        s.writeInt(5);
        assertEquals("5", s.toString());
    }

    @Test
    void depthLimit() {
        JsonStream s = JsonStream.create(JsonConfig.builder().maxDepth(3).build());
        s.writeArrayStart();
        s.writeObjectStart();
        s.writeField("a");
        s.writeArrayStart();
        s.writeInt(1);
        JsonException e = assertThrows(JsonException.class, s::writeArrayStart);
        assertEquals(ErrorKind.LIMIT_EXCEEDED, e.kind());
        assertEquals("/0/a/1", e.pointer());
        assertEquals("[{\"a\":[1", s.toString(), "the refused value's comma is not written");
        // The default limit allows 10000 levels, and deep nesting uses no recursion.
        JsonStream d = new JsonStream();
        for (int i = 0; i < JsonConfig.DEFAULT_MAX_DEPTH; i++) {
            d.writeArrayStart();
        }
        assertThrows(JsonException.class, d::writeObjectStart);
        JsonStream u = JsonStream.create(JsonConfig.builder().maxDepth(-1).build());
        for (int i = 0; i < 50_000; i++) {
            u.writeArrayStart();
        }
        for (int i = 0; i < 50_000; i++) {
            u.writeArrayEnd();
        }
        assertEquals(100_000, u.size());
    }

    static Stream<Arguments> indented() {
        return Stream.of(
            Arguments.of("nested, two spaces", "{\"a\":1,\"b\":[1,2,{\"c\":[]}],\"d\":{},\"e\":{\"f\":null,\"g\":[[],[[]]]}}", "  ",
                "{\n  \"a\": 1,\n  \"b\": [\n    1,\n    2,\n    {\n      \"c\": []\n    }\n  ],\n  \"d\": {},\n  \"e\": {\n    \"f\": null,\n    \"g\": [\n      [],\n      [\n        []\n      ]\n    ]\n  }\n}"),
            Arguments.of("nested, tab", "{\"a\":1,\"b\":[1,2,{\"c\":[]}],\"d\":{},\"e\":{\"f\":null,\"g\":[[],[[]]]}}", "\t",
                "{\n\t\"a\": 1,\n\t\"b\": [\n\t\t1,\n\t\t2,\n\t\t{\n\t\t\t\"c\": []\n\t\t}\n\t],\n\t\"d\": {},\n\t\"e\": {\n\t\t\"f\": null,\n\t\t\"g\": [\n\t\t\t[],\n\t\t\t[\n\t\t\t\t[]\n\t\t\t]\n\t\t]\n\t}\n}"),
            Arguments.of("empty array", "[]", "  ", "[]"),
            Arguments.of("empty object", "{}", "  ", "{}"),
            Arguments.of("one element", "[1]", "  ", "[\n  1\n]"),
            Arguments.of("mixed", "[{\"a\":\"x\"},[true,false]]", "  ",
                "[\n  {\n    \"a\": \"x\"\n  },\n  [\n    true,\n    false\n  ]\n]"),
            Arguments.of("scalar", "\"s\"", "  ", "\"s\""),
            Arguments.of("empty names", "{\"\":{\"\":[{}]}}", "\t", "{\n\t\"\": {\n\t\t\"\": [\n\t\t\t{}\n\t\t]\n\t}\n}"));
    }

    /** Expected texts are Go 1.26's json.Indent(dst, src, "", indent) (= MarshalIndent's layout). */
    @ParameterizedTest(name = "{0}")
    @MethodSource("indented")
    void indentsLikeGo(String name, String compact, String indent, String want) {
        Object doc = JsonStreamTestDecoder.decode(compact);
        JsonStream s = JsonStream.create(JsonConfig.builder().indent(indent).build());
        replay(s, doc, false);
        assertEquals(want, s.toString());
        JsonStream e = JsonStream.create(JsonConfig.builder().indent(indent).build());
        replay(e, doc, true);
        assertEquals(want, e.toString(), "with encoded names");
        JsonStream c = new JsonStream();
        replay(c, doc, false);
        assertEquals(compact, c.toString());
    }

    @Test
    void deepIndentThroughSmallBuffer() {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        JsonStream s = JsonStream.of(bo, JsonConfig.builder().indent("        ").build());
        int n = 1200; // 1200 levels of 8-byte indent: lines longer than the 8 KiB buffer
        for (int i = 0; i < n; i++) {
            s.writeArrayStart();
        }
        s.writeInt(1);
        for (int i = 0; i < n; i++) {
            s.writeArrayEnd();
        }
        s.flush();
        String out = bo.toString(StandardCharsets.UTF_8);
        assertTrue(out.contains("\n" + "        ".repeat(n) + "1\n" + "        ".repeat(n - 1) + "]"));
        Object v = JsonStreamTestDecoder.decode(out);
        for (int i = 0; i < n; i++) {
            v = ((List<?>) v).get(0);
        }
        assertEquals(new BigDecimal(1), v);
    }

    /** Writes a decoded document back (numbers as long when integral, else double). */
    static void replay(JsonStream s, Object v, boolean encodedNames) {
        if (v == null) {
            s.writeNull();
        } else if (v instanceof Boolean) {
            s.writeBoolean((Boolean) v);
        } else if (v instanceof String) {
            s.writeString((String) v);
        } else if (v instanceof BigDecimal) {
            BigDecimal d = (BigDecimal) v;
            if (d.signum() == 0 || d.stripTrailingZeros().scale() <= 0) {
                s.writeLong(d.longValueExact());
            } else {
                s.writeDouble(d.doubleValue());
            }
        } else if (v instanceof List) {
            s.writeArrayStart();
            for (Object e : (List<?>) v) {
                replay(s, e, encodedNames);
            }
            s.writeArrayEnd();
        } else {
            s.writeObjectStart();
            for (Map.Entry<?, ?> e : ((Map<?, ?>) v).entrySet()) {
                if (encodedNames) {
                    s.writeField(EncodedName.of((String) e.getKey()));
                } else {
                    s.writeField((String) e.getKey());
                }
                replay(s, e.getValue(), encodedNames);
            }
            s.writeObjectEnd();
        }
    }

    @Test
    void resetReusesTheBuffer() {
        JsonStream s = new JsonStream();
        s.writeArrayStart();
        s.writeString("x".repeat(10_000));
        s.reset();
        assertEquals(0, s.size());
        s.writeObjectStart();
        s.writeField(A);
        s.writeInt(1);
        s.writeObjectEnd();
        assertEquals("{\"a\":1}", s.toString());
    }

    @Test
    void encodedName() {
        EncodedName n = EncodedName.of("a\"b<");
        assertEquals("a\"b<", n.name());
        assertEquals("a\"b<", n.toString());
        assertEquals("\"a\\\"b<\":", new String(n.toByteArray(), StandardCharsets.UTF_8));
        assertEquals(n, EncodedName.of("a\"b<"));
        assertEquals(n.hashCode(), EncodedName.of("a\"b<").hashCode());
        JsonStream h = JsonStream.create(JsonConfig.builder().escapeHtml(true).build());
        h.writeObjectStart();
        h.writeField(n);
        h.writeInt(1);
        h.writeField("<&>");
        h.writeInt(2);
        h.writeObjectEnd();
        assertEquals("{\"a\\\"b\\u003c\":1,\"\\u003c\\u0026\\u003e\":2}", h.toString());
        JsonException e = assertThrows(JsonException.class, () -> EncodedName.of("x\uD800"));
        assertEquals(ErrorKind.INVALID_VALUE, e.kind());
        assertThrows(NullPointerException.class, () -> EncodedName.of(null));
        String longName = "n".repeat(20_000); // longer than a stream buffer
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        JsonStream o = JsonStream.of(bo);
        o.writeObjectStart();
        o.writeField(EncodedName.of(longName));
        o.writeInt(1);
        o.writeObjectEnd();
        o.flush();
        assertEquals("{\"" + longName + "\":1}", bo.toString(StandardCharsets.UTF_8));
    }

    @Test
    void toByteArrayNeedsAnArrayTarget() {
        JsonStream o = JsonStream.of(new ByteArrayOutputStream());
        assertThrows(IllegalStateException.class, o::toByteArray);
        assertThrows(IllegalStateException.class, o::toString);
        assertThrows(NullPointerException.class, () -> JsonStream.of(null));
    }

    @Test
    void rawByteRange() {
        JsonStream s = new JsonStream();
        byte[] b = "xx[1,2]yy".getBytes(StandardCharsets.UTF_8);
        s.writeArrayStart();
        s.writeRaw(b, 2, 5);
        s.writeRaw(b, 3, 1);
        s.writeArrayEnd();
        assertEquals("[[1,2],1]", s.toString());
        assertThrows(IndexOutOfBoundsException.class, () -> s.writeRaw(b, 5, 10));
    }

    @Test
    void noEscapeMisuseCaughtByAssertion() {
        boolean ea = false;
        assert ea = true;
        if (ea) { // surefire runs with -ea
            assertThrows(AssertionError.class, () -> new JsonStream().writeStringNoEscape("a\"b"));
            assertThrows(AssertionError.class, () -> new JsonStream().writeStringNoEscape("é"));
        }
        String longAscii = "abc".repeat(10_000);
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        JsonStream o = JsonStream.of(bo);
        o.writeArrayStart();
        o.writeStringNoEscape(longAscii);
        o.writeStringNoEscape("");
        o.writeArrayEnd();
        o.flush();
        assertEquals("[\"" + longAscii + "\",\"\"]", bo.toString(StandardCharsets.UTF_8));
    }
}
