package dev.riffle;

import static dev.riffle.internal.ByteViews.HIGHS;
import static dev.riffle.internal.ByteViews.LONGS;

import dev.riffle.internal.FastDouble;

/**
 * The tokens above the input cursor (the Go side's {@code scan_number.go}): value starts,
 * the literals {@code true}, {@code false} and {@code null}, and the one number grammar
 * ({@link #scanNumber}, with {@link #parseNumber} computing the value it found).
 */
abstract class Tokenizer extends InputCursor {

    /** 1 for bytes that may start a JSON value. */
    static final boolean[] VALUE_START = new boolean[256];
    /** Bytes that may appear in a number token. */
    static final boolean[] NUM_CHAR = new boolean[256];

    static {
        for (char c : "\"-0123456789tfn[{".toCharArray()) {
            VALUE_START[c] = true;
        }
        for (char c : "0123456789+-.eE".toCharArray()) {
            NUM_CHAR[c] = true;
        }
    }


    // Layout of the last number scanned, and its value once parsed.
    int numStart;
    int numIntEnd;
    int numFracEnd;
    int numEnd;
    int numExpValue;
    long numMan;
    int numExp;
    boolean numNeg;
    boolean numInt;
    boolean numTrunc;

    Tokenizer(JsonConfig config) {
        super(config);
    }

    static final byte[] TRUE = {'t', 'r', 'u', 'e'};
    static final byte[] FALSE = {'f', 'a', 'l', 's', 'e'};
    static final byte[] NULL = {'n', 'u', 'l', 'l'};

    /** Consumes the literal at pos. */
    final void literal(byte[] lit) {
        int n = lit.length;
        int p = pos;
        if (p + n <= limit) {
            byte[] b = buf;
            int i = 1;
            while (i < n && b[p + i] == lit[i]) {
                i++;
            }
            if (i == n) {
                pos = p + n;
                return;
            }
            throw failAt(ErrorKind.INVALID_CHARACTER, p + i, literalDetail(lit));
        }
        for (int i = 1; i < n; i++) {
            if (pos + i >= limit && !ensure(i + 1)) {
                throw failEndIn("a literal");
            }
            if (buf[pos + i] != lit[i]) {
                throw failAt(ErrorKind.INVALID_CHARACTER, pos + i, literalDetail(lit));
            }
        }
        pos += n;
    }

    /** The message detail for a literal that breaks off (errors.md, "Messages"). */
    private static String literalDetail(byte[] lit) {
        return "invalid literal (expected " + new String(lit, java.nio.charset.StandardCharsets.US_ASCII) + ")";
    }

    /** Ensures n bytes from pos are buffered; false if the input ends first. */
    final boolean ensure(int n) {
        while (limit - pos < n) {
            if (!refill()) {
                return false;
            }
        }
        return true;
    }

    // ---- numbers ----

    /** Whether all 8 bytes of x are ASCII digits. */
    static boolean eightDigits(long x) {
        return (((x + 0x4646464646464646L) | (x - 0x3030303030303030L)) & HIGHS) == 0;
    }

    /** The value of 8 ASCII digits (first digit in the lowest byte). */
    static long parseEight(long x) {
        x -= 0x3030303030303030L;
        x = (x * 10) + (x >>> 8);
        return (((x & 0x000000FF000000FFL) * (100 + (1000000L << 32)))
                + (((x >>> 16) & 0x000000FF000000FFL) * (1 + (10000L << 32)))) >>> 32;
    }

    /**
     * The high bit of each byte of x that is not an ASCII digit, exact up to and including
     * the lowest such byte (above it, carries may set or clear bits): so the lowest set bit,
     * {@code numberOfTrailingZeros / 8}, counts the digits x starts with.
     */
    static long nonDigits(long x) {
        return ((x + 0x4646464646464646L) | (x - 0x3030303030303030L)) & HIGHS;
    }

    /**
     * The value of the first n (1 to 7) ASCII digits of x (first digit in the lowest byte):
     * they are shifted to the top and '0's fill the bytes below, for {@link #parseEight}.
     */
    static long parseDigits(long x, int n) {
        return parseEight((x << (64 - 8 * n)) | (0x3030303030303030L >>> (8 * n)));
    }

