package dev.riffle;

import dev.riffle.internal.BigNumbers;
import dev.riffle.internal.FastDouble;
import dev.riffle.internal.Utf8Sequences;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Decoding of strings, member names and numbers on top of the scanning core. The public
 * surface is {@link JsonIterator}; everything here is package-private.
 */
abstract class ValueReader extends Skipper {
    /** Current member name: bytes nameArr[nameOff, nameOff + nameLen), UTF-8. */
    byte[] nameArr;
    int nameOff;
    int nameLen;
    private byte[] nameScratch = new byte[64];
    private char[] chars = new char[64];
    private int charLen;
    private final CharSink charSink = new CharSink();
    private final ByteSink byteSink = new ByteSink();

    ValueReader(JsonConfig config) {
        super(config);
    }

    private final class CharSink implements StringSink {
        @Override
        public void codePoint(int cp) {
            if (charLen + 2 > chars.length) {
                chars = Arrays.copyOf(chars, chars.length * 2);
            }
            if (cp < 0x10000) {
                chars[charLen++] = (char) cp;
            } else {
                chars[charLen++] = Character.highSurrogate(cp);
                chars[charLen++] = Character.lowSurrogate(cp);
            }
        }
    }

    private final class ByteSink implements StringSink {
        @Override
        public void codePoint(int cp) {
            if (nameLen + 4 > nameScratch.length) {
                nameScratch = Arrays.copyOf(nameScratch, nameScratch.length * 2);
            }
            byte[] o = nameScratch;
            int n = nameLen;
            if (cp < 0x80) {
                o[n++] = (byte) cp;
            } else if (cp < 0x800) {
                o[n++] = (byte) (0xC0 | (cp >> 6));
                o[n++] = (byte) (0x80 | (cp & 0x3F));
            } else if (cp < 0x10000) {
                o[n++] = (byte) (0xE0 | (cp >> 12));
                o[n++] = (byte) (0x80 | ((cp >> 6) & 0x3F));
                o[n++] = (byte) (0x80 | (cp & 0x3F));
            } else {
                o[n++] = (byte) (0xF0 | (cp >> 18));
                o[n++] = (byte) (0x80 | ((cp >> 12) & 0x3F));
                o[n++] = (byte) (0x80 | ((cp >> 6) & 0x3F));
                o[n++] = (byte) (0x80 | (cp & 0x3F));
            }
            nameLen = n;
        }
    }

    // ---- strings ----

    /** Reads the string whose opening quote is at pos. */
    final String readStringAt() {
        int start = pos + 1;
        int p = start;
        byte[] b = buf;
        int lim = limit;
        p = plainRun(b, p, lim);
        while (p < lim) {
            int c = b[p] & 0xFF;
            if (c == '"') {
                int len = p - start;
                if (len > maxString) {
                    throw stringLimit(abs(start - 1));
                }
                pos = p + 1;
                return new String(b, start, len, StandardCharsets.ISO_8859_1);
            }
            if (c == '\\' || c < 0x20 || c >= 0x80) {
                break;
            }
            p++;
        }
        return readStringSlow(start, p);
    }

    private String readStringSlow(int start, int p) {
        long startAbs = abs(start - 1);
        int n = p - start;
        if (chars.length < n + 16) {
            chars = new char[Math.max(n + 16, chars.length * 2)];
        }
        byte[] b = buf;
        for (int i = 0; i < n; i++) {
            chars[i] = (char) b[start + i];
        }
        charLen = n;
        pos = p;
        decodeChars(startAbs);
        return new String(chars, 0, charLen);
    }

