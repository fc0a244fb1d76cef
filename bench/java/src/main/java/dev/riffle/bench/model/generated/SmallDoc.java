package dev.riffle.bench.model.generated;

/** The generated-codec copy of {@link dev.riffle.bench.model.SmallDoc}. */
@dev.riffle.bind.annotation.JsonGenerate
public record SmallDoc(String uuid, int tz, String ua, int st) {}
