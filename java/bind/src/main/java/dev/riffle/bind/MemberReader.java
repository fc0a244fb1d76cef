package dev.riffle.bind;

import dev.riffle.FieldNames;
import dev.riffle.JsonIterator;
import java.lang.invoke.MethodHandle;

/**
 * Reads the members of an object into its values array: the run-time codecs' read loop,
 * specialised per type without generating bytecode, as {@link MemberWriter} does for
 * writing. {@link #of} defines {@link MemberReaderTemplate}'s class file again as a hidden
 * class for the type, with the codec, its names, its creator and the codecs of its first
 * {@link #SLOTS} properties as class data, held in {@code static final} fields: the JIT
 * inlines each property's codec into the type's own loop, behind a {@code switch} on the
 * matched property, where {@link ObjectCodec#readValues} makes one megamorphic call per
 * member, and inlines the creator (a constructor or factory behind a spreading handle). A
 * slot whose codec is riffle-bind's plain list codec ({@link Codec#listElements()}) gets its
 * element codec as a constant too, and the template reads the list itself.
 */
interface MemberReader {
    /** Properties whose codecs the template holds as constants; later ones are read through the codec's loop. */
    int SLOTS = 16;
    /** The index in the class data of the first property's codec (the entries before it: see {@link #of}). */
    int FIRST_CODEC = 9;
    /**
     * The index in the class data of the first property's list element codec: the
     * {@link Codec#listElements()} of each of the first {@link #SLOTS} properties' codecs, or null.
     */
    int FIRST_ELEMENTS = FIRST_CODEC + SLOTS;
    /** The most properties whose presence the template tracks in one {@code long} (more: {@link ObjectCodec#ABSENT} marks). */
    int MASKED = 64;

    /** Reads the members to the object's end; see {@link ObjectCodec#readValues}. */
    Object[] readValues(JsonIterator in);

    /** Reads the members and creates the object; see {@link ObjectCodec#readMembers}. */
    Object readObject(JsonIterator in, JsonIterator.Mark start, long offset);

    /** Returns the reader of an object codec's members, or null when hidden classes cannot be defined here. */
    static MemberReader of(ObjectCodec<?> owner, FieldNames names, int[] propertyOfName, Property[] properties,
                           boolean rejectDuplicates, MethodHandle creator, boolean setters, boolean valuesAreArgs) {
        if (creator == null) {
            return null; // the loop's creator error
        }
        Object[] data = new Object[FIRST_ELEMENTS + SLOTS];
        data[0] = owner;
        data[1] = names;
        data[2] = propertyOfName;
        data[3] = rejectDuplicates;
        data[4] = creator;
        data[5] = setters;
        data[6] = properties.length;
        data[7] = valuesAreArgs;
        String[] listTypes = new String[SLOTS];
        data[8] = listTypes;
        for (int i = 0; i < SLOTS && i < properties.length; i++) {
            Codec<Object> c = properties[i].codec;
            data[FIRST_CODEC + i] = c;
            if (c instanceof CollectionCodec<?, ?> list && list.listElements() != null) { // a plain list
                data[FIRST_ELEMENTS + i] = list.listElements();
                listTypes[i] = list.typeName();
            }
        }
        return (MemberReader) Spinner.spin(TEMPLATE, data);
    }

    /** The template's class file, read once; null if it cannot be read. */
    byte[] TEMPLATE = Spinner.template("MemberReaderTemplate");
}
