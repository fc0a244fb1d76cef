package dev.riffle.bench.model.citm;

/** A seat category of a performance of {@code corpus/citm_catalog.json} (every member the document has; see package-info). */
@io.avaje.jsonb.Json
@com.alibaba.fastjson2.annotation.JSONType(alphabetic = false)
@com.dslplatform.json.CompiledJson
public record SeatCategory(
        java.util.List<Area> areas,
        int seatCategoryId) {}
