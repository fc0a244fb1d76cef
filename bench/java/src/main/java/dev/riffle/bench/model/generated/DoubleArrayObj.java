package dev.riffle.bench.model.generated;

/** The generated-codec copy of {@link dev.riffle.bench.model.DoubleArrayObj}. */
@dev.riffle.bind.annotation.JsonGenerate
public record DoubleArrayObj(double[] field1) {}
