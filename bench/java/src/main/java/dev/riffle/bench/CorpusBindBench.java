package dev.riffle.bench;

import com.alibaba.fastjson2.JSON;
import com.dslplatform.json.DslJson;
import com.dslplatform.json.JsonWriter;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.google.gson.Gson;
import com.squareup.moshi.JsonAdapter;
import com.squareup.moshi.Moshi;
import io.avaje.jsonb.JsonType;
import io.avaje.jsonb.Jsonb;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
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
 * Binds a whole corpus document to a full model (Java records covering every member,
 * {@code dev.riffle.bench.model.twitter}, {@code .citm}, {@code .canada}): {@code *_read} turns
 * the UTF-8 bytes into the model, {@code *_write} turns the model back into UTF-8 bytes.
 * Subclasses name the document and its model (TwitterBindBench, CitmCatalogBindBench,
 * CanadaBindBench).
 *
 * <p>Every library binds the same record classes, each in its fastest documented mode and with
 * what it can reuse made once: Riffle's binder ({@link RiffleBound}: run-time codecs over the
 * model, or generated codecs over its {@code @JsonGenerate} copy) with one JsonIterator reset
 * per op and its writer reused or new ({@link RiffleWriter}); Jackson 2 an ObjectReader and an
 * ObjectWriter made once, plain and with Blackbird and fast doubles ({@link JacksonBinding});
 * Jackson 3 the same; dsl-json its compiled converters (annotation processor) and a reused
 * JsonWriter (with its run-time support, which composes the converters of
 * generic members); avaje-jsonb its generated adapter; fastjson2 {@code parseObject} /
 * {@code toJSONBytes}; Moshi and Gson an adapter or instance made once. Gson and Moshi have no
 * byte-array input: their reads decode the bytes to a String (Gson) or an okio Buffer (Moshi)
 * inside the op. jsoniter-java has no row: 0.9.23 cannot create records.
 *
 * <p>Each library's codec is made on first use (holder classes), so a fork builds only its own.
 * What the rows write is the model decoded once in setup by plain Jackson (its generated copy,
 * for Riffle's {@code bind=generated} row, decoded once by Riffle).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public abstract class CorpusBindBench<M> {
    /** Path below the shared test data folder. */
    protected abstract String file();

    /** The model's root record. */
    protected abstract Class<M> model();

    /** The root of the model's {@code @JsonGenerate} copy. */
    protected abstract Class<?> generatedModel();

    /** The library codecs of one model, each made on first use. */
    protected abstract Codecs<M> codecs();

    byte[] input;
    M value;
    Object generatedValue;
    dev.riffle.JsonIterator riffleIter;
    JsonWriter dslWriter;

    /**
     * Loads the document, decodes the model to write (for the write rows only) and makes the
     * row's codec (Jackson 2's in its JacksonBinding state's first op, which knows the setting).
     */
    @Setup
    public void setup(BenchmarkParams params) throws IOException {
        String b = params.getBenchmark();
        load(b.endsWith("_write"), b.endsWith(".dsljson_write"));
        Codecs<M> codecs = codecs();
        if (b.contains(".jackson3_")) { codecs.jackson3Reader(); codecs.jackson3Writer(); }
        if (b.contains(".avaje_")) codecs.avaje();
        if (b.contains(".moshi_")) codecs.moshi();
    }

    /** Everything, for the checks. */
    void setup() throws IOException {
        load(true, true);
    }

    private void load(boolean writeRow, boolean dslWriterNeeded) throws IOException {
        input = Inputs.bytes(file());
        riffleIter = dev.riffle.JsonIterator.of(input);
        if (writeRow) {
            value = Ref.MAPPER.readValue(input, model());
            generatedValue = RiffleBinding.BINDER.decode(input, generatedModel());
        }
        if (dslWriterNeeded) dslWriter = Codecs.DSL.newWriter();
    }

    // ---- read: UTF-8 bytes to the model ----

    @Benchmark
    public Object riffle_read(RiffleBound config) {
        return config.read(riffleIter.reset(input), model(), generatedModel());
    }

    @Benchmark
    public M jackson_read(JacksonBinding jackson) throws IOException {
        return codecs().jacksonReader(jackson).readValue(input);
    }

    @Benchmark
    public M jackson3_read() {
        return codecs().jackson3Reader().readValue(input);
    }

    @Benchmark
    public M fastjson2_read() {
        return JSON.parseObject(input, model());
    }

    @Benchmark
    public M dsljson_read() throws IOException {
        return Codecs.DSL.deserialize(model(), input, input.length);
    }

    @Benchmark
    public M avaje_read() {
        return codecs().avaje().fromJson(input);
    }

    @Benchmark
    public M gson_read() {
        return Codecs.GSON.fromJson(new String(input, StandardCharsets.UTF_8), model());
    }

    @Benchmark
    public M moshi_read() throws IOException {
        return codecs().moshi().fromJson(new okio.Buffer().write(input));
    }

    // ---- write: the model to UTF-8 bytes ----

    @Benchmark
    public byte[] riffle_write(RiffleBound config, RiffleWriter writer) {
        dev.riffle.JsonStream s = writer.stream();
        RiffleBinding.BINDER.write(s, config.generated ? generatedValue : value);
        return s.toByteArray();
    }

    @Benchmark
    public byte[] jackson_write(JacksonBinding jackson) throws IOException {
        return codecs().jacksonWriter(jackson).writeValueAsBytes(value);
    }

    @Benchmark
    public byte[] jackson3_write() {
        return codecs().jackson3Writer().writeValueAsBytes(value);
    }

    @Benchmark
    public byte[] fastjson2_write() {
        return JSON.toJSONBytes(value);
    }

    @Benchmark
    public byte[] dsljson_write() throws IOException {
        JsonWriter w = dslWriter;
        w.reset();
        Codecs.DSL.serialize(w, value);
        return w.toByteArray();
    }

    @Benchmark
    public byte[] avaje_write() {
        return codecs().avaje().toJsonBytes(value);
    }

    @Benchmark
    public byte[] gson_write() {
        return Codecs.GSON.toJson(value).getBytes(StandardCharsets.UTF_8);
    }

    @Benchmark
    public byte[] moshi_write() throws IOException {
        okio.Buffer b = new okio.Buffer();
        codecs().moshi().toJson(b, value);
        return b.readByteArray();
    }

    /**
     * One model's codecs in every library, each made once on first use and kept (a subclass
     * holds one instance in a static field; the setup of a fork makes its row's codec, so the
     * timed ops only read a field). Jackson 2 keeps one reader and one writer per
     * {@link JacksonBinding} setting. Not synchronized: JMH and the checks use one thread.
     */
    static final class Codecs<M> {
        /**
         * dsl-json with its compiled converters (found through the service loader) and its
         * run-time support, which these models need to compose the converters of generic
         * members ({@code List<Status>}, {@code Map<String, List<Integer>>},
         * {@code List<List<List<Double>>>}): without it dsl-json refuses them. The records
         * themselves are read and written by the compiled converters. Doubles are parsed
         * exactly ({@code DoublePrecision.EXACT}): dsl-json's default precision reads
         * canada.json's 43.51305400000007 as 43.513054000000075, a wrong answer.
         */
        static final DslJson<Object> DSL = new DslJson<>(com.dslplatform.json.runtime.Settings.withRuntime()
                .includeServiceLoader().doublePrecision(com.dslplatform.json.JsonReader.DoublePrecision.EXACT));
        static final Gson GSON = new Gson();
        private static final tools.jackson.databind.json.JsonMapper JACKSON3 = new tools.jackson.databind.json.JsonMapper();

        private final Class<M> type;
        private ObjectReader plainReader, blackbirdReader;
        private ObjectWriter plainWriter, blackbirdWriter;
        private tools.jackson.databind.ObjectReader jackson3Reader;
        private tools.jackson.databind.ObjectWriter jackson3Writer;
        private JsonType<M> avaje;
        private JsonAdapter<M> moshi;

        Codecs(Class<M> type) {
            this.type = type;
        }

        ObjectReader jacksonReader(JacksonBinding j) {
            if (j.blackbird) {
                if (blackbirdReader == null) blackbirdReader = j.mapper.readerFor(type);
                return blackbirdReader;
            }
            if (plainReader == null) plainReader = j.mapper.readerFor(type);
            return plainReader;
        }

        ObjectWriter jacksonWriter(JacksonBinding j) {
            if (j.blackbird) {
                if (blackbirdWriter == null) blackbirdWriter = j.mapper.writerFor(type);
                return blackbirdWriter;
            }
            if (plainWriter == null) plainWriter = j.mapper.writerFor(type);
            return plainWriter;
        }

        tools.jackson.databind.ObjectReader jackson3Reader() {
            if (jackson3Reader == null) jackson3Reader = JACKSON3.readerFor(type);
            return jackson3Reader;
        }

        tools.jackson.databind.ObjectWriter jackson3Writer() {
            if (jackson3Writer == null) jackson3Writer = JACKSON3.writerFor(type);
            return jackson3Writer;
        }

        JsonType<M> avaje() {
            if (avaje == null) avaje = Jsonb.builder().build().type(type);
            return avaje;
        }

        JsonAdapter<M> moshi() {
            if (moshi == null) moshi = new Moshi.Builder().build().adapter(type);
            return moshi;
        }
    }

    // ---- checks ----

    /**
     * Checks every row of {@code b}. The document's tree and each answer's are compared with
     * null members and absent members alike and members in any order
     * ({@link ModelTree#withoutNulls}): the libraries differ in whether they write null
     * members, and the documents leave some members out where others hold null. A read row's
     * answer is turned into a tree by reflection ({@link ModelTree}), a write row's output is
     * parsed by Jackson. First, the model itself must hold the whole document: plain Jackson's
     * decoding of it, as a tree, must equal the document (else the harness fails).
     */
    static void check(Checker c, CorpusBindBench<?> b) throws Exception {
        b.setup();
        Class<?> k = b.getClass();
        JsonNode want = ModelTree.withoutNulls(Ref.tree(b.input));
        String coverage = Ref.diff(want, ModelTree.withoutNulls(ModelTree.of(b.value)), "");
        if (coverage != null) {
            throw new IllegalStateException(b.model().getName() + " does not hold all of " + b.file() + ": " + coverage);
        }
        c.check(k, "riffle_read", () -> Checker.each(RiffleBound.all(), r -> "config=" + r.config, r -> {
            Object got = b.riffle_read(r);
            String p = r.readProblem(got, b.model(), b.generatedModel());
            return p != null ? p : sameData(want, got);
        }));
        c.check(k, "riffle_write", () -> Checker.each(RiffleBound.all(), r -> "config=" + r.config,
                r -> Checker.each(RiffleWriter.all(), w -> "writer=" + w.writer, w -> {
                    String p = r.codecProblem(b.model(), b.generatedModel());
                    return p != null ? p : sameOutput(want, b.riffle_write(r, w));
                })));
        c.check(k, "jackson_read", () -> Checker.each(JacksonBinding.all(), j -> "jackson=" + j.jackson,
                j -> sameData(want, b.jackson_read(j))));
        c.check(k, "jackson_write", () -> Checker.each(JacksonBinding.all(), j -> "jackson=" + j.jackson,
                j -> sameOutput(want, b.jackson_write(j))));
        c.check(k, "jackson3_read", () -> sameData(want, b.jackson3_read()));
        c.check(k, "jackson3_write", () -> sameOutput(want, b.jackson3_write()));
        c.check(k, "fastjson2_read", () -> sameData(want, b.fastjson2_read()));
        c.check(k, "fastjson2_write", () -> sameOutput(want, b.fastjson2_write()));
        c.check(k, "dsljson_read", () -> sameData(want, b.dsljson_read()));
        c.check(k, "dsljson_write", () -> sameOutput(want, b.dsljson_write()));
        c.check(k, "avaje_read", () -> sameData(want, b.avaje_read()));
        c.check(k, "avaje_write", () -> sameOutput(want, b.avaje_write()));
        c.check(k, "gson_read", () -> sameData(want, b.gson_read()));
        c.check(k, "gson_write", () -> sameOutput(want, b.gson_write()));
        c.check(k, "moshi_read", () -> sameData(want, b.moshi_read()));
        c.check(k, "moshi_write", () -> sameOutput(want, b.moshi_write()));
    }

    /** Null when the decoded model {@code got} holds the data of {@code want} (a normal form). */
    static String sameData(JsonNode want, Object got) {
        if (got == null) return "read null";
        return Ref.diff(want, ModelTree.withoutNulls(ModelTree.of(got)), "");
    }

    /** Null when {@code json} holds the data of {@code want} (a normal form). */
    static String sameOutput(JsonNode want, byte[] json) {
        try {
            return Ref.diff(want, ModelTree.withoutNulls(Ref.tree(json)), "");
        } catch (IOException e) {
            return "output is not JSON: " + e.getMessage();
        }
    }
}
