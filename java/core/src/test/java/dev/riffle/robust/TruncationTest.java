package dev.riffle.robust;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.riffle.ErrorKind;
import dev.riffle.JsonConfig;
import dev.riffle.JsonIterator;
import dev.riffle.Riffle;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every corpus document cut short: each proper prefix of a valid document that is not a
 * complete value fails with unexpected-end at its length (the same points as the Go
 * suite: every byte of documents up to 4 KiB, else the first 512, the last 16 and 16
 * spread between; long mode: every byte up to 64 KiB and 2,000 spread).
 */
class TruncationTest {
    static List<Integer> points(int n) {
        int every = Robust.longMode() ? 64 << 10 : 4 << 10;
        int spread = Robust.longMode() ? 2000 : 16;
        List<Integer> ks = new ArrayList<>();
        if (n <= every) {
            for (int k = 0; k < n; k++) {
                ks.add(k);
            }
            return ks;
        }
        for (int k = 0; k < 512; k++) {
            ks.add(k);
        }
        for (int k = 1; k <= 16; k++) {
            ks.add(n - k);
        }
        for (int i = 0; i < spread; i++) {
            ks.add(512 + (int) ((long) i * (n - 1024) / spread));
        }
        return ks;
    }

    @Test
    void everyTruncatedDocumentIsUnexpectedEndAtItsLength() throws IOException {
        JsonConfig small = JsonConfig.builder().readBufferSize(64).build();
        for (byte[] doc : ReaderTest.corpus()) {
            int len = doc.length;
            while (len > 0 && (doc[len - 1] == ' ' || doc[len - 1] == '\n' || doc[len - 1] == '\r' || doc[len - 1] == '\t')) {
                len--;
            }
            Riffle.validate(doc, 0, len, JsonConfig.DEFAULT);
            for (int k : points(len)) {
                int cut = k;
                String slice = Robust.outcome(() -> Riffle.validate(doc, 0, cut, JsonConfig.DEFAULT));
                assertEquals(ErrorKind.UNEXPECTED_END.id() + "@" + k, slice.substring(0, slice.indexOf(' ')));
                if (k % 7 == 0) {
                    assertEquals(slice, Robust.outcome(() -> {
                        JsonIterator it = JsonIterator.of(new ByteArrayInputStream(doc, 0, cut), small);
                        it.skip();
                        it.finish();
                    }), "stream, cut at " + k);
                }
            }
        }
    }
}
