package dev.riffle;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** String escaping and UTF-8 encoding, checked char by char against an independent rule. */
class JsonStreamStringTest {
    static final JsonConfig HTML = JsonConfig.builder().escapeHtml(true).build();
    static final JsonConfig REPLACE = JsonConfig.builder().invalidUtf8(JsonConfig.InvalidUtf8.REPLACE).build();

    /** What one BMP non-surrogate char must become, written out from the spec of the format. */
    static String expected(char c, boolean html) {
        switch (c) {
            case '"': return "\\\"";
            case '\\': return "\\\\";
            case '\b': return "\\b";
            case '\f': return "\\f";
            case '\n': return "\\n";
            case '\r': return "\\r";
            case '\t': return "\\t";
            default:
                if (c < 0x20 || c == 0x2028 || c == 0x2029 || html && (c == '<' || c == '>' || c == '&')) {
                    return String.format("\\u%04x", (int) c);
                }
                return String.valueOf(c);
        }
    }

    static String write(JsonConfig config, String s) {
        JsonStream st = JsonStream.create(config);
        st.writeString(s);
        return st.toString();
    }

    @Test
    void everyBmpCharAlone() {
        for (int ci = 0; ci <= 0xFFFF; ci++) {
            final int c = ci;
            if (Character.isSurrogate((char) c)) {
                continue;
            }
            String s = String.valueOf((char) c);
            for (boolean html : new boolean[] {false, true}) {
                String want = "\"" + expected((char) c, html) + "\"";
                JsonStream st = JsonStream.create(html ? HTML : JsonConfig.DEFAULT);
                st.writeString(s);
                assertArrayEquals(want.getBytes(StandardCharsets.UTF_8), st.toByteArray(),
                        () -> String.format("U+%04X html=%b", c, html));
            }
        }
    }

    @Test
    void everyBmpCharInOneStringReadsBack() {
        StringBuilder sb = new StringBuilder();
        StringBuilder want = new StringBuilder("\"");
        for (int c = 0; c <= 0xFFFF; c++) {
            if (!Character.isSurrogate((char) c)) {
                sb.append((char) c);
                want.append(expected((char) c, false));
            }
        }
        want.append('"');
        String s = sb.toString();
        assertEquals(want.toString(), write(JsonConfig.DEFAULT, s));
        assertEquals(s, JsonStreamTestDecoder.decode(write(JsonConfig.DEFAULT, s)));
        assertEquals(s, JsonStreamTestDecoder.decode(write(HTML, s)));
        Riffle.validate(write(JsonConfig.DEFAULT, s).getBytes(StandardCharsets.UTF_8));
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        JsonStream o = JsonStream.of(bo);
        o.writeString(s);
        o.flush();
        assertEquals(want.toString(), bo.toString(StandardCharsets.UTF_8));
    }

    @Test
    void surrogatePairs() {
        StringBuilder all = new StringBuilder();
        for (int cp = 0x10000; cp <= 0x10FFFF; cp += 61) {
            String s = new String(Character.toChars(cp));
            all.append(s);
            assertArrayEquals(("\"" + s + "\"").getBytes(StandardCharsets.UTF_8), bytes(s));
        }
        String s = all.append(new String(Character.toChars(0x10FFFF))).toString();
        assertArrayEquals(("\"" + s + "\"").getBytes(StandardCharsets.UTF_8), bytes(s));
    }

    static byte[] bytes(String s) {
        JsonStream st = new JsonStream();
        st.writeString(s);
        return st.toByteArray();
    }

