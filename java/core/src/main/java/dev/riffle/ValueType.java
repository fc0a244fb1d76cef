package dev.riffle;

/** The type of the next JSON value, as {@link JsonIterator#whatIsNext()} reports it. */
public enum ValueType {
    /** A string. */
    STRING,
    /** A number. */
    NUMBER,
    /** The literal {@code null}. */
    NULL,
    /** The literal {@code true} or {@code false}. */
    BOOLEAN,
    /** An array. */
    ARRAY,
    /** An object. */
    OBJECT,
    /** No value can start here (a byte that cannot start a value, the end of input, or no value may be read now). */
    INVALID
}
