package dev.riffle.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.riffle.ErrorKind;
import dev.riffle.JsonException;
import dev.riffle.bind.annotation.JsonDiscriminator;
import dev.riffle.bind.annotation.JsonRequired;
import dev.riffle.bind.annotation.JsonSubtype;
import dev.riffle.bind.annotation.JsonSubtypes;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A concrete class listing {@code @JsonSubtypes} (Jackson's {@code @JsonTypeInfo} and
 * {@code @JsonSubTypes} on a concrete base): the class is one of its own subtypes, named by
 * {@code @JsonSubtype} or its simple name, and reading picks the class by the discriminator.
 * It used to overflow the stack.
 */
class ConcreteRootTest {
    @JsonDiscriminator("kind")
    @JsonSubtypes({Dog.class, Cat.class})
    public static class Animal {
        public String name;
        /** A property of the hierarchy's own type: the root's codec, recursively. */
        public Animal friend;
    }

    public static class Dog extends Animal {
        public int barks;
    }

    @JsonSubtype("kitty")
    public static class Cat extends Animal {
        @JsonRequired
        public boolean indoor;
    }

    /** A concrete root named by its own {@code @JsonSubtype}, with no subtype listed and the default discriminator. */
    @JsonSubtype("plain")
    @JsonSubtypes({})
    public static class Alone {
        public int n;
    }

    private static Animal animal(String name) {
        Animal a = new Animal();
        a.name = name;
        return a;
    }

    @Test
    void theRootIsWrittenWithItsOwnDiscriminatorValue() {
        Animal a = animal("generic");
        assertEquals("{\"kind\":\"Animal\",\"name\":\"generic\",\"friend\":null}", RiffleBind.encodeToString(a));
        Dog d = new Dog();
        d.name = "rex";
        d.barks = 3;
        d.friend = a;
        String json = RiffleBind.encodeToString(d);
        assertTrue(json.startsWith("{\"kind\":\"Dog\","), json);
        assertTrue(json.contains("\"friend\":{\"kind\":\"Animal\",\"name\":\"generic\",\"friend\":null}"), json);
        assertEquals(json, encode(RiffleBind.decode(json, Animal.class)));
        assertEquals("{\"type\":\"plain\",\"n\":2}", RiffleBind.encodeToString(alone(2)));
    }

    private static String encode(Animal a) {
        return new String(RiffleBind.encode(a, TypeRef.of(Animal.class)), StandardCharsets.UTF_8);
    }

    private static Alone alone(int n) {
        Alone a = new Alone();
        a.n = n;
        return a;
    }

    @Test
    void readingPicksTheClassByTheDiscriminatorAnywhere() {
        for (String json : new String[] {"{\"kind\":\"Animal\",\"name\":\"a\"}", "{\"name\":\"a\",\"kind\":\"Animal\"}"}) {
            Animal a = RiffleBind.decode(json, Animal.class);
            assertSame(Animal.class, a.getClass(), json);
            assertEquals("a", a.name);
        }
        Animal d = RiffleBind.decode("{\"barks\":2,\"kind\":\"Dog\",\"friend\":{\"kind\":\"kitty\",\"indoor\":true}}", Animal.class);
        assertSame(Dog.class, d.getClass());
        assertEquals(2, ((Dog) d).barks);
        assertTrue(((Cat) d.friend).indoor);
        List<Animal> all = RiffleBind.decode("[{\"kind\":\"Animal\"},{\"kind\":\"Dog\"},{\"kind\":\"kitty\",\"indoor\":false}]",
                new TypeRef<List<Animal>>() { });
        assertEquals(List.of(Animal.class, Dog.class, Cat.class), all.stream().map(Object::getClass).toList());
        assertEquals(7, RiffleBind.decode("{\"n\":7,\"type\":\"plain\"}", Alone.class).n);
    }

    @Test
    void aSubtypeDeclaredAsItselfNeedsNoDiscriminator() {
        Dog d = RiffleBind.decode("{\"barks\":1}", Dog.class);
        assertEquals(1, d.barks);
        assertNull(d.name);
    }

    @Test
    void roundTrip() {
        Dog d = new Dog();
        d.barks = 5;
        d.friend = animal("f");
        TypeRef<List<Animal>> type = new TypeRef<List<Animal>>() { };
        String json = new String(RiffleBind.encode(List.of(animal("x"), d), type), StandardCharsets.UTF_8);
        List<Animal> back = RiffleBind.decode(json, type);
        assertEquals(json, new String(RiffleBind.encode(back, type), StandardCharsets.UTF_8));
    }

    @Test
    void aMissingDiscriminatorIsStillAnError() {
        JsonException e = assertThrows(JsonException.class, () -> RiffleBind.decode("{\"name\":\"a\"}", Animal.class));
        assertEquals(ErrorKind.INVALID_VALUE, e.kind());
        assertEquals(0, e.offset());
        assertTrue(e.getMessage().contains("missing discriminator \"kind\" for " + Animal.class.getTypeName()
                + " (binding " + Animal.class.getTypeName() + ")"), e.getMessage());
        e = assertThrows(JsonException.class, () -> RiffleBind.decode("{\"kind\":\"Bird\"}", Animal.class));
        assertTrue(e.getMessage().contains("unknown value of discriminator \"kind\""), e.getMessage());
    }

    @Test
    void aMissingDiscriminatorIsCollectedWithTheTypeBound() {
        Binder collecting = RiffleBind.with(BindConfig.builder().collectValueErrors(true).build());
        ValueErrors e = assertThrows(ValueErrors.class, () -> collecting.decode(
                "[{\"name\":\"a\"},{\"kind\":\"Dog\",\"barks\":1}]", new TypeRef<List<Animal>>() { }));
        assertEquals(1, e.errors().size());
        assertEquals("/0", e.errors().get(0).pointer());
        assertTrue(e.errors().get(0).detail().endsWith("(binding " + Animal.class.getTypeName() + ")"),
                e.errors().get(0).detail());
        List<?> value = (List<?>) e.value();
        assertNull(value.get(0));
        assertEquals(1, ((Dog) value.get(1)).barks);
    }

    @Test
    void anUnlistedSubclassIsRefusedWhenWritten() {
        Animal odd = new Animal() { };
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> RiffleBind.encode(odd, TypeRef.of(Animal.class)));
        assertTrue(e.getMessage().contains("is not a known subtype of " + Animal.class.getTypeName()), e.getMessage());
    }
}
