package dev.riffle.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.riffle.ErrorKind;
import dev.riffle.JsonException;
import dev.riffle.bind.annotation.JsonRequired;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@link BindConfig.Builder#collectValueErrors}: every value error, each at its place, and the partial value. */
class CollectErrorsTest {
    enum Size { S, M, L }

    record Item(int qty, String name, Size size, List<Integer> codes, Map<String, Double> prices) { }

    record Order(@JsonRequired String id, List<Item> items, SealedTest.Shape shape) { }

    private static final Binder COLLECT = RiffleBind.with(BindConfig.builder().collectValueErrors(true).build());

    @Test
    void collectsEveryValueErrorAndKeepsTheRest() {
        String json = "{\"items\":[{\"qty\":\"two\",\"name\":\"a\",\"size\":\"XL\",\"codes\":[1,\"x\",3],\"prices\":{\"p\":true,\"q\":1.5}},"
                + "{\"qty\":5,\"name\":7}],\"shape\":{\"type\":\"Blob\"}}";
        ValueErrors e = assertThrows(ValueErrors.class, () -> COLLECT.decode(json, Order.class));
        List<String> where = e.errors().stream().map(x -> x.kind().id() + " " + x.pointer() + " " + x.offset()).toList();
        assertEquals(List.of(
                "type-mismatch /items/0/qty 17",
                "invalid-value /items/0/size 41",
                "type-mismatch /items/0/codes/1 57",
                "type-mismatch /items/0/prices/p 78",
                "type-mismatch /items/1/name 109",
                "invalid-value /shape 121",
                "invalid-value  0"), where, e.getMessage());
        Order o = (Order) e.value();
        assertEquals(null, o.id());
        assertEquals(new Item(0, "a", null, Arrays.asList(1, null, 3), Map.of("q", 1.5)), o.items().get(0));
        assertEquals(new Item(5, null, null, null, null), o.items().get(1));
    }

    /**
     * Finding F8 (docs/robustness.md): the error a binder throws in the middle of a walk keeps
     * {@link JsonException#recoverable()}, so the caller can recover and read on, as the core allows.
     */
    @Test
    void aValueErrorFromReadStaysRecoverable() {
        dev.riffle.JsonIterator it = dev.riffle.JsonIterator.of("[{\"x\":\"one\",\"y\":2},{\"x\":3,\"y\":4}]");
        List<ObjectsTest.Point> points = new java.util.ArrayList<>();
        List<String> errors = new java.util.ArrayList<>();
        while (it.readArray()) {
            try {
                points.add(RiffleBind.read(it, ObjectsTest.Point.class));
            } catch (JsonException e) {
                assertEquals(true, e.recoverable(), e.getMessage());
                assertEquals("(binding dev.riffle.bind.ObjectsTest$Point.x as int)",
                        e.detail().substring(e.detail().indexOf("(binding")));
                errors.add(e.kind().id() + " " + e.pointer() + " " + e.offset());
                it.recover(); // the iterator stands after "one", inside the Point's object
                it.skipRest(); // the rest of that object (a flat record: one level)
            }
        }
        it.finish();
        assertEquals(List.of("type-mismatch /0/x 6"), errors);
        assertEquals(List.of(new ObjectsTest.Point(3, 4)), points);
    }

    @Test
    void syntaxErrorsStillStopAtOnce() {
        JsonException e = assertThrows(JsonException.class, () -> COLLECT.decode("{\"id\":\"a\",\"items\":[{\"qty\":\"x\"},]}", Order.class));
        assertEquals(ErrorKind.INVALID_CHARACTER, e.kind());
    }

    @Test
    void withoutErrorsTheValueIsReturned() {
        assertEquals(new Order("a", List.of(), null), COLLECT.decode("{\"id\":\"a\",\"items\":[]}", Order.class));
    }

    @Test
    void topLevelValueError() {
        ValueErrors e = assertThrows(ValueErrors.class, () -> COLLECT.decode("\"x\"", Integer.class));
        assertEquals(1, e.errors().size());
        assertEquals(null, e.value());
    }
}
