package dev.riffle.bench.model.generated.twitter;

/** The generated-codec copy of {@link dev.riffle.bench.model.twitter.Url}. */
public record Url(
        String url,
        String expanded_url,
        String display_url,
        java.util.List<Integer> indices) {}
