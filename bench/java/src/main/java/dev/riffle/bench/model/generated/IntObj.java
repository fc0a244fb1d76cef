package dev.riffle.bench.model.generated;

/** The generated-codec copy of {@link dev.riffle.bench.model.IntObj}. */
@dev.riffle.bind.annotation.JsonGenerate
public record IntObj(int field1) {}
