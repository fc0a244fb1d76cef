package dev.riffle.bind.spi;

import dev.riffle.bind.Binder;
import dev.riffle.bind.Codec;
import java.lang.reflect.Type;

/**
 * A provider of generated codecs, found with {@link java.util.ServiceLoader} through the
 * class loader of the type a codec is wanted for. The Riffle annotation processor writes
 * one implementation per package and lists it in
 * {@code META-INF/services/dev.riffle.bind.spi.GeneratedCodecs}; in a named module, declare
 * it with {@code provides dev.riffle.bind.spi.GeneratedCodecs with <package>.RiffleGeneratedCodecs}.
 */
public interface GeneratedCodecs {
    /**
     * Returns a new generated codec of {@code type} for {@code binder} (which it asks for
     * the codecs of the types it does not handle itself), or null when this provider has
     * none for that type.
     */
    <T> Codec<T> codec(Class<T> type, Binder binder);

    /**
     * Returns a new generated codec of {@code type}, a class or a parameterization of a
     * generic class ({@code Box<String>}), or null when this provider has none for it. The
     * binder calls this one; by default it answers for classes only, through
     * {@link #codec(Class, Binder)}. Providers written for generic types override it.
     */
    default Codec<?> codec(Type type, Binder binder) {
        return type instanceof Class ? codec((Class<?>) type, binder) : null;
    }
}
