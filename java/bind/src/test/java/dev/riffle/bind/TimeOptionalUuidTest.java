package dev.riffle.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.riffle.ErrorKind;
import dev.riffle.JsonException;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** java.time in ISO-8601, UUID, and the Optionals. */
class TimeOptionalUuidTest {
    record Event(Instant at, LocalDate day, LocalDateTime local, LocalTime time, OffsetDateTime offset,
                 ZonedDateTime zoned, Duration took, UUID id) { }

    record Maybe(Optional<String> name, OptionalInt count, OptionalLong big, OptionalDouble ratio, Optional<Maybe> next) { }

    @Test
    void timeAndUuidRoundTrip() {
        Event e = new Event(Instant.parse("2026-11-25T19:05:51.123Z"), LocalDate.of(2026, 2, 28),
                LocalDateTime.parse("2026-11-25T19:05"), LocalTime.parse("23:59:59.999999999"),
                OffsetDateTime.of(2026, 1, 2, 3, 4, 5, 0, ZoneOffset.ofHours(-5)),
                ZonedDateTime.parse("2026-03-29T02:30+02:00[Europe/Paris]"), Duration.ofMillis(90061001),
                UUID.fromString("123e4567-e89b-12d3-a456-426614174000"));
        String json = RiffleBind.encodeToString(e);
        assertEquals("{\"at\":\"2026-11-25T19:05:51.123Z\",\"day\":\"2026-02-28\",\"local\":\"2026-11-25T19:05\","
                + "\"time\":\"23:59:59.999999999\",\"offset\":\"2026-01-02T03:04:05-05:00\","
                + "\"zoned\":\"" + e.zoned() + "\",\"took\":\"PT25H1M1.001S\","
                + "\"id\":\"123e4567-e89b-12d3-a456-426614174000\"}", json);
        assertEquals(e, RiffleBind.decode(json, Event.class));
    }

    @Test
    void badTextIsAnInvalidValueAtTheString() {
        for (String bad : new String[] {"{\"day\":\"2026-02-30\"}", "{\"at\":\"yesterday\"}", "{\"id\":\"1-2-3-4-5\"}",
                "{\"took\":\"5 minutes\"}"}) {
            JsonException e = assertThrows(JsonException.class, () -> RiffleBind.decode(bad, Event.class), bad);
            assertEquals(ErrorKind.INVALID_VALUE, e.kind(), bad);
            assertEquals(bad.indexOf(':') + 1, e.offset(), bad);
        }
        JsonException e = assertThrows(JsonException.class, () -> RiffleBind.decode("{\"day\":20260228}", Event.class));
        assertEquals(ErrorKind.TYPE_MISMATCH, e.kind());
        assertEquals("/day", e.pointer());
    }

    @Test
    void optionals() {
        Maybe empty = new Maybe(Optional.empty(), OptionalInt.empty(), OptionalLong.empty(), OptionalDouble.empty(), Optional.empty());
        assertEquals(empty, RiffleBind.decode("{}", Maybe.class), "absent members are empty, not null");
        assertEquals(empty, RiffleBind.decode("{\"name\":null,\"count\":null,\"big\":null,\"ratio\":null,\"next\":null}", Maybe.class));
        assertEquals("{\"name\":null,\"count\":null,\"big\":null,\"ratio\":null,\"next\":null}", RiffleBind.encodeToString(empty));
        Maybe full = new Maybe(Optional.of("n"), OptionalInt.of(1), OptionalLong.of(1L << 40), OptionalDouble.of(0.5), Optional.of(empty));
        String json = RiffleBind.encodeToString(full);
        assertEquals("{\"name\":\"n\",\"count\":1,\"big\":1099511627776,\"ratio\":0.5,\"next\":"
                + "{\"name\":null,\"count\":null,\"big\":null,\"ratio\":null,\"next\":null}}", json);
        assertEquals(full, RiffleBind.decode(json, Maybe.class));
        assertEquals(Optional.of(3), RiffleBind.decode("3", new TypeRef<Optional<Integer>>() { }));
        assertEquals(Optional.empty(), RiffleBind.decode("null", new TypeRef<Optional<Integer>>() { }));
    }
}
