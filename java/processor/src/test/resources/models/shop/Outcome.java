package shop;

import dev.riffle.bind.annotation.JsonGenerate;
import java.util.List;

/** Properties of a generic hierarchy's parameterizations: their codecs are the root's, made for each. */
@JsonGenerate
public record Outcome(Result<Line> result, List<Result<String>> history) {
}
