package dev.riffle.bind;

import dev.riffle.JsonException;
import java.util.List;

/**
 * Thrown by the decode methods of a {@link Binder} whose config
 * {@link BindConfig#collectValueErrors() collects value errors}, when the input held any:
 * every error (each with its kind, offset and JSON Pointer), and the value read with the
 * failed members and elements left at their defaults.
 */
public final class ValueErrors extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final transient Object value;
    private final transient List<JsonException> errors;

    ValueErrors(Object value, List<JsonException> errors) {
        super(message(errors), null, false, false);
        this.value = value;
        this.errors = List.copyOf(errors);
    }

    private static String message(List<JsonException> errors) {
        StringBuilder b = new StringBuilder("riffle-bind: ").append(errors.size()).append(" value error")
                .append(errors.size() == 1 ? "" : "s");
        for (JsonException e : errors) {
            b.append("\n  ").append(e.getMessage());
        }
        return b.toString();
    }

    /** Returns the errors in input order. */
    public List<JsonException> errors() {
        return errors;
    }

    /** Returns the value read despite the errors (null if the top-level value itself failed). */
    public Object value() {
        return value;
    }
}
