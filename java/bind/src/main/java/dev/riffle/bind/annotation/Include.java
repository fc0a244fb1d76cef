package dev.riffle.bind.annotation;

/** When a property is written. */
public enum Include {
    /** Always, {@code null} included. */
    ALWAYS,
    /** Only when the value is not null. */
    NON_NULL,
}
