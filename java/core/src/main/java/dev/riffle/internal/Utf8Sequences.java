package dev.riffle.internal;

/**
 * UTF-8 decoding one byte at a time, for the reader's slow paths: a sequence that may cross
 * a buffer refill ({@code dev.riffle.Grammar}) and member names decoded for error pointers
 * ({@link PointerText}). Well-formed means RFC 3629: no overlong forms, no surrogates,
 * nothing above U+10FFFF. Depends on nothing, so every reader layer may use it.
 *
 * <p>Internal to Riffle: the package is not exported by the module.
 */
public final class Utf8Sequences {
    private Utf8Sequences() {
    }

    /** Length of the UTF-8 sequence a lead byte starts, or 0 if it cannot start one. */
    public static int length(int lead) {
        if (lead < 0xC2) {
            return 0;
        }
        if (lead < 0xE0) {
            return 2;
        }
        if (lead < 0xF0) {
            return 3;
        }
        return lead < 0xF5 ? 4 : 0;
    }

    /** Whether byte {@code c} is valid at index k (1-based) of a sequence led by {@code lead}. */
    public static boolean continues(int lead, int k, int c) {
        if (k == 1) {
            switch (lead) {
                case 0xE0: return c >= 0xA0 && c <= 0xBF;
                case 0xED: return c >= 0x80 && c <= 0x9F;
                case 0xF0: return c >= 0x90 && c <= 0xBF;
                case 0xF4: return c >= 0x80 && c <= 0x8F;
                default: return c >= 0x80 && c <= 0xBF;
            }
        }
        return c >= 0x80 && c <= 0xBF;
    }

    /**
     * The code point of the well-formed n-byte sequence (n is 2, 3 or 4) at {@code b[p]} led
     * by {@code lead}. Written out per length rather than as a loop over the continuation
     * bytes: the loop was 14% of twitter.json's bound read (its Japanese text is three-byte
     * sequences); see docs/design/java-bind-speed.md.
     */
    public static int codePoint(byte[] b, int p, int lead, int n) {
        int c1 = b[p + 1] & 0x3F;
        if (n == 2) {
            return (lead & 0x1F) << 6 | c1;
        }
        int c2 = b[p + 2] & 0x3F;
        if (n == 3) {
            return (lead & 0x0F) << 12 | c1 << 6 | c2;
        }
        return (lead & 0x07) << 18 | c1 << 12 | c2 << 6 | (b[p + 3] & 0x3F);
    }
}
