package dev.riffle.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

/** Finds and loads the shared benchmark inputs (read-only, never copied into the repo). */
public final class Inputs {
    private Inputs() {}

    /**
     * The shared test data folder: $RIFFLE_TESTDATA, else -Driffle.testdata, else
     * {@code <repo root>/../shared/testdata} where the repo root is the first parent of the
     * working directory that holds testdata/validate.jsonl.
     */
    public static Path testdata() {
        String env = System.getenv("RIFFLE_TESTDATA");
        if (env != null && !env.isEmpty()) return Paths.get(env);
        String prop = System.getProperty("riffle.testdata");
        if (prop != null && !prop.isEmpty()) return Paths.get(prop);
        for (Path p = Paths.get("").toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.exists(p.resolve("testdata/validate.jsonl"))) {
                return p.getParent().resolve("shared/testdata");
            }
        }
        throw new IllegalStateException("shared test data not found: set RIFFLE_TESTDATA");
    }

    /** Reads a file below the shared test data folder, such as {@code corpus/twitter.json}. */
    public static byte[] bytes(String relative) {
        Path p = testdata().resolve(relative);
        try {
            return Files.readAllBytes(p);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read benchmark input " + p, e);
        }
    }
}
