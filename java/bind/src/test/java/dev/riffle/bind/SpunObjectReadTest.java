package dev.riffle.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.riffle.bind.annotation.JsonRequired;
import dev.riffle.bind.annotation.UnknownPolicy;
import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;
import org.junit.jupiter.api.Test;

/**
 * The spun reader's {@code readObject} ({@link MemberReaderTemplate}) keeps the properties
 * read as bits of a {@code long} (up to {@link MemberReader#MASKED} properties) and skips the
 * absent marks and the argument copy when every property was read. Each document here is
 * decoded by a fresh binder with the plain loop and by one whose codec is spun first, and
 * the outcomes (the value, or every error with its place) must be the same, under each
 * config: default, duplicates rejected, unknown members rejected, value errors collected.
 */
class SpunObjectReadTest {
    record Req(@JsonRequired String id, @JsonRequired int n, String note) { }

    record Huge(int a0, int a1, int a2, int a3, int a4, int a5, int a6, int a7, int a8, int a9, int a10,
            int a11, int a12, int a13, int a14, int a15, int a16, int a17, int a18, int a19, int a20,
            int a21, int a22, int a23, int a24, int a25, int a26, int a27, int a28, int a29, int a30,
            int a31, int a32, int a33, int a34, int a35, int a36, int a37, int a38, int a39, int a40,
            int a41, int a42, int a43, int a44, int a45, int a46, int a47, int a48, int a49, int a50,
            int a51, int a52, int a53, int a54, int a55, int a56, int a57, int a58, int a59, int a60,
            int a61, int a62, int a63, int a64) { }

    record Sixty4(int a0, int a1, int a2, int a3, int a4, int a5, int a6, int a7, int a8, int a9, int a10,
            int a11, int a12, int a13, int a14, int a15, int a16, int a17, int a18, int a19, int a20,
            int a21, int a22, int a23, int a24, int a25, int a26, int a27, int a28, int a29, int a30,
            int a31, int a32, int a33, int a34, int a35, int a36, int a37, int a38, int a39, int a40,
            int a41, int a42, int a43, int a44, int a45, int a46, int a47, int a48, int a49, int a50,
            int a51, int a52, int a53, int a54, int a55, int a56, int a57, int a58, int a59, int a60,
            int a61, int a62, int a63) { }

    record Point(int x, int y) { }

    /** Each scalar kind the spun loop reads itself, primitive and boxed. */
    record Scalars(Integer i, Long l, Boolean b, Double d, int pi, long pl, boolean pb, double pd) { }

    /** String properties before and past the template's constant slots, beside other kinds. */
    record Strings(String s0, int n, String s2, String s3, String s4, String s5, String s6, String s7, String s8,
            String s9, String s10, String s11, String s12, String s13, String s14, String s15, String s16,
            Integer boxed, String s18, List<String> list, String s20) { }

    /** Plain lists (read by the spun reader's own loop, {@code readList}), and collections that are not. */
    record Lists(List<Integer> ints, List<String> strs, List<Point> pts, List<List<Integer>> nested,
            java.util.Set<Integer> set, java.util.LinkedList<String> linked) { }

    /** A plain list past the slots the template holds as constants (read through the codec's loop). */
    record LateList(int a0, int a1, int a2, int a3, int a4, int a5, int a6, int a7, int a8, int a9, int a10,
            int a11, int a12, int a13, int a14, int a15, List<Integer> late, List<Integer> later) { }

    private static final List<BindConfig> CONFIGS = List.of(
            BindConfig.DEFAULT,
            BindConfig.builder().rejectDuplicateMembers(true).build(),
            BindConfig.builder().unknown(UnknownPolicy.FAIL).build(),
            BindConfig.builder().collectValueErrors(true).build());

