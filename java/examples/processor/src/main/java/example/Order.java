package example;

import dev.riffle.bind.annotation.JsonGenerate;
import dev.riffle.bind.annotation.JsonName;
import java.math.BigDecimal;
import java.util.List;

/**
 * An order: marked for a generated codec. The types its properties reach in this
 * compilation (Line, Payment and its subtypes) get generated codecs too.
 */
@JsonGenerate
public record Order(long id, @JsonName("customer_name") String customer, List<Line> lines, Payment payment) {
    /** One line of an order. */
    public record Line(String sku, int qty, BigDecimal price) {
    }
}
