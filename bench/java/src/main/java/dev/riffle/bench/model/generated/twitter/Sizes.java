package dev.riffle.bench.model.generated.twitter;

/** The generated-codec copy of {@link dev.riffle.bench.model.twitter.Sizes}. */
public record Sizes(
        Size medium,
        Size small,
        Size thumb,
        Size large) {}
