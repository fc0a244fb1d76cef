package dev.riffle.bench;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * A document flattened into a list of write events, built once in setup from a Jackson tree.
 * Writer benchmarks replay it, so the timed loop spends its time in the writer, not in
 * walking a tree. {@link #comma} tells writers without automatic commas where one goes.
 */
public final class Tape {
    /** Event kinds. */
    public static final byte OBJ_START = 0, OBJ_END = 1, ARR_START = 2, ARR_END = 3, FIELD = 4,
            STRING = 5, LONG = 6, DOUBLE = 7, TRUE = 8, FALSE = 9, NULL = 10;

    /** Event kind per position. */
    public final byte[] kind;
    /** Member name (FIELD) or string value (STRING) per position. */
    public final String[] text;
    /** Integer value (LONG) per position. */
    public final long[] longs;
    /** Double value (DOUBLE) per position. */
    public final double[] doubles;
    /** Whether a comma precedes this event (a member or an element that is not the first). */
    public final boolean[] comma;
    /** Number of events. */
    public final int size;

    private Tape(List<Object[]> ev) {
        size = ev.size();
        kind = new byte[size];
        text = new String[size];
        longs = new long[size];
        doubles = new double[size];
        comma = new boolean[size];
        for (int i = 0; i < size; i++) {
            Object[] e = ev.get(i);
            kind[i] = (Byte) e[0];
            comma[i] = (Boolean) e[1];
            Object v = e[2];
            if (v instanceof String s) text[i] = s;
            else if (v instanceof Long l) longs[i] = l;
            else if (v instanceof Double d) doubles[i] = d;
        }
    }

    /** Flattens a tree. Integers must fit in a long. */
    public static Tape of(JsonNode root) {
        List<Object[]> ev = new ArrayList<>();
        add(root, false, ev);
        return new Tape(ev);
    }

    private static void add(JsonNode n, boolean comma, List<Object[]> ev) {
        switch (n.getNodeType()) {
            case OBJECT -> {
                ev.add(new Object[] {OBJ_START, comma, null});
                boolean first = true;
                for (Iterator<Map.Entry<String, JsonNode>> it = n.fields(); it.hasNext(); ) {
                    Map.Entry<String, JsonNode> m = it.next();
                    ev.add(new Object[] {FIELD, !first, m.getKey()});
                    add(m.getValue(), false, ev);
                    first = false;
                }
                ev.add(new Object[] {OBJ_END, false, null});
            }
            case ARRAY -> {
                ev.add(new Object[] {ARR_START, comma, null});
                boolean first = true;
                for (JsonNode e : n) {
                    add(e, !first, ev);
                    first = false;
                }
                ev.add(new Object[] {ARR_END, false, null});
            }
            case STRING -> ev.add(new Object[] {STRING, comma, n.textValue()});
            case NUMBER -> {
                if (n.isIntegralNumber()) {
                    if (!n.canConvertToLong()) throw new IllegalArgumentException("integer beyond long: " + n);
                    ev.add(new Object[] {LONG, comma, n.longValue()});
                } else {
                    ev.add(new Object[] {DOUBLE, comma, n.doubleValue()});
                }
            }
            case BOOLEAN -> ev.add(new Object[] {n.booleanValue() ? TRUE : FALSE, comma, null});
            case NULL -> ev.add(new Object[] {NULL, comma, null});
            default -> throw new IllegalArgumentException("unexpected node " + n.getNodeType());
        }
    }
}
