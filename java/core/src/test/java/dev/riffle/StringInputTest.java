package dev.riffle;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * String input never changes data silently: an unpaired surrogate char (raw, not a JSON
 * escape) is an error under the strict default, at the byte offset where its UTF-8 encoding
 * starts, and one U+FFFD under the replace policy. (The JDK's encoder would write '?'.)
 */
class StringInputTest {
    static final JsonConfig REPLACE = JsonConfig.builder().invalidUtf8(JsonConfig.InvalidUtf8.REPLACE).build();

    /**
     * name, input (Java chars: a lone {@code \}{@code uD800} below is a raw surrogate char),
     * outcome under REJECT (kind@offset:pointer, or "valid"), what a generic walk reads
     * under REPLACE (or "error:" and the outcome).
     */
    static Stream<Arguments> cases() {
        return Stream.of(
                row("lone high in a value", "\"a\uD800b\"", "invalid-utf8@2:", "\"a\uFFFDb\""),
                row("lone low in a value", "\"a\uDC00b\"", "invalid-utf8@2:", "\"a\uFFFDb\""),
                row("lone high first", "\"\uDBFFb\"", "invalid-utf8@1:", "\"\uFFFDb\""),
                row("lone high last in string", "[\"x\uD800\"]", "invalid-utf8@3:/0", "[\"x\uFFFD\"]"),
                row("two lone highs", "\"\uD800\uD800\"", "invalid-utf8@1:", "\"\uFFFD\uFFFD\""),
                row("reversed pair", "\"\uDE00\uD83D\"", "invalid-utf8@1:", "\"\uFFFD\uFFFD\""),
                row("pair split across values", "[\"\uD83D\",\"\uDE00\"]", "invalid-utf8@2:/0",
                        "[\"\uFFFD\",\"\uFFFD\"]"),
                row("pair split across name and value", "{\"a\uD83D\":\"\uDE00\"}", "invalid-utf8@3:",
                        "{a\uFFFD:\"\uFFFD\"}"),
                row("valid pair", "\"\uD83D\uDE00\"", "valid", "\"\uD83D\uDE00\""),
                row("valid pair in a name", "{\"\uD83D\uDE00\":\"\uDBFF\uDFFF\"}", "valid",
                        "{\uD83D\uDE00:\"\uDBFF\uDFFF\"}"),
                row("valid pair then lone high", "\"\uD83D\uDE00\uD800\"", "invalid-utf8@5:", "\"\uD83D\uDE00\uFFFD\""),
                row("inside a member name", "{\"k\uD800\":1}", "invalid-utf8@3:", "{k\uFFFD:1.0}"),
                row("inside a later member name", "{\"a\":1,\"b\uDFFF\":2}", "invalid-utf8@9:",
                        "{a:1.0,b\uFFFD:2}"),
                row("inside a nested value", "{\"a\":[1,\"x\uDBFF\"]}", "invalid-utf8@10:/a/1",
                        "{a:[1.0,\"x\uFFFD\"]}"),
                row("after multi-byte chars", "[\"\u00e9\u20ac\uD83D\uDE00\",\"\uD800\"]", "invalid-utf8@14:/1",
                        "[\"\u00e9\u20ac\uD83D\uDE00\",\"\uFFFD\"]"),
                row("after a question mark", "[\"?\",\"a\uD800\"]", "invalid-utf8@7:/1", "[\"?\",\"a\uFFFD\"]"),
                row("next to a question mark", "[\"?\uDC00?\"]", "invalid-utf8@3:/0", "[\"?\uFFFD?\"]"),
                row("after a long ASCII prefix", "{\"abcdefghijklmnop\":\"0123456789\uDFFF\"}",
                        "invalid-utf8@31:/abcdefghijklmnop", "{abcdefghijklmnop:\"0123456789\uFFFD\"}"),
                row("an escaped surrogate is not raw", "[\"\\uD800\",\"\uD800\"]", "invalid-escape@2:/0",
                        "[\"\uFFFD\",\"\uFFFD\"]"),
                row("question marks only", "[\"?\",\"??\"]", "valid", "[\"?\",\"??\"]"),
                // Outside a string the bytes are rejected as what they are (the lead byte ED,
                // or EF under the replace policy, is no JSON byte).
                row("as an array element", "[\uD800]", "invalid-character@1:/0", "error:invalid-character@1:/0"),
                row("between values", "[1, \uDC00 2]", "invalid-character@4:/1", "error:invalid-character@4:/1"),
                row("alone", "\uD800", "invalid-character@0:", "error:invalid-character@0:"),
                row("after the top-level value", "1\uD800", "trailing-data@1:", "error:trailing-data@1:"),
                // Under the replace policy a replaced surrogate takes 3 bytes, like U+FFFD.
                row("error after a replaced one", "[\"\uD800\",x]", "invalid-utf8@2:/0",
                        "error:invalid-character@7:/1"));
    }

    private static Arguments row(String name, String input, String reject, String replace) {
        return Arguments.of(name, input, reject, replace);
    }

    private static String outcome(JsonIterator it) {
        try {
            it.skip();
            it.finish();
            return "valid";
        } catch (JsonException e) {
            return JsonFuzzTest.outcome(e);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void rejectByDefault(String name, String input, String reject, String replace) {
        assertEquals(reject, outcome(JsonIterator.of(input)), "skip");
        assertEquals(reject, outcome(JsonIterator.of(input, JsonConfig.DEFAULT)), "skip, explicit config");
        String walked = Walk.run(JsonIterator.of(input));
        assertEquals(reject, walked.startsWith("error:") ? walked.substring(6) : "valid", "walk");
        assertEquals(reject.equals("valid"), Riffle.valid(input), "Riffle.valid(String)");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void readsOneReplacementEach(String name, String input, String reject, String replace) {
        assertEquals(replace, Walk.run(JsonIterator.of(input, REPLACE)), "walk");
        String skipped = outcome(JsonIterator.of(input, REPLACE));
        assertEquals(replace.startsWith("error:") ? replace.substring(6) : "valid", skipped, "skip");
    }

    /** A valid String reads the same as its bytes (nothing about pairs changed). */
    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void sameAsBytesWhenWellFormed(String name, String input, String reject, String replace) {
        if (reject.equals("valid")) {
            byte[] b = input.getBytes(StandardCharsets.UTF_8);
            assertEquals(Walk.run(JsonIterator.of(b)), Walk.run(JsonIterator.of(input)));
        }
    }

    @Test
    void readStringGivesExactlyOneReplacement() {
        assertEquals("a\uFFFDb", JsonIterator.of("\"a\uD800b\"", REPLACE).readString());
        JsonIterator it = JsonIterator.of("{\"n\uDC00\":0}", REPLACE);
        it.nextField();
        assertEquals("n\uFFFD", it.fieldName());
        JsonException e = assertThrows(JsonException.class, () -> JsonIterator.of("\"a\uD800b\"").readString());
        assertEquals(ErrorKind.INVALID_UTF8, e.kind());
        assertEquals(2, e.offset());
    }

    @Test
    void encodings() {
        assertArrayEquals(new byte[] {'"', (byte) 0xED, (byte) 0xA0, (byte) 0x80, '"'},
                StringInput.utf8("\"\uD800\"", JsonConfig.InvalidUtf8.REJECT));
        assertArrayEquals(new byte[] {'"', (byte) 0xED, (byte) 0xBF, (byte) 0xBF, '"'},
                StringInput.utf8("\"\uDFFF\"", JsonConfig.InvalidUtf8.REJECT));
        assertArrayEquals(new byte[] {'"', (byte) 0xEF, (byte) 0xBF, (byte) 0xBD, '"'},
                StringInput.utf8("\"\uD800\"", JsonConfig.InvalidUtf8.REPLACE));
    }

    /**
     * Random Strings over ASCII (with many '?'), 2- and 3-byte chars, pairs and lone
     * surrogates: under REPLACE the encoding equals the JDK encoder's with U+FFFD as the
     * replacement for malformed input; a String with no unpaired surrogate encodes exactly
     * as {@code getBytes(UTF_8)} under both policies.
     */
    @Test
    void randomStringsMatchTheJdkEncoder() throws CharacterCodingException {
        Random r = new Random(20261122);
        char[] pool = {'a', '?', '"', '0', '\u00e9', '\u07ff', '\u0800', '\u20ac', '\uFFFD', '\uFFFF',
                '\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\uD83D', '\uDE00'};
        CharsetEncoder report = StandardCharsets.UTF_8.newEncoder()
                .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        CharsetEncoder replace = StandardCharsets.UTF_8.newEncoder()
                .onMalformedInput(CodingErrorAction.REPLACE).onUnmappableCharacter(CodingErrorAction.REPORT)
                .replaceWith(new byte[] {(byte) 0xEF, (byte) 0xBF, (byte) 0xBD});
        int withUnpaired = 0;
        for (int n = 0; n < 20_000; n++) {
            char[] cs = new char[r.nextInt(r.nextBoolean() ? 24 : 100)];
            boolean ascii = r.nextInt(3) == 0;
            for (int i = 0; i < cs.length; i++) {
                cs[i] = ascii && r.nextInt(40) != 0 ? (r.nextBoolean() ? '?' : 'x') : pool[r.nextInt(pool.length)];
            }
            String s = new String(cs);
            boolean unpaired;
            try {
                report.reset().encode(CharBuffer.wrap(s));
                unpaired = false;
            } catch (CharacterCodingException e) {
                unpaired = true;
                withUnpaired++;
            }
            byte[] jdk = s.getBytes(StandardCharsets.UTF_8);
            assertEquals(unpaired, StringInput.hasUnpairedSurrogate(s, jdk), s);
            byte[] want = toArray(replace.reset().encode(CharBuffer.wrap(s)));
            assertArrayEquals(want, StringInput.utf8(s, JsonConfig.InvalidUtf8.REPLACE), s);
            byte[] rejected = StringInput.utf8(s, JsonConfig.InvalidUtf8.REJECT);
            assertEquals(want.length, rejected.length, s);
            if (!unpaired) {
                assertArrayEquals(jdk, rejected, s);
            }
        }
        assertTrue(withUnpaired > 1000 && withUnpaired < 19_000, "mix: " + withUnpaired);
    }

    /** Every position of a long ASCII String, in the 32-byte blocks and in the tail. */
    @Test
    void surrogateAtEveryPositionAmongQuestionMarks() {
        for (int len = 1; len <= 75; len++) {
            char[] cs = new char[len];
            for (int i = 0; i < len; i++) {
                cs[i] = i % 5 == 0 ? '?' : 'a';
            }
            assertTrue(!StringInput.hasUnpairedSurrogate(new String(cs), new String(cs).getBytes(StandardCharsets.UTF_8)));
            for (int p = 0; p < len; p++) {
                char[] with = cs.clone();
                with[p] = p % 2 == 0 ? '\uDBFF' : '\uDC3F';
                String s = new String(with);
                assertTrue(StringInput.hasUnpairedSurrogate(s, s.getBytes(StandardCharsets.UTF_8)), len + "/" + p);
                with[p] = '\u00e9'; // a 2-byte char instead: no surrogate, same '?' bytes
                s = new String(with);
                assertTrue(!StringInput.hasUnpairedSurrogate(s, s.getBytes(StandardCharsets.UTF_8)), len + "/" + p);
                assertArrayEquals(s.getBytes(StandardCharsets.UTF_8), StringInput.utf8(s, JsonConfig.InvalidUtf8.REJECT));
            }
        }
    }

    private static byte[] toArray(ByteBuffer bb) {
        byte[] b = new byte[bb.remaining()];
        bb.get(b);
        return b;
    }

    @Test
    void fieldNamesRefuseUnpairedSurrogates() {
        assertThrows(IllegalArgumentException.class, () -> FieldNames.of("id", "a\uD800"));
        assertThrows(IllegalArgumentException.class, () -> FieldNames.of("\uDE00\uD83D"));
        FieldNames names = FieldNames.of("a?", "\uD83D\uDE00");
        JsonIterator it = JsonIterator.of("{\"a?\":1,\"\uD83D\uDE00\":2}");
        it.nextField();
        assertEquals(0, it.fieldMatch(names));
        it.skip();
        it.nextField();
        assertEquals(1, it.fieldMatch(names));
        assertEquals("\uD83D\uDE00", names.name(1));
    }
}
