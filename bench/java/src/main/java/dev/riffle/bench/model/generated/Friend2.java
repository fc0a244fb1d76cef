package dev.riffle.bench.model.generated;

/** The generated-codec copy of {@link dev.riffle.bench.model.Friend2}. */
public record Friend2(String name, int age, String email) {}
