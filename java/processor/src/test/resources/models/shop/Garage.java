package shop;

import dev.riffle.bind.annotation.JsonGenerate;
import java.util.List;

/** Properties of a hierarchy whose root is a concrete class, and of one of its subtypes. */
@JsonGenerate
public record Garage(List<Vehicle> vehicles, Vehicle main, Vehicle.Truck truck) {
}
