package dev.riffle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.riffle.internal.PointerText;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The message rule of errors.md ("Messages"): bounded pointers, the quoting, the same text as Go's. */
class MessagesTest {

    /**
     * An error 100,000 levels deep: the message cuts the 200,000-character pointer in the
     * middle and stays short; {@link JsonException#pointer()} keeps it whole. Every input
     * form gives the same message.
     */
    @Test
    void deepPointerIsCutInTheMessageOnly() {
        int depth = 100_000;
        byte[] in = ("[".repeat(depth) + "x").getBytes(StandardCharsets.US_ASCII);
        JsonConfig cfg = JsonConfig.builder().maxDepth(-1).build();
        String wantPtr = "/0".repeat(depth);
        String wantMsg = "riffle: invalid-character: expected a value, found 'x' at offset 100000, pointer \""
                + "/0".repeat(50) + "\u2026" + "/0".repeat(50) + "\"";
        for (JsonIterator it : new JsonIterator[] {JsonIterator.of(in, cfg),
                JsonIterator.of(new String(in, StandardCharsets.US_ASCII), cfg),
                JsonIterator.of(new ByteArrayInputStream(in), cfg),
                JsonIterator.of(Inputs.chunked(in, 1), cfg)}) {
            JsonException e = assertThrows(JsonException.class, it::skip);
            assertEquals(wantPtr, e.pointer());
            String msg = e.getMessage();
            assertTrue(msg.getBytes(StandardCharsets.UTF_8).length < 400, msg);
            assertEquals(wantMsg, msg);
        }
    }

    /** The cut at its boundary, on code points (a surrogate pair is one), and the escapes. */
    @Test
    void quotedBounded() {
        String s200 = "a".repeat(99) + "\u00e9" + "b".repeat(100);
        assertEquals("\"" + s200 + "\"", quote(s200));
        String s201 = "a".repeat(99) + "\u00e9\uD83D\uDE00" + "b".repeat(99) + "c";
        assertEquals("\"" + "a".repeat(99) + "\u00e9\u2026" + "b".repeat(99) + "c\"", quote(s201));
        assertEquals("\"a\\\"\\\\\\b\\f\\n\\r\\t\\u0001\\u001f\\u007f\u2028\u00e9\"",
                quote("a\"\\\b\f\n\r\t\u0001\u001f\u007f\u2028\u00e9"));
        assertEquals("\"a\uFFFDb\"", quote("a\uD800b"));
    }

    /**
     * The skip-BOM option on the input forms the shared vectors do not cover (a direct
     * ByteBuffer, a reused iterator), and the strict message naming the BOM.
     */
    @Test
    void skipBomForms() {
        byte[] in = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, '[', '1', ']'};
        JsonConfig cfg = JsonConfig.builder().skipBom(true).build();
        java.nio.ByteBuffer direct = java.nio.ByteBuffer.allocateDirect(in.length).put(in).flip();
        JsonIterator it = JsonIterator.of(direct, cfg);
        it.skip();
        it.finish();
        assertEquals(in.length, it.offset());
        it.reset(Inputs.chunked(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}, 1));
        JsonException e = assertThrows(JsonException.class, it::skip);
        assertEquals("riffle: unexpected-end: unexpected end of input at offset 3, pointer \"\"", e.getMessage());
        it.reset(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, (byte) 0xEF, (byte) 0xBB, (byte) 0xBF});
        e = assertThrows(JsonException.class, it::skip);
        assertEquals(ErrorKind.INVALID_CHARACTER, e.kind());
        assertEquals(3, e.offset());
        e = assertThrows(JsonException.class, JsonIterator.of(Inputs.chunked(in, 1))::skip);
        assertTrue(e.getMessage().contains("found a UTF-8 byte order mark (BOM)"), e.getMessage());
    }

    private static String quote(String s) {
        StringBuilder b = new StringBuilder();
        PointerText.appendQuotedBounded(b, s);
        return b.toString();
    }
}
