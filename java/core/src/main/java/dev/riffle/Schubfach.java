package dev.riffle;

import dev.riffle.internal.FastDouble;
import java.math.BigInteger;

/**
 * The shortest decimal that rounds back to a {@code double} or {@code float}, by Raffaello
 * Giulietti's Schubfach algorithm ("The Schubfach way to render doubles", 2020; the same
 * method as {@code Double.toString} on JDK 19 and later), written here from the paper.
 *
 * <p>Unlike {@code Double.toString}, which picks a two-digit decimal when a one-digit one
 * exists (it prints {@code Double.MIN_VALUE} as {@code 4.9E-324}), this always yields a
 * decimal of minimal length, the closest to the value among those, ties to an even last
 * digit: {@code 5e-324}, like Go's {@code strconv}. This only makes a difference for
 * subnormal values.
 *
 * <p>The 126-bit powers of ten in {@link #G} are computed exactly once, with
 * {@code BigInteger}, when this class is initialised; they are never written afterwards.
 *
 * <p>A double that is not a power of two (nearly every one) takes {@link #writeRegular}
 * instead, Żmij's variant with one product, which finds the same decimal; powers of two,
 * subnormals and floats stay on {@link #toDecimal}.
 */
final class Schubfach {
    private Schubfach() {
    }

    /** Smallest and largest {@code k} that {@link #toDecimal} asks for (10^-k). */
    static final int K_MIN = -324;
    static final int K_MAX = 292;

    static final int DOUBLE_Q_MIN = -1074;
    static final long DOUBLE_C_MIN = 1L << 52;
    static final int FLOAT_Q_MIN = -149;
    static final long FLOAT_C_MIN = 1L << 23;

    private static final long MASK_63 = (1L << 63) - 1;

    /**
     * G[2 * (-k - -K_MAX)] and the next entry hold g1 and g0 of
     * g = floor(10^-k * 2^(125 - flog2pow10(-k))) + 1 (2^125 <= g < 2^126), split into its
     * upper and lower 63 bits.
     */
    private static final long[] G = table();

    private static long[] table() {
        long[] g = new long[2 * (K_MAX - K_MIN + 1)];
        BigInteger mask = BigInteger.ONE.shiftLeft(63).subtract(BigInteger.ONE);
        for (int e = -K_MAX; e <= -K_MIN; e++) {
            int shift = 125 - flog2pow10(e);
            BigInteger v;
            if (e >= 0) {
                BigInteger p = BigInteger.TEN.pow(e);
                v = shift >= 0 ? p.shiftLeft(shift) : p.shiftRight(-shift);
            } else {
                v = BigInteger.ONE.shiftLeft(shift).divide(BigInteger.TEN.pow(-e));
            }
            v = v.add(BigInteger.ONE);
            int i = 2 * (e + K_MAX);
            g[i] = v.shiftRight(63).longValueExact();
            g[i + 1] = v.and(mask).longValue();
        }
        return g;
    }

    /** floor(q * log10(2)) for |q| <= 5456721. */
    static int flog10pow2(int q) {
        return (int) (q * 661_971_961_083L >> 41);
    }

    /** floor(log10(3/4 * 2^q)) for |q| <= 5456721. */
    static int flog10threeQuartersPow2(int q) {
        return (int) (q * 661_971_961_083L - 274_743_187_321L >> 41);
    }

    /** floor(e * log2(10)) for |e| <= 1838394. */
    static int flog2pow10(int e) {
        return (int) (e * 913_124_641_741L >> 38);
    }

