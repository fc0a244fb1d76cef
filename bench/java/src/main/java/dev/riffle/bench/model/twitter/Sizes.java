package dev.riffle.bench.model.twitter;

/** The sizes of a media entity of {@code corpus/twitter.json} (every member the document has; see package-info). */
@io.avaje.jsonb.Json
@com.alibaba.fastjson2.annotation.JSONType(alphabetic = false)
@com.dslplatform.json.CompiledJson
public record Sizes(
        Size medium,
        Size small,
        Size thumb,
        Size large) {}
