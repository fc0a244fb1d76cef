package dev.riffle.bench.model.generated;

/** {@code person.name} of the generated-codec copy of {@link dev.riffle.bench.model.MediumDoc}. */
public record MediumName(String fullName) {}