    /**
     * Writes the shortest decimal of a finite {@code v} as Go's {@code encoding/json} does
     * into {@code b} at {@code p}; returns the new position. Needs 26 free bytes.
     */
    static int writeDouble(byte[] b, int p, double v) {
        long bits = Double.doubleToRawLongBits(v);
        if (bits < 0) {
            b[p++] = '-';
        }
        long t = bits & ((1L << 52) - 1);
        int bq = (int) (bits >>> 52) & 0x7FF;
        if (bq != 0) {
            int mq = 1075 - bq; // v = c * 2^-mq
            long c = DOUBLE_C_MIN | t;
            if (0 < mq && mq < 53) {
                long f = c >> mq;
                if (f << mq == c) { // an integer below 2^53: its digits are the shortest
                    return NumberWriter.writePositiveLong(b, p, f);
                }
            }
            if (t != 0) { // not a power of two: half an ulp each side
                return writeRegular(b, p, -mq, c);
            }
            return toDecimal(b, p, -mq, c, DOUBLE_Q_MIN, DOUBLE_C_MIN);
        }
        if (t != 0) {
            return toDecimal(b, p, DOUBLE_Q_MIN, t, DOUBLE_Q_MIN, DOUBLE_C_MIN);
        }
        b[p] = '0';
        return p + 1;
    }

    /** Like {@link #writeDouble} for a finite {@code float}, shortest for a float. */
    static int writeFloat(byte[] b, int p, float v) {
        int bits = Float.floatToRawIntBits(v);
        if (bits < 0) {
            b[p++] = '-';
        }
        int t = bits & ((1 << 23) - 1);
        int bq = (bits >>> 23) & 0xFF;
        if (bq != 0) {
            int mq = 150 - bq;
            int c = (int) FLOAT_C_MIN | t;
            if (0 < mq && mq < 24) {
                int f = c >> mq;
                if (f << mq == c) {
                    return NumberWriter.writePositiveLong(b, p, f);
                }
            }
            return toDecimal(b, p, -mq, c, FLOAT_Q_MIN, FLOAT_C_MIN);
        }
        if (t != 0) {
            return toDecimal(b, p, FLOAT_Q_MIN, t, FLOAT_Q_MIN, FLOAT_C_MIN);
        }
        b[p] = '0';
        return p + 1;
    }

    /**
     * Finds the shortest decimal in the rounding interval of c * 2^q (c > 0) and writes it.
     * qMin and cMin describe the format: the interval is asymmetric (a quarter ulp below,
     * half an ulp above) exactly when c == cMin and q > qMin.
     */
    private static int toDecimal(byte[] b, int p, int q, long c, int qMin, long cMin) {
        long out = c & 1; // interval bounds are included iff c is even (round half even)
        long cb = c << 2;
        long cbr = cb + 2;
        long cbl;
        int k;
        if (c != cMin || q == qMin) {
            cbl = cb - 2;
            k = flog10pow2(q);
        } else {
            cbl = cb - 1;
            k = flog10threeQuartersPow2(q);
        }
        int h = q + flog2pow10(-k) + 2;
        int gi = 2 * (K_MAX - k);
        long g1 = G[gi];
        long g0 = G[gi + 1];
        // vb, vbl, vbr: 4 * v * 10^-k and the interval bounds, rounded to odd.
        long vb = rop(g1, g0, cb << h);
        long vbl = rop(g1, g0, cbl << h);
        long vbr = rop(g1, g0, cbr << h);

        long s = vb >> 2;
        // The interval is shorter than 10 units of s, so it holds at most one multiple of 10:
        // if one is in it, it is the shortest decimal (trailing zeros are stripped later).
        long sp10 = 10 * Math.multiplyHigh(s, 115_292_150_460_684_698L << 4); // 10 * (s / 10)
        long tp10 = sp10 + 10;
        boolean upin = vbl + out <= sp10 << 2;
        boolean wpin = (tp10 << 2) + out <= vbr;
        if (upin != wpin) {
            return NumberWriter.writeDecimal(b, p, upin ? sp10 : tp10, k);
        }
        long t = s + 1;
        boolean uin = vbl + out <= s << 2;
        boolean win = (t << 2) + out <= vbr;
        if (uin != win) {
            return NumberWriter.writeDecimal(b, p, uin ? s : t, k);
        }
        // Both s and t are in the interval: the closer one, ties to even.
        long cmp = vb - (s + t << 1);
        return NumberWriter.writeDecimal(b, p, cmp < 0 || cmp == 0 && (s & 1) == 0 ? s : t, k);
    }

    /** The bits of the fixed-point fraction below {@link #writeRegular}'s 64: its integral part starts there. */
    static final int REGULAR_SHIFT = 9;

