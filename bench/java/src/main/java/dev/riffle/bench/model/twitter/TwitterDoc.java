package dev.riffle.bench.model.twitter;

/** The whole document of {@code corpus/twitter.json} (every member the document has; see package-info). */
@io.avaje.jsonb.Json
@com.alibaba.fastjson2.annotation.JSONType(alphabetic = false)
@com.dslplatform.json.CompiledJson
public record TwitterDoc(
        java.util.List<Status> statuses,
        SearchMetadata search_metadata) {}
