package dev.riffle.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Many threads meet new (and recursive, mutually recursive) types at the same moment. */
class ConcurrencyTest {
    record Tree(String v, List<Tree> kids, Map<String, Forest> more) { }

    record Forest(List<Tree> trees, Tree biggest) { }

    sealed interface Expr permits Num, Add, Neg { }

    record Num(long n) implements Expr { }

    record Add(Expr l, Expr r) implements Expr { }

    record Neg(Expr e) implements Expr { }

    private static final String TREE = "{\"v\":\"a\",\"kids\":[{\"v\":\"b\",\"kids\":[],\"more\":{}}],"
            + "\"more\":{\"f\":{\"trees\":[{\"v\":\"c\",\"kids\":[],\"more\":null}],\"biggest\":null}}}";
    private static final String EXPR = "{\"type\":\"Add\",\"l\":{\"type\":\"Num\",\"n\":1},\"r\":{\"type\":\"Neg\",\"e\":{\"type\":\"Num\",\"n\":2}}}";

    @Test
    void manyThreadsFirstUse() throws Exception {
        int threads = 16;
        for (int round = 0; round < 20; round++) {
            Binder b = RiffleBind.with(BindConfig.builder().build()); // a fresh binder: every type is new
            CountDownLatch go = new CountDownLatch(1);
            ExecutorService pool = Executors.newFixedThreadPool(threads);
            try {
                List<Future<String>> results = new ArrayList<>();
                for (int t = 0; t < threads; t++) {
                    int which = t;
                    results.add(pool.submit(() -> {
                        go.await();
                        if (which % 3 == 0) {
                            return b.encodeToString(b.decode(EXPR, Expr.class));
                        }
                        if (which % 3 == 1) {
                            return b.encodeToString(b.decode(TREE, Tree.class));
                        }
                        return b.encodeToString(b.decode(TREE, Forest.class).trees());
                    }));
                }
                go.countDown();
                for (int t = 0; t < threads; t++) {
                    String want = t % 3 == 0 ? EXPR : t % 3 == 1 ? TREE : "null";
                    assertEquals(want, results.get(t).get(30, TimeUnit.SECONDS), "round " + round + " thread " + t);
                }
            } finally {
                pool.shutdownNow();
            }
            assertEquals(b.codec(Tree.class), b.codec(Tree.class), "one codec is kept per type");
        }
    }
}
