package dev.riffle.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.math.BigDecimal;
import java.util.Iterator;
import java.util.Map;

/**
 * Reference answers, computed with Jackson's tree model (JsonNode). They are used only by the
 * correctness checks, never inside a timed method.
 */
public final class Ref {
    private Ref() {}

    /** The mapper used for reference trees. */
    public static final ObjectMapper MAPPER = new ObjectMapper();

    /** Parses JSON bytes into a tree. */
    public static JsonNode tree(byte[] json) throws IOException {
        return MAPPER.readTree(json);
    }

    /** Number of members of the top-level object. */
    public static int topLevelMembers(byte[] json) throws IOException {
        return tree(json).size();
    }

    /**
     * Number of JsonParser tokens the document yields: START/END for each container, one per
     * member name and one per scalar.
     */
    public static long tokenCount(JsonNode n) {
        if (n.isObject()) {
            long c = 2;
            for (Iterator<Map.Entry<String, JsonNode>> it = n.fields(); it.hasNext(); ) {
                c += 1 + tokenCount(it.next().getValue());
            }
            return c;
        }
        if (n.isArray()) {
            long c = 2;
            for (JsonNode e : n) c += tokenCount(e);
            return c;
        }
        return 1;
    }

    /**
     * Null if the two trees hold the same JSON data, else where they first differ. Numbers are
     * compared by value (integers exactly, non-integers as doubles), so 1.5e1 equals 15.0.
     */
    public static String diff(JsonNode expected, JsonNode actual, String at) {
        if (expected.isNumber() && actual.isNumber()) {
            if (expected.isIntegralNumber() && actual.isIntegralNumber()) {
                return expected.bigIntegerValue().equals(actual.bigIntegerValue()) ? null
                        : at + ": expected " + expected + ", got " + actual;
            }
            double a = expected.doubleValue(), b = actual.doubleValue();
            return Double.compare(a, b) == 0 ? null : at + ": expected " + expected + ", got " + actual;
        }
        if (expected.getNodeType() != actual.getNodeType()) {
            return at + ": expected " + expected.getNodeType() + ", got " + actual.getNodeType();
        }
        if (expected.isObject()) {
            if (expected.size() != actual.size()) return at + ": member count " + expected.size() + " vs " + actual.size();
            Iterator<Map.Entry<String, JsonNode>> ea = expected.fields(), aa = actual.fields();
            while (ea.hasNext()) {
                Map.Entry<String, JsonNode> x = ea.next(), y = aa.next();
                if (!x.getKey().equals(y.getKey())) return at + ": member name " + x.getKey() + " vs " + y.getKey();
                String d = diff(x.getValue(), y.getValue(), at + "/" + x.getKey());
                if (d != null) return d;
            }
            return null;
        }
        if (expected.isArray()) {
            if (expected.size() != actual.size()) return at + ": array length " + expected.size() + " vs " + actual.size();
            for (int i = 0; i < expected.size(); i++) {
                String d = diff(expected.get(i), actual.get(i), at + "/" + i);
                if (d != null) return d;
            }
            return null;
        }
        return expected.equals(actual) ? null : at + ": expected " + expected + ", got " + actual;
    }

    /** Null if {@code json} parses (with Jackson) to the same data as {@code expected}. */
    public static String sameJson(JsonNode expected, byte[] json) {
        try {
            return diff(expected, tree(json), "");
        } catch (IOException e) {
            return "output is not JSON: " + e.getMessage();
        }
    }

    /** Whether a decimal literal is an integer value (no fraction, no exponent). */
    static boolean integral(BigDecimal d) {
        return d.stripTrailingZeros().scale() <= 0;
    }
}
