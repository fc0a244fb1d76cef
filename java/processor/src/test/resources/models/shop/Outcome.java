package shop;

import dev.riffle.bind.annotation.JsonGenerate;
import java.util.List;
import java.util.Map;

/**
 * Properties of a generic hierarchy's parameterizations (their codecs are the root's, made
 * for each), and arrays of types with wildcards (kept as declared, as at run time).
 */
@JsonGenerate
public record Outcome(Result<Line> result, List<Result<String>> history, List<? extends Line>[] batches,
                      Map<String, List<? extends Address>[]> totals) {
}