    @Test
    void recordsOfEveryKind() {
        same(HiddenClassCodecTest.Kinds.class,
                "{\"i\":1,\"l\":2,\"b\":true,\"d\":1.5,\"s\":\"x\",\"n\":{\"label\":\"a\",\"weight\":2},"
                        + "\"tags\":[\"t\"],\"opt\":\"o\",\"boxed\":3,\"f\":2.5}",
                "{\"f\":2.5,\"boxed\":3,\"opt\":null,\"tags\":null,\"n\":null,\"s\":\"x\",\"d\":1.5,\"b\":true,\"l\":2,"
                        + "\"i\":1}",
                "{}", "{\"b\":true,\"s\":null}", "{\"i\":1,\"i\":2}", "{\"x\":[1],\"i\":1,\"y\":{}}",
                "{\"i\":\"x\",\"l\":2}", "{\"i\":null,\"l\":null}", "{\"i\":1,\"l\":[],\"b\":false}",
                "{\"i\":1,\"l\":2,\"b\":true,\"d\":1.5,\"s\":\"x\",\"n\":{},\"tags\":[],\"opt\":\"o\",\"boxed\":3,"
                        + "\"f\":2.5,\"i\":9}");
    }

    /**
     * A plain list property is read by the spun reader's own loop with the element codec as a
     * constant: the same values and the same errors (kind, pointer, offset, message naming
     * the list type) as the list codec's loop, for null, a non-array, bad elements at each
     * depth and syntax errors.
     */
    @Test
    void listProperties() {
        same(Lists.class,
                "{\"ints\":[1,null,3],\"strs\":[\"a\",null],\"pts\":[{\"x\":1,\"y\":2},null],"
                        + "\"nested\":[[1],[],null],\"set\":[2,1],\"linked\":[\"l\"]}",
                "{\"ints\":[],\"strs\":[],\"pts\":[],\"nested\":[]}",
                "{\"ints\":null,\"strs\":null,\"pts\":null,\"nested\":null,\"set\":null}",
                "{\"ints\":5}", "{\"ints\":\"x\"}", "{\"ints\":{}}", "{\"strs\":true}",
                "{\"ints\":[1,\"x\",3],\"strs\":[\"a\"]}", "{\"strs\":[\"a\",2]}",
                "{\"pts\":[{\"x\":1},{\"x\":\"bad\"}]}", "{\"pts\":[{\"x\":1},7]}",
                "{\"nested\":[[1],[2,\"x\"]]}", "{\"nested\":[[1],5]}",
                "{\"ints\":[1,]}", "{\"ints\":[1,2}", "{\"ints\":tru}", "{\"ints\":[1 2]}",
                "{\"ints\":[1],\"ints\":[2]}", "{\"set\":[1,\"x\"]}");
        same(LateList.class, "{\"late\":[1,2],\"later\":[3]}", "{\"late\":[\"x\"]}", "{\"later\":[\"x\"]}",
                "{\"late\":null,\"later\":7}");
    }

    /** A nested type with a required property (its reader takes a save point at its start). */
    record Inner(@JsonRequired String id, int n) { }

    /** Object properties and lists of objects, whose nested readers are spun too. */
    record Outer(Inner one, List<Inner> many, Point pt, List<Point> pts, String tail) { }

    /**
     * With the nested types' readers spun as well, the outer spun reader calls them at its
     * own call sites ({@code readObjectAt}): the same values and errors (kind, pointer,
     * offset, message) as the plain loops, for nulls, values of another kind, missing
     * required properties, duplicates, unknown members and syntax errors inside the nested
     * objects and inside list elements.
     */
    @Test
    void nestedObjectsReadBySpunReaders() {
        String[] docs = {
            "{\"one\":{\"id\":\"a\",\"n\":1},\"many\":[{\"id\":\"b\",\"n\":2},null,{\"id\":\"c\",\"n\":3}],"
                    + "\"pt\":{\"x\":1,\"y\":2},\"pts\":[{\"x\":3,\"y\":4},null],\"tail\":\"t\"}",
            "{\"one\":null,\"many\":null,\"pt\":null,\"pts\":null}",
            "{\"one\":{\"n\":1},\"tail\":\"t\"}", "{\"many\":[{\"id\":\"b\"},{\"n\":2}]}",
            "{\"one\":5}", "{\"one\":[]}", "{\"many\":[5]}", "{\"many\":[\"x\",{}]}",
            "{\"pt\":{\"x\":\"bad\"}}", "{\"pts\":[{\"x\":1},{\"y\":\"q\"}]}",
            "{\"one\":{\"id\":\"a\",}}", "{\"pts\":[{\"x\":1]}", "{\"one\":{\"id\":\"a\"",
            "{\"one\":{\"id\":\"a\",\"n\":1,\"n\":2}}", "{\"one\":{\"id\":\"a\",\"zz\":[1,{}]},\"pt\":{\"q\":1}}",
            "{\"pt\":{\"y\":2,\"x\":1},\"one\":{\"n\":4,\"id\":\"z\"}}",
        };
        for (BindConfig config : CONFIGS) {
            for (String doc : docs) {
                Binder loop = Binder.of(config);
                Binder spun = Binder.of(config);
                for (Class<?> t : List.of(Inner.class, Point.class, Outer.class)) {
                    ObjectCodec<?> c = (ObjectCodec<?>) spun.codec(t);
                    c.spinReader();
                    assertTrue(c.readerSpecialised(), t.getName());
                }
                assertEquals(outcome(loop, Outer.class, doc), outcome(spun, Outer.class, doc), doc);
            }
        }
    }

