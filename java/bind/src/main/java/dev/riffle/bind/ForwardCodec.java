package dev.riffle.bind;

import dev.riffle.JsonIterator;
import dev.riffle.JsonStream;

/**
 * Stands for a codec still being built, so that a recursive type ({@code record Node(List<Node>
 * children)}) can refer to its own codec. The target is set once, before any codec that
 * holds this one is published, and never changes.
 */
final class ForwardCodec<T> implements Codec<T> {
    private volatile Codec<T> target;

    void set(Codec<T> codec) {
        target = codec;
    }

    /** Returns the codec stood for, or this when it is not set (only while building). */
    Codec<T> target() {
        Codec<T> t = target;
        return t == null ? this : t;
    }

    @Override
    public T read(JsonIterator in) {
        return target.read(in);
    }

    @Override
    public void write(JsonStream out, T value) {
        target.write(out, value);
    }

    @Override
    public boolean acceptsNull() {
        return target.acceptsNull();
    }

    @Override
    public T nullValue() {
        return target.nullValue();
    }
}
