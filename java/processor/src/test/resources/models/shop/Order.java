package shop;

import dev.riffle.bind.annotation.JsonGenerate;
import dev.riffle.bind.annotation.JsonName;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import java.util.Set;

@JsonGenerate
public record Order(long id, String customer, BigDecimal total, BigInteger serial, int count, boolean paid,
                    double weight, Status status, List<Line> lines, Map<String, Integer> counts, Set<String> tags,
                    int[] codes, Address address, @JsonName(value = "note_text", aliases = {"memo"}) String note,
                    Integer boxed, float ratio, Order parent) {
    public enum Status { NEW, PAID, SHIPPED }
}
