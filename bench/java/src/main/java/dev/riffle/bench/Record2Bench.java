package dev.riffle.bench;

import com.alibaba.fastjson2.JSON;
import com.dslplatform.json.DslJson;
import com.dslplatform.json.JsonWriter;
import com.google.gson.Gson;
import com.squareup.moshi.JsonAdapter;
import com.squareup.moshi.Moshi;
import dev.riffle.bench.model.Address2;
import dev.riffle.bench.model.Friend2;
import dev.riffle.bench.model.JRecord2;
import dev.riffle.bench.model.Person2;
import dev.riffle.bench.model.Pet2;
import dev.riffle.bench.model.Record2;
import io.avaje.jsonb.JsonType;
import io.avaje.jsonb.Jsonb;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.fory.json.ForyJson;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * ScalaJack's Record2 benchmark (seed-scalajack/record2.json, 872 B): {@code *_read} turns the
 * document String into Java records (Record2/Person2/Address2/Friend2/Pet2); {@code *_write}
 * turns one Record2 back into a compact JSON String (the expected 508 bytes). jsoniter-java
 * cannot bind records, so its rows use public-field twins (JRecord2...) of the same shape.
 *
 * <p>Peers use their reuse APIs where they have one: Jackson 2 and 3 an ObjectReader and an
 * ObjectWriter made once (Jackson 2 with defaults and with Blackbird and fast doubles, see
 * {@link JacksonBinding}), Moshi and avaje an adapter made once, dsl-json a reused JsonWriter.
 * Riffle's write is timed with its writer reused and new per op ({@link RiffleWriter}). The
 * Scala peers of the reference benchmark (jsoniter-scala, ZIO JSON, circe) bind Scala case
 * classes of the same shape ({@code dev.riffle.bench.scalapeers}).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class Record2Bench {
    String doc;
    byte[] docBytes;
    Record2 record;
    dev.riffle.bench.model.generated.Record2 generatedRecord;
    JRecord2 jrecord;

    dev.riffle.bench.scalapeers.Record2 scalaRecord;
    JsonWriter dslWriter;

    // The peers' codecs are made on first use (holder classes), so that a fork builds only
    // the codec of the row it times. Each is immutable and thread-safe.
    private static final class Jackson3 {
        static final tools.jackson.databind.json.JsonMapper MAPPER = new tools.jackson.databind.json.JsonMapper();
        static final tools.jackson.databind.ObjectReader READER = MAPPER.readerFor(Record2.class);
        static final tools.jackson.databind.ObjectWriter WRITER = MAPPER.writerFor(Record2.class);
    }

    private static final class MoshiCodec {
        static final JsonAdapter<Record2> ADAPTER = new Moshi.Builder().build().adapter(Record2.class);
    }

    private static final class Dsl {
        // Compiled converters only (no runtime reflection): the dsl-json annotation processor
        // generates _Record2_DslJsonConverter and friends, found by name.
        static final DslJson<Object> JSON = new DslJson<>(new DslJson.Settings<Object>().includeServiceLoader());
    }

    private static final class Avaje {
        static final JsonType<Record2> TYPE = Jsonb.builder().build().type(Record2.class);
    }

    private static final class GsonCodec {
        static final Gson GSON = new Gson();
    }

    private static final class Fory {
        static final ForyJson JSON = ForyJson.builder().build();
    }

    /** Loads the document and builds the records to write; dsl-json's writer only for its row. */
    @Setup
    public void setup(BenchmarkParams params) {
        load(params.getBenchmark().endsWith(".dsljson_write"));
    }

    /** Everything, for the checks. */
    void setup() {
        load(true);
    }

    private void load(boolean dslWriterNeeded) {
        docBytes = Inputs.bytes("seed-scalajack/record2.json");
        doc = new String(docBytes, StandardCharsets.UTF_8);
        record = expectedRecord();
        generatedRecord = GeneratedRecord2.of(record);
        jrecord = JRecord2.of(record);
        scalaRecord = ScalaRecord2.toScala(record);
        riffleIter = dev.riffle.JsonIterator.of(doc);
        if (dslWriterNeeded) {
            dslWriter = Dsl.JSON.newWriter();
        }
    }

    dev.riffle.JsonIterator riffleIter;

    // ---- read ----

    /**
     * Riffle's read, one reused JsonIterator reset per op (with {@code io=string} the String
     * is encoded to UTF-8 inside the op): by hand, or with the binder made once
     * ({@link RiffleConfig}) into the model (run-time codecs) or its generated copy.
     */
    @Benchmark
    public Object riffle_read(RiffleConfig config, Record2Io io) {
        dev.riffle.JsonIterator it = riffleIter.reset(io.bytes ? docBytes : doc.getBytes(StandardCharsets.UTF_8));
        return config.bind ? config.read(it, Record2.class, dev.riffle.bench.model.generated.Record2.class)
                : Record2Riffle.read(it);
    }

    @Benchmark
    public Record2 jackson_read(JacksonBinding jackson, Record2Io io) throws IOException {
        return io.bytes ? jackson.record2Reader.readValue(docBytes) : jackson.record2Reader.readValue(doc);
    }

    @Benchmark
    public Record2 jackson3_read(Record2Io io) {
        return io.bytes ? Jackson3.READER.readValue(docBytes) : Jackson3.READER.readValue(doc);
    }

    @Benchmark
    public Record2 moshi_read() throws IOException {
        return MoshiCodec.ADAPTER.fromJson(doc);
    }

    @Benchmark
    public dev.riffle.bench.scalapeers.Record2 jsoniterScala_read(Record2Io io) {
        return io.bytes ? dev.riffle.bench.scalapeers.Record2Scala.jsoniterReadBytes(docBytes)
                : dev.riffle.bench.scalapeers.Record2Scala.jsoniterRead(doc);
    }

    @Benchmark
    public dev.riffle.bench.scalapeers.Record2 zioJson_read() {
        return dev.riffle.bench.scalapeers.Record2Scala.zioRead(doc);
    }

    @Benchmark
    public dev.riffle.bench.scalapeers.Record2 circe_read() {
        return dev.riffle.bench.scalapeers.Record2Scala.circeRead(doc);
    }

    @Benchmark
    public Record2 fastjson2_read(Record2Io io) {
        return io.bytes ? JSON.parseObject(docBytes, Record2.class) : JSON.parseObject(doc, Record2.class);
    }

    @Benchmark
    public Record2 dsljson_read(Record2Io io) throws IOException {
        byte[] b = io.bytes ? docBytes : doc.getBytes(StandardCharsets.UTF_8);
        return Dsl.JSON.deserialize(Record2.class, b, b.length);
    }

    @Benchmark
    public Record2 avaje_read(Record2Io io) {
        return io.bytes ? Avaje.TYPE.fromJson(docBytes) : Avaje.TYPE.fromJson(doc);
    }

    @Benchmark
    public Record2 gson_read() {
        return GsonCodec.GSON.fromJson(doc, Record2.class);
    }

    @Benchmark
    public JRecord2 jsoniter_read() {
        return com.jsoniter.JsonIterator.deserialize(ScenarioBench.JSONITER_REFLECT, doc, JRecord2.class);
    }

    @Benchmark
    @Fork(jvmArgsAppend = ScenarioBench.ADD_OPENS)
    public JRecord2 jsoniterDynamic_read() {
        return com.jsoniter.JsonIterator.deserialize(ScenarioBench.JSONITER_DYNAMIC, doc, JRecord2.class);
    }

    @Benchmark
    public Record2 fory_read() {
        return Fory.JSON.fromJson(doc, Record2.class);
    }

    // ---- write ----

    /**
     * Riffle's write into its stream ({@link RiffleWriter}: reused or new per op): by hand, or
     * with the binder made once ({@link RiffleConfig}) from the model or its generated copy.
     */
    @Benchmark
    public Object riffle_write(RiffleConfig config, RiffleWriter writer, Record2Io io) {
        dev.riffle.JsonStream s = writer.stream();
        if (!config.bind) {
            Record2Riffle.write(s, record);
        } else {
            RiffleConfig.BINDER.write(s, config.generated ? generatedRecord : record);
        }
        return io.bytes ? s.toByteArray() : s.toString();
    }

    @Benchmark
    public Object jackson_write(JacksonBinding jackson, Record2Io io) throws IOException {
        return io.bytes ? jackson.record2Writer.writeValueAsBytes(record) : jackson.record2Writer.writeValueAsString(record);
    }

    @Benchmark
    public Object jackson3_write(Record2Io io) {
        return io.bytes ? Jackson3.WRITER.writeValueAsBytes(record) : Jackson3.WRITER.writeValueAsString(record);
    }

    @Benchmark
    public String moshi_write() {
        return MoshiCodec.ADAPTER.toJson(record);
    }

    @Benchmark
    public Object jsoniterScala_write(Record2Io io) {
        return io.bytes ? dev.riffle.bench.scalapeers.Record2Scala.jsoniterWriteBytes(scalaRecord)
                : dev.riffle.bench.scalapeers.Record2Scala.jsoniterWrite(scalaRecord);
    }

    @Benchmark
    public String zioJson_write() {
        return dev.riffle.bench.scalapeers.Record2Scala.zioWrite(scalaRecord);
    }

    @Benchmark
    public String circe_write() {
        return dev.riffle.bench.scalapeers.Record2Scala.circeWrite(scalaRecord);
    }

    @Benchmark
    public Object fastjson2_write(Record2Io io) {
        return io.bytes ? JSON.toJSONBytes(record) : JSON.toJSONString(record);
    }

    @Benchmark
    public Object dsljson_write(Record2Io io) throws IOException {
        JsonWriter w = dslWriter;
        w.reset();
        Dsl.JSON.serialize(w, record);
        return io.bytes ? w.toByteArray() : w.toString();
    }

    @Benchmark
    public Object avaje_write(Record2Io io) {
        return io.bytes ? Avaje.TYPE.toJsonBytes(record) : Avaje.TYPE.toJson(record);
    }

    @Benchmark
    public String gson_write() {
        return GsonCodec.GSON.toJson(record);
    }

    @Benchmark
    public String jsoniter_write() {
        return com.jsoniter.output.JsonStream.serialize(ScenarioBench.JSONITER_REFLECT, jrecord);
    }

    @Benchmark
    @Fork(jvmArgsAppend = ScenarioBench.ADD_OPENS)
    public String jsoniterDynamic_write() {
        return com.jsoniter.output.JsonStream.serialize(ScenarioBench.JSONITER_DYNAMIC, jrecord);
    }

    @Benchmark
    public String fory_write() {
        return Fory.JSON.toJson(record);
    }

    // ---- checks ----

    /** The document's content, typed in from seed-scalajack/README.md (no JSON library involved). */
    static Record2 expectedRecord() {
        return new Record2(
                new Person2("John Doe", 30, new Address2("123 Main Street", "Anytown", "CA", "12345"),
                        "john.doe@example.com", List.of("555-555-5555", "555-123-4567"), true),
                List.of("reading", "swimming", "traveling"),
                List.of(new Friend2("Jane Smith", 28, "jane.smith@example.com"),
                        new Friend2("Bob Johnson", 32, "bob.johnson@example.com")),
                List.of(new Pet2("Fido", "Dog", 5), new Pet2("Whiskers", "Cat", 3)));
    }

    /**
     * The expected compact output: the document re-serialized without whitespace, keys in
     * document order (computed with Jackson's tree); it must be 508 bytes as the README says.
     */
    static String expectedCompact() throws IOException {
        String s = Ref.MAPPER.writeValueAsString(Ref.tree(Inputs.bytes("seed-scalajack/record2.json")));
        int n = s.getBytes(StandardCharsets.UTF_8).length;
        if (n != 508) throw new IllegalStateException("compact Record2 is " + n + " bytes, README says 508");
        return s;
    }

    static void check(Checker c) throws Exception {
        Record2Bench b = new Record2Bench();
        b.setup();
        Record2 want = expectedRecord();
        String out = expectedCompact();
        Class<?> k = Record2Bench.class;
        Record2Io[] ios = Record2Io.all();
        RiffleConfig[] configs = RiffleConfig.all();
        c.check(k, "riffle_read", () -> Checker.each(configs, r -> "config=" + r.config,
                r -> Checker.each(ios, x -> "io=" + x.io, x -> riffleRead(b.riffle_read(r, x), r, want))));
        c.check(k, "riffle_write", () -> Checker.each(configs, r -> "config=" + r.config,
                r -> Checker.each(RiffleWriter.all(), w -> "writer=" + w.writer,
                        w -> Checker.each(ios, x -> "io=" + x.io, x -> riffleWrite(b.riffle_write(r, w, x), r, x, out)))));
        c.check(k, "jackson_read", () -> Checker.each(JacksonBinding.all(), j -> "jackson=" + j.jackson,
                j -> Checker.each(ios, x -> "io=" + x.io, x -> Checker.same(b.jackson_read(j, x), want))));
        c.check(k, "jackson3_read", () -> Checker.each(ios, x -> "io=" + x.io, x -> Checker.same(b.jackson3_read(x), want)));
        c.check(k, "moshi_read", () -> Checker.same(b.moshi_read(), want));
        c.check(k, "jsoniterScala_read", () -> Checker.each(ios, x -> "io=" + x.io,
                x -> Checker.same(ScalaRecord2.toJava(b.jsoniterScala_read(x)), want)));
        c.check(k, "zioJson_read", () -> Checker.same(ScalaRecord2.toJava(b.zioJson_read()), want));
        c.check(k, "circe_read", () -> Checker.same(ScalaRecord2.toJava(b.circe_read()), want));
        c.check(k, "fastjson2_read", () -> Checker.each(ios, x -> "io=" + x.io, x -> Checker.same(b.fastjson2_read(x), want)));
        c.check(k, "dsljson_read", () -> Checker.each(ios, x -> "io=" + x.io, x -> Checker.same(b.dsljson_read(x), want)));
        c.check(k, "avaje_read", () -> Checker.each(ios, x -> "io=" + x.io, x -> Checker.same(b.avaje_read(x), want)));
        c.check(k, "gson_read", () -> Checker.same(b.gson_read(), want));
        c.check(k, "jsoniter_read", () -> Checker.same(b.jsoniter_read().toRecord(), want));
        c.check(k, "jsoniterDynamic_read", () -> Checker.same(b.jsoniterDynamic_read().toRecord(), want));
        c.check(k, "fory_read", () -> Checker.same(b.fory_read(), want));
        c.check(k, "jackson_write", () -> Checker.each(JacksonBinding.all(), j -> "jackson=" + j.jackson,
                j -> Checker.each(ios, x -> "io=" + x.io, x -> written(b.jackson_write(j, x), x, out))));
        c.check(k, "jackson3_write", () -> Checker.each(ios, x -> "io=" + x.io, x -> written(b.jackson3_write(x), x, out)));
        c.check(k, "moshi_write", () -> Checker.same(b.moshi_write(), out));
        c.check(k, "jsoniterScala_write", () -> Checker.each(ios, x -> "io=" + x.io, x -> written(b.jsoniterScala_write(x), x, out)));
        c.check(k, "zioJson_write", () -> Checker.same(b.zioJson_write(), out));
        c.check(k, "circe_write", () -> Checker.same(b.circe_write(), out));
        c.check(k, "fastjson2_write", () -> Checker.each(ios, x -> "io=" + x.io, x -> written(b.fastjson2_write(x), x, out)));
        c.check(k, "dsljson_write", () -> Checker.each(ios, x -> "io=" + x.io, x -> written(b.dsljson_write(x), x, out)));
        c.check(k, "avaje_write", () -> Checker.each(ios, x -> "io=" + x.io, x -> written(b.avaje_write(x), x, out)));
        c.check(k, "gson_write", () -> Checker.same(b.gson_write(), out));
        c.check(k, "jsoniter_write", () -> Checker.same(b.jsoniter_write(), out));
        c.check(k, "jsoniterDynamic_write", () -> Checker.same(b.jsoniterDynamic_write(), out));
        c.check(k, "fory_write", () -> Checker.same(b.fory_write(), out));
    }

    /**
     * A Riffle read row's answer: the expected record (a generated copy converted back to the
     * model first), read with the codec its config names.
     */
    static String riffleRead(Object got, RiffleConfig config, Record2 want) {
        String p = config.readProblem(got, Record2.class, dev.riffle.bench.model.generated.Record2.class);
        if (p != null) return p;
        return Checker.same(got instanceof dev.riffle.bench.model.generated.Record2 g ? GeneratedRecord2.toModel(g) : got, want);
    }

    /** A Riffle write row's answer: the expected text, written with the codec its config names. */
    static String riffleWrite(Object got, RiffleConfig config, Record2Io io, String want) {
        String p = config.codecProblem(Record2.class, dev.riffle.bench.model.generated.Record2.class);
        return p != null ? p : written(got, io, want);
    }

    /** A write row's answer must be the expected text, as a String or as its UTF-8 bytes. */
    static String written(Object got, Record2Io io, String want) {
        return io.bytes ? Checker.same(got, want.getBytes(StandardCharsets.UTF_8)) : Checker.same(got, want);
    }
}
