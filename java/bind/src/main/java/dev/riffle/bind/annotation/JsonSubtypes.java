package dev.riffle.bind.annotation;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The concrete types of a hierarchy that is not sealed (an abstract class or interface);
 * a sealed type's permitted subclasses need no list.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE})
public @interface JsonSubtypes {
    /** The concrete subtypes. */
    Class<?>[] value();
}
