package shop;

import dev.riffle.bind.annotation.JsonGenerate;
import dev.riffle.bind.annotation.JsonIgnore;
import dev.riffle.bind.annotation.JsonName;
import dev.riffle.bind.annotation.JsonNaming;
import dev.riffle.bind.annotation.JsonUnknown;
import dev.riffle.bind.annotation.NamingStrategy;
import dev.riffle.bind.annotation.UnknownPolicy;
import java.util.List;

/** snake_case names (an acronym, a @JsonName that wins), unknown members refused, an ignored component skipped. */
@JsonGenerate
@JsonNaming(NamingStrategy.SNAKE_CASE)
@JsonUnknown(UnknownPolicy.FAIL)
public record Shipment(String trackingId, int HTTPCode, double weightKg,
                       @JsonName(value = "eta", aliases = {"etaDays"}) Integer etaDays, @JsonIgnore String internalNote,
                       List<Line> lineItems, Address shipTo) {
}
