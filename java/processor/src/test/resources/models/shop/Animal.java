package shop;

import dev.riffle.bind.annotation.JsonSubtypes;

/** An abstract class listing its subtypes (not sealed): reached from Zoo, with the default discriminator "type". */
@JsonSubtypes({Dog.class, Cat.class})
public abstract class Animal {
    public String name;
}
