package dev.riffle.bench.model.generated;

/** {@code person.gravatar} of the generated-codec copy of {@link dev.riffle.bench.model.MediumDoc}. */
public record MediumGravatar(java.util.List<MediumAvatar> avatars) {}
