package shop;

import dev.riffle.bind.annotation.JsonGenerate;
import java.util.List;
import java.util.Map;

/** Arrays of a type variable (in a list, a map, two levels deep), an array of a generic type, a primitive array. */
@JsonGenerate
public record Grid<T>(T[] cells, T[][] rows, List<T[]> chunks, Map<String, T[]> byKey, List<String>[] groups,
                      int[] plain) {
}