    /** 10^0 to 10^7, for the fraction digits of {@link #shortDecimal}. */
    private static final long[] POW10_LONG = {1, 10, 100, 1000, 10_000, 100_000, 1_000_000, 10_000_000};

    /** Index of the first non-digit at or after p (below lim). */
    static int digitsEnd(byte[] b, int p, int lim) {
        while (p + 8 <= lim && eightDigits((long) LONGS.get(b, p))) {
            p += 8;
        }
        int c;
        while (p < lim && (c = b[p]) >= '0' && c <= '9') {
            p++;
        }
        return p;
    }

    /**
     * The one number grammar (RFC 8259), shared by skip, validate and the typed reads:
     * validates the number at pos, advances pos past it and, when {@code layout} is true,
     * records its layout (numStart, numIntEnd, numFracEnd, numEnd, numExpValue, numNeg,
     * numInt) for {@link #parseNumber}. Computes no digits' value, so a skip (layout false:
     * no stores, once inlined) pays only for finding the token's end.
     */
    final void scanNumber(boolean layout) {
        try {
            scanBufferedNumber(layout);
        } catch (NumberAtChunkEnd e) {
            scanNumberAcrossChunks(layout);
        }
    }

    /**
     * Stream input, cold: the number at pos reached the end of the buffered chunk, so it
     * may go on in the next one. Buffers its whole run of number bytes (at most maxNumber+1
     * of them) and scans again; a run that still reaches the buffer's end is longer than
     * the limit.
     */
    private void scanNumberAcrossChunks(boolean layout) {
        bufferNumber(); // may compact the buffer: the number starts at pos after it
        int start = pos;
        try {
            scanBufferedNumber(layout);
        } catch (NumberAtChunkEnd e) {
            throw numberLimit(start);
        }
    }

    /**
     * Thrown (a shared instance, no stack trace) by the scan of a number that reaches the
     * end of a stream chunk; {@link #scanNumber} catches it and buffers the number. Scanning
     * first and buffering only then keeps the rare chunk-end case out of the compiled hot
     * path: buffering every number within maxNumber bytes of the chunk's end made the JIT
     * inline the buffering into the skip of every value, and the grown method stopped being
     * inlined into the skip loop (Twitter skip over a stream ran 21% slower than in memory).
     */
    static final class NumberAtChunkEnd extends RuntimeException {
        private static final long serialVersionUID = 1L;
        static final NumberAtChunkEnd INSTANCE = new NumberAtChunkEnd();

        private NumberAtChunkEnd() {
            super(null, null, false, false);
        }
    }

    /**
     * The scan of {@link #scanNumber} over the buffered bytes. Kept well under the JIT's
     * inlining size (C2 inlines a hot method of up to 325 bytecodes, FreqInlineSize) so that
     * skip and validate inline it: the integer part, the fraction and the exponent are
     * scanned by their own small methods. At 478 bytecodes it was a call per number, and
     * validate ran 9-10% slower on citm_catalog and canada.
     */
    private void scanBufferedNumber(boolean layout) {
        int start = pos;
        int p = start;
        byte[] b = buf;
        int lim = limit;
        boolean neg = b[p] == '-';
        if (neg) {
            p++;
        }
        p = integerEnd(b, p, lim, start);
        int intEnd = p;
        if (p < lim && b[p] == '.') {
            p = fractionEnd(b, p + 1, lim, start);
        }
        int fracEnd = p;
        if (layout) {
            numExpValue = 0;
        }
        if (p < lim && (b[p] | 0x20) == 'e') {
            p = exponentEnd(b, p + 1, lim, start);
        }
        if (p >= lim && !eof) {
            throw NumberAtChunkEnd.INSTANCE; // the number may go on in the next chunk
        }
        if (p - start > maxNumber) {
            throw numberLimit(start);
        }
        if (layout) {
            numStart = start;
            numIntEnd = intEnd;
            numFracEnd = fracEnd;
            numEnd = p;
            numNeg = neg;
            numInt = p == intEnd;
        }
        pos = p;
    }