    static Stream<Arguments> unpaired() {
        return Stream.of(
            Arguments.of("lone high", "\uD800", 0),
            Arguments.of("lone low", "\uDC00", 0),
            Arguments.of("high at end", "ab\uDBFF", 2),
            Arguments.of("high then ASCII", "\uD83Dx", 0),
            Arguments.of("reversed pair", "\uDE00\uD83D", 0),
            Arguments.of("two highs then low", "\uD83D\uD83D\uDE00", 0),
            Arguments.of("after a valid pair", "\uD83D\uDE00\uDC00", 2));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("unpaired")
    void unpairedSurrogateRejectedByDefault(String name, String s, int index) {
        JsonStream st = new JsonStream();
        st.writeArrayStart();
        st.writeString("ok");
        JsonException e = assertThrows(JsonException.class, () -> st.writeString(s));
        assertEquals(ErrorKind.INVALID_VALUE, e.kind());
        assertEquals("/1", e.pointer());
        assertEquals(5, e.offset());
        assertEquals("[\"ok\"", st.toString(), "the partial string is rolled back with its comma");
        assertEquals(true, e.detail().contains("index " + index), e.detail());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("unpaired")
    void unpairedSurrogateReplaced(String name, String s, int index) {
        // Each unpaired surrogate is written as the escape \ufffd (errors.md rule 5, as Go and
        // encoding/json write a replacement); it decodes to U+FFFD.
        StringBuilder want = new StringBuilder();
        StringBuilder decoded = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                want.append(c).append(s.charAt(i + 1));
                decoded.append(c).append(s.charAt(++i));
            } else if (Character.isSurrogate(c)) {
                want.append("\\ufffd");
                decoded.append('\uFFFD');
            } else {
                want.append(c);
                decoded.append(c);
            }
        }
        String out = write(REPLACE, s);
        assertEquals("\"" + want + "\"", out);
        assertEquals(decoded.toString(), JsonStreamTestDecoder.decode(out));
        // writeRaw(String) encodes an unpaired surrogate as U+FFFD under REPLACE: inside a
        // string literal it reads as the same character.
        JsonStream raw = JsonStream.create(REPLACE);
        raw.writeRaw("\"" + s + "\"");
        assertEquals("\"" + decoded + "\"", raw.toString());
    }

    @Test
    void htmlMode() {
        assertEquals("\"\\u003ca href=\\\"x\\\"\\u003eA \\u0026 B\\u003c/a\\u003e\"", write(HTML, "<a href=\"x\">A & B</a>"));
        assertEquals("\"<a>&</a>\"", write(JsonConfig.DEFAULT, "<a>&</a>"));
    }

    /** Long strings cross the chunk and buffer boundaries; escapes and multi-byte chars land on them. */
    @Test
    void longStringsThroughBothTargets() {
        SplittableRandom r = new SplittableRandom(99);
        String[] pieces = {"a", "\"", "\n", "\u0001", "é", "中", "\u2028", "\uD83D\uDE00", "<"};
        for (int round = 0; round < 60; round++) {
            int len = round < 10 ? 1360 + round : r.nextInt(40_000);
            StringBuilder sb = new StringBuilder();
            boolean ascii = round % 3 == 0;
            while (sb.length() < len) {
                sb.append(ascii ? "abcdefgh" : pieces[r.nextInt(pieces.length)]);
            }
            String s = sb.toString();
            JsonStream a = new JsonStream();
            a.writeArrayStart();
            a.writeString(s);
            a.writeString(s);
            a.writeArrayEnd();
            ByteArrayOutputStream bo = new ByteArrayOutputStream();
            JsonStream o = JsonStream.of(bo);
            o.writeArrayStart();
            o.writeString(s);
            o.writeString(s);
            o.writeArrayEnd();
            o.flush();
            assertArrayEquals(a.toByteArray(), bo.toByteArray());
            assertEquals(List.of(s, s), JsonStreamTestDecoder.decode(a.toByteArray()));
            Riffle.validate(a.toByteArray());
        }
        String big = "x".repeat(1_000_000);
        assertEquals(big, JsonStreamTestDecoder.decode(bytes(big)));
    }

    @Test
    void namesAreEscapedLikeStrings() {
        for (int c = 0; c < 0x3000; c++) {
            if (Character.isSurrogate((char) c)) {
                continue;
            }
            JsonStream st = new JsonStream();
            st.writeObjectStart();
            st.writeField(String.valueOf((char) c));
            st.writeInt(0);
            st.writeObjectEnd();
            assertEquals("{\"" + expected((char) c, false) + "\":0}", st.toString());
        }
    }
}
