package dev.riffle.bind.annotation;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Asks the Riffle annotation processor ({@code dev.riffle:riffle-processor}, on the
 * annotation processor path) to generate a plain Java {@link dev.riffle.bind.Codec} for
 * this record or POJO, and for each record or POJO of the same compilation that its
 * properties reach. A {@link dev.riffle.bind.Binder} then uses the generated codec instead
 * of building one at run time. Read by the compiler only: it is not kept in class files.
 */
@Retention(RetentionPolicy.SOURCE)
@Target(ElementType.TYPE)
public @interface JsonGenerate {
}
