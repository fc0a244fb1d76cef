package dev.riffle.bench.model.generated.canada;

/** The generated-codec copy of {@link dev.riffle.bench.model.canada.Canada}; the other records of this package are reached from it. */
@dev.riffle.bind.annotation.JsonGenerate
public record Canada(
        String type,
        java.util.List<Feature> features) {}
