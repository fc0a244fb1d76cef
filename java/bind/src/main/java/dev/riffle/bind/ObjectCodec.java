package dev.riffle.bind;

import dev.riffle.EncodedName;
import dev.riffle.ErrorKind;
import dev.riffle.FieldNames;
import dev.riffle.JsonException;
import dev.riffle.JsonIterator;
import dev.riffle.JsonStream;
import dev.riffle.ValueType;
import dev.riffle.bind.annotation.JsonUnknown;
import dev.riffle.bind.spi.BindingErrors;
import dev.riffle.bind.annotation.UnknownPolicy;
import java.lang.invoke.MethodHandle;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A record or POJO as a JSON object. Reading matches member names with {@link FieldNames}
 * (aliases included), collects the values, then calls the creator and the setters;
 * writing writes each property with its pre-encoded name. Built once per type by
 * {@link ObjectModel}.
 */
final class ObjectCodec<T> implements Codec<T> {
    /** Marks a property absent from the input. */
    static final Object ABSENT = new Object();
    /** In {@link #propertyOfName}: a name that is read and skipped (ignored property, discriminator). */
    private static final int SKIP = -1;

    private final Type type;
    private final Property[] properties;
    private final FieldNames names;
    /** The member names of {@link #names}, by index. */
    private final String[] nameList;
    private final int[] propertyOfName;
    /**
     * The order the documents give the member names in, as the read loop saw it before the
     * reader was spun: for each name index, the index of the known name read after it in
     * the last object that had it, and in the last entry the first name read; -1 where none
     * was. Written racily, and only read as a hint (see {@link #spinReader}).
     */
    private final int[] seenAfter;
    /**
     * The names of unknown members read before the reader was spun, in the order first
     * seen (null past the last), so that the spun reader expects them where the documents
     * give them and skips each after one compare; null when unknown members fail. At most
     * {@link #LEARNED} names, each plain ASCII of at most {@link #LEARNED_LENGTH} chars;
     * written racily, and only read as a hint (see {@link #spinReader}).
     */
    private final String[] learned;
    /** The most unknown member names {@link #learned} keeps. */
    static final int LEARNED = 32;
    /** The longest unknown member name {@link #learned} keeps. */
    static final int LEARNED_LENGTH = 32;
    private final MethodHandle creator;
    /** For each creator parameter, the index of its property. */
    private final int[] propertyOfParam;
    /** Whether parameter i is property i for every property (a record): the values array is then the arguments. */
    private final boolean valuesAreArgs;
    private final boolean hasRequired;
    private final boolean failOnUnknown;
    private final boolean rejectDuplicates;
    /** The discriminator written first when this type belongs to a polymorphic hierarchy, or null. */
    private final EncodedName discriminator;
    private final String discriminatorValue;
    private final ValueErrorSink sink;
    /**
     * Writes (and reads) of this type before its members' writer (reader) is spun
     * ({@link MemberWriter}, {@link MemberReader}): a type used a few times (a command-line
     * run, a configuration file) never pays for the hidden classes.
     */
    static final int SPIN_AFTER = 64;
    /**
     * The members' writer specialised for this type (hidden classes), or null: then
     * {@link #write} loops over the properties. Published racily: a writer has no instance
     * state, and two threads that both spin one only waste the work.
     */
    private MemberWriter writer;
    /** Writes so far, counted (racily) only until {@link #SPIN_AFTER}. */
    private int writes;
    /** The members' reader specialised for this type, or null; published racily like {@link #writer}. */
    private MemberReader reader;
    /** Reads so far, counted (racily) only until {@link #SPIN_AFTER}. */
    private int reads;

