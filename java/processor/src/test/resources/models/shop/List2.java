package shop;

import java.util.List;
import java.util.Map;

public record List2(List<List<String>> nested, Map<String, List<Long>> byKey, String[] names) {
}
