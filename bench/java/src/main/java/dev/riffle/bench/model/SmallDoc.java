package dev.riffle.bench.model;

/**
 * The members of seed-go small-payload.json that SmallPayloadBench reads (uuid, tz, ua, st),
 * bound by Riffle's {@code bind=runtime} row; the payload's other members are skipped.
 */
public record SmallDoc(String uuid, int tz, String ua, int st) {}