    private ObjectCodec(Type type, ObjectModel m, UnknownPolicy unknown, boolean rejectDuplicates, PolymorphicCodec.Tag tag,
                        ValueErrorSink sink) {
        this.rejectDuplicates = rejectDuplicates;
        this.type = type;
        this.properties = m.properties.toArray(new Property[0]);
        this.creator = m.creator;
        this.propertyOfParam = new int[m.creatorArity];
        this.failOnUnknown = unknown == UnknownPolicy.FAIL;
        this.sink = sink;
        this.discriminator = tag == null ? null : tag.member;
        this.discriminatorValue = tag == null ? null : tag.value;
        List<String> all = new ArrayList<>();
        List<Integer> target = new ArrayList<>();
        boolean required = false;
        for (int i = 0; i < properties.length; i++) {
            Property p = properties[i];
            required |= p.required;
            if (p.creatorIndex >= 0) {
                propertyOfParam[p.creatorIndex] = i;
            }
            if (p.ignored) {
                continue; // its name is in m.ignored
            }
            all.add(p.name);
            target.add(p.readable() ? i : SKIP); // a property that is only written is skipped when read
            for (String a : p.aliases) {
                all.add(a);
                target.add(p.readable() ? i : SKIP);
            }
            if (tag != null && p.name.equals(tag.member.name())) {
                throw new IllegalArgumentException("riffle-bind: property " + p.name + " of " + type.getTypeName()
                        + " has the name of its hierarchy's discriminator");
            }
        }
        for (String s : m.ignored) {
            all.add(s);
            target.add(SKIP);
        }
        if (tag != null) {
            all.add(tag.member.name());
            target.add(SKIP);
        }
        this.hasRequired = required;
        boolean identity = propertyOfParam.length == properties.length;
        for (int i = 0; identity && i < propertyOfParam.length; i++) {
            identity = propertyOfParam[i] == i && properties[i].setter == null;
        }
        this.valuesAreArgs = identity;
        this.nameList = all.toArray(new String[0]);
        this.names = FieldNames.of(nameList);
        this.propertyOfName = target.stream().mapToInt(Integer::intValue).toArray();
        this.learned = failOnUnknown ? null : new String[LEARNED];
        this.seenAfter = new int[nameList.length + (learned == null ? 0 : LEARNED) + 1];
        java.util.Arrays.fill(seenAfter, -1);
    }

    /** Builds the codec of a record or POJO. */
    static <T> ObjectCodec<T> of(CodecBuilder builder, Type type, Class<?> raw) {
        ObjectModel m = ObjectModel.of(builder, type, raw);
        JsonUnknown u = raw.getAnnotation(JsonUnknown.class);
        return new ObjectCodec<>(type, m, u != null ? u.value() : builder.config.unknown(),
                builder.config.rejectDuplicateMembers(), PolymorphicCodec.tagOf(raw), builder.registry.sink);
    }

    /** The members' reader spun for this type, or null while the plain loop reads it. */
    MemberReader spunReader() {
        return reader;
    }

    /** Whether reading needs a save point at the object's start (to report a missing required property there). */
    boolean needsStartMark() {
        return hasRequired;
    }

    @Override
    public T read(JsonIterator in) {
        if (in.whatIsNext() != ValueType.OBJECT) {
            BindingErrors.expect(in, ValueType.OBJECT); // throws the type mismatch (or syntax error) at the value
        }
        return readMembers(in, hasRequired ? in.mark() : null, in.offset());
    }

    /**
     * Reads the members of an object, from its start or from wherever the caller left it
     * (after a discriminator), to its end. {@code start} is a live save point at the
     * object's first byte, or null; this method ends it. {@code offset} is the object's
     * first byte, for errors raised by the creator.
     */
    @SuppressWarnings("unchecked")
    T readMembers(JsonIterator in, JsonIterator.Mark start, long offset) {
        MemberReader r = reader;
        if (r != null) {
            return (T) r.readObject(in, start, offset);
        }
        Object[] values = readValues(in);
        if (++reads == SPIN_AFTER) {
            spinReader(); // null when no hidden class can be defined here: the loop stays
        }
        if (start != null) {
            checkRequired(in, start, values);
        }
        return create(in, values, offset);
    }

