package dev.riffle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.riffle.internal.ByteViews;
import org.junit.jupiter.api.Test;

/** The SWAR three-byte UTF-8 check against the byte-by-byte one, on every lead and second byte. */
class Utf8ThreeByteTest {
    @Test
    void agreesWithUtf8AtOnEveryThreeBytePrefix() {
        byte[] b = new byte[4];
        for (int lead = 0; lead < 256; lead++) {
            for (int c1 = 0; c1 < 256; c1++) {
                for (int c2 : new int[] {0x00, 0x41, 0x7F, 0x80, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF}) {
                    b[0] = (byte) lead;
                    b[1] = (byte) c1;
                    b[2] = (byte) c2;
                    b[3] = (byte) 0x80;
                    boolean want = lead >= 0xE0 && lead < 0xF0 && Grammar.utf8At(b, 0, lead) == 3;
                    int w = (int) ByteViews.INTS.get(b, 0);
                    assertEquals(want, Grammar.isThreeByte(w), () -> String.format("%02x %02x %02x", b[0], b[1], b[2]));
                }
            }
        }
    }
}
