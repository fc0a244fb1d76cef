package shop;

import dev.riffle.bind.annotation.JsonDiscriminator;
import dev.riffle.bind.annotation.JsonSubtypes;

/**
 * A concrete class listing its subtypes: a Vehicle is one of them, written with its simple
 * name, beside a Truck and a Van. Reached from Garage.
 */
@JsonDiscriminator("kind")
@JsonSubtypes({Vehicle.Truck.class, Vehicle.Van.class})
public class Vehicle {
    public String plate;
    public int wheels;

    /** A subtype with a discriminator value of its own. */
    @dev.riffle.bind.annotation.JsonSubtype("truck")
    public static class Truck extends Vehicle {
        public double load;
    }

    /** A subtype with a required member: read with a save point at the object's start. */
    public static class Van extends Vehicle {
        @dev.riffle.bind.annotation.JsonRequired
        public int seats;
    }
}
