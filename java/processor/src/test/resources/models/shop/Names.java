package shop;

import dev.riffle.bind.annotation.JsonGenerate;
import dev.riffle.bind.annotation.JsonIgnore;
import dev.riffle.bind.annotation.JsonName;
import dev.riffle.bind.annotation.JsonNaming;
import dev.riffle.bind.annotation.JsonUnknown;
import dev.riffle.bind.annotation.NamingStrategy;
import dev.riffle.bind.annotation.UnknownPolicy;

/** One type per naming strategy, reached from this record. */
@JsonGenerate
public record Names(Names.Screaming screaming, Names.Kebab kebab, Names.Pascal pascal, Names.Lower lower, Names.Plain plain) {
    /** SCREAMING_SNAKE_CASE. */
    @JsonNaming(NamingStrategy.SCREAMING_SNAKE_CASE)
    public record Screaming(String userId, int HTTPCode, long x2Value) {
    }

    /** kebab-case, unknown members skipped on purpose. */
    @JsonNaming(NamingStrategy.KEBAB_CASE)
    @JsonUnknown(UnknownPolicy.SKIP)
    public record Kebab(String userId, @JsonName("id") long dbId, boolean isOK) {
    }

    /** PascalCase on a class: a public field, a getter-and-setter property, an ignored field. */
    @JsonNaming(NamingStrategy.PASCAL_CASE)
    public static class Pascal {
        public String userId;
        @JsonIgnore
        public String cache;
        private int count;

        public int getCount() {
            return count;
        }

        public void setCount(int count) {
            this.count = count;
        }
    }

    /** lowercase, unknown members refused. */
    @JsonNaming(NamingStrategy.LOWER_CASE)
    @JsonUnknown(UnknownPolicy.FAIL)
    public record Lower(String userId, String URL) {
    }

    /** IDENTITY, said out loud. */
    @JsonNaming(NamingStrategy.IDENTITY)
    public record Plain(String userId) {
    }
}
