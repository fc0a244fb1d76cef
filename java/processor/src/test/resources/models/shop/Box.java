package shop;

import dev.riffle.bind.annotation.JsonGenerate;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** A generic record: its codec is made for the parameterization asked for (Box<Line>, Box<String>...). */
@JsonGenerate
public record Box<T>(T value, List<T> items, Map<String, List<T>> byKey, Optional<T> maybe, int size) {
}
