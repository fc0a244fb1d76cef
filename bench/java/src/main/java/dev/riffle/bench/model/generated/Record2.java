package dev.riffle.bench.model.generated;

/** The generated-codec copy of {@link dev.riffle.bench.model.Record2}; Person2, Friend2 and Pet2 are reached from it. */
@dev.riffle.bind.annotation.JsonGenerate
public record Record2(Person2 person, java.util.List<String> hobbies, java.util.List<Friend2> friends, java.util.List<Pet2> pets) {}
