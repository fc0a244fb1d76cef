package dev.riffle.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.protobuf.MessageLite;
import com.google.protobuf.Parser;
import com.jsoniter.output.EncodingMode;
import com.jsoniter.spi.Config;
import com.jsoniter.spi.DecodingMode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * One scenario of json-iterator's published Java "bind API" table (Protobuf vs Jackson vs
 * Jsoniter): decode a small JSON document into an object ({@code *_read}). Subclasses of
 * {@link EncodeScenarioBench} also encode the object ({@code *_write}, UTF-8 bytes).
 *
 * <p>jsoniter runs in two modes: {@code jsoniter} = REFLECTION_MODE (decoding and encoding);
 * {@code jsoniterDynamic} = DYNAMIC_MODE_AND_MATCH_FIELD_WITH_HASH / EncodingMode.DYNAMIC_MODE
 * (javassist code generation), which needs {@code --add-opens java.base/java.lang} on JDK 17+:
 * that harness flag is given only to those benchmarks' forks.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public abstract class ScenarioBench<T> {
    /** JVM flag needed by jsoniter's dynamic (javassist) mode; a harness flag for that peer only. */
    public static final String ADD_OPENS = "--add-opens=java.base/java.lang=ALL-UNNAMED";

    static final ObjectMapper MAPPER = new ObjectMapper();
    static final Config JSONITER_REFLECT = new Config.Builder()
            .decodingMode(DecodingMode.REFLECTION_MODE).encodingMode(EncodingMode.REFLECTION_MODE).build();
    static final Config JSONITER_DYNAMIC = new Config.Builder()
            .decodingMode(DecodingMode.DYNAMIC_MODE_AND_MATCH_FIELD_WITH_HASH)
            .encodingMode(EncodingMode.DYNAMIC_MODE).build();

    /** The bound class. */
    protected abstract Class<T> type();

    /**
     * The {@code @JsonGenerate} record copy of {@link #type()} (in
     * {@code dev.riffle.bench.model.generated}), bound by Riffle's {@code bind=generated} rows.
     */
    protected abstract Class<?> generatedType();

    /** The JSON document (compact, as the reference generated it). */
    protected abstract String jsonText();

    /** The object the JSON document holds. */
    protected abstract T object();

    /** The protobuf message with the same content, as written by the producer. */
    protected abstract MessageLite message();

    /** The parser for what the consumer reads (the message's own parser, except SkipStructure). */
    protected abstract Parser<? extends MessageLite> readParser();

    /** The message the consumer is expected to read (as {@link #pbAnswer} reduces it). */
    protected Object expectedRead() {
        return message();
    }

    /** Reduces a parsed protobuf message to what the check compares. */
    protected Object pbAnswer(Object parsed) {
        return parsed;
    }

    byte[] json;
    byte[] pb;
    T obj;
    /** {@link #obj} as its generated copy (converted by Jackson, no Riffle code involved). */
    Object generatedObj;
    MessageLite msg;

    /** Builds the inputs. */
    @Setup
    public void setup() {
        json = jsonText().getBytes(StandardCharsets.UTF_8);
        obj = object();
        generatedObj = Ref.MAPPER.convertValue(obj, generatedType());
        msg = message();
        pb = msg.toByteArray();
        riffleIter = dev.riffle.JsonIterator.of(json);
    }

    dev.riffle.JsonIterator riffleIter;

    /** Riffle's {@code config=hand-written} read: the scenario bound by hand with the JsonIterator. */
    protected abstract T riffleRead(dev.riffle.JsonIterator it);

    /**
     * Riffle's read: by hand ({@link #riffleRead}) or through riffle-bind into {@link #type()}
     * ({@code bind=runtime}) or {@link #generatedType()} ({@code bind=generated}), see
     * {@link RiffleConfig}.
     */
    @Benchmark
    public Object riffle_read(RiffleConfig config) {
        dev.riffle.JsonIterator it = riffleIter.reset(json);
        return config.bind ? config.read(it, type(), generatedType()) : riffleRead(it);
    }

    @Benchmark
    public T jackson_read() throws IOException {
        return MAPPER.readValue(json, type());
    }

    @Benchmark
    public T jsoniter_read() {
        return com.jsoniter.JsonIterator.deserialize(JSONITER_REFLECT, json, type());
    }

    @Benchmark
    @Fork(jvmArgsAppend = ADD_OPENS)
    public T jsoniterDynamic_read() {
        return com.jsoniter.JsonIterator.deserialize(JSONITER_DYNAMIC, json, type());
    }

    @Benchmark
    public Object protobuf_read() throws IOException {
        return readParser().parseFrom(pb);
    }

    /** Checks the read benchmarks of {@code b}; subclasses add their own. */
    void checkReads(Checker c) throws Exception {
        setup();
        Class<?> k = getClass();
        T want = object();
        c.check(k, "riffle_read", () -> Checker.each(RiffleConfig.all(), r -> "config=" + r.config,
                r -> riffleReadProblem(riffle_read(r), r, want)));
        c.check(k, "jackson_read", () -> Checker.same(jackson_read(), want));
        c.check(k, "jsoniter_read", () -> Checker.same(jsoniter_read(), want));
        c.check(k, "jsoniterDynamic_read", () -> Checker.same(jsoniterDynamic_read(), want));
        c.check(k, "protobuf_read", () -> Checker.same(pbAnswer(protobuf_read()), expectedRead()));
    }

    /**
     * Null when a Riffle read row's answer {@code got} is right: the expected object for the
     * hand-written row; for a bound row, an object of the type the row binds (with the codec its
     * label promises) holding the expected values ({@link ModelTree}: members by name).
     */
    String riffleReadProblem(Object got, RiffleConfig r, T want) {
        if (!r.bind) return Checker.same(got, want);
        String p = r.readProblem(got, type(), generatedType());
        return p != null ? p : Ref.diff(ModelTree.of(want), ModelTree.of(got), "");
    }

    /** Runs all checks of this scenario. */
    void check(Checker c) throws Exception {
        checkReads(c);
    }
}
