package dev.riffle.bench;

import com.alibaba.fastjson2.JSON;
import com.alibaba.fastjson2.JSONReader;
import com.alibaba.fastjson2.JSONWriter;
import com.dslplatform.json.DslJson;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * Skip, validate and write one corpus document. Subclasses name the document; JMH generates
 * one benchmark class per subclass (TwitterBench, CitmCatalogBench, CanadaBench).
 *
 * <ul>
 *   <li>{@code *_skip}: walk the top-level object, skip every member value, return the member
 *       count. Riffle's row runs on the byte array and through an InputStream ({@link RiffleInput}).
 *   <li>{@code *_validate}: syntax check of the whole document. Jackson has no validator, so
 *       its rows are the plain {@code nextToken()} loop a Jackson user writes (string and
 *       number values are tokenized, not decoded: Jackson decodes them lazily).
 *   <li>{@code *_write}: write the document's content (decoded once in setup with Jackson into a
 *       {@link Tape}) and return the UTF-8 bytes. Riffle is timed both with its writer reused
 *       and with a new writer per op ({@link RiffleWriter}); Jackson creates a generator per op
 *       over a reused output buffer (it has no generator reset; its internal buffers are
 *       recycled per thread), fastjson2 a writer per op (its buffer is cached per thread),
 *       jsoniter reuses its stream.
 * </ul>
 *
 * <p>Jackson 2 rows run with defaults and with fast doubles ({@link JacksonStreaming});
 * {@code jackson3} rows use Jackson 3 ({@code tools.jackson}) with fast doubles (its parser's are
 * on by default; {@code USE_FAST_DOUBLE_WRITER} is turned on).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public abstract class CorpusBench {
    /** Path below the shared test data folder. */
    protected abstract String file();

    byte[] input;
    JsonNode tree;
    Tape tape;
    /** Jackson 3 on its fastest number settings: fast double parsing is its default; fast writing is turned on. */
    final tools.jackson.core.json.JsonFactory jackson3 = tools.jackson.core.json.JsonFactory.builder()
            .enable(tools.jackson.core.StreamWriteFeature.USE_FAST_DOUBLE_WRITER)
            .build();
    final DslJson<Object> dsl = new DslJson<>();
    com.dslplatform.json.JsonReader<Object> dslReader;
    final com.jsoniter.JsonIterator jsoniterIter = new com.jsoniter.JsonIterator();
    final ByteArrayOutputStream out = new ByteArrayOutputStream(1 << 20);
    com.jsoniter.output.JsonStream jsoniterStream;

    dev.riffle.JsonIterator riffleIter;

    /**
     * Loads the document; a write row also decodes it into its write tape (skipped for the
     * other rows, to keep each fork's start short).
     */
    @Setup
    public void setup(BenchmarkParams params) throws IOException {
        load(params.getBenchmark().endsWith("_write"));
    }

    /** Loads the document and builds its write tape (for the checks). */
    void setup() throws IOException {
        load(true);
    }

    private void load(boolean forWriting) throws IOException {
        useInput(Inputs.bytes(file()));
        if (forWriting) {
            tree = Ref.tree(input);
            tape = Tape.of(tree);
            jsoniterStream = new com.jsoniter.output.JsonStream(out, 64 * 1024);
        }
    }

    /** Replaces the input (the checks use this to feed a broken copy to validators). */
    void useInput(byte[] bytes) {
        input = bytes;
        dslReader = dsl.newReader(input);
        riffleIter = dev.riffle.JsonIterator.of(input);
    }

    // ---- skip ----

    @Benchmark
    public int riffle_skip(RiffleInput source) {
        dev.riffle.JsonIterator it = source.iterator(input);
        int n = 0;
        while (it.nextField()) {
            it.skip();
            n++;
        }
        it.finish();
        return n;
    }

    @Benchmark
    public int jackson_skip(JacksonStreaming jackson) throws IOException {
        try (JsonParser p = jackson.factory.createParser(input)) {
            if (p.nextToken() != JsonToken.START_OBJECT) throw new IOException("not an object");
            int n = 0;
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                p.nextToken();
                p.skipChildren();
                n++;
            }
            return n;
        }
    }

    @Benchmark
    public int jsoniter_skip() throws IOException {
        com.jsoniter.JsonIterator it = jsoniterIter;
        it.reset(input);
        int n = 0;
        for (String f = it.readObject(); f != null; f = it.readObject()) {
            it.skip();
            n++;
        }
        return n;
    }

    @Benchmark
    public int fastjson2_skip() {
        try (JSONReader r = JSONReader.of(input)) {
            if (!r.nextIfObjectStart()) throw new IllegalStateException("not an object");
            int n = 0;
            while (!r.nextIfObjectEnd()) {
                r.skipName();
                r.skipValue();
                n++;
            }
            return n;
        }
    }

    @Benchmark
    public int dsljson_skip() throws IOException {
        com.dslplatform.json.JsonReader<Object> r = dslReader.process(input, input.length);
        if (r.getNextToken() != '{') throw new IOException("not an object");
        byte t = r.getNextToken();
        int n = 0;
        while (t == '"') {
            r.fillName();
            r.getNextToken();
            t = r.skip();
            n++;
            if (t == ',') t = r.getNextToken();
            else if (t != '}') throw new IOException("expected , or }");
        }
        if (t != '}') throw new IOException("expected }");
        return n;
    }

    // ---- validate ----

    @Benchmark
    public boolean riffle_validate() {
        return dev.riffle.Riffle.valid(input);
    }

    @Benchmark
    public long jackson_validate(JacksonStreaming jackson) throws IOException {
        try (JsonParser p = jackson.factory.createParser(input)) {
            long n = 0;
            while (p.nextToken() != null) {
                n++;
            }
            return n;
        }
    }

    @Benchmark
    public long jackson3_validate() {
        try (tools.jackson.core.JsonParser p = jackson3.createParser(input)) {
            long n = 0;
            while (p.nextToken() != null) {
                n++;
            }
            return n;
        }
    }

    @Benchmark
    public boolean fastjson2_validate() {
        return JSON.isValid(input);
    }

    // ---- write ----

    @Benchmark
    public byte[] riffle_write(RiffleWriter writer) {
        final dev.riffle.JsonStream s = writer.stream();
        final Tape tp = tape;
        for (int i = 0; i < tp.size; i++) {
            switch (tp.kind[i]) {
                case Tape.OBJ_START -> s.writeObjectStart();
                case Tape.OBJ_END -> s.writeObjectEnd();
                case Tape.ARR_START -> s.writeArrayStart();
                case Tape.ARR_END -> s.writeArrayEnd();
                case Tape.FIELD -> s.writeField(tp.text[i]);
                case Tape.STRING -> s.writeString(tp.text[i]);
                case Tape.LONG -> s.writeLong(tp.longs[i]);
                case Tape.DOUBLE -> s.writeDouble(tp.doubles[i]);
                case Tape.TRUE -> s.writeBoolean(true);
                case Tape.FALSE -> s.writeBoolean(false);
                default -> s.writeNull();
            }
        }
        return s.toByteArray();
    }

    @Benchmark
    public byte[] jackson_write(JacksonStreaming jackson) throws IOException {
        out.reset();
        final Tape tp = tape;
        try (JsonGenerator g = jackson.factory.createGenerator(out)) {
            for (int i = 0; i < tp.size; i++) {
                switch (tp.kind[i]) {
                    case Tape.OBJ_START -> g.writeStartObject();
                    case Tape.OBJ_END -> g.writeEndObject();
                    case Tape.ARR_START -> g.writeStartArray();
                    case Tape.ARR_END -> g.writeEndArray();
                    case Tape.FIELD -> g.writeFieldName(tp.text[i]);
                    case Tape.STRING -> g.writeString(tp.text[i]);
                    case Tape.LONG -> g.writeNumber(tp.longs[i]);
                    case Tape.DOUBLE -> g.writeNumber(tp.doubles[i]);
                    case Tape.TRUE -> g.writeBoolean(true);
                    case Tape.FALSE -> g.writeBoolean(false);
                    default -> g.writeNull();
                }
            }
        }
        return out.toByteArray();
    }

    @Benchmark
    public byte[] jackson3_write() {
        out.reset();
        final Tape tp = tape;
        try (tools.jackson.core.JsonGenerator g = jackson3.createGenerator(out)) {
            for (int i = 0; i < tp.size; i++) {
                switch (tp.kind[i]) {
                    case Tape.OBJ_START -> g.writeStartObject();
                    case Tape.OBJ_END -> g.writeEndObject();
                    case Tape.ARR_START -> g.writeStartArray();
                    case Tape.ARR_END -> g.writeEndArray();
                    case Tape.FIELD -> g.writeName(tp.text[i]);
                    case Tape.STRING -> g.writeString(tp.text[i]);
                    case Tape.LONG -> g.writeNumber(tp.longs[i]);
                    case Tape.DOUBLE -> g.writeNumber(tp.doubles[i]);
                    case Tape.TRUE -> g.writeBoolean(true);
                    case Tape.FALSE -> g.writeBoolean(false);
                    default -> g.writeNull();
                }
            }
        }
        return out.toByteArray();
    }

    @Benchmark
    public byte[] fastjson2_write() {
        final Tape tp = tape;
        try (JSONWriter w = JSONWriter.ofUTF8()) {
            for (int i = 0; i < tp.size; i++) {
                byte k = tp.kind[i];
                if (tp.comma[i] && k != Tape.FIELD) w.writeComma();
                switch (k) {
                    case Tape.OBJ_START -> w.startObject();
                    case Tape.OBJ_END -> w.endObject();
                    case Tape.ARR_START -> w.startArray();
                    case Tape.ARR_END -> w.endArray();
                    case Tape.FIELD -> {
                        w.writeName(tp.text[i]);
                        w.writeColon();
                    }
                    case Tape.STRING -> w.writeString(tp.text[i]);
                    case Tape.LONG -> w.writeInt64(tp.longs[i]);
                    case Tape.DOUBLE -> w.writeDouble(tp.doubles[i]);
                    case Tape.TRUE -> w.writeBool(true);
                    case Tape.FALSE -> w.writeBool(false);
                    default -> w.writeNull();
                }
            }
            return w.getBytes();
        }
    }

    @Benchmark
    public byte[] jsoniter_write() throws IOException {
        out.reset();
        final com.jsoniter.output.JsonStream s = jsoniterStream;
        s.reset(out);
        final Tape tp = tape;
        for (int i = 0; i < tp.size; i++) {
            byte k = tp.kind[i];
            if (tp.comma[i]) s.writeMore();
            switch (k) {
                case Tape.OBJ_START -> s.writeObjectStart();
                case Tape.OBJ_END -> s.writeObjectEnd();
                case Tape.ARR_START -> s.writeArrayStart();
                case Tape.ARR_END -> s.writeArrayEnd();
                case Tape.FIELD -> s.writeObjectField(tp.text[i]);
                case Tape.STRING -> s.writeVal(tp.text[i]);
                case Tape.LONG -> s.writeVal(tp.longs[i]);
                case Tape.DOUBLE -> s.writeVal(tp.doubles[i]);
                case Tape.TRUE -> s.writeTrue();
                case Tape.FALSE -> s.writeFalse();
                default -> s.writeNull();
            }
        }
        s.flush();
        return out.toByteArray();
    }

    // ---- checks ----

    /** Checks every benchmark method of {@code b}'s class against Jackson-tree references. */
    static void check(Checker c, CorpusBench b) throws Exception {
        b.setup();
        Class<?> k = b.getClass();
        int members = b.tree.size();
        long tokens = Ref.tokenCount(b.tree);
        byte[] good = b.input;
        // A broken copy: the document without its last closing brace.
        int end = good.length;
        while (good[end - 1] != '}') end--;
        byte[] broken = java.util.Arrays.copyOf(good, end - 1);

        c.check(k, "riffle_skip", () -> Checker.each(RiffleInput.all(), r -> "input=" + r.input,
                r -> Checker.same(b.riffle_skip(r), members)));
        c.check(k, "riffle_validate", () -> validates(b, broken, b::riffle_validate));
        c.check(k, "riffle_write", () -> Checker.each(RiffleWriter.all(), w -> "writer=" + w.writer,
                w -> Ref.sameJson(b.tree, b.riffle_write(w))));
        c.check(k, "jackson_skip", () -> Checker.each(JacksonStreaming.all(), j -> "jackson=" + j.jackson,
                j -> Checker.same(b.jackson_skip(j), members)));
        c.check(k, "jsoniter_skip", () -> Checker.same(b.jsoniter_skip(), members));
        c.check(k, "fastjson2_skip", () -> Checker.same(b.fastjson2_skip(), members));
        c.check(k, "dsljson_skip", () -> Checker.same(b.dsljson_skip(), members));
        c.check(k, "jackson_validate", () -> Checker.each(JacksonStreaming.all(), j -> "jackson=" + j.jackson, j -> {
            String p = Checker.same(b.jackson_validate(j), tokens);
            return p != null ? p : rejects(b, broken, () -> { b.jackson_validate(j); return true; });
        }));
        c.check(k, "jackson3_validate", () -> {
            String p = Checker.same(b.jackson3_validate(), tokens);
            return p != null ? p : rejects(b, broken, () -> { b.jackson3_validate(); return true; });
        });
        c.check(k, "fastjson2_validate", () -> validates(b, broken, b::fastjson2_validate));
        c.check(k, "jackson_write", () -> Checker.each(JacksonStreaming.all(), j -> "jackson=" + j.jackson,
                j -> Ref.sameJson(b.tree, b.jackson_write(j))));
        c.check(k, "jackson3_write", () -> Ref.sameJson(b.tree, b.jackson3_write()));
        c.check(k, "fastjson2_write", () -> Ref.sameJson(b.tree, b.fastjson2_write()));
        c.check(k, "jsoniter_write", () -> Ref.sameJson(b.tree, b.jsoniter_write()));
    }

    /** A validator must accept the document and reject the broken copy. */
    static String validates(CorpusBench b, byte[] broken, java.util.concurrent.Callable<Boolean> v) throws Exception {
        String p = Checker.same(v.call(), true);
        return p != null ? p : rejects(b, broken, v);
    }

    /** Runs {@code v} on the broken input: it must return false or throw. Restores the input. */
    static String rejects(CorpusBench b, byte[] broken, java.util.concurrent.Callable<Boolean> v) {
        byte[] good = b.input;
        b.useInput(broken);
        try {
            return v.call() ? "accepted a truncated document" : null;
        } catch (Exception expected) {
            return null;
        } finally {
            b.useInput(good);
        }
    }
}
