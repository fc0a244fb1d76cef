package dev.riffle.bench.model.generated;

/** The generated-codec copy of {@link dev.riffle.bench.model.TenStringsObj}. */
@dev.riffle.bind.annotation.JsonGenerate
public record TenStringsObj(String field1, String field2, String field3, String field4, String field5,
        String field6, String field7, String field8, String field9, String field10) {}
