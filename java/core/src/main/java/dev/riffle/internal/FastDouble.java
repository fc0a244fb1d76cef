package dev.riffle.internal;

import java.math.BigInteger;

/**
 * Decimal to binary floating point without allocation: Clinger's fast path for small
 * mantissas and exponents, the Eisel-Lemire algorithm with 128-bit truncated powers of ten
 * otherwise. Both return NaN when they cannot decide, and the caller then falls back to
 * {@link Double#parseDouble} / {@link Float#parseFloat} on the token, so results always
 * equal the JDK's.
 *
 * <p>Internal to Riffle: the package is not exported by the module.
 */
public final class FastDouble {
    private FastDouble() {
    }

    static final int MIN_EXP10 = -348;
    static final int MAX_EXP10 = 347;
    /** High and low 64 bits of the normalized mantissa of 10^q, rounded down. */
    private static final long[] HI = new long[MAX_EXP10 - MIN_EXP10 + 1];
    private static final long[] LO = new long[MAX_EXP10 - MIN_EXP10 + 1];
    private static final double[] POW10 = new double[23];
    private static final float[] POW10F = new float[11];

    static {
        BigInteger five = BigInteger.valueOf(5);
        for (int q = MIN_EXP10; q <= MAX_EXP10; q++) {
            BigInteger v;
            if (q >= 0) {
                v = five.pow(q);
            } else {
                BigInteger p5 = five.pow(-q);
                v = BigInteger.ONE.shiftLeft(p5.bitLength() + 130).divide(p5);
            }
            int bl = v.bitLength();
            v = bl <= 128 ? v.shiftLeft(128 - bl) : v.shiftRight(bl - 128);
            HI[q - MIN_EXP10] = v.shiftRight(64).longValue();
            LO[q - MIN_EXP10] = v.longValue();
        }
        double d = 1;
        for (int i = 0; i < POW10.length; i++) {
            POW10[i] = d;
            d *= 10;
        }
        float f = 1;
        for (int i = 0; i < POW10F.length; i++) {
            POW10F[i] = f;
            f *= 10;
        }
    }

    /**
     * The high 64 bits of the normalized 128-bit mantissa of 10^q, rounded down (the top
     * bit set), for MIN_EXP10 <= q <= MAX_EXP10: the table Eisel-Lemire reads, shared with
     * the float writer.
     */
    public static long pow10Hi(int q) {
        return HI[q - MIN_EXP10];
    }

    /** The low 64 bits of the mantissa {@link #pow10Hi} gives the high bits of. */
    public static long pow10Lo(int q) {
        return LO[q - MIN_EXP10];
    }

    private static long mulHigh(long a, long b) {
        return Math.multiplyHigh(a, b) + ((a >> 63) & b) + ((b >> 63) & a);
    }

    /** Returns man * 10^exp10 (man unsigned, non-zero) correctly rounded, or NaN if undecided. */
    public static double toDouble(long man, int exp10, boolean neg) {
        if (man >= 0 && man <= (1L << 53) && exp10 >= -22 && exp10 <= 22) {
            double d = (double) man;
            d = exp10 < 0 ? d / POW10[-exp10] : d * POW10[exp10];
            return neg ? -d : d;
        }
        long bits = eiselLemire(man, exp10, 52, 11, 1023);
        if (bits < 0) {
            return Double.NaN;
        }
        return Double.longBitsToDouble(neg ? bits | Long.MIN_VALUE : bits);
    }

    /** Returns man * 10^exp10 (man unsigned, non-zero) correctly rounded, or NaN if undecided. */
    public static float toFloat(long man, int exp10, boolean neg) {
        if (man >= 0 && man <= (1L << 24) && exp10 >= -10 && exp10 <= 10) {
            float f = (float) man;
            f = exp10 < 0 ? f / POW10F[-exp10] : f * POW10F[exp10];
            return neg ? -f : f;
        }
        long bits = eiselLemire(man, exp10, 23, 8, 127);
        if (bits < 0) {
            return Float.NaN;
        }
        int b = (int) bits;
        return Float.intBitsToFloat(neg ? b | Integer.MIN_VALUE : b);
    }

    /**
     * Eisel-Lemire for a binary format with {@code mbits} explicit mantissa bits. Returns the
     * bits of the positive result, or -1 when the result is not certain, subnormal or
     * out of range (the caller falls back to the JDK).
     */
    private static long eiselLemire(long man, int exp10, int mbits, int ebits, int bias) {
        if (exp10 < MIN_EXP10 || exp10 > MAX_EXP10 || man == 0) {
            return -1;
        }
        int clz = Long.numberOfLeadingZeros(man);
        man <<= clz;
        long retExp2 = (long) ((217706 * exp10) >> 16) + 64 + bias - clz;
        int idx = exp10 - MIN_EXP10;
        long xHi = mulHigh(man, HI[idx]);
        long xLo = man * HI[idx];
        int shiftBits = 64 - mbits - 3; // 9 for double, 38 for float
        long lowMask = (1L << shiftBits) - 1;
        if ((xHi & lowMask) == lowMask && Long.compareUnsigned(xLo + man, man) < 0) {
            long yHi = mulHigh(man, LO[idx]);
            long yLo = man * LO[idx];
            long mergedHi = xHi;
            long mergedLo = xLo + yHi;
            if (Long.compareUnsigned(mergedLo, xLo) < 0) {
                mergedHi++;
            }
            if ((mergedHi & lowMask) == lowMask && mergedLo + 1 == 0
                    && Long.compareUnsigned(yLo + man, man) < 0) {
                return -1;
            }
            xHi = mergedHi;
            xLo = mergedLo;
        }
        long msb = xHi >>> 63;
        long retMan = xHi >>> (msb + shiftBits);
        retExp2 -= 1 ^ msb;
        if (xLo == 0 && (xHi & lowMask) == 0 && (retMan & 3) == 1) {
            return -1;
        }
        retMan += retMan & 1;
        retMan >>>= 1;
        if ((retMan >>> (mbits + 1)) > 0) {
            retMan >>>= 1;
            retExp2 += 1;
        }
        long maxExp = (1L << ebits) - 1;
        if (retExp2 - 1 >= maxExp - 1 || retExp2 <= 0) {
            return -1;
        }
        return (retExp2 << mbits) | (retMan & ((1L << mbits) - 1));
    }
}
