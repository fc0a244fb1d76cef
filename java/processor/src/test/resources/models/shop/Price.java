package shop;

import dev.riffle.bind.annotation.JsonCodec;
import dev.riffle.bind.annotation.JsonCreator;
import dev.riffle.bind.annotation.JsonGenerate;
import dev.riffle.bind.annotation.JsonName;
import java.math.BigDecimal;
import java.util.List;

/**
 * A class created through a @JsonCreator constructor, with a field and a setter for the
 * rest and a per-property codec. (Its properties are fields but one: the run-time order of
 * getters is that of Class.getMethods(), which need not be the source order.)
 */
@JsonGenerate
public class Price {
    @JsonName("amount_value")
    public final BigDecimal amount;
    public final String currency;
    public final List<Integer> steps;
    public String note;
    private String label;

    @JsonCreator
    public Price(@JsonName("amount_value") BigDecimal amount, String currency, List<Integer> steps) {
        if (currency != null && currency.length() > 3) {
            throw new IllegalArgumentException("not a currency code: " + currency);
        }
        this.amount = amount;
        this.currency = currency;
        this.steps = steps;
    }

    @JsonCodec(UpperCodec.class)
    public String getLabel() {
        return label;
    }

    public void setLabel(String label) {
        this.label = label;
    }
}
