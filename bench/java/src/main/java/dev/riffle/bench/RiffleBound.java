package dev.riffle.bench;

import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The config of Riffle's rows on a workload that only binds ({@link CorpusBindBench}: whole
 * corpus documents into full models), where Riffle has no hand-written row:
 * {@code bind=runtime} or {@code bind=generated}, as {@link RiffleConfig} defines them.
 */
@State(Scope.Benchmark)
public class RiffleBound extends RiffleBinding {
    /** "bind=runtime" or "bind=generated". */
    @Param({"bind=runtime", "bind=generated"})
    public String config = "bind=runtime";

    /** Reads the parameter. */
    @Setup
    public void setup() {
        apply(config);
    }

    /** One set-up instance per param value, for the correctness checks. */
    static RiffleBound[] all() {
        String[] values = {"bind=runtime", "bind=generated"};
        RiffleBound[] out = new RiffleBound[values.length];
        for (int i = 0; i < values.length; i++) {
            out[i] = new RiffleBound();
            out[i].config = values[i];
            out[i].setup();
        }
        return out;
    }
}
