package dev.riffle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The differential check against Go: testdata/conformance-expected.jsonl holds Go's
 * {@code Validate} answer (valid, or kind, offset and pointer) for every JSONTestSuite
 * test_parsing file (y_, n_ and i_) and every corpus and seed document; Java must give the
 * same answer on every row, through the validator and through skip()+finish() on a
 * chunked stream and a direct buffer, under the default policy and under the replace policy
 * (the {@code *_replace} fields, present where Go's answer differs from the default). Regenerate the file from Go with
 * {@code go test -run TestConformanceExpected -update-conformance} (in go/).
 */
class ConformanceExpectedTest {
    static final String[] DIRS = {"jsontestsuite/test_parsing", "corpus", "seed-go", "seed-scalajack"};

    static Stream<Arguments> rows() {
        List<Arguments> out = new ArrayList<>();
        for (Map<String, Object> r : TestData.jsonl("conformance-expected.jsonl")) {
            out.add(Arguments.of(r.get("name"), r));
        }
        return out.stream();
    }

    static String describe(JsonException e) {
        return e == null ? "valid" : e.kind().id() + "@" + e.offset() + " \"" + e.pointer() + "\"";
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void sameAsGo(String name, Map<String, Object> row) {
        byte[] b = TestData.read(TestData.shared().resolve(name));
        String want = (Boolean) row.get("valid") ? "valid"
                : row.get("kind") + "@" + row.get("offset") + " \"" + row.get("pointer") + "\"";
        JsonException e = null;
        try {
            Riffle.validate(b);
        } catch (JsonException x) {
            e = x;
        }
        assertEquals(want, describe(e), name);
        for (Inputs in : new Inputs[] {Inputs.STREAM_13, Inputs.DIRECT_BUFFER}) {
            assertEquals(want, describe(ValidateVectorsTest.skipAll(in.open.apply(b))), name + " via " + in);
        }
        // Under the replace policy: the *_replace fields where Go's answer differs, else the same.
        String wantReplace = want;
        if (row.containsKey("valid_replace")) {
            wantReplace = (Boolean) row.get("valid_replace") ? "valid"
                    : row.get("kind_replace") + "@" + row.get("offset_replace") + " \"" + row.get("pointer_replace") + "\"";
        }
        JsonException r = null;
        try {
            Riffle.validate(b, 0, b.length, REPLACE);
        } catch (JsonException x) {
            r = x;
        }
        assertEquals(wantReplace, describe(r), name + " (replace)");
        JsonConfig small = REPLACE.toBuilder().readBufferSize(16).build();
        assertEquals(wantReplace, describe(ValidateVectorsTest.skipAll(JsonIterator.of(Inputs.chunked(b, 13), small))),
                name + " (replace, stream)");
    }

    static final JsonConfig REPLACE = JsonConfig.builder().invalidUtf8(JsonConfig.InvalidUtf8.REPLACE).build();

    /** The expected file covers exactly the shared files, and agrees with the y_/n_ prefixes. */
    @Test
    void coversEveryFile() throws IOException {
        Path root = TestData.shared();
        TreeSet<String> files = new TreeSet<>();
        for (String d : DIRS) {
            try (Stream<Path> s = Files.list(root.resolve(d))) {
                s.filter(p -> p.getFileName().toString().endsWith(".json"))
                        .forEach(p -> files.add(d + "/" + p.getFileName()));
            }
        }
        TreeSet<String> rows = new TreeSet<>();
        int invalid = 0;
        for (Map<String, Object> r : TestData.jsonl("conformance-expected.jsonl")) {
            String n = (String) r.get("name");
            assertTrue(rows.add(n), "duplicate row " + n);
            boolean valid = (Boolean) r.get("valid");
            assertFalse(n.contains("/y_") && !valid || n.contains("/n_") && valid, n);
            if (!valid) {
                invalid++;
            }
        }
        assertEquals(files, rows);
        assertTrue(invalid >= 188, "invalid rows: " + invalid);
    }
}
