package dev.riffle.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.riffle.JsonConfig;
import dev.riffle.JsonException;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The same documents decoded from a byte array and from an InputStream that hands out one,
 * two, three or seven bytes per read into a 16-byte buffer: save points (sealed types,
 * enums, dates, required members) must survive every refill.
 */
class StreamInputTest {
    private static final Binder SMALL = RiffleBind.with(BindConfig.builder()
            .json(JsonConfig.builder().readBufferSize(16).maxDepth(BindConfig.DEFAULT_MAX_DEPTH).build()).build());
    private static final Binder SMALL_COLLECT = RiffleBind.with(SMALL.config().toBuilder().collectValueErrors(true).build());

    /** Hands out at most {@code chunk} bytes per read. */
    static InputStream chunked(byte[] b, int chunk) {
        return new ByteArrayInputStream(b) {
            @Override
            public synchronized int read(byte[] buf, int off, int len) {
                return super.read(buf, off, Math.min(len, chunk));
            }
        };
    }

    private static final String SHAPES = "[{\"type\":\"Group\",\"shapes\":[{\"r\":2.5,\"type\":\"Circle\"},"
            + "{\"w\":1,\"type\":\"rectangle\",\"h\":2}]},{\"h\":3,\"w\":4,\"type\":\"rectangle\"}]";
    private static final String EVENTS = "[{\"at\":\"2026-11-25T19:05:51Z\",\"day\":\"2026-02-28\",\"took\":\"PT1S\","
            + "\"id\":\"123e4567-e89b-12d3-a456-426614174000\"},{\"day\":\"2026-03-01\"}]";

    @Test
    void everyChunkSizeGivesTheSameValues() {
        byte[] shapes = SHAPES.getBytes(StandardCharsets.UTF_8);
        byte[] events = EVENTS.getBytes(StandardCharsets.UTF_8);
        TypeRef<List<SealedTest.Shape>> shapeList = new TypeRef<>() { };
        TypeRef<List<TimeOptionalUuidTest.Event>> eventList = new TypeRef<>() { };
        for (int chunk : new int[] {1, 2, 3, 7}) {
            assertEquals(RiffleBind.decode(shapes, shapeList), SMALL.decode(chunked(shapes, chunk), shapeList), "chunk " + chunk);
            assertEquals(RiffleBind.decode(events, eventList), SMALL.decode(chunked(events, chunk), eventList), "chunk " + chunk);
        }
    }

    @Test
    void errorsAreTheSameOverAStream() {
        String[] bad = {
            "[{\"w\":1,\"type\":\"rectangle\"}]",                       // a required member missing, discriminator last
            "[{\"type\":\"rectangle\",\"w\":1}]",                       // the same, discriminator first
            "[{\"r\":1,\"type\":\"Hexagon\"}]",                          // unknown discriminator
            "[{\"type\":\"Circle\",\"r\":\"big\"}]",                     // type mismatch inside
        };
        TypeRef<List<SealedTest.Shape>> shapeList = new TypeRef<>() { };
        for (String json : bad) {
            byte[] b = json.getBytes(StandardCharsets.UTF_8);
            JsonException want = assertThrows(JsonException.class, () -> RiffleBind.decode(b, shapeList), json);
            for (int chunk : new int[] {1, 2, 3, 7}) {
                JsonException got = assertThrows(JsonException.class, () -> SMALL.decode(chunked(b, chunk), shapeList), json);
                assertEquals(want.kind(), got.kind(), json);
                assertEquals(want.offset(), got.offset(), json);
                assertEquals(want.pointer(), got.pointer(), json);
            }
        }
    }

    @Test
    void collectedErrorsAreTheSameOverAStream() {
        String json = "[{\"day\":\"someday\",\"at\":\"2026-11-25T19:05:51Z\"},{\"took\":7,\"id\":\"x\"}]";
        byte[] b = json.getBytes(StandardCharsets.UTF_8);
        TypeRef<List<TimeOptionalUuidTest.Event>> eventList = new TypeRef<>() { };
        Binder collect = RiffleBind.with(BindConfig.builder().collectValueErrors(true).build());
        ValueErrors want = assertThrows(ValueErrors.class, () -> collect.decode(b, eventList));
        assertEquals(3, want.errors().size());
        for (int chunk : new int[] {1, 2, 3, 7}) {
            ValueErrors got = assertThrows(ValueErrors.class, () -> SMALL_COLLECT.decode(chunked(b, chunk), eventList));
            assertEquals(describe(want), describe(got));
            assertEquals(want.value(), got.value());
        }
    }

    private static List<String> describe(ValueErrors e) {
        return e.errors().stream().map(x -> x.kind().id() + " " + x.offset() + " " + x.pointer()).toList();
    }
}
