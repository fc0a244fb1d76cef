package dev.riffle.bench.model.canada;

/** The whole document, a GeoJSON feature collection of {@code corpus/canada.json} (every member the document has; see package-info). */
@io.avaje.jsonb.Json
@com.alibaba.fastjson2.annotation.JSONType(alphabetic = false)
@com.dslplatform.json.CompiledJson
public record Canada(
        String type,
        java.util.List<Feature> features) {}
