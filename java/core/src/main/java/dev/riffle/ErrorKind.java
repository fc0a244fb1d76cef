package dev.riffle;

/**
 * Classifies a {@link JsonException} so callers can branch on it instead of on text.
 * The kinds and their {@link #id() ids} are the same in the Go implementation and in
 * {@code testdata/}; {@code docs/design/errors.md} defines each one and its byte offset.
 */
public enum ErrorKind {
    /** The input ended inside a value, or was empty. */
    UNEXPECTED_END("unexpected-end"),
    /** A byte no JSON text may have at this position. */
    INVALID_CHARACTER("invalid-character"),
    /** A number that breaks the RFC 8259 number grammar. */
    INVALID_NUMBER("invalid-number"),
    /** A bad backslash escape or an unpaired UTF-16 surrogate escape. */
    INVALID_ESCAPE("invalid-escape"),
    /** Ill-formed UTF-8 inside a string. */
    INVALID_UTF8("invalid-utf8"),
    /** Something other than whitespace after the top-level value. */
    TRAILING_DATA("trailing-data"),
    /** A configured limit (depth, string or number length) was hit. */
    LIMIT_EXCEEDED("limit-exceeded"),
    /** The caller asked for one kind of value and the input holds another. */
    TYPE_MISMATCH("type-mismatch"),
    /** A well-formed number does not fit the type asked for. */
    NUMBER_RANGE("number-range"),
    /** The underlying stream failed; the cause is attached. */
    IO("io"),
    /** A value that cannot be written as JSON (NaN, infinity, a lone surrogate under
     *  the reject policy, a structure written out of order). */
    INVALID_VALUE("invalid-value");

    private final String id;

    ErrorKind(String id) {
        this.id = id;
    }

    /** Returns the kind's name as written in testdata and messages, such as {@code "unexpected-end"}. */
    public String id() {
        return id;
    }

    /** Returns the kind whose {@link #id()} is {@code id}.
     *  @throws IllegalArgumentException if there is none */
    public static ErrorKind fromId(String id) {
        for (ErrorKind k : values()) {
            if (k.id.equals(id)) {
                return k;
            }
        }
        throw new IllegalArgumentException("unknown error kind: " + id);
    }
}
