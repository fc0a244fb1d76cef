package dev.riffle.bind;

import dev.riffle.JsonException;
import dev.riffle.JsonIterator;
import dev.riffle.bind.spi.BindingErrors;
import java.lang.reflect.Type;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Where the codecs of a {@link Binder} that collects value errors put them: one list per
 * iterator being decoded, registered by the binder for the time of one decode. Codecs
 * reach it only on the error path.
 */
final class ValueErrorSink {
    private final ConcurrentHashMap<JsonIterator, List<JsonException>> lists = new ConcurrentHashMap<>();

    void open(JsonIterator in, List<JsonException> errors) {
        lists.put(in, errors);
    }

    void close(JsonIterator in) {
        lists.remove(in);
    }

    /**
     * Handles an error a codec caught while reading a member or element of {@code owner}
     * ({@code member} names it: a property name, or null for an element; {@code valueType}
     * is the member's type, or null). Returns the
     * exception to throw, or null when it was collected and reading may go on (the caller
     * then uses a default value). With {@code sink} null nothing is ever collected.
     */
    static JsonException caught(ValueErrorSink sink, JsonException e, JsonIterator in, Type owner, String member, Type valueType) {
        JsonException described = describe(e, owner, member, valueType);
        if (sink == null || !e.recoverable()) {
            return described;
        }
        List<JsonException> list = sink.lists.get(in);
        if (list == null) {
            return described;
        }
        in.recover();
        list.add(described);
        return null;
    }

    /**
     * Reads one element (of an array or collection {@code owner}) with {@code codec}; a value
     * error is collected when the sink collects (the element is then the codec's
     * {@link Codec#nullValue()}) and thrown, described, otherwise.
     */
    static <E> E readElement(ValueErrorSink sink, Codec<E> codec, JsonIterator in, Type owner) {
        try {
            return Codec.readNullable(codec, in);
        } catch (JsonException e) {
            JsonException t = caught(sink, e, in, owner, null, null);
            if (t != null) {
                throw t;
            }
            return codec.nullValue();
        }
    }

    /**
     * Returns {@code e} with the Java place it was read for added to its detail, once:
     * {@code (binding Point.y as int)}, {@code (binding an element of List<Point>)},
     * {@code (binding Point)}; see {@link BindingErrors#describe}.
     */
    static JsonException describe(JsonException e, Type owner, String member, Type valueType) {
        return BindingErrors.describe(e, owner == null ? null : owner.getTypeName(), member,
                valueType == null ? null : valueType.getTypeName());
    }
}
