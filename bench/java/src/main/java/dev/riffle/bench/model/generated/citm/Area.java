package dev.riffle.bench.model.generated.citm;

/** The generated-codec copy of {@link dev.riffle.bench.model.citm.Area}. */
public record Area(
        int areaId,
        java.util.List<Integer> blockIds) {}
