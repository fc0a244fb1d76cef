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

    private static String quote(String s) {
        StringBuilder b = new StringBuilder();
        PointerText.appendQuotedBounded(b, s);
        return b.toString();
    }
}
