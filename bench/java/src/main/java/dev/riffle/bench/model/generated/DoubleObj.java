package dev.riffle.bench.model.generated;

/** The generated-codec copy of {@link dev.riffle.bench.model.DoubleObj}. */
@dev.riffle.bind.annotation.JsonGenerate
public record DoubleObj(double field1) {}
