package dev.riffle.bind;

import dev.riffle.ErrorKind;
import dev.riffle.JsonException;
import dev.riffle.JsonIterator;
import dev.riffle.JsonStream;
import dev.riffle.ValueType;
import dev.riffle.bind.spi.BindingErrors;
import java.lang.reflect.Type;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Map;
import java.util.UUID;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * A Map as a JSON object. Keys are member names: Strings as they are, numbers in decimal,
 * enums by their JSON names, UUIDs in canonical form; a member name that is not a valid key
 * is {@code invalid-value} at the member's value.
 */
final class MapCodec<K, V, M extends Map<K, V>> implements Codec<M> {
    /** Converts a key to and from its member name. */
    static final class Key<K> {
        final Function<String, K> parse;
        final Function<K, String> format;
        final String what;

        Key(Function<String, K> parse, Function<K, String> format, String what) {
            this.parse = parse;
            this.format = format;
            this.what = what;
        }
    }

    /**
     * An integer key: only its canonical decimal text, the text it is written as (no
     * {@code +}, no leading zeros, no {@code -0}), so that two member names never make
     * the same key.
     */
    private static <K> Key<K> integer(Function<String, K> parse, String what) {
        return new Key<>(s -> {
            K k = parse.apply(s);
            if (!k.toString().equals(s)) {
                throw new IllegalArgumentException("not in canonical form");
            }
            return k;
        }, String::valueOf, what);
    }

    private static final Map<Class<?>, Key<?>> KEYS = Map.of(
            String.class, new Key<String>(s -> s, s -> s, "string"),
            Integer.class, integer(Integer::valueOf, "int key"),
            Long.class, integer(Long::valueOf, "long key"),
            Short.class, integer(Short::valueOf, "short key"),
            Byte.class, integer(Byte::valueOf, "byte key"),
            BigInteger.class, integer(BigInteger::new, "integer key"),
            BigDecimal.class, new Key<>(BigDecimal::new, BigDecimal::toString, "decimal key"),
            UUID.class, new Key<>(UUID::fromString, UUID::toString, "UUID key"),
            Object.class, new Key<Object>(s -> s, String::valueOf, "string"));

    /** Returns the key converter of a key class, or null when it cannot be a key. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static Key<?> key(Class<?> c, Codec<?> codec) {
        if (codec instanceof EnumCodec) {
            EnumCodec e = (EnumCodec) codec;
            return new Key<Object>(s -> {
                Object v = e.constant(s);
                if (v == null) {
                    throw new IllegalArgumentException("no such constant");
                }
                return v;
            }, k -> e.name((Enum) k), "constant of " + c.getSimpleName());
        }
        return KEYS.get(c);
    }

    private final Type type;
    private final Supplier<M> factory;
    private final Key<K> key;
    private final Codec<V> value;
    private final ValueErrorSink sink;
    /** Whether the map refuses null values (ConcurrentHashMap). */
    private final boolean refusesNull;
    private final boolean rejectDuplicates;

    MapCodec(Type type, Supplier<M> factory, Key<K> key, Codec<V> value, boolean refusesNull, boolean rejectDuplicates,
             ValueErrorSink sink) {
        this.refusesNull = refusesNull;
        this.rejectDuplicates = rejectDuplicates;
        this.type = type;
        this.factory = factory;
        this.key = key;
        this.value = value;
        this.sink = sink;
    }

    @Override
    public M read(JsonIterator in) {
        BindingErrors.expect(in, ValueType.OBJECT);
        M m = factory.get();
        while (in.nextField()) {
            String name = in.fieldName();
            try {
                K k;
                try {
                    k = key.parse.apply(name);
                } catch (RuntimeException e) {
                    throw in.fail(ErrorKind.INVALID_VALUE, "member name \"" + name + "\" is not a " + key.what);
                }
                if (rejectDuplicates && m.containsKey(k)) {
                    throw in.fail(ErrorKind.INVALID_VALUE, "a second member \"" + name + "\" for the same key");
                }
                if (refusesNull && in.whatIsNext() == ValueType.NULL) {
                    throw in.fail(ErrorKind.INVALID_VALUE, "a null value, which " + Types.raw(type).getSimpleName() + " refuses");
                }
                V v = Codec.readNullable(value, in);
                if (v != null || !refusesNull) {
                    m.put(k, v);
                }
            } catch (JsonException ex) {
                JsonException t = ValueErrorSink.caught(sink, ex, in, type, name, null);
                if (t != null) {
                    throw t;
                }
            }
        }
        return m;
    }

    @Override
    public void write(JsonStream out, M map) {
        out.writeObjectStart();
        for (Map.Entry<K, V> e : map.entrySet()) {
            K k = e.getKey();
            if (k == null) {
                throw new JsonException(ErrorKind.INVALID_VALUE, out.size(), "", "a null map key cannot be a member name", "", null);
            }
            out.writeField(key.format.apply(k));
            Codec.writeNullable(value, out, e.getValue());
        }
        out.writeObjectEnd();
    }
}
