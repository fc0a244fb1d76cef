package dev.riffle.bench.model.canada;

/** A GeoJSON feature of {@code corpus/canada.json} (every member the document has; see package-info). */
@io.avaje.jsonb.Json
@com.alibaba.fastjson2.annotation.JSONType(alphabetic = false)
@com.dslplatform.json.CompiledJson
public record Feature(
        String type,
        Properties properties,
        Geometry geometry) {}
