package dev.riffle.bind;

import dev.riffle.JsonException;
import dev.riffle.JsonIterator;
import dev.riffle.JsonStream;
import dev.riffle.ValueType;
import dev.riffle.bind.spi.BindingErrors;
import java.lang.reflect.Array;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Base64;

/**
 * Arrays as JSON arrays. {@code byte[]} is a base64 string (RFC 4648 with padding), as in
 * Go's encoding/json and Jackson; {@code char[]} is a string.
 */
final class ArrayCodecs {
    private ArrayCodecs() {
    }

    /** An array of objects (or of arrays), element by element with the element codec. */
    static final class ObjectArray<E> implements Codec<E[]> {
        private final Type type;
        private final Class<?> componentClass;
        private final Codec<E> element;
        private final ValueErrorSink sink;

        ObjectArray(Type type, Class<?> componentClass, Codec<E> element, ValueErrorSink sink) {
            this.type = type;
            this.componentClass = componentClass;
            this.element = element;
            this.sink = sink;
        }

        @Override
        @SuppressWarnings("unchecked")
        public E[] read(JsonIterator in) {
            BindingErrors.expect(in, ValueType.ARRAY);
            ArrayList<E> list = new ArrayList<>();
            while (in.readArray()) {
                list.add(ValueErrorSink.readElement(sink, element, in, type));
            }
            return list.toArray((E[]) Array.newInstance(componentClass, list.size()));
        }

        @Override
        public void write(JsonStream out, E[] value) {
            out.writeArrayStart();
            for (E e : value) {
                Codec.writeNullable(element, out, e);
            }
            out.writeArrayEnd();
        }
    }

    /** Reads one element of a primitive array into slot i of the growing array. */
    interface ElementReader<A> {
        void read(JsonIterator in, A array, int i);
    }

    /** Writes one element of a primitive array. */
    interface ElementWriter<A> {
        void write(JsonStream out, A array, int i);
    }

    /**
     * A primitive array other than those of {@link NumberArrayCodecs}: read into a doubling
     * buffer, then trimmed.
     */
    static final class PrimitiveArray<A> implements Codec<A> {
        private final Class<?> component;
        private final ElementReader<A> reader;
        private final ElementWriter<A> writer;
        private final ValueErrorSink sink;

        PrimitiveArray(Class<?> component, ElementReader<A> reader, ElementWriter<A> writer, ValueErrorSink sink) {
            this.component = component;
            this.reader = reader;
            this.writer = writer;
            this.sink = sink;
        }

        @Override
        @SuppressWarnings("unchecked")
        public A read(JsonIterator in) {
            BindingErrors.expect(in, ValueType.ARRAY);
            A a = (A) Array.newInstance(component, 8);
            int n = 0;
            while (in.readArray()) {
                if (n == Array.getLength(a)) {
                    A bigger = (A) Array.newInstance(component, n * 2);
                    System.arraycopy(a, 0, bigger, 0, n);
                    a = bigger;
                }
                try {
                    reader.read(in, a, n);
                } catch (JsonException ex) {
                    JsonException t = ValueErrorSink.caught(sink, ex, in, a.getClass(), null, null);
                    if (t != null) {
                        throw t;
                    }
                }
                n++;
            }
            A exact = (A) Array.newInstance(component, n);
            System.arraycopy(a, 0, exact, 0, n);
            return exact;
        }

        @Override
        public void write(JsonStream out, A value) {
            out.writeArrayStart();
            int n = Array.getLength(value);
            for (int i = 0; i < n; i++) {
                writer.write(out, value, i);
            }
            out.writeArrayEnd();
        }
    }

    /** byte[] as a base64 string. */
    static final Codec<byte[]> BYTES = new Codec<>() {
        @Override
        public byte[] read(JsonIterator in) {
            return Checked.string(in, s -> Base64.getDecoder().decode(s), "base64 string");
        }

        @Override
        public void write(JsonStream out, byte[] value) {
            out.writeStringNoEscape(Base64.getEncoder().encodeToString(value));
        }
    };

    /** char[] as a string. */
    static final Codec<char[]> CHARS = new Codec<>() {
        @Override
        public char[] read(JsonIterator in) {
            return in.readString().toCharArray();
        }

        @Override
        public void write(JsonStream out, char[] value) {
            out.writeString(new String(value));
        }
    };

    /** Returns the codec of a primitive array class, or null. */
    static Codec<?> primitive(Class<?> arrayClass, ValueErrorSink sink) {
        Class<?> c = arrayClass.getComponentType();
        if (c == byte.class) {
            return BYTES;
        }
        if (c == char.class) {
            return CHARS;
        }
        Codec<?> numbers = NumberArrayCodecs.forClass(arrayClass, sink);
        if (numbers != null) {
            return numbers;
        }
        if (c == float.class) {
            return new PrimitiveArray<float[]>(c, (in, a, i) -> a[i] = in.readFloat(), (out, a, i) -> out.writeFloat(a[i]), sink);
        }
        if (c == boolean.class) {
            return new PrimitiveArray<boolean[]>(c, (in, a, i) -> a[i] = in.readBoolean(), (out, a, i) -> out.writeBoolean(a[i]), sink);
        }
        if (c == short.class) {
            return new PrimitiveArray<short[]>(c, (in, a, i) -> a[i] = ScalarCodecs.SHORT.read(in), (out, a, i) -> out.writeInt(a[i]), sink);
        }
        return null;
    }
}
