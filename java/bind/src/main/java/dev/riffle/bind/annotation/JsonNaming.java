package dev.riffle.bind.annotation;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The naming strategy that turns the Java names of a type's properties into member names
 * (a {@link JsonName} still wins). Without it,
 * {@link dev.riffle.bind.BindConfig.Builder#naming} decides (IDENTITY by default).
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE})
public @interface JsonNaming {
    /** The strategy. */
    NamingStrategy value();
}
