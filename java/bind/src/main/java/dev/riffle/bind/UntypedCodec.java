package dev.riffle.bind;

import dev.riffle.ErrorKind;
import dev.riffle.JsonException;
import dev.riffle.JsonIterator;
import dev.riffle.JsonStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code Object}: reads any JSON value as String, Boolean, Long (an integer that fits), a
 * BigInteger (a larger one), Double (a number with a fraction or exponent; a BigDecimal
 * with {@link BindConfig#exactDecimals()}, or when it overflows a double), a
 * {@code LinkedHashMap<String, Object>} or an {@code ArrayList<Object>}. Writes any value
 * with the codec of its run-time class.
 *
 * <p>Numbers are {@link JsonIterator#readNumber()}'s (or {@link JsonIterator#readNumberExact()}'s),
 * so what is read is written back the same: {@code -0} reads as the Double {@code -0.0}
 * (a Long has no negative zero), and a number that overflows a double is a BigDecimal
 * within {@link dev.riffle.JsonConfig#maxNumberScale()} ({@code 1e999999999} is
 * LIMIT_EXCEEDED at the number), never an infinite Double, which no JSON can hold.
 */
final class UntypedCodec implements Codec<Object> {
    private final CodecRegistry registry;
    private final boolean exactDecimals;
    private final boolean rejectDuplicates;
    private final ValueErrorSink sink;

    UntypedCodec(CodecRegistry registry, BindConfig config, ValueErrorSink sink) {
        this.registry = registry;
        this.exactDecimals = config.exactDecimals();
        this.rejectDuplicates = config.rejectDuplicateMembers();
        this.sink = sink;
    }

    @Override
    public Object read(JsonIterator in) {
        switch (in.whatIsNext()) {
            case STRING:
                return in.readString();
            case NUMBER:
                return exactDecimals ? in.readNumberExact() : in.readNumber();
            case BOOLEAN:
                return in.readBoolean();
            case ARRAY:
                List<Object> list = new ArrayList<>();
                while (in.readArray()) {
                    list.add(ValueErrorSink.readElement(sink, this, in, List.class));
                }
                return list;
            case OBJECT:
                Map<String, Object> map = new LinkedHashMap<>();
                while (in.nextField()) {
                    String name = in.fieldName();
                    if (rejectDuplicates && map.containsKey(name)) {
                        JsonException t = ValueErrorSink.caught(sink, in.fail(ErrorKind.INVALID_VALUE,
                                "a second member \"" + name + "\""), in, Map.class, name, null);
                        if (t != null) {
                            throw t;
                        }
                        continue; // collected: the first value stays
                    }
                    map.put(name, member(in, name));
                }
                return map;
            case NULL:
                in.readNull();
                return null;
            default:
                in.skip(); // throws the syntax error at the value
                throw new AssertionError("skip accepted an invalid value");
        }
    }

    private Object member(JsonIterator in, String name) {
        try {
            return Codec.readNullable(this, in);
        } catch (JsonException e) {
            JsonException t = ValueErrorSink.caught(sink, e, in, Map.class, name, null);
            if (t != null) {
                throw t;
            }
            return null;
        }
    }

    @Override
    @SuppressWarnings({"unchecked", "rawtypes"})
    public void write(JsonStream out, Object value) {
        Class<?> c = value.getClass();
        if (c == Object.class) {
            out.writeObjectStart();
            out.writeObjectEnd();
            return;
        }
        Codec codec = registry.codec(c);
        codec.write(out, value);
    }
}
