package dev.riffle.bench.model.generated;

/**
 * The generated-codec copy of {@link dev.riffle.bench.model.MediumDoc}; the records below
 * are reached from it.
 */
@dev.riffle.bind.annotation.JsonGenerate
public record MediumDoc(MediumPerson person) {}
