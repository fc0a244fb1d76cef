package dev.riffle.processor;

import dev.riffle.bind.annotation.NamingStrategy;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.ExecutableType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Finds the properties of a record or POJO at compile time, by the rules the run-time
 * {@code ObjectModel} of the bind module applies (so both paths agree): a record's
 * components; a POJO's public non-transient fields, fields marked {@code @JsonName}, and
 * public {@code getX}/{@code isX}/{@code setX} methods. What the generated code cannot do
 * yet is an {@link Unsupported} naming the element and the reason.
 */
final class ModelReader {
    private static final String ANNOTATIONS = "dev.riffle.bind.annotation.";

    private final Elements elements;
    private final Types types;
    /** The package of the type being read: the generated codec's. */
    private javax.lang.model.element.PackageElement target;
    /** The type being read, as seen from inside (with its own type variables). */
    private DeclaredType self;
    /** The names of its type parameters, in order. */
    private final List<String> variables = new ArrayList<>();
    /** The type's {@code @JsonInclude}, or null: the policy of properties without their own. */
    private AnnotationMirror typeInclude;
    /** The type's {@code @JsonNaming}, else IDENTITY (the default config's): member names of properties without {@code @JsonName}. */
    private NamingStrategy naming;
    /** Whether a getter's value is cast to its property's type (see {@link ObjectType#uncheckedGetters}). */
    private boolean uncheckedGetters;
    /** The member names of the {@code @JsonIgnore} properties, in order. */
    private final List<String> ignoredNames = new ArrayList<>();

    ModelReader(Elements elements, Types types) {
        this.elements = elements;
        this.types = types;
    }

    /** Everything found about one Java property before it becomes a {@link ObjectType.Property}. */
    private static final class Candidate {
        final String javaName;
        final List<Element> members = new ArrayList<>();
        TypeMirror type;
        VariableElement field;
        ExecutableElement getter;
        ExecutableElement setter;
        int creatorIndex = -1;
        /** Where errors about the property are reported: javac locates fields and methods, not record components. */
        Element position;

        Candidate(String javaName) {
            this.javaName = javaName;
        }

        AnnotationMirror annotation(String simpleName) {
            for (Element m : members) {
                AnnotationMirror a = ModelReader.annotation(m, simpleName);
                if (a != null) {
                    return a;
                }
            }
            return null;
        }
    }

    /** Returns the model of {@code type}, or throws why it cannot have a generated codec. */
    ObjectType read(TypeElement type) throws Unsupported {
        checkType(type);
        target = elements.getPackageOf(type);
        self = (DeclaredType) type.asType();
        typeInclude = annotation(type, "JsonInclude");
        AnnotationMirror namingAnnotation = annotation(type, "JsonNaming");
        naming = namingAnnotation == null ? NamingStrategy.IDENTITY : NamingStrategy.valueOf(enumConstant(namingAnnotation));
        AnnotationMirror unknown = annotation(type, "JsonUnknown");
        for (javax.lang.model.element.TypeParameterElement v : type.getTypeParameters()) {
            variables.add(v.getSimpleName().toString());
        }
        Map<String, Candidate> candidates = new LinkedHashMap<>();
        boolean record = type.getKind() == ElementKind.RECORD;
        ExecutableElement creator = Creators.annotated(type, types);
        if (record) {
            int i = 0;
            for (RecordComponentElement rc : type.getRecordComponents()) {
                Candidate c = candidates.computeIfAbsent(rc.getSimpleName().toString(), Candidate::new);
                c.members.add(rc);
                c.type = rc.asType();
                c.getter = rc.getAccessor();
                c.creatorIndex = creator == null ? i++ : -1;
                for (VariableElement f : ElementFilter.fieldsIn(type.getEnclosedElements())) {
                    if (f.getSimpleName().equals(rc.getSimpleName())) {
                        c.position = f;
                    }
                }
            }
        } else {
            pojoMembers(type, candidates);
        }
        String creatorCall;
        if (creator != null) {
            creatorMembers(creator, candidates);
            creatorCall = Creators.call(type, creator) + (variables.isEmpty() || creator.getKind() != ElementKind.CONSTRUCTOR ? "" : "<>");
        } else {
            if (!record) {
                Creators.checkNoArgConstructor(type);
            }
            creatorCall = "new " + type.getQualifiedName() + (variables.isEmpty() ? "" : "<>");
        }
        String[] tag = new Hierarchies(elements).tagOf(type);
        List<ObjectType.Property> properties = new ArrayList<>();
        for (Candidate c : candidates.values()) {
            ObjectType.Property p = property(c);
            if (p != null) {
                properties.add(p);
                if (tag != null && !p.ignored && p.name.equals(tag[0])) {
                    throw new Unsupported(c.position != null ? c.position : c.members.get(0), "the property " + p.name
                            + " has the name of its hierarchy's discriminator");
                }
            }
        }
        boolean genericFactory = creator != null && creator.getKind() == ElementKind.METHOD && !variables.isEmpty();
        return new ObjectType(type, creatorCall, genericFactory, uncheckedGetters, properties, tag,
                List.copyOf(ignoredNames), unknown != null && enumConstant(unknown).equals("FAIL"));
    }

