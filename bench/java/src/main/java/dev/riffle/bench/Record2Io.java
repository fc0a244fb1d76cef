package dev.riffle.bench;

import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * What a Record2 row reads from and writes to, shown as {@code io=...} in the results:
 * {@code string} (a Java String, as the reference benchmark does) or {@code bytes} (UTF-8
 * bytes, the form a server reads from and writes to a socket). Only rows of libraries with a
 * bytes API take it; the others are String only.
 */
@State(Scope.Thread)
public class Record2Io {
    /** "string" or "bytes". */
    @Param({"string", "bytes"})
    public String io = "string";

    /** Whether {@link #io} is "bytes"; set in {@link #setup()}. */
    public boolean bytes;

    /** Reads the parameter. */
    @Setup
    public void setup() {
        bytes = "bytes".equals(io);
    }

    /** One set-up instance per param value, for the correctness checks. */
    static Record2Io[] all() {
        String[] values = {"string", "bytes"};
        Record2Io[] out = new Record2Io[values.length];
        for (int i = 0; i < values.length; i++) {
            out[i] = new Record2Io();
            out[i].io = values[i];
            out[i].setup();
        }
        return out;
    }
}
