package dev.riffle;

import static dev.riffle.internal.ByteViews.HIGHS;
import static dev.riffle.internal.ByteViews.INTS;
import static dev.riffle.internal.ByteViews.LONGS;
import static dev.riffle.internal.ByteViews.ONES;

import dev.riffle.internal.Utf8Sequences;

/**
 * The JSON grammar above the tokens: strings (escapes, UTF-8, the exact length rule), member
 * names and colons, and the depth check. The iterative skip built on them is the next layer,
 * {@link Skipper}. (Named for its role; it was {@code Scanner}, which clashed with
 * {@code java.util.Scanner}.)
 */
abstract class Grammar extends Tokenizer {

    Grammar(JsonConfig config) {
        super(config);
    }

    /** Marks bytes that are '"', '\\', below 0x20 or at least 0x80 (high bit of each byte). */
    static long specials(long x) {
        long q = x ^ 0x2222222222222222L;
        long s = x ^ 0x5C5C5C5C5C5C5C5CL;
        return (((q - ONES) & ~q) | ((s - ONES) & ~s) | (x - 0x2020202020202020L) | x) & HIGHS;
    }

    /**
     * Returns the index of the first special byte (see {@link #specials}) at or after p
     * found eight bytes at a time, or the first index past the last whole word before lim:
     * the caller finishes the tail byte by byte. Shared by skip, readString and readName.
     */
    static int plainRun(byte[] b, int p, int lim) {
        while (p + 8 <= lim) {
            long m = specials((long) LONGS.get(b, p));
            if (m != 0) {
                return p + (Long.numberOfTrailingZeros(m) >>> 3);
            }
            p += 8;
        }
        return p;
    }

    // ---- depth ----

    /** Opens a level for the bracket at index {@code at}, checking the depth limit. */
    final void push(int type, int at) {
        if (depth >= maxDepth) {
            throw failAt(ErrorKind.LIMIT_EXCEEDED, at, "nesting deeper than " + maxDepth + " levels (the maxDepth limit)");
        }
        pushLevel(type);
    }

    /**
     * The common {@code :v} and {@code : v} after a member name, inline: when buf[p] is ':'
     * and an ASCII value byte follows it directly or after one space, consumes up to that
     * byte and returns true. Otherwise changes nothing and returns false, for
     * {@link #colon()} and {@link #peekNonWs()} to take the general path.
     */
    final boolean colonInline(int p) {
        byte[] b = buf;
        if (p + 2 < limit && b[p] == ':') {
            if (b[p + 1] > ' ') {
                pos = p + 1;
                return true;
            }
            if (b[p + 1] == ' ' && b[p + 2] > ' ') {
                pos = p + 2;
                return true;
            }
        }
        return false;
    }

    final void colon() {
        int d = peekNonWs();
        if (d != ':') {
            throw failByte(d, pos, "expected ':'");
        }
        pos++;
    }

    // ---- strings ----

    /**
     * The fast path of a string skip: when the string at pos is plain ASCII (no escape, no
     * control byte) and ends inside the buffer within the length limit, consumes it and
     * returns true; otherwise changes nothing and returns false. It calls nothing, so its
     * compiled code stays small and the JIT inlines it into the skip loop at each call
     * site; the hot skip paths call {@link #skipStringSlow(boolean)} themselves on false. (When
     * this method called the slow path itself, C2 inlined the slow path into it once it was
     * hot, and the grown method was then too big to inline into the skip loop: Twitter skip
     * ran 12% slower.) Sixteen bytes per step: a string that ends within the buffer's last
     * 15 bytes takes the slow path, which only the last string of an array or of a stream
     * chunk can do.
     */
    final boolean skipPlainString() {
        byte[] b = buf;
        int p = pos + 1;
        int lim = limit;
        while (p + 16 <= lim) {
            long m = specials((long) LONGS.get(b, p));
            if (m == 0) {
                m = specials((long) LONGS.get(b, p + 8));
                if (m == 0) {
                    p += 16;
                    continue;
                }
                p += 8;
            }
            int q = p + (Long.numberOfTrailingZeros(m) >>> 3);
            if (b[q] == '"' && q - pos - 1 <= maxString) {
                pos = q + 1;
                return true;
            }
            return false;
        }
        return false;
    }