    /** The integer part's digits from p (after any '-'); returns their end. */
    private int integerEnd(byte[] b, int p, int lim, int start) {
        int c = p < lim ? b[p] & 0xFF : -1; // unsigned: a byte >= 0x80 is not the end
        if (c == '0') {
            p++;
            if (p < lim && (c = b[p]) >= '0' && c <= '9') {
                throw numberError(start, p, "a leading zero must not be followed by a digit");
            }
            return p;
        }
        if (c >= '1' && c <= '9') {
            return digitsEnd(b, p + 1, lim);
        }
        throw c < 0 ? numberEnd(start) : numberError(start, p, "expected a digit after '-'");
    }

    /** The digits of a fraction from p (just past the '.'); returns their end. */
    private int fractionEnd(byte[] b, int p, int lim, int start) {
        if (p >= lim) {
            throw numberEnd(start);
        }
        int c = b[p];
        if (c < '0' || c > '9') {
            throw numberError(start, p, "expected a digit after '.'");
        }
        return digitsEnd(b, p + 1, lim);
    }

    /**
     * The sign and digits of an exponent from p (just past the 'e' or 'E'): stores its
     * value, saturated at 10^8 in magnitude, in numExpValue and returns its end.
     */
    private int exponentEnd(byte[] b, int p, int lim, int start) {
        if (p >= lim) {
            throw numberEnd(start);
        }
        boolean eneg = false;
        int c = b[p];
        if (c == '+' || c == '-') {
            eneg = c == '-';
            p++;
            if (p >= lim) {
                throw numberEnd(start);
            }
            c = b[p];
        }
        if (c < '0' || c > '9') {
            throw numberError(start, p, "expected a digit in the exponent");
        }
        int e = 0;
        do {
            if (e < 100_000_000) {
                e = e * 10 + (c - '0');
            }
            p++;
        } while (p < lim && (c = b[p]) >= '0' && c <= '9');
        numExpValue = eneg ? -e : e;
        return p;
    }

    /**
     * Scans the number at pos ({@link #scanNumber}) and computes its value: up to 19
     * significant digits in numMan, the power of ten in numExp, numTrunc when a non-zero
     * digit was dropped. The digits are known valid here, so this pass does not check them.
     */
    final void parseNumber() {
        scanNumber(true);
        byte[] b = buf;
        int p = numNeg ? numStart + 1 : numStart;
        int intEnd = numIntEnd;
        long m = 0;
        int digits = 0;
        int exp = 0;
        boolean trunc = false;
        if (b[p] != '0') {
            while (p + 8 <= intEnd && digits <= 11) {
                m = m * 100_000_000L + parseEight((long) LONGS.get(b, p));
                digits += 8;
                p += 8;
            }
            for (; p < intEnd; p++) {
                int d = b[p] - '0';
                if (digits < 19) {
                    m = m * 10 + d;
                    digits++;
                } else {
                    exp++;
                    trunc |= d != 0;
                }
            }
        }
        int fracEnd = numFracEnd;
        if (fracEnd > intEnd) {
            p = intEnd + 1;
            if (m != 0) {
                while (p + 8 <= fracEnd && digits <= 11) {
                    m = m * 100_000_000L + parseEight((long) LONGS.get(b, p));
                    digits += 8;
                    exp -= 8;
                    p += 8;
                }
            }
            for (; p < fracEnd; p++) {
                int d = b[p] - '0';
                if (m == 0 && d == 0) {
                    exp--;
                } else if (digits < 19) {
                    m = m * 10 + d;
                    digits++;
                    exp--;
                } else {
                    trunc |= d != 0;
                }
            }
        }
        numMan = m;
        numExp = exp + numExpValue;
        numTrunc = trunc;
    }

    /** Returned by {@link #shortInteger} when the number needs the full parser. */
    static final long NOT_SHORT = Long.MIN_VALUE;

    /**
     * The fast path of readInt and readLong: an integer of 1 to maxDigits digits with no
     * leading zero, whose following byte is already buffered and ends the number. Consumes
     * it and returns its value; anything else (zero, fractions, exponents, long or malformed
     * numbers, a number at the end of the buffer) returns {@link #NOT_SHORT} and consumes
     * nothing, for the full parser to judge.
     */
    final long shortInteger(int c, int maxDigits) {
        int q = c == '-' ? pos + 1 : pos;
        if (q + 8 > limit) {
            return shortIntegerLoop(c, maxDigits);
        }
        long x = (long) LONGS.get(buf, q);
        long nd = nonDigits(x);
        int n = Long.numberOfTrailingZeros(nd) >>> 3;
        if (nd == 0) {
            return eightDigitInteger(c, q, x, maxDigits);
        }
        int t = (int) (x >>> (8 * n)) & 0xFF; // the byte after the digits
        if (n == 0 || (x & 0xFF) == '0' || t == '.' || (t | 0x20) == 'e' || q + n - pos > maxNumber) {
            return NOT_SHORT;
        }
        long v = parseDigits(x, n);
        pos = q + n;
        return c == '-' ? -v : v;
    }

