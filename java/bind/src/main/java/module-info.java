/**
 * Riffle bind: typed Java values to and from JSON through {@link dev.riffle.bind.Codec}s,
 * built once per type at run time with {@code MethodHandles} (and hidden classes spun from
 * one template to write often-written types) and cached in an immutable
 * {@link dev.riffle.bind.Binder}. Depends only on {@code dev.riffle.core}.
 *
 * <p>Model classes in a named module must open their package to {@code dev.riffle.bind}
 * (or be public with public members); classes on the class path need nothing.
 */
module dev.riffle.bind {
    requires transitive dev.riffle.core;

    exports dev.riffle.bind;
    exports dev.riffle.bind.annotation;
    exports dev.riffle.bind.spi;

    uses dev.riffle.bind.spi.GeneratedCodecs;
}