    /** The parameters of a {@code @JsonCreator}: properties named by {@code @JsonName} or their source names, as at run time. */
    private void creatorMembers(ExecutableElement creator, Map<String, Candidate> candidates) {
        List<? extends VariableElement> ps = creator.getParameters();
        for (int i = 0; i < ps.size(); i++) {
            VariableElement p = ps.get(i);
            AnnotationMirror n = annotation(p, "JsonName");
            Candidate c = n == null ? candidates.computeIfAbsent(p.getSimpleName().toString(), Candidate::new)
                    : byMemberName((String) value(n, "value"), candidates);
            c.members.add(p);
            c.creatorIndex = i;
            c.type = Creators.withoutMethodVariables(p.asType(), creator, types);
            c.position = p;
        }
    }

    /** The candidate whose {@code @JsonName} or Java name is {@code name}, or a new one named so. */
    private Candidate byMemberName(String name, Map<String, Candidate> candidates) {
        for (Candidate c : candidates.values()) {
            AnnotationMirror n = c.annotation("JsonName");
            if (n != null ? name.equals(value(n, "value")) : c.javaName.equals(name)) {
                return c;
            }
        }
        return candidates.computeIfAbsent(name, Candidate::new);
    }

    private static void checkType(TypeElement type) throws Unsupported {
        ElementKind k = type.getKind();
        if (k != ElementKind.RECORD && k != ElementKind.CLASS) {
            throw new Unsupported(type, "a generated codec is for a record or a class, not " + kindName(k)
                    + " (unless it is a sealed interface or lists @JsonSubtypes)");
        }
        if (type.getModifiers().contains(Modifier.ABSTRACT)) {
            throw new Unsupported(type, "a generated codec cannot be made for an abstract class"
                    + " (unless it is sealed or lists @JsonSubtypes)");
        }
        checkReachable(type);
        if (annotation(type, "JsonCodec") != null) {
            throw new Unsupported(type, "a type with @JsonCodec is read and written by that codec, at run time and with"
                    + " generated codecs alike, so a generated codec would never run: remove @JsonGenerate");
        }
        if (annotation(type, "JsonDiscriminator") != null && !Hierarchies.isRoot(type)) {
            throw new Unsupported(type, "@JsonDiscriminator belongs on the root of a hierarchy (a sealed interface or"
                    + " abstract class, or one listing @JsonSubtypes); on a concrete type it has no effect");
        }
    }

    /** Throws unless generated code in the type's package can name {@code type}: not private, inner, local or anonymous. */
    static void checkReachable(TypeElement type) throws Unsupported {
        for (Element e = type; e instanceof TypeElement; e = e.getEnclosingElement()) {
            if (e.getModifiers().contains(Modifier.PRIVATE)) {
                throw new Unsupported(type, "a generated codec cannot reach the private type " + e.getSimpleName());
            }
            if (((TypeElement) e).getNestingKind() == NestingKind.MEMBER && e.getKind() == ElementKind.CLASS
                    && !e.getModifiers().contains(Modifier.STATIC)) {
                throw new Unsupported(type, "a generated codec cannot create an inner (non-static) class");
            }
            if (((TypeElement) e).getNestingKind().isNested() && ((TypeElement) e).getNestingKind() != NestingKind.MEMBER) {
                throw new Unsupported(type, "a generated codec cannot reach a local or anonymous class");
            }
        }
    }

