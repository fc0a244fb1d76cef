package dev.riffle.bind;

import dev.riffle.FieldNames;
import dev.riffle.JsonIterator;
import java.io.IOException;
import java.io.InputStream;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;

/**
 * Reads the members of an object into its values array: the run-time codecs' read loop,
 * specialised per type without generating bytecode, as {@link MemberWriter} does for
 * writing. {@link #of} defines {@link MemberReaderTemplate}'s class file again as a hidden
 * class for the type, with the codec, its names, its creator and the codecs of its first
 * {@link #SLOTS} properties as class data, held in {@code static final} fields: the JIT
 * inlines each property's codec into the type's own loop, behind a {@code switch} on the
 * matched property, where {@link ObjectCodec#readValues} makes one megamorphic call per
 * member, and inlines the creator (a constructor or factory behind a spreading handle).
 */
interface MemberReader {
    /** Properties whose codecs the template holds as constants; later ones are read through the codec's loop. */
    int SLOTS = 16;

    /** Reads the members to the object's end; see {@link ObjectCodec#readValues}. */
    Object[] readValues(JsonIterator in);

    /** Reads the members and creates the object; see {@link ObjectCodec#readMembers}. */
    Object readObject(JsonIterator in, JsonIterator.Mark start, long offset);

    /** Returns the reader of an object codec's members, or null when hidden classes cannot be defined here. */
    static MemberReader of(ObjectCodec<?> owner, FieldNames names, int[] propertyOfName, Property[] properties,
                           boolean rejectDuplicates, MethodHandle creator, boolean setters) {
        if (creator == null) {
            return null; // the loop's creator error
        }
        byte[] template = Template.BYTES;
        if (template == null) {
            return null;
        }
        Object[] data = new Object[6 + SLOTS];
        data[0] = owner;
        data[1] = names;
        data[2] = propertyOfName;
        data[3] = rejectDuplicates;
        data[4] = creator;
        data[5] = setters;
        for (int i = 0; i < SLOTS && i < properties.length; i++) {
            data[6 + i] = properties[i].codec;
        }
        try {
            Class<?> c = MethodHandles.lookup().defineHiddenClassWithClassData(template, data, true).lookupClass();
            return (MemberReader) c.getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            return null; // no hidden classes here (a native image, say): the codec loops instead
        }
    }

    /** The template's class file, read once; null if it cannot be read. */
    final class Template {
        static final byte[] BYTES = read();

        private Template() {
        }

        private static byte[] read() {
            try (InputStream in = MemberReader.class.getResourceAsStream("MemberReaderTemplate.class")) {
                return in == null ? null : in.readAllBytes();
            } catch (IOException e) {
                return null;
            }
        }
    }
}
