package dev.riffle.bench.model;

/**
 * The members of seed-go small-payload.json that SmallPayloadBench reads by hand (uuid, tz,
 * ua, st), bound by every library in SmallBindBench (Riffle's {@code bind=runtime} row and the
 * peers, whose annotations it carries); the payload's other members are skipped.
 */
@io.avaje.jsonb.Json
@com.dslplatform.json.CompiledJson(onUnknown = com.dslplatform.json.CompiledJson.Behavior.IGNORE)
@com.fasterxml.jackson.annotation.JsonIgnoreProperties(ignoreUnknown = true)
public record SmallDoc(String uuid, int tz, String ua, int st) {}
