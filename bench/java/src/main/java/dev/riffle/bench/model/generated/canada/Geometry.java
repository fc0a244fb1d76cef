package dev.riffle.bench.model.generated.canada;

/** The generated-codec copy of {@link dev.riffle.bench.model.canada.Geometry}. */
public record Geometry(
        String type,
        java.util.List<java.util.List<java.util.List<Double>>> coordinates) {}
