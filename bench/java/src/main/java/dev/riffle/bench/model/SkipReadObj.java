package dev.riffle.bench.model;

/** Bound class of a re-created json-iterator scenario (public fields, as the reference used). */
@com.fasterxml.jackson.annotation.JsonIgnoreProperties(ignoreUnknown = true)
public class SkipReadObj {
    public String field3;

    @Override
    public boolean equals(Object o) {
        return o instanceof SkipReadObj x && java.util.Objects.equals(field3, x.field3);
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(field3);
    }

    @Override
    public String toString() {
        return "SkipReadObj" + "{" + field3 + "}";
    }
}
