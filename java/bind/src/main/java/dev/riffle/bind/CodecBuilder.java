package dev.riffle.bind;

import dev.riffle.bind.annotation.JsonCodec;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Modifier;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Optional;
import java.util.PriorityQueue;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Queue;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.function.Supplier;

/**
 * Builds the codec of one type and of every type it needs that is not cached yet, on the
 * calling thread, then publishes them all ({@link CodecRegistry}). A type met again while
 * it is being built (recursion) gets a {@link ForwardCodec}. One builder per lookup; never
 * shared between threads.
 */
final class CodecBuilder {
    final CodecRegistry registry;
    final BindConfig config;
    private final Map<Type, ForwardCodec<?>> inProgress = new HashMap<>();
    private final Map<Type, Codec<?>> built = new LinkedHashMap<>();

    CodecBuilder(CodecRegistry registry) {
        this.registry = registry;
        this.config = registry.config;
    }

    /** Builds the codec of {@code root}, publishes what was built, and returns the published codec of root. */
    Codec<?> build(Type root) {
        Codec<?> c = codecFor(root);
        Codec<?> result = c;
        for (Map.Entry<Type, Codec<?>> e : built.entrySet()) {
            Codec<?> kept = registry.publish(e.getKey(), e.getValue());
            if (e.getKey().equals(canonical(root))) {
                result = kept;
            }
        }
        return result;
    }

