package dev.riffle.bench.model.citm;

/** An area of a seat category of {@code corpus/citm_catalog.json} (every member the document has; see package-info). */
@io.avaje.jsonb.Json
@com.alibaba.fastjson2.annotation.JSONType(alphabetic = false)
@com.dslplatform.json.CompiledJson
public record Area(
        int areaId,
        java.util.List<Integer> blockIds) {}
