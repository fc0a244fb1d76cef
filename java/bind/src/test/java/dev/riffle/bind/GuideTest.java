package dev.riffle.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.riffle.ErrorKind;
import dev.riffle.JsonConfig;
import dev.riffle.JsonException;
import dev.riffle.JsonIterator;
import dev.riffle.JsonStream;
import dev.riffle.bind.annotation.Include;
import dev.riffle.bind.annotation.JsonCodec;
import dev.riffle.bind.annotation.JsonDiscriminator;
import dev.riffle.bind.annotation.JsonSubtype;
import dev.riffle.bind.annotation.JsonSubtypes;
import dev.riffle.bind.annotation.NamingStrategy;
import dev.riffle.bind.annotation.UnknownPolicy;
import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The examples of docs/guides/java-binding.md, as written there. */
class GuideTest {
    record Point(int x, int y) { }

    record Line(Point from, Point to, String label) { }

    @JsonDiscriminator("kind")
    sealed interface Shape permits Circle, Rect { }

    record Circle(double r) implements Shape { }

    @JsonSubtype("rectangle")
    record Rect(int w, int h) implements Shape { }

    @JsonDiscriminator("kind")
    @JsonSubtypes({Dog.class})
    public static class Animal {
        public String name;
    }

    public static class Dog extends Animal {
        public int barks;
    }

        /** Money as a decimal string: "12.34". */
    static final class MoneyCodec implements Codec<Money> {
        @Override
        public Money read(JsonIterator in) {
            return new Money(new BigDecimal(in.readString()).movePointRight(2).longValueExact());
        }

        @Override
        public void write(JsonStream out, Money m) {
            out.writeString(BigDecimal.valueOf(m.cents(), 2).toPlainString());
        }
    }

    @JsonCodec(MoneyCodec.class)
    record Money(long cents) { }

    record Account(long userId, String displayName, Money balance, Object extra) { }

    static final Binder API = RiffleBind.with(BindConfig.builder()
            .naming(NamingStrategy.SNAKE_CASE)
            .include(Include.NON_NULL)
            .unknown(UnknownPolicy.FAIL)
            .exactDecimals(true)
            .rejectDuplicateMembers(true)
            .json(JsonConfig.builder()
                    .maxDepth(64)
                    .maxStringBytes(1 << 20)
                    .build())
            .codec(Money.class, new MoneyCodec())
            .build());

    @Test
    void aRecord() {
        Line l = RiffleBind.decode("{\"from\":{\"x\":1,\"y\":2},\"to\":{\"x\":3,\"y\":4}}", Line.class);
        assertEquals("{\"from\":{\"x\":1,\"y\":2},\"to\":{\"x\":3,\"y\":4},\"label\":null}", RiffleBind.encodeToString(l));
        List<Point> points = RiffleBind.decode("[{\"x\":1,\"y\":2}]", new TypeRef<List<Point>>() { });
        assertEquals(List.of(new Point(1, 2)), points);
    }

    @Test
    void errors() {
        JsonException e = assertThrows(JsonException.class,
                () -> RiffleBind.decode("{\"from\":{\"x\":1,\"y\":\"two\"}}", Line.class));
        assertEquals(ErrorKind.TYPE_MISMATCH, e.kind());
        assertEquals(19, e.offset());
        assertEquals("/from/y", e.pointer());
        assertTrue(e.getMessage().startsWith("riffle: type-mismatch: expected a number, found a string (binding "), e.getMessage());
        Binder lenient = RiffleBind.with(BindConfig.builder().collectValueErrors(true).build());
        ValueErrors v = assertThrows(ValueErrors.class,
                () -> lenient.decode("[{\"x\":\"a\",\"y\":2},{\"x\":3,\"y\":true}]", Point[].class));
        assertEquals(List.of("type-mismatch /0/x", "type-mismatch /1/y"),
                v.errors().stream().map(x -> x.kind().id() + " " + x.pointer()).toList());
        assertEquals(List.of(new Point(0, 2), new Point(3, 0)), List.of((Point[]) v.value()));
    }

    @Test
    void hotLoops() {
        JsonStream out = new JsonStream();
        for (int i = 0; i < 3; i++) {
            out.reset();
            RiffleBind.write(out, new Point(i, i));
            byte[] json = out.toByteArray();
            assertEquals("{\"x\":" + i + ",\"y\":" + i + "}", new String(json, java.nio.charset.StandardCharsets.UTF_8));
        }
    }

    @Test
    void aSealedHierarchy() {
        assertEquals("[{\"kind\":\"Circle\",\"r\":1.5},{\"kind\":\"rectangle\",\"w\":2,\"h\":3}]",
                RiffleBind.encodeToString(List.of(new Circle(1.5), new Rect(2, 3))));
        assertEquals(new Rect(2, 3), RiffleBind.decode("{\"w\":2,\"h\":3,\"kind\":\"rectangle\"}", Shape.class));
    }

    @Test
    void aConcreteClassListingSubtypes() {
        Animal a = new Animal();
        a.name = "generic";
        assertEquals("{\"kind\":\"Animal\",\"name\":\"generic\"}", RiffleBind.encodeToString(a));
        Animal rex = RiffleBind.decode("{\"name\":\"rex\",\"kind\":\"Dog\"}", Animal.class);
        assertEquals(Dog.class, rex.getClass());
        JsonException e = assertThrows(JsonException.class, () -> RiffleBind.decode("{\"name\":\"rex\"}", Animal.class));
        assertEquals(ErrorKind.INVALID_VALUE, e.kind());
        assertTrue(e.getMessage().contains("missing discriminator \"kind\""), e.getMessage());
    }

    @Test
    void aCustomCodecAndATunedConfig() {
        Account a = new Account(7, "Ann", new Money(1234), null);
        String json = API.encodeToString(a);
        assertEquals("{\"user_id\":7,\"display_name\":\"Ann\",\"balance\":\"12.34\"}", json);
        assertEquals(a, API.decode(json, Account.class));
        assertEquals(new BigDecimal("0.10"), API.decode("{\"extra\":0.10}", Account.class).extra());
        assertThrows(JsonException.class, () -> API.decode("{\"userId\":7}", Account.class));
        assertThrows(JsonException.class, () -> API.decode("{\"user_id\":7,\"user_id\":8}", Account.class));
        JsonException deep = assertThrows(JsonException.class,
                () -> API.decode("{\"extra\":" + "[".repeat(64) + "]".repeat(64) + "}", Account.class));
        assertEquals(ErrorKind.LIMIT_EXCEEDED, deep.kind());
    }
}
