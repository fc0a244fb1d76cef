package dev.riffle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Real documents from $RIFFLE_TESTDATA/corpus: decode, write back with the stream (compact,
 * indented, through an OutputStream), validate with {@link Riffle#validate(byte[])}, decode
 * again, and compare. Fails if the data is missing.
 */
class JsonStreamCorpusTest {
    static Path testdata() {
        String p = System.getProperty("riffle.testdata");
        if (p == null || p.isEmpty() || p.startsWith("${")) {
            p = System.getenv("RIFFLE_TESTDATA");
        }
        if (p != null && !p.isEmpty()) {
            return Paths.get(p);
        }
        Path dir = Paths.get("").toAbsolutePath();
        while (dir != null && !Files.exists(dir.resolve("testdata/validate.jsonl"))) {
            dir = dir.getParent();
        }
        if (dir == null) {
            throw new IllegalStateException("repo root (testdata/validate.jsonl) not found; set RIFFLE_TESTDATA");
        }
        return dir.resolve("../shared/testdata").normalize();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"twitter.json", "citm_catalog.json", "canada.json", "github_events.json"})
    void roundTrips(String file) throws IOException {
        Path f = testdata().resolve("corpus").resolve(file);
        assertTrue(Files.exists(f), "missing shared test data: " + f);
        Object doc = JsonStreamTestDecoder.decode(Files.readAllBytes(f));

        JsonStream compact = new JsonStream();
        JsonStreamTest.replay(compact, doc, false);
        Riffle.validate(compact.toByteArray());
        assertSame(doc, JsonStreamTestDecoder.decode(compact.toByteArray()), "");

        JsonStream indented = JsonStream.create(JsonConfig.builder().indent("  ").build());
        JsonStreamTest.replay(indented, doc, true);
        Riffle.validate(indented.toByteArray());
        assertSame(doc, JsonStreamTestDecoder.decode(indented.toByteArray()), "");

        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        try (JsonStream o = JsonStream.of(bo)) {
            JsonStreamTest.replay(o, doc, false);
        }
        assertEquals(compact.toString(), bo.toString(java.nio.charset.StandardCharsets.UTF_8));
    }

    /** Same tree; numbers equal as decimals when integral, else as doubles. */
    static void assertSame(Object want, Object got, String at) {
        if (want instanceof Map) {
            Map<?, ?> w = (Map<?, ?>) want;
            Map<?, ?> g = (Map<?, ?>) got;
            assertEquals(w.keySet(), g.keySet(), at);
            for (Map.Entry<?, ?> e : w.entrySet()) {
                assertSame(e.getValue(), g.get(e.getKey()), at + "/" + e.getKey());
            }
        } else if (want instanceof List) {
            List<?> w = (List<?>) want;
            List<?> g = (List<?>) got;
            assertEquals(w.size(), g.size(), at);
            Iterator<?> gi = g.iterator();
            int i = 0;
            for (Object x : w) {
                assertSame(x, gi.next(), at + "/" + i++);
            }
        } else if (want instanceof Double) {
            assertEquals((Double) want, ((BigDecimal) got).doubleValue(), 0.0, at);
        } else if (want instanceof BigDecimal) {
            BigDecimal w = (BigDecimal) want;
            BigDecimal g = (BigDecimal) got;
            if (w.signum() == 0 || w.stripTrailingZeros().scale() <= 0) {
                assertEquals(0, w.compareTo(g), at);
            } else {
                assertEquals(w.doubleValue(), g.doubleValue(), 0.0, at);
            }
        } else {
            assertEquals(want, got, at);
        }
    }
}
