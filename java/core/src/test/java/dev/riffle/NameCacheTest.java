package dev.riffle;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link JsonStream#writeField(String)} with its {@link NameCache}: whatever the cache holds,
 * every name is written exactly as {@link EncodedName} encodes it. The pools mix names with
 * equal hash codes ("Aa" and "BB"), equal Strings that are distinct objects, names at the
 * cache's length limit, escaped and non-ASCII names, in phases of repeated and of
 * never-repeated names (which grow the table and pause the cache).
 */
class NameCacheTest {

    /** Writes {"n1":0,"n2":1,...} through s; the expected bytes built from EncodedName. */
    private static void check(JsonStream s, List<String> names, JsonConfig config, String label) {
        s.reset();
        ByteArrayOutputStream want = new ByteArrayOutputStream();
        want.write('{');
        s.writeObjectStart();
        for (int i = 0; i < names.size(); i++) {
            String n = names.get(i);
            s.writeField(n);
            s.writeInt(i);
            if (i > 0) {
                want.write(',');
            }
            EncodedName e = EncodedName.of(n);
            byte[] b = config.escapeHtml() ? e.html : e.plain;
            want.write(b, 0, config.escapeHtml() ? e.htmlLength : e.length);
            byte[] v = Integer.toString(i).getBytes(StandardCharsets.US_ASCII);
            want.write(v, 0, v.length);
        }
        s.writeObjectEnd();
        want.write('}');
        assertArrayEquals(want.toByteArray(), s.toByteArray(), label);
    }

    private static final String[] POOL = {
        "Aa", "BB", "AaAa", "AaBB", "BBAa", "BBBB", // equal hash codes in pairs and fours
        "id", "name", "", "x".repeat(NameCache.MAX_NAME), "y".repeat(NameCache.MAX_NAME + 1),
        "é", "a\"b", "tab\there", "<html>&", "\u2028", "𝄞 clef",
    };

    private static String pick(Random r) {
        String n = POOL[r.nextInt(POOL.length)];
        return r.nextBoolean() ? new String(n.toCharArray()) : n; // equal, maybe not identical
    }

    @Test
    void everyNameIsWrittenExactly() {
        for (JsonConfig config : new JsonConfig[] {JsonConfig.DEFAULT,
                JsonConfig.builder().escapeHtml(true).build()}) {
            JsonStream s = JsonStream.create(config);
            Random r = new Random(7);
            for (int round = 0; round < 60; round++) {
                List<String> names = new ArrayList<>();
                int phase = round % 3;
                int count = 1 + r.nextInt(3000);
                for (int i = 0; i < count; i++) {
                    if (phase == 0) {
                        names.add(pick(r)); // a small working set: hits
                    } else if (phase == 1) {
                        names.add("k" + r.nextInt(1_000_000)); // never repeats: misses, pauses
                    } else {
                        names.add(i % 2 == 0 ? pick(r) : "w" + (i % 700)); // larger than the table
                    }
                }
                check(s, names, config, "config " + config + " round " + round);
            }
        }
    }

    @Test
    void collidingHashesNeverMatch() {
        assertEquals("Aa".hashCode(), "BB".hashCode());
        JsonStream s = new JsonStream();
        List<String> names = new ArrayList<>();
        for (int i = 0; i < 2000; i++) {
            names.add(i % 3 == 2 ? "BB" : "Aa");
        }
        check(s, names, JsonConfig.DEFAULT, "Aa/BB");
    }

    @Test
    void cachedNamesFollowTheStructure() {
        // Once "id" is cached, it is still refused where no name is due.
        JsonStream s = new JsonStream();
        for (int i = 0; i < 10; i++) {
            s.reset();
            s.writeObjectStart();
            s.writeField("id");
            s.writeInt(i);
            s.writeField("id");
            JsonException e = org.junit.jupiter.api.Assertions.assertThrows(JsonException.class,
                    () -> s.writeField("id"));
            assertEquals(ErrorKind.INVALID_VALUE, e.kind());
            assertEquals("/id", e.pointer());
        }
        s.reset();
        s.writeArrayStart();
        JsonException e = org.junit.jupiter.api.Assertions.assertThrows(JsonException.class,
                () -> s.writeField("id"));
        assertEquals("a member name outside an object", e.detail());
    }
}
