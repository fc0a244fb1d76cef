package dev.riffle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.riffle.internal.BigNumbers;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * readBigInteger and readBigDecimal: the same values as the JDK's string constructors (the
 * same unscaled value and scale), exponents refused by readBigInteger as by readLong, and
 * the scale limit (the Go twin is go/read_big_test.go).
 */
class BigNumberReadTest {

    /** Iterators over doc under config: bytes, String, and streams of 1 and 7 bytes a read. */
    static List<JsonIterator> forms(String doc, JsonConfig config) {
        byte[] b = doc.getBytes(StandardCharsets.UTF_8);
        JsonConfig small = config.toBuilder().readBufferSize(16).build();
        return List.of(JsonIterator.of(b, config), JsonIterator.of(doc, config),
                JsonIterator.of(Inputs.chunked(b, 1), small), JsonIterator.of(Inputs.chunked(b, 7), small));
    }

    /** Reads the one element of [tok] with read in every form; all must agree with want. */
    static <T> void readsAs(String tok, JsonConfig config, Function<JsonIterator, T> read, T want) {
        for (JsonIterator it : forms("[" + tok + "]", config)) {
            assertTrue(it.readArray());
            assertEquals(want, read.apply(it), tok);
            assertFalse(it.readArray());
            it.finish();
        }
    }

    static String digits(Random rnd, int n) {
        StringBuilder sb = new StringBuilder(n);
        for (int i = 0; i < n; i++) {
            sb.append((char) ('0' + rnd.nextInt(10)));
        }
        if (n > 1 && sb.charAt(0) == '0') {
            sb.setCharAt(0, '1');
        }
        return sb.toString();
    }

    @Test
    void bigIntegerAroundEverySplit() {
        Random rnd = new Random(3);
        JsonConfig none = JsonConfig.builder().maxNumberBytes(-1).build();
        List<String> toks = new ArrayList<>(List.of("0", "-0", "7", "-12", "9223372036854775808", "1" + "0".repeat(4000)));
        for (int n : new int[] {399, 400, 401, 799, 800, 801, 1599, 1600, 1601, 3201, 5000, 12345}) {
            toks.add(digits(rnd, n));
            toks.add("-" + digits(rnd, n));
        }
        for (String tok : toks) {
            readsAs(tok, none, JsonIterator::readBigInteger, new BigInteger(tok));
        }
    }

    @Test
    void bigDecimalAsTheJdkReadsIt() {
        Random rnd = new Random(5);
        JsonConfig none = JsonConfig.builder().maxNumberBytes(-1).build();
        List<String> toks = new ArrayList<>(List.of("0", "-0", "-0.0", "0.000", "1.50", "-1.50e-3", "1E+3", "1e-100000",
                "1e100000", "0.1e-99999", "123.456e7", "0." + "0".repeat(990) + "1", digits(rnd, 5000) + "." + digits(rnd, 3001)));
        for (int i = 0; i < 2000; i++) {
            StringBuilder sb = new StringBuilder();
            if (rnd.nextBoolean()) {
                sb.append('-');
            }
            sb.append(digits(rnd, 1 + rnd.nextInt(60)));
            if (rnd.nextBoolean()) {
                sb.append('.').append(digits(rnd, 1 + rnd.nextInt(40)));
            }
            if (rnd.nextBoolean()) {
                sb.append(rnd.nextBoolean() ? 'e' : 'E').append(new String[] {"", "+", "-"}[rnd.nextInt(3)]).append(rnd.nextInt(1000));
            }
            toks.add(sb.toString());
        }
        for (String tok : toks) {
            BigDecimal want = new BigDecimal(tok);
            readsAs(tok, none, JsonIterator::readBigDecimal, want); // equals: value and scale
        }
    }

