package dev.riffle.bench.model.twitter;

/** A user mention entity of {@code corpus/twitter.json} (every member the document has; see package-info). */
@io.avaje.jsonb.Json
@com.alibaba.fastjson2.annotation.JSONType(alphabetic = false)
@com.dslplatform.json.CompiledJson
public record UserMention(
        String screen_name,
        String name,
        long id,
        String id_str,
        java.util.List<Integer> indices) {}
