package dev.riffle.bench;

import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * How a Riffle write row gets its {@link dev.riffle.JsonStream}, shown as {@code writer=...}
 * in the results so that every write row states whether Riffle reuses its writer:
 *
 * <ul>
 *   <li>{@code reused}: one stream per benchmark thread, {@code reset()} before each op; its
 *       buffer and its cache of encoded member names stay warm across ops (what a server
 *       that keeps a writer per thread does).
 *   <li>{@code new}: a new stream per op, cold buffer and empty name cache (what a peer that
 *       allocates its writer per op pays).
 * </ul>
 */
@State(Scope.Thread)
public class RiffleWriter {
    /** "reused" or "new". */
    @Param({"reused", "new"})
    public String writer = "reused";

    private final dev.riffle.JsonStream kept = new dev.riffle.JsonStream();

    /** The stream for one op: the kept one, reset, or a new one. */
    public dev.riffle.JsonStream stream() {
        if ("new".equals(writer)) {
            return new dev.riffle.JsonStream();
        }
        kept.reset();
        return kept;
    }

    /** One instance per param value, for the correctness checks. */
    static RiffleWriter[] all() {
        String[] values = {"reused", "new"};
        RiffleWriter[] out = new RiffleWriter[values.length];
        for (int i = 0; i < values.length; i++) {
            out[i] = new RiffleWriter();
            out[i].writer = values[i];
        }
        return out;
    }
}
