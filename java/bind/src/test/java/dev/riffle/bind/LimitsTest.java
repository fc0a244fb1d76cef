package dev.riffle.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.riffle.ErrorKind;
import dev.riffle.JsonConfig;
import dev.riffle.JsonException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Nesting, cycles and a declared CharSequence: errors, never a crash. */
class LimitsTest {
    /** A bean that can point at itself. */
    public static class Cell {
        public Cell next;
    }

    @Test
    void aCycleIsALimitErrorWhenWriting() {
        Cell c = new Cell();
        c.next = c;
        JsonException e = assertThrows(JsonException.class, () -> RiffleBind.encode(c));
        assertEquals(ErrorKind.LIMIT_EXCEEDED, e.kind());
        List<Object> self = new ArrayList<>();
        self.add(self);
        assertEquals(ErrorKind.LIMIT_EXCEEDED, assertThrows(JsonException.class, () -> RiffleBind.encode(self)).kind());
    }

    @Test
    void noDepthLimitAndADeepDocumentIsALimitErrorNotAStackOverflow() throws Exception {
        Binder unlimited = RiffleBind.with(BindConfig.builder().json(JsonConfig.builder().maxDepth(-1).build()).build());
        int depth = 2_000_000;
        String deep = "[".repeat(depth) + "]".repeat(depth);
        Throwable[] thrown = new Throwable[1];
        Thread t = new Thread(null, () -> {
            try {
                unlimited.decode(deep, Object.class);
            } catch (Throwable e) {
                thrown[0] = e;
            }
        }, "small-stack", 256 * 1024);
        t.start();
        t.join();
        JsonException e = (JsonException) thrown[0];
        assertEquals(ErrorKind.LIMIT_EXCEEDED, e.kind());
    }

    record Named(CharSequence name) { }

    @Test
    void charSequence() {
        assertEquals("{\"name\":\"ab\"}", RiffleBind.encodeToString(new Named(new StringBuilder("ab"))));
        assertEquals("ab", RiffleBind.decode("{\"name\":\"ab\"}", Named.class).name());
    }
}
