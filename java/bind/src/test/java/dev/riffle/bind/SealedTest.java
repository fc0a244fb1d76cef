package dev.riffle.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.riffle.ErrorKind;
import dev.riffle.JsonConfig;
import dev.riffle.JsonException;
import dev.riffle.bind.annotation.JsonDiscriminator;
import dev.riffle.bind.annotation.JsonRequired;
import dev.riffle.bind.annotation.JsonSubtype;
import dev.riffle.bind.annotation.JsonSubtypes;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Sealed interfaces and abstract classes with a discriminator member. */
class SealedTest {
    sealed interface Shape permits Circle, Rect, Group { }

    record Circle(double r) implements Shape { }

    @JsonSubtype("rectangle")
    record Rect(@JsonRequired int w, @JsonRequired int h) implements Shape { }

    record Group(List<Shape> shapes) implements Shape { }

    @JsonDiscriminator("kind")
    sealed interface Animal permits Dog, Bird { }

    record Dog(String name) implements Animal { }

    sealed interface Bird extends Animal permits Parrot { }

    record Parrot(String word) implements Bird { }

    /** Not sealed: the subtypes are listed. */
    @JsonSubtypes({Car.class, Bike.class})
    public abstract static class Vehicle {
        public int wheels;
    }

    public static final class Car extends Vehicle {
        public String plate;
    }

    public static final class Bike extends Vehicle {
    }

    @Test
    void writesTheDiscriminatorFirst() {
        Shape g = new Group(List.of(new Circle(1.5), new Rect(2, 3)));
        String json = RiffleBind.encodeToString(g);
        assertEquals("{\"type\":\"Group\",\"shapes\":[{\"type\":\"Circle\",\"r\":1.5},{\"type\":\"rectangle\",\"w\":2,\"h\":3}]}", json);
        assertEquals(g, RiffleBind.decode(json, Shape.class));
    }

    @Test
    void discriminatorAnywhere() {
        assertEquals(new Rect(2, 3), RiffleBind.decode("{\"w\":2,\"h\":3,\"type\":\"rectangle\"}", Shape.class));
        assertEquals(new Rect(2, 3), RiffleBind.decode("{\"w\":2,\"type\":\"rectangle\",\"h\":3}", Shape.class));
        assertEquals(new Circle(2), RiffleBind.decode("{\"r\":2,\"type\":\"Circle\"}", Shape.class));
        assertEquals(List.of(new Circle(1), new Rect(1, 2)), RiffleBind.decode(
                "[{\"r\":1,\"type\":\"Circle\"},{\"h\":2,\"w\":1,\"type\":\"rectangle\"}]", new TypeRef<List<Shape>>() { }));
    }

    @Test
    void discriminatorAnywhereOverAStreamReadInTinyChunks() {
        StringBuilder b = new StringBuilder("[");
        for (int i = 0; i < 200; i++) {
            b.append(i == 0 ? "" : ",").append("{\"w\":").append(i).append(",\"h\":1,\"type\":\"rectangle\"}");
        }
        byte[] json = b.append(']').toString().getBytes(StandardCharsets.UTF_8);
        Binder small = RiffleBind.with(BindConfig.builder().json(JsonConfig.builder().readBufferSize(16).build()).build());
        List<Shape> shapes = small.decode(new ByteArrayInputStream(json), new TypeRef<List<Shape>>() { });
        assertEquals(200, shapes.size());
        assertEquals(new Rect(199, 1), shapes.get(199));
    }

    @Test
    void theConcreteTypeAloneAlsoCarriesItsDiscriminator() {
        assertEquals("{\"type\":\"Circle\",\"r\":1}", RiffleBind.encodeToString(new Circle(1)));
        assertEquals(new Circle(1), RiffleBind.decode("{\"type\":\"Circle\",\"r\":1}", Circle.class));
    }

    @Test
    void nestedSealedHierarchiesUseTheTopDiscriminator() {
        assertEquals("{\"kind\":\"Parrot\",\"word\":\"hi\"}", RiffleBind.encodeToString(new Parrot("hi")));
        assertEquals(new Parrot("hi"), RiffleBind.decode("{\"word\":\"hi\",\"kind\":\"Parrot\"}", Animal.class));
        assertEquals(new Dog("rex"), RiffleBind.decode("{\"kind\":\"Dog\",\"name\":\"rex\"}", Animal.class));
    }

    @Test
    void listedSubtypesOfAnAbstractClass() {
        Car c = new Car();
        c.wheels = 4;
        c.plate = "AB-1";
        String json = RiffleBind.encodeToString(c);
        assertEquals("{\"type\":\"Car\",\"wheels\":4,\"plate\":\"AB-1\"}", json);
        Vehicle v = RiffleBind.decode("{\"plate\":\"X\",\"wheels\":3,\"type\":\"Car\"}", Vehicle.class);
        assertEquals("X", ((Car) v).plate);
        assertEquals(3, v.wheels);
        assertTrue(RiffleBind.decode("{\"type\":\"Bike\",\"wheels\":2}", Vehicle.class) instanceof Bike);
    }

    @Test
    void missingOrUnknownDiscriminatorIsAnErrorAtTheObject() {
        JsonException e = assertThrows(JsonException.class, () -> RiffleBind.decode("[{\"r\":1}]", new TypeRef<List<Shape>>() { }));
        assertEquals(ErrorKind.INVALID_VALUE, e.kind());
        assertEquals("/0", e.pointer());
        assertEquals(1, e.offset());
        assertTrue(e.getMessage().contains("missing discriminator \"type\""), e.getMessage());
        e = assertThrows(JsonException.class, () -> RiffleBind.decode("{\"type\":\"Hexagon\"}", Shape.class));
        assertEquals(ErrorKind.INVALID_VALUE, e.kind());
        assertEquals(0, e.offset());
        assertTrue(e.getMessage().contains("unknown value"), e.getMessage());
        e = assertThrows(JsonException.class, () -> RiffleBind.decode("{\"type\":7}", Shape.class));
        assertEquals(ErrorKind.INVALID_VALUE, e.kind());
        e = assertThrows(JsonException.class, () -> RiffleBind.decode("[1]", Shape[].class));
        assertEquals(ErrorKind.TYPE_MISMATCH, e.kind());
        assertEquals("/0", e.pointer());
    }

    @Test
    void requiredMembersOfASubtypeWhetherTheDiscriminatorComesFirstOrNot() {
        for (String json : new String[] {"[{\"type\":\"rectangle\",\"w\":1}]", "[{\"w\":1,\"type\":\"rectangle\"}]"}) {
            JsonException e = assertThrows(JsonException.class, () -> RiffleBind.decode(json, new TypeRef<List<Shape>>() { }));
            assertEquals(ErrorKind.INVALID_VALUE, e.kind(), json);
            assertEquals("/0", e.pointer(), json);
            assertEquals(1, e.offset(), json);
            assertTrue(e.getMessage().contains("missing required member \"h\""), e.getMessage());
        }
    }

    @Test
    void syntaxErrorWhileLookingForTheDiscriminator() {
        JsonException e = assertThrows(JsonException.class, () -> RiffleBind.decode("{\"r\":1,}", Shape.class));
        assertEquals(ErrorKind.INVALID_CHARACTER, e.kind());
        assertEquals(7, e.offset());
    }
}
