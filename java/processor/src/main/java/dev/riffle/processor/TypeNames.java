package dev.riffle.processor;

import java.util.List;
import javax.lang.model.element.Element;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeVariable;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.type.WildcardType;
import javax.lang.model.util.Elements;

/** Java source text of types, written fully qualified so that no import can clash with a user's name. */
final class TypeNames {
    private TypeNames() {
    }

    /**
     * Throws unless {@code t} can be named in generated code: no raw type, private class,
     * array of a type with wildcards and type variables, or type variable other than one of the generated type's
     * own (whose bound must be one class or interface, which may have type arguments:
     * {@code T extends Comparable<T>}, not {@code T extends Number & Comparable<T>}).
     */
    static void check(TypeMirror t, Element at) throws Unsupported {
        check(t, at, new java.util.HashSet<>());
    }

    /** {@link #check(TypeMirror, Element)}; {@code seen} holds the type variables whose bounds are being checked. */
    private static void check(TypeMirror t, Element at, java.util.Set<Element> seen) throws Unsupported {
        switch (t.getKind()) {
            case TYPEVAR:
                TypeVariable v = (TypeVariable) t;
                if (!(v.asElement().getEnclosingElement() instanceof TypeElement)) {
                    throw new Unsupported(at, "the type variable " + v + " of a method is not supported by generated codecs");
                }
                TypeMirror bound = v.getUpperBound();
                if (bound.getKind() != TypeKind.DECLARED) {
                    throw new Unsupported(at, "the type variable " + v + " has a bound generated codecs do not support"
                            + " (only one class or interface): remove @JsonGenerate to use the run-time codec");
                }
                if (seen.add(v.asElement())) { // T extends Comparable<T> names T again
                    check(bound, at, seen);
                }
                return;
            case BOOLEAN: case BYTE: case SHORT: case INT: case LONG: case CHAR: case FLOAT: case DOUBLE:
                return;
            case ARRAY:
                TypeMirror component = ((ArrayType) t).getComponentType();
                if (hasWildcard(component) && hasTypeVariable(component)) {
                    throw new Unsupported(at, "an array of " + component + " (a type with wildcards and type variables)"
                            + " is not supported by generated codecs: use a List, or remove @JsonGenerate to use the"
                            + " run-time codec");
                }
                check(component, at, seen);
                return;
            case WILDCARD:
                WildcardType w = (WildcardType) t;
                if (w.getExtendsBound() != null) {
                    check(w.getExtendsBound(), at, seen);
                }
                if (w.getSuperBound() != null) {
                    check(w.getSuperBound(), at, seen);
                }
                return;
            case DECLARED:
                DeclaredType d = (DeclaredType) t;
                TypeElement e = (TypeElement) d.asElement();
                for (Element o = e; o instanceof TypeElement; o = o.getEnclosingElement()) {
                    if (o.getModifiers().contains(Modifier.PRIVATE)) {
                        throw new Unsupported(at, "a generated codec cannot name the private type " + e.getQualifiedName());
                    }
                }
                if (d.getTypeArguments().isEmpty() && !e.getTypeParameters().isEmpty()) {
                    throw new Unsupported(at, "the raw type " + e.getQualifiedName() + " is not supported: give its type arguments");
                }
                for (TypeMirror a : d.getTypeArguments()) {
                    check(a, at, seen);
                }
                return;
            default:
                throw new Unsupported(at, "the type " + t + " (" + t.getKind().name().toLowerCase(java.util.Locale.ROOT)
                        + ") is not supported by generated codecs yet: remove @JsonGenerate to use the run-time codec");
        }
    }

