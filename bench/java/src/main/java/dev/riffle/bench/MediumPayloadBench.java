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
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * seed-go medium-payload.json (2,328 B): read person.name.fullName, person.github.followers and
 * person.gravatar.avatars[*].url, skip everything else (as json-iterator's Go benchmark binds).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class MediumPayloadBench {
    /** The values read from the payload. */
    public record Medium(String fullName, int followers, List<String> avatarUrls) {}

    byte[] input;
    final JsonFactory jackson = new JsonFactory();
    final com.jsoniter.JsonIterator jsoniterIter = new com.jsoniter.JsonIterator();
    final DslJson<Object> dsl = new DslJson<>();
    com.dslplatform.json.JsonReader<Object> dslReader;

    static final FieldNames TOP = FieldNames.of("person");
    static final FieldNames PERSON = FieldNames.of("name", "github", "gravatar");
    static final FieldNames FULL_NAME = FieldNames.of("fullName");
    static final FieldNames FOLLOWERS = FieldNames.of("followers");
    static final FieldNames AVATARS = FieldNames.of("avatars");
    static final FieldNames URL = FieldNames.of("url");
    dev.riffle.JsonIterator riffleIter;

    /** Loads the payload. */
    @Setup
    public void setup() {
        input = Inputs.bytes("seed-go/medium-payload.json");
        dslReader = dsl.newReader(input);
        riffleIter = dev.riffle.JsonIterator.of(input);
    }

    // ---- Riffle ----

    /**
     * Riffle's read by hand, one reused JsonIterator reset per op (nextFieldMatch, the next
     * member expected). Riffle's binder reads this payload in MediumBindBench, beside the peers'
     * binders; this class sets hand-written reads against hand-written reads.
     */
    @Benchmark
    public Medium riffle_read() {
        dev.riffle.JsonIterator it = riffleIter.reset(input);
        Acc a = new Acc();
        for (int top; (top = it.nextFieldMatch(TOP, 0)) != FieldNames.END;) {
            if (top != 0) { it.skip(); continue; }
            int expected = 0;
            for (int f; (f = it.nextFieldMatch(PERSON, expected)) != FieldNames.END;) {
                if (f >= 0) expected = f + 1;
                switch (f) {
                    case 0 -> {
                        for (int g; (g = it.nextFieldMatch(FULL_NAME, 0)) != FieldNames.END;) {
                            if (g == 0) a.fullName = it.readString(); else it.skip();
                        }
                    }
                    case 1 -> {
                        for (int g; (g = it.nextFieldMatch(FOLLOWERS, 0)) != FieldNames.END;) {
                            if (g == 0) a.followers = it.readInt(); else it.skip();
                        }
                    }
                    case 2 -> {
                        for (int g; (g = it.nextFieldMatch(AVATARS, 0)) != FieldNames.END;) {
                            if (g != 0) { it.skip(); continue; }
                            while (it.readArray()) {
                                for (int u; (u = it.nextFieldMatch(URL, 0)) != FieldNames.END;) {
                                    if (u == 0) a.urls.add(it.readString()); else it.skip();
                                }
                            }
                        }
                    }
                    default -> it.skip();
                }
            }
        }
        it.finish();
        return a.done();
    }

    /** Mutable result being filled while reading. */
    static final class Acc {
        String fullName;
        int followers;
        final List<String> urls = new ArrayList<>(2);

        Medium done() { return new Medium(fullName, followers, urls); }
    }

    // ---- Jackson ----

    @Benchmark
    public Medium jackson_read() throws IOException {
        Acc a = new Acc();
        try (JsonParser p = jackson.createParser(input)) {
            p.nextToken();
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String f = p.currentName();
                if (p.nextToken() == JsonToken.START_OBJECT && f.equals("person")) jacksonPerson(p, a);
                else p.skipChildren();
            }
        }
        return a.done();
    }

    private static void jacksonPerson(JsonParser p, Acc a) throws IOException {
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String f = p.currentName();
            JsonToken t = p.nextToken();
            if (t != JsonToken.START_OBJECT) { p.skipChildren(); continue; }
            switch (f) {
                case "name" -> {
                    while (p.nextToken() == JsonToken.FIELD_NAME) {
                        String g = p.currentName();
                        p.nextToken();
                        if (g.equals("fullName")) a.fullName = p.getText(); else p.skipChildren();
                    }
                }
                case "github" -> {
                    while (p.nextToken() == JsonToken.FIELD_NAME) {
                        String g = p.currentName();
                        p.nextToken();
                        if (g.equals("followers")) a.followers = p.getIntValue(); else p.skipChildren();
                    }
                }
                case "gravatar" -> {
                    while (p.nextToken() == JsonToken.FIELD_NAME) {
                        String g = p.currentName();
                        if (p.nextToken() == JsonToken.START_ARRAY && g.equals("avatars")) {
                            while (p.nextToken() == JsonToken.START_OBJECT) {
                                while (p.nextToken() == JsonToken.FIELD_NAME) {
                                    String h = p.currentName();
                                    p.nextToken();
                                    if (h.equals("url")) a.urls.add(p.getText()); else p.skipChildren();
                                }
                            }
                        } else {
                            p.skipChildren();
                        }
                    }
                }
                default -> p.skipChildren();
            }
        }
    }

    // ---- jsoniter ----

    @Benchmark
    public Medium jsoniter_read() throws IOException {
        Acc a = new Acc();
        com.jsoniter.JsonIterator it = jsoniterIter;
        it.reset(input);
        for (String f = it.readObject(); f != null; f = it.readObject()) {
            if (!f.equals("person")) { it.skip(); continue; }
            for (String g = it.readObject(); g != null; g = it.readObject()) {
                switch (g) {
                    case "name" -> {
                        for (String h = it.readObject(); h != null; h = it.readObject()) {
                            if (h.equals("fullName")) a.fullName = it.readString(); else it.skip();
                        }
                    }
                    case "github" -> {
                        for (String h = it.readObject(); h != null; h = it.readObject()) {
                            if (h.equals("followers")) a.followers = it.readInt(); else it.skip();
                        }
                    }
                    case "gravatar" -> {
                        for (String h = it.readObject(); h != null; h = it.readObject()) {
                            if (!h.equals("avatars")) { it.skip(); continue; }
                            while (it.readArray()) {
                                for (String u = it.readObject(); u != null; u = it.readObject()) {
                                    if (u.equals("url")) a.urls.add(it.readString()); else it.skip();
                                }
                            }
                        }
                    }
                    default -> it.skip();
                }
            }
        }
        return a.done();
    }

    // ---- fastjson2 ----

    @Benchmark
    public Medium fastjson2_read() {
        Acc a = new Acc();
        try (JSONReader r = JSONReader.of(input)) {
            r.nextIfObjectStart();
            while (!r.nextIfObjectEnd()) {
                if (!r.readFieldName().equals("person")) { r.skipValue(); continue; }
                r.nextIfObjectStart();
                while (!r.nextIfObjectEnd()) {
                    switch (r.readFieldName()) {
                        case "name" -> {
                            r.nextIfObjectStart();
                            while (!r.nextIfObjectEnd()) {
                                if (r.readFieldName().equals("fullName")) a.fullName = r.readString(); else r.skipValue();
                            }
                        }
                        case "github" -> {
                            r.nextIfObjectStart();
                            while (!r.nextIfObjectEnd()) {
                                if (r.readFieldName().equals("followers")) a.followers = r.readInt32Value(); else r.skipValue();
                            }
                        }
                        case "gravatar" -> {
                            r.nextIfObjectStart();
                            while (!r.nextIfObjectEnd()) {
                                if (!r.readFieldName().equals("avatars")) { r.skipValue(); continue; }
                                r.nextIfArrayStart();
                                while (!r.nextIfArrayEnd()) {
                                    r.nextIfObjectStart();
                                    while (!r.nextIfObjectEnd()) {
                                        if (r.readFieldName().equals("url")) a.urls.add(r.readString()); else r.skipValue();
                                    }
                                }
                            }
                        }
                        default -> r.skipValue();
                    }
                }
            }
        }
        return a.done();
    }

    // ---- DSL-JSON ----

    @Benchmark
    public Medium dsljson_read() throws IOException {
        Acc a = new Acc();
        com.dslplatform.json.JsonReader<Object> r = dslReader.process(input, input.length);
        r.getNextToken();
        byte t = r.getNextToken();
        while (t == '"') {
            if (r.readKey().equals("person") && r.last() == '{') {
                dslPerson(r, a);
                t = r.getNextToken();
            } else {
                t = r.skip();
            }
            if (t == ',') t = r.getNextToken();
        }
        if (t != '}') throw new IOException("expected }");
        return a.done();
    }

    /** Reads the object at r.last()=='{' up to its '}' (r.last() is then '}'). */
    private static void dslPerson(com.dslplatform.json.JsonReader<Object> r, Acc a) throws IOException {
        byte t = r.getNextToken();
        while (t == '"') {
            String f = r.readKey();
            if (r.last() != '{') {
                t = r.skip();
            } else {
                switch (f) {
                    case "name" -> {
                        byte u = r.getNextToken();
                        while (u == '"') {
                            if (r.readKey().equals("fullName")) { a.fullName = r.readString(); u = r.getNextToken(); }
                            else u = r.skip();
                            if (u == ',') u = r.getNextToken();
                        }
                    }
                    case "github" -> {
                        byte u = r.getNextToken();
                        while (u == '"') {
                            if (r.readKey().equals("followers")) { a.followers = NumberConverter.deserializeInt(r); u = r.getNextToken(); }
                            else u = r.skip();
                            if (u == ',') u = r.getNextToken();
                        }
                    }
                    case "gravatar" -> {
                        byte u = r.getNextToken();
                        while (u == '"') {
                            if (r.readKey().equals("avatars") && r.last() == '[') {
                                byte v = r.getNextToken();
                                while (v == '{') {
                                    byte w = r.getNextToken();
                                    while (w == '"') {
                                        if (r.readKey().equals("url")) { a.urls.add(r.readString()); w = r.getNextToken(); }
                                        else w = r.skip();
                                        if (w == ',') w = r.getNextToken();
                                    }
                                    v = r.getNextToken();
                                    if (v == ',') v = r.getNextToken();
                                }
                                u = r.getNextToken();
                            } else {
                                u = r.skip();
                            }
                            if (u == ',') u = r.getNextToken();
                        }
                    }
                    default -> {
                        t = r.skip();
                        if (t == ',') t = r.getNextToken();
                        continue;
                    }
                }
                t = r.getNextToken();
            }
            if (t == ',') t = r.getNextToken();
        }
    }

    /** The reference answer, from a Jackson tree. */
    static Medium expected() throws IOException {
        JsonNode p = Ref.tree(Inputs.bytes("seed-go/medium-payload.json")).get("person");
        List<String> urls = new ArrayList<>();
        for (JsonNode av : p.get("gravatar").get("avatars")) urls.add(av.get("url").textValue());
        return new Medium(p.get("name").get("fullName").textValue(), p.get("github").get("followers").intValue(), urls);
    }

    static void check(Checker c) throws Exception {
        MediumPayloadBench b = new MediumPayloadBench();
        b.setup();
        Medium want = expected();
        Class<?> k = MediumPayloadBench.class;
        c.check(k, "riffle_read", () -> Checker.same(b.riffle_read(), want));
        c.check(k, "jackson_read", () -> Checker.same(b.jackson_read(), want));
        c.check(k, "jsoniter_read", () -> Checker.same(b.jsoniter_read(), want));
        c.check(k, "fastjson2_read", () -> Checker.same(b.fastjson2_read(), want));
        c.check(k, "dsljson_read", () -> Checker.same(b.dsljson_read(), want));
    }
}
