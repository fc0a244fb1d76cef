package dev.riffle.robust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import dev.riffle.ErrorKind;
import dev.riffle.JsonConfig;
import dev.riffle.JsonException;
import dev.riffle.JsonIterator;
import java.io.ByteArrayInputStream;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Hostile numbers for readBigInteger and readBigDecimal (docs/robustness.md, tokens): a
 * million digits in bounded time, huge exponents refused fast. The Go twin is
 * go/read_big_robust_test.go.
 */
class HostileBigNumbersTest {
    /**
     * The bound on the cost ratio of readBigInteger on 2n digits to n digits. The digits
     * are converted by halves with BigInteger's Karatsuba and Toom-Cook multiplication (2^1.46
     * to 2^1.58: 2.8-3.0x); {@code new BigInteger(String)}, quadratic, took 20 s for 10^6
     * digits here. The ratio is noisy on a busy machine, so the bound only catches worse than
     * quadratic; the CPU budget of the million-digit read (2 s) catches a quadratic one.
     */
    static final double BIG_INTEGER_SCALING = 4.5;
    static final JsonConfig NO_NUMBER_LIMIT = JsonConfig.builder().maxNumberBytes(Robust.NO_LIMIT).build();

    @Test
    void millionDigitIntegers() {
        int n = 1_000_000;
        for (String prefix : new String[] {"", "-"}) {
            byte[] data = HostileTokensTest.digits(prefix, n, "");
            Robust.expectError("readBigInteger, default limit", ErrorKind.LIMIT_EXCEEDED, 0, () -> JsonIterator.of(data).readBigInteger());
            BigInteger[] got = new BigInteger[1];
            Robust.withinBudget("readBigInteger, no limit", 2000, () -> got[0] = JsonIterator.of(data, NO_NUMBER_LIMIT).readBigInteger());
            // Checked by the JDK's own conversion back to text (subquadratic since JDK 19's
            // recursive toString; on JDK 17 a few seconds, outside the budget).
            assertEquals(new String(data, StandardCharsets.US_ASCII), got[0].toString());
            BigDecimal[] dec = new BigDecimal[1];
            Robust.withinBudget("readBigDecimal, no limit", 2000, () -> dec[0] = JsonIterator.of(data, NO_NUMBER_LIMIT).readBigDecimal());
            assertEquals(new BigDecimal(got[0]), dec[0]);
        }
        String[] desc = new String[1];
        double r = Robust.scaling(k -> HostileTokensTest.digits("", k, ""), d -> JsonIterator.of(d, NO_NUMBER_LIMIT).readBigInteger(), n, desc);
        if (r > BIG_INTEGER_SCALING) {
            r = Robust.scaling(k -> HostileTokensTest.digits("", k, ""), d -> JsonIterator.of(d, NO_NUMBER_LIMIT).readBigInteger(), n, desc);
        }
        if (r > BIG_INTEGER_SCALING) {
            fail(String.format("readBigInteger: 2x digits took %.2fx the CPU time (limit %.1f; %s)", r, BIG_INTEGER_SCALING, desc[0]));
        }
        System.out.printf("robust: readBigInteger of n digits: scaling %.2f (%s)%n", r, desc[0]);
    }

    @Test
    void longFractionIsPastTheScaleLimit() {
        byte[] frac = HostileTokensTest.digits("0.", 1_000_000, "");
        Robust.expectError("readBigDecimal, default scale limit", ErrorKind.LIMIT_EXCEEDED, 0,
                () -> JsonIterator.of(frac, NO_NUMBER_LIMIT).readBigDecimal());
        JsonConfig none = NO_NUMBER_LIMIT.toBuilder().maxNumberScale(Robust.NO_LIMIT).build();
        Robust.withinBudget("readBigDecimal of 0.<10^6 digits>, no limits", 2000, () -> {
            BigDecimal d = JsonIterator.of(frac, none).readBigDecimal();
            assertEquals(1_000_000, d.scale());
        });
    }

    @Test
    void hugeExponentsAreRefusedFast() {
        String[] toks = {"1e999999999", "-1e-999999999", "1e100001", "0.5e+9223372036854775807",
            new String(HostileTokensTest.digits("1e", 1_000_000, ""), StandardCharsets.US_ASCII),
            new String(HostileTokensTest.digits("1e-", 1_000_000, ""), StandardCharsets.US_ASCII)};
        for (String tok : toks) {
            byte[] data = tok.getBytes(StandardCharsets.US_ASCII);
            String name = Robust.shorten(tok);
            Robust.withinBudget(name + " readBigDecimal", 100, () -> Robust.expectError(name, ErrorKind.LIMIT_EXCEEDED, 0,
                    () -> JsonIterator.of(data, NO_NUMBER_LIMIT).readBigDecimal()));
            Robust.withinBudget(name + " readBigInteger", 100, () -> Robust.expectError(name, ErrorKind.TYPE_MISMATCH, 0,
                    () -> JsonIterator.of(data, NO_NUMBER_LIMIT).readBigInteger()));
        }
        // At the default limit: exact and fast; what the caller does next costs in
        // proportion to the scale (here a plain string of 10^5 digits).
        for (String tok : new String[] {"1e100000", "-1e-100000", "9.99e-99998"}) {
            Robust.withinBudget(tok, 500, () -> {
                BigDecimal d = JsonIterator.of(tok).readBigDecimal();
                assertEquals(new BigDecimal(tok), d);
                assertEquals(true, d.toPlainString().length() > 99_000);
            });
        }
        // Over a stream: the error names the value.
        JsonIterator it = JsonIterator.of(new ByteArrayInputStream("{\"a\":[1e999999999]}".getBytes(StandardCharsets.US_ASCII)));
        it.nextField();
        it.readArray();
        try {
            it.readBigDecimal();
            fail("accepted");
        } catch (JsonException e) {
            assertEquals("limit-exceeded@6 /a/0", e.kind().id() + "@" + e.offset() + " " + e.pointer());
        }
    }
}
