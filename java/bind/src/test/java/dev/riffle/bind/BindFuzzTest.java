package dev.riffle.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.riffle.ErrorKind;
import dev.riffle.JsonConfig;
import dev.riffle.JsonException;
import dev.riffle.Riffle;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The bind layer's fuzz target, the Java twin of Go's FuzzUnmarshal: random input decoded
 * into a fixed set of types (untyped, records of scalars, collections, sealed hierarchies,
 * java.time, required members, integer map keys). For each type it checks:
 * <ul>
 *   <li>decode fails only with a {@link JsonException} (or, collecting, {@link ValueErrors});</li>
 *   <li>input the core's validate refuses is refused; input it accepts decodes untyped;</li>
 *   <li>byte input and a 16-byte-buffer stream fed 1 to 7 bytes per read give the same
 *       value or the same error message (kind, offset, pointer);</li>
 *   <li>a decoded value encodes to valid JSON that decodes and encodes again to the same bytes;</li>
 *   <li>collecting value errors gives the value of a plain decode, or its first error
 *       again, and the partial value it returns still encodes to valid JSON.</li>
 * </ul>
 * {@code mvn verify} runs it on the shared vectors of testdata/ as seeds; fuzz with
 * {@code JAZZER_FUZZ=1 mvn -B -q -pl bind test -Dtest='BindFuzzTest#decode' -Djazzer.hooks=true}.
 */
class BindFuzzTest {
    private static final BindConfig SMALL_BUFFER = BindConfig.builder()
            .json(JsonConfig.builder().readBufferSize(16).maxDepth(BindConfig.DEFAULT_MAX_DEPTH).build()).build();
    private static final Binder BYTES = RiffleBind.binder();
    private static final Binder STREAM = RiffleBind.with(SMALL_BUFFER);
    private static final Binder COLLECT = RiffleBind.with(BindConfig.builder().collectValueErrors(true).build());

    private static final List<TypeRef<?>> TARGETS = List.of(
            new TypeRef<Object>() { },
            new TypeRef<RoundTripTest.Scalars>() { },
            new TypeRef<RoundTripTest.Bag>() { },
            new TypeRef<RoundTripTest.Tree>() { },
            new TypeRef<List<SealedTest.Shape>>() { },
            new TypeRef<List<TimeOptionalUuidTest.Event>>() { },
            new TypeRef<TimeOptionalUuidTest.Maybe>() { },
            new TypeRef<Map<Integer, ObjectsTest.Holder>>() { },
            new TypeRef<List<AnnotationsTest.Req>>() { });

    @FuzzTest(maxDuration = "10m")
    void decode(byte[] data) {
        check(data);
    }

