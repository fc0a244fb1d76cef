package dev.riffle.bind.annotation;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The discriminator value of a concrete type in a polymorphic hierarchy; the class's simple
 * name by default.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE})
public @interface JsonSubtype {
    /** The discriminator value. */
    String value();
}
