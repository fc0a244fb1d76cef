package dev.riffle.bench.model.generated.canada;

/** The generated-codec copy of {@link dev.riffle.bench.model.canada.Properties}. */
public record Properties(
        String name) {}