    /** Every row of the shared vectors' inputs (testdata/*.jsonl) and the Go fuzz seeds. */
    static Stream<byte[]> seeds() throws IOException {
        List<byte[]> seeds = new ArrayList<>();
        Path testdata = repoTestdata();
        try (Stream<Path> files = Files.list(testdata)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".jsonl")).sorted().toList()) {
                for (String line : Files.readAllLines(f)) {
                    String input = inputOf(line);
                    if (input != null) {
                        seeds.add(input.getBytes(StandardCharsets.UTF_8));
                    }
                }
            }
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
        boolean valid = outcome(() -> {
            Riffle.validate(data, 0, data.length, BindConfig.DEFAULT.json());
            return "ok";
        }).equals("ok");
        for (TypeRef<?> type : TARGETS) {
            check(data, type, valid);
        }
    }

    private static <T> void check(byte[] data, TypeRef<T> type, boolean valid) {
        String what = type.type().getTypeName();
        Throwable bytesError = null;
        T value = null;
        try {
            value = BYTES.decode(data, type);
        } catch (JsonException e) {
            bytesError = e;
        } catch (RuntimeException | Error e) {
            throw new AssertionError(what + ": decode threw " + e, e);
        }
        if (!valid && bytesError == null) {
            fail(what + ": decoded input that validate refuses: " + utf8(data));
        }
        if (valid && bytesError != null && type.type() == Object.class && !scaleLimit((JsonException) bytesError)) {
            fail(what + ": valid input not decoded untyped: " + bytesError.getMessage());
        }
        String expected = bytesError != null ? "error: " + bytesError.getMessage() : "ok: " + utf8(BYTES.encode(value, type));
        int chunk = 1 + data.length % 7;
        String overStream = outcome(() -> "ok: " + utf8(BYTES.encode(STREAM.decode(StreamInputTest.chunked(data, chunk), type), type)));
        assertEquals(expected, overStream, what + ", stream of " + chunk + "-byte reads");
        if (bytesError == null) {
            reencode(what, value, type);
        }
        collect(what, data, type, (JsonException) bytesError, expected);
    }

    /** The encoding of a decoded value is valid JSON, and decoding and encoding it again gives the same bytes. */
    private static <T> void reencode(String what, T value, TypeRef<T> type) {
        byte[] once = encodeChecked(what, value, type);
        T back;
        try {
            back = BYTES.decode(once, type);
        } catch (JsonException e) {
            throw new AssertionError(what + ": own output not decoded: " + utf8(once) + ": " + e.getMessage(), e);
        }
        assertEquals(utf8(once), utf8(BYTES.encode(back, type)), what + ": encoding is not stable");
    }

    private static void collect(String what, byte[] data, TypeRef<?> type, JsonException plain, String expected) {
        try {
            Object v = COLLECT.decode(data, type);
            assertTrue(plain == null, what + ": collecting decoded what a plain decode refuses: " + expected);
            assertEquals(expected, "ok: " + utf8(encodeUnchecked(v, type)), what + ", collecting");
        } catch (ValueErrors e) {
            assertTrue(plain != null && plain.recoverable(), what + ": collected errors where a plain decode " + expected);
            assertEquals(plain.getMessage(), e.errors().get(0).getMessage(), what + ": first collected error");
            for (JsonException each : e.errors()) {
                assertTrue(each.recoverable(), what + ": collected a fatal error " + each.getMessage());
            }
            encodeChecked(what + " (partial value)", e.value(), type);
        } catch (JsonException e) {
            assertTrue(plain != null, what + ": collecting failed where a plain decode succeeded: " + e.getMessage());
            if (plain.recoverable()) {
                assertTrue(!e.recoverable() && e.offset() >= plain.offset(),
                        what + ": collecting stopped at " + e.getMessage() + ", before " + plain.getMessage());
            } else {
                assertEquals(plain.getMessage(), e.getMessage(), what + ": collecting, the same fatal error");
            }
        } catch (RuntimeException | Error e) {
            throw new AssertionError(what + ": collecting decode threw " + e, e);
        }
    }

    /**
     * Whether {@code e} is the scale limit of a BigDecimal, which validate does not check: an
     * untyped number that overflows a double reads as a BigDecimal (UntypedCodec).
     */
    static boolean scaleLimit(JsonException e) {
        return e.kind() == ErrorKind.LIMIT_EXCEEDED && e.detail().contains("maxNumberScale")
                || e.kind() == ErrorKind.NUMBER_RANGE && e.detail().contains("BigDecimal");
    }

    @SuppressWarnings("unchecked")
    private static byte[] encodeUnchecked(Object value, TypeRef<?> type) {
        return BYTES.encode(value, (TypeRef<Object>) type);
    }

    private static byte[] encodeChecked(String what, Object value, TypeRef<?> type) {
        byte[] out;
        try {
            out = encodeUnchecked(value, type);
        } catch (RuntimeException e) {
            throw new AssertionError(what + ": a decoded value did not encode: " + e, e);
        }
        String verdict = outcome(() -> {
            Riffle.validate(out);
            return "ok";
        });
        assertEquals("ok", verdict, what + ": encoded invalid JSON " + utf8(out));
        return out;
    }

    private static String outcome(java.util.concurrent.Callable<String> f) {
        try {
            return f.call();
        } catch (JsonException e) {
            return "error: " + e.getMessage();
        } catch (Exception e) {
            throw new AssertionError("threw " + e, e);
        }
    }

    private static String utf8(byte[] b) {
        return new String(b, StandardCharsets.UTF_8);
    }

    /** The "input" member of a vector row, or null (rows given in hex are left to the core's targets). */
    private static String inputOf(String line) {
        if (line.isBlank() || !line.contains("\"input\"")) {
            return null;
        }
        Object row = RiffleBind.decode(line, Object.class);
        return row instanceof Map<?, ?> m && m.get("input") instanceof String s ? s : null;
    }

    private static Path repoTestdata() {
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null && !Files.isDirectory(dir.resolve("testdata").resolve("fuzz"))) {
            dir = dir.getParent();
        }
        assertTrue(dir != null, "testdata/ not found above the working directory");
        return dir.resolve("testdata");
    }
}
