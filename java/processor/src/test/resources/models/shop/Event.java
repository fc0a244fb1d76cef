package shop;

import dev.riffle.bind.annotation.Include;
import dev.riffle.bind.annotation.JsonGenerate;
import dev.riffle.bind.annotation.JsonInclude;
import dev.riffle.bind.annotation.JsonRequired;

/** A hierarchy whose concrete types have required members: a missing one is reported at the object, discriminator first or not. */
@JsonGenerate
public sealed interface Event permits Event.Click, Event.Key {
    /** Both coordinates required. */
    record Click(@JsonRequired int x, @JsonRequired int y, String target) implements Event {
    }

    /** A key, with its code left out when null. */
    @JsonInclude(Include.NON_NULL)
    record Key(@JsonRequired String code, Boolean shift) implements Event {
    }
}
