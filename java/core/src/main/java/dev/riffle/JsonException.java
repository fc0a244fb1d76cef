package dev.riffle;

import dev.riffle.internal.PointerText;

/**
 * The one exception type of Riffle: a kind, the byte offset of the first wrong byte, the
 * JSON Pointer of the value being read or written, and a short excerpt of the input.
 * {@link #getMessage()} is {@code riffle: <kind>: <detail> at offset <N>, pointer "<ptr>"},
 * the same text as the Go implementation's for the same input ({@code docs/design/errors.md},
 * "Messages"); a pointer of more than 200 characters is cut in the middle there, while
 * {@link #pointer()} keeps it whole. The excerpt is not part of the message (it depends on
 * how much of a stream is buffered); {@link #excerpt()} returns it.
 * It is stackless by default (no stack trace is filled in), so throwing it is cheap; set
 * the system property {@code riffle.stackTraces=true} when debugging Riffle itself.
 * See {@code docs/design/errors.md}.
 */
public final class JsonException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private static final boolean STACK_TRACES = Boolean.getBoolean("riffle.stackTraces");

    private final ErrorKind kind;
    private final long offset;
    private final String pointer;
    private final String detail;
    private final String excerpt;
    private final boolean recoverable;

    /**
     * Creates an exception.
     *
     * @param kind    what went wrong
     * @param offset  byte offset of the first wrong byte in the whole input
     * @param pointer RFC 6901 pointer of the value being read ("" for the top level)
     * @param detail  a few words, such as {@code "expected ',' or ']'"}
     * @param excerpt a short printable excerpt of the input around the offset, or ""
     * @param cause   the I/O cause, or null
     */
    public JsonException(ErrorKind kind, long offset, String pointer, String detail,
                         String excerpt, Throwable cause) {
        this(kind, offset, pointer, detail, excerpt, cause, false);
    }

    /** The same, saying whether the iterator can go on after the value (see {@link #recoverable()}). */
    JsonException(ErrorKind kind, long offset, String pointer, String detail,
                  String excerpt, Throwable cause, boolean recoverable) {
        super(format(kind, offset, pointer, detail, excerpt, cause), cause, false, STACK_TRACES);
        this.kind = kind;
        this.offset = offset;
        this.pointer = pointer;
        this.detail = detail;
        this.excerpt = excerpt;
        this.recoverable = recoverable;
    }

    private static String format(ErrorKind kind, long offset, String pointer, String detail,
                                 String excerpt, Throwable cause) {
        StringBuilder b = new StringBuilder("riffle: ").append(kind.id());
        if (detail != null && !detail.isEmpty()) {
            b.append(": ").append(detail);
        }
        if (cause != null) {
            b.append(": ").append(cause);
        }
        b.append(" at offset ").append(offset).append(", pointer ");
        PointerText.appendQuotedBounded(b, pointer);
        return b.toString();
    }

    /** Returns what went wrong. */
    public ErrorKind kind() {
        return kind;
    }

    /** Returns the byte offset of the first wrong byte, counted from the start of the input. */
    public long offset() {
        return offset;
    }

    /** Returns the RFC 6901 JSON Pointer of the value being read or written; "" is the top level. */
    public String pointer() {
        return pointer;
    }

    /** Returns the few words that say what was wrong. */
    public String detail() {
        return detail;
    }

    /** Returns a short printable excerpt of the input around the offset, or "". */
    public String excerpt() {
        return excerpt;
    }

    /**
     * Returns whether this is a value error the reading can go on after: a
     * {@link ErrorKind#TYPE_MISMATCH} or {@link ErrorKind#NUMBER_RANGE} of a typed read, or
     * an error raised with {@link JsonIterator#fail}. The iterator consumed and validated
     * the whole value first and stands just after it; {@link JsonIterator#recover()} clears
     * the error. Syntax, limit and I/O errors, and misuse of the iterator, are never
     * recoverable.
     */
    public boolean recoverable() {
        return recoverable;
    }

    /**
     * Returns the same error with another detail: the same kind, offset, pointer, excerpt,
     * cause and {@link #recoverable()}. A binder uses it to add the Java place a value was
     * read for, without changing whether the reading can go on.
     */
    public JsonException withDetail(String detail) {
        return new JsonException(kind, offset, pointer, detail, excerpt, getCause(), recoverable);
    }
}
