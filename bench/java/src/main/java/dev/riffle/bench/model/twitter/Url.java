package dev.riffle.bench.model.twitter;

/** A URL entity of {@code corpus/twitter.json} (every member the document has; see package-info). */
@io.avaje.jsonb.Json
@com.alibaba.fastjson2.annotation.JSONType(alphabetic = false)
@com.dslplatform.json.CompiledJson
public record Url(
        String url,
        String expanded_url,
        String display_url,
        java.util.List<Integer> indices) {}
