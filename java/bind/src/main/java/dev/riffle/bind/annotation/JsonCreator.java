package dev.riffle.bind.annotation;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks the constructor or static factory that reading uses to create an object. Its
 * parameters are properties, named by {@link JsonName} or by their compiled names (javac
 * {@code -parameters}); other properties are then set by setters or public fields.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.CONSTRUCTOR, ElementType.METHOD})
public @interface JsonCreator {
}
