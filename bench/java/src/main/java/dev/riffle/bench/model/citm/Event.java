package dev.riffle.bench.model.citm;

/** An event of {@code corpus/citm_catalog.json} (every member the document has; see package-info). */
@io.avaje.jsonb.Json
@com.alibaba.fastjson2.annotation.JSONType(alphabetic = false)
@com.dslplatform.json.CompiledJson
public record Event(
        String description,
        int id,
        String logo,
        String name,
        java.util.List<Integer> subTopicIds,
        String subjectCode,
        String subtitle,
        java.util.List<Integer> topicIds) {}
