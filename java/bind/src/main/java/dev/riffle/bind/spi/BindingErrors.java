package dev.riffle.bind.spi;

import dev.riffle.ErrorKind;
import dev.riffle.JsonException;
import dev.riffle.JsonIterator;
import dev.riffle.ValueType;

/**
 * The one place that adds to an error's detail the Java place a value was read for:
 * {@code (binding Point.y as int)}, {@code (binding an element of java.util.List<Point>)}
 * (only for an element of an array, collection or map), {@code (binding Point)} (the whole
 * value: an error of the object itself, or one met at the top). The run-time codecs use it, and generated codecs call it with the
 * names the run-time ones would give, so that both report the same text.
 */
public final class BindingErrors {
    /** Marks the detail of an error once with the Java place it was met: the innermost one. */
    private static final String MARK = " (binding ";

    private BindingErrors() {
    }

    /**
     * Returns {@code e} with the Java place it was read for added to its detail, unless an
     * inner codec added one already. {@code owner} is the type name
     * ({@link java.lang.reflect.Type#getTypeName()}) of the object or container being read;
     * {@code member} the property, or null for an element or a whole value;
     * {@code valueType} the property's type name, or null. With a member the place is
     * {@code owner.member as valueType}; without one it is {@code an element of owner} when
     * {@code valueType} is null (an element of an array, collection or map), else
     * {@code owner} (the whole value: {@link #describeValue}). The error keeps its
     * {@link JsonException#recoverable()}: a type mismatch met by {@code Binder.read} leaves
     * the iterator just after the value, and says so.
     */
    public static JsonException describe(JsonException e, String owner, String member, String valueType) {
        String d = e.detail() == null ? "" : e.detail();
        if (d.contains(MARK)) {
            return e;
        }
        String where = member != null ? owner + "." + member
                : valueType == null && owner != null ? "an element of " + owner : owner;
        if (member != null && valueType != null) {
            where += " as " + valueType;
        }
        return e.withDetail(d + MARK + where + ")");
    }

    /**
     * Returns {@code e} with {@code (binding type)} added to its detail, unless an inner
     * codec added a place already: for an error of a whole value of {@code type} (a missing
     * required member or an unknown member of an object, a missing discriminator), which
     * names the type being bound wherever the value is, at the top or inside a container.
     */
    public static JsonException describeValue(JsonException e, String type) {
        return describe(e, type, null, type);
    }

    /**
     * Throws unless the next value is of type {@code want}, the object or array a codec is
     * about to enter: a type mismatch at the value ({@code expected an object, found a
     * number}), or the syntax error there. Codecs call this rather than let
     * {@code nextField} or {@code readArray} meet the value, whose error would say that a
     * member or element was left unread ("The value not read" in errors.md): true of
     * hand-written iterator code that moved on, never of a codec asked to read the value.
     */
    public static void expect(JsonIterator in, ValueType want) {
        ValueType found = in.whatIsNext();
        if (found == want) {
            return;
        }
        if (found == ValueType.INVALID) {
            in.skip(); // throws the syntax error at the value
        }
        throw in.fail(ErrorKind.TYPE_MISMATCH, "expected " + want.description() + ", found " + found.description());
    }
}
