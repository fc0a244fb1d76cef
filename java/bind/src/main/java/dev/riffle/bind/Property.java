package dev.riffle.bind;

import dev.riffle.EncodedName;
import dev.riffle.JsonStream;
import java.lang.invoke.MethodHandle;
import java.lang.reflect.Type;

/** One property of an object codec: its member name, codec, and how to get and set it. */
final class Property {
    /**
     * How a value is written: the primitives and String straight through
     * {@link JsonStream#writeMember}; a primitive's getter returns it unboxed.
     */
    enum WriteKind {
        GENERIC(false), INT(true), LONG(true), BOOLEAN(true), DOUBLE(true), STRING(false);

        final boolean primitive;

        WriteKind(boolean primitive) {
            this.primitive = primitive;
        }
    }

    final String name;
    final EncodedName encoded;
    final String[] aliases;
    final Type type;
    final Codec<Object> codec;
    /** {@code (Object)Object}, or {@code (Object)int} etc. for a primitive {@link #kind}; null when the property is not written. */
    final MethodHandle getter;
    /** {@code (Object,Object)void}, or null when the property is read through the creator or not at all. */
    final MethodHandle setter;
    /** The creator parameter it fills, or -1. */
    final int creatorIndex;
    final boolean required;
    final boolean includeNulls;
    final WriteKind kind;
    /** An ignored creator parameter: never read or written; the creator gets the codec's {@link Codec#nullValue()}. */
    final boolean ignored;

    Property(String name, String[] aliases, Type type, Codec<Object> codec, MethodHandle getter, MethodHandle setter,
             int creatorIndex, boolean required, boolean includeNulls, WriteKind kind, boolean ignored) {
        this.name = name;
        this.encoded = EncodedName.of(name);
        this.aliases = aliases;
        this.type = type;
        this.codec = codec;
        this.getter = getter;
        this.setter = setter;
        this.creatorIndex = creatorIndex;
        this.required = required;
        this.includeNulls = includeNulls;
        this.kind = kind;
        this.ignored = ignored;
    }

    /** Whether reading can store this property. */
    boolean readable() {
        return !ignored && (creatorIndex >= 0 || setter != null);
    }

    /** Returns the write fast path of a property of raw type {@code c} whose codec is the default one. */
    static WriteKind kindOf(Class<?> c) {
        if (c == int.class) {
            return WriteKind.INT;
        }
        if (c == long.class) {
            return WriteKind.LONG;
        }
        if (c == boolean.class) {
            return WriteKind.BOOLEAN;
        }
        if (c == double.class) {
            return WriteKind.DOUBLE;
        }
        return c == String.class ? WriteKind.STRING : WriteKind.GENERIC;
    }
}
