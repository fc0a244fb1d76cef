package dev.riffle.bind;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.riffle.ErrorKind;
import dev.riffle.JsonException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Queue;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import org.junit.jupiter.api.Test;

/** Scalars, arrays, collections and maps: each decodes, and encodes back to the same text. */
class BasicTypesTest {
    enum Color { RED, GREEN, BLUE }

    /** Decodes {@code json} as {@code type}, checks the value, and checks that it encodes back to {@code json}. */
    static <T> T roundTrip(String json, Class<T> type, Object want) {
        T v = RiffleBind.decode(json, type);
        assertDeepEquals(want, v);
        assertEquals(json, RiffleBind.encodeToString(v));
        return v;
    }

    static <T> T roundTrip(String json, TypeRef<T> type, Object want) {
        T v = RiffleBind.decode(json, type);
        assertDeepEquals(want, v);
        assertEquals(json, new String(RiffleBind.encode(v, type), java.nio.charset.StandardCharsets.UTF_8));
        return v;
    }

    static void assertDeepEquals(Object want, Object got) {
        if (want != null && want.getClass().isArray()) {
            assertTrue(java.util.Objects.deepEquals(want, got), () -> "want " + java.util.Arrays.deepToString(new Object[] {want})
                    + ", got " + java.util.Arrays.deepToString(new Object[] {got}));
        } else {
            assertEquals(want, got);
        }
    }

    @Test
    void scalars() {
        roundTrip("true", Boolean.class, true);
        roundTrip("-7", Integer.class, -7);
        roundTrip("9007199254740993", Long.class, 9007199254740993L);
        roundTrip("1.5", Double.class, 1.5);
        roundTrip("0.1", Float.class, 0.1f);
        roundTrip("-32768", Short.class, (short) -32768);
        roundTrip("127", Byte.class, (byte) 127);
        roundTrip("\"x\"", Character.class, 'x');
        roundTrip("\"h\\u00e9\\n\"".replace("\\u00e9", "é"), String.class, "hé\n");
        roundTrip("123456789012345678901234567890", BigInteger.class, new BigInteger("123456789012345678901234567890"));
        roundTrip("1.10", BigDecimal.class, new BigDecimal("1.10"));
        roundTrip("\"GREEN\"", Color.class, Color.GREEN);
        roundTrip("null", Integer.class, null);
        assertNull(RiffleBind.decode(" null ", String.class));
    }

    @Test
    void arrays() {
        roundTrip("[1,2,3,4,5,6,7,8,9,10]", int[].class, new int[] {1, 2, 3, 4, 5, 6, 7, 8, 9, 10});
        roundTrip("[]", int[].class, new int[0]);
        roundTrip("[-1,9223372036854775807]", long[].class, new long[] {-1, Long.MAX_VALUE});
        roundTrip("[1.5,-0]", double[].class, new double[] {1.5, -0.0});
        roundTrip("[0.25]", float[].class, new float[] {0.25f});
        roundTrip("[true,false]", boolean[].class, new boolean[] {true, false});
        roundTrip("[1,-2]", short[].class, new short[] {1, -2});
        roundTrip("\"AQID/w==\"", byte[].class, new byte[] {1, 2, 3, -1});
        roundTrip("\"abc\"", char[].class, "abc".toCharArray());
        roundTrip("[\"a\",null]", String[].class, new String[] {"a", null});
        roundTrip("[[1],[2,3]]", int[][].class, new int[][] {{1}, {2, 3}});
        roundTrip("[\"RED\",\"BLUE\"]", Color[].class, new Color[] {Color.RED, Color.BLUE});
    }

