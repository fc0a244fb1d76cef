package dev.riffle.bench.model.generated.twitter;

/** The generated-codec copy of {@link dev.riffle.bench.model.twitter.Hashtag}. */
public record Hashtag(
        String text,
        java.util.List<Integer> indices) {}
