package dev.riffle.robust;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.riffle.ErrorKind;
import dev.riffle.JsonConfig;
import dev.riffle.JsonIterator;
import dev.riffle.Riffle;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** 100 MB strings, numbers of 10^6 digits, long runs of escapes (docs/robustness.md). */
class HostileTokensTest {
    static final JsonConfig NO_STRING_LIMIT = JsonConfig.builder().maxStringBytes(Robust.NO_LIMIT).build();
    static final JsonConfig NO_NUMBER_LIMIT = JsonConfig.builder().maxNumberBytes(Robust.NO_LIMIT).build();

    /** A string token of n plain bytes. */
    static byte[] hugeString(int n) {
        byte[] b = new byte[n + 2];
        b[0] = '"';
        b[n + 1] = '"';
        for (int i = 1; i <= n; i++) {
            b[i] = (byte) ('a' + i % 26);
        }
        return b;
    }

    @Test
    void hundredMegabyteString() {
        int n = 100 << 20;
        byte[] data = hugeString(n);
        Robust.withinBudget("validate, default limit", 5000, () -> Robust.expectError("validate",
                ErrorKind.LIMIT_EXCEEDED, 0, () -> Riffle.validate(data)));
        Robust.withinBudget("stream skip, default limit", 5000, () -> Robust.expectError("stream skip",
                ErrorKind.LIMIT_EXCEEDED, 0, () -> {
                    JsonIterator it = JsonIterator.of(new ByteArrayInputStream(data));
                    it.skip();
                }));
        Robust.withinBudget("readString, default limit", 5000, () -> Robust.expectError("readString",
                ErrorKind.LIMIT_EXCEEDED, 0, () -> JsonIterator.of(data).readString()));
        Robust.withinBudget("validate, no limit", 5000, () -> Riffle.validate(data, 0, data.length, NO_STRING_LIMIT));
        Robust.withinBudget("readString, no limit", 5000, () -> {
            JsonIterator it = JsonIterator.of(data, NO_STRING_LIMIT);
            assertEquals(n, it.readString().length());
            it.finish();
        });
        Robust.withinBudget("stream readString, no limit", 10000, () -> {
            JsonIterator it = JsonIterator.of(new ByteArrayInputStream(data), NO_STRING_LIMIT);
            assertEquals(n, it.readString().length());
            it.finish();
        });
        Robust.checkScaling("stream skip of one string", HostileTokensTest::hugeString, d -> {
            JsonIterator it = JsonIterator.of(new ByteArrayInputStream(d), NO_STRING_LIMIT);
            it.skip();
        }, n / 4);
    }

    @Test
    void stringOfEscapes() {
        int n = 200_000;
        String unit = "\\u00e9\\n\\ud83d\\ude00";
        java.util.function.IntFunction<byte[]> escaped = k -> ("\"" + unit.repeat(k) + "\"").getBytes(StandardCharsets.UTF_8);
        assertEquals("é\n😀".repeat(n), JsonIterator.of(escaped.apply(n)).readString());
        // 2n escapes are 8.8 MB, 4n 17.6 MB: both under the default string limit.
        Robust.checkScaling("readString of escapes", escaped, d -> JsonIterator.of(d).readString(), 2 * n);
    }

    /** prefix, then n digits cycling through 1-9, then suffix. */
    static byte[] digits(String prefix, int n, String suffix) {
        StringBuilder sb = new StringBuilder(prefix.length() + n + suffix.length()).append(prefix);
        for (int i = 0; i < n; i++) {
            sb.append((char) ('1' + i % 9));
        }
        return sb.append(suffix).toString().getBytes(StandardCharsets.US_ASCII);
    }

    @Test
    void millionDigitNumbers() {
        int n = 1_000_000;
        byte[][] cases = {
            digits("", n, ""), digits("-", n, ""), digits("0.", n, ""),
            ("0." + "0".repeat(n) + "1").getBytes(StandardCharsets.US_ASCII),
            digits("1e", n, ""), digits("1e-", n, ""), digits("0e+", n, ""), digits("", n, "e-1000000"),
        };
        for (byte[] data : cases) {
            String text = new String(data, StandardCharsets.US_ASCII);
            String name = Robust.shorten(text);
            Robust.expectError(name + " default limit", ErrorKind.LIMIT_EXCEEDED, 0, () -> Riffle.validate(data));
            Riffle.validate(data, 0, data.length, NO_NUMBER_LIMIT);
            assertEquals(text, JsonIterator.of(data, NO_NUMBER_LIMIT).readNumberAsString(), name);
            double want = exactDouble(text);
            Robust.withinBudget(name + " readDouble", 2000, () -> {
                if (Double.isInfinite(want)) {
                    Robust.expectError(name + " readDouble", ErrorKind.NUMBER_RANGE, 0,
                            () -> JsonIterator.of(data, NO_NUMBER_LIMIT).readDouble());
                } else {
                    assertEquals(Double.doubleToRawLongBits(want),
                            Double.doubleToRawLongBits(JsonIterator.of(data, NO_NUMBER_LIMIT).readDouble()), name);
                }
            });
        }
        Robust.checkScaling("readDouble of a long fraction", k -> digits("0.", k, ""),
                d -> {
                    for (int k = 0; k < 8; k++) { // one read is too short to time
                        JsonIterator.of(d, NO_NUMBER_LIMIT).readDouble();
                    }
                }, n / 4); // 250,000 digits: inputs of 4 and 8 MB read 2.7x on a busy machine, from
                           // the caches and page faults of their size, not from the algorithm
    }

    /** The JDK's correctly rounded reading (linear in the length; BigDecimal would be quadratic). */
    static double exactDouble(String text) {
        return Double.parseDouble(text);
    }
}
