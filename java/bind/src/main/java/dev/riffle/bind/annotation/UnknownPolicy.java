package dev.riffle.bind.annotation;

/** What reading does with a member that names no property. */
public enum UnknownPolicy {
    /** Skip its value (still validating it). */
    SKIP,
    /** Fail with {@code invalid-value} at its value, naming it. */
    FAIL,
}
