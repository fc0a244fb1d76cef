package dev.riffle.bench.model.twitter;

/** The entities of a user's profile of {@code corpus/twitter.json} (every member the document has; see package-info). */
@io.avaje.jsonb.Json
@com.alibaba.fastjson2.annotation.JSONType(alphabetic = false)
@com.dslplatform.json.CompiledJson
public record UserEntities(
        UrlList description,
        UrlList url) {}
