package dev.riffle.bind.spi;

import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * What {@link dev.riffle.bind.annotation.Include#NON_NULL} leaves out when writing: the one
 * test that the run-time codecs and generated codecs both apply to a property's value.
 */
public final class Inclusion {
    private Inclusion() {
    }

    /** Returns whether {@code v} is null or an empty optional (left out under {@code NON_NULL}). */
    public static boolean isAbsent(Object v) {
        return v == null
                || v instanceof Optional && ((Optional<?>) v).isEmpty()
                || v instanceof OptionalInt && ((OptionalInt) v).isEmpty()
                || v instanceof OptionalLong && ((OptionalLong) v).isEmpty()
                || v instanceof OptionalDouble && ((OptionalDouble) v).isEmpty();
    }
}
