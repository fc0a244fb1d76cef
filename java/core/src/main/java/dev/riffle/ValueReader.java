package dev.riffle;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Decoding of strings, member names and numbers on top of the scanning core. The public
 * surface is {@link JsonIterator}; everything here is package-private.
 */
abstract class ValueReader extends Scanner {
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
                    int cp = c & (0xFF >> (k + 1));
                    for (int j = 1; j < k; j++) {
                        cp = (cp << 6) | (b[p + j] & 0x3F);
                    }
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
                    throw failEnd("unterminated string");
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
                throw failAt(ErrorKind.INVALID_CHARACTER, p, "control character in string");
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
                    throw failEnd("unterminated string");
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
                throw failAt(ErrorKind.INVALID_CHARACTER, pos, "control character in string");
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
     * then reads the ':' after it.
     */
    final void readName() {
        int start = pos + 1;
        int p = start;
        byte[] b = buf;
        int lim = limit;
        int level = depth - 1;
        p = plainRun(b, p, lim);
        while (p < lim) {
            int c = b[p] & 0xFF;
            if (c == '"') {
                int len = p - start;
                if (len > maxString) {
                    throw stringLimit(abs(start - 1));
                }
                nameLen = len;
                rawNameAt[level] = abs(start);
                rawNameLen[level] = len;
                if (eof) {
                    nameArr = b;
                    nameOff = start;
                    if (!colonInline(p + 1)) {
                        pos = p + 1;
                        colon();
                    }
                } else {
                    pos = p + 1;
                    int saved = mark;
                    mark = start;
                    colon();
                    nameArr = buf;
                    nameOff = mark;
                    mark = saved;
                }
                return;
            }
            if (c == '\\' || c < 0x20 || c >= 0x80) {
                break;
            }
            p++;
        }
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
        rawNameAt[level] = startAbs + 1;
        rawNameLen[level] = (int) (abs(pos) - startAbs - 2);
        nameArr = nameScratch;
        nameOff = 0;
        colon();
    }

    // ---- numbers ----

    final long longValue() {
        if (!numInt) {
            throw fail(ErrorKind.TYPE_MISMATCH, abs(numStart), "expected an integer, found a number with a fraction or exponent");
        }
        long m = numMan;
        if (numExp > 0) {
            throw rangeError("long");
        }
        if (numNeg) {
            if (Long.compareUnsigned(m, Long.MIN_VALUE) > 0) {
                throw rangeError("long");
            }
            return -m;
        }
        if (m < 0) {
            throw rangeError("long");
        }
        return m;
    }

    final JsonException rangeError(String type) {
        return fail(ErrorKind.NUMBER_RANGE, abs(numStart), "number " + numberToken() + " does not fit in " + type);
    }

    final String numberToken() {
        return new String(buf, numStart, numEnd - numStart, StandardCharsets.ISO_8859_1);
    }

    final double doubleValue() {
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
        if (Double.isInfinite(d)) {
            throw rangeError("double");
        }
        return d;
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
            throw rangeError("float");
        }
        return f;
    }
}