    /**
     * The rest of {@link #shortInteger} when the eight bytes x at q are all digits: their
     * value when the next byte is buffered and ends the number, else the digit loop (nine
     * digits or more, or the buffer's end).
     */
    private long eightDigitInteger(int c, int q, long x, int maxDigits) {
        int e = q + 8;
        if (e >= limit || e - pos > maxNumber) {
            return shortIntegerLoop(c, maxDigits);
        }
        int t = buf[e];
        if ((x & 0xFF) == '0' || t == '.' || (t | 0x20) == 'e') {
            return NOT_SHORT;
        }
        if (t >= '0' && t <= '9') {
            return shortIntegerLoop(c, maxDigits);
        }
        long v = parseEight(x);
        pos = e;
        return c == '-' ? -v : v;
    }

    /**
     * {@link #shortInteger} a digit at a time, for a number of nine digits or more or one
     * within eight bytes of the buffer's end.
     */
    private long shortIntegerLoop(int c, int maxDigits) {
        byte[] b = buf;
        int p = pos;
        int lim = limit;
        int q = c == '-' ? p + 1 : p;
        if (q >= lim) {
            return NOT_SHORT;
        }
        long v = b[q] - '0';
        if (v < 1 || v > 9) {
            return NOT_SHORT;
        }
        int end = Math.min(lim, q + maxDigits);
        int d;
        while (++q < end && (d = b[q] - '0') >= 0 && d <= 9) {
            v = v * 10 + d;
        }
        if (q >= lim || q - p > maxNumber) {
            return NOT_SHORT;
        }
        int t = b[q];
        if (t == '.' || (t | 0x20) == 'e' || (t >= '0' && t <= '9')) {
            return NOT_SHORT;
        }
        pos = q;
        return c == '-' ? -v : v;
    }

    /**
     * The fast path of readDouble: a number of at most 18 digits, with an optional fraction
     * and no exponent, whose following byte is already buffered and ends it. Its digits fit
     * a long exactly, so {@link FastDouble#toDouble} rounds it correctly (with one division
     * when they fit a double's 53 bits) in the pass that validated it, where
     * {@link #parseNumber} scans the bytes twice. Eight bytes at a time: up to seven integer
     * digits, then up to fifteen fraction digits in two words; within 24 bytes of the
     * buffer's end, a digit at a time ({@link #shortDecimalLoop}). Consumes the number and
     * returns its value; anything else (exponents, more digits, malformed numbers, a number
     * at the end of the buffer) returns NaN, which no JSON number reads as, and consumes
     * nothing, for the full parser to judge.
     */
    final double shortDecimal(int c) {
        int q = c == '-' ? pos + 1 : pos;
        if (q + 24 > limit) {
            return shortDecimalLoop(c);
        }
        byte[] b = buf;
        long x = (long) LONGS.get(b, q);
        long nd = nonDigits(x);
        int n = Long.numberOfTrailingZeros(nd) >>> 3;
        if (nd == 0 || n == 0 || ((x & 0xFF) == '0' && n > 1)) {
            return Double.NaN; // eight integer digits or more; no digit; "01"
        }
        long m = parseDigits(x, n);
        q += n;
        if (b[q] != '.') {
            return decimalAt(q, m, 0, c == '-');
        }
        long y = (long) LONGS.get(b, q + 1);
        nd = nonDigits(y);
        int frac = Long.numberOfTrailingZeros(nd) >>> 3;
        if (nd == 0) {
            return longFraction(q, m, n, y, c == '-');
        }
        if (frac == 0) {
            return Double.NaN; // "1."
        }
        m = m * POW10_LONG[frac] + parseDigits(y, frac);
        return decimalAt(q + 1 + frac, m, frac, c == '-');
    }

