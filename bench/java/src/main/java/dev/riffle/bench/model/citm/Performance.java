package dev.riffle.bench.model.citm;

/** A performance of an event of {@code corpus/citm_catalog.json} (every member the document has; see package-info). */
@io.avaje.jsonb.Json
@com.alibaba.fastjson2.annotation.JSONType(alphabetic = false)
@com.dslplatform.json.CompiledJson
public record Performance(
        int eventId,
        int id,
        String logo,
        String name,
        java.util.List<Price> prices,
        java.util.List<SeatCategory> seatCategories,
        String seatMapImage,
        long start,
        String venueCode) {}
