package dev.riffle.bench.model.twitter;

/** The URLs of one profile field of {@code corpus/twitter.json} (every member the document has; see package-info). */
@io.avaje.jsonb.Json
@com.alibaba.fastjson2.annotation.JSONType(alphabetic = false)
@com.dslplatform.json.CompiledJson
public record UrlList(
        java.util.List<Url> urls) {}
