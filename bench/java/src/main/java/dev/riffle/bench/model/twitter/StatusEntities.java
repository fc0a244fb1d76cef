package dev.riffle.bench.model.twitter;

/** The entities of a tweet of {@code corpus/twitter.json} (every member the document has; see package-info). */
@io.avaje.jsonb.Json
@com.alibaba.fastjson2.annotation.JSONType(alphabetic = false)
@com.dslplatform.json.CompiledJson
public record StatusEntities(
        java.util.List<Hashtag> hashtags,
        java.util.List<Hashtag> symbols,
        java.util.List<Url> urls,
        java.util.List<UserMention> user_mentions,
        java.util.List<Media> media) {}
