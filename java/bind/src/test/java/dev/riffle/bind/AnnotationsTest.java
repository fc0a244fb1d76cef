package dev.riffle.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.riffle.ErrorKind;
import dev.riffle.JsonException;
import dev.riffle.JsonIterator;
import dev.riffle.JsonStream;
import dev.riffle.bind.annotation.Include;
import dev.riffle.bind.annotation.JsonCodec;
import dev.riffle.bind.annotation.JsonCreator;
import dev.riffle.bind.annotation.JsonIgnore;
import dev.riffle.bind.annotation.JsonInclude;
import dev.riffle.bind.annotation.JsonName;
import dev.riffle.bind.annotation.JsonNaming;
import dev.riffle.bind.annotation.JsonRequired;
import dev.riffle.bind.annotation.JsonUnknown;
import dev.riffle.bind.annotation.NamingStrategy;
import dev.riffle.bind.annotation.UnknownPolicy;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every annotation, and the config defaults they override. */
class AnnotationsTest {
    record Renamed(@JsonName(value = "user_id", aliases = {"uid", "userId"}) long id, String name) { }

    @JsonNaming(NamingStrategy.SNAKE_CASE)
    record Snake(int userId, String displayName, boolean isHTTPSOnly, @JsonName("X") int x) { }

    @JsonNaming(NamingStrategy.KEBAB_CASE)
    record Kebab(int maxRetryCount) { }

    record WithIgnored(int a, @JsonIgnore int b) {
        WithIgnored(int a) {
            this(a, 0);
        }
    }

    /** A bean with an ignored getter/setter pair. */
    public static class Secret {
        public String user;
        private String password = "unset";

        @JsonIgnore
        public String getPassword() {
            return password;
        }

        public void setPassword(String p) {
            this.password = p;
        }
    }

    record Req(@JsonRequired String id, @JsonRequired Integer n, String note) { }

    @JsonInclude(Include.NON_NULL)
    record Sparse(String a, String b, @JsonInclude(Include.ALWAYS) String c, java.util.Optional<String> d) { }

    record Dense(String a, @JsonInclude(Include.NON_NULL) String b) { }

    @JsonUnknown(UnknownPolicy.FAIL)
    record Strict(int a) { }

    /** Writes an int as a string of hex digits. */
    public static final class HexCodec implements Codec<Integer> {
        @Override
        public Integer read(JsonIterator in) {
            return Integer.parseInt(in.readString(), 16);
        }

        @Override
        public void write(JsonStream out, Integer value) {
            out.writeString(Integer.toHexString(value));
        }
    }

    record Colour(@JsonCodec(HexCodec.class) Integer rgb, int alpha) { }

    /** A value type with its own codec, found through the annotation on the type. */
    @JsonCodec(Money.MoneyCodec.class)
    record Money(long cents) {
        /** "12.34" as a string. */
        public static final class MoneyCodec implements Codec<Money> {
            @Override
            public Money read(JsonIterator in) {
                return new Money(new java.math.BigDecimal(in.readString()).movePointRight(2).longValueExact());
            }

            @Override
            public void write(JsonStream out, Money value) {
                out.writeString(java.math.BigDecimal.valueOf(value.cents(), 2).toPlainString());
            }
        }
    }

    record Invoice(Money total, List<Money> lines) { }

    /** Created through an annotated constructor; {@code kind} has no setter. */
    public static final class Token {
        private final String kind;
        private final int size;
        public String extra;

        @JsonCreator
        public Token(@JsonName("kind") String kind, @JsonName("size") int size) {
            this.kind = kind;
            this.size = size;
        }

        public String getKind() {
            return kind;
        }

        public int getSize() {
            return size;
        }
    }

    /** Created through an annotated static factory. */
    public static final class Range {
        final int lo;
        final int hi;

        private Range(int lo, int hi) {
            this.lo = lo;
            this.hi = hi;
        }

