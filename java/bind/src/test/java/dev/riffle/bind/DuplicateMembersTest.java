package dev.riffle.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.riffle.ErrorKind;
import dev.riffle.JsonException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@link BindConfig.Builder#rejectDuplicateMembers}: off by default (last wins), on: an error at the second value. */
class DuplicateMembersTest {
    private static final Binder STRICT = RiffleBind.with(BindConfig.builder().rejectDuplicateMembers(true).build());

    @Test
    void lastWinsByDefault() {
        assertEquals(new ObjectsTest.Point(2, 0), RiffleBind.decode("{\"x\":1,\"x\":2}", ObjectsTest.Point.class));
        assertEquals(Map.of("a", 2L), RiffleBind.decode("{\"a\":1,\"a\":2}", Object.class));
    }

    @Test
    void rejected() {
        String[][] cases = {
            {"{\"x\":1,\"y\":0,\"x\":2}", "/x", "17"},
            {"{\"user_id\":1,\"uid\":2}", "/uid", "19"},
        };
        JsonException e = assertThrows(JsonException.class, () -> STRICT.decode(cases[0][0], ObjectsTest.Point.class));
        assertEquals(ErrorKind.INVALID_VALUE, e.kind());
        assertEquals(cases[0][1], e.pointer());
        assertEquals(Long.parseLong(cases[0][2]), e.offset());
        e = assertThrows(JsonException.class, () -> STRICT.decode(cases[1][0], AnnotationsTest.Renamed.class));
        assertEquals(cases[1][1], e.pointer(), "an alias sets the same property");
        assertEquals(Long.parseLong(cases[1][2]), e.offset());
        e = assertThrows(JsonException.class, () -> STRICT.decode("{\"1\":1,\"1\":2}", new TypeRef<Map<Integer, Integer>>() { }));
        assertEquals("/1", e.pointer());
        assertEquals(11, e.offset());
        e = assertThrows(JsonException.class, () -> STRICT.decode("[{\"a\":{},\"a\":[]}]", Object.class));
        assertEquals("/0/a", e.pointer());
        assertEquals(13, e.offset());
        assertEquals(new ObjectsTest.Point(1, 0), STRICT.decode("{\"x\":1,\"z\":1,\"z\":2}", ObjectsTest.Point.class),
                "unknown members are not checked");
    }

    @Test
    void collectedKeepsTheFirst() {
        Binder b = RiffleBind.with(BindConfig.builder().rejectDuplicateMembers(true).collectValueErrors(true).build());
        ValueErrors e = assertThrows(ValueErrors.class, () -> b.decode("{\"a\":1,\"a\":2,\"b\":[]}", Object.class));
        assertEquals(Map.of("a", 1L, "b", List.of()), e.value());
        assertEquals(1, e.errors().size());
    }
}
