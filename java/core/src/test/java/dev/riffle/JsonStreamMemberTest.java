package dev.riffle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The one-call members {@link JsonStream#writeMember} (the path for generated and bind code)
 * and stream reuse with {@link JsonStream#reset(java.io.OutputStream)}: a member written in
 * one call gives exactly the bytes, errors and state of {@code writeField(name)} followed by
 * the value, on every config and target.
 */
class JsonStreamMemberTest {
    private static final String[] NAMES = {"id", "", "a\"b", "<tag>&", "é", "𝄞", "x/y~",
        "n".repeat(7), "m".repeat(8), "l".repeat(61), "k".repeat(62), "long".repeat(40)};
    private static final JsonConfig[] CONFIGS = {JsonConfig.DEFAULT,
        JsonConfig.builder().escapeHtml(true).build(), JsonConfig.builder().indent("  ").build(),
        JsonConfig.builder().invalidUtf8(JsonConfig.InvalidUtf8.REPLACE).build()};

    /** One member, written by the one-call path (fast) or in two calls. */
    private static void member(JsonStream s, boolean fast, EncodedName n, int kind, long seed) {
        switch (kind) {
            case 0 -> { if (fast) s.writeMember(n, (int) seed); else { s.writeField(n); s.writeInt((int) seed); } }
            case 1 -> { if (fast) s.writeMember(n, seed * 1_000_003L); else { s.writeField(n); s.writeLong(seed * 1_000_003L); } }
            case 2 -> { if (fast) s.writeMember(n, seed % 2 == 0); else { s.writeField(n); s.writeBoolean(seed % 2 == 0); } }
            case 3 -> { if (fast) s.writeMember(n, seed / 7.0); else { s.writeField(n); s.writeDouble(seed / 7.0); } }
            case 4 -> { if (fast) s.writeMember(n, "v" + seed + "é\n"); else { s.writeField(n); s.writeString("v" + seed + "é\n"); } }
            default -> { if (fast) s.writeMember(n, (String) null); else { s.writeField(n); s.writeNull(); } }
        }
    }

    /** A random document of nested objects and arrays whose members are written fast or not. */
    private static byte[] document(JsonStream s, boolean fast, long seed, JsonStreamIoTest.Sink sink) {
        Random r = new Random(seed);
        List<EncodedName> names = new ArrayList<>();
        for (String n : NAMES) {
            names.add(EncodedName.of(n));
        }
        s.writeArrayStart();
        for (int o = 0; o < 200; o++) {
            s.writeObjectStart();
            int members = r.nextInt(12);
            for (int m = 0; m < members; m++) {
                EncodedName n = names.get(r.nextInt(names.size()));
                if (r.nextInt(10) == 0) {
                    s.writeField(n);
                    s.writeArrayStart();
                    s.writeObjectStart();
                    member(s, fast, n, r.nextInt(6), r.nextLong());
                    s.writeObjectEnd();
                    s.writeArrayEnd();
                } else {
                    member(s, fast, n, r.nextInt(6), r.nextLong());
                }
            }
            s.writeObjectEnd();
        }
        s.writeArrayEnd();
        if (sink == null) {
            return s.toByteArray();
        }
        s.flush();
        return sink.data.toByteArray();
    }

    @Test
    void fastMembersWriteWhatTwoCallsWrite() {
        for (JsonConfig c : CONFIGS) {
            for (long seed = 0; seed < 20; seed++) {
                byte[] want = document(JsonStream.create(c), false, seed, null);
                assertEquals(new String(want, StandardCharsets.UTF_8),
                        new String(document(JsonStream.create(c), true, seed, null), StandardCharsets.UTF_8));
                JsonStreamIoTest.Sink sink = new JsonStreamIoTest.Sink(Long.MAX_VALUE);
                assertEquals(new String(want, StandardCharsets.UTF_8),
                        new String(document(JsonStream.of(sink, c), true, seed, sink), StandardCharsets.UTF_8));
                Riffle.validate(want);
            }
        }
    }

    @Test
    void misplacedMembersFailLikeTwoCalls() {
        EncodedName a = EncodedName.of("a");
        for (int kind = 0; kind < 6; kind++) {
            final int k = kind;
            for (int place = 0; place < 4; place++) {
                JsonStream fast = placed(place);
                JsonStream slow = placed(place);
                JsonException f = assertThrows(JsonException.class, () -> member(fast, true, a, k, 1));
                JsonException w = assertThrows(JsonException.class, () -> member(slow, false, a, k, 1));
                String where = "kind " + k + " place " + place;
                assertEquals(w.kind(), f.kind(), where);
                assertEquals(w.offset(), f.offset(), where);
                assertEquals(w.pointer(), f.pointer(), where);
                assertEquals(slow.toString(), fast.toString(), where);
                assertSame(f, assertThrows(JsonException.class, fast::writeNull), "sticky");
            }
        }
        JsonStream s = new JsonStream();
        s.writeObjectStart();
        assertEquals("", assertThrows(JsonException.class, () -> s.writeMember(null, 1)).pointer());
    }

    /** A stream where no member may come: top level, an array, a name pending, the text done. */
    private static JsonStream placed(int place) {
        JsonStream s = new JsonStream();
        switch (place) {
            case 0 -> { }
            case 1 -> { s.writeArrayStart(); s.writeInt(1); }
            case 2 -> { s.writeObjectStart(); s.writeField("p"); }
            default -> { s.writeObjectStart(); s.writeObjectEnd(); }
        }
        return s;
    }

    @Test
    void refusedMemberValueWritesNothingOfTheMember() {
        EncodedName n = EncodedName.of("x/y");
        JsonStream s = new JsonStream();
        s.writeObjectStart();
        s.writeMember(n, 1);
        JsonException e = assertThrows(JsonException.class, () -> s.writeMember(n, Double.NaN));
        assertEquals("{\"x/y\":1", s.toString());
        assertEquals(8, e.offset());
        assertEquals("/x~1y", e.pointer());
        JsonStream t = new JsonStream();
        t.writeArrayStart();
        t.writeObjectStart();
        t.writeMember(n, 1);
        JsonException u = assertThrows(JsonException.class, () -> t.writeMember(n, "ok\uD800"));
        assertEquals("[{\"x/y\":1", t.toString());
        assertEquals(t.size(), u.offset());
        assertEquals("/0/x~1y", u.pointer());
    }

    @Test
    void resetToAnotherOutputStreamReusesTheStream() {
        JsonStream s = new JsonStream();
        s.writeArrayStart();
        for (int round = 0; round < 3; round++) {
            JsonStreamIoTest.Sink sink = new JsonStreamIoTest.Sink(Long.MAX_VALUE);
            s.reset(sink);
            s.writeObjectStart();
            s.writeField("round");
            s.writeInt(round);
            s.writeMember(EncodedName.of("big"), "z".repeat(20_000));
            s.writeObjectEnd();
            String want = "{\"round\":" + round + ",\"big\":\"" + "z".repeat(20_000) + "\"}";
            assertEquals(want.length(), s.size());
            s.close(); // closes this target; the next reset opens the next
            assertEquals(true, sink.closed);
            assertEquals(want, sink.data.toString(StandardCharsets.UTF_8));
        }
        assertThrows(JsonException.class, s::writeNull, "closed until the next reset");
        assertThrows(NullPointerException.class, () -> s.reset(null));
    }
}
