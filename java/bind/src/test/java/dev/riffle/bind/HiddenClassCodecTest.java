package dev.riffle.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.riffle.JsonStream;
import dev.riffle.bind.annotation.Include;
import dev.riffle.bind.annotation.JsonInclude;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The run-time codecs' members are written by hidden classes spun per property
 * ({@link MemberWriter}) once a type has been written {@link ObjectCodec#SPIN_AFTER} times,
 * and read by one spun per type ({@link MemberReader}) once it has been read as often; each
 * type's output and values are checked against the plain loops
 * ({@link ObjectCodec#writeEach}, {@link ObjectCodec#readValues}) on random values.
 */
class HiddenClassCodecTest {
    record Nested(String label, double weight) { }

    record Kinds(int i, long l, boolean b, double d, String s, Nested n, List<String> tags, Optional<String> opt,
                 Integer boxed, float f) { }

    @JsonInclude(Include.NON_NULL)
    record Sparse(String a, Nested n, Optional<Integer> o, int k, List<Nested> list) { }

    /** More properties than the JIT inlines calls deep (MaxInlineLevel 15): the chain still writes them all. */
    record Wide(int p0, String p1, long p2, boolean p3, double p4, int p5, String p6, long p7, boolean p8, double p9,
                int p10, String p11, long p12, boolean p13, double p14, int p15, String p16, long p17, boolean p18,
                double p19, int p20, String p21, long p22, Nested p23) { }

    /** A POJO: a getter with no field, a field with no getter, a setter with no getter. */
    public static final class Pojo {
        public int count;
        private String hidden = "h";
        private String name;

        public String getName() {
            return name;
        }

        public void setName(String name) {
            this.name = name;
        }

        public String getUpper() {
            return name == null ? null : name.toUpperCase(java.util.Locale.ROOT);
        }

        public void setOnlySet(String v) {
            hidden = v;
        }
    }

    /** A getter that fails. */
    public static final class Failing {
        public int before = 1;

        public String getBoom() {
            throw new IllegalArgumentException("boom");
        }
    }

    private final Random rnd = new Random(0x4D57_2026L);

    @Test
    void aTypeIsSpecialisedAfterItsFirstWrites() {
        Binder fresh = Binder.of(BindConfig.DEFAULT);
        Codec<Nested> c = fresh.codec(Nested.class);
        Nested v = new Nested("x", 1.5);
        for (int i = 1; i <= ObjectCodec.SPIN_AFTER; i++) {
            assertFalse(((ObjectCodec<?>) c).specialised(), "before write " + i);
            assertEquals("{\"label\":\"x\",\"weight\":1.5}", fresh.encodeToString(v));
        }
        assertTrue(((ObjectCodec<?>) c).specialised());
        assertEquals("{\"label\":\"x\",\"weight\":1.5}", fresh.encodeToString(v));
    }

    @Test
    void hiddenWritersAgreeWithTheLoop() throws Throwable {
        for (int i = 0; i < 500; i++) {
            same(Kinds.class, kinds());
            same(Sparse.class, sparse());
            same(Wide.class, wide());
            same(Nested.class, rnd.nextInt(5) == 0 ? new Nested(null, 0) : nested());
            Pojo p = new Pojo();
            p.count = rnd.nextInt();
            p.name = rnd.nextInt(4) == 0 ? null : string();
            same(Pojo.class, p);
        }
    }

    @Test
    void aFailingGetterFailsTheSameWay() {
        Codec<Failing> c = RiffleBind.binder().codec(Failing.class);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> c.write(new JsonStream(), new Failing()));
        assertEquals("boom", e.getMessage());
        IllegalArgumentException loop = assertThrows(IllegalArgumentException.class,
                () -> objectCodec(Failing.class).writeEach(objectStarted(), new Failing()));
        assertEquals("boom", loop.getMessage());
    }

    @Test
    void aTypeIsReadBySpunCodeAfterItsFirstReads() {
        Binder fresh = Binder.of(BindConfig.DEFAULT);
        ObjectCodec<?> c = (ObjectCodec<?>) fresh.codec(Nested.class);
        for (int i = 1; i <= ObjectCodec.SPIN_AFTER; i++) {
            assertFalse(c.readerSpecialised(), "before read " + i);
            assertEquals(new Nested("x", 1.5), fresh.decode("{\"weight\":1.5,\"label\":\"x\"}", Nested.class));
        }
        assertTrue(c.readerSpecialised());
        assertEquals(new Nested("x", 1.5), fresh.decode("{\"weight\":1.5,\"label\":\"x\"}", Nested.class));
    }

    @Test
    void spunReadersAgreeWithTheLoop() {
        for (int i = 0; i < 500; i++) {
            sameRead(Kinds.class, RiffleBind.encodeToString(kinds()));
            sameRead(Sparse.class, RiffleBind.encodeToString(sparse()));
            sameRead(Wide.class, shuffled(RiffleBind.encodeToString(wide())));
            sameRead(Nested.class, "{\"unknown\":[1,{\"a\":2}],\"weight\":" + rnd.nextInt() + ",\"label\":null}");
        }
    }

    @Test
    void spunReadersFailLikeTheLoop() {
        Binder strict = Binder.of(BindConfig.builder().rejectDuplicateMembers(true)
                .unknown(dev.riffle.bind.annotation.UnknownPolicy.FAIL).build());
        for (String json : List.of("{\"label\":\"a\",\"label\":\"b\",\"weight\":1}",
                "{\"label\":\"a\",\"other\":1}", "{\"label\":7,\"weight\":1}", "{\"label\":\"a\",\"weight\":[]}",
                "{\"label\":\"a\" \"weight\":1}")) {
            ObjectCodec<?> c = (ObjectCodec<?>) strict.codec(Nested.class);
            c.spinReader();
            assertTrue(c.readerSpecialised());
            dev.riffle.JsonException loop = assertThrows(dev.riffle.JsonException.class,
                    () -> c.readValues(dev.riffle.JsonIterator.of(json)), json);
            dev.riffle.JsonException spun = assertThrows(dev.riffle.JsonException.class,
                    () -> c.readValuesSpecialised(dev.riffle.JsonIterator.of(json)), json);
            assertEquals(loop.getMessage(), spun.getMessage(), json);
            assertEquals(loop.offset(), spun.offset(), json);
            assertEquals(loop.pointer(), spun.pointer(), json);
        }
    }

    private static void sameRead(Class<?> type, String json) {
        ObjectCodec<?> c = objectCodec(type);
        if (!c.readerSpecialised()) {
            c.spinReader();
        }
        Object[] loop = c.readValues(dev.riffle.JsonIterator.of(json));
        Object[] spun = c.readValuesSpecialised(dev.riffle.JsonIterator.of(json));
        assertTrue(java.util.Arrays.deepEquals(loop, spun), json);
    }

    /** The members of a compact JSON object in a random order (parsed with the iterator, not split). */
    private String shuffled(String json) {
        byte[] b = json.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        dev.riffle.JsonIterator in = dev.riffle.JsonIterator.of(b);
        List<String> members = new ArrayList<>();
        while (in.nextField()) {
            String name = in.fieldName();
            int from = (int) in.offset();
            in.skip();
            String value = new String(b, from, (int) in.offset() - from, java.nio.charset.StandardCharsets.UTF_8);
            members.add(RiffleBind.encodeToString(name) + ":" + value);
        }
        java.util.Collections.shuffle(members, rnd);
        return "{" + String.join(",", members) + "}";
    }

    record Shelf(List<Nested> items, java.util.TreeSet<String> tags, java.util.Set<Integer> ids, List<List<String>> grid) { }

    /**
     * The same documents decoded and encoded {@code SPIN_AFTER + 6} times by fresh binders,
     * plain and collecting value errors: every outcome (value, output, or errors with their
     * places) is the first one, though the object codecs switch to their spun reader and
     * writer on the way.
     */
    @Test
    void outcomesDoNotChangeWhenCodecsAreSpun() {
        List<String> docs = List.of(
                "{\"items\":[{\"label\":\"a\",\"weight\":1},null,{\"label\":\"b\",\"weight\":2.5}],"
                        + "\"tags\":[\"z\",\"y\"],\"ids\":[3,1,null],\"grid\":[[\"p\"],[],null,[\"q\",null]]}",
                "{\"items\":[{\"label\":1,\"weight\":\"w\"},{\"label\":\"ok\",\"weight\":3}],\"tags\":[\"a\",null,\"b\"],"
                        + "\"ids\":[1,\"two\",3],\"grid\":[[1,\"x\"],\"no\"]}",
                "{\"items\":{},\"tags\":[],\"ids\":[],\"grid\":[]}");
        for (boolean collect : new boolean[] {false, true}) {
            Binder b = Binder.of(BindConfig.builder().collectValueErrors(collect).build());
            for (String doc : docs) {
                String first = null;
                for (int i = 0; i < ObjectCodec.SPIN_AFTER + 6; i++) {
                    String outcome = outcome(b, doc);
                    if (first == null) {
                        first = outcome;
                    }
                    assertEquals(first, outcome, "round " + i + " of " + doc);
                }
            }
            assertTrue(((ObjectCodec<?>) b.codec(Shelf.class)).readerSpecialised());
            assertTrue(((ObjectCodec<?>) b.codec(Shelf.class)).specialised());
        }
    }

    private static String outcome(Binder b, String doc) {
        return SpunObjectReadTest.outcome(b, Shelf.class, doc);
    }

    /** The default binder's codec of c, spun: written with its hidden classes from now on. */
    private static ObjectCodec<?> objectCodec(Class<?> c) {
        Codec<?> codec = RiffleBind.binder().codec(c);
        assertSame(ObjectCodec.class, codec.getClass(), c.getName());
        ObjectCodec<?> oc = (ObjectCodec<?>) codec;
        if (!oc.specialised()) {
            oc.spin();
        }
        assertTrue(oc.specialised(), c.getName());
        return oc;
    }

    private static JsonStream objectStarted() {
        JsonStream s = new JsonStream();
        s.writeObjectStart();
        return s;
    }

    @SuppressWarnings("unchecked")
    private static <T> void same(Class<T> type, T value) throws Throwable {
        JsonStream hidden = new JsonStream();
        ((Codec<T>) RiffleBind.binder().codec(type)).write(hidden, value);
        JsonStream loop = objectStarted();
        objectCodec(type).writeEach(loop, value);
        loop.writeObjectEnd();
        assertEquals(loop.toString(), hidden.toString());
    }

    private Kinds kinds() {
        List<String> tags = null;
        if (rnd.nextBoolean()) {
            tags = new ArrayList<>();
            for (int k = rnd.nextInt(4); k > 0; k--) {
                tags.add(rnd.nextInt(5) == 0 ? null : string());
            }
        }
        return new Kinds(rnd.nextInt(), rnd.nextLong(), rnd.nextBoolean(), rnd.nextGaussian() * 1e9,
                rnd.nextInt(4) == 0 ? null : string(), rnd.nextInt(3) == 0 ? null : nested(), tags,
                rnd.nextBoolean() ? Optional.empty() : Optional.of(string()), rnd.nextBoolean() ? null : rnd.nextInt(),
                (float) rnd.nextGaussian());
    }

    private Sparse sparse() {
        return new Sparse(rnd.nextBoolean() ? null : string(), rnd.nextBoolean() ? null : nested(),
                rnd.nextBoolean() ? Optional.empty() : rnd.nextBoolean() ? null : Optional.of(rnd.nextInt()), rnd.nextInt(),
                rnd.nextBoolean() ? null : List.of(nested(), nested()));
    }

    private Wide wide() {
        return new Wide(rnd.nextInt(), string(), rnd.nextLong(), rnd.nextBoolean(), rnd.nextDouble(), rnd.nextInt(),
                string(), rnd.nextLong(), rnd.nextBoolean(), rnd.nextDouble(), rnd.nextInt(), string(), rnd.nextLong(),
                rnd.nextBoolean(), rnd.nextDouble(), rnd.nextInt(), string(), rnd.nextLong(), rnd.nextBoolean(),
                rnd.nextDouble(), rnd.nextInt(), rnd.nextBoolean() ? null : string(), rnd.nextLong(),
                rnd.nextBoolean() ? null : nested());
    }

    private Nested nested() {
        return new Nested(string(), rnd.nextDouble() * 100);
    }

    /** Random text: plain ASCII mostly, with controls, quotes, HTML characters, non-ASCII and surrogate pairs. */
    private String string() {
        return RoundTripTest.text(rnd, 20, 8);
    }
}
