package dev.riffle.bench.model.generated;

/** {@code one of person.gravatar.avatars} of the generated-codec copy of {@link dev.riffle.bench.model.MediumDoc}. */
public record MediumAvatar(String url) {}
