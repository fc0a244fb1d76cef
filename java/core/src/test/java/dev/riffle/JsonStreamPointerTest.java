package dev.riffle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The writer's error pointers name the right members after the names' bytes have left the
 * buffer for the OutputStream: random nested documents with short, long (larger than the
 * 8 KiB buffer) and escaped names, written through an array target and an OutputStream
 * target, each cut by a NaN at a random place; both pointers must equal the model's.
 */
class JsonStreamPointerTest {

    /** A writer under test and the model of its path. */
    private static final class Run {
        final JsonStream s;
        final List<Object> path = new ArrayList<>(); // per level: Integer (next index) or String (name)
        final List<Boolean> isArray = new ArrayList<>();

        Run(JsonStream s) {
            this.s = s;
        }
    }

    private static String name(Random r) {
        switch (r.nextInt(6)) {
            case 0:
                return "a/b~c";
            case 1:
                return "é\"\n\u2028" + r.nextInt(10);
            case 2:
                return "x".repeat(9000 + r.nextInt(100)); // longer than the stream buffer
            case 3:
                return "";
            default:
                return "k" + r.nextInt(1000);
        }
    }

    /** Long runs of x shortened to x*N, so that a failure message stays readable. */
    private static String abbreviate(String p) {
        return java.util.regex.Pattern.compile("x{20,}").matcher(p).replaceAll(m -> "x*" + m.group().length());
    }

    private static String expected(List<Object> path) {
        StringBuilder sb = new StringBuilder();
        for (Object o : path) {
            sb.append('/').append(o.toString().replace("~", "~0").replace("/", "~1"));
        }
        return sb.toString();
    }

    @Test
    void pointersNameFlushedMembers() {
        for (int seed = 0; seed < 300; seed++) {
            Random r = new Random(seed);
            int stop = 5 + r.nextInt(400);
            Run array = new Run(new JsonStream());
            Run stream = new Run(JsonStream.of(new ByteArrayOutputStream()));
            List<Object> path = new ArrayList<>();
            List<Boolean> arrays = new ArrayList<>();
            List<Integer> counts = new ArrayList<>();
            Random ops = new Random(seed * 31L);
            // Top level: an object.
            for (Run run : new Run[] {array, stream}) {
                run.s.writeObjectStart();
            }
            arrays.add(false);
            counts.add(0);
            boolean nameDue = true;
            for (int step = 0; step < stop; step++) {
                boolean inArray = arrays.get(arrays.size() - 1);
                if (!inArray && nameDue) {
                    String n = name(ops);
                    boolean encoded = ops.nextBoolean();
                    for (Run run : new Run[] {array, stream}) {
                        if (encoded) {
                            run.s.writeField(EncodedName.of(n));
                        } else {
                            run.s.writeField(n);
                        }
                    }
                    path.add(n);
                    nameDue = false;
                    continue;
                }
                if (inArray) {
                    path.add(counts.get(counts.size() - 1));
                }
                int op = ops.nextInt(10);
                if (op < 2 && arrays.size() < 12) {
                    boolean arr = op == 0;
                    for (Run run : new Run[] {array, stream}) {
                        if (arr) {
                            run.s.writeArrayStart();
                        } else {
                            run.s.writeObjectStart();
                        }
                    }
                    arrays.add(arr);
                    counts.add(0);
                    nameDue = !arr;
                    continue; // the path keeps this level's segment while inside
                }
                String v = op < 5 ? "v".repeat(ops.nextInt(3000)) : null;
                for (Run run : new Run[] {array, stream}) {
                    if (v != null) {
                        run.s.writeString(v);
                    } else {
                        run.s.writeLong(step);
                    }
                }
                path.remove(path.size() - 1);
                if (inArray) {
                    counts.set(counts.size() - 1, counts.get(counts.size() - 1) + 1);
                } else {
                    nameDue = true;
                }
                // Sometimes close levels.
                while (arrays.size() > 1 && ops.nextInt(4) == 0 && (arrays.get(arrays.size() - 1) || nameDue)) {
                    boolean arr = arrays.remove(arrays.size() - 1);
                    counts.remove(counts.size() - 1);
                    for (Run run : new Run[] {array, stream}) {
                        if (arr) {
                            run.s.writeArrayEnd();
                        } else {
                            run.s.writeObjectEnd();
                        }
                    }
                    path.remove(path.size() - 1);
                    if (arrays.get(arrays.size() - 1)) {
                        counts.set(counts.size() - 1, counts.get(counts.size() - 1) + 1);
                    } else {
                        nameDue = true;
                    }
                }
            }
            // Now a value is due only in an array or after a name.
            boolean inArray = arrays.get(arrays.size() - 1);
            if (!inArray && nameDue) {
                String n = name(ops);
                for (Run run : new Run[] {array, stream}) {
                    run.s.writeField(n);
                }
                path.add(n);
            } else if (inArray) {
                path.add(counts.get(counts.size() - 1));
            }
            String want = expected(path);
            for (Run run : new Run[] {array, stream}) {
                JsonException e = assertThrows(JsonException.class, () -> run.s.writeDouble(Double.NaN));
                assertEquals(ErrorKind.INVALID_VALUE, e.kind());
                assertEquals(abbreviate(want), abbreviate(e.pointer()), "seed " + seed + (run == array ? " array" : " stream"));
            }
        }
    }
}
