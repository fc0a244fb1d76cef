package dev.riffle;

import dev.riffle.internal.ByteViews;

/**
 * Writes integers and decimals as ASCII digits straight into a byte array, eight digits at
 * a time (two lookups of four), with no {@code String} in between. Every method takes the
 * array and the position to write at and returns the position after the last byte
 * written; the caller has made room (20 bytes for an int or long, 25 for a decimal).
 * Bytes past the returned position, within that room, may have been overwritten.
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

    /** Writes v in decimal; at most 11 bytes, and up to 8 bytes past the first digit (see {@link #writePositiveLong}). */
    static int writeInt(byte[] b, int p, int v) {
        if (v < 0) {
            if (v == Integer.MIN_VALUE) {
                System.arraycopy(INT_MIN, 0, b, p, INT_MIN.length);
                return p + INT_MIN.length;
            }
            b[p++] = '-';
            v = -v;
        }
        return writePositiveLong(b, p, v);
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

    /**
     * Writes v >= 0 in decimal; at most 19 bytes. Eight digits are made at a time in one
     * long and stored with one write, so up to 8 bytes past the last digit may be
     * overwritten (within the 20 bytes of room the caller made).
     */
    static int writePositiveLong(byte[] b, int p, long v) {
        if (v == (int) v) {
            int w = (int) v;
            if (w < 100_000_000) {
                return writeUpTo8(b, p, w);
            }
            int hi = w / 100_000_000; // 1..21
            if (hi < 10) {
                b[p++] = (byte) ('0' + hi);
            } else {
                b[p] = (byte) ('0' + hi / 10);
                b[p + 1] = (byte) ('0' + hi % 10);
                p += 2;
            }
            ByteViews.LONGS.set(b, p, eightDigits(w - hi * 100_000_000) + ASCII_ZEROS);
            return p + 8;
        }
        long hi = v / 100_000_000L;
        int lo = (int) (v - hi * 100_000_000L);
        if (hi < 100_000_000L) {
            p = writeUpTo8(b, p, (int) hi);
        } else {
            long top = hi / 100_000_000L; // at most 922
            p = writeUpTo8(b, p, (int) top);
            ByteViews.LONGS.set(b, p, eightDigits((int) (hi - top * 100_000_000L)) + ASCII_ZEROS);
            p += 8;
        }
        ByteViews.LONGS.set(b, p, eightDigits(lo) + ASCII_ZEROS);
        return p + 8;
    }

    private static final long ASCII_ZEROS = 0x3030303030303030L;

    /**
     * Writes 0 <= v < 10^8 without leading zeros; stores 8 bytes at p. The length comes
     * from comparisons, not from the digits, so the next write's position does not wait
     * for the digit arithmetic.
     */
    private static int writeUpTo8(byte[] b, int p, int v) {
        int n = digitCount(v);
        ByteViews.LONGS.set(b, p, (eightDigits(v) >>> ((8 - n) << 3)) + ASCII_ZEROS);
        return p + n;
    }

    /**
     * The 8 decimal digits of 0 <= v < 10^8 (leading zeros included) as byte values 0..9,
     * the first digit in the lowest byte: one division into two halves of four digits,
     * each looked up in {@link #FOUR_DIGITS}. The table replaced a SWAR conversion (three
     * multiply-and-shift passes over the lanes) on 2026-11-28: canada.json's stream write
     * 1.14x, the integer rows 1.05-1.08x, citm_catalog and twitter.json within noise
     * (docs/design/stream.md).
     */
    static long eightDigits(int v) {
        int hi = v / 10_000;
        return (FOUR_DIGITS[hi] & 0xFFFF_FFFFL) | (long) FOUR_DIGITS[v - hi * 10_000] << 32;
    }

    /** The four digit values of 0..9999 (leading zeros included), the first in the lowest byte. Never written. */
    private static final int[] FOUR_DIGITS = new int[10_000];

    static {
        for (int i = 0; i < 10_000; i++) {
            FOUR_DIGITS[i] = i / 1000 | (i / 100 % 10) << 8 | (i / 10 % 10) << 16 | (i % 10) << 24;
        }
    }

    /**
     * Writes the decimal u.last * 10^x, u.last being seventeen digits (10^15 <= u < 10^16,
     * then last, 0 to 9), as Go's encoding/json writes a float: 0.000ddd, ddd.ddd or an
     * integer when -6 <= x <= 16, without the trailing zeros of a fraction; other exponents
     * go to {@link #writeDecimal}. u becomes two groups of eight digits (one division),
     * stored whole; the digits after the point are then stored again one place up from the
     * long that holds them, shifted in a register, and the point put in. At most 25 bytes,
     * and bytes past the returned position may have been overwritten.
     */
    static int writeSeventeen(byte[] b, int p, long u, int last, int x) {
        if (x < -6 || x > 16) {
            return writeDecimal(b, p, u * 10 + last, x - 16);
        }
        long h = u / 100_000_000L;
        long w1 = eightDigits((int) h) + ASCII_ZEROS;
        long w2 = eightDigits((int) (u - h * 100_000_000L)) + ASCII_ZEROS;
        byte c = (byte) ('0' + last);
        int sig = 17; // the significant digits: up to the last one not '0' (w1's first is not)
        if (last == 0) {
            long z = w2 ^ ASCII_ZEROS;
            sig = z != 0 ? 16 - (Long.numberOfLeadingZeros(z) >>> 3)
                    : 8 - (Long.numberOfLeadingZeros(w1 ^ ASCII_ZEROS) >>> 3);
        }
        if (x < 0) { // "0.000000", then the digits from 1 - x
            ByteViews.LONGS.set(b, p, 0x3030303030302e30L);
            int o = p + 1 - x;
            ByteViews.LONGS.set(b, o, w1);
            ByteViews.LONGS.set(b, o + 8, w2);
            b[o + 16] = c;
            return o + sig;
        }
        int point = x + 1; // the digits before the point, 1 to 17
        ByteViews.LONGS.set(b, p, w1);
        ByteViews.LONGS.set(b, p + 8, w2);
        b[p + 16] = c;
        if (sig <= point) { // an integer
            return p + point;
        }
        // Here point <= 16: the digits from point on go one place up. (At 16 the shift is 64,
        // which Java takes as 0: w2 lands whole past the point, and c, stored next, is right.)
        if (point >= 8) {
            ByteViews.LONGS.set(b, p + point + 1, w2 >>> ((point - 8) << 3));
        } else {
            ByteViews.LONGS.set(b, p + point + 1, w1 >>> (point << 3));
            ByteViews.LONGS.set(b, p + 9, w2);
        }
        b[p + 17] = c;
        b[p + point] = '.';
        return p + sig + 1;
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
