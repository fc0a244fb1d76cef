package dev.riffle.bench.model.generated.citm;

/** The generated-codec copy of {@link dev.riffle.bench.model.citm.Performance}. */
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
