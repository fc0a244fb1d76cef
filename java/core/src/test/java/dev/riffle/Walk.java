package dev.riffle;

import java.util.ArrayDeque;

/** A generic walk driven by whatIsNext(); renders what it read, or the error. Iterative. */
final class Walk {
    private Walk() {
    }

    static String run(JsonIterator it) {
        StringBuilder out = new StringBuilder();
        try {
            walk(it, out);
            return out.toString();
        } catch (JsonException e) {
            return "error:" + JsonFuzzTest.outcome(e);
        }
    }

    private static void walk(JsonIterator it, StringBuilder out) {
        ArrayDeque<Boolean> stack = new ArrayDeque<>(); // true = object
        int n = 0;
        for (;;) {
            // read one value
            boolean opened = false;
            switch (it.whatIsNext()) {
                case OBJECT:
                    if (it.nextField()) {
                        out.append('{').append(it.fieldName()).append(':');
                        stack.push(Boolean.TRUE);
                        opened = true;
                    } else {
                        out.append("{}");
                    }
                    break;
                case ARRAY:
                    if (it.readArray()) {
                        out.append('[');
                        stack.push(Boolean.FALSE);
                        opened = true;
                    } else {
                        out.append("[]");
                    }
                    break;
                case STRING:
                    out.append('"').append(it.readString()).append('"');
                    break;
                case NUMBER:
                    out.append((n++ & 1) == 0 ? Double.toString(it.readDouble()) : it.readNumberAsString());
                    break;
                case NULL:
                    if (!it.readNull()) {
                        throw new AssertionError("readNull false on NULL");
                    }
                    out.append("null");
                    break;
                case BOOLEAN:
                    out.append(it.readBoolean());
                    break;
                default:
                    it.skip();
                    throw new AssertionError("skip accepted what whatIsNext called INVALID");
            }
            if (opened) {
                continue;
            }
            // after a value: close containers until one has more
            for (;;) {
                if (stack.isEmpty()) {
                    it.finish();
                    return;
                }
                if (stack.peek()) {
                    if (it.nextField()) {
                        out.append(',').append(it.fieldName()).append(':');
                        break;
                    }
                    out.append('}');
                } else {
                    if (it.readArray()) {
                        out.append(',');
                        break;
                    }
                    out.append(']');
                }
                stack.pop();
            }
        }
    }
}