    private static String kindName(ElementKind k) {
        return k.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
    }

    private void pojoMembers(TypeElement type, Map<String, Candidate> candidates) {
        List<TypeElement> chain = new ArrayList<>();
        for (TypeElement k = type; k != null && !k.getQualifiedName().contentEquals("java.lang.Object"); k = superclass(k)) {
            chain.add(0, k);
        }
        for (TypeElement k : chain) {
            for (VariableElement f : ElementFilter.fieldsIn(k.getEnclosedElements())) {
                Set<Modifier> mod = f.getModifiers();
                if (mod.contains(Modifier.STATIC)) {
                    continue;
                }
                boolean visible = mod.contains(Modifier.PUBLIC) && !mod.contains(Modifier.TRANSIENT);
                if (visible || annotation(f, "JsonName") != null) {
                    Candidate c = candidates.computeIfAbsent(f.getSimpleName().toString(), Candidate::new);
                    c.members.add(f);
                    c.field = f;
                    c.type = types.asMemberOf(self, f); // a superclass's T as this class binds it
                }
            }
        }
        for (ExecutableElement m : ElementFilter.methodsIn(elements.getAllMembers(type))) {
            Set<Modifier> mod = m.getModifiers();
            if (mod.contains(Modifier.STATIC) || !mod.contains(Modifier.PUBLIC)
                    || ((TypeElement) m.getEnclosingElement()).getQualifiedName().contentEquals("java.lang.Object")) {
                continue;
            }
            String n = m.getSimpleName().toString();
            int params = m.getParameters().size();
            ExecutableType seen = (ExecutableType) types.asMemberOf(self, m);
            TypeKind result = seen.getReturnType().getKind();
            if (params == 0 && result != TypeKind.VOID) {
                String javaName = n.startsWith("get") && n.length() > 3 ? decapitalize(n.substring(3))
                        : n.startsWith("is") && n.length() > 2 && result == TypeKind.BOOLEAN ? decapitalize(n.substring(2))
                        : null;
                if (javaName != null) {
                    Candidate c = candidates.computeIfAbsent(javaName, Candidate::new);
                    c.members.add(m);
                    c.getter = m;
                    if (c.type == null) {
                        c.type = seen.getReturnType();
                    }
                }
            } else if (params == 1 && n.startsWith("set") && n.length() > 3) {
                Candidate c = candidates.computeIfAbsent(decapitalize(n.substring(3)), Candidate::new);
                c.members.add(m);
                c.setter = m;
                c.type = seen.getParameterTypes().get(0);
            }
        }
    }

    private static TypeElement superclass(TypeElement k) {
        TypeMirror s = k.getSuperclass();
        return s.getKind() == TypeKind.DECLARED ? (TypeElement) ((DeclaredType) s).asElement() : null;
    }

    /** {@code URL} stays {@code URL}, {@code Name} becomes {@code name} (the JavaBeans rule, as at run time). */
    private static String decapitalize(String s) {
        if (s.length() > 1 && Character.isUpperCase(s.charAt(1)) && Character.isUpperCase(s.charAt(0))) {
            return s;
        }
        return Character.toLowerCase(s.charAt(0)) + s.substring(1);
    }

