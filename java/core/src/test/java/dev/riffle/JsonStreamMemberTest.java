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
        "n".repeat(7), "m".repeat(8), "p".repeat(13), "q".repeat(14), "l".repeat(61), "k".repeat(62),
        "long".repeat(40)};
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

    /**
     * writeEmptyArray and writeEmptyObject write what the start and end calls write, and fail
     * as writeArrayStart and writeObjectStart fail: in every place (top level, array, member
     * value, a name due, the text done, the nesting limit), every config, buffer or stream.
     */
    @Test
    void emptyContainersWriteWhatTwoCallsWrite() {
        JsonConfig[] configs = {JsonConfig.DEFAULT, JsonConfig.builder().indent("  ").build(),
            JsonConfig.builder().maxDepth(2).build()};
        for (JsonConfig c : configs) {
            for (int place = 0; place < 7; place++) {
                for (boolean array : new boolean[] {true, false}) {
                    for (boolean toStream : new boolean[] {false, true}) {
                        String where = c + " place " + place + " array " + array + " stream " + toStream;
                        JsonStreamIoTest.Sink fastSink = new JsonStreamIoTest.Sink(Long.MAX_VALUE);
                        JsonStreamIoTest.Sink slowSink = new JsonStreamIoTest.Sink(Long.MAX_VALUE);
                        JsonStream fast = toStream ? JsonStream.of(fastSink, c) : JsonStream.create(c);
                        JsonStream slow = toStream ? JsonStream.of(slowSink, c) : JsonStream.create(c);
                        before(fast, place);
                        before(slow, place);
                        JsonException f = null;
                        JsonException w = null;
                        try {
                            if (array) {
                                fast.writeEmptyArray();
                            } else {
                                fast.writeEmptyObject();
                            }
                        } catch (JsonException e) {
                            f = e;
                        }
                        try {
                            if (array) {
                                slow.writeArrayStart();
                                slow.writeArrayEnd();
                            } else {
                                slow.writeObjectStart();
                                slow.writeObjectEnd();
                            }
                        } catch (JsonException e) {
                            w = e;
                        }
                        assertEquals(w == null, f == null, where);
                        if (w != null) {
                            assertEquals(w.kind(), f.kind(), where);
                            assertEquals(w.offset(), f.offset(), where);
                            assertEquals(w.pointer(), f.pointer(), where);
                            assertEquals(w.getMessage(), f.getMessage(), where);
                            continue;
                        }
                        after(fast, place); // the state after it: what may come next, then the ends
                        after(slow, place);
                        fast.flush();
                        slow.flush();
                        assertEquals(toStream ? slowSink.data.toString(StandardCharsets.UTF_8) : slow.toString(),
                                toStream ? fastSink.data.toString(StandardCharsets.UTF_8) : fast.toString(), where);
                    }
                }
            }
        }
    }

    /** Writes what may follow a value in place (see {@link #before}) and closes what is open. */
    private static void after(JsonStream s, int place) {
        if (place == 1 || place == 2) {
            s.writeInt(7);
            s.writeArrayEnd();
        } else if (place == 3) {
            s.writeField("z");
            s.writeInt(7);
            s.writeObjectEnd();
        }
    }

    /** Puts s where the next value goes: 0 top level, 1 first and 2 next array element, 3 a
     *  member's value, 4 a name due, 5 the text done, 6 two levels down (the limit of 2). */
    private static void before(JsonStream s, int place) {
        switch (place) {
            case 0 -> { }
            case 1 -> s.writeArrayStart();
            case 2 -> { s.writeArrayStart(); s.writeInt(1); }
            case 3 -> { s.writeObjectStart(); s.writeField("p/q"); }
            case 4 -> s.writeObjectStart();
            case 5 -> s.writeNull();
            default -> { s.writeArrayStart(); s.writeObjectStart(); s.writeField("d"); }
        }
    }
}
