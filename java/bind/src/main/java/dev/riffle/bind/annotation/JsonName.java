package dev.riffle.bind.annotation;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The member name of a property, instead of the Java name (and the naming strategy), and
 * other names it is also read from. On a field, getter, setter, record component or
 * creator parameter.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER, ElementType.RECORD_COMPONENT})
public @interface JsonName {
    /** The member name written and read. */
    String value();

    /** Other member names read as this property (never written). */
    String[] aliases() default {};
}
