package shop;

import dev.riffle.bind.annotation.JsonDiscriminator;
import dev.riffle.bind.annotation.JsonGenerate;
import dev.riffle.bind.annotation.JsonRequired;
import dev.riffle.bind.annotation.JsonSubtype;
import java.util.List;

/**
 * A generic sealed hierarchy. As at run time, its concrete types are read and written by
 * the codecs of their classes (Ok's T stands for its bound), whatever the Result asked for;
 * the root's errors name the parameterization.
 */
@JsonGenerate
@JsonDiscriminator("status")
public sealed interface Result<T> permits Result.Ok, Result.Err {
    /** A value. */
    record Ok<T>(T value, List<T> more) implements Result<T> {
    }

    /** A failure, with a required message. */
    @JsonSubtype("error")
    record Err<T>(@JsonRequired String message, int code) implements Result<T> {
    }
}
