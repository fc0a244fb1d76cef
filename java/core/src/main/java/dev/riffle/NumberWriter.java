package dev.riffle;

/**
 * Writes integers and decimals as ASCII digits straight into a byte array, backwards two
 * digits at a time from a table, with no {@code String} in between. Every method takes the
 * array and the position to write at and returns the position after the last byte written;
 * the caller has made room (20 bytes for an int or long, 25 for a decimal).
 */
final class NumberWriter {
    private NumberWriter() {
    }

    /** "00" "01" ... "99": the two ASCII digits of i at 2*i and 2*i+1. Never written. */
    private static final byte[] DIGITS = new byte[200];

    static {
        for (int i = 0; i < 100; i++) {
            DIGITS[2 * i] = (byte) ('0' + i / 10);
            DIGITS[2 * i + 1] = (byte) ('0' + i % 10);
        }
    }

    private static final byte[] LONG_MIN = "-9223372036854775808".getBytes(
            java.nio.charset.StandardCharsets.US_ASCII);
    private static final byte[] INT_MIN = "-2147483648".getBytes(
            java.nio.charset.StandardCharsets.US_ASCII);

    /** Writes v in decimal; at most 11 bytes. */
    static int writeInt(byte[] b, int p, int v) {
        if (v < 0) {
            if (v == Integer.MIN_VALUE) {
                System.arraycopy(INT_MIN, 0, b, p, INT_MIN.length);
                return p + INT_MIN.length;
            }
            b[p++] = '-';
            v = -v;
        }
        int end = p + digitCount(v);
        writeDigitsBackwards(b, end, v);
        return end;
    }

    /** Writes v in decimal; at most 20 bytes. */
    static int writeLong(byte[] b, int p, long v) {
        if (v < 0) {
            if (v == Long.MIN_VALUE) {
                System.arraycopy(LONG_MIN, 0, b, p, LONG_MIN.length);
                return p + LONG_MIN.length;
            }
            b[p++] = '-';
            v = -v;
        }
        return writePositiveLong(b, p, v);
    }

    /** Writes v >= 0 in decimal; at most 19 bytes. */
    static int writePositiveLong(byte[] b, int p, long v) {
        if (v == (int) v) {
            int end = p + digitCount((int) v);
            writeDigitsBackwards(b, end, (int) v);
            return end;
        }
        int end = p + digitCount(v);
        int q = end;
        while (v >= 100_000_000L) {
            long hi = v / 100_000_000L;
            int lo = (int) (v - hi * 100_000_000L);
            write8Backwards(b, q, lo);
            q -= 8;
            v = hi;
        }
        writeDigitsBackwards(b, q, (int) v);
        return end;
    }

    /** Writes exactly 8 digits of 0 <= v < 10^8 (with leading zeros) ending before {@code end}. */
    private static void write8Backwards(byte[] b, int end, int v) {
        int hi = v / 10_000;
        int lo = v - hi * 10_000;
        int d = lo / 100;
        put2(b, end - 2, lo - d * 100);
        put2(b, end - 4, d);
        d = hi / 100;
        put2(b, end - 6, hi - d * 100);
        put2(b, end - 8, d);
    }

    /** Writes the digits of v >= 0 so that the last one is at end - 1. */
    private static void writeDigitsBackwards(byte[] b, int end, int v) {
        int q = end;
        while (v >= 100) {
            int d = v / 100;
            put2(b, q - 2, v - d * 100);
            q -= 2;
            v = d;
        }
        if (v >= 10) {
            put2(b, q - 2, v);
        } else {
            b[q - 1] = (byte) ('0' + v);
        }
    }

    private static void put2(byte[] b, int p, int twoDigits) {
        b[p] = DIGITS[2 * twoDigits];
        b[p + 1] = DIGITS[2 * twoDigits + 1];
    }

    /** Number of decimal digits of v >= 0 (1 for 0), by comparisons only. */
    static int digitCount(int v) {
        if (v < 100_000) {
            if (v < 100) {
                return v < 10 ? 1 : 2;
            }
            return v < 1_000 ? 3 : v < 10_000 ? 4 : 5;
        }
        if (v < 10_000_000) {
            return v < 1_000_000 ? 6 : 7;
        }
        return v < 100_000_000 ? 8 : v < 1_000_000_000 ? 9 : 10;
    }

    /** 10^i for i in [0, 18]. Never written. */
    private static final long[] POW10 = new long[19];

    static {
        POW10[0] = 1;
        for (int i = 1; i < POW10.length; i++) {
            POW10[i] = POW10[i - 1] * 10;
        }
    }

    /** Number of decimal digits of v >= 0 (1 for 0). */
    static int digitCount(long v) {
        if (v == (int) v) {
            return digitCount((int) v);
        }
        // floor(log10(v)) is floor(log2(v) * 1233 / 4096) or one more.
        int log2 = 63 - Long.numberOfLeadingZeros(v);
        int n = (log2 * 1233) >>> 12;
        return n + 1 + (n + 1 < POW10.length && v >= POW10[n + 1] ? 1 : 0);
    }

    /**
     * Writes f * 10^e (f > 0, at most 18 digits) the way Go's encoding/json writes a float:
     * plain digits ({@code strconv} format 'f') when the decimal exponent x of the first
     * digit is in [-7, 20], else 'e' format with no leading exponent zeros ({@code 1e+21},
     * {@code 1.5e-7}). At most 25 bytes.
     */
    static int writeDecimal(byte[] b, int p, long f, int e) {
        // Strip trailing zeros: f becomes the significant digits.
        while (f % 100_000_000L == 0) {
            f /= 100_000_000L;
            e += 8;
        }
        if (f % 10_000 == 0) {
            f /= 10_000;
            e += 4;
        }
        if (f % 100 == 0) {
            f /= 100;
            e += 2;
        }
        if (f % 10 == 0) {
            f /= 10;
            e += 1;
        }
        int n = digitCount(f);
        int x = e + n - 1; // f * 10^e = d.ddd * 10^x
        if (x >= 0 && x < 21) {
            if (n <= x + 1) { // an integer: digits then zeros
                p = writePositiveLong(b, p, f);
                for (int i = n; i <= x; i++) {
                    b[p++] = '0';
                }
                return p;
            }
            // x + 1 digits, '.', the rest: write all digits one place right, pull the head left.
            int end = writePositiveLong(b, p + 1, f);
            for (int i = 0; i <= x; i++) {
                b[p + i] = b[p + i + 1];
            }
            b[p + x + 1] = '.';
            return end;
        }
        if (x < 0 && x >= -6) { // 0.000ddd
            b[p++] = '0';
            b[p++] = '.';
            for (int i = -1; i > x; i--) {
                b[p++] = '0';
            }
            return writePositiveLong(b, p, f);
        }
        // d.ddde+x / d.ddde-x
        int end = writePositiveLong(b, p + 1, f);
        b[p] = b[p + 1];
        if (n > 1) {
            b[p + 1] = '.';
        } else {
            end = p + 1;
        }
        b[end++] = 'e';
        if (x < 0) {
            b[end++] = '-';
            x = -x;
        } else {
            b[end++] = '+';
        }
        end += digitCount(x);
        writeDigitsBackwards(b, end, x);
        return end;
    }
}