    /** Like readLong, readBigInteger refuses a fraction or exponent: recoverable TYPE_MISMATCH at the value. */
    @Test
    void bigIntegerRefusesFractionsAndExponents() {
        for (String tok : new String[] {"1.5", "1.0", "1e3", "1e999999999", "-0.0"}) {
            for (JsonIterator it : forms("[" + tok + ",7]", JsonConfig.DEFAULT)) {
                assertTrue(it.readArray());
                JsonException e = assertThrows(JsonException.class, it::readBigInteger);
                assertEquals("type-mismatch@1 /0 true", e.kind().id() + "@" + e.offset() + " " + e.pointer() + " " + e.recoverable(), tok);
                it.recover();
                assertTrue(it.readArray());
                assertEquals(BigInteger.valueOf(7), it.readBigInteger());
                assertFalse(it.readArray());
                it.finish();
            }
        }
    }

    @Test
    void scaleLimit() {
        JsonConfig five = JsonConfig.builder().maxNumberScale(5).build();
        JsonConfig none = JsonConfig.builder().maxNumberScale(-1).build();
        Object[][] cases = {
            {JsonConfig.DEFAULT, "1e100000", null},
            {JsonConfig.DEFAULT, "1e100001", ErrorKind.LIMIT_EXCEEDED},
            {JsonConfig.DEFAULT, "1e-100000", null},
            {JsonConfig.DEFAULT, "0.1e-99999", null},
            {JsonConfig.DEFAULT, "0.1e-100000", ErrorKind.LIMIT_EXCEEDED},
            {JsonConfig.DEFAULT, "-1e999999999", ErrorKind.LIMIT_EXCEEDED},
            {JsonConfig.DEFAULT, "1e+99999999999999999999999999", ErrorKind.LIMIT_EXCEEDED},
            {JsonConfig.DEFAULT, "0e-100001", ErrorKind.LIMIT_EXCEEDED},
            {five, "1.5e-4", null},
            {five, "1.5e-5", ErrorKind.LIMIT_EXCEEDED},
            {five, "0.123456", ErrorKind.LIMIT_EXCEEDED},
            {five, "15e5", null},
            {five, "15e6", ErrorKind.LIMIT_EXCEEDED},
            {none, "1e999999999", null},
            {none, "1e-2147483648", ErrorKind.NUMBER_RANGE},
            {none, "1e9999999999", ErrorKind.NUMBER_RANGE},
        };
        for (Object[] c : cases) {
            JsonConfig cfg = (JsonConfig) c[0];
            String tok = (String) c[1];
            for (JsonIterator it : forms("{\"a\":[" + tok + "]}", cfg)) {
                assertTrue(it.nextField());
                assertTrue(it.readArray());
                if (c[2] == null) {
                    assertEquals(new BigDecimal(tok), it.readBigDecimal(), tok);
                    continue;
                }
                JsonException e = assertThrows(JsonException.class, it::readBigDecimal, tok);
                assertEquals(c[2] + "@6 /a/0 " + (c[2] == ErrorKind.NUMBER_RANGE), e.kind() + "@" + e.offset() + " " + e.pointer() + " " + e.recoverable(), tok);
                if (c[2] == ErrorKind.LIMIT_EXCEEDED) {
                    int max = cfg.maxNumberScale();
                    assertTrue(e.getMessage().contains("number scale beyond " + max + " (the maxNumberScale limit)"), e.getMessage());
                }
            }
        }
        assertEquals(JsonConfig.DEFAULT_MAX_NUMBER_SCALE, JsonConfig.builder().maxNumberScale(0).build().maxNumberScale());
        assertEquals(Integer.MAX_VALUE, none.maxNumberScale());
        assertEquals(5, five.toBuilder().build().maxNumberScale());
    }

