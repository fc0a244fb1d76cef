package dev.riffle.bench.model.generated;

/** The generated-codec copy of {@link dev.riffle.bench.model.StringObj}. */
@dev.riffle.bind.annotation.JsonGenerate
public record StringObj(String field1) {}
