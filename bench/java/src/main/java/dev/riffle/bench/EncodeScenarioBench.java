package dev.riffle.bench;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Fork;

/** A {@link ScenarioBench} that also encodes the object ({@code *_write}, UTF-8 bytes). */
public abstract class EncodeScenarioBench<T> extends ScenarioBench<T> {
    final ByteArrayOutputStream out = new ByteArrayOutputStream(4096);


    /** Riffle's {@code config=hand-written} write: the object written by hand with JsonStream. */
    protected abstract void riffleWrite(dev.riffle.JsonStream s, T o);

    /**
     * Riffle's write: by hand ({@link #riffleWrite}) or through riffle-bind, of the object
     * ({@code bind=runtime}) or of its generated copy ({@code bind=generated}), see {@link RiffleConfig}.
     */
    @Benchmark
    public byte[] riffle_write(RiffleConfig config, RiffleWriter writer) {
        dev.riffle.JsonStream s = writer.stream();
        if (!config.bind) {
            riffleWrite(s, obj);
        } else {
            RiffleConfig.BINDER.write(s, config.generated ? generatedObj : obj);
        }
        return s.toByteArray();
    }

    /** Writes a String member value, or null. */
    static void str(dev.riffle.JsonStream s, String v) {
        if (v == null) s.writeNull(); else s.writeString(v);
    }

    @Benchmark
    public byte[] jackson_write() throws IOException {
        return MAPPER.writeValueAsBytes(obj);
    }

    @Benchmark
    public byte[] jsoniter_write() {
        out.reset();
        com.jsoniter.output.JsonStream.serialize(JSONITER_REFLECT, obj, out);
        return out.toByteArray();
    }

    @Benchmark
    @Fork(jvmArgsAppend = ADD_OPENS)
    public byte[] jsoniterDynamic_write() {
        out.reset();
        com.jsoniter.output.JsonStream.serialize(JSONITER_DYNAMIC, obj, out);
        return out.toByteArray();
    }

    @Benchmark
    public byte[] protobuf_write() {
        return msg.toByteArray();
    }

    @Override
    void check(Checker c) throws Exception {
        checkReads(c);
        Class<?> k = getClass();
        JsonNode want = Ref.tree(json);
        c.check(k, "riffle_write", () -> Checker.each(RiffleConfig.all(), r -> "config=" + r.config,
                r -> Checker.each(RiffleWriter.all(), w -> "writer=" + w.writer, w -> {
                    String p = r.codecProblem(type(), generatedType());
                    return p != null ? p : Ref.sameJson(want, riffle_write(r, w));
                })));
        c.check(k, "jackson_write", () -> Ref.sameJson(want, jackson_write()));
        c.check(k, "jsoniter_write", () -> Ref.sameJson(want, jsoniter_write()));
        c.check(k, "jsoniterDynamic_write", () -> Ref.sameJson(want, jsoniterDynamic_write()));
        c.check(k, "protobuf_write", () -> Checker.same(readParser().parseFrom(protobuf_write()), msg));
    }
}
