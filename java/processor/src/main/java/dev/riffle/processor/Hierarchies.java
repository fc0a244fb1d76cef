package dev.riffle.processor;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;

/**
 * Polymorphic hierarchies at compile time, by the rules of the run-time
 * {@code PolymorphicCodec}: a root is a sealed interface or abstract class, or a type
 * listing {@code @JsonSubtypes} (a concrete one is one of its own subtypes); its concrete subtypes are found through the permitted
 * subclasses (recursively) or the listed subtypes, in that order; each is named by
 * {@code @JsonSubtype} or its simple name; the discriminator member is the root's
 * {@code @JsonDiscriminator}, {@code "type"} by default.
 */
final class Hierarchies {
    private final Elements elements;

    Hierarchies(Elements elements) {
        this.elements = elements;
    }

    /** Whether {@code c} is the root of a hierarchy written with a discriminator. */
    static boolean isRoot(TypeElement c) {
        return ModelReader.annotation(c, "JsonSubtypes") != null || c.getModifiers().contains(Modifier.SEALED)
                && (c.getKind() == ElementKind.INTERFACE || c.getModifiers().contains(Modifier.ABSTRACT));
    }

    private static boolean concrete(TypeElement c) {
        return c.getKind() != ElementKind.INTERFACE && !c.getModifiers().contains(Modifier.ABSTRACT);
    }

    /** The discriminator member's name of the hierarchy of {@code root}. */
    String discriminator(TypeElement root) {
        AnnotationMirror d = ModelReader.annotation(root, "JsonDiscriminator");
        return d == null ? "type" : (String) value(d);
    }

    /** The discriminator value of the concrete type {@code c}. */
    String subtypeName(TypeElement c) {
        AnnotationMirror s = ModelReader.annotation(c, "JsonSubtype");
        return s == null ? c.getSimpleName().toString() : (String) value(s);
    }

    /** The concrete types under {@code root}, in the run-time order. */
    List<TypeElement> concreteSubtypes(TypeElement root) {
        Set<TypeElement> out = new LinkedHashSet<>();
        ArrayDeque<TypeElement> todo = new ArrayDeque<>();
        todo.add(root);
        while (!todo.isEmpty()) {
            TypeElement c = todo.poll();
            if (concrete(c)) {
                out.add(c);
            }
            AnnotationMirror listed = ModelReader.annotation(c, "JsonSubtypes");
            List<TypeMirror> next = new ArrayList<>();
            if (listed != null) {
                @SuppressWarnings("unchecked")
                List<? extends AnnotationValue> values = (List<? extends AnnotationValue>) value(listed);
                for (AnnotationValue v : values) {
                    next.add((TypeMirror) v.getValue());
                }
            } else if (c.getModifiers().contains(Modifier.SEALED)) {
                next.addAll(c.getPermittedSubclasses());
            }
            for (TypeMirror t : next) {
                todo.add((TypeElement) ((DeclaredType) t).asElement());
            }
        }
        return new ArrayList<>(out);
    }

    /**
     * Returns {@code {member, value}}, the discriminator the concrete type {@code c} writes
     * first, from the highest root above it that lists it (or itself, when it is a concrete
     * class listing subtypes); or null when it belongs to no hierarchy.
     */
    String[] tagOf(TypeElement c) {
        TypeElement root = null;
        ArrayDeque<TypeElement> todo = new ArrayDeque<>();
        todo.add(c);
        Set<TypeElement> seen = new LinkedHashSet<>();
        while (!todo.isEmpty()) {
            TypeElement k = todo.poll();
            if (!seen.add(k)) {
                continue;
            }
            if (isRoot(k) && concreteSubtypes(k).contains(c)) {
                root = k;
            }
            List<TypeMirror> supers = new ArrayList<>();
            supers.add(k.getSuperclass());
            supers.addAll(k.getInterfaces());
            for (TypeMirror s : supers) {
                if (s.getKind() == TypeKind.DECLARED) {
                    todo.add((TypeElement) ((DeclaredType) s).asElement());
                }
            }
        }
        return root == null ? null : new String[] {discriminator(root), subtypeName(c)};
    }

    private Object value(AnnotationMirror a) {
        return ModelReader.value(elements, a, "value");
    }
}