    /**
     * Writes the shortest decimal in the rounding interval of the normal double c * 2^q
     * (2^52 < c < 2^53: not a power of two, so half an ulp each side), the closest of those
     * (a tie to the even one): what {@link #toDecimal} writes, from one 64 x 128-bit product
     * where it takes three. The method of Victor Zverovich's Żmij (2025), after Xiang JunBo
     * and Yaoyuan Guo, as the Go side's {@code shortestRegular} has it (its comment and
     * {@code docs/design/stream.md} say more): the value is scaled by 10^(-k-1),
     * k = floor(q log10 2), with the parser's rounded-down 128-bit powers of ten
     * ({@link FastDouble#pow10Hi}), so that its integral part is the candidate one digit
     * shorter than Schubfach's (15 or 16 digits) and its fraction decides between that
     * candidate (or the next integer) and the integral part with one more digit, the
     * fraction's first rounded to nearest (+6 units of 2^-64 of bias absorb the table's
     * rounding). The result goes out as seventeen digits ({@link NumberWriter#writeSeventeen}).
     */
    private static int writeRegular(byte[] b, int p, int q, long c) {
        int k = flog10pow2(q);
        int e = -k - 1;
        long gHi = FastDouble.pow10Hi(e); // 10^e ~ g * 2^(flog2pow10(e) - 127)
        long gLo = FastDouble.pow10Lo(e);
        int s = q + flog2pow10(e) + 1 + REGULAR_SHIFT; // 0..10: y < 2^63
        long y = c << s;
        // g * y / 2^64, unsigned: gHi has its top bit set (add y to the signed high part),
        // y is positive. Written out rather than through the parser's general unsigned
        // product, whose extra term for a negative y C2 cannot drop: canada.json's write
        // was 7% slower with it (JDK 17, two rounds of whole jars).
        long hi = Math.multiplyHigh(gHi, y) + y;
        long lo = gHi * y;
        long x1 = Math.multiplyHigh(gLo, y) + ((gLo >> 63) & y);
        long sum = lo + x1;
        if (Long.compareUnsigned(sum, lo) < 0) {
            hi++;
        }
        long integral = hi >>> REGULAR_SHIFT;
        long frac = hi << (64 - REGULAR_SHIFT) | sum >>> REGULAR_SHIFT;
        // Half an ulp in the same fixed point, one unit wider when the bounds belong to the
        // interval (c even).
        long half = (gHi >>> (REGULAR_SHIFT + 1 - s)) + (1 - (c & 1));
        // integral is in [2^52 / 10, 2^53): 15 or 16 digits, and integral + 1 is too.
        boolean up = Long.compareUnsigned(frac + half, frac) < 0; // integral + 1 is in the interval
        if (up || Long.compareUnsigned(half, frac) > 0) { // or integral is
            long d = up ? integral + 1 : integral;
            return d >= 1_000_000_000_000_000L
                    ? NumberWriter.writeSeventeen(b, p, d, 0, k + 16)
                    : NumberWriter.writeSeventeen(b, p, d * 10, 0, k + 15);
        }
        // The next digit: frac * 10 / 2^64 rounded to nearest, with the bias.
        long l = frac * 10;
        long digit = Math.multiplyHigh(frac, 10) + ((frac >> 63) & 10);
        if (Long.compareUnsigned(l + (Long.MIN_VALUE + 6), l) < 0) {
            digit++;
        }
        if (frac == 1L << 62) { // exactly .25: 2.5 rounds to the even 2
            digit = 2;
        }
        return integral >= 1_000_000_000_000_000L
                ? NumberWriter.writeSeventeen(b, p, integral, (int) digit, k + 16)
                : NumberWriter.writeSeventeen(b, p, integral * 10 + digit, 0, k + 15);
    }

    /** floor(g * cp / 2^127), with the lowest bit set if the dropped part is not zero. */
    private static long rop(long g1, long g0, long cp) {
        long x1 = Math.multiplyHigh(g0, cp);
        long y0 = g1 * cp;
        long y1 = Math.multiplyHigh(g1, cp);
        long z = (y0 >>> 1) + x1;
        long vbp = y1 + (z >>> 63);
        return vbp | (z & MASK_63) + MASK_63 >>> 63;
    }
}
