package dev.riffle.bind.annotation;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * What reading a type does with a member that names no property. Without it,
 * {@link dev.riffle.bind.BindConfig.Builder#unknown} decides (SKIP by default).
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE})
public @interface JsonUnknown {
    /** The policy. */
    UnknownPolicy value();
}
