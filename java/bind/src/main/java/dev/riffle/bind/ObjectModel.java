package dev.riffle.bind;

import dev.riffle.bind.annotation.Include;
import dev.riffle.bind.annotation.JsonCodec;
import dev.riffle.bind.annotation.JsonCreator;
import dev.riffle.bind.annotation.JsonIgnore;
import dev.riffle.bind.annotation.JsonInclude;
import dev.riffle.bind.annotation.JsonName;
import dev.riffle.bind.annotation.JsonNaming;
import dev.riffle.bind.annotation.JsonRequired;
import dev.riffle.bind.annotation.NamingStrategy;
import java.lang.annotation.Annotation;
import java.lang.invoke.MethodHandle;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Parameter;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Finds the properties and the creator of a record or POJO, once per type. A record's
 * properties are its components and its creator the canonical constructor. A POJO's are
 * its public fields, public getters ({@code getX}, {@code isX}) and setters ({@code setX}),
 * and fields of any visibility annotated with {@link JsonName}; its creator is the
 * constructor or static factory marked {@link JsonCreator}, else its no-argument
 * constructor. A property marked {@link JsonIgnore} on any of its members is left out.
 */
final class ObjectModel {
    /** Everything found about one Java property before it becomes a {@link Property}. */
    private static final class Candidate {
        final String javaName;
        final List<AnnotatedElement> members = new ArrayList<>();
        Type type;
        Field field;
        Method getter;
        Method setter;
        int creatorIndex = -1;

        Candidate(String javaName) {
            this.javaName = javaName;
        }

        <A extends Annotation> A annotation(Class<A> a) {
            for (AnnotatedElement m : members) {
                A found = m.getAnnotation(a);
                if (found != null) {
                    return found;
                }
            }
            return null;
        }
    }

    final List<Property> properties = new ArrayList<>();
    /** {@code (Object[])Object}, or null when the type cannot be created (it can still be written). */
    MethodHandle creator;
    int creatorArity;
    /** Names read and skipped silently (ignored properties). */
    final List<String> ignored = new ArrayList<>();

    private final Map<String, Candidate> candidates = new LinkedHashMap<>();
    private final Class<?> raw;

    private ObjectModel(Class<?> raw) {
        this.raw = raw;
    }

    /** Introspects {@code raw} (as the type {@code type}, for generics) and builds its properties' codecs. */
    static ObjectModel of(CodecBuilder builder, Type type, Class<?> raw) {
        ObjectModel m = new ObjectModel(raw);
        if (raw.isRecord()) {
            m.recordMembers();
        } else {
            m.pojoMembers();
        }
        m.creatorMembers();
        m.build(builder, type);
        return m;
    }

    private Candidate candidate(String javaName) {
        return candidates.computeIfAbsent(javaName, Candidate::new);
    }

    private void recordMembers() {
        for (RecordComponent rc : raw.getRecordComponents()) {
            Candidate c = candidate(rc.getName());
            c.members.add(rc);
            c.type = rc.getGenericType();
            c.getter = rc.getAccessor();
        }
    }

    private void pojoMembers() {
        List<Class<?>> chain = new ArrayList<>();
        for (Class<?> k = raw; k != null && k != Object.class; k = k.getSuperclass()) {
            chain.add(0, k);
        }
        for (Class<?> k : chain) {
            for (Field f : k.getDeclaredFields()) {
                int mod = f.getModifiers();
                if (Modifier.isStatic(mod) || f.isSynthetic()) {
                    continue;
                }
                boolean visible = Modifier.isPublic(mod) && !Modifier.isTransient(mod);
                if (visible || f.isAnnotationPresent(JsonName.class)) {
                    Candidate c = candidate(f.getName());
                    c.members.add(f);
                    c.field = f;
                    c.type = f.getGenericType();
                }
            }
        }
        for (Method m : raw.getMethods()) {
            if (Modifier.isStatic(m.getModifiers()) || m.isBridge() || m.isSynthetic() || m.getDeclaringClass() == Object.class) {
                continue;
            }
            String n = m.getName();
            int params = m.getParameterCount();
            if (params == 0 && m.getReturnType() != void.class) {
                String javaName = n.startsWith("get") && n.length() > 3 ? decapitalize(n.substring(3))
                        : n.startsWith("is") && n.length() > 2 && m.getReturnType() == boolean.class ? decapitalize(n.substring(2))
                        : null;
                if (javaName != null) {
                    Candidate c = candidate(javaName);
                    c.members.add(m);
                    c.getter = m;
                    if (c.type == null) {
                        c.type = m.getGenericReturnType();
                    }
                }
            } else if (params == 1 && n.startsWith("set") && n.length() > 3) {
                Candidate c = candidate(decapitalize(n.substring(3)));
                c.members.add(m);
                c.setter = m;
                c.type = m.getGenericParameterTypes()[0];
            }
        }
    }

    /** {@code URL} stays {@code URL}, {@code Name} becomes {@code name} (the JavaBeans rule). */
    private static String decapitalize(String s) {
        if (s.length() > 1 && Character.isUpperCase(s.charAt(1)) && Character.isUpperCase(s.charAt(0))) {
            return s;
        }
        return Character.toLowerCase(s.charAt(0)) + s.substring(1);
    }

