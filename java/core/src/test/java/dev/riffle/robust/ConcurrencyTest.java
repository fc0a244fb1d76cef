package dev.riffle.robust;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.riffle.EncodedName;
import dev.riffle.FieldNames;
import dev.riffle.JsonConfig;
import dev.riffle.JsonIterator;
import dev.riffle.JsonStream;
import dev.riffle.Riffle;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * Many threads sharing one JsonConfig, one FieldNames and EncodedNames, reading and
 * writing at once; each must get the single-thread answer. docs/robustness.md lists the
 * shared state this exercises and why each piece is safe.
 */
class ConcurrencyTest {
    static final JsonConfig CONFIG = JsonConfig.builder().maxDepth(64).escapeHtml(true).build();
    static final FieldNames NAMES = FieldNames.of("id", "<name>", "x");
    static final EncodedName[] ENCODED = {EncodedName.of("id"), EncodedName.of("<name>"), EncodedName.of("x")};
    static final byte[] DOC = ("{\"id\":12345678901,\"<name>\":\"caf\\u00e9 & <b>\","
            + "\"x\":[1.5e300,-0.0,2.2250738585072014e-308,{\"y\":null}]}").getBytes(StandardCharsets.UTF_8);

    static String render() {
        JsonIterator it = JsonIterator.of(DOC, CONFIG);
        JsonStream out = JsonStream.create(CONFIG);
        out.writeObjectStart();
        while (it.nextField()) {
            int k = it.fieldMatch(NAMES);
            out.writeField(ENCODED[k]);
            switch (k) {
                case 0 -> out.writeLong(it.readLong());
                case 1 -> out.writeString(it.readString());
                default -> {
                    out.writeArrayStart();
                    while (it.readArray()) {
                        if (it.whatIsNext() == dev.riffle.ValueType.NUMBER) {
                            out.writeDouble(it.readDouble());
                        } else {
                            out.writeRaw(it.skipAndReturnBytes());
                        }
                    }
                    out.writeArrayEnd();
                }
            }
            out.writeField(NAMES.name(k)); // the String path through the stream's NameCache
            out.writeNull();
        }
        out.writeObjectEnd();
        it.finish();
        Riffle.validate(DOC, 0, DOC.length, CONFIG);
        return out.toString();
    }

    @Test
    void sharedConfigNamesAndEncodedNames() throws Exception {
        int threads = 16;
        int rounds = 2000;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Callable<String>> tasks = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                tasks.add(() -> {
                    String first = render();
                    for (int r = 1; r < rounds; r++) {
                        String again = render();
                        if (!again.equals(first)) {
                            return "changed: " + again;
                        }
                    }
                    return first;
                });
            }
            String want = render();
            for (Future<String> f : pool.invokeAll(tasks)) {
                assertEquals(want, f.get());
            }
            System.out.println("robust: " + threads + " threads x " + rounds + " rounds agree: " + want);
        } finally {
            pool.shutdownNow();
        }
    }
}
