package dev.riffle.bench;

import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * Labels Riffle's rows of the jsoniter scenarios (IntegerBench ... SkipStructureBench): they
 * are written by hand against JsonIterator / JsonStream and carry {@code config=hand-written}
 * in the JMH results. Only Riffle methods take this state, so only their rows have the param.
 * (Riffle's Record2 and seed-payload rows take {@link RiffleConfig}, which adds the rows
 * bound through riffle-bind.)
 */
@State(Scope.Benchmark)
public class HandWritten {
    /** Always "hand-written". */
    @Param("hand-written")
    public String config = "hand-written";
}
