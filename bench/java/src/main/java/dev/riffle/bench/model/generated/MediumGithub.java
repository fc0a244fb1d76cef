package dev.riffle.bench.model.generated;

/** {@code person.github} of the generated-codec copy of {@link dev.riffle.bench.model.MediumDoc}. */
public record MediumGithub(int followers) {}
