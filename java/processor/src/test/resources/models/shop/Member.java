package shop;

import dev.riffle.bind.annotation.Include;
import dev.riffle.bind.annotation.JsonCreator;
import dev.riffle.bind.annotation.JsonGenerate;
import dev.riffle.bind.annotation.JsonInclude;
import dev.riffle.bind.annotation.JsonRequired;

/** A required @JsonCreator parameter, a public field set afterwards, NON_NULL on the type. */
@JsonGenerate
@JsonInclude(Include.NON_NULL)
public class Member {
    private final String id;
    public final int rank;
    public String nickname;

    @JsonCreator
    public Member(@JsonRequired String id, int rank) {
        this.id = id;
        this.rank = rank;
    }

    public String getId() {
        return id;
    }
}
