package dev.riffle.bench;

import dev.riffle.JsonStream;
import dev.riffle.bench.model.Record2;
import dev.riffle.bench.model.citm.CitmCatalog;
import dev.riffle.bench.model.twitter.TwitterDoc;
import java.util.function.Supplier;

/**
 * A driver for instruction counts under callgrind, where JMH timing is too noisy to use:
 * runs one write (or read) operation {@code ROUNDS} times a fixed batch and prints how
 * many operations gave a result. Run it at two round counts and divide the difference in instructions by the
 * difference in operations; the JIT's warm-up and the JVM's start cancel out.
 *
 * <pre>
 * valgrind --tool=callgrind --callgrind-out-file=/dev/null java -Xbatch -XX:+UseSerialGC \
 *   -Xms256m -Xmx256m -cp bench/java/target/benchmarks.jar dev.riffle.bench.WriteCount MODE ROUNDS
 * </pre>
 *
 * Modes (Riffle through riffle-bind's run-time codecs, one stream reused, bytes out;
 * fastjson2 through {@code JSON.toJSONBytes}, as {@code Record2Bench.fastjson2_write}):
 * {@code record2} and {@code fastjson2-record2} (40,000 operations a round),
 * {@code twitter} and {@code citm} (200 a round), {@code record2-read} and
 * {@code fastjson2-record2-read} (Record2 from bytes, 40,000 a round),
 * {@code generated-record2} and {@code generated-record2-read} (Riffle through the
 * generated codecs of the model's {@code @JsonGenerate} copy), {@code jsoniter-scala-record2}
 * and {@code jsoniter-scala-record2-read} (bytes in and out, as {@code Record2Bench}), and
 * {@code twitter-read} and {@code citm-read} (the documents into their models, 200 a
 * round). Each result is stored in a static field, nothing computed on it (until
 * 2026-11-29 the loop summed the results' {@code hashCode}s, which for a read walked the
 * whole value: about a tenth of the Record2 read's count, the same for both libraries). Before the loop, the
 * operation's answer is checked: a read must equal Riffle's reading of the document, and
 * a write must read back (with Riffle) to the value written; otherwise the driver exits
 * with status 1.
 */
public final class WriteCount {
    private WriteCount() {}

    private static final JsonStream STREAM = new JsonStream();
    /** Where each operation's result goes, so that the JIT cannot drop the operation. */
    static Object sink;
    private static final dev.riffle.JsonIterator ITER = dev.riffle.JsonIterator.of("0");

    /** Usage: {@code WriteCount MODE ROUNDS}. */
    public static void main(String[] args) {
        String mode = args[0];
        int rounds = Integer.parseInt(args[1]);
        byte[] r2 = Inputs.bytes("seed-scalajack/record2.json");
        Object value;
        int batch = 40_000;
        Class<?> type;
        byte[] doc;
        switch (mode) {
            case "twitter", "twitter-read" -> { doc = Inputs.bytes("corpus/twitter.json"); type = TwitterDoc.class; batch = 200; }
            case "citm", "citm-read" -> { doc = Inputs.bytes("corpus/citm_catalog.json"); type = CitmCatalog.class; batch = 200; }
            default -> { doc = r2; type = Record2.class; }
        }
        value = read(doc, type);
        Object v = value;
        byte[] d = doc;
        Class<?> t = type;
        Supplier<Object> op = switch (mode) {
            case "record2", "twitter", "citm" -> () -> write(v);
            case "fastjson2-record2" -> () -> com.alibaba.fastjson2.JSON.toJSONBytes(v);
            case "record2-read", "twitter-read", "citm-read" -> () -> read(d, t);
            case "fastjson2-record2-read" -> () -> com.alibaba.fastjson2.JSON.parseObject(r2, Record2.class);
            case "generated-record2" -> {
                Object g = GeneratedRecord2.of((Record2) v);
                yield () -> write(g);
            }
            case "generated-record2-read" -> () -> read(d, dev.riffle.bench.model.generated.Record2.class);
            case "jsoniter-scala-record2" -> {
                dev.riffle.bench.scalapeers.Record2 sr = ScalaRecord2.toScala((Record2) v);
                yield () -> dev.riffle.bench.scalapeers.Record2Scala.jsoniterWriteBytes(sr);
            }
            case "jsoniter-scala-record2-read" -> () -> dev.riffle.bench.scalapeers.Record2Scala.jsoniterReadBytes(r2);
            default -> throw new IllegalArgumentException("unknown mode " + mode);
        };
        Object got = op.get();
        Object gotValue = mode.endsWith("-read") ? got : read((byte[]) got, type);
        if (gotValue instanceof dev.riffle.bench.model.generated.Record2 g) {
            gotValue = GeneratedRecord2.toModel(g);
        } else if (gotValue instanceof dev.riffle.bench.scalapeers.Record2 sr) {
            gotValue = ScalaRecord2.toJava(sr);
        }
        if (!value.equals(gotValue)) {
            System.err.println("WriteCount: " + mode + " gives a different answer");
            System.exit(1);
        }
        long sum = 0;
        for (int r = 0; r < rounds; r++) {
            sum += batch(op, batch);
        }
        System.out.println(sum);
    }

    private static long batch(Supplier<Object> op, int n) {
        long sum = 0;
        for (int i = 0; i < n; i++) {
            Object got = op.get();
            sink = got; // kept alive, and nothing computed on it: the same for every mode
            sum += got == null ? 0 : 1;
        }
        return sum;
    }

    private static byte[] write(Object value) {
        JsonStream s = STREAM;
        s.reset();
        RiffleBinding.BINDER.write(s, value);
        return s.toByteArray();
    }

    private static Object read(byte[] doc, Class<?> type) {
        dev.riffle.JsonIterator it = ITER.reset(doc);
        Object v = RiffleBinding.BINDER.read(it, type);
        it.finish();
        return v;
    }
}
