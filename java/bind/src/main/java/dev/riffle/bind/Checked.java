package dev.riffle.bind;

import dev.riffle.ErrorKind;
import dev.riffle.JsonException;
import dev.riffle.JsonIterator;
import java.util.function.Function;

/**
 * Reads a value, converts it, and when the conversion refuses it reports a recoverable
 * {@code invalid-value} error located at the value (offset and pointer of its first byte),
 * using a save point: the iterator has no hook to fail at a value already read.
 */
final class Checked {
    private Checked() {
    }

    /**
     * Reads with {@code reader}, then returns {@code convert} of it; when convert throws a
     * RuntimeException (IllegalArgumentException, DateTimeException...) or returns null, the
     * value is reported as an {@code invalid-value} that is not a {@code what}.
     */
    static <R, T> T read(JsonIterator in, Function<JsonIterator, R> reader, Function<R, T> convert, String what) {
        JsonIterator.Mark m = in.mark();
        R raw;
        try {
            raw = reader.apply(in);
        } catch (JsonException e) {
            in.release(m);
            throw e;
        }
        T v;
        String why;
        try {
            v = convert.apply(raw);
            why = v == null ? "" : null;
        } catch (RuntimeException e) {
            v = null;
            why = e.getMessage() == null ? "" : ": " + e.getMessage();
        }
        if (why == null) {
            in.release(m);
            return v;
        }
        in.rewind(m);
        throw in.fail(ErrorKind.INVALID_VALUE, "not a valid " + what + why);
    }

    /** Reads a string and converts it; see {@link #read}. */
    static <T> T string(JsonIterator in, Function<String, T> convert, String what) {
        return read(in, JsonIterator::readString, convert, what);
    }
}
