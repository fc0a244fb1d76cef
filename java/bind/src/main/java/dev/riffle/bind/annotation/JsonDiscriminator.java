package dev.riffle.bind.annotation;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * On a sealed interface or abstract class (or one listing {@link JsonSubtypes}): the member
 * that names the concrete type, {@code "type"} by default. It may come anywhere in an
 * object; reading is fastest when it comes first, which is how it is written.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE})
public @interface JsonDiscriminator {
    /** The discriminator member's name. */
    String value() default "type";
}
