package dev.riffle.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.riffle.ErrorKind;
import dev.riffle.JsonException;
import dev.riffle.JsonIterator;
import dev.riffle.JsonStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Records, POJOs, generics, recursion, the facade's inputs and outputs, and errors. */
class ObjectsTest {
    record Point(int x, int y) { }

    record Line(Point from, Point to, String label) { }

    record Node(String name, List<Node> children) { }

    record Page<T>(List<T> items, int total) { }

    record Holder(long id, boolean ok, double ratio, Integer boxed, Map<String, Point> points) { }

    /** A bean: private fields with getters and setters, and a public field. */
    public static class Bean {
        private String name;
        private int age;
        public List<String> tags;
        private int hidden = 42;

        public String getName() {
            return name;
        }

        public void setName(String name) {
            this.name = name;
        }

        public int getAge() {
            return age;
        }

        public Bean setAge(int age) { // a fluent setter
            this.age = age;
            return this;
        }

        int hidden() {
            return hidden;
        }
    }

    /** A generic base class whose field type is resolved through the subclass. */
    public static class Base<T> {
        public T value;
    }

    public static class StringBox extends Base<String> {
        public int n;
    }

    @Test
    void records() {
        Line l = RiffleBind.decode("{\"from\":{\"x\":1,\"y\":2},\"label\":\"a\",\"to\":{\"y\":4,\"x\":3}}", Line.class);
        assertEquals(new Line(new Point(1, 2), new Point(3, 4), "a"), l);
        assertEquals("{\"from\":{\"x\":1,\"y\":2},\"to\":{\"x\":3,\"y\":4},\"label\":\"a\"}", RiffleBind.encodeToString(l));
    }

    @Test
    void absentMembersTakeDefaultsAndUnknownOnesAreSkipped() {
        assertEquals(new Point(0, 5), RiffleBind.decode("{\"y\":5,\"z\":[1,{\"deep\":true}]}", Point.class));
        assertEquals(new Line(null, null, null), RiffleBind.decode("{}", Line.class));
    }

    @Test
    void primitivesAndBoxes() {
        Holder h = RiffleBind.decode("{\"id\":-9007199254740993,\"ok\":true,\"ratio\":0.5,\"boxed\":null,\"points\":{\"p\":{\"x\":1,\"y\":1}}}", Holder.class);
        assertEquals(new Holder(-9007199254740993L, true, 0.5, null, Map.of("p", new Point(1, 1))), h);
        assertEquals("{\"id\":-9007199254740993,\"ok\":true,\"ratio\":0.5,\"boxed\":null,\"points\":{\"p\":{\"x\":1,\"y\":1}}}",
                RiffleBind.encodeToString(h));
    }

    @Test
    void recursiveTypes() {
        String json = "{\"name\":\"root\",\"children\":[{\"name\":\"a\",\"children\":[]},{\"name\":\"b\",\"children\":[{\"name\":\"c\",\"children\":null}]}]}";
        Node n = RiffleBind.decode(json, Node.class);
        assertEquals("c", n.children().get(1).children().get(0).name());
        assertEquals(json, RiffleBind.encodeToString(n));
    }

