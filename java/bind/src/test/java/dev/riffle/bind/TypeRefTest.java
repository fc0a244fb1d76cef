package dev.riffle.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.lang.reflect.Type;
import java.util.List;
import java.util.Map;
import dev.riffle.JsonException;
import org.junit.jupiter.api.Test;

/** {@link TypeRef#parameterized}: the hook generated codecs of generic types name their property types with. */
class TypeRefTest {
    /** A member class: the JDK gives its parameterized types an owner. */
    static final class Pair<A, B> {
    }

    @Test
    void parameterizedEqualsTheJdkType() {
        Type[] made = {
            TypeRef.parameterized(Map.class, String.class, TypeRef.parameterized(List.class, Integer.class)),
            TypeRef.parameterized(Pair.class, String.class, Long.class),
        };
        Type[] jdk = {
            new TypeRef<Map<String, List<Integer>>>() { }.type(),
            new TypeRef<Pair<String, Long>>() { }.type(),
        };
        for (int i = 0; i < made.length; i++) {
            assertEquals(jdk[i], made[i]);
            assertEquals(made[i], jdk[i]);
            assertEquals(jdk[i].hashCode(), made[i].hashCode());
            assertEquals(jdk[i].getTypeName(), made[i].getTypeName());
        }
    }

    @Test
    void parameterizedChecksTheNumberOfArguments() {
        assertThrows(IllegalArgumentException.class, () -> TypeRef.parameterized(List.class));
        assertThrows(IllegalArgumentException.class, () -> TypeRef.parameterized(String.class, String.class));
    }

    /** A record whose property is an array of a parameterized type of its type variable. */
    record Rows<T>(List<T>[] rows) {
    }

    /** A record whose property is an array of its type variable. */
    record Cells<T>(T[] cells) {
    }

    @Test
    void genericArraysAreResolvedForTheParameterization() {
        Rows<Integer> r = RiffleBind.decode("{\"rows\":[[1,2],[3]]}", new TypeRef<Rows<Integer>>() { });
        assertEquals(2, r.rows().length);
        assertEquals(List.of(1, 2), r.rows()[0]);
        Integer first = r.rows()[0].get(0); // an Integer, not a Long or a Double
        assertEquals(1, first);
        assertThrows(JsonException.class, () -> RiffleBind.decode("{\"rows\":[[\"x\"]]}", new TypeRef<Rows<Integer>>() { }));
        Cells<List<String>> c = RiffleBind.decode("{\"cells\":[[\"a\"],[]]}", new TypeRef<Cells<List<String>>>() { });
        assertEquals(List.of("a"), c.cells()[0]);
        assertEquals(List.of(), c.cells()[1]);
    }
}
