package dev.riffle.bench.model.generated.citm;

/** The generated-codec copy of {@link dev.riffle.bench.model.citm.CitmCatalog}; the other records of this package are reached from it. */
@dev.riffle.bind.annotation.JsonGenerate
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
