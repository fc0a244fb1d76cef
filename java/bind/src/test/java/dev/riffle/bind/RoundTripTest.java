package dev.riffle.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * Property test: random values of a few model types (from a fixed seed, so a failure
 * repeats) encode, decode to an equal value, and encode again to the same bytes.
 */
class RoundTripTest {
    enum Mood { HAPPY, SAD, @dev.riffle.bind.annotation.JsonName("so-so") MEH }

    record Scalars(boolean b, byte i8, short i16, int i32, long i64, float f32, double f64, char c,
                   String s, BigInteger big, BigDecimal dec, Mood mood, Integer boxed, UUID id, Instant at) { }

    record Bag(List<Scalars> items, Map<String, List<Long>> index, Map<Integer, Mood> moods, int[] ints,
               double[] doubles, String[] names, byte[] blob, Optional<String> note) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Bag && RiffleBind.encodeToString(this).equals(RiffleBind.encodeToString(o));
        }

        @Override
        public int hashCode() {
            return 0;
        }
    }

    sealed interface Tree permits Leaf, Branch { }

    record Leaf(String label, double weight) implements Tree { }

    record Branch(List<Tree> children, Map<String, Tree> named) implements Tree { }

    private final Random rnd = new Random(0x5EED_2026L);

    @Test
    void scalars() {
        for (int i = 0; i < 2000; i++) {
            check(scalarsValue(), Scalars.class);
        }
    }

    @Test
    void bags() {
        for (int i = 0; i < 300; i++) {
            check(bag(), Bag.class);
        }
    }

    @Test
    void trees() {
        for (int i = 0; i < 300; i++) {
            check(tree(6), Tree.class);
        }
    }

    private static <T> void check(T value, Class<T> type) {
        byte[] json = RiffleBind.encode(value);
        T back = RiffleBind.decode(json, type);
        assertEquals(value, back, () -> new String(json, java.nio.charset.StandardCharsets.UTF_8));
        assertEquals(new String(json, java.nio.charset.StandardCharsets.UTF_8), RiffleBind.encodeToString(back));
    }

    private Scalars scalarsValue() {
        return new Scalars(rnd.nextBoolean(), (byte) rnd.nextInt(), (short) rnd.nextInt(), rnd.nextInt(), rnd.nextLong(),
                finiteFloat(), finiteDouble(), (char) ('a' + rnd.nextInt(26)), string(), new BigInteger(rnd.nextInt(200) + 1, rnd),
                new BigDecimal(new BigInteger(rnd.nextInt(100) + 1, rnd), rnd.nextInt(40) - 20),
                rnd.nextInt(4) == 0 ? null : Mood.values()[rnd.nextInt(3)], rnd.nextBoolean() ? null : rnd.nextInt(),
                new UUID(rnd.nextLong(), rnd.nextLong()), Instant.ofEpochSecond(rnd.nextInt(), rnd.nextInt(1_000_000_000)));
    }

    private float finiteFloat() {
        float f;
        do {
            f = Float.intBitsToFloat(rnd.nextInt());
        } while (!Float.isFinite(f));
        return f;
    }

    private double finiteDouble() {
        double d;
        do {
            d = rnd.nextInt(3) == 0 ? rnd.nextGaussian() * 1e6 : Double.longBitsToDouble(rnd.nextLong());
        } while (!Double.isFinite(d));
        return d;
    }

    private String string() {
        return text(rnd, 12, 5);
    }

    /**
     * Random text of fewer than maxLength chars: controls, quotes and HTML characters,
     * two- and three-byte characters, surrogate pairs, each 1 in {@code kinds}, and plain
     * ASCII for the rest ({@code kinds} is at least 5).
     */
    static String text(Random rnd, int maxLength, int kinds) {
        StringBuilder b = new StringBuilder();
        for (int n = rnd.nextInt(maxLength); n > 0; n--) {
            switch (rnd.nextInt(kinds)) {
                case 0: b.append((char) rnd.nextInt(0x20)); break;
                case 1: b.append("\"\\/<>&\u2028".charAt(rnd.nextInt(7))); break;
                case 2: b.append((char) (0x80 + rnd.nextInt(0xD000 - 0x80))); break;
                case 3: b.appendCodePoint(0x10000 + rnd.nextInt(0x100000)); break;
                default: b.append((char) (0x20 + rnd.nextInt(0x5F)));
            }
        }
        return b.toString();
    }

    private Bag bag() {
        List<Scalars> items = new ArrayList<>();
        for (int i = rnd.nextInt(4); i > 0; i--) {
            items.add(scalarsValue());
        }
        Map<String, List<Long>> index = new LinkedHashMap<>();
        for (int i = rnd.nextInt(4); i > 0; i--) {
            List<Long> l = new ArrayList<>();
            for (int k = rnd.nextInt(5); k > 0; k--) {
                l.add(rnd.nextInt(5) == 0 ? null : rnd.nextLong());
            }
            index.put(string(), l);
        }
        Map<Integer, Mood> moods = new LinkedHashMap<>();
        for (int i = rnd.nextInt(4); i > 0; i--) {
            moods.put(rnd.nextInt(), Mood.values()[rnd.nextInt(3)]);
        }
        int[] ints = rnd.ints(rnd.nextInt(20)).toArray();
        double[] doubles = new double[rnd.nextInt(10)];
        for (int i = 0; i < doubles.length; i++) {
            doubles[i] = finiteDouble();
        }
        String[] names = new String[rnd.nextInt(4)];
        for (int i = 0; i < names.length; i++) {
            names[i] = rnd.nextInt(4) == 0 ? null : string();
        }
        byte[] blob = new byte[rnd.nextInt(20)];
        rnd.nextBytes(blob);
        return new Bag(rnd.nextBoolean() ? items : null, index, moods, ints, doubles, names, blob,
                rnd.nextBoolean() ? Optional.empty() : Optional.of(string()));
    }

    private Tree tree(int depth) {
        if (depth == 0 || rnd.nextInt(3) == 0) {
            return new Leaf(string(), finiteDouble());
        }
        List<Tree> kids = new ArrayList<>();
        for (int i = rnd.nextInt(4); i > 0; i--) {
            kids.add(tree(depth - 1));
        }
        Map<String, Tree> named = new LinkedHashMap<>();
        for (int i = rnd.nextInt(3); i > 0; i--) {
            named.put(string(), tree(depth - 1));
        }
        return new Branch(kids, named);
    }
}
