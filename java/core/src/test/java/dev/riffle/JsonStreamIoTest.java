package dev.riffle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The OutputStream target: buffering, flush, close, and failing streams. */
class JsonStreamIoTest {
    /** Records every write; fails once more than {@code failAfter} bytes were asked for. */
    static final class Sink extends OutputStream {
        final ByteArrayOutputStream data = new ByteArrayOutputStream();
        final long failAfter;
        int largestWrite;
        int writes;
        int flushes;
        boolean closed;

        Sink(long failAfter) {
            this.failAfter = failAfter;
        }

        @Override
        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            if (data.size() + len > failAfter) {
                throw new IOException("disk full");
            }
            writes++;
            largestWrite = Math.max(largestWrite, len);
            data.write(b, off, len);
        }

        @Override
        public void flush() {
            flushes++;
        }

        @Override
        public void close() {
            closed = true;
        }
    }

    @Test
    void buffersAndFlushesInChunks() {
        Sink sink = new Sink(Long.MAX_VALUE);
        JsonStream s = JsonStream.of(sink);
        s.writeArrayStart();
        for (int i = 0; i < 100_000; i++) {
            s.writeLong(i * 1_000_003L);
            s.writeString("é中\n" + i);
        }
        s.writeString("y".repeat(300_000));
        s.writeArrayEnd();
        long size = s.size();
        assertTrue(sink.writes > 10, "written as it goes");
        assertTrue(sink.largestWrite <= JsonStreamBuffer.STREAM_BUFFER_SIZE, "never more than the buffer: " + sink.largestWrite);
        s.flush();
        assertEquals(1, sink.flushes);
        assertEquals(size, sink.data.size());
        JsonStreamTestDecoder.decode(sink.data.toByteArray());
        assertTrue(!sink.closed);
    }

    @Test
    void closeFlushesAndClosesTheTarget() {
        Sink sink = new Sink(Long.MAX_VALUE);
        JsonStream s = JsonStream.of(sink);
        s.writeArrayStart();
        s.writeInt(1);
        s.writeArrayEnd();
        assertEquals(0, sink.data.size(), "still buffered");
        s.close();
        assertTrue(sink.closed);
        assertEquals("[1]", sink.data.toString(StandardCharsets.UTF_8));
        s.close(); // twice: nothing
        JsonException e = assertThrows(JsonException.class, s::writeNull);
        assertEquals(ErrorKind.INVALID_VALUE, e.kind());
        try (JsonStream t = JsonStream.of(new Sink(Long.MAX_VALUE))) {
            t.writeInt(1);
        }
        JsonStream a = new JsonStream();
        a.writeInt(1);
        a.close(); // array target: nothing
        assertEquals("1", a.toString());
    }

    @Test
    void failingStreamIsAnIoErrorAndSticky() {
        Sink sink = new Sink(10_000);
        JsonStream s = JsonStream.of(sink);
        s.writeArrayStart();
        JsonException e = assertThrows(JsonException.class, () -> {
            for (int i = 0; i < 10_000; i++) {
                s.writeString("abcdefgh");
            }
        });
        assertEquals(ErrorKind.IO, e.kind());
        assertTrue(e.getCause() instanceof IOException);
        assertEquals("disk full", e.getCause().getMessage());
        assertEquals("", e.pointer(), "the innermost open container");
        assertEquals(sink.data.size(), e.offset(), "the bytes the OutputStream accepted");
        assertSame(e, assertThrows(JsonException.class, s::flush));
        assertSame(e, assertThrows(JsonException.class, () -> s.writeInt(1)));
        assertSame(e, assertThrows(JsonException.class, s::writeArrayEnd));
        s.close(); // still closes the target, without writing
        assertTrue(sink.closed);
    }

    @Test
    void failingFlushAndClose() {
        OutputStream bad = new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException("no");
            }

            @Override
            public void close() throws IOException {
                throw new IOException("no close");
            }
        };
        JsonStream s = JsonStream.of(bad);
        s.writeInt(12);
        JsonException e = assertThrows(JsonException.class, s::flush);
        assertEquals(ErrorKind.IO, e.kind());
        assertEquals(0, e.offset());
        JsonException c = assertThrows(JsonException.class, s::close);
        assertEquals(ErrorKind.IO, c.kind());
        assertEquals("no close", c.getCause().getMessage());
    }

    @Test
    void failingRawWriteLargerThanTheBuffer() {
        Sink sink = new Sink(100);
        JsonStream s = JsonStream.of(sink);
        s.writeArrayStart();
        byte[] raw = ("\"" + "z".repeat(20_000) + "\"").getBytes(StandardCharsets.UTF_8);
        JsonException e = assertThrows(JsonException.class, () -> s.writeRaw(raw));
        assertEquals(ErrorKind.IO, e.kind());
        assertEquals("", e.pointer());
        assertEquals(1, e.offset(), "'[' was flushed, the raw bytes were refused");
    }

    @Test
    void resetDropsUnflushedBytes() {
        Sink sink = new Sink(Long.MAX_VALUE);
        JsonStream s = JsonStream.of(sink);
        s.writeInt(1);
        s.reset();
        s.writeInt(2);
        s.flush();
        assertEquals("2", sink.data.toString(StandardCharsets.UTF_8));
    }
}
