package shop;

import dev.riffle.bind.annotation.JsonDiscriminator;
import dev.riffle.bind.annotation.JsonGenerate;
import dev.riffle.bind.annotation.JsonSubtype;
import java.util.List;

/** A sealed hierarchy with its own discriminator name; a renamed subtype; a recursive one; a class. */
@JsonGenerate
@JsonDiscriminator("kind")
public sealed interface Shape permits Shape.Circle, Shape.Rect, Shape.Group, Shape.Label {
    /** A circle. */
    record Circle(double r) implements Shape {
    }

    /** A rectangle, named "rectangle" on the wire. */
    @JsonSubtype("rectangle")
    record Rect(int w, int h) implements Shape {
    }

    /** Shapes, recursively. */
    record Group(String name, List<Shape> shapes) implements Shape {
    }

    /** A class member of the hierarchy. */
    final class Label implements Shape {
        public String text;
    }
}
