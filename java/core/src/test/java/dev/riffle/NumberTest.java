package dev.riffle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.riffle.internal.FastDouble;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Number reading: exactness against the JDK, ranges, and error kinds. */
class NumberTest {

    static double d(String s) {
        return JsonIterator.of(s).readDouble();
    }

    static float f(String s) {
        return JsonIterator.of(s).readFloat();
    }

    static void sameDouble(String s) {
        double want = Double.parseDouble(s);
        double got;
        try {
            got = d(s);
        } catch (JsonException e) {
            if (Double.isInfinite(want)) {
                assertEquals(ErrorKind.NUMBER_RANGE, e.kind());
                return;
            }
            throw e;
        }
        assertEquals(Double.doubleToRawLongBits(want), Double.doubleToRawLongBits(got), s);
    }

    static void sameFloat(String s) {
        float want = Float.parseFloat(s);
        float got;
        try {
            got = f(s);
        } catch (JsonException e) {
            if (Float.isInfinite(want)) {
                assertEquals(ErrorKind.NUMBER_RANGE, e.kind());
                return;
            }
            throw e;
        }
        assertEquals(Float.floatToRawIntBits(want), Float.floatToRawIntBits(got), s);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "0", "-0", "-0.0", "0e10", "1", "-1", "1.5", "1e308", "1.7976931348623157e308", "4.9e-324", "2.2250738585072014e-308",
        "2.2250738585072011e-308", "1e-400", "-1e-400", "123456789012345678", "12345678901234567", "9007199254740993",
        "9007199254740992", "0.1", "0.30000000000000004", "1.00000000000000011102230246251565404236316680908203125",
        "1.00000000000000011102230246251565404236316680908203124", "2.4703282292062327e-324", "2.4703282292062328e-324",
        "7.2057594037927933e16", "123456789012345678901234567890", "0.000000000000000000000000000001234",
        "3.4028235e38", "3.4028236e38", "1.4e-45", "7e-46", "1e23", "8.589973e9", "-65.613616999999977",
        "179769313486231580793728971405303415079934132710037826936173778980444968292764750946649017977587207096330286416692887910946555547851940402630657488671505820681908902000708383676273854845817711531764475730270069855571366959622842914819860834936475292719074168444365510704342711559699508093042880177904174497791.9999999999999999999999999999999999999999999999999999999999999999999999"
    })
    void exactEdges(String s) {
        sameDouble(s);
        sameFloat(s);
    }

    @Test
    void overflowIsRange() {
        assertEquals(ErrorKind.NUMBER_RANGE, assertThrows(JsonException.class, () -> d("1e309")).kind());
        assertEquals(ErrorKind.NUMBER_RANGE, assertThrows(JsonException.class, () -> d("-1e999999")).kind());
        assertEquals(ErrorKind.NUMBER_RANGE, assertThrows(JsonException.class, () -> f("1e39")).kind());
        assertEquals(0.0, d("1e-999999"));
    }

    @Test
    void randomBitPatterns() {
        SplittableRandom r = new SplittableRandom(42);
        for (int i = 0; i < 100_000; i++) {
            double x = Double.longBitsToDouble(r.nextLong());
            if (Double.isNaN(x) || Double.isInfinite(x)) {
                continue;
            }
            String s = Double.toString(x);
            double got = d(s);
            assertEquals(Double.doubleToRawLongBits(x), Double.doubleToRawLongBits(got), s);
            float fx = Float.intBitsToFloat(r.nextInt());
            if (!Float.isNaN(fx) && !Float.isInfinite(fx)) {
                String fs = Float.toString(fx);
                assertEquals(Float.floatToRawIntBits(fx), Float.floatToRawIntBits(f(fs)), fs);
            }
        }
    }

    @Test
    void randomDecimals() {
        SplittableRandom r = new SplittableRandom(7);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 100_000; i++) {
            sb.setLength(0);
            if (r.nextBoolean()) {
                sb.append('-');
            }
            int digits = 1 + r.nextInt(r.nextBoolean() ? 17 : 40);
            sb.append((char) ('1' + r.nextInt(9)));
            for (int k = 1; k < digits; k++) {
                sb.append((char) ('0' + r.nextInt(10)));
            }
            if (r.nextBoolean() && digits > 1) {
                sb.insert(sb.length() - r.nextInt(digits - 1) - 1, '.');
            }
            if (r.nextBoolean()) {
                sb.append('e').append(r.nextInt(-345, 330));
            }
            String s = sb.toString();
            sameDouble(s);
            sameFloat(s);
        }
    }

    @Test
    void halfwayCases() {
        // Exactly between two doubles: ties to even must match the JDK.
        BigDecimal one = new BigDecimal(1.0);
        for (int e = -60; e <= 60; e += 3) {
            double x = Math.scalb(1.0, e);
            BigDecimal lo = new BigDecimal(x);
            BigDecimal hi = new BigDecimal(Math.nextUp(x));
            String mid = lo.add(hi).divide(BigDecimal.valueOf(2)).toString();
            sameDouble(mid);
            sameDouble(lo.add(hi).divide(BigDecimal.valueOf(2)).add(one.movePointLeft(400)).toPlainString());
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "0, 0", "-0, 0", "1, 1", "-1, -1", "9223372036854775807, 9223372036854775807",
        "-9223372036854775808, -9223372036854775808", "00000000000000000001e0, x"
    })
    void longs(String s, String want) {
        if (want.equals("x")) {
            assertEquals(ErrorKind.INVALID_NUMBER, assertThrows(JsonException.class, () -> JsonIterator.of(s).readLong()).kind());
            return;
        }
        assertEquals(Long.parseLong(want), JsonIterator.of(s).readLong());
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
        "9223372036854775808, number-range", "-9223372036854775809, number-range",
        "100000000000000000000, number-range", "1.0, type-mismatch", "1e2, type-mismatch", "\"1\", type-mismatch",
        "2147483648, int"
    })
    void longErrors(String s, String kind) {
        if (kind.equals("int")) {
            assertEquals(2147483648L, JsonIterator.of(s).readLong());
            JsonException e = assertThrows(JsonException.class, () -> JsonIterator.of(s).readInt());
            assertEquals(ErrorKind.NUMBER_RANGE, e.kind());
            assertEquals(0, e.offset());
            return;
        }
        JsonException e = assertThrows(JsonException.class, () -> JsonIterator.of("[" + s + "]").readArrayCB(it -> {
            it.readLong();
            return true;
        }));
        assertEquals(kind, e.kind().id());
        assertEquals(1, e.offset());
        assertEquals("/0", e.pointer());
    }

    @Test
    void fastPathDecides() {
        // The Eisel-Lemire path must decide nearly always (the JDK fallback is for rare cases).
        SplittableRandom r = new SplittableRandom(3);
        int undecided = 0;
        for (int i = 0; i < 100_000; i++) {
            long man = r.nextLong(1, 1_000_000_000_000_000_000L);
            int exp = r.nextInt(-300, 290);
            double got = FastDouble.toDouble(man, exp, false);
            if (got != got) {
                undecided++;
                continue;
            }
            assertEquals(Double.parseDouble(man + "e" + exp), got);
        }
        assertEquals(true, undecided < 100, "undecided " + undecided);
    }

    @Test
    void intsAndBig() {
        assertEquals(Integer.MIN_VALUE, JsonIterator.of("-2147483648").readInt());
        assertEquals(Integer.MAX_VALUE, JsonIterator.of("2147483647").readInt());
        assertEquals(new BigInteger("123456789012345678901234567890"), JsonIterator.of("123456789012345678901234567890").readBigInteger());
        assertEquals(new BigDecimal("-1.50e-3"), JsonIterator.of("-1.50e-3").readBigDecimal());
        assertEquals("-1.50E+3", JsonIterator.of(" -1.50E+3 ").readNumberAsString());
        assertEquals(ErrorKind.LIMIT_EXCEEDED, assertThrows(JsonException.class, () -> JsonIterator.of("1e99999999999").readBigDecimal()).kind());
        assertEquals(ErrorKind.TYPE_MISMATCH, assertThrows(JsonException.class, () -> JsonIterator.of("1.5").readBigInteger()).kind());
    }

    @Test
    void numberLengthLimit() {
        String big = "1" + "0".repeat(1000);
        JsonException e = assertThrows(JsonException.class, () -> Riffle.validate(("[" + big + "]").getBytes()));
        assertEquals(ErrorKind.LIMIT_EXCEEDED, e.kind());
        assertEquals(1, e.offset());
        assertEquals("/0", e.pointer());
        assertEquals(true, e.getMessage().contains("number longer than 1000 bytes (the maxNumberBytes limit)"), e.getMessage());
        Riffle.validate("9".repeat(1000).getBytes()); // exactly 1000 bytes
        JsonException s = assertThrows(JsonException.class, () -> JsonIterator.of(Inputs.chunked(("[" + big + "]").getBytes(), 7)).skip());
        assertEquals(ErrorKind.LIMIT_EXCEEDED, s.kind());
        assertEquals(1, s.offset());
        // Limit before grammar once the first 1001 bytes were valid, on every input form.
        for (String doc : new String[] {big + "0.x", big + "e", "[" + big + "-", "1" + "-".repeat(2000)}) {
            JsonException ref = ValidateVectorsTest.skipAll(JsonIterator.of(doc));
            for (Inputs in : Inputs.values()) {
                JsonException got = ValidateVectorsTest.skipAll(in.open.apply(doc.getBytes()));
                assertEquals(ref.kind() + "@" + ref.offset(), got.kind() + "@" + got.offset(), doc.substring(0, 5) + " via " + in);
            }
        }
        assertEquals(ErrorKind.LIMIT_EXCEEDED, ValidateVectorsTest.skipAll(JsonIterator.of(big + "0.x")).kind());
        assertEquals(ErrorKind.TRAILING_DATA, ValidateVectorsTest.skipAll(JsonIterator.of("1" + "-".repeat(2000))).kind());
        JsonConfig none = JsonConfig.builder().maxNumberBytes(-1).build();
        Riffle.validate(big.getBytes(), 0, big.length(), none);
    }
    /**
     * Numbers that end before the buffer does, as in an array, take readDouble's one-pass
     * path ({@code shortDecimal}) when they are short and have no exponent: random ones,
     * near its edges (17 bytes, 2^53, leading zeros, -0) and malformed ones, on every input
     * form, must read as the JDK parses them or fail where a skip fails.
     */
    @Test
    void decimalsInArrays() {
        SplittableRandom r = new SplittableRandom(11);
        String[] odd = {"01", "1.", "-", "-.5", ".5", "1.5.3", "1.e5", "00.1", "-01.5", "1..2", "0.1e", "1.2-3", "12345678901234567.8",
            "9007199254740993", "9007199254740993.5", "-0", "-0.0", "0.000000000000000001", "12345678901234567", "123456789012345678"};
        for (int round = 0; round < 3000; round++) {
            StringBuilder doc = new StringBuilder("[");
            int n = 1 + r.nextInt(20);
            for (int i = 0; i < n; i++) {
                if (i > 0) {
                    doc.append(r.nextInt(4) == 0 ? " , " : ",");
                }
                doc.append(r.nextInt(12) == 0 ? odd[r.nextInt(odd.length)] : randomDecimal(r));
            }
            String s = doc.append(r.nextBoolean() ? "]" : " ]").toString();
            JsonException ref = ValidateVectorsTest.skipAll(JsonIterator.of(s));
            for (Inputs in : Inputs.values()) {
                JsonIterator it = in.open.apply(s.getBytes());
                String[] want = s.substring(1, s.lastIndexOf(']')).split(",");
                try {
                    int k = 0;
                    while (it.readArray()) {
                        double got = it.readDouble();
                        String token = want[k++].trim();
                        if (ref == null) { // else a token may not even be a Java number
                            double exp = Double.parseDouble(token);
                            assertEquals(Double.doubleToRawLongBits(exp), Double.doubleToRawLongBits(got), token + " in " + s + " via " + in);
                        }
                    }
                    it.finish();
                    assertEquals(null, ref, s + " via " + in);
                } catch (JsonException e) {
                    assertEquals(ref == null ? "no error" : ref.kind() + "@" + ref.offset(), e.kind() + "@" + e.offset(), s + " via " + in);
                }
            }
        }
        // The edges of the eight-byte path, with 24 bytes or more after them: 7 and 8 integer
        // digits, 7, 8 and 15 fraction digits, 18 and 19 digits in all (19 nines overflow a long).
        String[] edges = {"9999999.9", "99999999.9", "1.9999999", "1.99999999", "1.999999999999999", "1.9999999999999999",
            "9999999.99999999999", "9999999.999999999999", "-9999999.999999999999", "999.999999999999999", "0.99999999999999999",
            "0.999999999999999999", "24.646182098202726", "-65.613616999999977", "9007199254740993.5"};
        for (String edge : edges) {
            String doc = "[" + edge + ",1234567890123456789012345]";
            for (Inputs in : Inputs.values()) {
                JsonIterator it = in.open.apply(doc.getBytes());
                it.readArray();
                assertEquals(Double.doubleToRawLongBits(Double.parseDouble(edge)), Double.doubleToRawLongBits(it.readDouble()), edge + " via " + in);
            }
        }
        JsonConfig four = JsonConfig.builder().maxNumberBytes(4).build();
        JsonIterator it = JsonIterator.of("[12.3,12.34]".getBytes(), four);
        it.readArray();
        assertEquals(12.3, it.readDouble());
        it.readArray();
        JsonException limit = assertThrows(JsonException.class, it::readDouble);
        assertEquals(ErrorKind.LIMIT_EXCEEDED + "@6", limit.kind() + "@" + limit.offset());
    }

    /**
     * readInt and readLong of integers inside an array (which take {@code shortInteger}'s
     * eight-byte path when eight bytes follow): the value of an integer in range, and for
     * any other token what a stream of one byte per read gives (the digit loop and the full
     * parser): the same error kind at the same offset.
     */
    @Test
    void integersInArrays() {
        SplittableRandom r = new SplittableRandom(5);
        String[] tails = {"", "", "", ".5", "e2", "E-1", "0", ".", "x"};
        for (int i = 0; i < 20_000; i++) {
            StringBuilder sb = new StringBuilder();
            if (r.nextInt(3) == 0) {
                sb.append('-');
            }
            int digits = r.nextInt(4) == 0 ? r.nextInt(21) : 1 + r.nextInt(8);
            for (int k = 0; k < digits; k++) {
                sb.append((char) ('0' + (k == 0 && r.nextInt(8) != 0 ? 1 + r.nextInt(9) : r.nextInt(10))));
            }
            String token = sb.append(tails[r.nextInt(tails.length)]).toString();
            String doc = "[" + token + (r.nextBoolean() ? ",1234567]" : "]");
            for (boolean asLong : new boolean[] {false, true}) {
                String want = expectedInteger(token, asLong);
                if (want == null) { // not an integer in range: as the byte-at-a-time stream gives it
                    JsonIterator slow = Inputs.STREAM_1.open.apply(doc.getBytes());
                    slow.readArray();
                    want = intOutcome(slow, asLong);
                }
                for (Inputs in : Inputs.values()) {
                    JsonIterator it = in.open.apply(doc.getBytes());
                    it.readArray();
                    assertEquals(want, intOutcome(it, asLong), token + (asLong ? " as long via " : " as int via ") + in);
                }
            }
        }
    }

    /** The value readInt or readLong gives, or its error's kind and offset. */
    private static String intOutcome(JsonIterator it, boolean asLong) {
        try {
            long v = asLong ? it.readLong() : it.readInt();
            return Long.toString(v);
        } catch (JsonException e) {
            return e.kind() + "@" + e.offset();
        }
    }

    /** The value of a JSON integer token that fits an int (or a long), or null for any other token. */
    private static String expectedInteger(String token, boolean asLong) {
        if (!token.matches("-?(0|[1-9][0-9]*)")) {
            return null;
        }
        BigInteger v = new BigInteger(token);
        boolean fits = asLong ? v.bitLength() < 64 : v.bitLength() < 32;
        return fits ? v.toString() : null;
    }

    /** A decimal like those JSON writers emit: up to 18 digits around a '.', now and then an exponent. */
    private static String randomDecimal(SplittableRandom r) {
        StringBuilder sb = new StringBuilder();
        if (r.nextBoolean()) {
            sb.append('-');
        }
        int intDigits = r.nextInt(4) == 0 ? 0 : 1 + r.nextInt(r.nextBoolean() ? 6 : 17);
        if (intDigits == 0) {
            sb.append('0');
        } else {
            sb.append((char) ('1' + r.nextInt(9)));
            for (int k = 1; k < intDigits; k++) {
                sb.append((char) ('0' + r.nextInt(10)));
            }
        }
        if (r.nextInt(4) != 0) {
            sb.append('.');
            int zeros = r.nextInt(3) == 0 ? r.nextInt(8) : 0;
            sb.append("0".repeat(zeros));
            int frac = 1 + r.nextInt(r.nextBoolean() ? 8 : 18);
            for (int k = 0; k < frac; k++) {
                sb.append((char) ('0' + r.nextInt(10)));
            }
        }
        if (r.nextInt(10) == 0) {
            sb.append(r.nextBoolean() ? 'e' : 'E').append(r.nextInt(-30, 30));
        }
        return sb.toString();
    }
}