    /**
     * The element errors of the numeric arrays (each has its own codec): thrown with the
     * element's pointer, or collected with the slot left 0 and the rest read.
     */
    @Test
    void numberArrayElementErrors() {
        JsonException e = assertThrows(JsonException.class, () -> RiffleBind.decode("[1,2,\"x\"]", int[].class));
        assertEquals(ErrorKind.TYPE_MISMATCH + " /2 @5", e.kind() + " " + e.pointer() + " @" + e.offset());
        Binder lenient = RiffleBind.with(BindConfig.builder().collectValueErrors(true).build());
        String[] docs = {"[1,3000000000,3,1.5,4,5,6,7,8,9]", "[1,9223372036854775808,3,1.5,4,5,6,7,8,9]", "[1,1e999,3,\"x\",4,5,6,7,8,9]"};
        Class<?>[] types = {int[].class, long[].class, double[].class};
        Object[] want = {new int[] {1, 0, 3, 0, 4, 5, 6, 7, 8, 9}, new long[] {1, 0, 3, 0, 4, 5, 6, 7, 8, 9},
            new double[] {1, 0, 3, 0, 4, 5, 6, 7, 8, 9}};
        String[] kinds = {"number-range /1, type-mismatch /3", "number-range /1, type-mismatch /3", "number-range /1, type-mismatch /3"};
        for (int i = 0; i < types.length; i++) {
            Class<?> type = types[i];
            String doc = docs[i];
            ValueErrors v = assertThrows(ValueErrors.class, () -> lenient.decode(doc, type), type.getSimpleName());
            assertEquals(kinds[i], String.join(", ", v.errors().stream().map(x -> x.kind().id() + " " + x.pointer()).toList()), type.getSimpleName());
            assertTrue(java.util.Objects.deepEquals(want[i], v.value()), type.getSimpleName());
        }
    }

    @Test
    void collectionsPickSensibleImplementations() {
        assertEquals(ArrayList.class, RiffleBind.decode("[1]", new TypeRef<List<Integer>>() { }).getClass());
        assertEquals(ArrayList.class, RiffleBind.decode("[1]", new TypeRef<Collection<Integer>>() { }).getClass());
        assertEquals(LinkedHashSet.class, RiffleBind.decode("[1]", new TypeRef<Set<Integer>>() { }).getClass());
        assertEquals(TreeSet.class, RiffleBind.decode("[1]", new TypeRef<SortedSet<Integer>>() { }).getClass());
        assertEquals(ArrayDeque.class, RiffleBind.decode("[1]", new TypeRef<Queue<Integer>>() { }).getClass());
        assertEquals(ArrayDeque.class, RiffleBind.decode("[1]", new TypeRef<Deque<Integer>>() { }).getClass());
        assertEquals(LinkedList.class, RiffleBind.decode("[1]", new TypeRef<LinkedList<Integer>>() { }).getClass());
        assertEquals(HashSet.class, RiffleBind.decode("[1]", new TypeRef<HashSet<Integer>>() { }).getClass());
        assertEquals(LinkedHashMap.class, RiffleBind.decode("{}", new TypeRef<Map<String, Integer>>() { }).getClass());
        assertEquals(TreeMap.class, RiffleBind.decode("{}", new TypeRef<SortedMap<String, Integer>>() { }).getClass());
        assertEquals(TreeMap.class, RiffleBind.decode("{}", new TypeRef<NavigableMap<String, Integer>>() { }).getClass());
        assertEquals(HashMap.class, RiffleBind.decode("{}", new TypeRef<HashMap<String, Integer>>() { }).getClass());
        assertEquals(ConcurrentHashMap.class, RiffleBind.decode("{}", new TypeRef<ConcurrentMap<String, Integer>>() { }).getClass());
    }

    @Test
    void collections() {
        roundTrip("[1,null,3]", new TypeRef<List<Integer>>() { }, java.util.Arrays.asList(1, null, 3));
        roundTrip("[\"b\",\"a\"]", new TypeRef<Set<String>>() { }, new LinkedHashSet<>(List.of("b", "a")));
        roundTrip("[[\"x\"],[]]", new TypeRef<List<List<String>>>() { }, List.of(List.of("x"), List.of()));
        roundTrip("{\"a\":1,\"b\":null}", new TypeRef<Map<String, Integer>>() { }, mapOf("a", 1, "b", null));
        roundTrip("{\"1\":\"x\",\"-2\":\"y\"}", new TypeRef<Map<Integer, String>>() { }, mapOf(1, "x", -2, "y"));
        roundTrip("{\"10000000000\":true}", new TypeRef<Map<Long, Boolean>>() { }, mapOf(10000000000L, true));
        TypeRef<Map<Color, int[]>> byColor = new TypeRef<>() { };
        Map<Color, int[]> m = RiffleBind.decode("{\"RED\":[1]}", byColor);
        assertEquals(Set.of(Color.RED), m.keySet());
        assertArrayEquals(new int[] {1}, m.get(Color.RED));
        assertEquals("{\"RED\":[1]}", new String(RiffleBind.encode(m, byColor), java.nio.charset.StandardCharsets.UTF_8));
    }

