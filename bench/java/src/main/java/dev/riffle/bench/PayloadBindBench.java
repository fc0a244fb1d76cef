package dev.riffle.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Iterator;

/**
 * Binds a seed payload to a partial model: the members the pull-parser rows of
 * SmallPayloadBench and MediumPayloadBench read, as records, every other member skipped.
 * Every library binds (its {@code *_read} turns the UTF-8 bytes into the model), so this is
 * where Riffle's binder meets the peers' binders on these payloads; the pull-parser classes
 * set Riffle's hand-written reads against the peers' hand-written reads. Subclasses name the
 * payload and its model (SmallBindBench, MediumBindBench).
 *
 * <p>The read rows are {@link BindReadBench}'s, shared with {@link CorpusBindBench}, and each
 * library runs as there: Riffle's binder ({@link RiffleBound}) with one JsonIterator reset per op;
 * Jackson 2 an ObjectReader made once, plain and with Blackbird and fast doubles; Jackson 3 the
 * same; dsl-json its compiled converters; avaje-jsonb its generated adapter; fastjson2
 * {@code parseObject}; Moshi and Gson an adapter or instance made once (Gson reads a String
 * decoded inside the op, Moshi an okio Buffer: they have no byte-array input). The models
 * carry each peer's annotation, and Jackson's and dsl-json's say to skip unknown members,
 * which the other libraries do by default. Read rows only: writing a partial model is not a
 * workload of the seed benchmark.
 */
public abstract class PayloadBindBench<M> extends BindReadBench<M> {
    // ---- checks ----

    /**
     * Checks every row of {@code b} against the payload's data on the model's members: the
     * document's tree cut down to the members of the model's shape (taken from plain Jackson's
     * decoding, whose values must then be the document's), compared with each answer's tree
     * ({@link ModelTree}, by reflection) as {@link CorpusBindBench} compares them (null and
     * absent members alike, members in any order).
     */
    static void check(Checker c, PayloadBindBench<?> b) throws Exception {
        b.loadInput();
        JsonNode doc = Ref.tree(b.input);
        JsonNode shape = ModelTree.withoutNulls(ModelTree.of(Ref.MAPPER.readValue(b.input, b.model())));
        JsonNode want = ModelTree.withoutNulls(project(doc, shape));
        String wrong = Ref.diff(want, shape, "");
        if (wrong != null) {
            throw new IllegalStateException("plain Jackson's " + b.model().getName() + " is not the data of " + b.file() + ": " + wrong);
        }
        checkReads(c, b, want);
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
