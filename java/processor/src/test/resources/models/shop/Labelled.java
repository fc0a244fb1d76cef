package shop;

/** A generic superclass: its subclass binds L. */
public class Labelled<L> {
    public L label;
}
