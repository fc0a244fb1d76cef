package dev.riffle.bench;

import com.alibaba.fastjson2.JSON;
import com.dslplatform.json.JsonWriter;
import com.fasterxml.jackson.databind.JsonNode;
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
 * CanadaBindBench). The read rows are {@link BindReadBench}'s, shared with the seed
 * payloads' {@link PayloadBindBench}; the write rows are here.
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
public abstract class CorpusBindBench<M> extends BindReadBench<M> {
    M value;
    Object generatedValue;
    JsonWriter dslWriter;

    /** Decodes the model to write, for the write rows only (the document is loaded by {@link #setupReads}). */
    @Setup
    public void setupWrites(BenchmarkParams params) throws IOException {
        String b = params.getBenchmark();
        if (b.endsWith("_write")) loadValues(b.endsWith(".dsljson_write"));
        if (b.contains(".jackson3_")) codecs().jackson3Writer();
    }

    /** Everything, for the checks. */
    void setup() throws IOException {
        loadInput();
        loadValues(true);
    }

    private void loadValues(boolean dslWriterNeeded) throws IOException {
        byte[] doc = Inputs.bytes(file());
        value = Ref.MAPPER.readValue(doc, model());
        generatedValue = RiffleBinding.BINDER.decode(doc, generatedModel());
        if (dslWriterNeeded) dslWriter = Codecs.DSL.newWriter();
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
        checkReads(c, b, want);
        c.check(k, "riffle_write", () -> Checker.each(RiffleBound.all(), r -> "config=" + r.config,
                r -> Checker.each(RiffleWriter.all(), w -> "writer=" + w.writer, w -> {
                    String p = r.codecProblem(b.model(), b.generatedModel());
                    return p != null ? p : sameOutput(want, b.riffle_write(r, w));
                })));
        c.check(k, "jackson_write", () -> Checker.each(JacksonBinding.all(), j -> "jackson=" + j.jackson,
                j -> sameOutput(want, b.jackson_write(j))));
        c.check(k, "jackson3_write", () -> sameOutput(want, b.jackson3_write()));
        c.check(k, "fastjson2_write", () -> sameOutput(want, b.fastjson2_write()));
        c.check(k, "dsljson_write", () -> sameOutput(want, b.dsljson_write()));
        c.check(k, "avaje_write", () -> sameOutput(want, b.avaje_write()));
        c.check(k, "gson_write", () -> sameOutput(want, b.gson_write()));
        c.check(k, "moshi_write", () -> sameOutput(want, b.moshi_write()));
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