    /** Returns the source text of a type that passed {@link #check}. */
    static String source(TypeMirror t) {
        switch (t.getKind()) {
            case ARRAY:
                return source(((ArrayType) t).getComponentType()) + "[]";
            case WILDCARD:
                WildcardType w = (WildcardType) t;
                return w.getExtendsBound() != null ? "? extends " + source(w.getExtendsBound())
                        : w.getSuperBound() != null ? "? super " + source(w.getSuperBound()) : "?";
            case DECLARED:
                DeclaredType d = (DeclaredType) t;
                StringBuilder b = new StringBuilder(((TypeElement) d.asElement()).getQualifiedName());
                List<? extends TypeMirror> args = d.getTypeArguments();
                for (int i = 0; i < args.size(); i++) {
                    b.append(i == 0 ? "<" : ", ").append(source(args.get(i)));
                }
                return args.isEmpty() ? b.toString() : b.append('>').toString();
            case TYPEVAR:
                return ((TypeVariable) t).asElement().getSimpleName().toString();
            default:
                return t.getKind().name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** Returns the source text of {@code t}, boxed when it is a primitive. */
    static String boxed(TypeMirror t) {
        switch (t.getKind()) {
            case BOOLEAN: return "java.lang.Boolean";
            case BYTE: return "java.lang.Byte";
            case SHORT: return "java.lang.Short";
            case INT: return "java.lang.Integer";
            case LONG: return "java.lang.Long";
            case CHAR: return "java.lang.Character";
            case FLOAT: return "java.lang.Float";
            case DOUBLE: return "java.lang.Double";
            default: return source(t);
        }
    }

    /** Whether {@code t} mentions a type variable. */
    static boolean hasTypeVariable(TypeMirror t) {
        return mentions(t, TypeKind.TYPEVAR);
    }

    /** Whether {@code t} mentions a wildcard. */
    static boolean hasWildcard(TypeMirror t) {
        return mentions(t, TypeKind.WILDCARD);
    }

    /** Whether {@code t} is, or has in its components, arguments or bounds, a type of kind {@code kind}. */
    private static boolean mentions(TypeMirror t, TypeKind kind) {
        if (t.getKind() == kind) {
            return true;
        }
        switch (t.getKind()) {
            case ARRAY:
                return mentions(((ArrayType) t).getComponentType(), kind);
            case WILDCARD:
                WildcardType w = (WildcardType) t;
                return w.getExtendsBound() != null && mentions(w.getExtendsBound(), kind)
                        || w.getSuperBound() != null && mentions(w.getSuperBound(), kind);
            case DECLARED:
                for (TypeMirror a : ((DeclaredType) t).getTypeArguments()) {
                    if (mentions(a, kind)) {
                        return true;
                    }
                }
                return false;
            default:
                return false;
        }
    }

    /**
     * Returns a Java expression of the {@code java.lang.reflect.Type} that the run-time
     * codecs resolve {@code t} to, for a type that passed {@link #check}: a type variable is
     * {@code arguments[i]} (its index among {@code variables}), a wildcard its upper bound,
     * a parameterized type {@code TypeRef.parameterized(raw, ...)}, an array of one of those
     * {@code TypeRef.array(component)}, an array of a type with wildcards the type as declared. (An array of a parameterized type with type variables,
     * {@code List<T>[]}, is resolved in full: the run-time codecs keep it unresolved today and
     * read its elements' type variables as their bounds.)
     */
    private static String expression(TypeMirror t, List<String> variables) {
        switch (t.getKind()) {
            case TYPEVAR:
                return "arguments[" + variables.indexOf(source(t)) + "]";
            case WILDCARD:
                TypeMirror upper = ((WildcardType) t).getExtendsBound();
                return upper == null ? "java.lang.Object.class" : expression(upper, variables);
            case DECLARED:
                DeclaredType d = (DeclaredType) t;
                String raw = ((TypeElement) d.asElement()).getQualifiedName() + ".class";
                if (d.getTypeArguments().isEmpty()) {
                    return raw;
                }
                StringBuilder b = new StringBuilder("dev.riffle.bind.TypeRef.parameterized(").append(raw);
                for (TypeMirror a : d.getTypeArguments()) {
                    b.append(", ").append(expression(a, variables));
                }
                return b.append(')').toString();
            case ARRAY:
                if (hasClassLiteral(t)) {
                    return source(t) + ".class";
                }
                if (hasWildcard(t)) { // no type variable (check): the run-time codecs keep such an array type as declared
                    return "new dev.riffle.bind.TypeRef<" + source(t) + ">() { }.type()";
                }
                return "dev.riffle.bind.TypeRef.array(" + expression(((ArrayType) t).getComponentType(), variables) + ")";
            default:
                return source(t) + ".class";
        }
    }

    /**
     * Returns the argument of the {@code binder.codec(...)} call that gives the codec of
     * {@code t}: a class literal, an anonymous {@code TypeRef}, or, for a type with type
     * variables or wildcards, {@code TypeRef.of} the type the run-time codecs resolve it to
     * ({@code variables}: the generated type's type parameters, in order).
     */
    static String lookup(TypeMirror t, List<String> variables) {
        if (hasClassLiteral(t)) {
            return source(t) + ".class";
        }
        if (!hasTypeVariable(t) && (!hasWildcard(t) || t.getKind() == TypeKind.ARRAY)) { // an array: as declared (expression)
            return "new dev.riffle.bind.TypeRef<" + source(t) + ">() { }";
        }
        return "dev.riffle.bind.TypeRef.<" + boxed(t) + ">of(" + expression(t, variables) + ")";
    }

    /**
     * Returns a Java expression of the name the run-time codecs give the type {@code t} in
     * errors ({@code Type.getTypeName()} of the type they resolve it to): a string literal,
     * or, for a type with type variables or wildcards, the name of the type that
     * {@link #lookup} gives, found when the error happens.
     */
    static String runtimeName(TypeMirror t, List<String> variables, Elements elements) {
        if (hasTypeVariable(t) || hasWildcard(t)) {
            return expression(t, variables) + ".getTypeName()";
        }
        return CodecWriter.literal(typeName(t, elements));
    }

    /** {@code Type.getTypeName()} of a type without type variables or wildcards: binary class names, {@code int[]}. */
    private static String typeName(TypeMirror t, Elements elements) {
        switch (t.getKind()) {
            case ARRAY:
                return typeName(((ArrayType) t).getComponentType(), elements) + "[]";
            case DECLARED:
                DeclaredType d = (DeclaredType) t;
                StringBuilder b = new StringBuilder(elements.getBinaryName((TypeElement) d.asElement()));
                List<? extends TypeMirror> args = d.getTypeArguments();
                for (int i = 0; i < args.size(); i++) {
                    b.append(i == 0 ? "<" : ", ").append(typeName(args.get(i), elements));
                }
                return args.isEmpty() ? b.toString() : b.append('>').toString();
            default:
                return source(t);
        }
    }

    /** Whether {@code t} has a class literal of its own type ({@code X.class}): no type arguments anywhere. */
    static boolean hasClassLiteral(TypeMirror t) {
        switch (t.getKind()) {
            case ARRAY:
                return hasClassLiteral(((ArrayType) t).getComponentType());
            case DECLARED:
                return ((DeclaredType) t).getTypeArguments().isEmpty();
            default:
                return t.getKind().isPrimitive();
        }
    }
}
