package shop;

import dev.riffle.bind.annotation.JsonGenerate;
import java.util.List;

/** Polymorphic properties. */
@JsonGenerate
public record Zoo(List<Animal> animals, Shape favourite) {
}
