package shop;

import dev.riffle.bind.annotation.JsonCodec;
import dev.riffle.bind.annotation.JsonCreator;
import dev.riffle.bind.annotation.JsonGenerate;

/** A record created through a @JsonCreator factory that checks its arguments; one component has its own codec. */
@JsonGenerate
public record Range(int lo, int hi, @JsonCodec(HexCodec.class) int flags) {
    @JsonCreator
    public static Range of(int lo, int hi, int flags) {
        if (lo > hi) {
            throw new IllegalArgumentException("lo > hi");
        }
        return new Range(lo, hi, flags);
    }
}
