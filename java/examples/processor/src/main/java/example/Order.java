package example;

import dev.riffle.bind.annotation.JsonGenerate;
import dev.riffle.bind.annotation.JsonNaming;
import dev.riffle.bind.annotation.JsonRequired;
import dev.riffle.bind.annotation.NamingStrategy;
import java.math.BigDecimal;
import java.util.List;

/**
 * An order: marked for a generated codec, with snake_case member names (computed when it is
 * compiled) and a required id. The types its properties reach in this compilation (Line,
 * Payment and its subtypes) get generated codecs too.
 */
@JsonGenerate
@JsonNaming(NamingStrategy.SNAKE_CASE)
public record Order(@JsonRequired long id, String customerName, List<Line> lines, Payment payment) {
    /** One line of an order. */
    public record Line(String sku, int qty, BigDecimal price) {
    }
}
