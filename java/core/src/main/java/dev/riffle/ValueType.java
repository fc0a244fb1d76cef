package dev.riffle;

/** The type of the next JSON value, as {@link JsonIterator#whatIsNext()} reports it. */
public enum ValueType {
    /** A string. */
    STRING("a string"),
    /** A number. */
    NUMBER("a number"),
    /** The literal {@code null}. */
    NULL("null"),
    /** The literal {@code true} or {@code false}. */
    BOOLEAN("a boolean"),
    /** An array. */
    ARRAY("an array"),
    /** An object. */
    OBJECT("an object"),
    /** No value can start here (a byte that cannot start a value, the end of input, or no value may be read now). */
    INVALID("nothing");

    private final String description;

    ValueType(String description) {
        this.description = description;
    }

    /**
     * How error messages name a value of this type ("a string", "an object", "null",
     * "nothing" for {@link #INVALID}), as in {@code expected an object, found a number}: the
     * words of Riffle's own messages, for a binder that reports a type mismatch itself.
     */
    public String description() {
        return description;
    }
}