    /**
     * Skips and validates the string at pos that {@link #skipPlainString()} did not take:
     * escapes, non-ASCII text, control bytes, or the buffer's end. For a member name
     * ({@code name} true) on stream input, the buffer keeps the raw name (a mark at its
     * quote) while it is scanned, as the level stack refers to it.
     *
     * <p>It must stay out of line: the skip loop calls it for every string with escapes or
     * non-ASCII text, and when C2 inlined it there (it does so to a hot method under 325
     * bytecodes, FreqInlineSize) the loop grew and ran up to 10% slower, in some JVM runs and
     * not others. So it stays above that size (check with {@code javap -c -p}); the name
     * case, a recursive call, is one more thing C2 does not inline.
     */
    final void skipStringSlow(boolean name) {
        if (name && !eof && mark < 0) {
            mark = pos;
            try {
                skipStringSlow(false);
            } finally {
                mark = -1;
            }
            return;
        }
        long open = abs(pos);
        int p = pos + 1;
        byte[] b = buf;
        for (;;) {
            int lim = limit;
            p = plainRun(b, p, lim);
            if (p >= lim) {
                pos = p;
                checkStringLength(open, p, -1);
                if (!refill()) {
                    throw failEndIn("a string");
                }
                p = pos;
                b = buf;
                continue;
            }
            int c = b[p] & 0xFF;
            if (c == '"') {
                checkStringLength(open, p, c);
                pos = p + 1;
                return;
            }
            if (c < 0x80 && c >= 0x20 && c != '\\') {
                p++;
                continue;
            }
            if (c >= 0x80 && p + 4 <= lim) {
                int n = utf8At(b, p, c);
                if (n > 0) {
                    p += n;
                    for (;;) {
                        if (p + 4 > lim) {
                            break;
                        }
                        int w = (int) INTS.get(b, p);
                        if (isThreeByte(w)) { // CJK and most other BMP text
                            p += 3;
                            continue;
                        }
                        if ((c = w & 0xFF) < 0x80 || (n = utf8At(b, p, c)) == 0) {
                            break;
                        }
                        p += n;
                    }
                    continue;
                }
            }
            pos = p;
            checkStringLength(open, p, c);
            if (c == '\\') {
                escape(null, open);
            } else if (c < 0x20) {
                throw failAt(ErrorKind.INVALID_CHARACTER, p, "unescaped control character in a string");
            } else {
                utf8(null, open);
            }
            p = pos;
            b = buf;
        }
    }

    /**
     * The exact length rule of {@code core-v2.md} for the string or name whose opening quote
     * is at absolute offset {@code open}, checked before the byte {@code c} at index p is
     * handled ({@code c} is -1 when the buffer ends at p): the limit is hit when content byte
     * maxString+1 exists and is not the closing quote. Every byte before p was valid, so a
     * grammar error at p or later loses to the limit.
     */
    final void checkStringLength(long open, int p, int c) {
        long n = abs(p) - open - 1;
        if (n > maxString || (n == maxString && c >= 0 && c != '"')) {
            throw stringLimit(open);
        }
    }

    /**
     * The input ended inside an escape or UTF-8 sequence of the string opened at
     * {@code open}: the limit error when content byte maxString+1 was read (the end lies
     * past it), else unexpected-end.
     */
    private JsonException truncatedInString(long open) {
        if (base + limit - open - 1 > maxString) {
            return stringLimit(open);
        }
        return failEndIn("a string");
    }

    final JsonException stringLimit(long start) {
        return fail(ErrorKind.LIMIT_EXCEEDED, start, "string longer than " + maxString + " bytes (the maxStringBytes limit)");
    }

    static int hex(int c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        c |= 0x20;
        if (c >= 'a' && c <= 'f') {
            return c - 'a' + 10;
        }
        return -1;
    }

    /** Reads 4 hex digits at i (buffered); -1 if one is not hex. */
    private int hex4(int i) {
        byte[] b = buf;
        int v = (hex(b[i] & 0xFF) << 12) | (hex(b[i + 1] & 0xFF) << 8) | (hex(b[i + 2] & 0xFF) << 4) | hex(b[i + 3] & 0xFF);
        return v;  // negative if any digit was -1
    }

    /**
     * Consumes the escape at pos (a backslash) of the string opened at {@code open},
     * validating it; appends the decoded code point to out when out is non-null.
     */
    final void escape(StringSink out, long open) {
        int p = pos;
        if (!ensure(2)) {
            throw truncatedInString(open);
        }
        p = pos;
        int e = buf[p + 1] & 0xFF;
        int cp;
        switch (e) {
            case '"': cp = '"'; break;
            case '\\': cp = '\\'; break;
            case '/': cp = '/'; break;
            case 'b': cp = '\b'; break;
            case 'f': cp = '\f'; break;
            case 'n': cp = '\n'; break;
            case 'r': cp = '\r'; break;
            case 't': cp = '\t'; break;
            case 'u':
                cp = unicodeEscape(open);
                if (out != null) {
                    out.codePoint(cp);
                }
                return;
            default:
                throw failAt(ErrorKind.INVALID_ESCAPE, p, "backslash followed by " + describe(e) + " is not a valid escape");
        }
        pos = p + 2;
        if (out != null) {
            out.codePoint(cp);
        }
    }

    private int unicodeEscape(long open) {
        if (!ensure(6)) {
            checkHexPrefix(pos + 2, limit);
            throw truncatedInString(open);
        }
        int p = pos;
        int v = hex4(p + 2);
        if (v < 0) {
            throw failAt(ErrorKind.INVALID_ESCAPE, p, "\\u must be followed by four hex digits");
        }
        if (v < 0xD800 || v > 0xDFFF) {
            pos = p + 6;
            return v;
        }
        boolean replace = config.invalidUtf8() == JsonConfig.InvalidUtf8.REPLACE;
        if (v >= 0xDC00) {
            if (replace) {
                pos = p + 6;
                return 0xFFFD;
            }
            throw failAt(ErrorKind.INVALID_ESCAPE, p, "lone low surrogate escape");
        }
        if (!ensure(12)) {
            if (!lowPrefixPossible(pos + 6, limit)) {
                return loneHigh(replace);
            }
            throw truncatedInString(open);
        }
        p = pos;
        if (!lowPrefixPossible(p + 6, p + 12)) {
            return loneHigh(replace);
        }
        int w = hex4(p + 8);
        pos = p + 12;
        return 0x10000 + ((v - 0xD800) << 10) + (w - 0xDC00);
    }

