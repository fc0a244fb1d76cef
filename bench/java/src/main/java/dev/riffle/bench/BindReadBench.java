package dev.riffle.bench;

import com.alibaba.fastjson2.JSON;
import com.dslplatform.json.DslJson;
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
 * The read rows of the bind benchmarks: every library turns a document's UTF-8 bytes into the
 * same model ({@code *_read}). {@link CorpusBindBench} binds whole corpus documents to full
 * models and adds the write rows; {@link PayloadBindBench} binds the seed payloads to partial
 * models. How each library runs is said in {@link CorpusBindBench}; its codecs are
 * {@link Codecs}, made once per model.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public abstract class BindReadBench<M> {
    /** Path below the shared test data folder. */
    protected abstract String file();

    /** The model's root record. */
    protected abstract Class<M> model();

    /** The root of the model's {@code @JsonGenerate} copy. */
    protected abstract Class<?> generatedModel();

    /** The library codecs of one model, each made on first use. */
    protected abstract Codecs<M> codecs();

    byte[] input;
    dev.riffle.JsonIterator riffleIter;

    /** Loads the document and makes the row's codec (Jackson 2's in its JacksonBinding state's first op, which knows the setting). */
    @Setup
    public void setupReads(BenchmarkParams params) {
        loadInput();
        String b = params.getBenchmark();
        Codecs<M> codecs = codecs();
        if (b.contains(".jackson3_")) codecs.jackson3Reader();
        if (b.contains(".avaje_")) codecs.avaje();
        if (b.contains(".moshi_")) codecs.moshi();
    }

    /** Loads the document (the checks' setup too). */
    void loadInput() {
        input = Inputs.bytes(file());
        riffleIter = dev.riffle.JsonIterator.of(input);
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

    // ---- checks ----

    /**
     * Checks the read rows of {@code b} (loaded) against {@code want}, the data the model must
     * hold as a normal form ({@link ModelTree#withoutNulls}).
     */
    static void checkReads(Checker c, BindReadBench<?> b, JsonNode want) throws Exception {
        Class<?> k = b.getClass();
        c.check(k, "riffle_read", () -> Checker.each(RiffleBound.all(), r -> "config=" + r.config, r -> {
            Object got = b.riffle_read(r);
            String p = r.readProblem(got, b.model(), b.generatedModel());
            return p != null ? p : sameData(want, got);
        }));
        c.check(k, "jackson_read", () -> Checker.each(JacksonBinding.all(), j -> "jackson=" + j.jackson,
                j -> sameData(want, b.jackson_read(j))));
        c.check(k, "jackson3_read", () -> sameData(want, b.jackson3_read()));
        c.check(k, "fastjson2_read", () -> sameData(want, b.fastjson2_read()));
        c.check(k, "dsljson_read", () -> sameData(want, b.dsljson_read()));
        c.check(k, "avaje_read", () -> sameData(want, b.avaje_read()));
        c.check(k, "gson_read", () -> sameData(want, b.gson_read()));
        c.check(k, "moshi_read", () -> sameData(want, b.moshi_read()));
    }

    /** Null when the decoded model {@code got} holds the data of {@code want} (a normal form). */
    static String sameData(JsonNode want, Object got) {
        if (got == null) return "read null";
        return Ref.diff(want, ModelTree.withoutNulls(ModelTree.of(got)), "");
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
}
