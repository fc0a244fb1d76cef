package dev.riffle.bind;

import dev.riffle.JsonConfig;
import dev.riffle.bind.annotation.Include;
import dev.riffle.bind.annotation.NamingStrategy;
import dev.riffle.bind.annotation.UnknownPolicy;
import java.lang.reflect.Type;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * The options of a {@link Binder}: immutable, made with {@link #builder()}. Annotations on
 * a type or property win over the defaults given here.
 */
public final class BindConfig {
    /**
     * The nesting depth the bind layer allows by default, lower than the core's 10,000:
     * codecs recurse once per level, and 1,000 levels fit a default thread stack with room
     * to spare (Jackson's default is 1,000 too).
     */
    public static final int DEFAULT_MAX_DEPTH = 1000;

    /** The defaults: {@link #DEFAULT_MAX_DEPTH}, IDENTITY names, ALWAYS include, SKIP unknown members. */
    public static final BindConfig DEFAULT = builder().build();

    private final JsonConfig json;
    private final NamingStrategy naming;
    private final Include include;
    private final UnknownPolicy unknown;
    private final boolean collectValueErrors;
    private final boolean exactDecimals;
    private final boolean rejectDuplicateMembers;
    private final Map<Type, Codec<?>> codecs;

    private BindConfig(Builder b) {
        this.json = b.json;
        this.naming = b.naming;
        this.include = b.include;
        this.unknown = b.unknown;
        this.collectValueErrors = b.collectValueErrors;
        this.exactDecimals = b.exactDecimals;
        this.rejectDuplicateMembers = b.rejectDuplicateMembers;
        this.codecs = Map.copyOf(b.codecs);
    }

    /** Returns a builder with the defaults. */
    public static Builder builder() {
        return new Builder();
    }

    /** Returns a builder holding this config's options. */
    public Builder toBuilder() {
        Builder b = new Builder();
        b.json = json;
        b.naming = naming;
        b.include = include;
        b.unknown = unknown;
        b.collectValueErrors = collectValueErrors;
        b.exactDecimals = exactDecimals;
        b.rejectDuplicateMembers = rejectDuplicateMembers;
        b.codecs.putAll(codecs);
        return b;
    }

    /** Returns the core options (limits, UTF-8 policy, HTML escaping, indent) of reading and writing. */
    public JsonConfig json() {
        return json;
    }

    /** Returns the default naming strategy. */
    public NamingStrategy naming() {
        return naming;
    }

    /** Returns the default include policy. */
    public Include include() {
        return include;
    }

    /** Returns the default unknown-member policy. */
    public UnknownPolicy unknown() {
        return unknown;
    }

    /** Returns whether value errors are collected per member instead of stopping the read. */
    public boolean collectValueErrors() {
        return collectValueErrors;
    }

    /** Returns whether untyped numbers with a fraction or exponent are read as BigDecimal. */
    public boolean exactDecimals() {
        return exactDecimals;
    }

    /** Returns whether an object that names a property (or a map key) twice is an error. */
    public boolean rejectDuplicateMembers() {
        return rejectDuplicateMembers;
    }

    /** Returns the codec registered for {@code type}, or null. */
    Codec<?> registered(Type type) {
        return codecs.get(type);
    }

    /** Builds a {@link BindConfig}. Not thread-safe; {@link #build()} returns an immutable value. */
    public static final class Builder {
        private JsonConfig json = JsonConfig.builder().maxDepth(DEFAULT_MAX_DEPTH).build();
        private NamingStrategy naming = NamingStrategy.IDENTITY;
        private Include include = Include.ALWAYS;
        private UnknownPolicy unknown = UnknownPolicy.SKIP;
        private boolean collectValueErrors;
        private boolean exactDecimals;
        private boolean rejectDuplicateMembers;
        private final Map<Type, Codec<?>> codecs = new LinkedHashMap<>();

        private Builder() {
        }

        /**
         * Sets the core options. Its {@link JsonConfig#maxDepth()} bounds the nesting of
         * both reading and writing; keep it near {@link #DEFAULT_MAX_DEPTH} unless the
         * threads that bind have large stacks.
         */
        public Builder json(JsonConfig v) {
            json = Objects.requireNonNull(v, "json");
            return this;
        }

        /** Sets the naming strategy of types without {@code @JsonNaming}. */
        public Builder naming(NamingStrategy v) {
            naming = Objects.requireNonNull(v, "naming");
            return this;
        }

        /** Sets the include policy of properties without {@code @JsonInclude}. */
        public Builder include(Include v) {
            include = Objects.requireNonNull(v, "include");
            return this;
        }

        /** Sets the unknown-member policy of types without {@code @JsonUnknown}. */
        public Builder unknown(UnknownPolicy v) {
            unknown = Objects.requireNonNull(v, "unknown");
            return this;
        }

        /**
         * With true, a value error (a type mismatch, a number out of range, a bad enum
         * constant, a missing required property...) does not stop the read: the member or
         * element keeps its default value, reading goes on after it, and the decode methods
         * then throw one {@link ValueErrors} holding every error and the partial value.
         * Syntax, limit and I/O errors still stop at once.
         */
        public Builder collectValueErrors(boolean v) {
            collectValueErrors = v;
            return this;
        }

        /**
         * With true, a number with a fraction or exponent read as an untyped value
         * ({@code Object}, {@code Map<String, Object>}...) is a {@link java.math.BigDecimal}
         * holding its exact text; with false (the default) it is a Double.
         */
        public Builder exactDecimals(boolean v) {
            exactDecimals = v;
            return this;
        }

        /**
         * With true, a member that sets a property already set in the same object (by its
         * name or an alias), or a map key already read, is {@code invalid-value} at the
         * second value. With false (the default, as RFC 8259 allows) the last one wins.
         * Members no property names are not checked.
         */
        public Builder rejectDuplicateMembers(boolean v) {
            rejectDuplicateMembers = v;
            return this;
        }

        /** Uses {@code codec} for {@code type}, instead of the run-time codec. */
        public <T> Builder codec(Class<T> type, Codec<T> codec) {
            codecs.put(Objects.requireNonNull(type, "type"), Objects.requireNonNull(codec, "codec"));
            return this;
        }

        /** Uses {@code codec} for the generic type {@code type}, instead of the run-time codec. */
        public <T> Builder codec(TypeRef<T> type, Codec<T> codec) {
            codecs.put(type.type(), Objects.requireNonNull(codec, "codec"));
            return this;
        }

        /** Returns the config. */
        public BindConfig build() {
            return new BindConfig(this);
        }
    }
}
