package dev.riffle.bind;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;

/**
 * A super type token: names a generic type such as {@code List<Point>} at run time.
 * Create it as an anonymous subclass, {@code new TypeRef<List<Point>>() {}}, or from a
 * {@link Type} with {@link #of(Type)}.
 *
 * @param <T> the type it names
 */
public abstract class TypeRef<T> {
    private final Type type;

    /** Captures the type argument of the anonymous subclass. */
    protected TypeRef() {
        Type sup = getClass().getGenericSuperclass();
        if (!(sup instanceof ParameterizedType)) {
            throw new IllegalArgumentException("TypeRef needs a type argument: new TypeRef<List<X>>() {}");
        }
        this.type = ((ParameterizedType) sup).getActualTypeArguments()[0];
    }

    private TypeRef(Type type) {
        this.type = type;
    }

    /** Returns a TypeRef for {@code type}; the caller vouches that T is that type. */
    public static <T> TypeRef<T> of(Type type) {
        return new TypeRef<T>(java.util.Objects.requireNonNull(type, "type")) { };
    }

    /**
     * Returns the parameterized type {@code raw<arguments>}, equal to (and with the same hash
     * as) the one the JDK reflects for it. Generated codecs of generic types name their
     * property types with it ({@code List<T>} for the {@code T} they are made for).
     *
     * @throws IllegalArgumentException if {@code raw} does not have that many type parameters
     */
    public static Type parameterized(Class<?> raw, Type... arguments) {
        if (raw.getTypeParameters().length != arguments.length) {
            throw new IllegalArgumentException(raw.getName() + " has " + raw.getTypeParameters().length
                    + " type parameters, not " + arguments.length);
        }
        return new Types.Parameterized(raw, raw.getDeclaringClass(), arguments.clone());
    }

    /**
     * Returns the array type whose elements are {@code component}: a class when the component
     * is one ({@code Line[]}), else a {@link java.lang.reflect.GenericArrayType} equal to (and
     * with the same hash as) the one the JDK reflects ({@code List<Line>[]}). Generated codecs
     * of generic types name their array property types with it ({@code T[]} for the {@code T}
     * they are made for).
     */
    public static Type array(Type component) {
        if (component instanceof Class) {
            return java.lang.reflect.Array.newInstance((Class<?>) component, 0).getClass();
        }
        return new Types.GenericArray(java.util.Objects.requireNonNull(component, "component"));
    }

    /** Returns the type. */
    public final Type type() {
        return type;
    }

    /** Returns the type's name. */
    @Override
    public String toString() {
        return type.getTypeName();
    }
}