    /**
     * readNumber: the narrowest exact integer type, a Double otherwise, and a BigDecimal (with
     * readBigDecimal's limit and errors) where a double would overflow; -0 keeps its sign.
     */
    @Test
    void readNumberPicksTheType() {
        Object[][] cases = {
            {"0", 0L}, {"-0", -0.0}, {"7", 7L}, {"-12", -12L},
            {"9223372036854775807", Long.MAX_VALUE}, {"-9223372036854775808", Long.MIN_VALUE},
            {"9223372036854775808", new BigInteger("9223372036854775808")},
            {"-9223372036854775809", new BigInteger("-9223372036854775809")},
            {"9999999999999999999", new BigInteger("9999999999999999999")},
            {"123456789012345678901234567890", new BigInteger("123456789012345678901234567890")},
            {"1.5", 1.5}, {"-0.0", -0.0}, {"-0e5", -0.0}, {"1e2", 100.0}, {"1.0", 1.0},
            {"1e-400", 0.0}, {"1.7976931348623157e308", Double.MAX_VALUE},
            {"1e400", new BigDecimal("1e400")}, {"-1.5e309", new BigDecimal("-1.5e309")},
        };
        for (Object[] c : cases) {
            String tok = (String) c[0];
            readsAs(tok, JsonConfig.DEFAULT, JsonIterator::readNumber, c[1]);
            Object exact = tok.contains(".") || tok.contains("e") ? new BigDecimal(tok) : c[1];
            readsAs(tok, JsonConfig.DEFAULT, JsonIterator::readNumberExact, exact);
        }
        for (String tok : new String[] {"1e100001", "-1e999999999", "1e+99999999999999999999999999"}) {
            for (JsonIterator it : forms("{\"a\":[" + tok + "]}", JsonConfig.DEFAULT)) {
                assertTrue(it.nextField());
                assertTrue(it.readArray());
                JsonException e = assertThrows(JsonException.class, it::readNumber, tok);
                assertEquals("LIMIT_EXCEEDED@6 /a/0 false", e.kind() + "@" + e.offset() + " " + e.pointer() + " " + e.recoverable(), tok);
            }
        }
        JsonIterator it = JsonIterator.of("[1e9999999999,2]", JsonConfig.builder().maxNumberScale(-1).build());
        assertTrue(it.readArray());
        JsonException e = assertThrows(JsonException.class, it::readNumber);
        assertEquals("NUMBER_RANGE@1 /0 true", e.kind() + "@" + e.offset() + " " + e.pointer() + " " + e.recoverable());
        it.recover();
        assertTrue(it.readArray());
        assertEquals(2L, it.readNumber(), "reading goes on after the recoverable range error");
    }

    /** Every row of numbers.jsonl through readBigDecimal and readBigInteger, against the JDK. */
    @Test
    void numberVectors() {
        for (Map<String, Object> row : TestData.jsonl("numbers.jsonl")) {
            String tok = new String(TestData.input(row), StandardCharsets.UTF_8);
            String floatError = (String) row.get("error_float64");
            String intError = (String) row.get("error_int64");
            check(tok, floatError, JsonIterator::readBigDecimal, () -> new BigDecimal(tok.strip()));
            check(tok, intError, JsonIterator::readBigInteger, () -> new BigInteger(tok.strip()));
        }
    }

    private static <T> void check(String tok, String error, Function<JsonIterator, T> read, java.util.function.Supplier<T> want) {
        JsonIterator it = JsonIterator.of(tok);
        if (error == null || error.equals("number-range")) {
            byte[] b = tok.strip().getBytes(StandardCharsets.US_ASCII);
            if (Math.abs(BigNumbers.scale(b, 0, b.length)) > JsonConfig.DEFAULT_MAX_NUMBER_SCALE) {
                assertEquals(ErrorKind.LIMIT_EXCEEDED, assertThrows(JsonException.class, () -> read.apply(it), tok).kind());
                return;
            }
            T got = read.apply(it);
            it.finish();
            assertEquals(want.get(), got, tok);
            return;
        }
        JsonException e = assertThrows(JsonException.class, () -> {
            read.apply(it);
            it.finish();
        }, tok);
        assertEquals(error, e.kind().id(), tok);
    }
}
