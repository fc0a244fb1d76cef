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
    static final class Scalar<T> implements Codec<T> {
        private final Function<JsonIterator, T> reader;
        private final BiConsumer<JsonStream, T> writer;
        /** For a primitive: the zero value, and JSON null is refused by the read itself. */
        private final T zero;

        Scalar(Function<JsonIterator, T> reader, BiConsumer<JsonStream, T> writer, T zero) {
            this.reader = reader;
            this.writer = writer;
            this.zero = zero;
        }

        @Override
        public T read(JsonIterator in) {
            return reader.apply(in);
        }

        @Override
        public void write(JsonStream out, T value) {
            writer.accept(out, value);
        }

        @Override
        public boolean acceptsNull() {
            return zero != null;
        }

        @Override
        public T nullValue() {
            return zero;
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

    static final Scalar<Boolean> BOOLEAN = new Scalar<>(JsonIterator::readBoolean, JsonStream::writeBoolean, null);
    static final Scalar<Integer> INT = new Scalar<>(JsonIterator::readInt, JsonStream::writeInt, null);
    static final Scalar<Long> LONG = new Scalar<>(JsonIterator::readLong, JsonStream::writeLong, null);
    static final Scalar<Double> DOUBLE = new Scalar<>(JsonIterator::readDouble, JsonStream::writeDouble, null);
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
    static final Scalar<String> STRING = new Scalar<>(JsonIterator::readString, JsonStream::writeString, null);
    /** A declared CharSequence: read as a String, written with {@code toString()}. */
    static final Scalar<CharSequence> CHAR_SEQUENCE = new Scalar<>(JsonIterator::readString,
            (out, v) -> out.writeString(v.toString()), null);
    static final Scalar<BigInteger> BIG_INTEGER = new Scalar<>(JsonIterator::readBigInteger, JsonStream::write, null);
    static final Scalar<BigDecimal> BIG_DECIMAL = new Scalar<>(JsonIterator::readBigDecimal, JsonStream::write, null);

    private static final Map<Class<?>, Codec<?>> BY_CLASS = Map.ofEntries(
            Map.entry(boolean.class, BOOLEAN.primitive(false)), Map.entry(Boolean.class, BOOLEAN),
            Map.entry(int.class, INT.primitive(0)), Map.entry(Integer.class, INT),
            Map.entry(long.class, LONG.primitive(0L)), Map.entry(Long.class, LONG),
            Map.entry(double.class, DOUBLE.primitive(0.0)), Map.entry(Double.class, DOUBLE),
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
