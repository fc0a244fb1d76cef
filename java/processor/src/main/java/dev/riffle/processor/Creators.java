package dev.riffle.processor;

import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
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
            if (!m.getTypeParameters().isEmpty()) {
                throw new Unsupported(m, "a generic @JsonCreator method is not supported by generated codecs");
            }
            found = m;
        }
        return found;
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
