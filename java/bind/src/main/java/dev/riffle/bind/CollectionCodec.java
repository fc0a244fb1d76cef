package dev.riffle.bind;

import dev.riffle.ErrorKind;
import dev.riffle.JsonException;
import dev.riffle.JsonIterator;
import dev.riffle.JsonStream;
import dev.riffle.ValueType;
import dev.riffle.bind.spi.BindingErrors;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Collection;
import java.util.function.Supplier;

/** A Collection (List, Set, Queue... ) as a JSON array; elements may be null unless the collection refuses them. */
final class CollectionCodec<E, C extends Collection<E>> implements Codec<C> {
    private final Type type;
    private final Supplier<C> factory;
    private final Codec<E> element;
    private final ValueErrorSink sink;
    /** Whether the collection refuses null elements (ArrayDeque, TreeSet). */
    private final boolean refusesNull;
    /** Whether it reads into an ArrayList and collects no errors: what {@link #listElements()} promises. */
    private final boolean plainList;

    CollectionCodec(Type type, Class<?> impl, Supplier<C> factory, Codec<E> element, boolean refusesNull, ValueErrorSink sink) {
        this.type = type;
        this.factory = factory;
        this.element = element;
        this.refusesNull = refusesNull;
        this.sink = sink;
        this.plainList = impl == ArrayList.class && !refusesNull && sink == null;
    }

    @Override
    public Codec<?> listElements() {
        return plainList ? element : null;
    }

    /** The collection type's name, as its element errors give it. */
    String typeName() {
        return type.getTypeName();
    }

    @Override
    public C read(JsonIterator in) {
        BindingErrors.expect(in, ValueType.ARRAY);
        C c = factory.get();
        while (in.readArray()) {
            if (refusesNull && in.whatIsNext() == ValueType.NULL) {
                JsonException t = ValueErrorSink.caught(sink, in.fail(ErrorKind.INVALID_VALUE,
                        "a null element, which " + Types.raw(type).getSimpleName() + " refuses"), in, type, null, null);
                if (t != null) {
                    throw t;
                }
                continue;
            }
            E e = ValueErrorSink.readElement(sink, element, in, type);
            if (e != null || !refusesNull) {
                c.add(e);
            }
        }
        return c;
    }

    @Override
    public void write(JsonStream out, C value) {
        if (value.isEmpty()) {
            out.writeEmptyArray(); // no level opened and closed, no iterator
            return;
        }
        out.writeArrayStart();
        for (E e : value) {
            Codec.writeNullable(element, out, e);
        }
        out.writeArrayEnd();
    }
}
