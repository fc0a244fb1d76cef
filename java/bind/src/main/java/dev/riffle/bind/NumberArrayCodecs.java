package dev.riffle.bind;

import dev.riffle.JsonException;
import dev.riffle.JsonIterator;
import dev.riffle.JsonStream;
import dev.riffle.ValueType;
import dev.riffle.bind.spi.BindingErrors;
import java.util.Arrays;

/**
 * {@code int[]}, {@code long[]} and {@code double[]}, the primitive arrays of numeric data,
 * each with its own loop: the element read is a direct call the JIT inlines and the array is
 * a plain {@code new}, where {@link ArrayCodecs.PrimitiveArray} (kept for the other primitive
 * arrays) goes through a lambda per element and {@link java.lang.reflect.Array}. They behave
 * alike: the same errors, and a collected element error leaves its slot 0.
 */
final class NumberArrayCodecs {
    private NumberArrayCodecs() {
    }

    /** Returns the codec of {@code int[]}, {@code long[]} or {@code double[]}, or null for another class. */
    static Codec<?> forClass(Class<?> arrayClass, ValueErrorSink sink) {
        if (arrayClass == int[].class) {
            return new Ints(sink);
        }
        if (arrayClass == long[].class) {
            return new Longs(sink);
        }
        if (arrayClass == double[].class) {
            return new Doubles(sink);
        }
        return null;
    }

    /** An element's error: rethrown, described, unless the sink collected it. */
    static void elementFailed(ValueErrorSink sink, JsonException e, JsonIterator in, Class<?> arrayClass) {
        JsonException t = ValueErrorSink.caught(sink, e, in, arrayClass, null, null);
        if (t != null) {
            throw t;
        }
    }

    /** {@code int[]}. */
    static final class Ints implements Codec<int[]> {
        private final ValueErrorSink sink;

        Ints(ValueErrorSink sink) {
            this.sink = sink;
        }

        @Override
        public int[] read(JsonIterator in) {
            BindingErrors.expect(in, ValueType.ARRAY);
            int[] a = new int[8];
            int n = 0;
            while (in.readArray()) {
                if (n == a.length) {
                    a = Arrays.copyOf(a, n * 2);
                }
                try {
                    a[n] = in.readInt();
                } catch (JsonException e) {
                    elementFailed(sink, e, in, int[].class);
                }
                n++;
            }
            return n == a.length ? a : Arrays.copyOf(a, n);
        }

        @Override
        public void write(JsonStream out, int[] value) {
            out.writeArrayStart();
            for (int v : value) {
                out.writeInt(v);
            }
            out.writeArrayEnd();
        }
    }

    /** {@code long[]}. */
    static final class Longs implements Codec<long[]> {
        private final ValueErrorSink sink;

        Longs(ValueErrorSink sink) {
            this.sink = sink;
        }

        @Override
        public long[] read(JsonIterator in) {
            BindingErrors.expect(in, ValueType.ARRAY);
            long[] a = new long[8];
            int n = 0;
            while (in.readArray()) {
                if (n == a.length) {
                    a = Arrays.copyOf(a, n * 2);
                }
                try {
                    a[n] = in.readLong();
                } catch (JsonException e) {
                    elementFailed(sink, e, in, long[].class);
                }
                n++;
            }
            return n == a.length ? a : Arrays.copyOf(a, n);
        }

        @Override
        public void write(JsonStream out, long[] value) {
            out.writeArrayStart();
            for (long v : value) {
                out.writeLong(v);
            }
            out.writeArrayEnd();
        }
    }

    /** {@code double[]}. */
    static final class Doubles implements Codec<double[]> {
        private final ValueErrorSink sink;

        Doubles(ValueErrorSink sink) {
            this.sink = sink;
        }

        @Override
        public double[] read(JsonIterator in) {
            BindingErrors.expect(in, ValueType.ARRAY);
            double[] a = new double[8];
            int n = 0;
            while (in.readArray()) {
                if (n == a.length) {
                    a = Arrays.copyOf(a, n * 2);
                }
                try {
                    a[n] = in.readDouble();
                } catch (JsonException e) {
                    elementFailed(sink, e, in, double[].class);
                }
                n++;
            }
            return n == a.length ? a : Arrays.copyOf(a, n);
        }

        @Override
        public void write(JsonStream out, double[] value) {
            out.writeArrayStart();
            for (double v : value) {
                out.writeDouble(v);
            }
            out.writeArrayEnd();
        }
    }
}
