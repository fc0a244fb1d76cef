package dev.riffle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The short-string fast path (the plain-ASCII run copied in {@code putEscaped}, the rest
 * through {@code Utf8.encode} from the first char that stops it): every length from 0 to
 * 40, with one char of each kind (quote, backslash, controls, DEL, the last ASCII char,
 * Latin-1, U+2028, a surrogate pair) at every position, written as a value and as a
 * member, equals a char-by-char reference escaping.
 */
class JsonStreamAsciiRunTest {
    private static final char[] ODD = {'"', '\\', '\n', '\u0000', '\u001f', ' ', '\u007f', '~', '\u0080', 'é',
        '\u00ff', '\u0100', '\u2028', '\ud834'};

    /** The reference: the escapes of stream.md, one char at a time. */
    private static String escaped(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"': b.append("\\\""); break;
                case '\\': b.append("\\\\"); break;
                case '\n': b.append("\\n"); break;
                case '\u2028': b.append("\\u2028"); break;
                default:
                    if (c < 0x20) {
                        b.append(String.format("\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
            }
        }
        return b.append('"').toString();
    }

    @Test
    void oneOddCharAtEveryPosition() {
        JsonStream s = new JsonStream();
        EncodedName k = EncodedName.of("k");
        for (int n = 0; n <= 40; n++) {
            for (int at = 0; at < Math.max(n, 1); at++) {
                for (char odd : ODD) {
                    StringBuilder b = new StringBuilder();
                    for (int i = 0; i < n; i++) {
                        b.append(i == at ? odd : (char) ('a' + i % 26));
                    }
                    if (odd == '\ud834' && at < n) {
                        b.insert(at + 1, '\udd1e'); // a pair, not an unpaired surrogate
                    }
                    String v = b.toString();
                    s.reset();
                    s.writeString(v);
                    assertEquals(escaped(v), s.toString(), "value " + v);
                    s.reset();
                    s.writeObjectStart();
                    s.writeMember(k, v);
                    s.writeObjectEnd();
                    assertEquals("{\"k\":" + escaped(v) + "}", s.toString(), "member " + v);
                }
            }
        }
    }
}
