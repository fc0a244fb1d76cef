package dev.riffle.processor;

import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.TypeParameterElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.type.TypeVariable;
import javax.lang.model.type.WildcardType;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Types;

/**
 * How a generated codec creates its object, by the run-time rules: the constructor or
 * static factory marked {@code @JsonCreator}, else a record's canonical constructor, else
 * the no-argument constructor.
 */
final class Creators {
    private Creators() {
    }

    /** Returns the member of {@code type} marked {@code @JsonCreator}, or null; throws when it cannot be called. */
    static ExecutableElement annotated(TypeElement type, Types types) throws Unsupported {
        ExecutableElement found = null;
        for (Element e : type.getEnclosedElements()) {
            if ((e.getKind() != ElementKind.CONSTRUCTOR && e.getKind() != ElementKind.METHOD)
                    || ModelReader.annotation(e, "JsonCreator") == null) {
                continue;
            }
            ExecutableElement m = (ExecutableElement) e;
            if (found != null) {
                throw new Unsupported(m, "a second @JsonCreator in " + type.getSimpleName() + ": mark only one");
            }
            if (m.getKind() == ElementKind.METHOD && (!m.getModifiers().contains(Modifier.STATIC)
                    || !types.isAssignable(m.getReturnType(), types.erasure(type.asType())))) {
                throw new Unsupported(m, "the @JsonCreator " + m.getSimpleName() + " must be static and return "
                        + type.getQualifiedName());
            }
            if (m.getModifiers().contains(Modifier.PRIVATE)) {
                throw new Unsupported(m, "a generated codec cannot call the private @JsonCreator " + m.getSimpleName());
            }
            for (TypeParameterElement v : m.getTypeParameters()) {
                TypeMirror bound = ((TypeVariable) v.asType()).getUpperBound();
                if (bound.getKind() != TypeKind.DECLARED || !((DeclaredType) bound).getTypeArguments().isEmpty()) {
                    throw new Unsupported(m, "the type variable " + v + " of the @JsonCreator " + m.getSimpleName()
                            + " has a bound generated codecs do not support (only a class without type arguments):"
                            + " remove @JsonGenerate to use the run-time codec");
                }
            }
            found = m;
        }
        return found;
    }

    /**
     * Returns {@code t}, a parameter type of {@code creator}, with the creator's own type
     * variables replaced by their bounds, as the run-time codecs resolve them (a method's
     * type variable is not the type's: {@code static <T> Box<T> of(T v)} reads {@code v} as an
     * {@code Object}).
     */
    static TypeMirror withoutMethodVariables(TypeMirror t, ExecutableElement creator, Types types) {
        switch (t.getKind()) {
            case TYPEVAR:
                TypeVariable v = (TypeVariable) t;
                return v.asElement().getEnclosingElement().equals(creator) ? v.getUpperBound() : t;
            case ARRAY:
                return types.getArrayType(withoutMethodVariables(((ArrayType) t).getComponentType(), creator, types));
            case WILDCARD:
                WildcardType w = (WildcardType) t;
                return types.getWildcardType(
                        w.getExtendsBound() == null ? null : withoutMethodVariables(w.getExtendsBound(), creator, types),
                        w.getSuperBound() == null ? null : withoutMethodVariables(w.getSuperBound(), creator, types));
            case DECLARED:
                DeclaredType d = (DeclaredType) t;
                if (d.getTypeArguments().isEmpty()) {
                    return t;
                }
                TypeMirror[] args = new TypeMirror[d.getTypeArguments().size()];
                for (int i = 0; i < args.length; i++) {
                    args[i] = withoutMethodVariables(d.getTypeArguments().get(i), creator, types);
                }
                return types.getDeclaredType((TypeElement) d.asElement(), args);
            default:
                return t;
        }
    }

    /** Returns the call of {@code creator} without its arguments: {@code new p.T} or {@code p.T.of}. */
    static String call(TypeElement type, ExecutableElement creator) {
        return creator.getKind() == ElementKind.CONSTRUCTOR ? "new " + type.getQualifiedName()
                : type.getQualifiedName() + "." + creator.getSimpleName();
    }

    /** Throws unless a POJO without a {@code @JsonCreator} has a no-argument constructor generated code may call. */
    static void checkNoArgConstructor(TypeElement type) throws Unsupported {
        for (ExecutableElement c : ElementFilter.constructorsIn(type.getEnclosedElements())) {
            if (c.getParameters().isEmpty() && !c.getModifiers().contains(Modifier.PRIVATE)) {
                return;
            }
        }
        throw new Unsupported(type, "a generated codec needs a non-private no-argument constructor (or a @JsonCreator)");
    }
}
