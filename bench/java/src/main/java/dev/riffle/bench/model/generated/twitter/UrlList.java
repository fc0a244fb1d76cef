package dev.riffle.bench.model.generated.twitter;

/** The generated-codec copy of {@link dev.riffle.bench.model.twitter.UrlList}. */
public record UrlList(
        java.util.List<Url> urls) {}
