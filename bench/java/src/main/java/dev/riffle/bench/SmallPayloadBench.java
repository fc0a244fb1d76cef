package dev.riffle.bench;

import com.alibaba.fastjson2.JSONReader;
import com.dslplatform.json.DslJson;
import com.dslplatform.json.NumberConverter;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import dev.riffle.FieldNames;
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
 * seed-go small-payload.json (189 B), as in json-iterator's Go pull-API benchmark: read the
 * members uuid, tz, ua and st of the flat object and skip the other five.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class SmallPayloadBench {
    /** The four values read from the payload. */
    public record Small(int st, String uuid, String ua, int tz) {}

    byte[] input;
    final JsonFactory jackson = new JsonFactory();
    final com.jsoniter.JsonIterator jsoniterIter = new com.jsoniter.JsonIterator();
    final DslJson<Object> dsl = new DslJson<>();
    com.dslplatform.json.JsonReader<Object> dslReader;

    static final FieldNames SMALL = FieldNames.of("st", "uuid", "ua", "tz"); // in the order of the document
    dev.riffle.JsonIterator riffleIter;

    /** Loads the payload. */
    @Setup
    public void setup() {
        input = Inputs.bytes("seed-go/small-payload.json");
        dslReader = dsl.newReader(input);
        riffleIter = dev.riffle.JsonIterator.of(input);
    }

    /**
     * Riffle's read by hand, one reused JsonIterator reset per op (nextFieldMatch, the next
     * member expected). Riffle's binder reads this payload in SmallBindBench, beside the peers'
     * binders; this class sets hand-written reads against hand-written reads.
     */
    @Benchmark
    public Small riffle_read() {
        dev.riffle.JsonIterator it = riffleIter.reset(input);
        int st = 0, tz = 0;
        String uuid = null, ua = null;
        int expected = 0;
        for (int f; (f = it.nextFieldMatch(SMALL, expected)) != FieldNames.END;) {
            if (f >= 0) expected = f + 1;
            switch (f) {
                case 0 -> st = it.readInt();
                case 1 -> uuid = it.readString();
                case 2 -> ua = it.readString();
                case 3 -> tz = it.readInt();
                default -> it.skip();
            }
        }
        it.finish();
        return new Small(st, uuid, ua, tz);
    }

    @Benchmark
    public Small jackson_read() throws IOException {
        int st = 0, tz = 0;
        String uuid = null, ua = null;
        try (JsonParser p = jackson.createParser(input)) {
            p.nextToken();
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String f = p.currentName();
                p.nextToken();
                switch (f) {
                    case "uuid" -> uuid = p.getText();
                    case "tz" -> tz = p.getIntValue();
                    case "ua" -> ua = p.getText();
                    case "st" -> st = p.getIntValue();
                    default -> p.skipChildren();
                }
            }
        }
        return new Small(st, uuid, ua, tz);
    }

    @Benchmark
    public Small jsoniter_read() throws IOException {
        int st = 0, tz = 0;
        String uuid = null, ua = null;
        com.jsoniter.JsonIterator it = jsoniterIter;
        it.reset(input);
        for (String f = it.readObject(); f != null; f = it.readObject()) {
            switch (f) {
                case "uuid" -> uuid = it.readString();
                case "tz" -> tz = it.readInt();
                case "ua" -> ua = it.readString();
                case "st" -> st = it.readInt();
                default -> it.skip();
            }
        }
        return new Small(st, uuid, ua, tz);
    }

    @Benchmark
    public Small fastjson2_read() {
        int st = 0, tz = 0;
        String uuid = null, ua = null;
        try (JSONReader r = JSONReader.of(input)) {
            r.nextIfObjectStart();
            while (!r.nextIfObjectEnd()) {
                switch (r.readFieldName()) {
                    case "uuid" -> uuid = r.readString();
                    case "tz" -> tz = r.readInt32Value();
                    case "ua" -> ua = r.readString();
                    case "st" -> st = r.readInt32Value();
                    default -> r.skipValue();
                }
            }
        }
        return new Small(st, uuid, ua, tz);
    }

    @Benchmark
    public Small dsljson_read() throws IOException {
        int st = 0, tz = 0;
        String uuid = null, ua = null;
        com.dslplatform.json.JsonReader<Object> r = dslReader.process(input, input.length);
        r.getNextToken();
        byte t = r.getNextToken();
        while (t == '"') {
            switch (r.readKey()) {
                case "uuid" -> { uuid = r.readString(); t = r.getNextToken(); }
                case "tz" -> { tz = NumberConverter.deserializeInt(r); t = r.getNextToken(); }
                case "ua" -> { ua = r.readString(); t = r.getNextToken(); }
                case "st" -> { st = NumberConverter.deserializeInt(r); t = r.getNextToken(); }
                default -> t = r.skip();
            }
            if (t == ',') t = r.getNextToken();
        }
        if (t != '}') throw new IOException("expected }");
        return new Small(st, uuid, ua, tz);
    }

    /** The reference answer, from a Jackson tree. */
    static Small expected() throws IOException {
        JsonNode n = Ref.tree(Inputs.bytes("seed-go/small-payload.json"));
        return new Small(n.get("st").intValue(), n.get("uuid").textValue(), n.get("ua").textValue(), n.get("tz").intValue());
    }

    static void check(Checker c) throws Exception {
        SmallPayloadBench b = new SmallPayloadBench();
        b.setup();
        Small want = expected();
        Class<?> k = SmallPayloadBench.class;
        c.check(k, "riffle_read", () -> Checker.same(b.riffle_read(), want));
        c.check(k, "jackson_read", () -> Checker.same(b.jackson_read(), want));
        c.check(k, "jsoniter_read", () -> Checker.same(b.jsoniter_read(), want));
        c.check(k, "fastjson2_read", () -> Checker.same(b.fastjson2_read(), want));
        c.check(k, "dsljson_read", () -> Checker.same(b.dsljson_read(), want));
    }
}
