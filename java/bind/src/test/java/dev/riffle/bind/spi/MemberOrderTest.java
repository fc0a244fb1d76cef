package dev.riffle.bind.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.riffle.FieldNames;
import dev.riffle.JsonIterator;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The learned member order of generated codecs: whatever object it learns from, every
 * member is matched to the declared index the declared names give it.
 */
class MemberOrderTest {
    private static final FieldNames DECLARED = FieldNames.of("name", "age", "email", "alias", "age");

    /** The loop a generated codec runs, returning the declared index of each member. */
    private static List<Integer> read(MemberOrder order, String json) {
        JsonIterator in = JsonIterator.of(json);
        MemberOrder.Names names = order.names();
        MemberOrder.Recorder recorder = order.recorder();
        List<Integer> got = new ArrayList<>();
        int expected = 0;
        for (int match; (match = in.nextFieldMatch(names.fieldNames(), expected)) != FieldNames.END; ) {
            int name = match;
            if (match >= 0) {
                expected = match + 1;
                name = names.target(match);
            }
            if (recorder != null) {
                recorder.add(in);
            }
            got.add(name);
            in.skip();
        }
        if (recorder != null) {
            order.publish(recorder);
        }
        return got;
    }

    /** The declared names' own answer for each member. */
    private static List<Integer> reference(String json) {
        JsonIterator in = JsonIterator.of(json);
        List<Integer> want = new ArrayList<>();
        while (in.nextField()) {
            want.add(in.fieldMatch(DECLARED));
            in.skip();
        }
        return want;
    }

    @Test
    void everyMemberKeepsItsDeclaredIndex() {
        String teach = "{\"zz\":1,\"age\":{\"name\":2},\"n\\u0061me\":3,\"caf\u00e9\":4,\"x\":[1],\"zz\":5,\"alias\":6}";
        String[] docs = {
            teach,
            "{\"name\":1,\"age\":2,\"email\":3,\"alias\":4}",
            "{\"zz\":1,\"age\":2,\"x\":3,\"email\":4,\"name\":5}",
            "{\"email\":1,\"zz\":2,\"caf\u00e9\":3,\"name\":4}",
            "{}",
            "{\"Name\":1,\"AGE\":2,\"z\":3,\"zzz\":4,\"nam\":5,\"names\":6}",
            "{\"alias\":1,\"alias\":2,\"age\":3,\"age\":4}",
        };
        MemberOrder order = new MemberOrder(DECLARED);
        for (int round = 0; round < 2; round++) {
            for (String doc : docs) {
                assertEquals(reference(doc), read(order, doc), "round " + round + ": " + doc);
            }
        }
        MemberOrder.Names learned = order.names();
        List<String> names = new ArrayList<>();
        List<Integer> targets = new ArrayList<>();
        for (int i = 0; i < learned.fieldNames().size(); i++) {
            names.add(learned.fieldNames().name(i));
            targets.add(learned.target(i));
        }
        // The first object's plain names in their order (once each; the escaped spelling
        // of "name" as "name", "café" left out), then the declared names it lacked.
        assertEquals(List.of("zz", "age", "name", "x", "alias", "email"), names);
        assertEquals(List.of(FieldNames.UNKNOWN, 1, 0, FieldNames.UNKNOWN, 3, 2), targets);
    }

    @Test
    void learnsOnceFromFewReads() {
        MemberOrder order = new MemberOrder(DECLARED);
        MemberOrder.Names declared = order.names();
        for (int i = 0; i < MemberOrder.MAX_TRIES; i++) {
            assertSame(declared, order.names());
            assertEquals(List.of(), read(order, "{}")); // no member: nothing learned
        }
        assertNull(order.recorder(), "no more reads record after MAX_TRIES");
        assertSame(declared, order.names());

        order = new MemberOrder(DECLARED);
        MemberOrder.Recorder first = order.recorder();
        MemberOrder.Recorder second = order.recorder();
        assertNotNull(first);
        assertNotNull(second);
        StringBuilder big = new StringBuilder("{");
        for (int i = 0; i < 2 * MemberOrder.MAX_MEMBERS; i++) {
            big.append(i == 0 ? "" : ",").append("\"m").append(i).append("\":0");
        }
        JsonIterator in = JsonIterator.of(big.append('}').toString());
        while (in.nextField()) {
            first.add(in);
            in.skip();
        }
        order.publish(first);
        MemberOrder.Names learned = order.names();
        assertEquals(MemberOrder.MAX_MEMBERS + 4, learned.fieldNames().size(), "the cap, then the four declared names");
        JsonIterator one = JsonIterator.of("{\"name\":1}");
        one.nextField();
        second.add(one);
        order.publish(second);
        assertSame(learned, order.names(), "an order is published once");
    }
}
