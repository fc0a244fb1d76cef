package dev.riffle.bind;

import dev.riffle.FieldNames;
import dev.riffle.JsonException;
import dev.riffle.JsonIterator;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;

/**
 * The class file {@link MemberReader#of} defines again as a hidden class for each object
 * type read often; never loaded as itself (its static initialiser needs class data). The
 * loop is {@link ObjectCodec#readValues}'s, with the codec's hooks for everything but the
 * reads; the codecs of the first {@link MemberReader#SLOTS} properties are
 * {@code static final} constants, one per {@code case}, so the JIT inlines each.
 */
final class MemberReaderTemplate implements MemberReader {
    private static final Object[] DATA = Spinner.classData(MethodHandles.lookup());
    private static final ObjectCodec<?> OWNER = (ObjectCodec<?>) DATA[0];
    private static final FieldNames NAMES = (FieldNames) DATA[1];
    /** The property of each name index, or -1 for a name skipped when read. */
    private static final int[] TARGET = (int[]) DATA[2];
    private static final boolean REJECT_DUPLICATES = (Boolean) DATA[3];
    /** {@code (Object[])Object}: the constructor or factory, its arguments spread. */
    private static final MethodHandle CREATOR = (MethodHandle) DATA[4];
    /** Whether some property is set by a setter after the creator. */
    private static final boolean SETTERS = (Boolean) DATA[5];
    private static final Codec<Object> C0 = codec(0);
    private static final Codec<Object> C1 = codec(1);
    private static final Codec<Object> C2 = codec(2);
    private static final Codec<Object> C3 = codec(3);
    private static final Codec<Object> C4 = codec(4);
    private static final Codec<Object> C5 = codec(5);
    private static final Codec<Object> C6 = codec(6);
    private static final Codec<Object> C7 = codec(7);
    private static final Codec<Object> C8 = codec(8);
    private static final Codec<Object> C9 = codec(9);
    private static final Codec<Object> C10 = codec(10);
    private static final Codec<Object> C11 = codec(11);
    private static final Codec<Object> C12 = codec(12);
    private static final Codec<Object> C13 = codec(13);
    private static final Codec<Object> C14 = codec(14);
    private static final Codec<Object> C15 = codec(15);

    @SuppressWarnings("unchecked")
    private static Codec<Object> codec(int slot) {
        return (Codec<Object>) DATA[6 + slot];
    }

    MemberReaderTemplate() {
    }

    @Override
    public Object[] readValues(JsonIterator in) {
        Object[] values = OWNER.newValues();
        int expected = 0; // the name after the last one read is compared first
        for (int n; (n = in.nextFieldMatch(NAMES, expected)) != FieldNames.END; ) {
            int p = n < 0 ? -1 : TARGET[n];
            if (p < 0) {
                OWNER.unknownMember(in, n);
                continue;
            }
            expected = n + 1;
            try {
                if (REJECT_DUPLICATES && values[p] != ObjectCodec.ABSENT) {
                    throw OWNER.duplicate(in, p);
                }
                values[p] = read(p, in);
            } catch (JsonException e) {
                OWNER.readFailed(e, in, p);
            }
        }
        return values;
    }

    @Override
    public Object readObject(JsonIterator in, JsonIterator.Mark start, long offset) {
        Object[] values = readValues(in);
        if (start != null) {
            OWNER.checkRequired(in, start, values);
        }
        Object[] args = OWNER.creatorArgs(values);
        try {
            Object obj = (Object) CREATOR.invokeExact(args);
            if (SETTERS) {
                OWNER.setAll(obj, values);
            }
            return obj;
        } catch (RuntimeException | Error e) {
            throw OWNER.creatorFailed(in, offset, e);
        } catch (Throwable e) {
            throw OWNER.creatorFailed(in, offset, e);
        }
    }

    /** Reads property p's value: through a constant codec for the first slots. */
    private static Object read(int p, JsonIterator in) {
        switch (p) {
            case 0:
                return Codec.readNullable(C0, in);
            case 1:
                return Codec.readNullable(C1, in);
            case 2:
                return Codec.readNullable(C2, in);
            case 3:
                return Codec.readNullable(C3, in);
            case 4:
                return Codec.readNullable(C4, in);
            case 5:
                return Codec.readNullable(C5, in);
            case 6:
                return Codec.readNullable(C6, in);
            case 7:
                return Codec.readNullable(C7, in);
            case 8:
                return Codec.readNullable(C8, in);
            case 9:
                return Codec.readNullable(C9, in);
            case 10:
                return Codec.readNullable(C10, in);
            case 11:
                return Codec.readNullable(C11, in);
            case 12:
                return Codec.readNullable(C12, in);
            case 13:
                return Codec.readNullable(C13, in);
            case 14:
                return Codec.readNullable(C14, in);
            case 15:
                return Codec.readNullable(C15, in);
            default:
                return OWNER.readProperty(p, in);
        }
    }
}
