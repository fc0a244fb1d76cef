package dev.riffle.bind;

import dev.riffle.JsonIterator;
import dev.riffle.JsonStream;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.Function;

/** The codecs of primitives, their boxes, String, BigInteger, BigDecimal and char. */
final class ScalarCodecs {
    private ScalarCodecs() {
    }

    /** A codec made of a read function and a write function. */
    static final class Scalar<T> extends Simple<T> {
        private final Function<JsonIterator, T> reader;
        private final BiConsumer<JsonStream, T> writer;

        Scalar(Function<JsonIterator, T> reader, BiConsumer<JsonStream, T> writer, T zero) {
            super(zero);
            this.reader = reader;
            this.writer = writer;
        }

        @Override
        public T read(JsonIterator in) {
            return reader.apply(in);
        }

        @Override
        public void write(JsonStream out, T value) {
            writer.accept(out, value);
        }

        /**
         * The same codec for the primitive type: it accepts null in the sense of
         * {@link Codec#acceptsNull()}, so JSON null reaches its typed read, which refuses it
         * as a type mismatch; an absent member is {@code zeroValue}.
         */
        Scalar<T> primitive(T zeroValue) {
            return new Scalar<>(reader, writer, zeroValue);
        }
    }

    /**
     * A scalar codec: for a primitive type it holds the zero value, accepts null in the sense
     * of {@link Codec#acceptsNull()} (so JSON null reaches its typed read, which refuses it as
     * a type mismatch) and gives the zero value for an absent member; for a box or a reference
     * type the zero is null and null is not accepted.
     */
    abstract static class Simple<T> implements Codec<T> {
        private final T zero;

        Simple(T zero) {
            this.zero = zero;
        }

        @Override
        public final boolean acceptsNull() {
            return zero != null;
        }

        @Override
        public final T nullValue() {
            return zero;
        }
    }

    /*
     * The codecs of String and the common boxes call the iterator and the stream directly (no
     * function object), because a generated codec's list loop calls them per element: a call
     * site that sees one of them inlines the typed read, where one that went through
     * Scalar's function would see every scalar type of the program.
     */

    /** String. */
    static final class StringCodec extends Simple<String> {
        StringCodec() {
            super(null);
        }

        @Override
        public String read(JsonIterator in) {
            return in.readString();
        }

        @Override
        public void write(JsonStream out, String value) {
            out.writeString(value);
        }
    }

    /** boolean and Boolean. */
    static final class BooleanCodec extends Simple<Boolean> {
        BooleanCodec(Boolean zero) {
            super(zero);
        }

        @Override
        public Boolean read(JsonIterator in) {
            return in.readBoolean();
        }

        @Override
        public void write(JsonStream out, Boolean value) {
            out.writeBoolean(value);
        }
    }

    /** int and Integer. */
    static final class IntCodec extends Simple<Integer> {
        IntCodec(Integer zero) {
            super(zero);
        }

        @Override
        public Integer read(JsonIterator in) {
            return in.readInt();
        }

        @Override
        public void write(JsonStream out, Integer value) {
            out.writeInt(value);
        }
    }

    /** long and Long. */
    static final class LongCodec extends Simple<Long> {
        LongCodec(Long zero) {
            super(zero);
        }

        @Override
        public Long read(JsonIterator in) {
            return in.readLong();
        }

        @Override
        public void write(JsonStream out, Long value) {
            out.writeLong(value);
        }
    }

    /** double and Double. */
    static final class DoubleCodec extends Simple<Double> {
        DoubleCodec(Double zero) {
            super(zero);
        }

        @Override
        public Double read(JsonIterator in) {
            return in.readDouble();
        }

        @Override
        public void write(JsonStream out, Double value) {
            out.writeDouble(value);
        }
    }

    static final Codec<Boolean> BOOLEAN = new BooleanCodec(null);
    static final Codec<Integer> INT = new IntCodec(null);
    static final Codec<Long> LONG = new LongCodec(null);
    static final Codec<Double> DOUBLE = new DoubleCodec(null);
    static final Scalar<Float> FLOAT = new Scalar<>(JsonIterator::readFloat, JsonStream::writeFloat, null);
    static final Scalar<Short> SHORT = new Scalar<>(in -> Checked.read(in, JsonIterator::readInt,
            v -> v == (short) (int) v ? (short) (int) v : null, "short (-32768 to 32767)"),
            (out, v) -> out.writeInt(v), null);
    static final Scalar<Byte> BYTE = new Scalar<>(in -> Checked.read(in, JsonIterator::readInt,
            v -> v == (byte) (int) v ? (byte) (int) v : null, "byte (-128 to 127)"),
            (out, v) -> out.writeInt(v), null);
    static final Scalar<Character> CHAR = new Scalar<>(in -> Checked.string(in,
            s -> s.length() == 1 ? s.charAt(0) : null, "char (a string of one UTF-16 unit)"),
            (out, v) -> out.writeString(String.valueOf(v)), null);
    static final Codec<String> STRING = new StringCodec();
    /** A declared CharSequence: read as a String, written with {@code toString()}. */
    static final Scalar<CharSequence> CHAR_SEQUENCE = new Scalar<>(JsonIterator::readString,
            (out, v) -> out.writeString(v.toString()), null);
    static final Scalar<BigInteger> BIG_INTEGER = new Scalar<>(JsonIterator::readBigInteger, JsonStream::write, null);
    static final Scalar<BigDecimal> BIG_DECIMAL = new Scalar<>(JsonIterator::readBigDecimal, JsonStream::write, null);

    private static final Map<Class<?>, Codec<?>> BY_CLASS = Map.ofEntries(
            Map.entry(boolean.class, new BooleanCodec(false)), Map.entry(Boolean.class, BOOLEAN),
            Map.entry(int.class, new IntCodec(0)), Map.entry(Integer.class, INT),
            Map.entry(long.class, new LongCodec(0L)), Map.entry(Long.class, LONG),
            Map.entry(double.class, new DoubleCodec(0.0)), Map.entry(Double.class, DOUBLE),
            Map.entry(float.class, FLOAT.primitive(0f)), Map.entry(Float.class, FLOAT),
            Map.entry(short.class, SHORT.primitive((short) 0)), Map.entry(Short.class, SHORT),
            Map.entry(byte.class, BYTE.primitive((byte) 0)), Map.entry(Byte.class, BYTE),
            Map.entry(char.class, CHAR.primitive('\0')), Map.entry(Character.class, CHAR),
            Map.entry(String.class, STRING), Map.entry(CharSequence.class, CHAR_SEQUENCE),
            Map.entry(BigInteger.class, BIG_INTEGER), Map.entry(BigDecimal.class, BIG_DECIMAL));

    /** Returns the codec of a scalar class, or null. */
    static Codec<?> forClass(Class<?> c) {
        return BY_CLASS.get(c);
    }
}
