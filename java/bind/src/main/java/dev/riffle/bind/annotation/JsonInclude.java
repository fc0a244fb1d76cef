package dev.riffle.bind.annotation;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * When a property is written: on a type for all its properties, on a property for that
 * one. Without it, {@link dev.riffle.bind.BindConfig.Builder#include} decides (ALWAYS by
 * default).
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.FIELD, ElementType.METHOD, ElementType.RECORD_COMPONENT})
public @interface JsonInclude {
    /** The policy. */
    Include value();
}
