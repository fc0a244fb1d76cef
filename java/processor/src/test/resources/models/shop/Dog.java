package shop;

/** A subtype of Animal. */
public class Dog extends Animal {
    public int barks;
}
