package dev.riffle.bench.model.generated.citm;

/** The generated-codec copy of {@link dev.riffle.bench.model.citm.Price}. */
public record Price(
        int amount,
        int audienceSubCategoryId,
        int seatCategoryId) {}
