package dev.riffle.bind.annotation;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The codec of a type (on the type) or of one property (on the property), instead of the
 * run-time one. The class needs a public no-argument constructor and must implement
 * {@link dev.riffle.bind.Codec} for the annotated type.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.FIELD, ElementType.METHOD, ElementType.RECORD_COMPONENT})
public @interface JsonCodec {
    /** The codec class. */
    @SuppressWarnings("rawtypes")
    Class<? extends dev.riffle.bind.Codec> value();
}
