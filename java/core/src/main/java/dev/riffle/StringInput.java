package dev.riffle;

import dev.riffle.internal.ByteViews;
import dev.riffle.internal.Utf8;
import java.nio.charset.StandardCharsets;

/**
 * UTF-8 encoding of {@code String} input that never changes data silently. The JDK's
 * encoder writes an unpaired surrogate char as {@code '?'}, so a String holding one would
 * read as different, valid JSON. Here an unpaired surrogate is encoded instead as:
 *
 * <ul>
 *   <li>under {@link JsonConfig.InvalidUtf8#REJECT}: its 3-byte generalized UTF-8 form
 *       ({@code ED A0..BF 80..BF}), which is ill-formed UTF-8, so the reader rejects it at its
 *       first byte exactly as it would reject those bytes in {@code byte[]} input
 *       ({@code invalid-utf8} inside a string, {@code invalid-character} or
 *       {@code trailing-data} elsewhere);</li>
 *   <li>under {@link JsonConfig.InvalidUtf8#REPLACE}: U+FFFD ({@code EF BF BD}), so it reads
 *       as exactly one replacement character (the ED form would give three under the
 *       per-byte rule of errors.md, finer rule 5).</li>
 * </ul>
 *
 * <p>Either way the unpaired surrogate takes 3 bytes, so offsets up to and including it are
 * those of the String's UTF-8 encoding. The common case keeps the JDK's intrinsic
 * {@code getBytes(UTF_8)} and adds one SWAR scan of its output for {@code '?'} bytes, the
 * only trace an unpaired surrogate leaves there. Comparing lengths alone is not enough: the
 * JDK writes an unpaired surrogate as one byte, so the chars a, U+D800, b encode to 3
 * bytes. When the lengths are equal, byte i is char i and only the {@code '?'} bytes'
 * chars are looked at; otherwise a String with a {@code '?'} byte has its chars scanned.
 */
final class StringInput {
    private static final long QUESTION = 0x3F3F3F3F3F3F3F3FL;
    private static final long LOW7 = 0x7F7F7F7F7F7F7F7FL;

    private StringInput() {
    }

    /** Returns the UTF-8 encoding of {@code s}, with unpaired surrogates encoded per the policy. */
    static byte[] utf8(String s, JsonConfig.InvalidUtf8 policy) {
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        if (!hasUnpairedSurrogate(s, b)) {
            return b;
        }
        return encode(s, policy == JsonConfig.InvalidUtf8.REPLACE);
    }

    /**
     * Whether {@code s} holds an unpaired surrogate, given {@code b}, the JDK's UTF-8
     * encoding of s (where each unpaired surrogate became one {@code '?'} byte).
     */
    static boolean hasUnpairedSurrogate(String s, byte[] b) {
        if (b.length == s.length()) {
            // Every char is ASCII or an unpaired surrogate (any other char or a pair encodes
            // to more bytes than chars), so b is ASCII and byte i comes from char i.
            return asciiHasSurrogate(s, b);
        }
        return hasQuestion(b) && scanChars(s);
    }

    /**
     * For b all ASCII with b[i] the encoding of s.charAt(i): whether a {@code '?'} byte comes
     * from a surrogate. Four words per step: with every byte below 0x80, a byte of
     * {@code (w ^ '?'*ONES) + 0x7F*ONES} has its top bit set exactly when it is not {@code '?'}.
     */
    private static boolean asciiHasSurrogate(String s, byte[] b) {
        int n = b.length;
        int i = 0;
        for (; i + 32 <= n; i += 32) {
            long a = ((long) ByteViews.LONGS.get(b, i) ^ QUESTION) + LOW7
                    & ((long) ByteViews.LONGS.get(b, i + 8) ^ QUESTION) + LOW7
                    & ((long) ByteViews.LONGS.get(b, i + 16) ^ QUESTION) + LOW7
                    & ((long) ByteViews.LONGS.get(b, i + 24) ^ QUESTION) + LOW7;
            if ((a & ByteViews.HIGHS) != ByteViews.HIGHS && surrogateAt(s, b, i, i + 32)) {
                return true;
            }
        }
        return surrogateAt(s, b, i, n);
    }

    private static boolean surrogateAt(String s, byte[] b, int from, int to) {
        for (int i = from; i < to; i++) {
            if (b[i] == '?' && Character.isSurrogate(s.charAt(i))) {
                return true;
            }
        }
        return false;
    }

    /** Whether b holds a {@code '?'} byte (any bytes: the exact SWAR zero-byte test). */
    private static boolean hasQuestion(byte[] b) {
        int n = b.length;
        int i = 0;
        for (; i + 16 <= n; i += 16) {
            long x = (long) ByteViews.LONGS.get(b, i) ^ QUESTION;
            long y = (long) ByteViews.LONGS.get(b, i + 8) ^ QUESTION;
            if (((((x - ByteViews.ONES) & ~x) | ((y - ByteViews.ONES) & ~y)) & ByteViews.HIGHS) != 0) {
                return true;
            }
        }
        for (; i < n; i++) {
            if (b[i] == '?') {
                return true;
            }
        }
        return false;
    }

    /** Whether s holds a surrogate char that is not part of a high-low pair. */
    static boolean scanChars(String s) {
        int n = s.length();
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (Character.isSurrogate(c)) {
                if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
                    i++;
                } else {
                    return true;
                }
            }
        }
        return false;
    }

    /** Encodes s, writing each unpaired surrogate as U+FFFD (replace) or its ED form. */
    private static byte[] encode(String s, boolean replace) {
        int n = s.length();
        long len = 0; // the exact length: an unpaired surrogate takes 3 bytes either way
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c < 0x80) {
                len += 1;
            } else if (c < 0x800) {
                len += 2;
            } else if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
                len += 4;
                i++;
            } else {
                len += 3;
            }
        }
        if (len > Integer.MAX_VALUE - 16) {
            throw new OutOfMemoryError("UTF-8 encoding of the String exceeds the maximum array size");
        }
        char[] cs = s.toCharArray();
        byte[] b = new byte[(int) len + 1]; // one byte of room: a 3-byte sequence is stored as an int
        int p = 0;
        int i = 0;
        while (true) {
            long r = Utf8.encode(cs, i, n, b, p, null, false);
            i = (int) (r >>> 32);
            p = (int) r;
            if (i == n) {
                return java.util.Arrays.copyOf(b, p); // drops the byte of room
            }
            // an unpaired surrogate: U+FFFD, or its own ill-formed 3-byte form
            p = Utf8.putThreeBytes(b, p, replace ? '\uFFFD' : cs[i]);
            i++;
        }
    }
}
