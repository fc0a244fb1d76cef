package dev.riffle.bind;

import dev.riffle.ErrorKind;
import dev.riffle.JsonException;
import dev.riffle.JsonIterator;
import dev.riffle.JsonStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Decodes and encodes typed values with one {@link BindConfig}: immutable, thread-safe,
 * and meant to be made once and shared. It builds each type's {@link Codec} on first use
 * and keeps it (see {@link #codec(Type)}). {@link RiffleBind} offers the same calls on
 * {@link BindConfig#DEFAULT}.
 *
 * <p>Errors are {@link dev.riffle.JsonException}s with the kind, byte offset and JSON
 * Pointer of the value that failed, and the Java type (and property) it was read for in
 * the detail. With {@link BindConfig#collectValueErrors()}, value errors are gathered
 * into one {@link ValueErrors} instead.
 */
public final class Binder {
    private final BindConfig config;
    private final CodecRegistry registry;

    private Binder(BindConfig config) {
        this.config = config;
        this.registry = new CodecRegistry(config, this);
    }

    /** Returns a binder with the given options. */
    public static Binder of(BindConfig config) {
        return new Binder(Objects.requireNonNull(config, "config"));
    }

    /** Returns this binder's options. */
    public BindConfig config() {
        return config;
    }

    /**
     * Returns the codec of {@code type}, built on first use and then cached (thread-safe;
     * recursive types are fine).
     *
     * @throws IllegalArgumentException if no codec can be made for the type
     */
    public <T> Codec<T> codec(Class<T> type) {
        return registry.codec(type);
    }

    /** Returns the codec of a generic type; see {@link #codec(Class)}. */
    public <T> Codec<T> codec(TypeRef<T> type) {
        return registry.codec(type.type());
    }

    /** Returns the codec of any type; see {@link #codec(Class)}. */
    public Codec<Object> codec(Type type) {
        return registry.codec(type);
    }

    // ---- decode ----

    /** Decodes one JSON text (UTF-8) as a {@code T}; trailing data is an error. */
    public <T> T decode(byte[] json, Class<T> type) {
        return decode(JsonIterator.of(json, config.json()), codec(type), type);
    }

    /** Decodes one JSON text (UTF-8) as a generic type. */
    public <T> T decode(byte[] json, TypeRef<T> type) {
        return decode(JsonIterator.of(json, config.json()), codec(type), type.type());
    }

    /** Decodes one JSON text as a {@code T}. */
    public <T> T decode(String json, Class<T> type) {
        return decode(JsonIterator.of(json, config.json()), codec(type), type);
    }

    /** Decodes one JSON text as a generic type. */
    public <T> T decode(String json, TypeRef<T> type) {
        return decode(JsonIterator.of(json, config.json()), codec(type), type.type());
    }

    /**
     * Decodes one JSON text read from {@code in} (UTF-8, read in chunks of
     * {@link dev.riffle.JsonConfig#readBufferSize()}); the stream is read to its end and not closed.
     */
    public <T> T decode(InputStream in, Class<T> type) {
        return decode(JsonIterator.of(in, config.json()), codec(type), type);
    }

    /** Decodes one JSON text read from {@code in} as a generic type; see {@link #decode(InputStream, Class)}. */
    public <T> T decode(InputStream in, TypeRef<T> type) {
        return decode(JsonIterator.of(in, config.json()), codec(type), type.type());
    }

    /**
     * Reads the next value of {@code in} as a {@code T}, mid-stream: {@code in} then stands
     * after the value (it is not finished). The iterator's own config applies to reading.
     */
    public <T> T read(JsonIterator in, Class<T> type) {
        return read(in, codec(type), type);
    }

    /** Reads the next value of {@code in} as a generic type; see {@link #read(JsonIterator, Class)}. */
    public <T> T read(JsonIterator in, TypeRef<T> type) {
        return read(in, codec(type), type.type());
    }

    private <T> T decode(JsonIterator in, Codec<T> codec, Type type) {
        List<JsonException> errors = open(in);
        try {
            T v = readValue(in, codec, type, errors);
            in.finish();
            return checked(v, errors);
        } finally {
            close(in);
        }
    }

    private <T> T read(JsonIterator in, Codec<T> codec, Type type) {
        List<JsonException> errors = open(in);
        try {
            return checked(readValue(in, codec, type, errors), errors);
        } finally {
            close(in);
        }
    }

    private List<JsonException> open(JsonIterator in) {
        if (registry.sink == null) {
            return null;
        }
        List<JsonException> errors = new ArrayList<>();
        registry.sink.open(in, errors);
        return errors;
    }

    private void close(JsonIterator in) {
        if (registry.sink != null) {
            registry.sink.close(in);
        }
    }

    private static <T> T readValue(JsonIterator in, Codec<T> codec, Type type, List<JsonException> errors) {
        try {
            return Codec.readNullable(codec, in);
        } catch (StackOverflowError e) {
            in.stop();
            throw tooDeep(in.offset(), e);
        } catch (JsonException e) {
            JsonException described = ValueErrorSink.describe(e, type, null, type);
            if (errors == null || !e.recoverable()) {
                throw described;
            }
            in.recover();
            errors.add(described);
            return null;
        }
    }

    /**
     * The error for a value nested deeper than the thread's stack allows (only possible
     * when {@link dev.riffle.JsonConfig#maxDepth()} was raised far above
     * {@link BindConfig#DEFAULT_MAX_DEPTH}): codecs recurse once per level.
     */
    private static JsonException tooDeep(long offset, StackOverflowError e) {
        return new JsonException(ErrorKind.LIMIT_EXCEEDED, offset, "",
                "nesting too deep for this thread's stack: lower BindConfig.json().maxDepth()", "", e);
    }

    private static <T> T checked(T value, List<JsonException> errors) {
        if (errors != null && !errors.isEmpty()) {
            throw new ValueErrors(value, errors);
        }
        return value;
    }

    // ---- encode ----

    /** Encodes {@code value} (null writes {@code null}) with the codec of its run-time class, as UTF-8 bytes. */
    public byte[] encode(Object value) {
        JsonStream out = JsonStream.create(config.json());
        write(out, value);
        return out.toByteArray();
    }

    /** Encodes {@code value} with the codec of a generic type, as UTF-8 bytes. */
    public <T> byte[] encode(T value, TypeRef<T> type) {
        JsonStream out = JsonStream.create(config.json());
        try {
            Codec.writeNullable(codec(type), out, value);
        } catch (StackOverflowError e) {
            throw tooDeep(out.size(), e);
        }
        return out.toByteArray();
    }

    /** Encodes {@code value} as a String. */
    public String encodeToString(Object value) {
        return new String(encode(value), StandardCharsets.UTF_8);
    }

    /** Encodes {@code value} to {@code out} and flushes it; {@code out} is not closed. */
    public void encode(Object value, OutputStream out) {
        JsonStream s = JsonStream.of(out, config.json());
        write(s, value);
        s.flush();
    }

    /** Writes {@code value} as the next value of {@code out}, mid-stream. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public void write(JsonStream out, Object value) {
        if (value == null) {
            out.writeNull();
            return;
        }
        Codec c = registry.codec(value.getClass());
        try {
            Codec.writeNullable(c, out, value);
        } catch (StackOverflowError e) {
            throw tooDeep(out.size(), e);
        }
    }
}
