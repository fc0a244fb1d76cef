package dev.riffle.bench;

import com.alibaba.fastjson2.JSON;
import com.alibaba.fastjson2.JSONReader;
import com.dslplatform.json.DslJson;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.squareup.moshi.JsonAdapter;
import com.squareup.moshi.Moshi;
import dev.riffle.bench.scalapeers.GenericScala;
import io.avaje.jsonb.JsonType;
import io.avaje.jsonb.Jsonb;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The Java APIs whose strictness {@link Conformance} measures: the validators and skippers of
 * the validate and skip rows, and each peer's generic parse (to its own tree or to
 * {@code Object}), the closest thing to "decode anything" a binding library has. APIs that
 * take a String get the input decoded from UTF-8 by {@code new String(bytes, UTF_8)} (as the
 * Record2 rows do), which replaces malformed UTF-8: those APIs cannot see it.
 *
 * <p>Not here: dsl-json's {@code JsonReader.skip}, which reads the token after the value and so
 * cannot end at the end of the input (its skip row only skips member values inside an object),
 * and the Record2-only peers (fory, the binders' typed reads).
 */
final class Conformers {
    private Conformers() {}

    /** One API: {@code accepts} returns true when the input is accepted; false or an exception is a rejection. */
    @FunctionalInterface
    interface Accept {
        boolean accepts(byte[] json) throws Exception;
    }

    /** An API under test, named as the report names it (op, library id, API). */
    record Api(String op, String lib, String api, Accept accept) {}

    static String utf8(byte[] b) {
        return new String(b, StandardCharsets.UTF_8);
    }

    /** Every API, Riffle's first. */
    static List<Api> all() {
        JsonFactory jackson = new JsonFactory();
        tools.jackson.core.json.JsonFactory jackson3 = new tools.jackson.core.json.JsonFactory();
        ObjectMapper mapper = new ObjectMapper();
        tools.jackson.databind.json.JsonMapper mapper3 = new tools.jackson.databind.json.JsonMapper();
        DslJson<Object> dsl = new DslJson<>();
        JsonAdapter<Object> moshi = new Moshi.Builder().build().adapter(Object.class);
        JsonType<Object> avaje = Jsonb.builder().build().type(Object.class);
        return List.of(
                new Api("validate", "riffle", "Riffle.valid", dev.riffle.Riffle::valid),
                new Api("skip", "riffle", "JsonIterator.skip+finish", b -> {
                    dev.riffle.JsonIterator it = dev.riffle.JsonIterator.of(b);
                    it.skip();
                    it.finish();
                    return true;
                }),
                new Api("validate", "fastjson2", "JSON.isValid", JSON::isValid),
                new Api("validate", "jackson", "JsonParser.nextToken loop", b -> {
                    try (JsonParser p = jackson.createParser(b)) {
                        while (p.nextToken() != null) {
                            // every token, as the validate row reads them
                        }
                    }
                    return true;
                }),
                new Api("validate", "jackson3", "JsonParser.nextToken loop", b -> {
                    try (tools.jackson.core.JsonParser p = jackson3.createParser(b)) {
                        while (p.nextToken() != null) {
                            // every token, as the validate row reads them
                        }
                    }
                    return true;
                }),
                new Api("skip", "jackson", "JsonParser.skipChildren+nextToken()==null", b -> {
                    try (JsonParser p = jackson.createParser(b)) {
                        if (p.nextToken() == null) return false;
                        p.skipChildren();
                        return p.nextToken() == null;
                    }
                }),
                new Api("skip", "fastjson2", "JSONReader.skipValue+isEnd", b -> {
                    try (JSONReader r = JSONReader.of(b)) {
                        r.skipValue();
                        return r.isEnd();
                    }
                }),
                new Api("skip", "jsoniter", "JsonIterator.skip (no end check)", b -> {
                    com.jsoniter.JsonIterator.parse(b).skip();
                    return true;
                }),
                new Api("generic", "jackson", "ObjectMapper.readTree(defaults)", b -> mapper.readTree(b) != null),
                new Api("generic", "jackson3", "JsonMapper.readTree(defaults)", b -> mapper3.readTree(b) != null),
                new Api("generic", "fastjson2", "JSON.parse(byte[])", b -> {
                    JSON.parse(b);
                    return true;
                }),
                new Api("generic", "gson", "JsonParser.parseString(String)", b -> {
                    com.google.gson.JsonParser.parseString(utf8(b));
                    return true;
                }),
                new Api("generic", "moshi", "adapter(Object).fromJson(String)", b -> {
                    moshi.fromJson(utf8(b));
                    return true;
                }),
                new Api("generic", "dsljson", "ObjectConverter.deserializeObject (no end check)", b -> {
                    com.dslplatform.json.JsonReader<Object> r = dsl.newReader().process(b, b.length);
                    r.getNextToken();
                    com.dslplatform.json.ObjectConverter.deserializeObject(r);
                    return true;
                }),
                new Api("generic", "jsoniter", "JsonIterator.parse(byte[]).read()", b -> {
                    com.jsoniter.JsonIterator.parse(b).read();
                    return true;
                }),
                new Api("generic", "avaje", "type(Object).fromJson(byte[])", b -> {
                    avaje.fromJson(b);
                    return true;
                }),
                new Api("generic", "circe", "parser.parse(String)", b -> GenericScala.circeParse(utf8(b)).isEmpty()),
                new Api("generic", "zioJson", "fromJson[ast.Json](String)", b -> GenericScala.zioParse(utf8(b)).isEmpty()));
    }
}
