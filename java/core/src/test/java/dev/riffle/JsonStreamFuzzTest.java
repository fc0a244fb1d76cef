package dev.riffle;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Fuzz property of the writer: the bytes are a program of {@link JsonStream} calls (names
 * from a pool with equal hash codes, equal Strings that are distinct objects, names at the
 * name cache's length limit, escapes, non-ASCII and unpaired surrogates; strings, numbers,
 * literals, brackets, members written in one call with {@code writeMember}, in any order). Run on a growable-array target and an OutputStream
 * target, the two must agree call by call (the same error kind, offset and pointer, or
 * none) and byte for byte; a complete text must validate and read back, with
 * {@link JsonIterator}, as exactly the names and values written.
 *
 * <p>{@code mvn verify} runs 3,000 pseudo-random programs; fuzz with
 * {@code JAZZER_FUZZ=1 mvn -B -q test -Dtest=JsonStreamFuzzTest#writerProgram -Djazzer.hooks=true}.
 */
class JsonStreamFuzzTest {

    @FuzzTest(maxDuration = "10m")
    void writerProgram(byte[] data) {
        check(data);
    }

    @Test
    void randomPrograms() {
        Random r = new Random(20261125);
        int readBack = 0;
        for (int i = 0; i < 3000; i++) {
            byte[] d = new byte[r.nextInt(600)];
            r.nextBytes(d);
            if (check(d)) {
                readBack++;
            }
        }
        // Most programs must get as far as reading their text back, or the test proves little.
        org.junit.jupiter.api.Assertions.assertTrue(readBack > 1500, "programs read back: " + readBack);
        org.junit.jupiter.api.Assertions.assertTrue(memberCalls > 1000, "writeMember calls: " + memberCalls);
    }

    private static final String[] NAMES = {
        "id", "Aa", "BB", "AaAa", "BBBB", "name", "", "x".repeat(NameCache.MAX_NAME),
        "y".repeat(NameCache.MAX_NAME + 1), "é", "a\"b\\c", "<&>", "\ud834\udd1e", "\u2028", "tab\t",
    };
    private static final String[] STRINGS = {"", "plain", "é and 日本", "\"\\/\b\f\n\r\t\u0001", "\ud800", "<>&",
        "x".repeat(700)};

    private static final JsonConfig HTML = JsonConfig.builder().escapeHtml(true).build();
    private static final JsonConfig REPLACE = JsonConfig.builder()
            .invalidUtf8(JsonConfig.InvalidUtf8.REPLACE).maxDepth(6).build();

    /** A String equal to s but (when asked) a distinct object, so the cache sees both cases. */
    private static String copy(String s, boolean fresh) {
        return fresh ? new String(s.toCharArray()) : s;
    }

    /** Runs the program in data; returns whether its text was complete and read back. */
    static boolean check(byte[] data) {
        JsonConfig config = data.length == 0 ? JsonConfig.DEFAULT
                : switch (data[0] & 3) {
                    case 1 -> HTML;
                    case 2 -> REPLACE;
                    default -> JsonConfig.DEFAULT;
                };
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        JsonStream[] streams = {JsonStream.create(config), JsonStream.of(sink, config)};
        List<Object> written = new ArrayList<>(); // names as "n:" + name, then the values
        // The program's model of the structure: per open level, true for an array.
        List<Boolean> levels = new ArrayList<>();
        boolean nameDue = false;
        int depth = 0;
        boolean topDone = false;
        boolean failed = false;
        int i = 1;
        boolean closing = false;
        for (;;) {
            int op;
            int arg;
            boolean encoded;
            boolean guided = true;
            if (i + 1 < data.length) {
                op = data[i] & 0xFF;
                arg = data[i + 1] & 0xFF;
                i += 2;
                encoded = (op & 0x40) != 0;
                if ((op & 0x3F) != 0x3F) {
                    op = guide(op % 11, arg, levels, nameDue, topDone); // 63 calls in 64: a valid one
                    if (op < 0) {
                        break;
                    }
                } else {
                    op %= 11;
                    guided = false;
                }
            } else {
                // Out of program: close what is open (a pending member gets a null first).
                closing = true;
                if (levels.isEmpty()) {
                    break;
                }
                boolean array = levels.get(levels.size() - 1);
                op = array ? 3 : nameDue ? 1 : 10;
                arg = 0;
                encoded = false;
            }
            JsonException[] errors = new JsonException[2];
            Object value = null;
            Object name = null;
            boolean member = false; // op 5 with the encoded bit: writeMember, a name and its value
            for (int k = 0; k < 2; k++) {
                JsonStream s = streams[k];
                try {
                    switch (op) {
                        case 0 -> s.writeObjectStart();
                        case 1 -> s.writeObjectEnd();
                        case 2 -> s.writeArrayStart();
                        case 3 -> s.writeArrayEnd();
                        case 4, 5 -> {
                            String n = copy(NAMES[arg % NAMES.length], (arg & 0x80) != 0);
                            if (op == 5 && encoded) {
                                value = member(s, EncodedName.of(n), arg, guided && config != REPLACE);
                                member = true;
                            } else if (encoded) {
                                s.writeField(EncodedName.of(n));
                            } else {
                                s.writeField(n);
                            }
                            name = "n:" + n;
                        }
                        case 6 -> {
                            String v = copy(STRINGS[arg % STRINGS.length], (arg & 0x80) != 0);
                            if (guided && config != REPLACE && v.equals("\ud800")) {
                                v = "no lone surrogate";
                            }
                            s.writeString(v);
                            value = v;
                        }
                        case 7 -> {
                            s.writeLong((long) arg * 1_000_003L - 100_000_000L);
                            value = (long) arg * 1_000_003L - 100_000_000L;
                        }
                        case 8 -> {
                            double d = Double.longBitsToDouble((long) arg << 55 | (long) i << 40 | arg);
                            if (guided && !Double.isFinite(d)) {
                                d = -arg / 8.0;
                            }
                            s.writeDouble(d);
                            value = d;
                        }
                        case 9 -> {
                            s.writeBoolean((arg & 1) != 0);
                            value = (arg & 1) != 0;
                        }
                        default -> {
                            s.writeNull();
                            value = "null";
                        }
                    }
                } catch (JsonException e) {
                    errors[k] = e;
                }
            }
            if (errors[0] != null || errors[1] != null) {
                assertEquals(describe(errors[0]), describe(errors[1]), "array and OutputStream targets");
                failed = true;
                break;
            }
            switch (op) {
                case 0, 2 -> {
                    depth++;
                    written.add(op == 0 ? "{" : "[");
                    levels.add(op == 2);
                    nameDue = op == 0;
                }
                case 1, 3 -> {
                    depth--;
                    written.add(op == 1 ? "}" : "]");
                    levels.remove(levels.size() - 1);
                    nameDue = !levels.isEmpty() && !levels.get(levels.size() - 1);
                }
                case 4, 5 -> {
                    written.add(name);
                    if (member) {
                        written.add(value);
                    }
                    nameDue = member;
                }
                default -> {
                    written.add(value);
                    nameDue = !levels.isEmpty() && !levels.get(levels.size() - 1);
                }
            }
            if (depth == 0 && op != 4 && op != 5) {
                topDone = true;
            }
            if (closing && levels.isEmpty()) {
                break;
            }
        }
        if (failed) {
            return false;
        }
        streams[1].flush();
        byte[] out = streams[0].toByteArray();
        assertArrayEquals(out, sink.toByteArray(), "array and OutputStream targets");
        if (topDone && depth == 0) {
            Riffle.validate(out);
            List<Object> read = new ArrayList<>();
            JsonIterator it = JsonIterator.of(out);
            readValue(it, read);
            it.finish();
            assertEquals(normalize(written), normalize(read), "read back");
            return true;
        }
        return false;
    }

    /**
     * A call that is valid in the current state, chosen by op and arg: a container at the top;
     * in an object a name (or, sometimes, its end); after a name or in an array a value (or,
     * sometimes, the array's end). Returns -1 once the top-level value is complete.
     */
    private static int guide(int kind, int arg, List<Boolean> levels, boolean nameDue, boolean topDone) {
        if (topDone) {
            return -1;
        }
        if (levels.isEmpty()) {
            return (arg & 1) == 0 ? 0 : 2;
        }
        boolean array = levels.get(levels.size() - 1);
        if (!array && nameDue) {
            return arg % 7 == 0 ? 1 : (kind & 1) == 0 ? 4 : 5; // 5: writeMember when encoded
        }
        if (array && arg % 7 == 0) {
            return 3;
        }
        int v = kind;
        if (v == 1 || v == 3 || v == 4 || v == 5) {
            v = 6 + arg % 5; // a scalar instead
        }
        if ((v == 0 || v == 2) && levels.size() > 8) {
            v = 7;
        }
        return v;
    }

    /** Calls of {@link #member} so far (the random programs check that they reach it). */
    private static int memberCalls;

    /** Writes a member in one call with a scalar chosen by arg; returns the value written. */
    private static Object member(JsonStream s, EncodedName n, int arg, boolean noLoneSurrogate) {
        memberCalls++;
        switch ((arg >> 4) % 5) {
            case 0 -> {
                s.writeMember(n, (long) arg * -7_000_003L);
                return (long) arg * -7_000_003L;
            }
            case 1 -> {
                String v = STRINGS[arg % STRINGS.length];
                if (noLoneSurrogate && v.equals("\ud800")) {
                    v = "no lone surrogate";
                }
                s.writeMember(n, v);
                return v;
            }
            case 2 -> {
                s.writeMember(n, (arg & 2) != 0);
                return (arg & 2) != 0;
            }
            case 3 -> {
                s.writeMember(n, arg / 8.0);
                return arg / 8.0;
            }
            default -> {
                s.writeMember(n, (String) null);
                return "null";
            }
        }
    }

    private static String describe(JsonException e) {
        return e == null ? "no error" : e.kind() + "@" + e.offset() + ":" + e.pointer();
    }

    /** Doubles as their shortest text, unpaired surrogates as the replacement character. */
    private static List<Object> normalize(List<Object> v) {
        List<Object> out = new ArrayList<>();
        for (Object o : v) {
            if (o instanceof Double || o instanceof Long) {
                out.add(Double.toString(((Number) o).doubleValue()));
            } else if (o instanceof String s) {
                out.add(s.replaceAll("[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]", "\ufffd"));
            } else {
                out.add(o.toString());
            }
        }
        return out;
    }

    private static void readValue(JsonIterator it, List<Object> read) {
        switch (it.whatIsNext()) {
            case OBJECT -> {
                read.add("{");
                for (String n = it.readObject(); n != null; n = it.readObject()) {
                    read.add("n:" + n);
                    readValue(it, read);
                }
                read.add("}");
            }
            case ARRAY -> {
                read.add("[");
                while (it.readArray()) {
                    readValue(it, read);
                }
                read.add("]");
            }
            case STRING -> read.add(it.readString());
            case NUMBER -> read.add(it.readDouble());
            case BOOLEAN -> read.add(it.readBoolean());
            default -> {
                it.readNull();
                read.add("null");
            }
        }
    }
}