    /** decodeRest specialised for readString: ASCII runs and well-formed UTF-8 inline. */
    private void decodeChars(long startAbs) {
        for (;;) {
            byte[] b = buf;
            int p = pos;
            int lim = limit;
            if (chars.length - charLen < 64) {
                chars = Arrays.copyOf(chars, chars.length * 2);
            }
            char[] out = chars;
            int n = charLen;
            int end = Math.min(lim, p + (out.length - n - 2));
            while (p < end) {
                int c = b[p] & 0xFF;
                if (c >= 0x20 && c < 0x80 && c != '"' && c != '\\') {
                    out[n++] = (char) c;
                    p++;
                } else if (c >= 0x80 && p + 4 <= lim) {
                    int k = utf8At(b, p, c);
                    if (k == 0) {
                        break;
                    }
                    int cp = Utf8Sequences.codePoint(b, p, c, k);
                    if (cp < 0x10000) {
                        out[n++] = (char) cp;
                    } else {
                        out[n++] = Character.highSurrogate(cp);
                        out[n++] = Character.lowSurrogate(cp);
                    }
                    p += k;
                } else {
                    break;
                }
            }
            charLen = n;
            pos = p;
            if (p >= lim) {
                checkStringLength(startAbs, p, -1);
                if (!refill()) {
                    throw failEndIn("a string");
                }
                continue;
            }
            if (p >= end) {
                continue;
            }
            int c = b[p] & 0xFF;
            checkStringLength(startAbs, p, c);
            if (c == '"') {
                pos++;
                return;
            }
            if (c == '\\') {
                escape(charSink, startAbs);
            } else if (c < 0x20) {
                throw failAt(ErrorKind.INVALID_CHARACTER, p, "unescaped control character in a string");
            } else {
                utf8(charSink, startAbs);
            }
        }
    }

    /** Decodes from pos to the closing quote into sink, one byte or escape at a time. */
    private void decodeRest(StringSink sink, long startAbs) {
        for (;;) {
            if (pos >= limit) {
                checkStringLength(startAbs, pos, -1);
                if (!refill()) {
                    throw failEndIn("a string");
                }
            }
            int c = buf[pos] & 0xFF;
            checkStringLength(startAbs, pos, c);
            if (c == '"') {
                pos++;
                return;
            }
            if (c == '\\') {
                escape(sink, startAbs);
            } else if (c < 0x20) {
                throw failAt(ErrorKind.INVALID_CHARACTER, pos, "unescaped control character in a string");
            } else if (c >= 0x80) {
                utf8(sink, startAbs);
            } else {
                sink.codePoint(c);
                pos++;
            }
        }
    }

    /**
     * Reads the member name whose opening quote is at pos, records it on the level stack,
     * then reads the ':' after it. The common case (plain ASCII, within the buffer, {@code :}
     * right after the name or after one space) is handled here and everything else by
     * {@link #readNameSlow}, so that this method stays under C2's 325-bytecode limit for
     * inlining a hot method and is inlined into {@code nextField} (at 395 bytecodes it was
     * not, nextField was then small enough to be inlined into the caller's loop, which
     * ran out of its inlining budget: SmallPayload read 6-9% slower on JDK 25).
     */
    final void readName() {
        int start = pos + 1;
        byte[] b = buf;
        int lim = limit;
        int p = plainRun(b, start, lim);
        while (p < lim) {
            int c = b[p] & 0xFF;
            if (c == '"') {
                if (p - start <= maxString && colonInline(p + 1)) { // never refills: the name stays put
                    nameLen = p - start;
                    rawNameAt[LEAD + depth - 1] = abs(start);
                    nameArr = b;
                    nameOff = start;
                    return;
                }
                break;
            }
            if (c == '\\' || c < 0x20 || c >= 0x80) {
                break;
            }
            p++;
        }
        readNameSlow(start, p);
    }

