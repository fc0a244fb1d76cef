package dev.riffle.bind;

import dev.riffle.EncodedName;
import dev.riffle.JsonStream;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;

/**
 * The class file {@link MemberWriter#chain} defines again as a hidden class for each written
 * property; never loaded as itself (its static initialiser needs class data). Every field is
 * a {@code static final} taken from the class data, so in each hidden class the JIT folds the
 * kind tests and inlines the getter, the codec and the next writer.
 */
final class MemberWriterTemplate implements MemberWriter {
    private static final Object[] DATA = Spinner.classData(MethodHandles.lookup());
    private static final Property.WriteKind KIND = (Property.WriteKind) DATA[0];
    private static final boolean INT = KIND == Property.WriteKind.INT;
    private static final boolean LONG = KIND == Property.WriteKind.LONG;
    private static final boolean BOOLEAN = KIND == Property.WriteKind.BOOLEAN;
    private static final boolean DOUBLE = KIND == Property.WriteKind.DOUBLE;
    private static final boolean STRING = KIND == Property.WriteKind.STRING;
    /** {@code (Object)int} etc. for a primitive kind, {@code (Object)Object} otherwise. */
    private static final MethodHandle GETTER = (MethodHandle) DATA[1];
    private static final EncodedName NAME = (EncodedName) DATA[2];
    @SuppressWarnings("unchecked")
    private static final Codec<Object> CODEC = (Codec<Object>) DATA[3];
    private static final boolean INCLUDE_NULLS = (Boolean) DATA[4];
    private static final MemberWriter NEXT = (MemberWriter) DATA[5];
    /** {@link Codec#listElements()} of {@link #CODEC}: the loop over a list's elements runs
     *  here, with its element codec a constant (inlined), not inside the shared list codec. */
    @SuppressWarnings("unchecked")
    private static final Codec<Object> ELEMENTS = (Codec<Object>) DATA[6];

    MemberWriterTemplate() {
    }

    @Override
    public void write(JsonStream out, Object value) throws Throwable {
        if (INT) {
            out.writeMember(NAME, (int) GETTER.invokeExact(value));
        } else if (LONG) {
            out.writeMember(NAME, (long) GETTER.invokeExact(value));
        } else if (BOOLEAN) {
            out.writeMember(NAME, (boolean) GETTER.invokeExact(value));
        } else if (DOUBLE) {
            out.writeMember(NAME, (double) GETTER.invokeExact(value));
        } else {
            Object v = (Object) GETTER.invokeExact(value);
            if (INCLUDE_NULLS || !OptionalCodecs.isAbsent(v)) { // as ObjectCodec.writeProperty
                if (STRING) {
                    out.writeMember(NAME, (String) v);
                } else if (ELEMENTS != null && v != null) {
                    out.writeField(NAME);
                    writeElements(out, (Iterable<?>) v);
                } else {
                    out.writeField(NAME);
                    Codec.writeNullable(CODEC, out, v);
                }
            }
        }
        NEXT.write(out, value);
    }

    /** What the list codec writes ({@link Codec#listElements()}): each element in order. */
    private static void writeElements(JsonStream out, Iterable<?> list) {
        java.util.Iterator<?> it = list.iterator();
        if (!it.hasNext()) {
            out.writeEmptyArray();
            return;
        }
        out.writeArrayStart();
        do {
            Codec.writeNullable(ELEMENTS, out, it.next());
        } while (it.hasNext());
        out.writeArrayEnd();
    }
}
