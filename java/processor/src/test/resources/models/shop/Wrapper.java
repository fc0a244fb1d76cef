package shop;

import dev.riffle.bind.annotation.JsonCreator;
import dev.riffle.bind.annotation.JsonGenerate;
import java.util.List;

/**
 * A generic record created through a generic @JsonCreator factory: the factory's type
 * variable is its own, not the record's, so its parameters read as their bound (Object), at
 * run time and in the generated codec alike.
 */
@JsonGenerate
public record Wrapper<T>(T value, List<T> values, String label) {
    @JsonCreator
    public static <U> Wrapper<U> of(U value, List<U> values, String label) {
        return new Wrapper<>(value, values, label);
    }
}
