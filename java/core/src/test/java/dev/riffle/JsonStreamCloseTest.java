package dev.riffle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * Completeness and no lost data: {@link JsonStream#close()} refuses an incomplete text and
 * names the open container; a value that cannot be written fails its call with nothing of
 * it written and everything before it kept, and {@link JsonStream#size()} always counts
 * exactly the output; a top-level separator writes JSON Lines.
 */
class JsonStreamCloseTest {

    private static void closeFails(Consumer<JsonStream> script, String output, String pointer) {
        JsonStream a = new JsonStream();
        script.accept(a);
        JsonException e = assertThrows(JsonException.class, a::close);
        assertEquals(ErrorKind.INVALID_VALUE, e.kind());
        assertEquals(pointer, e.pointer());
        assertEquals(output.length(), e.offset());
        assertEquals(output, a.toString(), "nothing lost");
        assertThrows(JsonException.class, a::writeNull, "closed");
        JsonStreamIoTest.Sink sink = new JsonStreamIoTest.Sink(Long.MAX_VALUE);
        JsonStream o = JsonStream.of(sink);
        script.accept(o);
        JsonException f = assertThrows(JsonException.class, o::close);
        assertEquals(e.pointer(), f.pointer());
        assertEquals(e.offset(), f.offset());
        assertTrue(sink.closed);
        assertEquals(output, sink.data.toString(StandardCharsets.UTF_8), "the buffered prefix is written");
    }

    @Test
    void closeRefusesAnOpenContainer() {
        closeFails(s -> s.writeArrayStart(), "[", "");
        // A member name waiting for its value: the place being written is /a, as for a
        // misplaced end (the shared row "close member value due" in stream.jsonl).
        closeFails(s -> { s.writeObjectStart(); s.writeField("a"); }, "{\"a\":", "/a");
        closeFails(s -> { s.writeObjectStart(); s.writeField("a"); s.writeArrayStart(); s.writeInt(1); }, "{\"a\":[1", "/a");
        closeFails(s -> { s.writeArrayStart(); s.writeArrayStart(); s.writeArrayEnd(); s.writeObjectStart(); },
                "[[],{", "/1");
    }

    @Test
    void closeAcceptsACompleteText() {
        JsonStream a = new JsonStream();
        a.writeArrayStart();
        a.writeArrayEnd();
        a.close();
        a.close(); // twice: nothing
        assertEquals("[]", a.toString());
        a.reset(); // an array target opens again
        a.writeInt(1);
        a.close();
        assertEquals("1", a.toString());
        JsonStream empty = new JsonStream();
        empty.close(); // nothing written is not an open container
        assertEquals(0, empty.size());
    }

    @Test
    void refusedValueOnAStreamTargetWritesNothing() {
        // A long string with an unpaired surrogate at its end would be flushed in pieces;
        // it is checked first, so nothing of it (not even its comma) reaches the output.
        for (String bad : new String[] {"x".repeat(100_000) + "\uD800", "\uDC00" + "y".repeat(9000), "é".repeat(3000) + "\uD800"}) {
            JsonStreamIoTest.Sink sink = new JsonStreamIoTest.Sink(Long.MAX_VALUE);
            JsonStream s = JsonStream.of(sink);
            s.writeArrayStart();
            s.writeString("ok");
            long before = s.size();
            JsonException e = assertThrows(JsonException.class, () -> s.writeString(bad));
            assertEquals(before, e.offset());
            assertEquals(before, s.size(), "size tells the truth");
            assertEquals("/1", e.pointer());
            s.close(); // after an error: closes the target, does not throw again
            assertTrue(sink.data.size() <= before);
            assertEquals("[\"ok\"".substring(0, sink.data.size()), sink.data.toString(StandardCharsets.UTF_8));
            JsonStream o = JsonStream.of(new JsonStreamIoTest.Sink(Long.MAX_VALUE));
            o.writeObjectStart();
            o.writeField("a");
            o.writeInt(1);
            JsonException n = assertThrows(JsonException.class, () -> o.writeField(bad));
            assertEquals(6, n.offset(), "before the comma of the refused name");
            assertEquals(6, o.size());
            assertEquals("", n.pointer());
            assertTrue(n.detail().contains("surrogate in a name"), n.detail());
            JsonStream top = JsonStream.of(new JsonStreamIoTest.Sink(Long.MAX_VALUE));
            assertTrue(assertThrows(JsonException.class, () -> top.writeField(bad)).detail().contains("outside an object"));
            JsonStream arr = JsonStream.of(new JsonStreamIoTest.Sink(Long.MAX_VALUE));
            arr.writeArrayStart();
            assertTrue(assertThrows(JsonException.class, () -> arr.writeMember(EncodedName.of("m"), bad))
                    .detail().contains("outside an object"));
        }
    }

    @Test
    void refusedMemberAtTheEndOfTheBufferWritesNothing() {
        // 39 bytes left: the value alone would fit, the name does not, so writing the name
        // flushes; the value is checked before, so the refused member leaves nothing behind.
        JsonStreamIoTest.Sink sink = new JsonStreamIoTest.Sink(Long.MAX_VALUE);
        JsonStream s = JsonStream.of(sink);
        s.writeObjectStart();
        s.writeField("f");
        s.writeNumber("1" + "0".repeat(JsonStreamBuffer.STREAM_BUFFER_SIZE - 39 - 6));
        long before = s.size();
        assertEquals(JsonStreamBuffer.STREAM_BUFFER_SIZE - 39, before);
        JsonException e = assertThrows(JsonException.class,
                () -> s.writeMember(EncodedName.of("n".repeat(37)), "\uD800"));
        assertEquals(before, e.offset());
        assertEquals(before, s.size());
        assertEquals("/" + "n".repeat(37), e.pointer());
        assertTrue(e.detail().contains("unpaired surrogate"), e.detail());
        assertTrue(sink.data.size() <= before);
    }

    @Test
    void refusedValueInIndentedOutputWritesNothing() {
        JsonStream s = JsonStream.create(JsonConfig.builder().indent("\t").build());
        s.writeArrayStart();
        s.writeInt(1);
        assertThrows(JsonException.class, () -> s.writeString("a\uDBFF"));
        assertEquals("[\n\t1", s.toString());
        assertEquals(4, s.size());
        JsonStream d = JsonStream.create(JsonConfig.builder().indent(" ").maxDepth(1).build());
        d.writeArrayStart();
        d.writeInt(1);
        assertThrows(JsonException.class, d::writeArrayStart);
        assertEquals("[\n 1", d.toString());
    }

    @Test
    void topLevelSeparatorWritesJsonLines() {
        JsonStream s = new JsonStream();
        s.setTopLevelSeparator("\n");
        s.writeInt(1);
        s.writeObjectStart();
        s.writeField("a");
        s.writeArrayStart();
        s.writeArrayEnd();
        s.writeObjectEnd();
        s.writeString("x");
        s.close();
        assertEquals("1\n{\"a\":[]}\n\"x\"", s.toString());
        s.reset(); // keeps the separator
        s.writeNull();
        s.writeNull();
        assertEquals("null\nnull", s.toString());
        for (String bad : new String[] {"", ",", " x", "\u00a0", "\n\f"}) {
            assertThrows(IllegalArgumentException.class, () -> s.setTopLevelSeparator(bad), bad);
        }
        assertThrows(IllegalArgumentException.class, () -> s.setTopLevelSeparator(null));
        JsonStreamIoTest.Sink sink = new JsonStreamIoTest.Sink(Long.MAX_VALUE);
        JsonStream o = JsonStream.of(sink);
        o.setTopLevelSeparator("\r\n");
        for (int i = 0; i < 3000; i++) {
            o.writeObjectStart();
            o.writeMember(EncodedName.of("i"), i);
            o.writeObjectEnd();
        }
        o.close();
        String[] lines = sink.data.toString(StandardCharsets.UTF_8).split("\r\n");
        assertEquals(3000, lines.length);
        assertEquals("{\"i\":2999}", lines[2999]);
    }
}
