package dev.riffle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The expected-name path of {@link JsonIterator#nextFieldMatch}: {@link FieldNames#expectedAt}
 * finds a name only where its raw bytes and closing quote are, and nextFieldMatch returns what
 * nextField and fieldMatch return, whatever name is expected, on every input form.
 */
class ExpectedNameTest {

    private static final String LETTERS = "abcdefghijklmnopqrstuvwxyz_0123456789";

    /** A name of n bytes (ASCII, with a two-byte char in some). */
    private static String name(Random r, int n) {
        StringBuilder sb = new StringBuilder();
        while (sb.toString().getBytes(StandardCharsets.UTF_8).length < n) {
            int left = n - sb.toString().getBytes(StandardCharsets.UTF_8).length;
            sb.append(left >= 2 && r.nextInt(6) == 0 ? '\u00e9' : LETTERS.charAt(r.nextInt(LETTERS.length())));
        }
        return sb.toString();
    }

    @Test
    void expectedAtFindsTheNameAndNothingElse() {
        Random r = new Random(7);
        for (int n = 1; n <= 40; n++) {
            String s = name(r, n);
            FieldNames names = FieldNames.of("other", s);
            byte[] quoted = (s + "\"").getBytes(StandardCharsets.UTF_8);
            for (int pad : new int[] {0, 5}) {
                byte[] b = new byte[pad + quoted.length + 20];
                Arrays.fill(b, (byte) ' ');
                System.arraycopy(quoted, 0, b, pad, quoted.length);
                assertEquals(quoted.length, names.expectedAt(1, b, pad, b.length, 1 << 20), s);
                assertEquals(0, names.expectedAt(0, b, pad, b.length, 1 << 20), s);
                assertEquals(0, names.expectedAt(-1, b, pad, b.length, 1 << 20), s); // no name's index
                assertEquals(0, names.expectedAt(2, b, pad, b.length, 1 << 20), s);
                // Over the length limit: not found here.
                assertEquals(0, names.expectedAt(1, b, pad, b.length, quoted.length - 2), s);
                // Near lim (no room for the word loads): found when the name and its quote end
                // by lim, and no byte at or past lim is read.
                assertEquals(quoted.length <= 15 ? quoted.length : 0, names.expectedAt(1, b, pad, pad + 15, 1 << 20), s);
                assertEquals(quoted.length, names.expectedAt(1, b, pad, pad + quoted.length, 1 << 20), s);
                assertEquals(0, names.expectedAt(1, b, pad, pad + quoted.length - 1, 1 << 20), s);
                assertEquals(0, names.expectedAt(0, b, pad, pad + quoted.length, 1 << 20), s);
                // Each byte of the name and its quote, changed, misses, far from lim and at it.
                for (int k = 0; k < quoted.length; k++) {
                    for (int delta : new int[] {1, 0x20, 0x80}) {
                        byte[] c = b.clone();
                        c[pad + k] ^= (byte) delta;
                        assertEquals(0, names.expectedAt(1, c, pad, c.length, 1 << 20), s + " changed at " + k);
                        assertEquals(0, names.expectedAt(1, c, pad, pad + quoted.length, 1 << 20), s + " changed at " + k);
                    }
                }
            }
        }
    }

    @Test
    void namesThatNeedAScanAreNeverExpected() {
        FieldNames names = FieldNames.of("a\"b", "a\\b", "a\nb", "tab\t");
        for (int i = 0; i < names.size(); i++) {
            byte[] raw = (names.name(i) + "\"" + " ".repeat(20)).getBytes(StandardCharsets.UTF_8);
            assertEquals(0, names.expectedAt(i, raw, 0, raw.length, 1 << 20), names.name(i));
        }
    }

    /** Member names as they may be spelled in the input, and what each decodes to. */
    private static final String[][] SPELLINGS = {
        {"\"id\"", "id"}, {"\"name\"", "name"}, {"\"n\\u0061me\"", "name"}, {"\"address_line\"", "address_line"},
        {"\"a_rather_long_member_name_of_forty_bytes\"", "a_rather_long_member_name_of_forty_bytes"},
        {"\"caf\u00e9\"", "caf\u00e9"}, {"\"caf\\u00e9\"", "caf\u00e9"}, {"\"unknown\"", "unknown"},
        {"\"na\"", "na"}, {"\"names\"", "names"}, {"\"\"", ""}, {"\"a\\nb\"", "a\nb"}, {"\"a\\\"b\"", "a\"b"},
    };

    @Test
    void nextFieldMatchAgreesWithFieldMatch() {
        FieldNames names = FieldNames.of("id", "name", "address_line", "a_rather_long_member_name_of_forty_bytes",
                "caf\u00e9", "", "a\nb", "a\"b");
        Random r = new Random(11);
        for (int round = 0; round < 400; round++) {
            StringBuilder doc = new StringBuilder("{");
            int members = r.nextInt(7);
            for (int m = 0; m < members; m++) {
                if (m > 0) {
                    doc.append(r.nextBoolean() ? "," : ",\n    ");
                }
                doc.append(SPELLINGS[r.nextInt(SPELLINGS.length)][0]);
                doc.append(r.nextInt(4) == 0 ? " : " : r.nextBoolean() ? ": " : ":");
                doc.append(r.nextBoolean() ? Integer.toString(m) : "{\"x\":[1,\"y\"]}");
            }
            doc.append(r.nextBoolean() ? "}" : "\n}");
            byte[] json = doc.toString().getBytes(StandardCharsets.UTF_8);
            for (Inputs in : Inputs.values()) {
                List<String> want = walk(in.open.apply(json), names, null);
                for (int expected : new int[] {-1, 0, 1, 2, 3, 4, 6, 7, 8, 100}) {
                    assertEquals(want, walk(in.open.apply(json), names, expected), () -> in + " " + doc);
                }
                assertEquals(want, walk(in.open.apply(json), names, Integer.MIN_VALUE), () -> in + " " + doc);
            }
        }
    }

    /**
     * The object's members, each as its match, name and pointer and then its value, read
     * with nextField and fieldMatch (expected null), or with nextFieldMatch expecting that
     * index (MIN_VALUE: the index after the last name found, as a codec does).
     */
    private static List<String> walk(JsonIterator it, FieldNames names, Integer expected) {
        List<String> seen = new ArrayList<>();
        int guess = 0;
        for (;;) {
            int n;
            if (expected == null) {
                if (!it.nextField()) {
                    break;
                }
                n = it.fieldMatch(names);
            } else {
                int e = expected == Integer.MIN_VALUE ? guess : expected;
                n = it.nextFieldMatch(names, e);
                if (n == FieldNames.END) {
                    break;
                }
                if (n >= 0) {
                    guess = n + 1;
                }
            }
            seen.add(n + ":" + it.fieldName() + "@" + it.pointer());
            seen.add(it.whatIsNext() == ValueType.NUMBER ? Integer.toString(it.readInt()) : skipped(it));
        }
        it.finish();
        return seen;
    }

    private static String skipped(JsonIterator it) {
        it.skip();
        return "skipped";
    }
}
