package dev.riffle.internal;

/**
 * The one UTF-16 to UTF-8 encoder of Riffle: the writer's strings and member names
 * ({@code JsonStream}, {@code EncodedName}) and the reader's {@code String} input all go
 * through {@link #encode}. It encodes a run of chars and stops before the first char its
 * caller must handle itself: an ASCII char to escape, U+2028 or U+2029 when asked, or an
 * unpaired surrogate. Internal to Riffle: the package is not exported by the module.
 */
public final class Utf8 {
    private Utf8() {
    }

    /**
     * Encodes {@code cs[i, end)} as UTF-8 into {@code b} at {@code p}, up to the first char
     * that is (a) ASCII with {@code escape[c] != 0} ({@code escape} has 128 entries; null
     * stops at no ASCII char), (b) U+2028 or U+2029 when {@code stopAtSeparators}, or (c) a
     * surrogate that is not a high-low pair within {@code cs[i, end)}. A pair is one 4-byte
     * sequence. {@code b} needs room for 3 bytes per char plus one from {@code p} (a 3-byte
     * sequence is stored as a 4-byte int).
     *
     * @return the index of the char it stopped at (or {@code end}) in the high 32 bits and
     *         the position after the last byte written in the low 32 bits
     */
    public static long encode(char[] cs, int i, int end, byte[] b, int p, byte[] escape, boolean stopAtSeparators) {
        if (escape != null) { // the common run of plain ASCII, in a tight loop
            int d = p - i;
            for (; i < end; i++) {
                char c = cs[i];
                if (c >= 0x80 || escape[c] != 0) {
                    break;
                }
                b[d + i] = (byte) c;
            }
            p = d + i;
        }
        while (i < end) {
            char c = cs[i];
            if (c < 0x80) {
                if (escape != null && escape[c] != 0) {
                    break;
                }
                b[p++] = (byte) c;
                i++;
            } else if (c < 0x800) {
                ByteViews.SHORTS.set(b, p, (short) (0x80C0 | c >> 6 | (c & 0x3F) << 8));
                p += 2;
                i++;
            } else if (c < 0xD800 || c > 0xDFFF) {
                if (stopAtSeparators && (c == 0x2028 || c == 0x2029)) {
                    break;
                }
                // three bytes, stored as one little-endian int (the fourth byte is room, overwritten next)
                ByteViews.INTS.set(b, p, 0x8080E0 | c >> 12 | (c << 2 & 0x3F00) | (c & 0x3F) << 16);
                p += 3;
                i++;
            } else if (c <= 0xDBFF && i + 1 < end && Character.isLowSurrogate(cs[i + 1])) {
                int cp = Character.toCodePoint(c, cs[i + 1]);
                ByteViews.INTS.set(b, p, 0x808080F0 | cp >> 18 | (cp >> 4 & 0x3F00)
                        | (cp << 10 & 0x3F0000) | (cp & 0x3F) << 24);
                p += 4;
                i += 2;
            } else {
                break; // an unpaired surrogate
            }
        }
        return (long) i << 32 | p;
    }

    /** Writes the 3-byte form of a BMP char c (or of a lone surrogate: ill-formed UTF-8) at p; returns p + 3. */
    public static int putThreeBytes(byte[] b, int p, char c) {
        b[p] = (byte) (0xE0 | c >> 12);
        b[p + 1] = (byte) (0x80 | c >> 6 & 0x3F);
        b[p + 2] = (byte) (0x80 | c & 0x3F);
        return p + 3;
    }
}
