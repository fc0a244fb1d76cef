package dev.riffle.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.riffle.ErrorKind;
import dev.riffle.JsonException;
import dev.riffle.bind.BindConfig;
import dev.riffle.bind.Binder;
import dev.riffle.bind.TypeRef;
import java.io.IOException;
import java.lang.reflect.Type;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Arrays whose component is a parameterized type with a type variable ({@code List<T>[]}), or
 * a type variable bound to a parameterized type ({@code T[]} as {@code List<Integer>[]}),
 * are resolved in full: the elements are read as the type they name, by generated codecs
 * and by the run-time codecs alike (whose {@code Types.resolve} kept such an array type as
 * declared until this test's second case was added, reading the elements' type variables
 * as their bounds).
 */
class GenericArraysTest {
    private static final String SOURCE = "package arr;\n"
            + "@dev.riffle.bind.annotation.JsonGenerate\n"
            + "public record Sheet<T>(java.util.List<T>[] columns, T[] cells) {\n"
            + "    public record Line(String sku, int qty) {}\n"
            + "}\n";
    private static ClassLoader loader;
    /** The same classes without the generated codecs' service entry: the run-time codecs. */
    private static ClassLoader runtimeLoader;

    @BeforeAll
    static void compile() throws IOException {
        TestCompiler.Result r = TestCompiler.compileSource("arr.Sheet", SOURCE);
        assertTrue(r.success, () -> String.join("\n", r.messages()));
        loader = r.loader(true);
        runtimeLoader = r.loader(false);
    }

    private static Type sheetOf(Type argument) throws ClassNotFoundException {
        return TypeRef.parameterized(Class.forName("arr.Sheet", true, loader), argument);
    }

    private static Object[] components(Object sheet) throws ReflectiveOperationException {
        Class<?> c = sheet.getClass();
        return new Object[] {c.getMethod("columns").invoke(sheet), c.getMethod("cells").invoke(sheet)};
    }

    @Test
    void elementsOfListOfTArraysAreTheArgumentsType() throws Exception {
        readsTheArgumentsType(loader, true);
    }

    @Test
    void runTimeCodecsReadThemTheSameWay() throws Exception {
        readsTheArgumentsType(runtimeLoader, false);
    }

    private static void readsTheArgumentsType(ClassLoader classes, boolean generated) throws Exception {
        Binder binder = Binder.of(BindConfig.DEFAULT);
        Class<?> line = Class.forName("arr.Sheet$Line", true, classes);
        Type type = TypeRef.parameterized(Class.forName("arr.Sheet", true, classes), line);
        assertEquals(generated, binder.codec(type).getClass().getSimpleName().endsWith("_RiffleCodec"));
        Object sheet = binder.decode("{\"columns\":[[{\"sku\":\"a\",\"qty\":1}]],\"cells\":[{\"sku\":\"b\",\"qty\":2}]}",
                TypeRef.of(type));
        Object[] parts = components(sheet);
        assertInstanceOf(line, ((List<?>) ((Object[]) parts[0])[0]).get(0));
        assertEquals(line.arrayType(), parts[1].getClass());
        JsonException e = assertThrows(JsonException.class,
                () -> binder.decode("{\"columns\":[[{\"qty\":\"x\"}]]}", TypeRef.of(type)));
        assertEquals(ErrorKind.TYPE_MISMATCH, e.kind());
        assertEquals("/columns/0/0/qty", e.pointer());
        assertTrue(e.getMessage().contains("(binding arr.Sheet$Line.qty as int)"), e.getMessage());
        assertEquals("{\"columns\":[[{\"sku\":\"a\",\"qty\":1}]],\"cells\":[{\"sku\":\"b\",\"qty\":2}]}",
                new String(binder.encode(sheet, TypeRef.of(type)), java.nio.charset.StandardCharsets.UTF_8));
    }

    @Test
    void typeRefArrayEqualsTheJdksArrayTypes() throws Exception {
        Class<?> sheet = Class.forName("arr.Sheet", true, loader);
        Type jdk = sheet.getRecordComponents()[0].getGenericType(); // List<T>[]
        Type ours = TypeRef.array(TypeRef.parameterized(List.class, sheet.getTypeParameters()[0]));
        assertEquals(jdk, ours);
        assertEquals(ours, jdk);
        assertEquals(jdk.hashCode(), ours.hashCode());
        assertEquals(jdk.getTypeName(), ours.getTypeName());
        assertEquals(String[][].class, TypeRef.array(TypeRef.array(String.class)));
    }

    @Test
    void anArrayOfTBoundToAParameterizedTypeIsAnArrayOfItsClass() throws Exception {
        Binder binder = Binder.of(BindConfig.DEFAULT);
        Type type = sheetOf(TypeRef.parameterized(List.class, Integer.class));
        Object sheet = binder.decode("{\"cells\":[[1,2],[3]]}", TypeRef.of(type));
        Object cells = components(sheet)[1];
        assertEquals(List[].class, cells.getClass());
        assertEquals(List.of(3), ((List<?>[]) cells)[1]);
        JsonException e = assertThrows(JsonException.class, () -> binder.decode("{\"cells\":[[\"x\"]]}", TypeRef.of(type)));
        assertEquals("/cells/0/0", e.pointer());
        assertTrue(e.getMessage().contains("(binding an element of java.util.List<java.lang.Integer>)"), e.getMessage());
    }
}
