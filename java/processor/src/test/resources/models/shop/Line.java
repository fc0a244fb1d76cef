package shop;

import dev.riffle.bind.annotation.JsonIgnore;

public record Line(String sku, int qty, @JsonIgnore String internal, List2 extra) {
}
