package dev.riffle.bench.model.generated.canada;

/** The generated-codec copy of {@link dev.riffle.bench.model.canada.Feature}. */
public record Feature(
        String type,
        Properties properties,
        Geometry geometry) {}
