package dev.riffle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Random call sequences against an independent model of what is valid: every valid call is
 * accepted and every invalid one refused (INVALID_VALUE); the finished text passes
 * {@link Riffle#validate(byte[])} and decodes to the model's tree; after a refusal, the
 * output is still a valid prefix (closing the open containers yields a valid text).
 */
class JsonStreamRandomTest {
    /** One open container of the model. */
    static final class Frame {
        final Object value; // List or Map
        String pendingName; // objects: the name written, whose value is due

        Frame(Object value) {
            this.value = value;
        }

        boolean isObject() {
            return value instanceof Map;
        }
    }

    @Test
    void randomSequences() {
        SplittableRandom r = new SplittableRandom(4242);
        int refused = 0;
        for (int run = 0; run < 3000; run++) {
            JsonConfig cfg = run % 3 == 0 ? JsonConfig.builder().indent(" ").build() : JsonConfig.DEFAULT;
            JsonStream s = JsonStream.create(cfg);
            Deque<Frame> stack = new ArrayDeque<>();
            Object[] top = new Object[1];
            boolean[] topDone = new boolean[1];
            boolean failed = false;
            int ops = 1 + r.nextInt(60);
            for (int k = 0; k < ops && !failed; k++) {
                int op = r.nextInt(11);
                boolean valid = isValid(op, stack, topDone[0]);
                if (!valid && r.nextInt(20) != 0) {
                    continue; // mostly valid calls, some invalid ones
                }
                if (valid) {
                    apply(s, op, r, stack, top, topDone);
                } else {
                    int code = op;
                    JsonException e = assertThrows(JsonException.class, () -> call(s, code, "x", 1));
                    assertEquals(ErrorKind.INVALID_VALUE, e.kind(), e.getMessage());
                    assertEquals(e.offset(), s.size());
                    failed = true;
                    refused++;
                }
            }
            String text = s.toString();
            if (failed) { // a valid prefix: close what is open (the output, not the stream)
                StringBuilder sb = new StringBuilder(text);
                if (!topDone[0] && stack.isEmpty()) {
                    sb.append("null");
                }
                for (Frame f : stack) {
                    if (f.isObject() && f.pendingName != null) {
                        sb.append("null");
                    }
                    sb.append(f.isObject() ? '}' : ']');
                }
                Riffle.validate(sb.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8));
                continue;
            }
            while (!stack.isEmpty()) { // finish the text through the stream
                Frame f = stack.peek();
                if (f.isObject() && f.pendingName != null) {
                    apply(s, 0, r, stack, top, topDone);
                }
                apply(s, f.isObject() ? 8 : 10, r, stack, top, topDone);
            }
            if (!topDone[0]) {
                apply(s, 0, r, stack, top, topDone);
            }
            byte[] out = s.toByteArray();
            Riffle.validate(out);
            JsonStreamCorpusTest.assertSame(top[0], JsonStreamTestDecoder.decode(out),
                    new String(out, java.nio.charset.StandardCharsets.UTF_8));
        }
        assertTrue(refused > 100, "refusals exercised: " + refused);
    }

    // ops: 0 null, 1 bool, 2 long, 3 double, 4 string, 5 field, 6 encoded field, 7 object start,
    //      8 object end, 9 array start, 10 array end
    private static boolean isValid(int op, Deque<Frame> stack, boolean topDone) {
        Frame f = stack.peek();
        boolean valueOk = f == null ? !topDone : !f.isObject() || f.pendingName != null;
        switch (op) {
            case 5:
            case 6:
            case 8:
                return f != null && f.isObject() && f.pendingName == null;
            case 10:
                return f != null && !f.isObject();
            default:
                return valueOk;
        }
    }

    private static void call(JsonStream s, int op, String str, double d) {
        switch (op) {
            case 0: s.writeNull(); break;
            case 1: s.writeBoolean(true); break;
            case 2: s.writeLong((long) d); break;
            case 3: s.writeDouble(d); break;
            case 4: s.writeString(str); break;
            case 5: s.writeField(str); break;
            case 6: s.writeField(EncodedName.of(str)); break;
            case 7: s.writeObjectStart(); break;
            case 8: s.writeObjectEnd(); break;
            case 9: s.writeArrayStart(); break;
            default: s.writeArrayEnd(); break;
        }
    }

    @SuppressWarnings("unchecked")
    private static void apply(JsonStream s, int op, SplittableRandom r, Deque<Frame> stack,
                              Object[] top, boolean[] topDone) {
        String str = randomString(r);
        double d = op == 2 ? r.nextLong() : Double.longBitsToDouble(r.nextLong());
        if (op == 3 && !Double.isFinite(d)) {
            d = 0.25;
        }
        Frame f = stack.peek();
        if (op == 5 || op == 6) {
            Map<String, Object> m = (Map<String, Object>) f.value;
            while (m.containsKey(str)) {
                str = str + "_";
            }
            call(s, op, str, d);
            f.pendingName = str;
            return;
        }
        if (op == 8 || op == 10) {
            call(s, op, str, d);
            stack.pop();
            return;
        }
        call(s, op, str, d);
        Object v;
        switch (op) {
            case 0: v = null; break;
            case 1: v = Boolean.TRUE; break;
            case 2: v = BigDecimal.valueOf((long) d); break;
            case 3: v = d; break; // a Double: compared as a double
            case 4: v = str; break;
            case 7: v = new LinkedHashMap<String, Object>(); break;
            default: v = new ArrayList<Object>(); break;
        }
        if (f == null) {
            top[0] = v;
            topDone[0] = true;
        } else if (f.isObject()) {
            ((Map<String, Object>) f.value).put(f.pendingName, v);
            f.pendingName = null;
        } else {
            ((List<Object>) f.value).add(v);
        }
        if (op == 7 || op == 9) {
            stack.push(new Frame(v));
        }
    }

    private static String randomString(SplittableRandom r) {
        String[] pieces = {"a", "/", "~", "\"", "\\", "\n", "\u0000", "é", "\u2028", "\uD83D\uDE00", "<&>", "z"};
        StringBuilder sb = new StringBuilder();
        for (int i = r.nextInt(4); i > 0; i--) {
            sb.append(pieces[r.nextInt(pieces.length)]);
        }
        return sb.toString();
    }
}
