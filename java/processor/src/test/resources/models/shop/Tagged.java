package shop;

import dev.riffle.bind.annotation.Include;
import dev.riffle.bind.annotation.JsonGenerate;
import dev.riffle.bind.annotation.JsonInclude;
import dev.riffle.bind.annotation.JsonRequired;
import dev.riffle.bind.annotation.JsonUnknown;
import dev.riffle.bind.annotation.UnknownPolicy;
import java.util.List;

/** A generic record with a required member of its type variable and NON_NULL ones; unknown members refused. */
@JsonGenerate
@JsonUnknown(UnknownPolicy.FAIL)
public record Tagged<T>(@JsonRequired T value, @JsonInclude(Include.NON_NULL) T other,
                        @JsonInclude(Include.NON_NULL) List<T> more, String tag) {
}
