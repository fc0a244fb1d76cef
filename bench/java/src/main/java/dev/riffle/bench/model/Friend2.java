package dev.riffle.bench.model;

/** ScalaJack benchmark model (seed-scalajack/README.md); JSON names are the component names. */
@io.avaje.jsonb.Json
@com.alibaba.fastjson2.annotation.JSONType(alphabetic = false)
@com.dslplatform.json.CompiledJson
public record Friend2(String name, int age, String email) {}
