package shop;

import dev.riffle.bind.annotation.JsonGenerate;
import java.util.List;
import java.util.Map;

/** Properties of generic types: generic models with type arguments, nested, and a wildcard. */
@JsonGenerate
public record Catalog(Box<Line> lines, Box<String> names, Page<Integer> page, Map<String, List<Box<Long>>> nested,
                      List<? extends Address> addresses) {
}
