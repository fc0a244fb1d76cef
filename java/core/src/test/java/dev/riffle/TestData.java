package dev.riffle;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Locates the repository's testdata/ and the shared data ($RIFFLE_TESTDATA, the
 * riffle.testdata system property, or repo/../shared/testdata), and reads JSON Lines with
 * a tiny independent parser (so the vectors are not read by the code under test).
 */
final class TestData {
    private TestData() {
    }

    static Path repoRoot() {
        Path p = Path.of("").toAbsolutePath();
        while (p != null) {
            if (Files.exists(p.resolve("testdata/validate.jsonl"))) {
                return p;
            }
            p = p.getParent();
        }
        throw new IllegalStateException("no testdata/validate.jsonl above " + Path.of("").toAbsolutePath());
    }

    /** Shared data directory; fails (not skips) when missing. */
    static Path shared() {
        String s = System.getProperty("riffle.testdata");
        if (s == null || s.isEmpty() || s.startsWith("${")) {
            s = System.getenv("RIFFLE_TESTDATA");
        }
        Path p = s == null || s.isEmpty() ? repoRoot().resolve("../shared/testdata").normalize() : Path.of(s);
        if (!Files.isDirectory(p.resolve("jsontestsuite/test_parsing"))) {
            throw new IllegalStateException("shared test data missing at " + p + " (set RIFFLE_TESTDATA)");
        }
        return p;
    }

    static List<Map<String, Object>> jsonl(String name) {
        Path f = repoRoot().resolve("testdata").resolve(name);
        List<Map<String, Object>> rows = new ArrayList<>();
        try {
            for (String line : Files.readAllLines(f, StandardCharsets.UTF_8)) {
                if (!line.isBlank()) {
                    rows.add(object(line));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return rows;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> object(String line) {
        return (Map<String, Object>) new TestJson(line).value();
    }

    static boolean exists(String name) {
        return Files.exists(repoRoot().resolve("testdata").resolve(name));
    }

    /** The row's input bytes, from "input" (UTF-8) or "input_hex". */
    static byte[] input(Map<String, Object> row) {
        if (row.containsKey("input_hex")) {
            return hex((String) row.get("input_hex"));
        }
        return ((String) row.get("input")).getBytes(StandardCharsets.UTF_8);
    }

    static byte[] hex(String h) {
        byte[] b = new byte[h.length() / 2];
        for (int i = 0; i < b.length; i++) {
            b[i] = (byte) Integer.parseInt(h.substring(2 * i, 2 * i + 2), 16);
        }
        return b;
    }

    static byte[] read(Path p) {
        try {
            return Files.readAllBytes(p);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
