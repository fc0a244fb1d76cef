package dev.riffle.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The models under {@code src/test/resources/models} compile with the processor without a
 * warning, and the generated sources equal the snapshots under
 * {@code src/test/resources/snapshots} byte for byte (run with
 * {@code -Driffle.updateSnapshots=true} to rewrite them after a deliberate change).
 */
class SnapshotTest {
    static final Path MODELS = Path.of("src/test/resources/models");
    private static final Path SNAPSHOTS = Path.of("src/test/resources/snapshots");

    @Test
    void generatedSourcesMatchSnapshots() throws IOException {
        TestCompiler.Result r = TestCompiler.compileDirectory(MODELS);
        assertTrue(r.success, () -> String.join("\n", r.messages()));
        assertEquals(java.util.List.of(), r.messages(), "no warnings or notes");
        Map<String, String> generated = r.generatedSources();
        if (Boolean.getBoolean("riffle.updateSnapshots")) {
            for (Map.Entry<String, String> e : generated.entrySet()) {
                Path p = SNAPSHOTS.resolve(e.getKey());
                Files.createDirectories(p.getParent());
                Files.writeString(p, e.getValue(), StandardCharsets.UTF_8);
            }
        }
        assertEquals(snapshots(), generated);
    }

    @Test
    void outputIsStable() throws IOException {
        assertEquals(TestCompiler.compileDirectory(MODELS).generatedSources(),
                TestCompiler.compileDirectory(MODELS).generatedSources());
    }

    @Test
    void serviceFileListsTheProvider() throws IOException {
        TestCompiler.Result r = TestCompiler.compileDirectory(MODELS);
        assertEquals("shop.RiffleGeneratedCodecs\n",
                Files.readString(r.classes.resolve("META-INF/services/dev.riffle.bind.spi.GeneratedCodecs")));
    }

    private static Map<String, String> snapshots() throws IOException {
        Map<String, String> out = new TreeMap<>();
        try (Stream<Path> files = Files.walk(SNAPSHOTS)) {
            for (Path p : (Iterable<Path>) files.filter(Files::isRegularFile)::iterator) {
                out.put(SNAPSHOTS.relativize(p).toString().replace('\\', '/'), Files.readString(p));
            }
        }
        return out;
    }
}
