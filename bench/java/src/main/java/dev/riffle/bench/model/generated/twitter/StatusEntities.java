package dev.riffle.bench.model.generated.twitter;

/** The generated-codec copy of {@link dev.riffle.bench.model.twitter.StatusEntities}. */
public record StatusEntities(
        java.util.List<Hashtag> hashtags,
        java.util.List<Hashtag> symbols,
        java.util.List<Url> urls,
        java.util.List<UserMention> user_mentions,
        java.util.List<Media> media) {}
