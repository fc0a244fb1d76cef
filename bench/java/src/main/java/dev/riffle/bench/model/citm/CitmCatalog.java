package dev.riffle.bench.model.citm;

/** The whole document (maps keyed by id) of {@code corpus/citm_catalog.json} (every member the document has; see package-info). */
@io.avaje.jsonb.Json
@com.alibaba.fastjson2.annotation.JSONType(alphabetic = false)
@com.dslplatform.json.CompiledJson
public record CitmCatalog(
        java.util.Map<String, String> areaNames,
        java.util.Map<String, String> audienceSubCategoryNames,
        java.util.Map<String, String> blockNames,
        java.util.Map<String, Event> events,
        java.util.List<Performance> performances,
        java.util.Map<String, String> seatCategoryNames,
        java.util.Map<String, String> subTopicNames,
        java.util.Map<String, String> subjectNames,
        java.util.Map<String, String> topicNames,
        java.util.Map<String, java.util.List<Integer>> topicSubTopics,
        java.util.Map<String, String> venueNames) {}
