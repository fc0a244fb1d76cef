package dev.riffle.bench.model.generated;

/** The generated-codec copy of {@link dev.riffle.bench.model.SkipReadObj}. */
@dev.riffle.bind.annotation.JsonGenerate
public record SkipReadObj(String field3) {}
