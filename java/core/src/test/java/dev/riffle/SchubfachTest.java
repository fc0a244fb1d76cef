package dev.riffle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Doubles and floats: the text must be Go's encoding/json text (golden rows made with
 * Go 1.26's json.Marshal), read back to the same bits, be the shortest such decimal and
 * the closest of those (checked against an exact BigDecimal search on every JDK, and
 * against Double.toString / Float.toString on JDK 19+ whose digits are Schubfach's too).
 */
class SchubfachTest {
    static final boolean JDK_SHORTEST = Runtime.version().feature() >= 19;
    /** Go's float text: the JSON number grammar with a lower-case 'e', a sign, no exponent zeros. */
    static final java.util.regex.Pattern NUMBER =
            java.util.regex.Pattern.compile("-?(0|[1-9][0-9]*)(\\.[0-9]+)?(e[+-][1-9][0-9]*)?");

    static Arguments row(String name, long bits, String want) {
        return Arguments.of(name, bits, want);
    }

    static Arguments frow(String name, int bits, String want) {
        return Arguments.of(name, bits, want);
    }

    /** Go 1.26: fmt.Printf of json.Marshal(float64(x)). */
    static Stream<Arguments> goDoubles() {
        return Stream.of(
            row("zero", 0x0000000000000000L, "0"),
            row("negative zero", 0x8000000000000000L, "-0"),
            row("one", 0x3ff0000000000000L, "1"),
            row("minus one", 0xbff0000000000000L, "-1"),
            row("0.1", 0x3fb999999999999aL, "0.1"),
            row("0.2", 0x3fc999999999999aL, "0.2"),
            row("0.3", 0x3fd3333333333333L, "0.3"),
            row("0.1+0.2", 0x3fd3333333333334L, "0.30000000000000004"),
            row("1.5", 0x3ff8000000000000L, "1.5"),
            row("100", 0x4059000000000000L, "100"),
            row("1e20 plain", 0x4415af1d78b58c40L, "100000000000000000000"),
            row("1e21 switches to exponent", 0x444b1ae4d6e2ef50L, "1e+21"),
            row("1e22", 0x4480f0cf064dd592L, "1e+22"),
            row("1e23 (JDK 17 prints 9.999999999999999E22)", 0x44b52d02c7e14af6L, "1e+23"),
            row("just below 1e21", 0x444b1ae4d6e2ef4fL, "999999999999999900000"),
            row("1e-6 plain", 0x3eb0c6f7a0b5ed8dL, "0.000001"),
            row("1e-7 exponent, no leading zero", 0x3e7ad7f29abcaf48L, "1e-7"),
            row("0.000001234", 0x3eb4b3fd5942cd96L, "0.000001234"),
            row("123456.789", 0x40fe240c9fbe76c9L, "123456.789"),
            row("MAX_VALUE", 0x7fefffffffffffffL, "1.7976931348623157e+308"),
            row("-MAX_VALUE", 0xffefffffffffffffL, "-1.7976931348623157e+308"),
            row("MIN_VALUE (JDK: 4.9E-324)", 0x0000000000000001L, "5e-324"),
            row("2 * MIN_VALUE", 0x0000000000000002L, "1e-323"),
            row("3 * MIN_VALUE", 0x0000000000000003L, "1.5e-323"),
            row("largest subnormal", 0x000fffffffffffffL, "2.225073858507201e-308"),
            row("MIN_NORMAL", 0x0010000000000000L, "2.2250738585072014e-308"),
            row("subnormal 4.9e-322", 0x0000000000000063L, "4.9e-322"),
            row("2/3", 0x3fe5555555555555L, "0.6666666666666666"),
            row("pi", 0x400921fb54442d18L, "3.141592653589793"),
            row("e", 0x4005bf0a8b145769L, "2.718281828459045"),
            row("2^60", 0x43b0000000000000L, "1152921504606847000"),
            row("2^53-1", 0x433fffffffffffffL, "9007199254740991"),
            row("2^53", 0x4340000000000000L, "9007199254740992"),
            row("2^54", 0x4350000000000000L, "18014398509481984"),
            row("5e-7", 0x3ea0c6f7a0b5ed8dL, "5e-7"),
            row("0.0000125", 0x3eea36e2eb1c432dL, "0.0000125"),
            row("1e15", 0x430c6bf526340000L, "1000000000000000"),
            row("1e16", 0x4341c37937e08000L, "10000000000000000"),
            row("1e17", 0x4376345785d8a000L, "100000000000000000"),
            row("123e18", 0x441aabdf2145b430L, "123000000000000000000"),
            row("1 + ulp", 0x3ff0000000000001L, "1.0000000000000002"),
            row("1 - ulp", 0x3fefffffffffffffL, "0.9999999999999999"),
            row("17 digits e-300", 0x01aa74fe1c1e8908L, "1.2345678901234568e-300"),
            row("4.35", 0x4011666666666666L, "4.35"),
            row("2.5", 0x4004000000000000L, "2.5"),
            row("1e100", 0x54b249ad2594c37dL, "1e+100"),
            row("1e-100", 0x2b2bff2ee48e0530L, "1e-100"),
            row("1.7e308", 0x7fee42d130773b76L, "1.7e+308"),
            row("8.41e21", 0x447c7e83209e90b2L, "8.41e+21"),
            row("3e-7", 0x3e9421f5f40d8376L, "3e-7"),
            row("Avogadro", 0x44dfe185ca57c517L, "6.02214076e+23"),
            row("-1.5e-9", 0xbe19c511dc3a41dfL, "-1.5e-9"));
    }

    /** Go 1.26: fmt.Printf of json.Marshal(float32(x)). */
    static Stream<Arguments> goFloats() {
        return Stream.of(
            frow("zero", 0x00000000, "0"),
            frow("negative zero", 0x80000000, "-0"),
            frow("one", 0x3f800000, "1"),
            frow("0.1", 0x3dcccccd, "0.1"),
            frow("0.2", 0x3e4ccccd, "0.2"),
            frow("0.3", 0x3e99999a, "0.3"),
            frow("1.5", 0x3fc00000, "1.5"),
            frow("2^24", 0x4b800000, "16777216"),
            frow("1e-6", 0x358637bd, "0.000001"),
            frow("1e-7", 0x33d6bf95, "1e-7"),
            frow("1e20", 0x60ad78ec, "100000000000000000000"),
            frow("1e21", 0x6258d727, "1e+21"),
            frow("MAX_VALUE", 0x7f7fffff, "3.4028235e+38"),
            frow("MIN_VALUE (JDK: 1.4E-45)", 0x00000001, "1e-45"),
            frow("2 * MIN_VALUE", 0x00000002, "3e-45"),
            frow("MIN_NORMAL", 0x00800000, "1.1754944e-38"),
            frow("largest subnormal", 0x007fffff, "1.1754942e-38"),
            frow("pi", 0x40490fdb, "3.1415927"),
            frow("123456.79", 0x47f12065, "123456.79"),
            frow("7.038531e-26", 0x15ae43fd, "7.038531e-26"),
            frow("2/3", 0x3f2aaaab, "0.6666667"),
            frow("1e10", 0x501502f9, "10000000000"),
            frow("just below 1e-6", 0x358637bc, "9.999999e-7"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("goDoubles")
    void doubleMatchesGo(String name, long bits, String want) {
        double v = Double.longBitsToDouble(bits);
        assertEquals(want, writeDouble(v));
        checkDouble(v);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("goFloats")
    void floatMatchesGo(String name, int bits, String want) {
        float v = Float.intBitsToFloat(bits);
        assertEquals(want, writeFloat(v));
        checkFloat(v);
    }

    static String writeDouble(double v) {
        byte[] b = new byte[32];
        int n = Schubfach.writeDouble(b, 0, v);
        return new String(b, 0, n, java.nio.charset.StandardCharsets.US_ASCII);
    }

    static String writeFloat(float v) {
        byte[] b = new byte[32];
        int n = Schubfach.writeFloat(b, 0, v);
        return new String(b, 0, n, java.nio.charset.StandardCharsets.US_ASCII);
    }

    /** Random bit patterns: uniform, small exponents (subnormals), and near-integers. */
    static long randomDoubleBits(SplittableRandom r, int i) {
        long b = r.nextLong();
        switch (i % 4) {
            case 1: // subnormal or tiny
                return b & 0x800FFFFFFFFFFFFFL | (long) r.nextInt(64) << 52;
            case 2: // an integer-ish value with trailing zero bits
                b = b & 0x800FFFFFFFFFFFFFL | (long) (1023 + r.nextInt(80)) << 52;
                return b & ~((1L << r.nextInt(53)) - 1);
            default:
                return b;
        }
    }

    @Test
    void randomDoubles() {
        SplittableRandom r = new SplittableRandom(20261122);
        int checked = 0;
        for (int i = 0; i < 200_000; i++) {
            double v = Double.longBitsToDouble(randomDoubleBits(r, i));
            if (!Double.isFinite(v)) {
                continue;
            }
            checkDouble(v);
            if (i % 40 == 0 || Math.abs(v) < Double.MIN_NORMAL && i % 4 == 1) {
                assertEquals(oracleDouble(v), decimal(writeDouble(v)), () -> "oracle for " + v);
            }
            checked++;
        }
        assertTrue(checked > 150_000);
    }

    @Test
    void randomFloats() {
        SplittableRandom r = new SplittableRandom(17);
        for (int i = 0; i < 200_000; i++) {
            int bits = r.nextInt();
            if (i % 3 == 1) {
                bits = bits & 0x807FFFFF | r.nextInt(16) << 23;
            }
            float v = Float.intBitsToFloat(bits);
            if (!Float.isFinite(v)) {
                continue;
            }
            checkFloat(v);
            if (i % 40 == 0 || Math.abs(v) < Float.MIN_NORMAL) {
                assertEquals(oracleFloat(v), decimal(writeFloat(v)), () -> "oracle for " + v);
            }
        }
    }

    @Test
    void powersOfTwoAndTen() {
        for (int e = -1074; e <= 1023; e++) {
            double v = Math.scalb(1.0, e);
            checkDouble(v);
            checkDouble(Math.nextUp(v));
            checkDouble(Math.nextDown(v));
            assertEquals(oracleDouble(v), decimal(writeDouble(v)), () -> "2^" + v);
            if (e >= -149 && e <= 127) {
                float f = Math.scalb(1.0f, e);
                checkFloat(f);
                assertEquals(oracleFloat(f), decimal(writeFloat(f)));
            }
        }
        for (int e = -325; e <= 308; e++) {
            double v = Double.parseDouble("1e" + e);
            checkDouble(v);
            checkDouble(Math.nextUp(v));
            checkDouble(Math.nextDown(v));
        }
    }

    @Test
    void allSmallSubnormalsAndFloatSubnormalSample() {
        for (long t = 1; t < 2000; t++) {
            double v = Double.longBitsToDouble(t);
            checkDouble(v);
            assertEquals(oracleDouble(v), decimal(writeDouble(v)));
        }
        for (int t = 1; t < 0x800000; t += 1009) {
            float v = Float.intBitsToFloat(t);
            checkFloat(v);
            assertEquals(oracleFloat(v), decimal(writeFloat(v)));
        }
    }

    @Test
    void formatBoundaries() {
        // 1e-6 <= |v| < 1e21 plain, else exponent (Go's encoding/json rule).
        assertEquals("0.000001", writeDouble(1e-6));
        assertEquals("9.999999999999997e-7", writeDouble(Math.nextDown(1e-6)));
        assertEquals("1e+21", writeDouble(1e21));
        assertEquals("999999999999999900000", writeDouble(Math.nextDown(1e21)));
        assertEquals("-1e+21", writeDouble(-1e21));
        assertEquals("-0.000001", writeDouble(-1e-6));
        assertEquals("12345678901234567000", writeDouble(12345678901234567890.0));
        assertEquals("0.12345678901234568", writeDouble(0.12345678901234568));
    }

    /**
     * testdata/float-boundaries.jsonl: doubles whose scaled fraction in the regular path
     * (Żmij's method, the Go side's shortestRegular) falls next to one of its decision
     * boundaries at each binary exponent, found by search on the Go side
     * (TestFloatFormatBoundaries), with Go's text. Random bits almost never reach these.
     */
    @Test
    void decisionBoundariesMatchGo() {
        java.util.List<java.util.Map<String, Object>> rows = TestData.jsonl("float-boundaries.jsonl");
        assertTrue(rows.size() > 500, "rows: " + rows.size());
        for (java.util.Map<String, Object> r : rows) {
            double v = Double.longBitsToDouble(Long.parseUnsignedLong(((String) r.get("bits")).substring(2), 16));
            assertEquals(r.get("json"), writeDouble(v), (String) r.get("name"));
            checkDouble(v);
            checkDouble(Math.nextUp(v));
            checkDouble(Math.nextDown(v));
        }
    }

    /** The layouts of the seventeen-digit writer: every point position, leading zeros and trailing zeros. */
    @Test
    void seventeenDigitLayouts() {
        SplittableRandom r = new SplittableRandom(28);
        for (int e = -8; e <= 22; e++) {
            for (int digits = 1; digits <= 17; digits++) {
                for (int i = 0; i < 40; i++) {
                    long d = 1 + r.nextLong(pow10(digits) - 1);
                    double v = Double.parseDouble(d + "e" + (e - digits + 1));
                    checkDouble(v);
                    checkDouble(Math.nextUp(v));
                    if (i % 8 == 0) {
                        assertEquals(oracleDouble(v), decimal(writeDouble(v)), () -> "oracle for " + v);
                    }
                }
            }
        }
    }

    private static long pow10(int n) {
        long p = 1;
        for (int i = 0; i < n; i++) {
            p *= 10;
        }
        return p;
    }

    @Test
    void logApproximationsAreExactOverTheirRange() {
        for (int q = -1200; q <= 1100; q++) {
            int k = Schubfach.flog10pow2(q);
            // 10^k <= 2^q < 10^(k+1)
            assertTrue(cmpPow10Pow2(k, q) <= 0 && cmpPow10Pow2(k + 1, q) > 0, "flog10pow2 " + q);
            int k3 = Schubfach.flog10threeQuartersPow2(q);
            // 10^k3 <= 3 * 2^(q-2) < 10^(k3+1)
            assertTrue(cmp3(k3, q) <= 0 && cmp3(k3 + 1, q) > 0, "flog10threeQuartersPow2 " + q);
        }
        for (int e = -400; e <= 400; e++) {
            int r = Schubfach.flog2pow10(e);
            // 2^r <= 10^e < 2^(r+1)
            assertTrue(cmpPow10Pow2(e, r) >= 0 && cmpPow10Pow2(e, r + 1) < 0, "flog2pow10 " + e);
        }
    }

    /** sign(10^k - 2^q), exactly. */
    private static int cmpPow10Pow2(int k, int q) {
        return cmpScaled(BigInteger.ONE, k, q);
    }

    /** sign(10^k - 3 * 2^(q-2)), exactly. */
    private static int cmp3(int k, int q) {
        return cmpScaled(BigInteger.valueOf(3), k, q - 2);
    }

    /** sign(10^k - m * 2^q). */
    private static int cmpScaled(BigInteger m, int k, int q) {
        BigInteger left = BigInteger.ONE;
        BigInteger right = m;
        if (k >= 0) {
            left = left.multiply(BigInteger.TEN.pow(k));
        } else {
            right = right.multiply(BigInteger.TEN.pow(-k));
        }
        if (q >= 0) {
            right = right.shiftLeft(q);
        } else {
            left = left.shiftLeft(-q);
        }
        return left.compareTo(right);
    }

    // ---- checks ---------------------------------------------------------------------

    /** Round trip, JSON number grammar, and on JDK 19+ the same decimal as Double.toString. */
    static void checkDouble(double v) {
        String s = writeDouble(v);
        assertTrue(NUMBER.matcher(s).matches(), s);
        assertEquals(Double.doubleToRawLongBits(v), Double.doubleToRawLongBits(Double.parseDouble(s)),
                () -> "round trip of " + v + " via " + s);
        if (JDK_SHORTEST && v != 0) {
            compareWithJdk(decimal(s), decimal(Double.toString(v)), v);
        }
    }

    static void checkFloat(float v) {
        String s = writeFloat(v);
        assertTrue(NUMBER.matcher(s).matches(), s);
        assertEquals(Float.floatToRawIntBits(v), Float.floatToRawIntBits(Float.parseFloat(s)),
                () -> "round trip of " + v + " via " + s);
        if (JDK_SHORTEST && v != 0) {
            compareWithJdk(decimal(s), decimal(Float.toString(v)), v);
        }
    }

    /**
     * Same digits and exponent as the JDK, except where the JDK by its specification
     * prefers a closer 2-digit decimal over the shortest 1-digit one (tiny subnormals):
     * then ours must have 1 digit and be what the exact search finds.
     */
    private static void compareWithJdk(BigDecimal ours, BigDecimal jdk, double v) {
        if (ours.precision() == 1 && jdk.precision() == 2) {
            assertTrue(Math.abs(v) < Float.MIN_NORMAL, () -> "1 vs 2 digits for a normal value " + v);
            return;
        }
        assertEquals(jdk, ours, () -> "digits of " + v);
    }

    /** The decimal value of a number's text, with trailing zeros stripped. */
    static BigDecimal decimal(String s) {
        return new BigDecimal(s).stripTrailingZeros();
    }

    /** The shortest decimal in v's rounding interval, the closest of those, ties to even. */
    static BigDecimal oracleDouble(double v) {
        if (v == 0) {
            return BigDecimal.ZERO;
        }
        double a = Math.abs(v);
        BigDecimal x = new BigDecimal(a);
        BigDecimal lo = x.add(new BigDecimal(Math.nextDown(a))).divide(BigDecimal.valueOf(2));
        BigDecimal hi = a == Double.MAX_VALUE
                ? x.add(new BigDecimal(Math.ulp(a)).divide(BigDecimal.valueOf(2)))
                : x.add(new BigDecimal(Math.nextUp(a))).divide(BigDecimal.valueOf(2));
        boolean even = (Double.doubleToRawLongBits(a) & 1) == 0;
        BigDecimal d = search(x, lo, hi, even);
        return v < 0 ? d.negate() : d;
    }

    static BigDecimal oracleFloat(float v) {
        if (v == 0) {
            return BigDecimal.ZERO;
        }
        float a = Math.abs(v);
        BigDecimal x = new BigDecimal(a);
        BigDecimal lo = x.add(new BigDecimal(Math.nextDown(a))).divide(BigDecimal.valueOf(2));
        BigDecimal hi = a == Float.MAX_VALUE
                ? x.add(new BigDecimal(Math.ulp(a)).divide(BigDecimal.valueOf(2)))
                : x.add(new BigDecimal(Math.nextUp(a))).divide(BigDecimal.valueOf(2));
        boolean even = (Float.floatToRawIntBits(a) & 1) == 0;
        BigDecimal d = search(x, lo, hi, even);
        return v < 0 ? d.negate() : d;
    }

    private static BigDecimal search(BigDecimal x, BigDecimal lo, BigDecimal hi, boolean inclusive) {
        for (int n = 1; n <= 20; n++) {
            BigDecimal down = x.round(new MathContext(n, RoundingMode.FLOOR));
            BigDecimal up = x.round(new MathContext(n, RoundingMode.CEILING));
            boolean downIn = inside(down, lo, hi, inclusive);
            boolean upIn = inside(up, lo, hi, inclusive);
            if (downIn && upIn) {
                int c = x.subtract(down).compareTo(up.subtract(x));
                if (c == 0) { // a tie: the one with an even last digit
                    BigInteger u = down.unscaledValue();
                    return (u.testBit(0) ? up : down).stripTrailingZeros();
                }
                return (c < 0 ? down : up).stripTrailingZeros();
            }
            if (downIn) {
                return down.stripTrailingZeros();
            }
            if (upIn) {
                return up.stripTrailingZeros();
            }
        }
        throw new AssertionError("no decimal found for " + x);
    }

    private static boolean inside(BigDecimal d, BigDecimal lo, BigDecimal hi, boolean inclusive) {
        int a = d.compareTo(lo);
        int b = d.compareTo(hi);
        return inclusive ? a >= 0 && b <= 0 : a > 0 && b < 0;
    }
}
