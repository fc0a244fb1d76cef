package dev.riffle.bench;

import com.alibaba.fastjson2.JSONWriter;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
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

/**
 * The worst case for Riffle's writer cache of member names: one object of {@link #COUNT}
 * members whose names never repeat, each a new {@code String} made in the timed loop (so its
 * hash code is not cached), with a small int value. Every library makes the same Strings.
 * Riffle's other write workloads replay documents whose names repeat; this one shows what
 * the cache costs when nothing repeats. Riffle is timed with its writer reused and new per op
 * ({@link RiffleWriter}); Jackson and fastjson2 make a writer per op, jsoniter reuses its stream.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class UniqueNamesBench {
    /** Members per document. */
    static final int COUNT = 5000;

    char[][] names;
    final JsonFactory jackson = new JsonFactory();
    final ByteArrayOutputStream out = new ByteArrayOutputStream(1 << 17);
    com.jsoniter.output.JsonStream jsoniterStream;

    /** Makes the names' chars ({@code "member_<n>_x"} with scattered n). */
    @Setup
    public void setup() {
        names = new char[COUNT][];
        for (int i = 0; i < COUNT; i++) {
            names[i] = ("member_" + (i * 7919 % 100_003) + "_x").toCharArray();
        }
        jsoniterStream = new com.jsoniter.output.JsonStream(out, 64 * 1024);
    }

    @Benchmark
    public byte[] riffle_write(RiffleWriter writer) {
        dev.riffle.JsonStream s = writer.stream();
        s.writeObjectStart();
        for (int i = 0; i < COUNT; i++) {
            s.writeField(new String(names[i]));
            s.writeInt(i);
        }
        s.writeObjectEnd();
        return s.toByteArray();
    }

    @Benchmark
    public byte[] jackson_write() throws IOException {
        out.reset();
        try (JsonGenerator g = jackson.createGenerator(out)) {
            g.writeStartObject();
            for (int i = 0; i < COUNT; i++) {
                g.writeFieldName(new String(names[i]));
                g.writeNumber(i);
            }
            g.writeEndObject();
        }
        return out.toByteArray();
    }

    @Benchmark
    public byte[] jsoniter_write() throws IOException {
        out.reset();
        com.jsoniter.output.JsonStream s = jsoniterStream;
        s.reset(out);
        s.writeObjectStart();
        for (int i = 0; i < COUNT; i++) {
            if (i > 0) {
                s.writeMore();
            }
            s.writeObjectField(new String(names[i]));
            s.writeVal(i);
        }
        s.writeObjectEnd();
        s.flush();
        return out.toByteArray();
    }

    @Benchmark
    public byte[] fastjson2_write() {
        try (JSONWriter w = JSONWriter.ofUTF8()) {
            w.startObject();
            for (int i = 0; i < COUNT; i++) {
                w.writeName(new String(names[i])); // writes the ',' before every name but the first
                w.writeColon();
                w.writeInt32(i);
            }
            w.endObject();
            return w.getBytes();
        }
    }

    /** The expected document, built with Jackson's tree. */
    JsonNode expected() {
        com.fasterxml.jackson.databind.node.ObjectNode o = Ref.MAPPER.createObjectNode();
        for (int i = 0; i < COUNT; i++) {
            o.put(new String(names[i]), i);
        }
        return o;
    }

    /** Checks every benchmark method against the expected tree. */
    static void check(Checker c) throws Exception {
        UniqueNamesBench b = new UniqueNamesBench();
        b.setup();
        JsonNode want = b.expected();
        Class<?> k = UniqueNamesBench.class;
        c.check(k, "riffle_write", () -> Checker.each(RiffleWriter.all(), w -> "writer=" + w.writer,
                w -> Ref.sameJson(want, b.riffle_write(w))));
        c.check(k, "jackson_write", () -> Ref.sameJson(want, b.jackson_write()));
        c.check(k, "jsoniter_write", () -> Ref.sameJson(want, b.jsoniter_write()));
        c.check(k, "fastjson2_write", () -> Ref.sameJson(want, b.fastjson2_write()));
    }
}
