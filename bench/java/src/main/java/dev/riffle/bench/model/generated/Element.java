package dev.riffle.bench.model.generated;

/** The generated-codec copy of {@link dev.riffle.bench.model.Element}. */
public record Element(String field1) {}