    /**
     * Reads the members to the object's end into a new values array ({@link #ABSENT} for a
     * property not read), by looping over the names: where hidden classes cannot be defined,
     * and in tests, to check the specialised reader against it ({@link MemberReader}, which
     * does the same with the hooks below).
     */
    Object[] readValues(JsonIterator in) {
        Object[] values = newValues();
        int expected = 0; // the name after the last one read is compared first
        boolean learn = reads < SPIN_AFTER; // the order the spun reader will expect
        int last = seenAfter.length - 1;
        for (int n; (n = in.nextFieldMatch(names, expected)) != FieldNames.END; ) {
            if (learn) {
                int k = n >= 0 ? n : learnedIndex(in);
                if (k >= 0) {
                    seenAfter[last] = k;
                    last = k;
                }
            }
            int p = n < 0 ? SKIP : propertyOfName[n];
            if (p == SKIP) {
                if (n >= 0) {
                    expected = n + 1;
                }
                unknownMember(in, n);
                continue;
            }
            expected = n + 1;
            try {
                if (rejectDuplicates && values[p] != ABSENT) {
                    throw duplicate(in, p);
                }
                values[p] = readProperty(p, in);
            } catch (JsonException e) {
                readFailed(e, in, p);
            }
        }
        return values;
    }

    /**
     * Spins the members' reader now (tests), as the {@link #SPIN_AFTER}th read does. Its
     * names are this codec's in the order the documents read so far gave them
     * ({@link #documentOrder}): its loop compares the name after the last one read first,
     * and a name that comes where it is expected is matched in one compare. Types declared
     * in another order than their documents' (the seed's small payload: about 8% on the
     * bound read) thus read as fast as those declared in it. The unknown names learned so
     * far ({@link #learned}) join them in their place, to be skipped after one compare.
     */
    void spinReader() {
        String[] all = namesRead();
        int[] order = documentOrder(after(all.length));
        FieldNames ordered = names;
        int[] target = propertyOfName;
        if (all.length > nameList.length || !isIdentity(order)) { // else the codec's own names serve
            ordered = FieldNames.of(namesIn(all, order));
            target = new int[order.length];
            for (int i = 0; i < order.length; i++) {
                target[i] = order[i] < propertyOfName.length ? propertyOfName[order[i]] : SKIP;
            }
        }
        reader = MemberReader.of(this, ordered, target, properties, rejectDuplicates, creator, hasSetters(),
                valuesAreArgs);
    }