    @Test
    void untyped() {
        Object v = RiffleBind.decode("{\"a\":[1,2.5,\"s\",true,null,{}],\"big\":123456789012345678901234567890,\"e\":1e400}", Object.class);
        Map<String, Object> want = new LinkedHashMap<>();
        want.put("a", java.util.Arrays.asList(1L, 2.5, "s", true, null, Map.of()));
        want.put("big", new BigInteger("123456789012345678901234567890"));
        want.put("e", new BigDecimal("1e400"));
        assertEquals(want, v);
        Binder exact = RiffleBind.with(BindConfig.builder().exactDecimals(true).build());
        assertEquals(List.of(new BigDecimal("0.10"), 3L), exact.decode("[0.10,3]", Object.class));
        assertEquals("{\"a\":[1,2.5,\"s\",true,null,{}]}", RiffleBind.encodeToString(Map.of("a", want.get("a"))));
    }

    @Test
    void untypedNumbersStayWritable() {
        // -0 keeps its sign (a Long cannot), so it writes back as it was read.
        Object negZero = RiffleBind.decode("[-0,-0.0,0]", Object.class);
        assertEquals(java.util.Arrays.asList(-0.0, -0.0, 0L), negZero);
        assertEquals("[-0,-0,0]", RiffleBind.encodeToString(negZero));
        // An overflowing number is a BigDecimal within the scale limit, as readBigDecimal reads it.
        JsonException typed = org.junit.jupiter.api.Assertions.assertThrows(JsonException.class,
                () -> RiffleBind.decode("[1, 1e999999999]", new TypeRef<List<BigDecimal>>() { }));
        JsonException untyped = org.junit.jupiter.api.Assertions.assertThrows(JsonException.class,
                () -> RiffleBind.decode("[1, 1e999999999]", Object.class));
        assertEquals(ErrorKind.LIMIT_EXCEEDED, untyped.kind());
        assertEquals(typed.offset(), untyped.offset());
        assertEquals(typed.pointer(), untyped.pointer());
        assertEquals(4, untyped.offset());
        assertEquals("/1", untyped.pointer());
        assertTrue(untyped.detail().startsWith("number scale beyond 100000 (the maxNumberScale limit)"), untyped.detail());
        // With no scale limit, a scale beyond an int cannot be a BigDecimal either.
        Binder unlimited = RiffleBind.with(BindConfig.builder()
                .json(dev.riffle.JsonConfig.builder().maxNumberScale(-1).maxDepth(BindConfig.DEFAULT_MAX_DEPTH).build()).build());
        JsonException range = org.junit.jupiter.api.Assertions.assertThrows(JsonException.class,
                () -> unlimited.decode("{\"e\":1e+99999999999999999999}", Object.class));
        assertEquals(ErrorKind.NUMBER_RANGE, range.kind());
        assertEquals(5, range.offset());
        assertEquals("/e", range.pointer());
        assertEquals(new BigDecimal("1e-400"), RiffleBind.decode("1e-400", BigDecimal.class));
        assertEquals(0.0, RiffleBind.decode("1e-400", Object.class), "underflow rounds, as any double read does");
    }

    static Map<Object, Object> mapOf(Object... kv) {
        Map<Object, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put(kv[i], kv[i + 1]);
        }
        return m;
    }

    @Test
    void primitiveArraysGrowPastTheirFirstBuffer() {
        StringBuilder b = new StringBuilder("[");
        int[] want = new int[1000];
        for (int i = 0; i < want.length; i++) {
            want[i] = i * 7 - 300;
            b.append(i == 0 ? "" : ",").append(want[i]);
        }
        assertArrayEquals(want, RiffleBind.decode(b.append(']').toString(), int[].class));
    }
}