    /**
     * The rest of {@link #shortDecimal} (kept apart to keep that one under C2's inlining
     * size) for a fraction of eight digits or more, at q + 1: y, its first eight, and up to
     * seven more in the next word, so long as the whole number has at most 18 digits
     * (m holds the n integer digits).
     */
    private double longFraction(int q, long m, int n, long y, boolean neg) {
        long z = (long) LONGS.get(buf, q + 9);
        long nd = nonDigits(z);
        int more = Long.numberOfTrailingZeros(nd) >>> 3;
        if (nd == 0 || n + 8 + more > 18) {
            return Double.NaN;
        }
        m = m * 100_000_000L + parseEight(y);
        if (more > 0) {
            m = m * POW10_LONG[more] + parseDigits(z, more);
        }
        return decimalAt(q + 9 + more, m, 8 + more, neg);
    }

    /**
     * {@link #shortDecimal} a digit at a time, for a number within 24 bytes of the buffer's
     * end: at most 18 digits (the integer part stops at 18, the whole number at 19 bytes
     * from its first digit), and the byte where a longer number stops sends it on.
     */
    private double shortDecimalLoop(int c) {
        byte[] b = buf;
        int q = c == '-' ? pos + 1 : pos;
        int end = Math.min(limit, q + 19);
        if (q >= end) {
            return Double.NaN;
        }
        long m = b[q] - '0';
        if (m < 0 || m > 9) {
            return Double.NaN;
        }
        int d;
        if (m != 0) { // a leading zero has no digits after it: the check in decimalAt sends "01" on
            int intEnd = Math.min(end, q + 18);
            while (++q < intEnd && (d = b[q] - '0') >= 0 && d <= 9) {
                m = m * 10 + d;
            }
        } else {
            q++;
        }
        int frac = 0;
        if (q < end && b[q] == '.') {
            int f = q + 1;
            while (++q < end && (d = b[q] - '0') >= 0 && d <= 9) {
                m = m * 10 + d;
            }
            frac = q - f;
            if (frac == 0) {
                return Double.NaN;
            }
        }
        return decimalAt(q, m, frac, c == '-');
    }

    /**
     * The end of {@link #shortDecimal}, in its own method to keep that one well under C2's
     * inlining size (325 bytecodes; at 326, before it was split, it was a call per number): the number's digits
     * ended at q; when the byte there is buffered and cannot go on a number, consumes it
     * and returns its value, else NaN.
     */
    private double decimalAt(int q, long m, int frac, boolean neg) {
        if (q >= limit || q - pos > maxNumber || NUM_CHAR[buf[q] & 0xFF]) {
            return Double.NaN;
        }
        double v = FastDouble.toDouble(m, -frac, neg);
        if (v == v) {
            pos = q;
        }
        return v;
    }

    /**
     * Stream input: makes the number-character run at pos contiguous in buf, up to one byte
     * more than the length limit (memory stays bounded; the parse then reports the limit).
     */
    private void bufferNumber() {
        int k = 0;
        int max = maxNumber;
        for (;;) {
            int p = pos + k;
            while (p < limit && NUM_CHAR[buf[p] & 0xFF]) {
                p++;
            }
            k = p - pos;
            if (p < limit || k > max || !refill()) {
                return;
            }
        }
    }

    /**
     * A grammar error at p in the number starting at start. When the first maxNumber+1
     * bytes were all valid, the number is too long: the limit is reported at its start, so
     * array and stream input agree whatever follows.
     */
    final JsonException numberError(int start, int p, String detail) {
        if (p - start > maxNumber) {
            return numberLimit(start);
        }
        return failAt(ErrorKind.INVALID_NUMBER, p, detail);
    }

    /** The input (or the bounded stream window) ended inside the number starting at start. */
    final JsonException numberEnd(int start) {
        if (!eof) {
            throw NumberAtChunkEnd.INSTANCE; // stream input: the number may go on in the next chunk
        }
        if (limit - start > maxNumber) {
            return numberLimit(start);
        }
        return failEndIn("a number");
    }

    final JsonException numberLimit(int start) {
        return failAt(ErrorKind.LIMIT_EXCEEDED, start, "number longer than " + maxNumber + " bytes (the maxNumberBytes limit)");
    }
}
