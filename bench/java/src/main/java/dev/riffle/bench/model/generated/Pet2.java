package dev.riffle.bench.model.generated;

/** The generated-codec copy of {@link dev.riffle.bench.model.Pet2}. */
public record Pet2(String name, String species, int age) {}