    /** Returns the codec of {@code type}: cached, being built (a forward), or built now. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    <T> Codec<T> codecFor(Type type) {
        Type t = canonical(type);
        Codec<?> c = registry.cached(t);
        if (c == null) {
            c = built.get(t);
        }
        if (c == null) {
            c = inProgress.get(t);
        }
        if (c != null) {
            return (Codec<T>) c;
        }
        ForwardCodec forward = new ForwardCodec<>();
        inProgress.put(t, forward);
        Codec<?> made = create(t);
        forward.set(made);
        inProgress.remove(t);
        built.put(t, made);
        return (Codec<T>) made;
    }

    /** A wildcard or type variable stands for its bound. */
    private static Type canonical(Type t) {
        if (t instanceof WildcardType) {
            return canonical(((WildcardType) t).getUpperBounds()[0]);
        }
        if (t instanceof TypeVariable) {
            Type[] b = ((TypeVariable<?>) t).getBounds();
            return b.length == 0 ? Object.class : canonical(b[0]);
        }
        return t;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private Codec<?> create(Type t) {
        Codec<?> c = config.registered(t);
        if (c != null) {
            return c;
        }
        Class<?> raw = Types.raw(t);
        JsonCodec annotated = raw.getAnnotation(JsonCodec.class);
        if (annotated != null) {
            return instantiate(annotated.value(), raw);
        }
        c = registry.generated(t, raw); // riffle-processor: a generated codec wins over the run-time one
        if (c != null) {
            return c;
        }
        c = ScalarCodecs.forClass(raw);
        if (c == null) {
            c = TextCodecs.forClass(raw);
        }
        if (c != null) {
            return c;
        }
        if (raw == Object.class) {
            return new UntypedCodec(registry, config, registry.sink);
        }
        if (raw.isArray()) {
            Codec<?> p = ArrayCodecs.primitive(raw, registry.sink);
            if (p != null) {
                return p;
            }
            Type component = Types.component(t);
            return new ArrayCodecs.ObjectArray<>(t, Types.raw(component), codecFor(component), registry.sink);
        }
        if (Enum.class.isAssignableFrom(raw) && raw != Enum.class) {
            return new EnumCodec(raw.isEnum() ? raw : raw.getSuperclass());
        }
        if (raw == Optional.class) {
            return new OptionalCodecs.Of<>(codecFor(Types.arg(t, Optional.class, 0)));
        }
        if (raw == OptionalInt.class) {
            return OptionalCodecs.INT;
        }
        if (raw == OptionalLong.class) {
            return OptionalCodecs.LONG;
        }
        if (raw == OptionalDouble.class) {
            return OptionalCodecs.DOUBLE;
        }
        if (Map.class.isAssignableFrom(raw)) {
            return map(t, raw);
        }
        if (Collection.class.isAssignableFrom(raw)) {
            Codec<?> element = codecFor(Types.arg(t, Collection.class, 0));
            Class<?> impl = implementation(raw, COLLECTIONS);
            boolean refusesNull = SortedSet.class.isAssignableFrom(impl) || ArrayDeque.class.isAssignableFrom(impl)
                    || PriorityQueue.class.isAssignableFrom(impl) || impl.getName().startsWith("java.util.concurrent.");
            return new CollectionCodec(t, impl, factory(impl), element, refusesNull, registry.sink);
        }
        if (PolymorphicCodec.isRoot(raw)) {
            return PolymorphicCodec.of(this, t, raw);
        }
        if (raw.isInterface() || Modifier.isAbstract(raw.getModifiers()) || raw.isPrimitive()) {
            throw new IllegalArgumentException("riffle-bind: no codec for " + t.getTypeName()
                    + ": an interface or abstract class needs to be sealed, list @JsonSubtypes, or have a @JsonCodec");
        }
        return ObjectCodec.of(this, t, raw);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private Codec<?> map(Type t, Class<?> raw) {
        Type keyType = Types.arg(t, Map.class, 0);
        Class<?> keyClass = Types.raw(keyType);
        Codec<?> keyCodec = keyClass.isEnum() ? codecFor(keyType) : null;
        MapCodec.Key<?> key = MapCodec.key(keyClass, keyCodec);
        if (key == null) {
            throw new IllegalArgumentException("riffle-bind: no codec for " + t.getTypeName()
                    + ": a map key must be a String, an integer type, BigInteger, BigDecimal, UUID or an enum");
        }
        Codec<?> value = codecFor(Types.arg(t, Map.class, 1));
        Class<?> impl = implementation(raw, MAPS);
        return new MapCodec(t, factory(impl), key, value, ConcurrentMap.class.isAssignableFrom(impl),
                config.rejectDuplicateMembers(), registry.sink);
    }

    /** The implementation chosen for an interface or abstract type: the first row whose type it extends. */
    private static final Class<?>[][] COLLECTIONS = {
        {SortedSet.class, TreeSet.class},
        {Set.class, LinkedHashSet.class},
        {Queue.class, ArrayDeque.class},
        {Collection.class, ArrayList.class},
    };

    private static final Class<?>[][] MAPS = {
        {ConcurrentMap.class, ConcurrentHashMap.class},
        {SortedMap.class, TreeMap.class},
        {Map.class, LinkedHashMap.class},
    };

    /** Returns {@code raw}, or for an interface or abstract class its default implementation. */
    private static Class<?> implementation(Class<?> raw, Class<?>[][] defaults) {
        Class<?> impl = raw;
        if (raw.isInterface() || Modifier.isAbstract(raw.getModifiers())) {
            impl = null;
            for (Class<?>[] d : defaults) {
                if (d[0].isAssignableFrom(raw)) {
                    impl = d[1];
                    break;
                }
            }
            if (impl == null || !raw.isAssignableFrom(impl)) {
                throw new IllegalArgumentException("riffle-bind: no implementation known for " + raw.getName()
                        + "; use a concrete type or register a codec");
            }
        }
        return impl;
    }

    /**
     * Returns the no-argument constructor of {@code impl} as a supplier; for a class without
     * an accessible one (the JDK's immutable collections, met when writing) a supplier that
     * fails, so that such values can still be written.
     */
    private static <C> Supplier<C> factory(Class<?> impl) {
        try {
            return Access.constructor(impl);
        } catch (IllegalArgumentException e) {
            return () -> {
                throw new IllegalStateException("riffle-bind: cannot create a " + impl.getName()
                        + " to read into; declare the type as an interface (List, Set, Map...) or a public class", e);
            };
        }
    }

    /** Instantiates a codec class named by {@link JsonCodec}. */
    static Codec<?> instantiate(Class<?> codecClass, Object target) {
        try {
            return (Codec<?>) Access.constructor(codecClass).get();
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("riffle-bind: cannot create the @JsonCodec " + codecClass.getName()
                    + " of " + target + ": it needs a no-argument constructor", e);
        }
    }
}
