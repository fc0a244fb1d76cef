package dev.riffle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Fuzz properties (including mark, skip and rewind over a chunked stream). {@code mvn verify} runs them on the seeds only (Jazzer's regression mode,
 * plus every row of testdata/validate.jsonl); fuzz with
 * {@code JAZZER_FUZZ=1 mvn -B -q test -Dtest=JsonFuzzTest#properties -Djazzer.max_duration=10m}
 * (see docs/design/iterator.md, Java section).
 */
class JsonFuzzTest {

    /** Arbitrary bytes: the validator, skip on every input form and the generic walk agree and throw only JsonException. */
    @FuzzTest(maxDuration = "10m")
    void properties(byte[] data) {
        check(data);
    }

    static Stream<Arguments> rows() {
        return TestData.jsonl("validate.jsonl").stream().map(r -> Arguments.of(r.get("name"), r));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void vectorsAsSeeds(String name, Map<String, Object> row) {
        check(TestData.input(row));
    }

    static String outcome(JsonException e) {
        return e == null ? "valid" : e.kind().id() + "@" + e.offset() + ":" + e.pointer();
    }

    static void check(byte[] data) {
        JsonException v = null;
        try {
            Riffle.validate(data);
        } catch (JsonException e) {
            v = e;
        }
        String want = outcome(v);
        assertEquals(v == null, Riffle.valid(data));
        assertEquals(want, outcome(ValidateVectorsTest.skipAll(JsonIterator.of(data))));
        int chunk = 1 + (data.length == 0 ? 0 : (data[0] & 7));
        assertEquals(want, outcome(ValidateVectorsTest.skipAll(JsonIterator.of(Inputs.chunked(data, chunk),
                JsonConfig.builder().readBufferSize(16).build()))), "stream skip, chunk " + chunk);
        String walk = Walk.run(JsonIterator.of(data));
        String walkStream = Walk.run(JsonIterator.of(Inputs.chunked(data, chunk), JsonConfig.builder().readBufferSize(16).build()));
        assertEquals(walk, walkStream, "stream walk, chunk " + chunk);
        if (v == null) {
            // A mark at the start, a validating skip and a rewind leave a stream iterator as
            // new, however the chunks fell: the walk after them is the same.
            JsonIterator again = JsonIterator.of(Inputs.chunked(data, chunk), JsonConfig.builder().readBufferSize(16).build());
            JsonIterator.Mark m = again.mark();
            again.skip();
            again.rewind(m);
            assertEquals(walk, Walk.run(again), "walk after mark, skip, rewind; chunk " + chunk);
        }
        if (v == null && walk.startsWith("error:")) {
            assertEquals(true, walk.startsWith("error:number-range"), walk);
        }
        if (v != null) {
            assertEquals(true, walk.startsWith("error:"), "walk accepted an invalid document: " + walk);
        }
        if (v != null && v.kind() != ErrorKind.TYPE_MISMATCH && v.kind() != ErrorKind.NUMBER_RANGE
                && !walk.startsWith("error:number-range")) {
            // A walk that only asks for what whatIsNext() reports sees the validator's error.
            assertEquals("error:" + want, walk);
        }
    }
}
