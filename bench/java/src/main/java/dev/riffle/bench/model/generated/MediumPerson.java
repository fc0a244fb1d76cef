package dev.riffle.bench.model.generated;

/** {@code person} of the generated-codec copy of {@link dev.riffle.bench.model.MediumDoc}. */
public record MediumPerson(MediumName name, MediumGithub github, MediumGravatar gravatar) {}
