package dev.riffle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * FieldNames matching against a HashMap reference: names that share heads, tails and
 * lengths, names that differ in one byte anywhere, and names read at the very end of the
 * array (where the matcher cannot load eight bytes at once).
 */
class FieldNamesTest {

    private static int lookup(FieldNames names, byte[] name, int pad) {
        byte[] buf = new byte[pad + name.length];
        System.arraycopy(name, 0, buf, pad, name.length);
        return names.indexOf(buf, pad, name.length);
    }

    private static String randomName(Random r, String alphabet) {
        int len = r.nextInt(4) == 0 ? r.nextInt(40) : r.nextInt(12);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < len; i++) {
            sb.append(alphabet.charAt(r.nextInt(alphabet.length())));
        }
        return sb.toString();
    }

    @Test
    void matchesExactlyTheNamesGiven() {
        Random r = new Random(42);
        for (int round = 0; round < 300; round++) {
            // A two-letter alphabet makes shared prefixes, suffixes and lengths common.
            String alphabet = round % 3 == 0 ? "ab" : round % 3 == 1 ? "abcdefgh_" : "a\u00e9\u4e2d";
            int count = 1 + r.nextInt(round % 10 == 0 ? 200 : 12);
            String[] given = new String[count];
            Map<String, Integer> want = new HashMap<>();
            for (int i = 0; i < count; i++) {
                given[i] = randomName(r, alphabet);
                want.putIfAbsent(given[i], i);
            }
            FieldNames names = FieldNames.of(given);
            List<String> probes = new ArrayList<>(want.keySet());
            for (String g : given) {
                byte[] b = g.getBytes(StandardCharsets.UTF_8);
                for (int k = 0; k < b.length; k++) {
                    byte[] c = b.clone();
                    c[k] ^= 1;
                    probes.add(new String(c, StandardCharsets.ISO_8859_1));
                }
                probes.add(g + "a");
                if (!g.isEmpty()) {
                    probes.add(g.substring(1));
                }
            }
            for (int i = 0; i < 50; i++) {
                probes.add(randomName(r, alphabet));
            }
            for (String p : probes) {
                // ISO_8859_1 probes were built from raw bytes; others are UTF-8 text.
                byte[] b = want.containsKey(p) ? p.getBytes(StandardCharsets.UTF_8) : p.getBytes(StandardCharsets.ISO_8859_1);
                String asUtf8 = new String(b, StandardCharsets.UTF_8);
                int expect = java.util.Arrays.equals(asUtf8.getBytes(StandardCharsets.UTF_8), b)
                        ? want.getOrDefault(asUtf8, -1) : -1;
                for (int pad : new int[] {0, 3, 17}) {
                    assertEquals(expect, lookup(names, b, pad), () -> "probe " + p + " in " + String.join(",", given));
                }
            }
        }
    }

    @Test
    void nameAtTheEndOfTheArray() {
        FieldNames names = FieldNames.of("a", "ab", "abcdefgh", "abcdefghi", "");
        byte[] b = "xxabcdefghi".getBytes(StandardCharsets.US_ASCII);
        assertEquals(3, names.indexOf(b, 2, 9));
        assertEquals(2, names.indexOf(b, 2, 8));
        assertEquals(1, names.indexOf(b, 2, 2));
        assertEquals(0, names.indexOf(b, 2, 1));
        assertEquals(4, names.indexOf(b, 11, 0));
        assertEquals(-1, names.indexOf(b, 3, 8));
    }
}