    private int loneHigh(boolean replace) {
        if (replace) {
            pos += 6;
            return 0xFFFD;
        }
        throw failAt(ErrorKind.INVALID_ESCAPE, pos, "high surrogate escape not followed by a low surrogate escape");
    }

    /** Whether buf[from, to) can begin a low-surrogate escape backslash-u-DC00..DFFF. */
    private boolean lowPrefixPossible(int from, int to) {
        for (int i = from; i < to; i++) {
            int c = buf[i] & 0xFF;
            boolean ok;
            switch (i - from) {
                case 0: ok = c == '\\'; break;
                case 1: ok = c == 'u'; break;
                case 2: ok = c == 'd' || c == 'D'; break;
                case 3: ok = hex(c) >= 0xC; break;
                default: ok = hex(c) >= 0;
            }
            if (!ok) {
                return false;
            }
        }
        return true;
    }

    private void checkHexPrefix(int from, int to) {
        for (int i = from; i < to; i++) {
            if (hex(buf[i] & 0xFF) < 0) {
                throw failAt(ErrorKind.INVALID_ESCAPE, pos, "\\u must be followed by four hex digits");
            }
        }
    }

    /**
     * Whether the low three bytes of w (little-endian) are a well-formed three-byte UTF-8
     * sequence: lead 1110xxxx and two continuation bytes, not overlong (E0 needs A0..BF
     * next) and not a surrogate (ED needs 80..9F next). The E0/ED rules test bit 5 of the
     * second byte against the lead's low nibble: (w and 0x200F) is 0 only for E0 with a
     * second byte below A0, and 0x200D only for ED with one at A0 or above.
     */
    static boolean isThreeByte(int w) {
        int k = w & 0x200F;
        return (w & 0xC0C0F0) == 0x8080E0 && k != 0 && k != 0x200D;
    }

    /**
     * Length of the well-formed UTF-8 sequence at p (lead byte {@code lead}, at least 4
     * bytes readable), or 0 if it is ill-formed.
     */
    static int utf8At(byte[] b, int p, int lead) {
        int c1 = b[p + 1] & 0xFF;
        if (lead < 0xE0) {
            return lead >= 0xC2 && (c1 & 0xC0) == 0x80 ? 2 : 0;
        }
        int c2 = b[p + 2] & 0xFF;
        if ((c2 & 0xC0) != 0x80) {
            return 0;
        }
        if (lead < 0xF0) {
            boolean ok = lead == 0xE0 ? c1 >= 0xA0 && c1 <= 0xBF
                    : lead == 0xED ? c1 >= 0x80 && c1 <= 0x9F : (c1 & 0xC0) == 0x80;
            return ok ? 3 : 0;
        }
        int c3 = b[p + 3] & 0xFF;
        if ((c3 & 0xC0) != 0x80 || lead > 0xF4) {
            return 0;
        }
        boolean ok = lead == 0xF0 ? c1 >= 0x90 && c1 <= 0xBF
                : lead == 0xF4 ? c1 >= 0x80 && c1 <= 0x8F : (c1 & 0xC0) == 0x80;
        return ok ? 4 : 0;
    }

    /**
     * Consumes the multi-byte UTF-8 sequence at pos of the string opened at {@code open},
     * validating it; appends the code point (or U+FFFD under the REPLACE policy) to out
     * when out is non-null.
     */
    final void utf8(StringSink out, long open) {
        int lead = buf[pos] & 0xFF;
        int n = Utf8Sequences.length(lead);
        int good = 1;
        if (n > 0) {
            boolean full = ensure(n);
            int avail = Math.min(n, limit - pos);
            byte[] b = buf;
            int p = pos;
            while (good < avail && Utf8Sequences.continues(lead, good, b[p + good] & 0xFF)) {
                good++;
            }
            if (good == n) {
                if (out != null) {
                    out.codePoint(Utf8Sequences.codePoint(b, p, lead, n));
                }
                pos = p + n;
                return;
            }
            if (!full && good == avail) {
                throw truncatedInString(open);
            }
        }
        if (config.invalidUtf8() == JsonConfig.InvalidUtf8.REPLACE) {
            // Go's utf8.DecodeRune rule (errors.md, finer rule 5): one U+FFFD for the byte
            // that does not begin a well-formed sequence; reading resumes at the next byte.
            pos += 1;
            if (out != null) {
                out.codePoint(0xFFFD);
            }
            return;
        }
        throw failAt(ErrorKind.INVALID_UTF8, pos, "invalid UTF-8 in a string");
    }

    /** Receives decoded code points. */
    interface StringSink {
        void codePoint(int cp);
    }

}
