package dev.riffle.bind;

import dev.riffle.JsonIterator;
import dev.riffle.JsonStream;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * Static shortcuts to a {@link Binder} with {@link BindConfig#DEFAULT}: the first thing to
 * reach for. For other options make a binder with {@link #with(BindConfig)} (or
 * {@link Binder#of}) and keep it; it has the same methods. (Java allows no static and
 * instance method of one signature in one class, hence two classes.)
 *
 * <pre>{@code
 * record Point(int x, int y) {}
 * Point p = RiffleBind.decode("{\"x\":1,\"y\":2}", Point.class);
 * String s = RiffleBind.encodeToString(p);   // {"x":1,"y":2}
 * }</pre>
 */
public final class RiffleBind {
    private static final Binder DEFAULT = Binder.of(BindConfig.DEFAULT);

    private RiffleBind() {
    }

    /** Returns the binder of the default config. */
    public static Binder binder() {
        return DEFAULT;
    }

    /** Returns a new binder with {@code config}; keep it, since its codecs are built on first use. */
    public static Binder with(BindConfig config) {
        return Binder.of(config);
    }

    /** See {@link Binder#decode(byte[], Class)}. */
    public static <T> T decode(byte[] json, Class<T> type) {
        return DEFAULT.decode(json, type);
    }

    /** See {@link Binder#decode(byte[], TypeRef)}. */
    public static <T> T decode(byte[] json, TypeRef<T> type) {
        return DEFAULT.decode(json, type);
    }

    /** See {@link Binder#decode(String, Class)}. */
    public static <T> T decode(String json, Class<T> type) {
        return DEFAULT.decode(json, type);
    }

    /** See {@link Binder#decode(String, TypeRef)}. */
    public static <T> T decode(String json, TypeRef<T> type) {
        return DEFAULT.decode(json, type);
    }

    /** See {@link Binder#decode(InputStream, Class)}. */
    public static <T> T decode(InputStream in, Class<T> type) {
        return DEFAULT.decode(in, type);
    }

    /** See {@link Binder#decode(InputStream, TypeRef)}. */
    public static <T> T decode(InputStream in, TypeRef<T> type) {
        return DEFAULT.decode(in, type);
    }

    /** See {@link Binder#read(JsonIterator, Class)}. */
    public static <T> T read(JsonIterator in, Class<T> type) {
        return DEFAULT.read(in, type);
    }

    /** See {@link Binder#read(JsonIterator, TypeRef)}. */
    public static <T> T read(JsonIterator in, TypeRef<T> type) {
        return DEFAULT.read(in, type);
    }

    /** See {@link Binder#encode(Object)}. */
    public static byte[] encode(Object value) {
        return DEFAULT.encode(value);
    }

    /** See {@link Binder#encode(Object, TypeRef)}. */
    public static <T> byte[] encode(T value, TypeRef<T> type) {
        return DEFAULT.encode(value, type);
    }

    /** See {@link Binder#encodeToString(Object)}. */
    public static String encodeToString(Object value) {
        return DEFAULT.encodeToString(value);
    }

    /** See {@link Binder#encode(Object, OutputStream)}. */
    public static void encode(Object value, OutputStream out) {
        DEFAULT.encode(value, out);
    }

    /** See {@link Binder#write(JsonStream, Object)}. */
    public static void write(JsonStream out, Object value) {
        DEFAULT.write(out, value);
    }
}
