package dev.riffle.bench.model.generated.citm;

/** The generated-codec copy of {@link dev.riffle.bench.model.citm.SeatCategory}. */
public record SeatCategory(
        java.util.List<Area> areas,
        int seatCategoryId) {}
