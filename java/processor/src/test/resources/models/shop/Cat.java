package shop;

import dev.riffle.bind.annotation.JsonSubtype;

/** A subtype of Animal with a discriminator value of its own. */
@JsonSubtype("kitty")
public class Cat extends Animal {
    public boolean indoor;
}