    /** Declared in another order than the documents below give its members in. */
    record Shuffled(String uuid, int tz, String ua, int st, List<Integer> ids) { }

    /**
     * The spun reader expects the member names in the order the documents read before it was
     * spun gave them ({@link ObjectCodec#documentOrder}), and reads any order, missing,
     * repeated and unknown members as the plain loop does.
     */
    @Test
    void membersInTheDocumentsOrder() {
        String trained = "{\"st\":1,\"uuid\":\"u\",\"ua\":\"a\",\"tz\":-6}";
        String[] docs = {trained, "{\"st\":1,\"sid\":2,\"uuid\":\"u\",\"ip\":\"i\",\"ua\":\"a\",\"tz\":-6}", "{\"uuid\":\"u\",\"tz\":1,\"ua\":\"a\",\"st\":2,\"ids\":[1]}",
                "{\"tz\":1,\"st\":2}", "{\"ids\":[3],\"st\":1,\"st\":2}", "{\"st\":\"x\",\"uuid\":\"u\"}",
                "{\"st\":1,\"uuid\":7}", "{\"x\":{},\"st\":1,\"ua\":null}", "{}", "{\"st\":1,"};
        for (BindConfig config : CONFIGS) {
            Binder loop = Binder.of(config);
            Binder spun = Binder.of(config);
            ObjectCodec<?> c = (ObjectCodec<?>) spun.codec(Shuffled.class);
            for (int i = 0; i < ObjectCodec.SPIN_AFTER; i++) {
                spun.decode(trained, Shuffled.class);
            }
            assertTrue(c.readerSpecialised());
            assertEquals(List.of("st", "uuid", "ua", "tz", "ids"), List.of(c.readOrder()));
            for (String doc : docs) {
                assertEquals(outcome(loop, Shuffled.class, doc), outcome(spun, Shuffled.class, doc), doc);
            }
        }
    }

    /**
     * Unknown member names read before the spin (plain, short, at most
     * {@link ObjectCodec#LEARNED}) join the spun reader's names in their place, so that it
     * skips each after one compare; the outcomes stay those of the plain loop, whatever
     * names come later. Under {@link UnknownPolicy#FAIL} none is learned.
     */
    @Test
    void unknownNamesLearnedInTheirPlace() {
        String trained = "{\"sid\":2,\"st\":1,\"ip\":{\"v\":[1]},\"uuid\":\"u\",\"a\\\"b\":0,"
                + "\"\\u0061bc\":1,\"ua\":\"a\",\"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\":0,\"tz\":-6,\"end\":null}";
        String[] docs = {trained, "{\"st\":1,\"sid\":2,\"uuid\":\"u\",\"ip\":\"i\",\"ua\":\"a\",\"tz\":-6}",
                "{\"sid\":2,\"st\":1,\"ip\":[}", "{\"sid\":\"x\",\"st\":\"y\",\"abc\":1,\"end\":1,\"end\":2}",
                "{\"si\\u0064\":1,\"s\\u0074\":2}", "{\"other\":1,\"sid\":2,\"tz\":\"x\"}", "{}"};
        for (BindConfig config : CONFIGS) {
            Binder loop = Binder.of(config);
            Binder spun = Binder.of(config);
            ObjectCodec<?> c = (ObjectCodec<?>) spun.codec(Shuffled.class);
            for (int i = 0; i < ObjectCodec.SPIN_AFTER; i++) {
                outcome(spun, Shuffled.class, trained);
            }
            if (config.unknown() == UnknownPolicy.FAIL) {
                c.spinReader(); // every read failed, so none counted
            }
            assertTrue(c.readerSpecialised());
            List<String> expected = config.unknown() == UnknownPolicy.FAIL
                    ? List.of("uuid", "tz", "ua", "st", "ids") // each read failed at "sid": nothing learned
                    : List.of("sid", "st", "ip", "uuid", "abc", "ua", "tz", "end", "ids");
            assertEquals(expected, List.of(c.readOrder()).subList(0, Math.min(c.readOrder().length, expected.size())));
            for (String doc : docs) {
                assertEquals(outcome(loop, Shuffled.class, doc), outcome(spun, Shuffled.class, doc), doc);
            }
        }
    }