    @Test
    void deepRecursionWithinTheDepthLimit() {
        int depth = BindConfig.DEFAULT_MAX_DEPTH / 2 - 1; // each Node is an object and an array
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < depth; i++) {
            b.append("{\"name\":\"n\",\"children\":[");
        }
        b.append("]}".repeat(depth));
        Node n = RiffleBind.decode(b.toString(), Node.class);
        assertEquals("n", n.name());
        assertEquals(b.toString(), RiffleBind.encodeToString(n));
    }

    @Test
    void beyondTheDepthLimitIsALimitErrorNotAStackOverflow() {
        String deep = "[".repeat(BindConfig.DEFAULT_MAX_DEPTH + 1) + "]".repeat(BindConfig.DEFAULT_MAX_DEPTH + 1);
        JsonException e = assertThrows(JsonException.class, () -> RiffleBind.decode(deep, Object.class));
        assertEquals(ErrorKind.LIMIT_EXCEEDED, e.kind());
        assertEquals(BindConfig.DEFAULT_MAX_DEPTH, e.offset());
    }

    @Test
    void generics() {
        Page<Point> p = RiffleBind.decode("{\"items\":[{\"x\":1,\"y\":2}],\"total\":1}", new TypeRef<Page<Point>>() { });
        assertEquals(new Page<>(List.of(new Point(1, 2)), 1), p);
        assertEquals(Point.class, p.items().get(0).getClass());
        StringBox s = RiffleBind.decode("{\"value\":\"v\",\"n\":3}", StringBox.class);
        assertEquals("v", s.value);
        assertEquals(3, s.n);
        assertEquals("{\"value\":\"v\",\"n\":3}", RiffleBind.encodeToString(s));
    }

    @Test
    void beans() {
        Bean b = RiffleBind.decode("{\"name\":\"ann\",\"age\":31,\"tags\":[\"x\"],\"hidden\":1}", Bean.class);
        assertEquals("ann", b.getName());
        assertEquals(31, b.getAge());
        assertEquals(List.of("x"), b.tags);
        assertEquals(42, b.hidden(), "a private field without accessors is not a property");
        String out = RiffleBind.encodeToString(b);
        assertTrue(out.contains("\"name\":\"ann\"") && out.contains("\"age\":31") && out.contains("\"tags\":[\"x\"]"), out);
        assertTrue(!out.contains("hidden"), out);
    }

    @Test
    void inputsAndOutputs() {
        byte[] json = "{\"x\":1,\"y\":2}".getBytes(StandardCharsets.UTF_8);
        assertEquals(new Point(1, 2), RiffleBind.decode(json, Point.class));
        assertEquals(new Point(1, 2), RiffleBind.decode(new ByteArrayInputStream(json), Point.class));
        assertEquals(new Point(1, 2), RiffleBind.decode(new ByteArrayInputStream(json), new TypeRef<Point>() { }));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        RiffleBind.encode(new Point(1, 2), out);
        assertEquals("{\"x\":1,\"y\":2}", out.toString(StandardCharsets.UTF_8));
        assertEquals("null", RiffleBind.encodeToString(null));
    }

    @Test
    void readAndWriteMidStream() {
        JsonIterator in = JsonIterator.of("[{\"x\":1,\"y\":2},{\"x\":3,\"y\":4},7]");
        assertTrue(in.readArray());
        assertEquals(new Point(1, 2), RiffleBind.read(in, Point.class));
        assertTrue(in.readArray());
        assertEquals(new Point(3, 4), RiffleBind.read(in, Point.class));
        assertTrue(in.readArray());
        assertEquals(7, in.readInt());
        JsonStream s = new JsonStream();
        s.writeArrayStart();
        RiffleBind.write(s, new Point(5, 6));
        s.writeInt(1);
        s.writeArrayEnd();
        assertEquals("[{\"x\":5,\"y\":6},1]", s.toString());
    }

    @Test
    void typeMismatchNamesPointerOffsetAndJavaType() {
        JsonException e = assertThrows(JsonException.class,
                () -> RiffleBind.decode("{\"from\":{\"x\":1,\"y\":\"two\"}}", Line.class));
        assertEquals(ErrorKind.TYPE_MISMATCH, e.kind());
        assertEquals("/from/y", e.pointer());
        assertEquals(19, e.offset());
        assertTrue(e.getMessage().contains("expected a number, found a string"), e.getMessage());
        assertTrue(e.getMessage().contains("(binding " + Point.class.getTypeName() + ".y as int)"), e.getMessage());
    }

    @Test
    void objectExpected() {
        JsonException e = assertThrows(JsonException.class, () -> RiffleBind.decode("[1, 2]", new TypeRef<List<Point>>() { }));
        assertEquals(ErrorKind.TYPE_MISMATCH, e.kind());
        assertEquals("/0", e.pointer());
        assertEquals(1, e.offset());
    }

    @Test
    void nullForAPrimitiveIsATypeMismatch() {
        JsonException e = assertThrows(JsonException.class, () -> RiffleBind.decode("{\"x\":null}", Point.class));
        assertEquals(ErrorKind.TYPE_MISMATCH, e.kind());
        assertEquals("/x", e.pointer());
        assertEquals(5, e.offset());
    }

    @Test
    void syntaxErrorsAndTrailingData() {
        JsonException e = assertThrows(JsonException.class, () -> RiffleBind.decode("{\"x\":1,}", Point.class));
        assertEquals(ErrorKind.INVALID_CHARACTER, e.kind());
        assertEquals(7, e.offset());
        e = assertThrows(JsonException.class, () -> RiffleBind.decode("{\"x\":1} 2", Point.class));
        assertEquals(ErrorKind.TRAILING_DATA, e.kind());
        e = assertThrows(JsonException.class, () -> RiffleBind.decode("{\"x\":1", Point.class));
        assertEquals(ErrorKind.UNEXPECTED_END, e.kind());
    }

    @Test
    void badScalarsAreValueErrorsAtTheValue() {
        JsonException e = assertThrows(JsonException.class, () -> RiffleBind.decode("[1, 300]", byte[].class));
        assertEquals(ErrorKind.TYPE_MISMATCH, e.kind()); // byte[] is base64 text
        e = assertThrows(JsonException.class, () -> RiffleBind.decode("[1, 300]", Byte[].class));
        assertEquals(ErrorKind.INVALID_VALUE, e.kind());
        assertEquals("/1", e.pointer());
        assertEquals(4, e.offset());
        e = assertThrows(JsonException.class, () -> RiffleBind.decode("[\"RED\", \"PINK\"]", BasicTypesTest.Color[].class));
        assertEquals(ErrorKind.INVALID_VALUE, e.kind());
        assertEquals("/1", e.pointer());
        assertEquals(8, e.offset());
        e = assertThrows(JsonException.class, () -> RiffleBind.decode("{\"x\":9999999999}", Point.class));
        assertEquals(ErrorKind.NUMBER_RANGE, e.kind());
        e = assertThrows(JsonException.class, () -> RiffleBind.decode("{\"k\":1}", new TypeRef<Map<Integer, Integer>>() { }));
        assertEquals(ErrorKind.INVALID_VALUE, e.kind());
        assertEquals("/k", e.pointer());
        assertEquals(5, e.offset());
        for (String key : new String[] {"+1", "01", "-0", " 1", "1.0", "4294967296"}) {
            e = assertThrows(JsonException.class, () -> RiffleBind.decode("{\"" + key + "\":1}", new TypeRef<Map<Integer, Integer>>() { }), key);
            assertEquals(ErrorKind.INVALID_VALUE, e.kind(), key);
        }
        e = assertThrows(JsonException.class, () -> RiffleBind.decode("[null]", new TypeRef<java.util.Deque<String>>() { }));
        assertEquals(ErrorKind.INVALID_VALUE, e.kind());
        assertEquals("/0", e.pointer());
    }

    @Test
    void nullTopLevel() {
        assertNull(RiffleBind.decode("null", Point.class));
        assertNull(RiffleBind.decode("null", new TypeRef<List<Point>>() { }));
    }

    @Test
    void unsupportedTypesFailClearly() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RiffleBind.decode("{}", Runnable.class));
        assertTrue(e.getMessage().contains("Runnable"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> RiffleBind.decode("{}", new TypeRef<Map<Point, String>>() { }));
        assertTrue(e.getMessage().contains("map key"), e.getMessage());
    }
}
