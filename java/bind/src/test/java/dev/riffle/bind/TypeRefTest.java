package dev.riffle.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.lang.reflect.Type;
import java.util.List;
import java.util.Map;
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
}