    /** At most {@link ObjectCodec#LEARNED} unknown names are kept, the first met. */
    @Test
    void learnedNamesAreBounded() {
        StringJoiner j = new StringJoiner(",", "{", "}");
        for (int i = 0; i < 3 * ObjectCodec.LEARNED; i++) {
            j.add("\"u" + i + "\":" + i);
        }
        j.add("\"st\":1");
        Binder spun = Binder.of(BindConfig.DEFAULT);
        ObjectCodec<?> c = (ObjectCodec<?>) spun.codec(Shuffled.class);
        for (int i = 0; i < ObjectCodec.SPIN_AFTER; i++) {
            spun.decode(j.toString(), Shuffled.class);
        }
        String[] order = c.readOrder();
        assertEquals(5 + ObjectCodec.LEARNED, order.length);
        assertEquals("u0", order[0]);
        assertEquals("u" + (ObjectCodec.LEARNED - 1), order[ObjectCodec.LEARNED - 1]);
        assertEquals("{\"uuid\":null,\"tz\":0,\"ua\":null,\"st\":1,\"ids\":null}",
                spun.encodeToString(spun.decode(j.toString(), Shuffled.class)));
    }

    /** documentOrder follows the chain of names read from the first while it meets new names, then adds the rest. */
    @Test
    void documentOrderIsAPermutation() {
        assertEquals(List.of(0, 1, 2), order(-1, -1, -1, -1));
        assertEquals(List.of(3, 0, 2, 1), order(2, -1, -1, 0, 3));
        assertEquals(List.of(0, 1, 2), order(1, 0, -1, 0)); // a cycle ends the chain
        assertEquals(List.of(2, 0, 1), order(9, -7, 0, 2)); // hints out of range are ignored
        assertEquals(List.of(1, 0), order(0, 0, 1));
        assertEquals(List.of(), order(5));
    }

    private static List<Integer> order(int... after) {
        List<Integer> out = new ArrayList<>();
        for (int n : ObjectCodec.documentOrder(after)) {
            out.add(n);
        }
        return out;
    }

    /**
     * String properties are read by the spun loop itself (the template's string mask): the
     * same values and errors as the codec's read, for strings, nulls, escapes, other kinds
     * and bad strings, in slots before and past the constant ones.
     */
    @Test
    void stringProperties() {
        same(Strings.class,
                "{\"s0\":\"a\",\"n\":1,\"s2\":\"b\\u00e9\\n\",\"s16\":\"p\",\"boxed\":2,\"s18\":\"q\",\"list\":[\"x\",null],"
                        + "\"s20\":\"r\"}",
                "{\"s0\":null,\"s16\":null,\"s20\":null}", "{\"s0\":1}", "{\"s16\":true}", "{\"s20\":[\"x\"]}",
                "{\"s3\":{}}", "{\"s18\":\"\\x\"}", "{\"s2\":\"\u00e9\",\"s16\":\"caf\u00e9\"}", "{\"s0\":\"a\",\"s0\":\"b\"}",
                "{\"s16\":\"unterminated}", "{\"s4\":nul}", "{}");
    }

