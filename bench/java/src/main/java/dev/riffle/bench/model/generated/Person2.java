package dev.riffle.bench.model.generated;

/** The generated-codec copy of {@link dev.riffle.bench.model.Person2}. */
public record Person2(String name, int age, Address2 address, String email, java.util.List<String> phone_numbers, boolean is_employed) {}
