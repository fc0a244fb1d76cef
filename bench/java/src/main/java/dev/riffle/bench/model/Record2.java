package dev.riffle.bench.model;

/** ScalaJack benchmark model (seed-scalajack/README.md); JSON names are the component names. */
@io.avaje.jsonb.Json
@com.alibaba.fastjson2.annotation.JSONType(alphabetic = false)
@com.dslplatform.json.CompiledJson
public record Record2(Person2 person, java.util.List<String> hobbies, java.util.List<Friend2> friends, java.util.List<Pet2> pets) {}
