package dev.riffle.processor;

import java.util.List;
import javax.lang.model.element.Element;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.type.WildcardType;

/** Java source text of types, written fully qualified so that no import can clash with a user's name. */
final class TypeNames {
    private TypeNames() {
    }

    /** Throws unless {@code t} can be named in generated code (no type variable, raw type or private class). */
    static void check(TypeMirror t, Element at) throws Unsupported {
        switch (t.getKind()) {
            case BOOLEAN: case BYTE: case SHORT: case INT: case LONG: case CHAR: case FLOAT: case DOUBLE:
                return;
            case ARRAY:
                check(((ArrayType) t).getComponentType(), at);
                return;
            case WILDCARD:
                WildcardType w = (WildcardType) t;
                if (w.getExtendsBound() != null) {
                    check(w.getExtendsBound(), at);
                }
                if (w.getSuperBound() != null) {
                    check(w.getSuperBound(), at);
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
                    check(a, at);
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
