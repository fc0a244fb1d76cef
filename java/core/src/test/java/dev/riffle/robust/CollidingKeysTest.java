package dev.riffle.robust;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.riffle.FieldNames;
import dev.riffle.JsonIterator;
import dev.riffle.JsonStream;
import dev.riffle.Riffle;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

/**
 * 10^5 member names chosen to collide in Riffle's own name hashing, and 10^5 duplicates
 * (the same sets as the Go suite, go/robust_keys_test.go):
 * <ul>
 * <li>{@link #sameJavaHash}: 22-char names of the blocks "Aa", "BB", "C#" (all the same
 * {@code String.hashCode}), so the writer's NameCache (names up to 29 chars) sends every
 * one to the same set;</li>
 * <li>{@link #sameFieldSlot}: 24-byte names with the same first and last eight bytes and
 * length, the only inputs of FieldNames' slot hash, so all take the same slot.</li>
 * </ul>
 */
class CollidingKeysTest {
    static final int N = 100_000;

    static String sameJavaHash(int i) {
        String[] blocks = {"Aa", "BB", "C#"};
        StringBuilder sb = new StringBuilder(22);
        for (int k = 0; k < 11; k++) {
            sb.append(blocks[i % 3]);
            i /= 3;
        }
        return sb.toString();
    }

    static String sameFieldSlot(int i) {
        return String.format("collide-%08d-riffle!", i);
    }

    /** {"name0":0,"name1":1,...} for the first n names of a set. */
    static byte[] objectOf(IntFunction<String> name, int n) {
        StringBuilder sb = new StringBuilder(n * 32).append('{');
        for (int i = 0; i < n; i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append('"').append(name.apply(i)).append("\":").append(i);
        }
        return sb.append('}').toString().getBytes(StandardCharsets.UTF_8);
    }

    /** Reads every member, matching each name against names; returns how many matched. */
    static int walk(byte[] data, FieldNames names) {
        JsonIterator it = JsonIterator.of(data);
        int matched = 0;
        while (it.nextField()) {
            if (it.fieldMatch(names) >= 0) {
                matched++;
            }
            it.skip();
        }
        it.finish();
        return matched;
    }

    /** Writes data's object again with writeField (through the NameCache) and checks the output. */
    static void rewrite(byte[] data) {
        JsonIterator it = JsonIterator.of(data);
        JsonStream out = new JsonStream();
        out.writeObjectStart();
        for (String name; (name = it.readObject()) != null; ) {
            out.writeField(name);
            out.writeLong(it.readLong());
        }
        out.writeObjectEnd();
        it.finish();
        assertArrayEquals(data, out.toByteArray());
    }

    @Test
    void collidingAndDuplicateNamesReadAndWriteInLinearTime() {
        Map<String, IntFunction<String>> sets = Map.of(
                "same String.hashCode", CollidingKeysTest::sameJavaHash,
                "same FieldNames slot", CollidingKeysTest::sameFieldSlot,
                "duplicates", i -> "dup");
        for (Map.Entry<String, IntFunction<String>> set : sets.entrySet()) {
            IntFunction<String> name = set.getValue();
            byte[] data = objectOf(name, N);
            Riffle.validate(data);
            // A small set of wanted names from the same colliding family: every lookup
            // probes the one crowded slot.
            FieldNames wanted = FieldNames.of(name.apply(1), name.apply(2), name.apply(3), name.apply(N + 7));
            int expect = set.getKey().equals("duplicates") ? N : 3;
            assertEquals(expect, walk(data, wanted), set.getKey());
            Map<Integer, byte[]> built = new HashMap<>();
            IntFunction<byte[]> input = k -> built.computeIfAbsent(k, m -> objectOf(name, m));
            Robust.checkScaling(set.getKey() + ": read with fieldMatch", input, d -> {
                for (int k = 0; k < 4; k++) { // one walk is too short to time
                    walk(d, wanted);
                }
            }, 2 * N);
            Robust.checkScaling(set.getKey() + ": write with writeField", input, CollidingKeysTest::rewrite, 2 * N);
        }
    }

    /**
     * FieldNames built from many names that used to share one slot (finding F2: the
     * slot hash read only a name's length and first and last eight bytes, so building the
     * set was quadratic in such names; such a set is now hashed with its middle bytes
     * too). FieldNames come from code (a type's members), not from input, but the build
     * must still be linear. Every name is then found at its index.
     */
    @Test
    void fieldNamesOfCollidingNames() {
        String[] names = new String[4_000]; // a table that fits the caches: 2x names is 2x time, where the quadratic build took 4x
        for (int i = 0; i < names.length; i++) {
            names[i] = sameFieldSlot(i);
        }
        Robust.checkScaling("FieldNames.of of names with the same length, head and tail", n -> new byte[n], d -> {
            FieldNames.of(java.util.Arrays.copyOf(names, d.length));
        }, names.length / 2);
        FieldNames set = FieldNames.of(names);
        for (int i = 0; i < names.length; i += 97) {
            assertEquals(i, matchOf(names[i], set), names[i]);
        }
        assertEquals(-1, matchOf("collide-00000001-riffle?", set));
        assertEquals(-1, matchOf("collide-0000000x-riffle!", set));
    }

    private static int matchOf(String name, FieldNames set) {
        JsonIterator it = JsonIterator.of("{\"" + name + "\":0}");
        it.nextField();
        return it.fieldMatch(set);
    }
}