    /**
     * The rest of {@link #readName}: the name's raw bytes start at {@code start} and are plain
     * up to {@code p}, which is the buffer's end, an escape, a control or non-ASCII byte, or
     * the closing quote of a name over the length limit or without an inline ':'.
     */
    private void readNameSlow(int start, int p) {
        byte[] b = buf;
        int level = depth - 1;
        if (p < limit && b[p] == '"') {
            int len = p - start;
            if (len > maxString) {
                rawNameAt[LEAD + level] = NO_NAME;
                throw stringLimit(abs(start - 1));
            }
            nameLen = len;
            rawNameAt[LEAD + level] = abs(start);
            pos = p + 1;
            if (eof) {
                nameArr = b;
                nameOff = start;
                colon();
            } else {
                int saved = mark;
                mark = start; // colon() may refill: keep the name in the buffer
                colon();
                nameArr = buf;
                nameOff = mark;
                mark = saved;
            }
            return;
        }
        rawNameAt[LEAD + level] = NO_NAME; // an error inside the name names the object
        long startAbs = abs(start - 1);
        int n = p - start;
        if (nameScratch.length < n + 16) {
            nameScratch = new byte[Math.max(n + 16, nameScratch.length * 2)];
        }
        System.arraycopy(b, start, nameScratch, 0, n);
        nameLen = n;
        pos = p;
        if (eof || mark >= 0) {
            decodeRest(byteSink, startAbs);
        } else {
            mark = start; // stream input: keep the raw name in the buffer for the level stack
            decodeRest(byteSink, startAbs);
            mark = -1;
        }
        rawNameAt[LEAD + level] = startAbs + 1;
        nameArr = nameScratch;
        nameOff = 0;
        colon();
    }

    // ---- numbers ----

    /** The value is complete: the iterator stands after it, in its container or at the end. */
    final void end() {
        state = depth == 0 ? S_DONE : S_AFTER;
    }

    /**
     * A value error of {@code core-v2.md} at the value whose first byte is at absolute offset
     * {@code valueAt}: when pos is still there, consumes the value (validating it: a syntax
     * error found there is thrown instead, and is fatal); then the iterator stands after the
     * value and records a recoverable error named with the value's pointer.
     */
    final JsonException valueError(ErrorKind kind, long valueAt, String detail) {
        String pointer = pointerText();
        if (abs(pos) == valueAt) {
            skipValue(buf[pos] & 0xFF);
        }
        end();
        return failValue(kind, valueAt, pointer, detail);
    }

    /** The integer read of a number with a fraction or exponent. */
    final JsonException notAnInteger() {
        return valueError(ErrorKind.TYPE_MISMATCH, abs(numStart), "expected an integer, found a number with a fraction or exponent");
    }

    final long longValue() {
        if (!numInt) {
            throw notAnInteger();
        }
        long m = numMan;
        if (numExp > 0) {
            throw rangeError("a 64-bit signed integer");
        }
        if (numNeg) {
            if (Long.compareUnsigned(m, Long.MIN_VALUE) > 0) {
                throw rangeError("a 64-bit signed integer");
            }
            return -m;
        }
        if (m < 0) {
            throw rangeError("a 64-bit signed integer");
        }
        return m;
    }

    final JsonException rangeError(String type) {
        return valueError(ErrorKind.NUMBER_RANGE, abs(numStart), "number does not fit in " + type);
    }

    final String numberToken() {
        return new String(buf, numStart, numEnd - numStart, StandardCharsets.ISO_8859_1);
    }

    /**
     * The parsed integer as an unsigned 64-bit value (0 to 2^64-1, held in a long as
     * {@link Long#parseUnsignedLong} does); {@code -0} is 0.
     */
    final long unsignedLongValue() {
        if (!numInt) {
            throw notAnInteger();
        }
        if (numNeg && numMan != 0) {
            throw rangeError("a 64-bit unsigned integer");
        }
        if (numExp == 0) {
            return numMan; // at most 19 digits: below 2^64
        }
        try {
            return Long.parseUnsignedLong(numberToken());
        } catch (NumberFormatException e) {
            throw rangeError("a 64-bit unsigned integer");
        }
    }

    final double doubleValue() {
        double d = nearestDouble();
        if (Double.isInfinite(d)) {
            throw rangeError("a 64-bit floating-point number");
        }
        return d;
    }

