package dev.riffle.bench.model.twitter;

/** A hashtag or cashtag (symbol) entity of {@code corpus/twitter.json} (every member the document has; see package-info). */
@io.avaje.jsonb.Json
@com.alibaba.fastjson2.annotation.JSONType(alphabetic = false)
@com.dslplatform.json.CompiledJson
public record Hashtag(
        String text,
        java.util.List<Integer> indices) {}
