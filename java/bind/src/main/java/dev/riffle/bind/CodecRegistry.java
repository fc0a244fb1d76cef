package dev.riffle.bind;

import dev.riffle.bind.annotation.Include;
import dev.riffle.bind.annotation.NamingStrategy;
import dev.riffle.bind.annotation.UnknownPolicy;
import dev.riffle.bind.spi.GeneratedCodecs;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ServiceLoader;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The codecs of one {@link Binder}, built once per type and then shared by all threads.
 *
 * <p>Codecs are kept with the class they are for, through a {@link ClassValue}, so that a
 * class whose loader is dropped can be unloaded with its codec (a map keyed by class would
 * hold the class forever). A generic type such as {@code List<Model>} is kept with the
 * class of its arguments that does not come from the JDK ({@code Model}).
 *
 * <p>Building never holds a lock and never calls {@code computeIfAbsent}: a
 * {@link CodecBuilder} builds a type and all the types it needs that are not cached yet,
 * with forward codecs for recursion, then publishes them first-wins. Two threads that build
 * the same type at once both build it; one result is kept and both use equal codecs.
 */
final class CodecRegistry {
    /** The cached codecs of one class: its own, and generic types kept with it. */
    private static final class Slot {
        final AtomicReference<Codec<?>> codec = new AtomicReference<>();
        final ConcurrentHashMap<Type, Codec<?>> generic = new ConcurrentHashMap<>();
    }

    private final ClassValue<Slot> slots = new ClassValue<>() {
        @Override
        protected Slot computeValue(Class<?> type) {
            return new Slot();
        }
    };

    final BindConfig config;
    /** Where codecs collect value errors; null unless {@link BindConfig#collectValueErrors()}. */
    final ValueErrorSink sink;

    /** The binder that generated codecs ask for the codecs of their property types. */
    private final Binder binder;

    CodecRegistry(BindConfig config, Binder binder) {
        this.config = config;
        this.binder = binder;
        this.sink = config.collectValueErrors() ? new ValueErrorSink() : null;
    }

    /** Returns the codec of {@code type}, building it (and what it needs) on first use. */
    @SuppressWarnings("unchecked")
    <T> Codec<T> codec(Type type) {
        Codec<?> c = cached(type);
        if (c == null) {
            c = new CodecBuilder(this).build(type);
        }
        return (Codec<T>) c;
    }

    /** Returns the cached codec of {@code type}, or null. */
    Codec<?> cached(Type type) {
        if (type instanceof Class) {
            return slots.get((Class<?>) type).codec.get();
        }
        return slots.get(anchor(type)).generic.get(type);
    }

    /** Caches {@code codec} for {@code type} unless one is there already; returns the cached one. */
    Codec<?> publish(Type type, Codec<?> codec) {
        if (type instanceof Class) {
            AtomicReference<Codec<?>> ref = slots.get((Class<?>) type).codec;
            return ref.compareAndSet(null, codec) ? codec : ref.get();
        }
        Codec<?> old = slots.get(anchor(type)).generic.putIfAbsent(type, codec);
        return old == null ? codec : old;
    }

    // ---- generated codecs (riffle-processor) ----

    /**
     * Returns the codec generated for {@code type} (of class {@code raw}) by the annotation
     * processor, found with {@link ServiceLoader} through the class loader of raw, or null. Generated codecs follow the
     * default options only, so a config that changes naming, inclusion, unknown members,
     * duplicates or error collection uses the run-time codecs.
     */
    Codec<?> generated(Type type, Class<?> raw) {
        ClassLoader loader = raw.getClassLoader();
        if (loader == null || loader == ClassLoader.getPlatformClassLoader() || raw.isArray() || !generatedApplies()) {
            return null;
        }
        for (GeneratedCodecs provider : ServiceLoader.load(GeneratedCodecs.class, loader)) {
            Codec<?> c = provider.codec(type, binder);
            if (c != null) {
                return c;
            }
        }
        return null;
    }

    private boolean generatedApplies() {
        return config.naming() == NamingStrategy.IDENTITY && config.include() == Include.ALWAYS
                && config.unknown() == UnknownPolicy.SKIP && !config.rejectDuplicateMembers() && sink == null;
    }

    /**
     * The class a generic type's codec is kept with: the first class in it (arguments
     * first, depth first) not loaded by the boot or platform loader, else its raw class.
     */
    private static Class<?> anchor(Type type) {
        Class<?> c = userClass(type);
        return c != null ? c : Types.raw(type);
    }

    private static Class<?> userClass(Type t) {
        if (t instanceof Class) {
            Class<?> c = (Class<?>) t;
            while (c.isArray()) {
                c = c.getComponentType();
            }
            ClassLoader l = c.getClassLoader();
            return l == null || l == ClassLoader.getPlatformClassLoader() ? null : c;
        }
        if (t instanceof ParameterizedType) {
            for (Type a : ((ParameterizedType) t).getActualTypeArguments()) {
                Class<?> c = userClass(a);
                if (c != null) {
                    return c;
                }
            }
            return userClass(((ParameterizedType) t).getRawType());
        }
        if (t instanceof GenericArrayType) {
            return userClass(((GenericArrayType) t).getGenericComponentType());
        }
        return null;
    }
}