        @JsonCreator
        static Range of(@JsonName("lo") int lo, @JsonName("hi") int hi) {
            if (lo > hi) {
                throw new IllegalArgumentException("lo > hi");
            }
            return new Range(lo, hi);
        }

        public int getLo() {
            return lo;
        }

        public int getHi() {
            return hi;
        }
    }

    enum Level {
        @JsonName(value = "lo", aliases = "low") LOW,
        HIGH
    }

    @Test
    void nameAndAliases() {
        assertEquals(new Renamed(7, "a"), RiffleBind.decode("{\"user_id\":7,\"name\":\"a\"}", Renamed.class));
        assertEquals(new Renamed(7, "a"), RiffleBind.decode("{\"uid\":7,\"name\":\"a\"}", Renamed.class));
        assertEquals(new Renamed(7, "a"), RiffleBind.decode("{\"userId\":7,\"name\":\"a\"}", Renamed.class));
        assertEquals("{\"user_id\":7,\"name\":\"a\"}", RiffleBind.encodeToString(new Renamed(7, "a")));
    }

    @Test
    void namingStrategies() {
        Snake s = new Snake(1, "d", true, 2);
        assertEquals("{\"user_id\":1,\"display_name\":\"d\",\"is_https_only\":true,\"X\":2}", RiffleBind.encodeToString(s));
        assertEquals(s, RiffleBind.decode("{\"user_id\":1,\"display_name\":\"d\",\"is_https_only\":true,\"X\":2}", Snake.class));
        assertEquals("{\"max-retry-count\":3}", RiffleBind.encodeToString(new Kebab(3)));
        Binder upper = RiffleBind.with(BindConfig.builder().naming(NamingStrategy.SCREAMING_SNAKE_CASE).build());
        assertEquals("{\"USER_ID\":7,\"NAME\":\"a\"}".replace("USER_ID", "user_id"), upper.encodeToString(new Renamed(7, "a")));
        assertEquals("{\"MAX-RETRY-COUNT\":3}".toLowerCase(java.util.Locale.ROOT), upper.encodeToString(new Kebab(3)),
                "the type's annotation wins over the config");
        assertEquals("UserId", NamingStrategy.PASCAL_CASE.apply("userId"));
        assertEquals("userid", NamingStrategy.LOWER_CASE.apply("userId"));
        assertEquals("http_code", NamingStrategy.SNAKE_CASE.apply("HTTPCode"));
        assertEquals("v2_name", NamingStrategy.SNAKE_CASE.apply("v2Name"));
    }

    @Test
    void ignore() {
        assertEquals("{\"a\":1}", RiffleBind.encodeToString(new WithIgnored(1, 2)));
        Secret s = new Secret();
        s.user = "u";
        assertEquals("{\"user\":\"u\"}", RiffleBind.encodeToString(s));
        Secret back = RiffleBind.with(BindConfig.builder().unknown(UnknownPolicy.FAIL).build())
                .decode("{\"user\":\"v\",\"password\":\"p\"}", Secret.class);
        assertEquals("unset", back.getPassword(), "an ignored member is skipped, even when unknown members fail");
    }

    @Test
    void requiredMembersAreNamed() {
        assertEquals(new Req("a", null, null), RiffleBind.decode("{\"id\":\"a\",\"n\":null}", Req.class));
        JsonException e = assertThrows(JsonException.class, () -> RiffleBind.decode("[{\"id\":\"a\",\"note\":\"x\"}]", Req[].class));
        assertEquals(ErrorKind.INVALID_VALUE, e.kind());
        assertEquals("/0", e.pointer());
        assertEquals(1, e.offset());
        assertTrue(e.getMessage().contains("missing required member \"n\""), e.getMessage());
    }

