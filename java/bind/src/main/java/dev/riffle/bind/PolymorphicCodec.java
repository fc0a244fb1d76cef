package dev.riffle.bind;

import dev.riffle.EncodedName;
import dev.riffle.ErrorKind;
import dev.riffle.FieldNames;
import dev.riffle.JsonException;
import dev.riffle.JsonIterator;
import dev.riffle.JsonStream;
import dev.riffle.ValueType;
import dev.riffle.bind.annotation.JsonDiscriminator;
import dev.riffle.bind.annotation.JsonSubtype;
import dev.riffle.bind.annotation.JsonSubtypes;
import dev.riffle.bind.spi.BindingErrors;
import java.lang.reflect.Modifier;
import java.lang.reflect.Type;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A sealed interface or abstract class, or a class listing {@link JsonSubtypes}, as an object
 * whose discriminator member names the concrete type ({@code "type"} by default,
 * {@link JsonDiscriminator} to change it; the value is {@link JsonSubtype} or the simple
 * class name). Writing puts the discriminator first. Reading finds it anywhere: it marks
 * the object's start, and when the discriminator is the first member it goes straight on
 * with the subtype's members; otherwise it skips members up to it, rewinds, and reads the
 * whole object with the subtype's codec. A concrete class listing subtypes is one of its
 * own subtypes, named and written like the others.
 */
final class PolymorphicCodec<T> implements Codec<T> {
    /** The discriminator a concrete type writes first: the member name and its value. */
    static final class Tag {
        final EncodedName member;
        final String value;

        Tag(String member, String value) {
            this.member = EncodedName.of(member);
            this.value = value;
        }
    }

    private final Type type;
    private final String discriminator;
    private final FieldNames discriminatorName;
    private final Map<String, Integer> leafOfName = new HashMap<>();
    private final Codec<?>[] leaves;
    private final Map<Class<?>, Codec<?>> codecOfClass = new HashMap<>();
    private final ValueErrorSink sink;

    private PolymorphicCodec(Type type, Class<?> root, String discriminator, List<Class<?>> classes, CodecBuilder builder) {
        this.type = type;
        this.discriminator = discriminator;
        this.discriminatorName = FieldNames.of(discriminator);
        this.sink = builder.registry.sink;
        this.leaves = new Codec<?>[classes.size()];
        for (int i = 0; i < leaves.length; i++) {
            Class<?> c = classes.get(i);
            String name = subtypeName(c);
            if (leafOfName.put(name, i) != null) {
                throw new IllegalArgumentException("riffle-bind: two subtypes of " + type.getTypeName() + " are named " + name);
            }
            // a concrete root is one of its own subtypes: its values are read and written as plain
            // objects (with the discriminator), never through this codec again
            leaves[i] = c == root ? ObjectCodec.of(builder, c, c) : builder.codecFor(c);
            codecOfClass.put(c, leaves[i]);
        }
    }

    /** Builds the codec of a polymorphic root type. */
    static <T> PolymorphicCodec<T> of(CodecBuilder builder, Type type, Class<?> root) {
        return new PolymorphicCodec<>(type, root, discriminatorOf(root), concreteSubtypes(root), builder);
    }

    /** Whether {@code c} is the root of a hierarchy written with a discriminator. */
    static boolean isRoot(Class<?> c) {
        return c.isAnnotationPresent(JsonSubtypes.class)
                || c.isSealed() && (c.isInterface() || Modifier.isAbstract(c.getModifiers()));
    }

    private static String discriminatorOf(Class<?> root) {
        JsonDiscriminator d = root.getAnnotation(JsonDiscriminator.class);
        return d == null ? "type" : d.value();
    }

    private static String subtypeName(Class<?> c) {
        JsonSubtype s = c.getAnnotation(JsonSubtype.class);
        return s == null ? c.getSimpleName() : s.value();
    }

