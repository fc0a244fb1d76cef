package dev.riffle.bind;

import dev.riffle.JsonStream;
import java.lang.invoke.MethodHandles;

/**
 * Writes the members of an object, one property after another: the run-time codecs' write
 * path, specialised per type without generating bytecode.
 *
 * <p>{@link #chain(Property[])} defines {@link MemberWriterTemplate}'s class file again as a
 * hidden class ({@link MethodHandles.Lookup#defineHiddenClassWithClassData}) for each
 * written property, with the property (its kind, getter, name, codec) and the writer of the
 * next property as class data. The template holds them in {@code static final} fields, which
 * the JIT treats as constants in each hidden class: the kind tests fold, the getter handle
 * and the value's codec are inlined, and the next property's writer is a call on a constant
 * receiver, inlined too. So an object's members compile to the straight-line code a
 * generated codec has, where a shared loop calls a different getter handle on each turn and
 * inlines none of them.
 *
 * <p>The hidden classes are not strongly held by a class loader: they are unloaded with the
 * codec that holds the chain (and the model class with it; {@code UnloadTest}).
 */
interface MemberWriter {
    /** Writes this property of {@code value} as a member, then the rest of the chain. */
    void write(JsonStream out, Object value) throws Throwable;

    /** The end of every chain: writes nothing. */
    MemberWriter END = (out, value) -> { };

    /**
     * Returns the writer of the properties that have a getter, in order, or null when hidden
     * classes cannot be defined here (the caller then loops over the properties itself).
     */
    static MemberWriter chain(Property[] properties) {
        MemberWriter next = END;
        for (int i = properties.length - 1; i >= 0; i--) {
            Property p = properties[i];
            if (p.getter == null) {
                continue;
            }
            Object[] data = {p.kind, p.getter, p.encoded, p.codec, p.includeNulls, next,
                p.codec == null ? null : p.codec.listElements()};
            next = (MemberWriter) Spinner.spin(TEMPLATE, data);
            if (next == null) {
                return null;
            }
        }
        return next;
    }

    /** The template's class file, read once; null if it cannot be read. */
    byte[] TEMPLATE = Spinner.template("MemberWriterTemplate");
}
