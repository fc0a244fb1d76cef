package dev.riffle.bench.model;

/** Bound class of a re-created json-iterator scenario (public fields, as the reference used). */

public class StringObj {
    public String field1;

    @Override
    public boolean equals(Object o) {
        return o instanceof StringObj x && java.util.Objects.equals(field1, x.field1);
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(field1);
    }

    @Override
    public String toString() {
        return "StringObj" + "{" + field1 + "}";
    }
}
