package dev.riffle.bind;

import dev.riffle.FieldNames;
import dev.riffle.JsonException;
import dev.riffle.JsonIterator;
import dev.riffle.ValueType;
import dev.riffle.bind.spi.BindingErrors;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.util.ArrayList;

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
    /** How many properties the type has. */
    private static final int COUNT = (Integer) DATA[6];
    /** Whether the values array, every property read, is the creator's arguments as it is. */
    private static final boolean VALUES_ARE_ARGS = (Boolean) DATA[7];
    /** The presence mask with every property read (when there are at most {@link MemberReader#MASKED}). */
    private static final long ALL = COUNT >= MemberReader.MASKED ? -1L : (1L << COUNT) - 1;
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
    /** The element codec of each of the first slots whose codec is a plain list's (see {@link #readList}), else null. */
    private static final Codec<Object> E0 = elements(0);
    private static final Codec<Object> E1 = elements(1);
    private static final Codec<Object> E2 = elements(2);
    private static final Codec<Object> E3 = elements(3);
    private static final Codec<Object> E4 = elements(4);
    private static final Codec<Object> E5 = elements(5);
    private static final Codec<Object> E6 = elements(6);
    private static final Codec<Object> E7 = elements(7);
    private static final Codec<Object> E8 = elements(8);
    private static final Codec<Object> E9 = elements(9);
    private static final Codec<Object> E10 = elements(10);
    private static final Codec<Object> E11 = elements(11);
    private static final Codec<Object> E12 = elements(12);
    private static final Codec<Object> E13 = elements(13);
    private static final Codec<Object> E14 = elements(14);
    private static final Codec<Object> E15 = elements(15);
    /** The list type of each slot with an element codec, for its elements' errors. */
    private static final String[] LIST_TYPES = (String[]) DATA[8];
    /** A bit for each slot with an element codec: read with {@link #readListSlot}, not {@link #read}. */
    private static final long LISTS = listSlots();
    /**
     * A bit for each of the first 64 properties whose codec is riffle-bind's {@code String}
     * codec; then those of its int, long, boolean and double codecs (primitive or boxed),
     * and those of the boxes, whose codecs take JSON null as null. These are read in the loop
     * itself ({@link #readSlot}): one inlined read per kind, where a {@code case} each inlined
     * one apiece and ran a large type's compile out of C2's node budget (its later
     * properties then went through a megamorphic {@link Codec#readNullable} call).
     */
    private static final long STRINGS = slots(ScalarCodecs.StringCodec.class);
    private static final long INTS = slots(ScalarCodecs.IntCodec.class);
    private static final long LONGS = slots(ScalarCodecs.LongCodec.class);
    private static final long BOOLEANS = slots(ScalarCodecs.BooleanCodec.class);
    private static final long DOUBLES = slots(ScalarCodecs.DoubleCodec.class);
    private static final long SCALARS = INTS | LONGS | BOOLEANS | DOUBLES;
    private static final long BOXES = boxSlots();
    /**
     * A bit for each of the first {@link MemberReader#SLOTS} properties whose codec is an
     * {@link ObjectCodec}, and one for each whose list elements' codec is: their objects are
     * read by {@link #readObjectAt}, with the call to the nested type's spun reader at a
     * site of this class's own.
     */
    private static final long OBJECTS = slots(ObjectCodec.class) & ((1L << MemberReader.SLOTS) - 1);
    private static final long ELEMENT_OBJECTS = elementSlots(ObjectCodec.class);
    /** A bit for each of the first slots whose list elements are read by riffle-bind's {@code String} codec: read in {@link #readList} itself. */
    private static final long ELEMENT_STRINGS = elementSlots(ScalarCodecs.StringCodec.class);

    @SuppressWarnings("unchecked")
    private static Codec<Object> codec(int slot) {
        return (Codec<Object>) DATA[MemberReader.FIRST_CODEC + slot];
    }

    @SuppressWarnings("unchecked")
    private static Codec<Object> elements(int slot) {
        return (Codec<Object>) DATA[MemberReader.FIRST_ELEMENTS + slot];
    }

    private static long listSlots() {
        long bits = 0;
        for (int i = 0; i < MemberReader.SLOTS; i++) {
            if (elements(i) != null) {
                bits |= 1L << i;
            }
        }
        return bits;
    }

    /** The bits of the first slots whose list elements' codec is of class c. */
    private static long elementSlots(Class<?> c) {
        long bits = 0;
        for (int i = 0; i < MemberReader.SLOTS; i++) {
            if (elements(i) != null && elements(i).getClass() == c) {
                bits |= 1L << i;
            }
        }
        return bits;
    }

    /** The bits of the first 64 properties whose codec is of class c. */
    private static long slots(Class<?> c) {
        long bits = 0;
        for (int i = 0; i < COUNT && i < 64; i++) {
            if (OWNER.codecOf(i).getClass() == c) {
                bits |= 1L << i;
            }
        }
        return bits;
    }

    /** The bits of {@link #SCALARS} whose codec does not accept null (a box: null is null). */
    private static long boxSlots() {
        long bits = 0;
        for (int i = 0; i < COUNT && i < 64; i++) {
            if ((SCALARS & (1L << i)) != 0 && !OWNER.codecOf(i).acceptsNull()) {
                bits |= 1L << i;
            }
        }
        return bits;
    }

    /**
     * Reads property p's value (bit its bit, 0 past 64): what {@link Codec#readNullable}
     * does with its codec, written out here for the kinds above.
     */
    private static Object readSlot(int p, long bit, JsonIterator in) {
        if ((STRINGS & bit) != 0) {
            return in.readNull() ? null : in.readString();
        }
        if ((SCALARS & bit) != 0) {
            if ((BOXES & bit) != 0 && in.readNull()) {
                return null;
            }
            if ((INTS & bit) != 0) {
                return in.readInt();
            }
            if ((LONGS & bit) != 0) {
                return in.readLong();
            }
            if ((BOOLEANS & bit) != 0) {
                return in.readBoolean();
            }
            return in.readDouble();
        }
        return p < MemberReader.SLOTS && (LISTS & bit) != 0 ? readListSlot(p, in) : read(p, in);
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
                if (n >= 0) {
                    expected = n + 1; // a name skipped when read, in its place in the documents' order
                }
                OWNER.unknownMember(in, n);
                continue;
            }
            expected = n + 1;
            try {
                if (REJECT_DUPLICATES && values[p] != ObjectCodec.ABSENT) {
                    throw OWNER.duplicate(in, p);
                }
                values[p] = readSlot(p, p < 64 ? 1L << p : 0, in);
            } catch (JsonException e) {
                OWNER.readFailed(e, in, p);
            }
        }
        return values;
    }

    /**
     * {@inheritDoc}
     *
     * <p>With at most {@link MemberReader#MASKED} properties, the loop is readValues' with
     * the properties read kept as bits of a {@code long} instead of {@link ObjectCodec#ABSENT}
     * marks: the values array starts as allocated (nulls), and when every property was read,
     * as is usual, it is neither marked nor copied into the creator's arguments. The loop
     * is written out here again, not shared with readValues through a method returning the
     * bits: that version read the small payload 0.97x (0.96-0.98, 3 rounds; not traced,
     * likely C2 compiling the shared loop on its own and calling it).
     */
    @Override
    public Object readObject(JsonIterator in, JsonIterator.Mark start, long offset) {
        if (COUNT > MemberReader.MASKED) {
            return createChecked(in, readValues(in), start, offset);
        }
        Object[] values = new Object[COUNT];
        long present = 0;
        int expected = 0; // the name after the last one read is compared first
        for (int n; (n = in.nextFieldMatch(NAMES, expected)) != FieldNames.END; ) {
            int p = n < 0 ? -1 : TARGET[n];
            if (p < 0) {
                if (n >= 0) {
                    expected = n + 1; // a name skipped when read, in its place in the documents' order
                }
                OWNER.unknownMember(in, n);
                continue;
            }
            expected = n + 1;
            try {
                if (REJECT_DUPLICATES && (present & (1L << p)) != 0) {
                    throw OWNER.duplicate(in, p);
                }
                long bit = 1L << p;
                values[p] = readSlot(p, bit, in);
                present |= bit; // not when the read failed: its error, if collected, leaves it absent
            } catch (JsonException e) {
                OWNER.readFailed(e, in, p);
            }
        }
        if (present == ALL && VALUES_ARE_ARGS) {
            if (start != null) {
                in.release(start); // no required property can be missing
            }
            return create(in, values, values, offset);
        }
        if (present != ALL) {
            OWNER.markAbsent(values, present);
        }
        return createChecked(in, values, start, offset);
    }

    /** Checks the required properties (when start is not null) and creates the object. */
    private static Object createChecked(JsonIterator in, Object[] values, JsonIterator.Mark start, long offset) {
        if (start != null) {
            OWNER.checkRequired(in, start, values);
        }
        return create(in, values, OWNER.creatorArgs(values), offset);
    }

    /** Calls the creator with args, then the setters of values. */
    private static Object create(JsonIterator in, Object[] values, Object[] args, long offset) {
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

    /**
     * Reads a plain list (riffle-bind's list codec, {@link Codec#listElements()}) as that
     * codec does, with the element codec a constant of this class: JSON null is null, an
     * array is read into a new {@code ArrayList}, anything else is a type mismatch, and an
     * element's error names the list type. In the shared codec the element call sees every
     * element codec of the program and is not inlined; here it sees one slot's where C2
     * inlines this method into {@link #readListSlot}'s {@code case}. Where it does not (a type
     * with several hot list slots can have this method compiled on its own first, and then
     * called: {@code java-bind-speed.md}), the call sees that type's element codecs only.
     * So this loop is not a call to one shared helper beside {@link CollectionCodec}'s: that
     * helper, compiled once for the program, would see every element codec again; each
     * hidden class has its own copy of this method.
     */
    private static Object readList(Codec<Object> element, int p, JsonIterator in) {
        if (in.whatIsNext() != ValueType.ARRAY) {
            if (in.readNull()) {
                return null;
            }
            BindingErrors.expect(in, ValueType.ARRAY);
        }
        ArrayList<Object> list = new ArrayList<>();
        long bit = 1L << p;
        while (in.readArray()) {
            try {
                list.add((ELEMENT_STRINGS & bit) != 0 ? (in.readNull() ? null : in.readString())
                        : (ELEMENT_OBJECTS & bit) != 0 ? readObjectAt(p, (ObjectCodec<?>) element, in)
                        : Codec.readNullable(element, in));
            } catch (JsonException e) {
                throw BindingErrors.describe(e, LIST_TYPES[p], null, null);
            }
        }
        return list;
    }

    /** Reads slot p's value, a bit of {@link #LISTS}, with {@link #readList} and the slot's element codec. */
    private static Object readListSlot(int p, JsonIterator in) {
        switch (p) {
            case 0:
                return readList(E0, 0, in);
            case 1:
                return readList(E1, 1, in);
            case 2:
                return readList(E2, 2, in);
            case 3:
                return readList(E3, 3, in);
            case 4:
                return readList(E4, 4, in);
            case 5:
                return readList(E5, 5, in);
            case 6:
                return readList(E6, 6, in);
            case 7:
                return readList(E7, 7, in);
            case 8:
                return readList(E8, 8, in);
            case 9:
                return readList(E9, 9, in);
            case 10:
                return readList(E10, 10, in);
            case 11:
                return readList(E11, 11, in);
            case 12:
                return readList(E12, 12, in);
            case 13:
                return readList(E13, 13, in);
            case 14:
                return readList(E14, 14, in);
            case 15:
                return readList(E15, 15, in);
            default:
                throw new IllegalStateException("slot " + p + " is not a list");
        }
    }

    /**
     * Reads an object of slot p (its value, or an element of its list) as {@code o.read}
     * does, where o is an {@link ObjectCodec}, but calls the nested type's spun reader at
     * slot p's own call site. In {@code ObjectCodec.readMembers} that call is one site for
     * every type of the program, so C2 compiles it as a megamorphic interface call (a
     * {@code vtable chunks} stub in the profile); here each slot's site sees the one type
     * its objects have. JSON null, a value of another kind, and a nested type whose reader
     * is not spun yet take {@link Codec#readNullable}, as before.
     */
    @SuppressWarnings("unchecked")
    private static Object readObjectAt(int p, ObjectCodec<?> o, JsonIterator in) {
        MemberReader r = o.spunReader();
        if (r == null || in.whatIsNext() != ValueType.OBJECT) {
            return Codec.readNullable((Codec<Object>) o, in);
        }
        JsonIterator.Mark start = o.needsStartMark() ? in.mark() : null;
        long offset = in.offset();
        switch (p) {
            case 0:
                return r.readObject(in, start, offset);
            case 1:
                return r.readObject(in, start, offset);
            case 2:
                return r.readObject(in, start, offset);
            case 3:
                return r.readObject(in, start, offset);
            case 4:
                return r.readObject(in, start, offset);
            case 5:
                return r.readObject(in, start, offset);
            case 6:
                return r.readObject(in, start, offset);
            case 7:
                return r.readObject(in, start, offset);
            case 8:
                return r.readObject(in, start, offset);
            case 9:
                return r.readObject(in, start, offset);
            case 10:
                return r.readObject(in, start, offset);
            case 11:
                return r.readObject(in, start, offset);
            case 12:
                return r.readObject(in, start, offset);
            case 13:
                return r.readObject(in, start, offset);
            case 14:
                return r.readObject(in, start, offset);
            default: // slot 15, the last of the constant slots
                return r.readObject(in, start, offset);
        }
    }

    /** Reads property p's value: through a constant codec for the first slots. */
    private static Object read(int p, JsonIterator in) {
        switch (p) {
            case 0:
                return (OBJECTS & (1L << 0)) != 0 ? readObjectAt(0, (ObjectCodec<?>) C0, in) : Codec.readNullable(C0, in);
            case 1:
                return (OBJECTS & (1L << 1)) != 0 ? readObjectAt(1, (ObjectCodec<?>) C1, in) : Codec.readNullable(C1, in);
            case 2:
                return (OBJECTS & (1L << 2)) != 0 ? readObjectAt(2, (ObjectCodec<?>) C2, in) : Codec.readNullable(C2, in);
            case 3:
                return (OBJECTS & (1L << 3)) != 0 ? readObjectAt(3, (ObjectCodec<?>) C3, in) : Codec.readNullable(C3, in);
            case 4:
                return (OBJECTS & (1L << 4)) != 0 ? readObjectAt(4, (ObjectCodec<?>) C4, in) : Codec.readNullable(C4, in);
            case 5:
                return (OBJECTS & (1L << 5)) != 0 ? readObjectAt(5, (ObjectCodec<?>) C5, in) : Codec.readNullable(C5, in);
            case 6:
                return (OBJECTS & (1L << 6)) != 0 ? readObjectAt(6, (ObjectCodec<?>) C6, in) : Codec.readNullable(C6, in);
            case 7:
                return (OBJECTS & (1L << 7)) != 0 ? readObjectAt(7, (ObjectCodec<?>) C7, in) : Codec.readNullable(C7, in);
            case 8:
                return (OBJECTS & (1L << 8)) != 0 ? readObjectAt(8, (ObjectCodec<?>) C8, in) : Codec.readNullable(C8, in);
            case 9:
                return (OBJECTS & (1L << 9)) != 0 ? readObjectAt(9, (ObjectCodec<?>) C9, in) : Codec.readNullable(C9, in);
            case 10:
                return (OBJECTS & (1L << 10)) != 0 ? readObjectAt(10, (ObjectCodec<?>) C10, in) : Codec.readNullable(C10, in);
            case 11:
                return (OBJECTS & (1L << 11)) != 0 ? readObjectAt(11, (ObjectCodec<?>) C11, in) : Codec.readNullable(C11, in);
            case 12:
                return (OBJECTS & (1L << 12)) != 0 ? readObjectAt(12, (ObjectCodec<?>) C12, in) : Codec.readNullable(C12, in);
            case 13:
                return (OBJECTS & (1L << 13)) != 0 ? readObjectAt(13, (ObjectCodec<?>) C13, in) : Codec.readNullable(C13, in);
            case 14:
                return (OBJECTS & (1L << 14)) != 0 ? readObjectAt(14, (ObjectCodec<?>) C14, in) : Codec.readNullable(C14, in);
            case 15:
                return (OBJECTS & (1L << 15)) != 0 ? readObjectAt(15, (ObjectCodec<?>) C15, in) : Codec.readNullable(C15, in);
            default:
                return OWNER.readProperty(p, in);
        }
    }
}