    /**
     * The concrete classes under {@code root}: permitted subclasses (recursively) or listed
     * subtypes, and {@code root} itself first when it is a concrete class listing subtypes.
     */
    private static List<Class<?>> concreteSubtypes(Class<?> root) {
        Set<Class<?>> out = new LinkedHashSet<>();
        ArrayDeque<Class<?>> todo = new ArrayDeque<>();
        todo.add(root);
        while (!todo.isEmpty()) {
            Class<?> c = todo.poll();
            if (!c.isInterface() && !Modifier.isAbstract(c.getModifiers())) {
                out.add(c);
            }
            JsonSubtypes listed = c.getAnnotation(JsonSubtypes.class);
            if (listed != null) {
                todo.addAll(List.of(listed.value()));
            } else if (c.isSealed()) {
                todo.addAll(List.of(c.getPermittedSubclasses()));
            }
        }
        if (out.isEmpty()) {
            throw new IllegalArgumentException("riffle-bind: " + root.getName() + " has no concrete subtype");
        }
        return new ArrayList<>(out);
    }

    /**
     * Returns the tag a concrete class writes, from the highest polymorphic root above it
     * (or itself, when it is a concrete class listing subtypes), or null when it belongs to
     * no such hierarchy.
     */
    static Tag tagOf(Class<?> c) {
        Class<?> root = null;
        ArrayDeque<Class<?>> todo = new ArrayDeque<>();
        todo.add(c);
        Set<Class<?>> seen = new LinkedHashSet<>();
        while (!todo.isEmpty()) {
            Class<?> k = todo.poll();
            if (!seen.add(k)) {
                continue;
            }
            if (isRoot(k) && concreteSubtypes(k).contains(c)) {
                root = k;
            }
            if (k.getSuperclass() != null) {
                todo.add(k.getSuperclass());
            }
            todo.addAll(List.of(k.getInterfaces()));
        }
        return root == null ? null : new Tag(discriminatorOf(root), subtypeName(c));
    }

    @Override
    @SuppressWarnings("unchecked")
    public T read(JsonIterator in) {
        if (in.whatIsNext() != ValueType.OBJECT) {
            BindingErrors.expect(in, ValueType.OBJECT); // throws the type mismatch (or syntax error) at the value
        }
        long offset = in.offset();
        JsonIterator.Mark start = in.mark();
        boolean first = true;
        Integer leaf = null;
        boolean found = false;
        try {
            // The discriminator is expected first (nextFieldMatch compares it where the name starts).
            for (int n; (n = in.nextFieldMatch(discriminatorName, 0)) != FieldNames.END; ) {
                if (n == 0) {
                    found = true;
                    if (in.whatIsNext() == ValueType.STRING) {
                        leaf = leafOfName.get(in.readString());
                    }
                    break;
                }
                first = false;
                in.skip();
            }
        } catch (JsonException e) {
            in.release(start); // a syntax or limit error: fatal
            throw e;
        }
        if (leaf == null) {
            in.rewind(start);
            JsonException e = ValueErrorSink.caught(sink, in.fail(ErrorKind.INVALID_VALUE, (found
                    ? "unknown value of discriminator \"" : "missing discriminator \"") + discriminator + "\" for "
                    + type.getTypeName()), in, type, null, type);
            if (e != null) {
                throw e;
            }
            return null; // collected: the value is left out, as a container does with an element it collects
        }
        Codec<?> c = leaves[leaf];
        if (c instanceof ForwardCodec) {
            c = ((ForwardCodec<?>) c).target();
        }
        if (first && c instanceof ObjectCodec) {
            ObjectCodec<?> oc = (ObjectCodec<?>) c;
            if (oc.needsStartMark()) {
                return (T) oc.readMembers(in, start, offset);
            }
            in.release(start);
            return (T) oc.readMembers(in, null, offset);
        }
        in.rewind(start);
        return (T) c.read(in);
    }

    @Override
    @SuppressWarnings({"unchecked", "rawtypes"})
    public void write(JsonStream out, T value) {
        Codec c = codecOfClass.get(value.getClass());
        if (c == null) {
            throw new IllegalArgumentException("riffle-bind: " + value.getClass().getName() + " is not a known subtype of "
                    + type.getTypeName());
        }
        c.write(out, value);
    }
}
