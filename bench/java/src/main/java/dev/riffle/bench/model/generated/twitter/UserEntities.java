package dev.riffle.bench.model.generated.twitter;

/** The generated-codec copy of {@link dev.riffle.bench.model.twitter.UserEntities}. */
public record UserEntities(
        UrlList description,
        UrlList url) {}