    @Test
    void includePolicies() {
        assertEquals("{\"c\":null}", RiffleBind.encodeToString(new Sparse(null, null, null, java.util.Optional.empty())));
        assertEquals("{\"a\":\"x\",\"c\":null,\"d\":\"y\"}", RiffleBind.encodeToString(new Sparse("x", null, null, java.util.Optional.of("y"))));
        assertEquals("{\"a\":null}", RiffleBind.encodeToString(new Dense(null, null)));
        Binder nonNull = RiffleBind.with(BindConfig.builder().include(Include.NON_NULL).build());
        assertEquals("{}", nonNull.encodeToString(new Dense(null, null)));
    }

    @Test
    void unknownMembers() {
        JsonException e = assertThrows(JsonException.class, () -> RiffleBind.decode("{\"a\":1,\"b\":[2]}", Strict.class));
        assertEquals(ErrorKind.INVALID_VALUE, e.kind());
        assertEquals("/b", e.pointer());
        assertEquals(11, e.offset());
        assertTrue(e.getMessage().contains("unknown member \"b\""), e.getMessage());
        Binder strict = RiffleBind.with(BindConfig.builder().unknown(UnknownPolicy.FAIL).build());
        assertThrows(JsonException.class, () -> strict.decode("{\"x\":1,\"z\":2}", ObjectsTest.Point.class));
    }

    @Test
    void perFieldAndPerTypeCodecs() {
        assertEquals("{\"rgb\":\"ff8800\",\"alpha\":1}", RiffleBind.encodeToString(new Colour(0xff8800, 1)));
        assertEquals(new Colour(0xff8800, 1), RiffleBind.decode("{\"rgb\":\"ff8800\",\"alpha\":1}", Colour.class));
        Invoice inv = new Invoice(new Money(1234), List.of(new Money(5)));
        assertEquals("{\"total\":\"12.34\",\"lines\":[\"0.05\"]}", RiffleBind.encodeToString(inv));
        assertEquals(inv, RiffleBind.decode("{\"total\":\"12.34\",\"lines\":[\"0.05\"]}", Invoice.class));
    }

    @Test
    void codecRegisteredInTheConfig() {
        Binder b = RiffleBind.with(BindConfig.builder().codec(Integer.class, new HexCodec()).build());
        assertEquals("[\"a\",\"ff\"]", b.encodeToString(List.of(10, 255)));
        assertEquals(List.of(10, 255), b.decode("[\"a\",\"ff\"]", new TypeRef<List<Integer>>() { }));
        assertEquals("[10,255]", RiffleBind.encodeToString(List.of(10, 255)), "the default binder is not changed");
    }

    @Test
    void creators() {
        Token t = RiffleBind.decode("{\"size\":3,\"kind\":\"k\",\"extra\":\"e\"}", Token.class);
        assertEquals("k", t.getKind());
        assertEquals(3, t.getSize());
        assertEquals("e", t.extra);
        Range r = RiffleBind.decode("{\"lo\":1,\"hi\":2}", Range.class);
        assertEquals(2, r.hi);
        assertEquals("{\"lo\":1,\"hi\":2}".length(), RiffleBind.encodeToString(r).length());
        JsonException e = assertThrows(JsonException.class, () -> RiffleBind.decode("{\"lo\":3,\"hi\":2}", Range.class));
        assertEquals(ErrorKind.INVALID_VALUE, e.kind());
        assertEquals(0, e.offset());
        assertTrue(e.getMessage().contains("lo > hi"), e.getMessage());
    }

    @Test
    void enumNames() {
        assertEquals("[\"lo\",\"HIGH\"]", RiffleBind.encodeToString(List.of(Level.LOW, Level.HIGH)));
        assertEquals(List.of(Level.LOW, Level.LOW, Level.HIGH),
                RiffleBind.decode("[\"lo\",\"low\",\"HIGH\"]", new TypeRef<List<Level>>() { }));
        assertThrows(JsonException.class, () -> RiffleBind.decode("\"LOW\"", Level.class));
    }
}