    private ObjectType.Property property(Candidate c) throws Unsupported {
        Element at = c.position != null ? c.position : c.members.get(0);
        AnnotationMirror n = c.annotation("JsonName");
        String name = n != null ? (String) value(n, "value") : naming.apply(c.javaName);
        if (c.annotation("JsonIgnore") != null) {
            ignoredNames.add(name);
            if (c.creatorIndex < 0) {
                return null;
            }
            ObjectType.Kind kind = kind(c.type, at);
            return new ObjectType.Property(name, List.of(), c.type, kind, null, null, false, c.creatorIndex, true,
                    kind == ObjectType.Kind.DELEGATED ? binderCodec(c.type) : null, null, false, true);
        }
        String setter = null;
        boolean setterIsField = false;
        if (c.creatorIndex < 0) {
            if (c.setter != null) {
                setter = c.setter.getSimpleName().toString();
            } else if (c.field != null && !c.field.getModifiers().contains(Modifier.FINAL)) {
                setter = accessible(c.field);
                setterIsField = true;
            }
        }
        if (c.getter == null && c.field == null && setter == null && c.creatorIndex < 0) {
            return null;
        }
        String getter = c.getter != null ? "value." + c.getter.getSimpleName() + "()"
                : c.field != null ? "value." + accessible(c.field) : null;
        if (getter != null) {
            TypeMirror got = c.getter != null ? ((ExecutableType) types.asMemberOf(self, c.getter)).getReturnType()
                    : types.asMemberOf(self, c.field);
            if (!types.isAssignable(got, c.type)) {
                // a creator parameter of another type than the getter's (a generic factory's Object for a T):
                // written as that type, as the run-time codec writes it; only when the two differ in
                // their type arguments or the getter's is a type variable, so that the cast checks nothing
                // the run-time codec would not
                if (got.getKind() != TypeKind.TYPEVAR && !types.isAssignable(types.erasure(got), types.erasure(c.type))) {
                    throw new Unsupported(at, "the property " + name + " is read as " + c.type + " but its getter gives "
                            + got + ": give both the same type, or remove @JsonGenerate to use the run-time codec");
                }
                getter = "((" + TypeNames.source(c.type) + ") (java.lang.Object) " + getter + ")";
                uncheckedGetters = true;
            }
        }
        List<String> aliases = new ArrayList<>();
        if (n != null) {
            @SuppressWarnings("unchecked")
            List<? extends AnnotationValue> list = (List<? extends AnnotationValue>) value(n, "aliases");
            for (AnnotationValue v : list) {
                aliases.add((String) v.getValue());
            }
        }
        ObjectType.Kind kind = kind(c.type, at);
        String codecClass = customCodec(c, at);
        String codec = codecClass != null ? "new " + codecClass + "()"
                : kind == ObjectType.Kind.DELEGATED ? binderCodec(c.type) : null;
        return new ObjectType.Property(name, List.copyOf(aliases), c.type, codec != null ? ObjectType.Kind.DELEGATED : kind,
                getter, setter, setterIsField, c.creatorIndex, false, codec,
                TypeNames.runtimeName(c.type, variables, elements), c.annotation("JsonRequired") != null,
                includeNulls(c.annotation("JsonInclude")));
    }

    /** Whether nulls are written, by the property's {@code @JsonInclude}, else the type's, else ALWAYS (the default config's). */
    private boolean includeNulls(AnnotationMirror propertyInclude) {
        AnnotationMirror a = propertyInclude != null ? propertyInclude : typeInclude;
        return a == null || enumConstant(a).equals("ALWAYS");
    }

    /** The name of the enum constant that is the {@code value} of annotation {@code a}. */
    private String enumConstant(AnnotationMirror a) {
        return ((VariableElement) value(a, "value")).getSimpleName().toString();
    }

    /** The call that asks the binder for the codec of {@code t}. */
    private String binderCodec(TypeMirror t) {
        return "binder.codec(" + TypeNames.lookup(t, variables) + ")";
    }

