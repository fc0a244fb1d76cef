package shop;

import dev.riffle.bind.annotation.Include;
import dev.riffle.bind.annotation.JsonGenerate;
import dev.riffle.bind.annotation.JsonInclude;
import dev.riffle.bind.annotation.JsonRequired;
import dev.riffle.bind.annotation.JsonUnknown;
import dev.riffle.bind.annotation.UnknownPolicy;

/** A hierarchy whose concrete types have required members: a missing one is reported at the object, discriminator first or not. */
@JsonGenerate
public sealed interface Event permits Event.Click, Event.Key {
    /** Both coordinates required. */
    record Click(@JsonRequired int x, @JsonRequired int y, String target) implements Event {
    }

    /** A key, with its shift left out when null; refuses unknown members, but not the discriminator. */
    @JsonInclude(Include.NON_NULL)
    @JsonUnknown(UnknownPolicy.FAIL)
    record Key(@JsonRequired String code, Boolean shift) implements Event {
    }
}
