package dev.riffle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Shared data: every corpus and seed payload valid; JSONTestSuite y_/n_ through validator and skip. */
class CorpusTest {

    static Stream<Arguments> documents() throws IOException {
        List<Arguments> out = new ArrayList<>();
        for (String dir : new String[] {"corpus", "seed-go", "seed-scalajack"}) {
            try (Stream<Path> s = Files.list(TestData.shared().resolve(dir))) {
                s.filter(p -> p.toString().endsWith(".json")).sorted().forEach(p -> out.add(Arguments.of(dir + "/" + p.getFileName(), p)));
            }
        }
        assertTrue(out.size() >= 15, "corpus files found: " + out.size());
        return out.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("documents")
    void valid(String name, Path p) {
        byte[] b = TestData.read(p);
        Riffle.validate(b);
        for (Inputs in : new Inputs[] {Inputs.BYTES, Inputs.STREAM_13, Inputs.STREAM_DEFAULT, Inputs.DIRECT_BUFFER}) {
            JsonIterator it = in.open.apply(b);
            it.skip();
            it.finish();
            assertEquals(b.length, it.offset());
        }
        // skipAndReturnBytes captures the value exactly (minus surrounding whitespace).
        byte[] got = Inputs.STREAM_7.open.apply(b).skipAndReturnBytes();
        assertEquals(new String(b, java.nio.charset.StandardCharsets.UTF_8).strip(), new String(got, java.nio.charset.StandardCharsets.UTF_8));
    }

    static Stream<Arguments> suite() throws IOException {
        try (Stream<Path> s = Files.list(TestData.shared().resolve("jsontestsuite/test_parsing"))) {
            return s.filter(p -> {
                String n = p.getFileName().toString();
                return n.startsWith("y_") || n.startsWith("n_");
            }).sorted().map(p -> Arguments.of(p.getFileName().toString(), p)).toList().stream();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("suite")
    void jsonTestSuite(String name, Path p) {
        byte[] b = TestData.read(p);
        boolean want = name.startsWith("y_");
        assertEquals(want, Riffle.valid(b), name);
        for (Inputs in : new Inputs[] {Inputs.BYTES, Inputs.STREAM_1, Inputs.STREAM_13, Inputs.DIRECT_BUFFER}) {
            assertEquals(want, ValidateVectorsTest.skipAll(in.open.apply(b)) == null, name + " via " + in);
        }
    }

    @Test
    void conformanceMainCounts() throws IOException {
        var r = dev.riffle.conformance.ConformanceMain.run(TestData.shared().resolve("jsontestsuite/test_parsing"));
        assertEquals(95, r.yTotal);
        assertEquals(188, r.nTotal);
        assertEquals(r.yTotal, r.yOk, r.failures::toString);
        assertEquals(r.nTotal, r.nOk, r.failures::toString);
        assertEquals(0, r.crashes);
        assertFalse(r.summary().isEmpty());
    }
}