    /**
     * Returns the class named by the property's {@code @JsonCodec}, or null; throws unless
     * generated code can create it ({@code new X()}) as a codec of the property's type.
     */
    private String customCodec(Candidate c, Element at) throws Unsupported {
        AnnotationMirror a = c.annotation("JsonCodec");
        if (a == null) {
            return null;
        }
        TypeMirror codecType = (TypeMirror) value(a, "value");
        TypeElement codec = (TypeElement) types.asElement(codecType);
        String name = codec.getQualifiedName().toString();
        if (codec.getKind() != ElementKind.CLASS || codec.getModifiers().contains(Modifier.ABSTRACT)
                || !codec.getTypeParameters().isEmpty()) {
            throw new Unsupported(at, "the @JsonCodec " + name + " must be a concrete class without type parameters");
        }
        TypeNames.check(codecType, at);
        if (!visible(codec)) {
            throw new Unsupported(at, "a generated codec cannot reach the @JsonCodec " + name + ": make it public");
        }
        boolean constructor = false;
        for (ExecutableElement k : ElementFilter.constructorsIn(codec.getEnclosedElements())) {
            constructor |= k.getParameters().isEmpty() && visible(k);
        }
        if (!constructor) {
            throw new Unsupported(at, "the @JsonCodec " + name + " needs a public no-argument constructor");
        }
        TypeElement codecInterface = elements.getTypeElement("dev.riffle.bind.Codec");
        TypeMirror valueType = c.type.getKind().isPrimitive()
                ? types.boxedClass((javax.lang.model.type.PrimitiveType) c.type).asType() : c.type;
        if (!types.isAssignable(codecType, types.getDeclaredType(codecInterface, valueType))) {
            throw new Unsupported(at, "the @JsonCodec " + name + " is not a Codec<" + TypeNames.boxed(c.type) + ">");
        }
        return name;
    }

    /** Whether code in the target package may use {@code e}: public (with public enclosing types), or not private and in it. */
    private boolean visible(Element e) {
        for (Element o = e; o instanceof TypeElement || o == e; o = o.getEnclosingElement()) {
            Set<Modifier> mod = o.getModifiers();
            if (mod.contains(Modifier.PRIVATE) || !mod.contains(Modifier.PUBLIC) && !elements.getPackageOf(o).equals(target)) {
                return false;
            }
        }
        return true;
    }

    /** Returns the name of a field the generated code (in the field's package) may use, or throws. */
    private String accessible(VariableElement f) throws Unsupported {
        Set<Modifier> mod = f.getModifiers();
        if (mod.contains(Modifier.PUBLIC)) {
            return f.getSimpleName().toString();
        }
        if (mod.contains(Modifier.PRIVATE) || !elements.getPackageOf(f).equals(target)) {
            throw new Unsupported(f, "a generated codec cannot reach the field " + f.getSimpleName()
                    + ": make it public or give it a public getter and setter");
        }
        return f.getSimpleName().toString();
    }

    private static ObjectType.Kind kind(TypeMirror t, Element at) throws Unsupported {
        TypeNames.check(t, at);
        switch (t.getKind()) {
            case INT:
                return ObjectType.Kind.INT;
            case LONG:
                return ObjectType.Kind.LONG;
            case BOOLEAN:
                return ObjectType.Kind.BOOLEAN;
            case DOUBLE:
                return ObjectType.Kind.DOUBLE;
            case DECLARED:
                String q = ((TypeElement) ((DeclaredType) t).asElement()).getQualifiedName().toString();
                return q.equals("java.lang.String") ? ObjectType.Kind.STRING
                        : q.equals("java.math.BigDecimal") ? ObjectType.Kind.BIG_DECIMAL
                        : q.equals("java.math.BigInteger") ? ObjectType.Kind.BIG_INTEGER
                        : ObjectType.Kind.DELEGATED;
            default:
                return ObjectType.Kind.DELEGATED;
        }
    }

    /** Returns the annotation {@code dev.riffle.bind.annotation.<simpleName>} on {@code e}, or null. */
    static AnnotationMirror annotation(Element e, String simpleName) {
        for (AnnotationMirror a : e.getAnnotationMirrors()) {
            if (((TypeElement) a.getAnnotationType().asElement()).getQualifiedName().contentEquals(ANNOTATIONS + simpleName)) {
                return a;
            }
        }
        return null;
    }

    private Object value(AnnotationMirror a, String name) {
        return value(elements, a, name);
    }

    /** Returns the value of element {@code name} of annotation {@code a}, its default if not given. */
    static Object value(Elements elements, AnnotationMirror a, String name) {
        for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> e
                : elements.getElementValuesWithDefaults(a).entrySet()) {
            if (e.getKey().getSimpleName().contentEquals(name)) {
                return e.getValue().getValue();
            }
        }
        throw new IllegalStateException("no " + name + " in " + a);
    }
}
