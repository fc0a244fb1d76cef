package dev.riffle.bench.model.generated;

/** The generated-codec copy of {@link dev.riffle.bench.model.IntListObj}. */
@dev.riffle.bind.annotation.JsonGenerate
public record IntListObj(java.util.List<Integer> field1) {}
