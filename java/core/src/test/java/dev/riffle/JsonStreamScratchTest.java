package dev.riffle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The writer's char scratch grows with the strings written (from a few dozen chars up to
 * one chunk): strings of every length from short to past two chunks, written in growing and
 * then shrinking order to one stream, with an escape, a two-byte char and a surrogate pair
 * at each end, read back as written.
 */
class JsonStreamScratchTest {

    private static String sample(int n) {
        StringBuilder b = new StringBuilder(n + 8);
        b.append("\ud834\udd1e\"é");
        for (int i = 0; b.length() < n; i++) {
            b.append((char) ('a' + i % 26));
        }
        return b.append("\\\u00ff\ud834\udd1e").toString();
    }

    private static void roundTrip(JsonStream s, int n) {
        String v = sample(n);
        s.reset();
        s.writeString(v);
        assertEquals(v, JsonIterator.of(s.toByteArray()).readString(), "length " + n);
        s.reset();
        s.writeObjectStart();
        s.writeMember(EncodedName.of("k"), v);
        s.writeObjectEnd();
        JsonIterator it = JsonIterator.of(s.toByteArray());
        it.nextField();
        assertEquals(v, it.readString(), "member of length " + n);
    }

    @Test
    void growingThenShrinkingStrings() {
        JsonStream s = new JsonStream();
        for (int n = 0; n <= 2 * JsonStreamBuffer.CHUNK + 40; n++) {
            roundTrip(s, n);
        }
        for (int n = 2 * JsonStreamBuffer.CHUNK + 40; n >= 0; n -= 7) {
            roundTrip(s, n);
        }
    }

    @Test
    void eachLengthOnAFreshStream() {
        for (int n = 0; n <= JsonStreamBuffer.CHUNK + 40; n += 3) {
            roundTrip(new JsonStream(), n);
        }
    }
}