    private void creatorMembers() {
        Executable creator = annotatedCreator();
        if (creator == null && raw.isRecord()) {
            RecordComponent[] rcs = raw.getRecordComponents();
            Class<?>[] types = new Class<?>[rcs.length];
            for (int i = 0; i < rcs.length; i++) {
                types[i] = rcs[i].getType();
            }
            try {
                creator = raw.getDeclaredConstructor(types);
            } catch (NoSuchMethodException e) {
                throw new IllegalStateException("a record without its canonical constructor: " + raw, e);
            }
            for (int i = 0; i < rcs.length; i++) {
                candidate(rcs[i].getName()).creatorIndex = i;
            }
        } else if (creator != null) {
            Parameter[] ps = creator.getParameters();
            for (int i = 0; i < ps.length; i++) {
                JsonName n = ps[i].getAnnotation(JsonName.class);
                if (n == null && !ps[i].isNamePresent()) {
                    throw new IllegalArgumentException("riffle-bind: parameter " + i + " of the @JsonCreator " + creator
                            + " needs @JsonName (or compile with -parameters)");
                }
                Candidate c = n == null ? candidate(ps[i].getName()) : byMemberName(n.value());
                c.members.add(ps[i]);
                c.creatorIndex = i;
                c.type = ps[i].getParameterizedType();
            }
        } else {
            try {
                creator = raw.getDeclaredConstructor();
            } catch (NoSuchMethodException e) {
                return; // written only; reading it is an error (ObjectCodec)
            }
        }
        creatorArity = creator.getParameterCount();
        this.creator = creator instanceof Constructor
                ? Access.creator((Constructor<?>) creator) : Access.creator((Method) creator);
    }

    /** The candidate whose {@link JsonName} or Java name is {@code name}, or a new one named so. */
    private Candidate byMemberName(String name) {
        for (Candidate c : candidates.values()) {
            JsonName n = c.annotation(JsonName.class);
            if (n != null ? n.value().equals(name) : c.javaName.equals(name)) {
                return c;
            }
        }
        return candidate(name);
    }

    private Executable annotatedCreator() {
        Executable found = null;
        for (Constructor<?> c : raw.getDeclaredConstructors()) {
            if (c.isAnnotationPresent(JsonCreator.class)) {
                found = c;
            }
        }
        for (Method m : raw.getDeclaredMethods()) {
            if (m.isAnnotationPresent(JsonCreator.class)) {
                if (!Modifier.isStatic(m.getModifiers()) || !raw.isAssignableFrom(m.getReturnType())) {
                    throw new IllegalArgumentException("riffle-bind: @JsonCreator " + m + " must be static and return " + raw.getName());
                }
                found = m;
            }
        }
        return found;
    }

    private void build(CodecBuilder builder, Type type) {
        JsonNaming namingAnnotation = raw.getAnnotation(JsonNaming.class);
        NamingStrategy naming = namingAnnotation != null ? namingAnnotation.value() : builder.config.naming();
        JsonInclude typeInclude = raw.getAnnotation(JsonInclude.class);
        Include defaultInclude = typeInclude != null ? typeInclude.value() : builder.config.include();
        for (Candidate c : candidates.values()) {
            JsonName n = c.annotation(JsonName.class);
            String name = n != null ? n.value() : naming.apply(c.javaName);
            if (c.annotation(JsonIgnore.class) != null) {
                ignored.add(name);
                if (c.creatorIndex >= 0) { // the creator still needs a value: the type's default
                    properties.add(new Property(name, new String[0], c.type, builder.codecFor(Types.resolve(type, c.type)),
                            null, null, c.creatorIndex, false, false, Property.WriteKind.GENERIC, true));
                }
                continue;
            }
            MethodHandle setter = null;
            if (c.creatorIndex < 0) {
                setter = c.setter != null ? Access.setter(c.setter)
                        : c.field != null && !Modifier.isFinal(c.field.getModifiers()) ? Access.setter(c.field) : null;
            }
            if (c.getter == null && c.field == null && setter == null && c.creatorIndex < 0) {
                continue;
            }
            Type t = Types.resolve(type, c.type);
            JsonCodec custom = c.annotation(JsonCodec.class);
            @SuppressWarnings("unchecked")
            Codec<Object> codec = custom != null ? (Codec<Object>) CodecBuilder.instantiate(custom.value(), raw.getName() + "." + c.javaName)
                    : builder.codecFor(t);
            boolean defaultCodec = custom == null && builder.config.registered(t) == null;
            Property.WriteKind kind = defaultCodec ? Property.kindOf(Types.raw(t)) : Property.WriteKind.GENERIC;
            MethodHandle getter = c.getter == null && c.field == null ? null
                    : Access.reader(c.getter, c.field, kind.primitive ? Types.raw(t) : Object.class);
            JsonInclude inc = c.annotation(JsonInclude.class);
            boolean includeNulls = (inc != null ? inc.value() : defaultInclude) == Include.ALWAYS;
            properties.add(new Property(name, n == null ? new String[0] : n.aliases(), t, codec, getter, setter,
                    c.creatorIndex, c.annotation(JsonRequired.class) != null, includeNulls,
                    kind, false));
        }
    }
}
