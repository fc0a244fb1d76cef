package dev.riffle.bench.model;

/** Bound class of a re-created json-iterator scenario (public fields, as the reference used). */

public class DoubleArrayObj {
    public double[] field1;

    @Override
    public boolean equals(Object o) {
        return o instanceof DoubleArrayObj x && java.util.Arrays.equals(field1, x.field1);
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(java.util.Arrays.hashCode(field1));
    }

    @Override
    public String toString() {
        return "DoubleArrayObj" + java.util.Arrays.toString(field1);
    }
}