    /** The double nearest the number just parsed: infinite when it overflows. */
    private double nearestDouble() {
        long m = numMan;
        if (m == 0) {
            return numNeg ? -0.0 : 0.0;
        }
        double d = FastDouble.toDouble(m, numExp, numNeg);
        if (numTrunc && d == d) {
            double up = FastDouble.toDouble(m + 1, numExp, numNeg);
            if (up != d) {
                d = Double.NaN;
            }
        }
        if (d != d) {
            d = Double.parseDouble(numberToken());
        }
        return d;
    }

    /**
     * The number just parsed as {@link JsonIterator#readNumber()} gives it: an integer as a
     * Long, or a BigInteger when it does not fit, and {@code -0} as the Double -0.0; any other
     * number as a Double, or as a BigDecimal ({@link #bigDecimalValue()}) when the double
     * would overflow or {@code exactDecimals} asks for one.
     */
    final Number numberValue(boolean exactDecimals) {
        if (numInt) {
            long m = numMan;
            if (numExp == 0) {
                if (numNeg) {
                    if (m == 0) {
                        return -0.0; // only "-0": an integer has no leading zeros
                    }
                    if (Long.compareUnsigned(m, Long.MIN_VALUE) <= 0) {
                        return -m;
                    }
                } else if (m >= 0) {
                    return m;
                }
            }
            return bigIntegerValue(); // 19 digits beyond a long, or more digits
        }
        if (!exactDecimals) {
            double d = nearestDouble();
            if (!Double.isInfinite(d)) {
                return d;
            }
        }
        return bigDecimalValue();
    }

    final float floatValue() {
        long m = numMan;
        if (m == 0) {
            return numNeg ? -0.0f : 0.0f;
        }
        float f = FastDouble.toFloat(m, numExp, numNeg);
        if (numTrunc && f == f) {
            float up = FastDouble.toFloat(m + 1, numExp, numNeg);
            if (up != f) {
                f = Float.NaN;
            }
        }
        if (f != f) {
            f = Float.parseFloat(numberToken());
        }
        if (Float.isInfinite(f)) {
            throw rangeError("a 32-bit floating-point number");
        }
        return f;
    }

    /**
     * The number just scanned as a BigInteger; a fraction or exponent is TYPE_MISMATCH (as
     * for longs). Long runs of digits convert in less than quadratic time ({@link BigNumbers}).
     */
    final BigInteger bigIntegerValue() {
        if (!numInt) {
            throw notAnInteger();
        }
        BigInteger v = BigNumbers.integer(buf, numNeg ? numStart + 1 : numStart, numEnd);
        return numNeg ? v.negate() : v;
    }

    /**
     * The number just scanned as an exact BigDecimal. A scale (fraction digits minus
     * exponent) beyond {@link JsonConfig#maxNumberScale()} in magnitude is LIMIT_EXCEEDED
     * at the number, found before any arithmetic; with no limit, one beyond an int is
     * NUMBER_RANGE.
     */
    final BigDecimal bigDecimalValue() {
        long scale = BigNumbers.scale(buf, numStart, numEnd);
        int max = config.maxNumberScale();
        if (Math.abs(scale) > max && max != Integer.MAX_VALUE) { // MAX_VALUE: no limit
            throw failAt(ErrorKind.LIMIT_EXCEEDED, numStart, "number scale beyond " + max + " (the maxNumberScale limit)");
        }
        if (scale != (int) scale) {
            throw rangeError("BigDecimal");
        }
        return BigNumbers.decimal(buf, numStart, numEnd, (int) scale);
    }

    /**
     * Skips the value that starts with c at pos, keeping its bytes in the buffer (a stream
     * refill may not drop them); returns the buffer index of its first byte.
     */
    final int skipValueKeepingStart(int c) {
        int saved = mark;
        mark = pos;
        int start;
        try {
            skipValue(c);
            start = mark;
        } finally {
            if (state != S_ERROR) {
                mark = saved;
            }
        }
        return start;
    }

    // ---- iterator state, shared by the public reads ----

