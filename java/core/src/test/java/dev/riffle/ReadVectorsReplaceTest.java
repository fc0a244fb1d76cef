package dev.riffle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * testdata/strings.jsonl under {@link JsonConfig.InvalidUtf8#REPLACE} (Go's
 * TestStringVectorsReplace runs the same rows): rows the policy changes carry
 * value_hex_replace or kind_replace + offset_replace (errors.md finer rule 5, modelled
 * independently by testdata/gen/read_vectors.py); every other row reads as under the
 * default policy. Every input form: byte[], String (when the bytes are valid UTF-8, since a
 * String cannot hold anything else), InputStream in chunks of 1 and 7 and whole, direct
 * ByteBuffer.
 */
class ReadVectorsReplaceTest {
    static final JsonConfig REPLACE = JsonConfig.builder().invalidUtf8(JsonConfig.InvalidUtf8.REPLACE).build();
    static final JsonConfig REPLACE_SMALL = REPLACE.toBuilder().readBufferSize(16).build();

    enum Form {
        BYTES(b -> JsonIterator.of(b, REPLACE)),
        STRING(b -> JsonIterator.of(new String(b, StandardCharsets.UTF_8), REPLACE)),
        STREAM_1(b -> JsonIterator.of(Inputs.chunked(b, 1), REPLACE_SMALL)),
        STREAM_7(b -> JsonIterator.of(Inputs.chunked(b, 7), REPLACE_SMALL)),
        STREAM_DEFAULT(b -> JsonIterator.of(new ByteArrayInputStream(b), REPLACE)),
        DIRECT_BUFFER(b -> {
            ByteBuffer d = ByteBuffer.allocateDirect(b.length);
            d.put(b).flip();
            return JsonIterator.of(d, REPLACE_SMALL);
        });

        final Function<byte[], JsonIterator> open;

        Form(Function<byte[], JsonIterator> open) {
            this.open = open;
        }
    }

    static Stream<Arguments> rows() {
        List<Arguments> out = new ArrayList<>();
        for (Map<String, Object> r : TestData.jsonl("strings.jsonl")) {
            out.add(Arguments.of(r.get("name"), r));
        }
        return out.stream();
    }

    /** "ok:" + hex of the decoded UTF-8, or "kind@offset message". */
    static String expected(Map<String, Object> r) {
        if (r.containsKey("value_hex_replace")) {
            return "ok:" + r.get("value_hex_replace");
        }
        if (r.containsKey("kind_replace")) {
            return r.get("kind_replace") + "@" + r.get("offset_replace") + " " + r.get("message_replace");
        }
        if (r.containsKey("value_hex")) {
            return "ok:" + r.get("value_hex");
        }
        return r.get("kind") + "@" + r.get("offset") + " " + r.get("message");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void replace(String name, Map<String, Object> row) {
        byte[] doc = TestData.input(row);
        String want = expected(row);
        for (Form f : Form.values()) {
            if (f == Form.STRING && !Inputs.STRING.lossless(doc)) {
                continue;
            }
            String got;
            JsonIterator it = f.open.apply(doc);
            try {
                String v = it.readString();
                it.finish();
                got = "ok:" + HexFormat.of().formatHex(v.getBytes(StandardCharsets.UTF_8));
            } catch (JsonException e) {
                got = e.kind().id() + "@" + e.offset() + " " + e.getMessage();
            }
            assertEquals(want, got, "readString via " + f);
            if (want.startsWith("type-mismatch")) {
                continue;
            }
            JsonException s = ValidateVectorsTest.skipAll(f.open.apply(doc));
            String gotSkip = s == null ? "ok" : s.kind().id() + "@" + s.offset();
            assertEquals(want.startsWith("ok:") ? "ok" : want.substring(0, want.indexOf(' ')), gotSkip, "skip via " + f);
        }
    }

    @Test
    void enoughRowsChanged() {
        long n = TestData.jsonl("strings.jsonl").stream()
                .filter(r -> r.containsKey("value_hex_replace") || r.containsKey("kind_replace")).count();
        assertTrue(n >= 50, "rows with replace results: " + n);
    }
}
