package dev.riffle.robust;

import dev.riffle.JsonConfig;
import dev.riffle.JsonException;
import dev.riffle.JsonIterator;
import dev.riffle.JsonStream;
import dev.riffle.Riffle;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;

/**
 * The Java half of the Go-Java differential harness (docs/robustness.md; the Go half is
 * go/cmd/riffle-xlang). Reads a batch (one input per line, in hex) on stdin and writes
 * one result line per input on stdout, in exactly the Go half's format:
 * {@code v=<validate> r=<reader skip> w=<walk>}.
 *
 * <pre>java -cp java/core/target/classes:java/core/target/test-classes dev.riffle.robust.XlangMain [-depth N] [-strlimit N] [-numlimit N] &lt; batch.hex</pre>
 */
public final class XlangMain {
    private static final HexFormat HEX = HexFormat.of();

    private XlangMain() {
    }

    /**
     * Evaluates the batch on stdin.
     *
     * @param args optional pairs, as the Go half takes them: {@code -depth N} (the maximum
     *     depth), {@code -strlimit N} (the maximum string bytes), {@code -numlimit N} (the
     *     maximum number bytes); 0 keeps a limit's default
     * @throws Exception when stdin or stdout fails
     */
    public static void main(String[] args) throws Exception {
        JsonConfig.Builder b = JsonConfig.builder();
        for (int i = 0; i + 1 < args.length; i += 2) {
            int v = Integer.parseInt(args[i + 1]);
            if (v == 0) {
                continue;
            }
            switch (args[i]) {
                case "-depth" -> b.maxDepth(v);
                case "-strlimit" -> b.maxStringBytes(v);
                case "-numlimit" -> b.maxNumberBytes(v);
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        if (args.length % 2 != 0) {
            throw new IllegalArgumentException("options come in pairs: -depth N -strlimit N -numlimit N");
        }
        JsonConfig config = b.build();
        // The walk recurses once per level: run it on a thread with a deep stack.
        Thread worker = new Thread(null, () -> {
            try {
                run(config);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }, "xlang", 1L << 30);
        worker.start();
        worker.join();
    }

    private static void run(JsonConfig config) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.US_ASCII), 1 << 16);
        try (Writer out = new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.US_ASCII), 1 << 16)) {
            for (String line; (line = in.readLine()) != null; ) {
                out.write(evalOne(config, HEX.parseHex(line)));
                out.write('\n');
            }
        }
    }

    /** Returns the result line of one input. */
    static String evalOne(JsonConfig config, byte[] data) {
        String v = outcome(() -> Riffle.validate(data, 0, data.length, config));
        JsonConfig small = config.toBuilder().readBufferSize(16).build();
        String r = outcome(() -> {
            JsonIterator it = JsonIterator.of(new HalfStream(data), small);
            it.skip();
            it.finish();
        });
        return "v=" + v + " r=" + r + " w=" + walk(config, data);
    }

    /** "ok" or "kind@offset:pointer" (the pointer's UTF-8 bytes in hex). */
    static String outcome(Runnable read) {
        return outcome(read, XlangMain::describe);
    }

    /** "ok", or the JsonException the read threw as describe formats it. */
    static String outcome(Runnable read, java.util.function.Function<JsonException, String> describe) {
        try {
            read.run();
            return "ok";
        } catch (JsonException e) {
            return describe.apply(e);
        }
    }

    static String describe(JsonException e) {
        return e.kind().id() + "@" + e.offset() + ":" + HEX.formatHex(e.pointer().getBytes(StandardCharsets.UTF_8));
    }

    /** The walk: typed reads copied to a stream; "ok:&lt;output hex&gt;:&lt;floats hex&gt;" or the error. */
    static String walk(JsonConfig config, byte[] data) {
        JsonIterator it = JsonIterator.of(data, config);
        // The writers have no depth limit: the reader's limit is the one under test, and
        // a writer error would surface differently (Go records it, Java throws at once).
        JsonConfig writer = config.toBuilder().maxDepth(-1).build();
        JsonStream out = JsonStream.create(writer);
        JsonStream floats = JsonStream.create(writer);
        try {
            floats.writeArrayStart();
            copyValue(it, out, floats, config);
            floats.writeArrayEnd();
            it.finish();
        } catch (JsonException e) {
            return describe(e);
        }
        return "ok:" + HEX.formatHex(out.toByteArray()) + ":" + HEX.formatHex(floats.toByteArray());
    }

    private static void copyValue(JsonIterator it, JsonStream out, JsonStream floats, JsonConfig config) {
        switch (it.whatIsNext()) {
            case OBJECT -> {
                out.writeObjectStart();
                for (String name; (name = it.readObject()) != null; ) {
                    out.writeField(name);
                    copyValue(it, out, floats, config);
                }
                out.writeObjectEnd();
            }
            case ARRAY -> {
                out.writeArrayStart();
                while (it.readArray()) {
                    copyValue(it, out, floats, config);
                }
                out.writeArrayEnd();
            }
            case STRING -> out.writeString(it.readString());
            case NUMBER -> {
                String text = it.readNumberAsString();
                out.writeRaw(text);
                try {
                    JsonIterator num = JsonIterator.of(text, config);
                    double d = num.readDouble();
                    num.finish();
                    floats.writeDouble(d);
                } catch (JsonException e) {
                    floats.writeString("range");
                }
            }
            case BOOLEAN -> out.writeBoolean(it.readBoolean());
            case NULL -> {
                it.readNull();
                out.writeNull();
            }
            default -> it.skip(); // invalid: throws the error
        }
    }

    /** Returns at most half of what each read asks for (at least one byte), like Go's iotest.HalfReader. */
    static final class HalfStream extends InputStream {
        private final ByteArrayInputStream in;

        HalfStream(byte[] data) {
            in = new ByteArrayInputStream(data);
        }

        @Override
        public int read() {
            return in.read();
        }

        @Override
        public int read(byte[] b, int off, int len) {
            return in.read(b, off, Math.max(1, (len + 1) / 2));
        }
    }
}
