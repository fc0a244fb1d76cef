package dev.riffle.bench;

import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * How a Riffle row on a bind workload binds, shown as {@code config=...} in the results
 * (the report reads the value as the start of the row's config, so a row reads
 * {@code bind=runtime,io=string,writer=reused}):
 *
 * <ul>
 *   <li>{@code hand-written}: code written by hand against JsonIterator / JsonStream
 *       ({@link Record2Riffle}), what generated code could reach;
 *   <li>{@code bind=runtime}: riffle-bind's run-time codecs ({@link RiffleBinding#BINDER}) over the model
 *       classes the peers bind ({@code dev.riffle.bench.model}), which carry no Riffle annotation;
 *   <li>{@code bind=generated}: the same binder over the {@code @JsonGenerate} copies of the
 *       model ({@code dev.riffle.bench.model.generated}), whose codecs riffle-processor wrote
 *       at compile time and the binder finds through ServiceLoader.
 * </ul>
 *
 * <p>The binder is built once, like the peers' ObjectReader/ObjectWriter and adapters; it
 * builds each type's codec on first use (in the fork's setup for the checks, in the first
 * warm-up op when timed) and keeps it.
 */
@State(Scope.Benchmark)
public class RiffleConfig extends RiffleBinding {
    /** "hand-written", "bind=runtime" or "bind=generated". */
    @Param({"hand-written", "bind=runtime", "bind=generated"})
    public String config = "hand-written";

    /** Reads the parameter; an unknown value is refused rather than timed as something else. */
    @Setup
    public void setup() {
        apply(config);
    }

    /** One set-up instance per param value, for the correctness checks. */
    static RiffleConfig[] all() {
        String[] values = {"hand-written", "bind=runtime", "bind=generated"};
        RiffleConfig[] out = new RiffleConfig[values.length];
        for (int i = 0; i < values.length; i++) {
            out[i] = new RiffleConfig();
            out[i].config = values[i];
            out[i].setup();
        }
        return out;
    }
}
