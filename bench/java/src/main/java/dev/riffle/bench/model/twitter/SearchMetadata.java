package dev.riffle.bench.model.twitter;

/** The search's metadata of {@code corpus/twitter.json} (every member the document has; see package-info). */
@io.avaje.jsonb.Json
@com.alibaba.fastjson2.annotation.JSONType(alphabetic = false)
@com.dslplatform.json.CompiledJson
public record SearchMetadata(
        double completed_in,
        long max_id,
        String max_id_str,
        String next_results,
        String query,
        String refresh_url,
        int count,
        long since_id,
        String since_id_str) {}
