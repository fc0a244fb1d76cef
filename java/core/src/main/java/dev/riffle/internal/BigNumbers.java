package dev.riffle.internal;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;

/**
 * Exact conversion of valid JSON number tokens to {@link BigInteger} and
 * {@link BigDecimal}, and the scale the number-scale limit checks. The Go twin is
 * {@code go/read_big.go} ({@code numberScale}, {@code decimalInt}).
 *
 * <p>The JDK's {@code new BigInteger(String)} and {@code new BigDecimal(String)} are
 * quadratic in the digit count (a million digits take tens of seconds); here a long run
 * of digits is cut in two, {@code hi * 10^n + lo}, with the powers {@code 10^n} made once
 * by squaring, so the cost is that of {@link BigInteger#multiply} (Karatsuba and
 * Toom-Cook).
 */
public final class BigNumbers {
    /** Runs up to this many digits go to the JDK's own conversion. */
    private static final int CHUNK = 400;
    /** An exponent stops growing here: far beyond any scale an int can hold. */
    private static final long EXPONENT_CAP = 100_000_000_000_000L;

    private BigNumbers() {
    }

    /**
     * The scale of the valid number token {@code b[start, end)}: its fraction digits minus
     * its exponent, as {@link BigDecimal#scale()} gives for the same text ({@code 2} for
     * {@code 1.50}, {@code -999} for {@code 1e999}). An exponent of more than 15 digits
     * saturates at about 10^15.
     */
    public static long scale(byte[] b, int start, int end) {
        int i = start;
        while (i < end && b[i] != '.' && (b[i] | 0x20) != 'e') {
            i++;
        }
        long scale = 0;
        if (i < end && b[i] == '.') {
            int j = i + 1;
            while (j < end && b[j] >= '0' && b[j] <= '9') {
                j++;
            }
            scale = j - i - 1;
            i = j;
        }
        if (i == end) {
            return scale;
        }
        i++; // the 'e'
        boolean neg = b[i] == '-';
        if (b[i] == '-' || b[i] == '+') {
            i++;
        }
        long exp = 0;
        for (; i < end; i++) {
            if (exp < EXPONENT_CAP) {
                exp = exp * 10 + (b[i] - '0');
            }
        }
        return neg ? scale + exp : scale - exp;
    }

    /** The non-negative integer that the ASCII digits {@code b[from, to)} spell (at least one digit). */
    public static BigInteger integer(byte[] b, int from, int to) {
        int levels = 0;
        while ((long) CHUNK << levels < to - from) {
            levels++;
        }
        BigInteger[] powers = new BigInteger[levels]; // powers[k] = 10^(CHUNK << k)
        for (int k = 0; k < levels; k++) {
            powers[k] = k == 0 ? BigInteger.TEN.pow(CHUNK) : powers[k - 1].multiply(powers[k - 1]);
        }
        return split(b, from, to, powers, levels);
    }

    /** {@link #integer}'s recursion; powers[0, levels) covers every split the run needs. */
    private static BigInteger split(byte[] b, int from, int to, BigInteger[] powers, int levels) {
        int len = to - from;
        if (len <= CHUNK) {
            return new BigInteger(new String(b, from, len, StandardCharsets.ISO_8859_1));
        }
        int k = levels - 1;
        while ((long) CHUNK << k >= len) {
            k--;
        }
        int n = CHUNK << k; // the largest split below the length: hi has at most n digits
        BigInteger hi = split(b, from, to - n, powers, k);
        BigInteger lo = split(b, to - n, to, powers, k);
        return hi.multiply(powers[k]).add(lo);
    }

    /**
     * The valid number token {@code b[start, end)} as the {@link BigDecimal} that
     * {@code new BigDecimal(text)} gives (the same unscaled value and scale), given its
     * scale, which must fit an int.
     */
    public static BigDecimal decimal(byte[] b, int start, int end, int scale) {
        boolean neg = b[start] == '-';
        int from = neg ? start + 1 : start;
        int intEnd = from;
        while (intEnd < end && b[intEnd] >= '0' && b[intEnd] <= '9') {
            intEnd++;
        }
        BigInteger unscaled;
        if (intEnd < end && b[intEnd] == '.') {
            int fracEnd = intEnd + 1;
            while (fracEnd < end && b[fracEnd] >= '0' && b[fracEnd] <= '9') {
                fracEnd++;
            }
            byte[] digits = new byte[fracEnd - from - 1];
            System.arraycopy(b, from, digits, 0, intEnd - from);
            System.arraycopy(b, intEnd + 1, digits, intEnd - from, fracEnd - intEnd - 1);
            unscaled = integer(digits, 0, digits.length);
        } else {
            unscaled = integer(b, from, intEnd);
        }
        return new BigDecimal(neg ? unscaled.negate() : unscaled, scale);
    }
}
