package dev.riffle.bench;

import java.io.ByteArrayInputStream;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * How a Riffle skip row gets its input, shown as {@code input=...} in the results, so that
 * the same document is read both ways in one run (issue 12: reader input within 10% of
 * in-memory input):
 *
 * <ul>
 *   <li>{@code bytes}: the document's byte array, read in place;
 *   <li>{@code stream}: the same bytes through an {@link java.io.InputStream}, pulled in
 *       chunks into the iterator's read buffer (default size), as a file or socket is read.
 * </ul>
 *
 * One iterator per benchmark thread, reset before each op (the stream is rewound, not
 * recreated), so neither form allocates per op.
 */
@State(Scope.Thread)
public class RiffleInput {
    /** "bytes" or "stream". */
    @Param({"bytes", "stream"})
    public String input = "bytes";

    private dev.riffle.JsonIterator it;
    private ByteArrayInputStream in;
    private byte[] inputOf;

    /** The iterator for one op over {@code data}, in this state's input form. */
    public dev.riffle.JsonIterator iterator(byte[] data) {
        if (data != inputOf) {
            inputOf = data;
            in = new ByteArrayInputStream(data);
            it = dev.riffle.JsonIterator.of(data);
        }
        if ("stream".equals(input)) {
            in.reset();
            return it.reset(in);
        }
        return it.reset(data);
    }

    /** One instance per param value, for the correctness checks. */
    static RiffleInput[] all() {
        String[] values = {"bytes", "stream"};
        RiffleInput[] out = new RiffleInput[values.length];
        for (int i = 0; i < values.length; i++) {
            out[i] = new RiffleInput();
            out[i].input = values[i];
        }
        return out;
    }
}
