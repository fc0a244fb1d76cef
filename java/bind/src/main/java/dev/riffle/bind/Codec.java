package dev.riffle.bind;

import dev.riffle.JsonIterator;
import dev.riffle.JsonStream;

/**
 * Reads and writes the values of one Java type: the one contract that hand-written codecs,
 * the run-time codecs of this module and generated codecs (a later annotation processor)
 * all implement. It is kept small on purpose and will stay source compatible: two abstract
 * methods and three defaults.
 *
 * <p><b>Null.</b> By default a codec never sees JSON {@code null} and never writes a Java
 * null: the caller (an object, collection or the {@link Binder}) reads {@code null} itself
 * and uses {@link #nullValue()}, and writes {@code null} for a null value. A codec that
 * gives null a meaning of its own (an {@code int} codec rejects it, {@code Optional}
 * reads it as empty) returns true from {@link #acceptsNull()} and handles it in
 * {@link #read} and {@link #write}. {@link #nullValue()} is also the value of a member
 * that is absent from the input.
 *
 * <p><b>Errors.</b> {@link #read} reads exactly one value with the iterator's typed reads;
 * a value it cannot accept is reported with {@link JsonIterator#fail}, so the error carries
 * the value's offset and JSON Pointer and stays recoverable. {@link #write} writes exactly
 * one value.
 *
 * <p>A codec is immutable and safe to share between threads.
 *
 * @param <T> the Java type
 */
public interface Codec<T> {
    /** Reads one JSON value (never {@code null}, unless {@link #acceptsNull()}) as a T. */
    T read(JsonIterator in);

    /** Writes {@code value} (never null, unless {@link #acceptsNull()}) as one JSON value. */
    void write(JsonStream out, T value);

    /** Returns whether this codec reads JSON {@code null} and writes Java null itself; false by default. */
    default boolean acceptsNull() {
        return false;
    }

    /** Returns the value of JSON {@code null} and of an absent member; null by default. */
    default T nullValue() {
        return null;
    }

    /**
     * For generated codecs: returns the element codec when this codec is riffle-bind's own
     * codec of a list, which reads JSON {@code null} as null (it does not accept null), any
     * other value as an array whose elements it reads with {@link #readNullable} into a new
     * {@code ArrayList} (an element's error described with
     * {@code BindingErrors.describe(e, listType, null, null)}), and writes a list as the
     * array of its elements in iteration order through {@link #writeNullable}. Generated
     * code then runs that loop itself, so that the element calls are specialised to its
     * property (a call inside one shared codec sees every element codec of the program and
     * is never inlined). Null by default: the codec is called as it is.
     */
    default Codec<?> listElements() {
        return null;
    }

    /** Reads one value with {@code codec}, giving {@code null} to it only if it accepts it. */
    static <T> T readNullable(Codec<T> codec, JsonIterator in) {
        if (!codec.acceptsNull() && in.readNull()) {
            return codec.nullValue();
        }
        return codec.read(in);
    }

    /** Writes {@code value} with {@code codec}, or {@code null} when it is null and the codec does not accept it. */
    static <T> void writeNullable(Codec<T> codec, JsonStream out, T value) {
        if (value == null && !codec.acceptsNull()) {
            out.writeNull();
        } else {
            codec.write(out, value);
        }
    }
}
