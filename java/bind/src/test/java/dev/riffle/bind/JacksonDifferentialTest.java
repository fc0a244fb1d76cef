package dev.riffle.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.riffle.JsonException;
import dev.riffle.Riffle;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Decodes every input document of {@code testdata/*.jsonl} and three corpus files into
 * Map/List with riffle-bind and with Jackson (test scope only), and compares the trees.
 * Where both accept a document they must agree; riffle-bind must accept exactly what the
 * core validator accepts (with the bind layer's limits).
 */
class JacksonDifferentialTest {
    private static final ObjectMapper JACKSON = new ObjectMapper()
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    /** The repository root: the first directory upwards holding testdata/validate.jsonl. */
    static Path repoRoot() {
        Path p = Path.of("").toAbsolutePath();
        while (p != null && !Files.exists(p.resolve("testdata/validate.jsonl"))) {
            p = p.getParent();
        }
        if (p == null) {
            throw new IllegalStateException("no testdata/validate.jsonl above " + Path.of("").toAbsolutePath());
        }
        return p;
    }

    /** The shared data directory (-Driffle.testdata or RIFFLE_TESTDATA); fails, never skips, when missing. */
    static Path shared() {
        String s = System.getProperty("riffle.testdata");
        if (s == null || s.isEmpty() || s.startsWith("${")) {
            s = System.getenv("RIFFLE_TESTDATA");
        }
        Path p = s == null || s.isEmpty() ? repoRoot().resolve("../shared/testdata").normalize() : Path.of(s);
        if (!Files.isDirectory(p.resolve("corpus"))) {
            throw new IllegalStateException("shared test data missing at " + p + " (set RIFFLE_TESTDATA)");
        }
        return p;
    }

    /** Every {@code input} (or {@code input_hex}) of every row of testdata/*.jsonl, read with Jackson itself. */
    static List<byte[]> vectorInputs() throws IOException {
        List<byte[]> docs = new ArrayList<>();
        try (Stream<Path> files = Files.list(repoRoot().resolve("testdata"))) {
            for (Path f : (Iterable<Path>) files.filter(x -> x.toString().endsWith(".jsonl")).sorted()::iterator) {
                for (String line : Files.readAllLines(f, StandardCharsets.UTF_8)) {
                    if (line.isBlank()) {
                        continue;
                    }
                    Map<?, ?> row = JACKSON.readValue(line, Map.class);
                    if (row.get("input") instanceof String) {
                        docs.add(((String) row.get("input")).getBytes(StandardCharsets.UTF_8));
                    } else if (row.get("input_hex") instanceof String) {
                        docs.add(hex((String) row.get("input_hex")));
                    }
                }
            }
        }
        return docs;
    }

    private static byte[] hex(String s) {
        byte[] b = new byte[s.length() / 2];
        for (int i = 0; i < b.length; i++) {
            b[i] = (byte) Integer.parseInt(s.substring(2 * i, 2 * i + 2), 16);
        }
        return b;
    }

    @Test
    void vectors() throws IOException {
        List<byte[]> docs = vectorInputs();
        int compared = 0;
        List<String> jacksonDisagrees = new ArrayList<>();
        int jacksonMoreLenient = 0;
        for (byte[] doc : docs) {
            boolean valid = Riffle.valid(doc) && validWithBindLimits(doc);
            Object ours;
            try {
                ours = RiffleBind.decode(doc, Object.class);
            } catch (JsonException e) {
                if (valid && !BindFuzzTest.scaleLimit(e)) {
                    fail("riffle-bind refused a valid document: " + show(doc) + ": " + e.getMessage());
                }
                jacksonMoreLenient += jacksonAccepts(doc) ? 1 : 0;
                continue;
            }
            assertTrue(valid, () -> "riffle-bind accepted an invalid document: " + show(doc));
            Object theirs;
            try {
                theirs = JACKSON.readValue(doc, Object.class);
            } catch (IOException e) {
                jacksonDisagrees.add(show(doc));
                continue;
            }
            assertSame(theirs, ours, show(doc));
            compared++;
        }
        assertTrue(compared > 300, "only " + compared + " documents compared");
        System.out.println("jackson differential: " + compared + " of " + docs.size() + " vector inputs compared; Jackson refused "
                + jacksonDisagrees.size() + " that Riffle accepts: " + jacksonDisagrees + "; Jackson accepted "
                + jacksonMoreLenient + " that Riffle refuses");
    }

    private static boolean jacksonAccepts(byte[] doc) {
        try {
            JACKSON.readValue(doc, Object.class);
            return true;
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    private static boolean validWithBindLimits(byte[] doc) {
        try {
            Riffle.validate(doc, 0, doc.length, BindConfig.DEFAULT.json());
            return true;
        } catch (JsonException e) {
            return false;
        }
    }

    @Test
    void corpus() throws IOException {
        for (String name : new String[] {"twitter.json", "citm_catalog.json", "canada.json"}) {
            byte[] doc = Files.readAllBytes(shared().resolve("corpus").resolve(name));
            Object ours = RiffleBind.decode(doc, Object.class);
            assertSame(JACKSON.readValue(doc, Object.class), ours, name);
            assertEquals(ours, RiffleBind.decode(RiffleBind.encode(ours), Object.class), name + ": encode then decode");
        }
    }

    private static String show(byte[] doc) {
        String s = new String(doc, StandardCharsets.UTF_8);
        return s.length() > 80 ? s.substring(0, 80) + "..." : s;
    }

    /** Compares Jackson's tree with ours: the same maps (in order), lists, strings, booleans, nulls and numbers. */
    static void assertSame(Object theirs, Object ours, String where) {
        if (theirs instanceof Map) {
            assertTrue(ours instanceof Map, where);
            Map<?, ?> a = (Map<?, ?>) theirs;
            Map<?, ?> b = (Map<?, ?>) ours;
            assertEquals(List.copyOf(a.keySet()), List.copyOf(b.keySet()), where);
            for (Map.Entry<?, ?> e : a.entrySet()) {
                assertSame(e.getValue(), b.get(e.getKey()), where + "/" + e.getKey());
            }
        } else if (theirs instanceof List) {
            assertTrue(ours instanceof List, where);
            List<?> a = (List<?>) theirs;
            List<?> b = (List<?>) ours;
            assertEquals(a.size(), b.size(), where);
            Iterator<?> i = b.iterator();
            int k = 0;
            for (Object x : a) {
                assertSame(x, i.next(), where + "/" + k++);
            }
        } else if (theirs instanceof Number) {
            assertTrue(ours instanceof Number, where);
            assertEquals(0, compareNumbers((Number) theirs, (Number) ours), () -> where + ": " + theirs + " vs " + ours);
        } else {
            assertEquals(theirs, ours, where);
        }
    }

    /** Integers exactly; a double by value (Jackson's infinity for a huge number matches our exact BigDecimal). */
    private static int compareNumbers(Number theirs, Number ours) {
        if (theirs instanceof Double && ((Double) theirs).isInfinite()) {
            return Double.isInfinite(ours.doubleValue())
                    && Math.signum(ours.doubleValue()) == Math.signum((Double) theirs) ? 0 : 1;
        }
        if (ours instanceof Double && (Double) ours == 0 && !(theirs instanceof Double) && theirs.longValue() == 0) {
            return 0; // -0: our Double -0.0 (JsonIterator.readNumber keeps the sign), Jackson's Integer 0
        }
        if (theirs instanceof Double || ours instanceof Double) {
            return Double.compare(theirs.doubleValue(), ours.doubleValue());
        }
        return new BigDecimal(new BigInteger(theirs.toString())).compareTo(new BigDecimal(ours.toString()));
    }
}