    /** Checks that a value may be read here; returns its first byte, positioned at it. */
    final int begin() {
        if (state != S_VALUE) {
            throw misuse();
        }
        int c = peekNonWs();
        if (c < 0) {
            throw failEnd();
        }
        return c;
    }

    /** The error for a read where no value may be read (after an element, at the end, stopped, failed). */
    final JsonException misuse() {
        if (state == S_ERROR) {
            return error;
        }
        if (state == S_STOPPED) {
            return fail(ErrorKind.TYPE_MISMATCH, abs(pos), "the read was stopped");
        }
        if (state == S_DONE) {
            int c = peekNonWs();
            if (c < 0) {
                return failEnd();
            }
            return fail(ErrorKind.TRAILING_DATA, abs(pos), "data after the top-level value");
        }
        int c = peekNonWs();
        boolean array = kinds[LEAD + depth - 1] == ARRAY;
        if (c == ',' || c == (array ? ']' : '}')) {
            return fail(ErrorKind.TYPE_MISMATCH, abs(pos), "expected a value, found " + describe(c) + (array
                    ? " after an array element (move to the next element first)"
                    : " after a member value (move to the next member first)"));
        }
        return failByte(c, pos, array ? "expected ',' or ']'" : "expected ',' or '}'");
    }

    /** A value of another type than {@code want} (a recoverable value error), or a byte no value starts with. */
    final JsonException mismatch(int c, String want) {
        if (!VALUE_START[c]) {
            return failByte(c, pos, "expected " + want);
        }
        return valueError(ErrorKind.TYPE_MISMATCH, abs(pos), mismatchDetail(want, VALUE_NAMES[typeOf(c).ordinal()]));
    }

    /**
     * The detail for a value of type {@code found} where {@code want} was asked for. When the
     * call was nextField inside an object whose member value is still unread (or readArray
     * inside an array whose element is), the caller most likely moved on without reading the
     * value, and the message says so (errors.md, "The value not read"); the same text as Go's.
     */
    private String mismatchDetail(String want, String found) {
        if (depth > 0 && state == S_VALUE) {
            if (want.equals("an object") && kinds[LEAD + depth - 1] == OBJECT && rawNameAt[LEAD + depth - 1] != NO_NAME) {
                StringBuilder b = new StringBuilder("member ");
                dev.riffle.internal.PointerText.appendQuotedBounded(b, levelName(depth - 1));
                return b.append(NOT_READ).append(" (its value is ").append(found).append(", not an object)").toString();
            }
            if (want.equals("an array") && kinds[LEAD + depth - 1] == ARRAY) {
                return "element " + index[LEAD + depth - 1] + NOT_READ + " (its value is " + found + ", not an array)";
            }
        }
        return "expected " + want + ", found " + found;
    }

    /** The end of the message for a member value or an element the caller did not read. */
    private static final String NOT_READ = " was not read: call Skip to ignore it";

    /** How a message names the type of a value, by {@link ValueType#ordinal()}. */
    private static final String[] VALUE_NAMES = valueNames();

    private static String[] valueNames() {
        String[] n = new String[ValueType.values().length];
        for (ValueType t : ValueType.values()) {
            n[t.ordinal()] = t.description();
        }
        return n;
    }

    /** The type of the value that byte c starts. */
    static ValueType typeOf(int c) {
        switch (c) {
            case '"': return ValueType.STRING;
            case '[': return ValueType.ARRAY;
            case '{': return ValueType.OBJECT;
            case 't': case 'f': return ValueType.BOOLEAN;
            case 'n': return ValueType.NULL;
            default:
                return c == '-' || (c >= '0' && c <= '9') ? ValueType.NUMBER : ValueType.INVALID;
        }
    }

    /** Parses the number at pos (first byte c); the caller converts it, then calls end(). */
    final void number(int c) {
        if (c != '-' && (c < '0' || c > '9')) {
            throw mismatch(c, "a number");
        }
        parseNumber();
    }
}
