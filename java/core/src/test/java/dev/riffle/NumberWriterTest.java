package dev.riffle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Integers against Long.toString / Integer.toString, and the decimal layout rules. */
class NumberWriterTest {
    static Stream<Arguments> longs() {
        return Stream.of(
            Arguments.of("zero", 0L), Arguments.of("one", 1L), Arguments.of("minus one", -1L),
            Arguments.of("nine", 9L), Arguments.of("ten", 10L), Arguments.of("99", 99L),
            Arguments.of("100", 100L), Arguments.of("10^8 - 1", 99_999_999L),
            Arguments.of("10^8", 100_000_000L), Arguments.of("int max", (long) Integer.MAX_VALUE),
            Arguments.of("int min", (long) Integer.MIN_VALUE), Arguments.of("2^31", 1L << 31),
            Arguments.of("10^16", 10_000_000_000_000_000L), Arguments.of("10^18", 1_000_000_000_000_000_000L),
            Arguments.of("10^18 - 1", 999_999_999_999_999_999L),
            Arguments.of("long max", Long.MAX_VALUE), Arguments.of("long min", Long.MIN_VALUE),
            Arguments.of("long min + 1", Long.MIN_VALUE + 1));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("longs")
    void longMatchesLongToString(String name, long v) {
        assertEquals(Long.toString(v), writeLong(v));
        if (v == (int) v) {
            assertEquals(Integer.toString((int) v), writeInt((int) v));
        }
    }

    @Test
    void everyDigitCountAndRandomValues() {
        for (long p = 1; p > 0 && p <= Long.MAX_VALUE / 10; p *= 10) {
            for (long v : new long[] {p - 1, p, p + 1, -p, -(p - 1), 2 * p, 9 * p}) {
                assertEquals(Long.toString(v), writeLong(v));
                assertEquals(Long.toString(v).replace("-", "").length(), NumberWriter.digitCount(Math.abs(v)));
            }
        }
        SplittableRandom r = new SplittableRandom(7);
        for (int i = 0; i < 100_000; i++) {
            long v = r.nextLong() >> r.nextInt(64);
            assertEquals(Long.toString(v), writeLong(v));
            int w = r.nextInt() >> r.nextInt(32);
            assertEquals(Integer.toString(w), writeInt(w));
        }
    }

    static Stream<Arguments> decimals() {
        return Stream.of(
            Arguments.of("integer", 123L, 0, "123"),
            Arguments.of("trailing zeros stripped then padded", 1200L, 0, "1200"),
            Arguments.of("fraction", 15L, -1, "1.5"),
            Arguments.of("17 digits with zeros", 10_000_000_000_000_000L, -17, "0.1"),
            Arguments.of("20 integer digits", 1L, 20, "100000000000000000000"),
            Arguments.of("21 digits is exponent form", 1L, 21, "1e+21"),
            Arguments.of("multi-digit exponent form", 123L, 30, "1.23e+32"),
            Arguments.of("smallest plain", 1L, -6, "0.000001"),
            Arguments.of("first exponent below", 1L, -7, "1e-7"),
            Arguments.of("exponent with digits", 125L, -9, "1.25e-7"),
            Arguments.of("three-digit exponent", 5L, -324, "5e-324"),
            Arguments.of("plain fraction with leading zeros", 1234L, -9, "0.000001234"),
            Arguments.of("point in the middle", 12345678901234567L, -5, "123456789012.34567"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("decimals")
    void decimalLayout(String name, long f, int e, String want) {
        byte[] b = new byte[40];
        int n = NumberWriter.writeDecimal(b, 3, f, e);
        assertEquals(want, new String(b, 3, n - 3, StandardCharsets.US_ASCII));
    }

    static String writeLong(long v) {
        byte[] b = new byte[30];
        int n = NumberWriter.writeLong(b, 5, v);
        return new String(b, 5, n - 5, StandardCharsets.US_ASCII);
    }

    static String writeInt(int v) {
        byte[] b = new byte[30];
        int n = NumberWriter.writeInt(b, 5, v);
        return new String(b, 5, n - 5, StandardCharsets.US_ASCII);
    }
}
