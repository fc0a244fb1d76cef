package dev.riffle.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Turns a bound object (a model record, a public-field class, lists, maps, arrays, boxed
 * scalars) into a Jackson tree by reflection alone, with no JSON library's binding involved, so
 * the checks can compare what any library decoded with the tree of the input. A member's JSON
 * name is its {@code @JsonName} (Riffle) or {@code @JsonProperty} (Jackson) value when it has
 * one, else its Java name. Used only by the checks, never in a timed method.
 */
final class ModelTree {
    private ModelTree() {}

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    /** The tree of {@code v}. */
    static JsonNode of(Object v) {
        try {
            return node(v);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot read the model " + v.getClass().getName(), e);
        }
    }

    private static JsonNode node(Object v) throws ReflectiveOperationException {
        if (v == null) return NODES.nullNode();
        if (v instanceof String s) return NODES.textNode(s);
        if (v instanceof Boolean b) return NODES.booleanNode(b);
        if (v instanceof Integer || v instanceof Long || v instanceof Short || v instanceof Byte) {
            return NODES.numberNode(((Number) v).longValue());
        }
        if (v instanceof Double || v instanceof Float) return NODES.numberNode(((Number) v).doubleValue());
        if (v instanceof BigInteger b) return NODES.numberNode(b);
        if (v instanceof BigDecimal d) return NODES.numberNode(d);
        if (v instanceof Collection<?> c) {
            ArrayNode a = NODES.arrayNode();
            for (Object e : c) a.add(node(e));
            return a;
        }
        if (v.getClass().isArray()) {
            ArrayNode a = NODES.arrayNode();
            for (int i = 0, n = Array.getLength(v); i < n; i++) a.add(node(Array.get(v, i)));
            return a;
        }
        ObjectNode o = NODES.objectNode();
        if (v instanceof Map<?, ?> m) {
            for (Map.Entry<?, ?> e : m.entrySet()) o.set(String.valueOf(e.getKey()), node(e.getValue()));
        } else if (v.getClass().isRecord()) {
            for (RecordComponent c : v.getClass().getRecordComponents()) {
                o.set(jsonName(c.getName(), c.getAnnotation(dev.riffle.bind.annotation.JsonName.class),
                        c.getAnnotation(com.fasterxml.jackson.annotation.JsonProperty.class)), node(c.getAccessor().invoke(v)));
            }
        } else {
            for (Field f : v.getClass().getFields()) {
                if (Modifier.isStatic(f.getModifiers())) continue;
                o.set(jsonName(f.getName(), f.getAnnotation(dev.riffle.bind.annotation.JsonName.class),
                        f.getAnnotation(com.fasterxml.jackson.annotation.JsonProperty.class)), node(f.get(v)));
            }
        }
        return o;
    }

    private static String jsonName(String javaName, dev.riffle.bind.annotation.JsonName riffle,
            com.fasterxml.jackson.annotation.JsonProperty jackson) {
        if (riffle != null) return riffle.value();
        if (jackson != null && !jackson.value().isEmpty()) return jackson.value();
        return javaName;
    }

    /**
     * {@code n} with every object's members sorted by name and every member whose value is
     * null removed, at any depth: two documents are the same data "with null members and absent
     * members alike, in any member order" when their normal forms are {@link Ref#diff equal}.
     */
    static JsonNode withoutNulls(JsonNode n) {
        if (n.isObject()) {
            TreeMap<String, JsonNode> sorted = new TreeMap<>();
            n.properties().forEach(e -> {
                if (!e.getValue().isNull()) sorted.put(e.getKey(), withoutNulls(e.getValue()));
            });
            ObjectNode o = NODES.objectNode();
            sorted.forEach(o::set);
            return o;
        }
        if (n.isArray()) {
            List<JsonNode> items = new ArrayList<>();
            n.forEach(e -> items.add(withoutNulls(e)));
            ArrayNode a = NODES.arrayNode();
            a.addAll(items);
            return a;
        }
        return n;
    }
}
