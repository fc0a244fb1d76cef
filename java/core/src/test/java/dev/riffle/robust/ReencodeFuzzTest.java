package dev.riffle.robust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.riffle.JsonConfig;
import dev.riffle.Riffle;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The Java twin of Go's FuzzRobustReencode: a validated input read with the typed reads and
 * written again by the JsonStream is valid JSON, and re-encoding that gives the same bytes;
 * an invalid input fails the walk with validate's exact error. {@code mvn verify} runs it
 * on every file of testdata/fuzz/ and every row of testdata/hostile/; fuzz with
 * {@code JAZZER_FUZZ=1 mvn -B -q -pl core test -Dtest='ReencodeFuzzTest#reencode'}.
 */
class ReencodeFuzzTest {

    @FuzzTest(maxDuration = "10m")
    void reencode(byte[] data) {
        check(data);
    }

    static Stream<byte[]> seeds() throws IOException {
        List<byte[]> seeds = new ArrayList<>();
        Path testdata = Robust.repoTestdata();
        try (Stream<Path> dirs = Files.list(testdata.resolve("fuzz"))) {
            for (Path dir : dirs.filter(Files::isDirectory).toList()) {
                try (Stream<Path> files = Files.list(dir)) {
                    for (Path f : files.toList()) {
                        seeds.add(Files.readAllBytes(f));
                    }
                }
            }
        }
        for (String line : Files.readAllLines(testdata.resolve("hostile/bytes.jsonl"))) {
            var row = MiniJson.parseObject(line);
            seeds.add(row.containsKey("input_hex") ? HexFormat.of().parseHex((String) row.get("input_hex"))
                    : ((String) row.get("input")).getBytes(java.nio.charset.StandardCharsets.UTF_8));
        }
        assertTrue(seeds.size() > 200, "seeds: " + seeds.size());
        return seeds.stream();
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void seed(byte[] data) {
        check(data);
    }

    static void check(byte[] data) {
        String valid = XlangMain.outcome(() -> Riffle.validate(data));
        String walk = XlangMain.walk(JsonConfig.DEFAULT, data);
        if (!valid.equals("ok")) {
            assertEquals(valid, walk, "the walk fails as validate does");
            return;
        }
        assertTrue(walk.startsWith("ok:"), walk);
        byte[] out = HexFormat.of().parseHex(walk.split(":")[1]);
        assertEquals("ok", XlangMain.outcome(() -> Riffle.validate(out)), "the stream wrote invalid JSON");
        assertEquals(walk, XlangMain.walk(JsonConfig.DEFAULT, out), "re-encoding is not stable");
    }
}
