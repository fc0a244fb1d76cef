package dev.riffle.bench.model.twitter;

/** A media entity of {@code corpus/twitter.json} (every member the document has; see package-info). */
@io.avaje.jsonb.Json
@com.alibaba.fastjson2.annotation.JSONType(alphabetic = false)
@com.dslplatform.json.CompiledJson
public record Media(
        long id,
        String id_str,
        java.util.List<Integer> indices,
        String media_url,
        String media_url_https,
        String url,
        String display_url,
        String expanded_url,
        String type,
        Sizes sizes,
        Long source_status_id,
        String source_status_id_str) {}