    /**
     * Int, long, boolean and double properties, primitive and boxed, are read by the spun
     * loop itself: JSON null is null for a box and a type mismatch for a primitive, and
     * every other error (range, fraction, wrong kind, syntax) is the codec's.
     */
    @Test
    void scalarProperties() {
        same(Scalars.class,
                "{\"i\":1,\"l\":2,\"b\":true,\"d\":1.5,\"pi\":-3,\"pl\":9007199254740993,\"pb\":false,\"pd\":-0.0}",
                "{\"i\":null,\"l\":null,\"b\":null,\"d\":null}", "{\"pi\":null}", "{\"pl\":null}", "{\"pb\":null}",
                "{\"pd\":null}", "{\"i\":2147483648}", "{\"pi\":1.5}", "{\"l\":1e3}", "{\"pl\":\"1\"}", "{\"b\":1}",
                "{\"pb\":\"true\"}", "{\"d\":\"x\"}", "{\"pd\":[1]}", "{\"pd\":1e999}", "{\"i\":01}", "{\"b\":tru}",
                "{\"pi\":-}", "{}");
    }

    @Test
    void requiredProperties() {
        same(Req.class, "{\"id\":\"a\",\"n\":1}", "{\"n\":1}", "{\"id\":\"a\"}", "{}",
                "{\"id\":\"a\",\"n\":\"x\"}", "{\"id\":\"a\",\"n\":1,\"note\":\"z\"}", "{\"note\":\"z\",\"n\":1,\"id\":null}");
    }

    @Test
    void setters() {
        same(HiddenClassCodecTest.Pojo.class, "{\"count\":1,\"name\":\"n\",\"onlySet\":\"v\"}", "{\"name\":\"n\"}", "{}",
                "{\"count\":\"x\",\"name\":\"n\"}", "{\"name\":null,\"count\":2}");
    }

    /** 64 properties (every bit of the mask) and 65 (more than the mask holds: the plain values loop). */
    @Test
    void sixtyFourPropertiesAndMore() {
        for (int n : new int[] {64, 65}) {
            Class<?> type = n == 64 ? Sixty4.class : Huge.class;
            List<String> docs = new ArrayList<>();
            docs.add(members(n, -1, -1));
            docs.add(members(n, 0, -1));
            docs.add(members(n, n - 1, -1));
            docs.add(members(n, 63, -1));
            docs.add(members(n, -1, n - 1));
            docs.add(members(n, -1, 0));
            docs.add("{}");
            same(type, docs.toArray(new String[0]));
        }
    }

    /** The members a0..a(n-1) with value i, but for member left out and member bad (a string). */
    private static String members(int n, int left, int bad) {
        StringJoiner j = new StringJoiner(",", "{", "}");
        for (int i = 0; i < n; i++) {
            if (i != left) {
                j.add("\"a" + i + "\":" + (i == bad ? "\"x\"" : String.valueOf(i)));
            }
        }
        return j.toString();
    }

    private static void same(Class<?> type, String... docs) {
        for (BindConfig config : CONFIGS) {
            for (String doc : docs) {
                Binder loop = Binder.of(config);
                Binder spun = Binder.of(config);
                ObjectCodec<?> c = (ObjectCodec<?>) spun.codec(type);
                c.spinReader();
                assertTrue(c.readerSpecialised(), type.getName());
                String expected = outcome(loop, type, doc);
                assertEquals(expected, outcome(spun, type, doc), doc);
                assertTrue(c.readerSpecialised());
            }
        }
    }

    /** The value decoded (with its encoding), or every error with its kind, pointer, offset and message. */
    static String outcome(Binder b, Class<?> type, String doc) {
        try {
            return describe(b, b.decode(doc, type));
        } catch (ValueErrors e) {
            StringBuilder sb = new StringBuilder(describe(b, e.value()));
            for (dev.riffle.JsonException x : e.errors()) {
                sb.append(" | ").append(x.kind().id()).append(' ').append(x.pointer()).append(' ').append(x.offset())
                        .append(' ').append(x.getMessage());
            }
            return sb.toString();
        } catch (dev.riffle.JsonException e) {
            return e.kind().id() + " " + e.pointer() + " " + e.offset() + " " + e.getMessage();
        }
    }

    private static String describe(Binder b, Object v) {
        if (v == null) {
            return "null";
        }
        String text = v instanceof Record ? v.toString() : v.getClass().getSimpleName(); // no identity hash
        return text + " -> " + b.encodeToString(v);
    }
}
