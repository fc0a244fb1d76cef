package dev.riffle.bind;

import dev.riffle.JsonIterator;
import dev.riffle.JsonStream;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * Optional, OptionalInt, OptionalLong and OptionalDouble: empty is JSON {@code null} (and
 * an absent member), present is the value itself. A Java null Optional is written as
 * {@code null} too.
 */
final class OptionalCodecs {
    private OptionalCodecs() {
    }

    /** {@code Optional<T>} over the codec of T. */
    static final class Of<T> implements Codec<Optional<T>> {
        private final Codec<T> value;

        Of(Codec<T> value) {
            this.value = value;
        }

        @Override
        public Optional<T> read(JsonIterator in) {
            return Optional.ofNullable(Codec.readNullable(value, in));
        }

        @Override
        public void write(JsonStream out, Optional<T> v) {
            if (v.isPresent()) {
                Codec.writeNullable(value, out, v.get());
            } else {
                out.writeNull();
            }
        }

        @Override
        public Optional<T> nullValue() {
            return Optional.empty();
        }
    }

    static final Codec<OptionalInt> INT = new Codec<>() {
        @Override
        public OptionalInt read(JsonIterator in) {
            return OptionalInt.of(in.readInt());
        }

        @Override
        public void write(JsonStream out, OptionalInt v) {
            if (v.isPresent()) {
                out.writeInt(v.getAsInt());
            } else {
                out.writeNull();
            }
        }

        @Override
        public OptionalInt nullValue() {
            return OptionalInt.empty();
        }
    };

    static final Codec<OptionalLong> LONG = new Codec<>() {
        @Override
        public OptionalLong read(JsonIterator in) {
            return OptionalLong.of(in.readLong());
        }

        @Override
        public void write(JsonStream out, OptionalLong v) {
            if (v.isPresent()) {
                out.writeLong(v.getAsLong());
            } else {
                out.writeNull();
            }
        }

        @Override
        public OptionalLong nullValue() {
            return OptionalLong.empty();
        }
    };

    static final Codec<OptionalDouble> DOUBLE = new Codec<>() {
        @Override
        public OptionalDouble read(JsonIterator in) {
            return OptionalDouble.of(in.readDouble());
        }

        @Override
        public void write(JsonStream out, OptionalDouble v) {
            if (v.isPresent()) {
                out.writeDouble(v.getAsDouble());
            } else {
                out.writeNull();
            }
        }

        @Override
        public OptionalDouble nullValue() {
            return OptionalDouble.empty();
        }
    };

    /** Returns whether {@code v} is null or an empty optional (left out under {@code NON_NULL}). */
    static boolean isAbsent(Object v) {
        return dev.riffle.bind.spi.Inclusion.isAbsent(v);
    }
}
