package dev.riffle.bench.model.generated.citm;

/** The generated-codec copy of {@link dev.riffle.bench.model.citm.Event}. */
public record Event(
        String description,
        int id,
        String logo,
        String name,
        java.util.List<Integer> subTopicIds,
        String subjectCode,
        String subtitle,
        java.util.List<Integer> topicIds) {}
