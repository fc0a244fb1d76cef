package dev.riffle.bench;

import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * Labels Riffle rows on bind workloads: Riffle has no bind layer yet, so those rows are
 * written by hand against JsonIterator / JsonStream and carry {@code config=hand-written} in
 * the JMH results. Only Riffle methods take this state, so only their rows have the param.
 */
@State(Scope.Benchmark)
public class HandWritten {
    /** Always "hand-written". */
    @Param("hand-written")
    public String config = "hand-written";
}
