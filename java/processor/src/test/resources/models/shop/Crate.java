package shop;

import dev.riffle.bind.annotation.JsonGenerate;
import dev.riffle.bind.annotation.JsonSubtypes;

/**
 * A generic concrete class listing its subtypes: one of them itself. Each concrete type is
 * read by the codec of its class, whose type variable stands for its bound, as at run time.
 */
@JsonGenerate
@JsonSubtypes({Crate.Big.class})
public class Crate<T> {
    public T content;

    /** A generic subtype. */
    public static class Big<T> extends Crate<T> {
        public int size;
    }
}
