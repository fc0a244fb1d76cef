package shop;

import dev.riffle.bind.annotation.JsonGenerate;
import dev.riffle.bind.annotation.JsonIgnore;
import dev.riffle.bind.annotation.JsonNaming;
import dev.riffle.bind.annotation.JsonUnknown;
import dev.riffle.bind.annotation.NamingStrategy;
import dev.riffle.bind.annotation.UnknownPolicy;

/**
 * kebab-case on a class that refuses unknown members: the names of its ignored property and
 * of its write-only property are still known (skipped), not unknown.
 */
@JsonGenerate
@JsonNaming(NamingStrategy.KEBAB_CASE)
@JsonUnknown(UnknownPolicy.FAIL)
public class Settings {
    public int maxItems;
    public String themeName;
    private String secretToken;

    @JsonIgnore
    public String getSecretToken() {
        return secretToken;
    }

    public void setSecretToken(String secretToken) {
        this.secretToken = secretToken;
    }

    /** Written, never read. */
    public int getItemCount() {
        return maxItems * 2;
    }
}