    /**
     * The index of the unknown member name just read in {@link #learned} past the codec's
     * own names, learning it if there is room; -1 when it is not kept (unknown members
     * fail, the name is long or not plain ASCII, or the room is taken). Only while the
     * reader is not spun: the name is copied into a String.
     */
    private int learnedIndex(JsonIterator in) {
        String[] l = learned;
        if (l == null) {
            return -1;
        }
        String s = in.fieldName();
        if (s.length() > LEARNED_LENGTH) {
            return -1;
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < 0x20 || c >= 0x7F || c == '"' || c == '\\') {
                return -1;
            }
        }
        for (int k = 0; k < l.length; k++) {
            String t = l[k];
            if (t == null) {
                l[k] = s;
                return nameList.length + k;
            }
            if (t.equals(s)) {
                return nameList.length + k;
            }
        }
        return -1;
    }

    /**
     * The codec's names, then the unknown names learned so far (their leading run without
     * a gap: a racy write may have left one), as the name indexes of {@link #seenAfter}.
     */
    private String[] namesRead() {
        List<String> all = new ArrayList<>(Arrays.asList(nameList));
        if (learned != null) {
            for (String s : learned.clone()) {
                if (s == null) {
                    break;
                }
                all.add(s);
            }
        }
        return all.toArray(new String[0]);
    }

    /** {@link #seenAfter} cut to the first count name indexes, with its first-name entry last. */
    private int[] after(int count) {
        int[] after = Arrays.copyOf(seenAfter, count + 1);
        after[count] = seenAfter[seenAfter.length - 1];
        return after;
    }

    /** Whether order keeps every index in its place. */
    private static boolean isIdentity(int[] order) {
        for (int i = 0; i < order.length; i++) {
            if (order[i] != i) {
                return false;
            }
        }
        return true;
    }

    /** The member names in the order a reader spun now would expect them (tests). */
    String[] readOrder() {
        String[] all = namesRead();
        return namesIn(all, documentOrder(after(all.length)));
    }

    /** The names of the indexes in order, in that order. */
    private static String[] namesIn(String[] names, int[] order) {
        String[] ordered = new String[order.length];
        for (int i = 0; i < order.length; i++) {
            ordered[i] = names[order[i]];
        }
        return ordered;
    }

    /**
     * The name indexes 0 to {@code after.length - 2} in the order {@code after} (see
     * {@link #seenAfter}) chains them: from the first name read, each name's successor while
     * it is a name not yet taken, then the names not reached, in index order. Any content of
     * after gives a permutation.
     */
    static int[] documentOrder(int[] after) {
        int count = after.length - 1;
        int[] order = new int[count];
        boolean[] taken = new boolean[count];
        int k = 0;
        for (int n = after[count]; n >= 0 && n < count && !taken[n]; n = after[n]) {
            taken[n] = true;
            order[k++] = n;
        }
        for (int n = 0; n < count; n++) {
            if (!taken[n]) {
                order[k++] = n;
            }
        }
        return order;
    }

    /** Reads the members with the spun reader (tests; {@link #readerSpecialised()} must be true). */
    Object[] readValuesSpecialised(JsonIterator in) {
        return reader.readValues(in);
    }

    /** Whether the members are read by a hidden class spun for this type ({@link MemberReader}). */
    boolean readerSpecialised() {
        return reader != null && reader.getClass().isHidden();
    }

    /** Whether any property is set by a setter after the creator. */
    private boolean hasSetters() {
        for (Property p : properties) {
            if (p.setter != null) {
                return true;
            }
        }
        return false;
    }

    /** A values array with every property {@link #ABSENT}. */
    Object[] newValues() {
        Object[] values = new Object[properties.length];
        Arrays.fill(values, ABSENT);
        return values;
    }

    /** Marks {@link #ABSENT} the properties of values whose bit is clear in present (at most 64). */
    void markAbsent(Object[] values, long present) {
        for (int i = 0; i < values.length; i++) {
            if ((present & (1L << i)) == 0) {
                values[i] = ABSENT;
            }
        }
    }

    /** A member that is no property (name index n, -1 when unknown): an error, or skipped. */
    void unknownMember(JsonIterator in, int n) {
        if (n < 0 && failOnUnknown) {
            handle(in.fail(ErrorKind.INVALID_VALUE, "unknown member \"" + in.fieldName() + "\" for "
                    + type.getTypeName()), in, null, type);
        } else {
            in.skip();
        }
    }

    /** The error for a second member of property p (when duplicates are rejected). */
    JsonException duplicate(JsonIterator in, int p) {
        return in.fail(ErrorKind.INVALID_VALUE, "a second member for property \"" + properties[p].name + "\" of "
                + type.getTypeName());
    }

    /** The codec of property p (the spun reader's class data). */
    Codec<?> codecOf(int p) {
        return properties[p].codec;
    }

    /** Reads the value of property p with its codec. */
    Object readProperty(int p, JsonIterator in) {
        return Codec.readNullable(properties[p].codec, in);
    }

    /** Throws the error of property p's value, described, unless value errors are collected. */
    void readFailed(JsonException e, JsonIterator in, int p) {
        handle(e, in, properties[p].name, properties[p].type);
    }

    /**
     * Throws {@code e} (described), unless value errors are collected and it is one. An
     * error of a member names it and its type; an error of the object itself (a missing or
     * unknown member) has no member and {@code valueType} {@link #type}: it names the type
     * being bound, which is true wherever the object is.
     */
    private void handle(JsonException e, JsonIterator in, String member, Type valueType) {
        JsonException t = ValueErrorSink.caught(sink, e, in, type, member, valueType);
        if (t != null) {
            throw t;
        }
    }

    void checkRequired(JsonIterator in, JsonIterator.Mark start, Object[] values) {
        for (int i = 0; i < properties.length; i++) {
            if (properties[i].required && values[i] == ABSENT) {
                in.rewind(start);
                handle(in.fail(ErrorKind.INVALID_VALUE, "missing required member \"" + properties[i].name + "\" of "
                        + type.getTypeName()), in, null, type);
                return;
            }
        }
        in.release(start);
    }

    @SuppressWarnings("unchecked")
    private T create(JsonIterator in, Object[] values, long offset) {
        Object[] args = creatorArgs(values);
        Object obj;
        try {
            obj = creator.invokeExact(args);
            setAll(obj, values);
        } catch (RuntimeException | Error e) {
            throw creatorFailed(in, offset, e);
        } catch (Throwable e) {
            throw creatorFailed(in, offset, e);
        }
        return (T) obj;
    }

    /** The creator's arguments from the values (a property not read gets its codec's null value). */
    Object[] creatorArgs(Object[] values) {
        if (creator == null) {
            throw new IllegalStateException("riffle-bind: cannot create " + type.getTypeName()
                    + ": give it a no-argument constructor or a @JsonCreator");
        }
        Object[] args = valuesAreArgs ? values : new Object[propertyOfParam.length];
        for (int i = 0; i < args.length; i++) {
            int p = propertyOfParam[i];
            Object v = values[p];
            args[i] = v == ABSENT ? properties[p].codec.nullValue() : v;
        }
        return args;
    }

    /** Calls the setters of the properties read that the creator did not take. */
    void setAll(Object obj, Object[] values) throws Throwable {
        for (int i = 0; i < properties.length; i++) {
            Property p = properties[i];
            if (p.setter != null && values[i] != ABSENT) {
                p.setter.invokeExact(obj, values[i]);
            }
        }
    }

    JsonException creatorFailed(JsonIterator in, long offset, Throwable e) {
        if (e instanceof VirtualMachineError) {
            throw (VirtualMachineError) e;
        }
        return new JsonException(ErrorKind.INVALID_VALUE, offset, in.pointer(),
                "cannot create " + type.getTypeName() + ": " + e, "", e);
    }

    @Override
    public void write(JsonStream out, T value) {
        out.writeObjectStart();
        if (discriminator != null) {
            out.writeMember(discriminator, discriminatorValue);
        }
        try {
            MemberWriter w = writer;
            if (w != null) {
                w.write(out, value);
            } else {
                writeEach(out, value);
                if (++writes == SPIN_AFTER) {
                    spin(); // null when no hidden class can be defined here: the loop stays
                }
            }
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException("riffle-bind: a getter of " + type.getTypeName() + " failed", e);
        }
        out.writeObjectEnd();
    }

    /** Spins the members' writer now (tests), as the {@link #SPIN_AFTER}th write does. */
    void spin() {
        writer = MemberWriter.chain(properties);
    }

    /** Whether the members are written by hidden classes spun for this type ({@link MemberWriter}). */
    boolean specialised() {
        return writer != null && writer.getClass().isHidden();
    }

    /**
     * Writes the members by looping over the properties: where hidden classes cannot be
     * defined, and in tests, to check the specialised writer against it.
     */
    void writeEach(JsonStream out, Object value) throws Throwable {
        for (Property p : properties) {
            MethodHandle g = p.getter;
            if (g == null) {
                continue;
            }
            switch (p.kind) {
                case INT:
                    out.writeMember(p.encoded, (int) g.invokeExact(value));
                    break;
                case LONG:
                    out.writeMember(p.encoded, (long) g.invokeExact(value));
                    break;
                case BOOLEAN:
                    out.writeMember(p.encoded, (boolean) g.invokeExact(value));
                    break;
                case DOUBLE:
                    out.writeMember(p.encoded, (double) g.invokeExact(value));
                    break;
                default:
                    writeProperty(out, p, (Object) g.invokeExact(value));
            }
        }
    }

    private static void writeProperty(JsonStream out, Property p, Object v) {
        if (OptionalCodecs.isAbsent(v) && !p.includeNulls) {
            return;
        }
        if (p.kind == Property.WriteKind.STRING) {
            out.writeMember(p.encoded, (String) v);
        } else {
            out.writeField(p.encoded);
            Codec.writeNullable(p.codec, out, v);
        }
    }
}
