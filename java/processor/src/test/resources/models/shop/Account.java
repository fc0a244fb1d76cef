package shop;

import dev.riffle.bind.annotation.Include;
import dev.riffle.bind.annotation.JsonGenerate;
import dev.riffle.bind.annotation.JsonInclude;
import dev.riffle.bind.annotation.JsonRequired;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/** Required record components, and NON_NULL on the type with one property back at ALWAYS. */
@JsonGenerate
@JsonInclude(Include.NON_NULL)
public record Account(@JsonRequired long id, @JsonRequired String owner, String email, BigDecimal balance,
                      BigInteger serial, Optional<String> nick, OptionalInt level, List<Line> lines,
                      @JsonInclude(Include.ALWAYS) String note, int count, Object extra, Integer boxed) {
}
