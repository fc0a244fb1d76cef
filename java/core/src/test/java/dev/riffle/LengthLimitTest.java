package dev.riffle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The exact string-length rule of {@code docs/design/core-v2.md} at its boundary: with a
 * limit of 8, the limit is hit when content byte 9 exists and is not the closing quote, and
 * a grammar error at a smaller offset wins. Each case is a run of {@code a} (7, 8 or 9 of
 * them, or fewer where an escape or sequence must straddle byte 9) followed by a tail,
 * read as an array element and as a member name, through validate, skip, a walk and
 * InputStreams delivering 1 to 7 bytes per read. The opening quote is at offset 1 in both
 * shapes ({@code ["} and {@code {"}), so the expected offsets are the same.
 */
class LengthLimitTest {
    static final int MAX = 8;
    static final JsonConfig CONFIG = JsonConfig.builder().maxStringBytes(MAX).build();

    /** One case: how many {@code a}, the tail bytes, and the expected outcome for a value. */
    static Object[] c(int as, String tailHex, String want) {
        return new Object[] {as, tailHex, want};
    }

    static final Object[][] CASES = {
        // closing quote: byte 9 is the end
        c(8, "22", "valid"),
        c(9, "22", "limit-exceeded@1"),
        // a raw control byte
        c(7, "0122", "invalid-character@9"),
        c(8, "0122", "limit-exceeded@1"),
        c(9, "0122", "limit-exceeded@1"),
        // the input ends
        c(7, "", "unexpected-end@9"),
        c(8, "", "unexpected-end@10"),
        c(9, "", "limit-exceeded@1"),
        // a lone backslash, then the end
        c(7, "5c", "unexpected-end@10"),
        c(8, "5c", "limit-exceeded@1"),
        // a truncated unicode escape that started at byte 8
        c(7, "5c753030", "limit-exceeded@1"),
        c(6, "5c753030", "limit-exceeded@1"),
        // a bad escape
        c(7, "5c7822", "invalid-escape@9"),
        c(8, "5c7822", "limit-exceeded@1"),
        // a good escape straddling byte 9, or ending at byte 8
        c(2, "5c7530303431" + "22", "valid"),
        c(3, "5c7530303431" + "22", "limit-exceeded@1"),
        // a lone high surrogate escape, then the end
        c(2, "5c7544383030", "unexpected-end@10"),
        c(3, "5c7544383030", "limit-exceeded@1"),
        // ill-formed UTF-8
        c(7, "ff22", "invalid-utf8@9"),
        c(8, "ff22", "limit-exceeded@1"),
        c(7, "e2822822", "invalid-utf8@9"),
        c(8, "e2822822", "limit-exceeded@1"),
        // a truncated three-byte sequence, then the end
        c(6, "e282", "unexpected-end@10"),
        c(7, "e282", "limit-exceeded@1"),
        // a two-byte sequence ending at byte 8, or straddling byte 9
        c(6, "c3a922", "valid"),
        c(7, "c3a922", "limit-exceeded@1"),
    };

    static Stream<Arguments> cases() {
        List<Arguments> out = new ArrayList<>();
        for (Object[] k : CASES) {
            int as = (Integer) k[0];
            String tail = (String) k[1];
            String want = (String) k[2];
            byte[] content = content(as, tail);
            boolean closed = tail.endsWith("22");
            out.add(Arguments.of("value " + as + "a+" + tail, doc("[\"", content, closed ? "]" : ""), want.equals("valid") ? "valid" : want + ":/0"));
            String nameWant = want.equals("valid") ? "valid" : want + ":";
            out.add(Arguments.of("name " + as + "a+" + tail, doc("{\"", content, closed ? ":1}" : ""), nameWant));
        }
        return out.stream();
    }

    static byte[] content(int as, String tailHex) {
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        for (int i = 0; i < as; i++) {
            o.write('a');
        }
        byte[] t = TestData.hex(tailHex);
        o.write(t, 0, t.length);
        return o.toByteArray();
    }

    static byte[] doc(String open, byte[] content, String close) {
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        byte[] a = open.getBytes(StandardCharsets.US_ASCII);
        o.write(a, 0, a.length);
        o.write(content, 0, content.length);
        byte[] z = close.getBytes(StandardCharsets.US_ASCII);
        o.write(z, 0, z.length);
        return o.toByteArray();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void boundary(String name, byte[] doc, String wantWithPointer) {
        JsonException v = null;
        try {
            Riffle.validate(doc, 0, doc.length, CONFIG);
        } catch (JsonException e) {
            v = e;
        }
        assertEquals(wantWithPointer, JsonFuzzTest.outcome(v), "validate");
        assertEquals(wantWithPointer, JsonFuzzTest.outcome(ValidateVectorsTest.skipAll(JsonIterator.of(doc, CONFIG))), "skip");
        String walk = Walk.run(JsonIterator.of(doc, CONFIG));
        if (v != null) {
            assertEquals("error:" + wantWithPointer, walk, "walk");
        }
        JsonConfig small = CONFIG.toBuilder().readBufferSize(16).build();
        for (int chunk = 1; chunk <= 7; chunk++) {
            assertEquals(wantWithPointer, JsonFuzzTest.outcome(ValidateVectorsTest.skipAll(
                    JsonIterator.of(Inputs.chunked(doc, chunk), small))), "skip, stream chunk " + chunk);
            assertEquals(walk, Walk.run(JsonIterator.of(Inputs.chunked(doc, chunk), small)), "walk, stream chunk " + chunk);
        }
    }
}
