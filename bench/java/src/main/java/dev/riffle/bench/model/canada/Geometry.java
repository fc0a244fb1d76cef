package dev.riffle.bench.model.canada;

/** A feature's polygon: rings of [longitude, latitude] points of {@code corpus/canada.json} (every member the document has; see package-info). */
@io.avaje.jsonb.Json
@com.alibaba.fastjson2.annotation.JSONType(alphabetic = false)
@com.dslplatform.json.CompiledJson
public record Geometry(
        String type,
        java.util.List<java.util.List<java.util.List<Double>>> coordinates) {}
