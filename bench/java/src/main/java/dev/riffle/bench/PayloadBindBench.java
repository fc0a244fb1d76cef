package dev.riffle.bench;

import com.alibaba.fastjson2.JSON;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
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
 * Binds a seed payload to a partial model: the members the pull-parser rows of
 * SmallPayloadBench and MediumPayloadBench read, as records, every other member skipped.
 * Every library binds (its {@code *_read} turns the UTF-8 bytes into the model), so this is
 * where Riffle's binder meets the peers' binders on these payloads; the pull-parser classes
 * set Riffle's hand-written reads against the peers' hand-written reads. Subclasses name the
 * payload and its model (SmallBindBench, MediumBindBench).
 *
 * <p>Each library runs as in {@link CorpusBindBench}, whose {@link CorpusBindBench.Codecs}
 * this class shares: Riffle's binder ({@link RiffleBound}) with one JsonIterator reset per op;
 * Jackson 2 an ObjectReader made once, plain and with Blackbird and fast doubles; Jackson 3 the
 * same; dsl-json its compiled converters; avaje-jsonb its generated adapter; fastjson2
 * {@code parseObject}; Moshi and Gson an adapter or instance made once (Gson reads a String
 * decoded inside the op, Moshi an okio Buffer: they have no byte-array input). The models
 * carry each peer's annotation, and Jackson's and dsl-json's say to skip unknown members,
 * which the other libraries do by default. Read rows only: writing a partial model is not a
 * workload of the seed benchmark.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public abstract class PayloadBindBench<M> {
    /** Path below the shared test data folder. */
    protected abstract String file();

    /** The model's root record. */
    protected abstract Class<M> model();

    /** The root of the model's {@code @JsonGenerate} copy. */
    protected abstract Class<?> generatedModel();

    /** The library codecs of the model, each made on first use. */
    protected abstract CorpusBindBench.Codecs<M> codecs();

    byte[] input;
    dev.riffle.JsonIterator riffleIter;

    /** Loads the payload and makes the row's codec (Jackson 2's in its first op). */
    @Setup
    public void setup(BenchmarkParams params) {
        String b = params.getBenchmark();
        setup();
        CorpusBindBench.Codecs<M> codecs = codecs();
        if (b.contains(".jackson3_")) codecs.jackson3Reader();
        if (b.contains(".avaje_")) codecs.avaje();
        if (b.contains(".moshi_")) codecs.moshi();
    }

    /** Loads the payload (the checks' setup). */
    void setup() {
        input = Inputs.bytes(file());
        riffleIter = dev.riffle.JsonIterator.of(input);
    }

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
        return CorpusBindBench.Codecs.DSL.deserialize(model(), input, input.length);
    }

    @Benchmark
    public M avaje_read() {
        return codecs().avaje().fromJson(input);
    }

    @Benchmark
    public M gson_read() {
        return CorpusBindBench.Codecs.GSON.fromJson(new String(input, StandardCharsets.UTF_8), model());
    }

    @Benchmark
    public M moshi_read() throws IOException {
        return codecs().moshi().fromJson(new okio.Buffer().write(input));
    }

    // ---- checks ----

    /**
     * Checks every row of {@code b} against the payload's data on the model's members: the
     * document's tree cut down to the members of the model's shape (taken from plain Jackson's
     * decoding, whose values must then be the document's), compared with each answer's tree
     * ({@link ModelTree}, by reflection) as {@link CorpusBindBench} compares them (null and
     * absent members alike, members in any order).
     */
    static void check(Checker c, PayloadBindBench<?> b) throws Exception {
        b.setup();
        Class<?> k = b.getClass();
        JsonNode doc = Ref.tree(b.input);
        JsonNode shape = ModelTree.withoutNulls(ModelTree.of(Ref.MAPPER.readValue(b.input, b.model())));
        JsonNode want = ModelTree.withoutNulls(project(doc, shape));
        String wrong = Ref.diff(want, shape, "");
        if (wrong != null) {
            throw new IllegalStateException("plain Jackson's " + b.model().getName() + " is not the data of " + b.file() + ": " + wrong);
        }
        c.check(k, "riffle_read", () -> Checker.each(RiffleBound.all(), r -> "config=" + r.config, r -> {
            Object got = b.riffle_read(r);
            String p = r.readProblem(got, b.model(), b.generatedModel());
            return p != null ? p : CorpusBindBench.sameData(want, got);
        }));
        c.check(k, "jackson_read", () -> Checker.each(JacksonBinding.all(), j -> "jackson=" + j.jackson,
                j -> CorpusBindBench.sameData(want, b.jackson_read(j))));
        c.check(k, "jackson3_read", () -> CorpusBindBench.sameData(want, b.jackson3_read()));
        c.check(k, "fastjson2_read", () -> CorpusBindBench.sameData(want, b.fastjson2_read()));
        c.check(k, "dsljson_read", () -> CorpusBindBench.sameData(want, b.dsljson_read()));
        c.check(k, "avaje_read", () -> CorpusBindBench.sameData(want, b.avaje_read()));
        c.check(k, "gson_read", () -> CorpusBindBench.sameData(want, b.gson_read()));
        c.check(k, "moshi_read", () -> CorpusBindBench.sameData(want, b.moshi_read()));
    }

    /**
     * The members of {@code doc} that {@code shape} has, recursively (array elements index by
     * index); a member the document lacks is left out, so the comparison names it.
     */
    static JsonNode project(JsonNode doc, JsonNode shape) {
        if (doc == null) return null;
        if (shape.isObject() && doc.isObject()) {
            ObjectNode o = JsonNodeFactory.instance.objectNode();
            for (Iterator<String> names = shape.fieldNames(); names.hasNext(); ) {
                String name = names.next();
                JsonNode v = project(doc.get(name), shape.get(name));
                if (v != null) o.set(name, v);
            }
            return o;
        }
        if (shape.isArray() && doc.isArray()) {
            ArrayNode a = JsonNodeFactory.instance.arrayNode();
            for (int i = 0; i < doc.size(); i++) {
                a.add(i < shape.size() ? project(doc.get(i), shape.get(i)) : doc.get(i));
            }
            return a;
        }
        return doc;
    }
}
