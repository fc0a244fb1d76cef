package dev.riffle.bench.model.generated;

/** The generated-codec copy of {@link dev.riffle.bench.model.Address2}. */
public record Address2(String street, String city, String state, String postal_code) {}
