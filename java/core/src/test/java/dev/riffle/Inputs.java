package dev.riffle;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.function.Function;

/** The input forms every vector runs through. */
enum Inputs {
    BYTES(b -> JsonIterator.of(b)),
    SLICE(b -> {
        byte[] padded = new byte[b.length + 6];
        System.arraycopy(b, 0, padded, 3, b.length);
        padded[0] = '[';
        padded[padded.length - 1] = ']';
        return JsonIterator.of(padded, 3, b.length);
    }),
    STRING(b -> JsonIterator.of(new String(b, StandardCharsets.UTF_8))),
    HEAP_BUFFER(b -> JsonIterator.of(ByteBuffer.wrap(b))),
    DIRECT_BUFFER(b -> {
        ByteBuffer d = ByteBuffer.allocateDirect(b.length);
        d.put(b).flip();
        return JsonIterator.of(d, JsonConfig.builder().readBufferSize(16).build());
    }),
    STREAM_1(b -> JsonIterator.of(chunked(b, 1), JsonConfig.builder().readBufferSize(16).build())),
    STREAM_7(b -> JsonIterator.of(chunked(b, 7), JsonConfig.builder().readBufferSize(16).build())),
    STREAM_13(b -> JsonIterator.of(chunked(b, 13), JsonConfig.builder().readBufferSize(16).build())),
    STREAM_DEFAULT(b -> JsonIterator.of(new ByteArrayInputStream(b)));

    final Function<byte[], JsonIterator> open;

    Inputs(Function<byte[], JsonIterator> open) {
        this.open = open;
    }

    /** Whether a String round trip keeps the bytes (only for valid UTF-8). */
    boolean lossless(byte[] b) {
        if (this != STRING) {
            return true;
        }
        return java.util.Arrays.equals(b, new String(b, StandardCharsets.UTF_8).getBytes(StandardCharsets.UTF_8));
    }

    /** A stream that returns at most n bytes per read. */
    static InputStream chunked(byte[] b, int n) {
        return new ByteArrayInputStream(b) {
            @Override
            public synchronized int read(byte[] dst, int off, int len) {
                return super.read(dst, off, Math.min(len, n));
            }
        };
    }

    /** A stream that returns the bytes and then throws. */
    static InputStream failing(byte[] b) {
        return new InputStream() {
            int i;

            @Override
            public int read() throws IOException {
                if (i < b.length) {
                    return b[i++] & 0xFF;
                }
                throw new IOException("boom");
            }
        };
    }
}
