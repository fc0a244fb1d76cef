package dev.riffle;

/**
 * Every option of reading and writing, as one immutable value. Build one with
 * {@link #builder()}, or use {@link #DEFAULT}: RFC 8259 only, the default limits, compact
 * output. A config is safe to share between threads; nothing in Riffle keeps a global one.
 * The options and defaults are the same as the Go implementation's {@code riffle.Config}.
 */
public final class JsonConfig {
    /** Deepest nesting of arrays and objects accepted by default. */
    public static final int DEFAULT_MAX_DEPTH = 10_000;
    /** Longest string token accepted by default, in bytes of input (Jackson's 20,000,000). */
    public static final int DEFAULT_MAX_STRING_BYTES = 20_000_000;
    /** Longest number token accepted by default, in bytes (Jackson's 1000). */
    public static final int DEFAULT_MAX_NUMBER_BYTES = 1000;
    /**
     * Largest magnitude of a number's scale (fraction digits minus exponent, as
     * {@link java.math.BigDecimal#scale()}) that {@link JsonIterator#readBigDecimal()}
     * accepts by default: Jackson's limit on BigDecimal scales, 100,000.
     */
    public static final int DEFAULT_MAX_NUMBER_SCALE = 100_000;
    /**
     * Chunk size an iterator over an {@code InputStream} pulls by default: 16 KiB, where a
     * skip through a ByteArrayInputStream costs about 7% over the same bytes in memory
     * (4 KiB cost 14-15%: per-chunk work, and the numbers near a chunk's end are buffered
     * whole before they are scanned).
     */
    public static final int DEFAULT_READ_BUFFER_SIZE = 16384;

    /** What reading and writing do with ill-formed UTF-8 and unpaired surrogates. */
    public enum InvalidUtf8 {
        /** An error (the default). */
        REJECT,
        /** Each ill-formed sequence reads and writes as U+FFFD; output stays valid JSON. */
        REPLACE
    }

    /** The strict default configuration. */
    public static final JsonConfig DEFAULT = builder().build();

    private final int maxDepth;
    private final int maxStringBytes;
    private final int maxNumberBytes;
    private final int maxNumberScale;
    private final int readBufferSize;
    private final InvalidUtf8 invalidUtf8;
    private final boolean escapeHtml;
    private final String indent;
    private final boolean multipleValues;
    private final boolean skipBom;

    private JsonConfig(Builder b) {
        this.maxDepth = b.maxDepth;
        this.maxStringBytes = b.maxStringBytes;
        this.maxNumberBytes = b.maxNumberBytes;
        this.maxNumberScale = b.maxNumberScale;
        this.readBufferSize = b.readBufferSize;
        this.invalidUtf8 = b.invalidUtf8;
        this.escapeHtml = b.escapeHtml;
        this.indent = b.indent;
        this.multipleValues = b.multipleValues;
        this.skipBom = b.skipBom;
    }

    /** Returns a builder holding the defaults. */
    public static Builder builder() {
        return new Builder();
    }

    /** Returns a builder holding this config's values. */
    public Builder toBuilder() {
        Builder b = new Builder();
        b.maxDepth = maxDepth;
        b.maxStringBytes = maxStringBytes;
        b.maxNumberBytes = maxNumberBytes;
        b.maxNumberScale = maxNumberScale;
        b.readBufferSize = readBufferSize;
        b.invalidUtf8 = invalidUtf8;
        b.escapeHtml = escapeHtml;
        b.indent = indent;
        b.multipleValues = multipleValues;
        b.skipBom = skipBom;
        return b;
    }

    /** Returns the deepest nesting accepted ({@code Integer.MAX_VALUE} for no limit). */
    public int maxDepth() {
        return maxDepth;
    }

    /** Returns the longest string token accepted, in bytes ({@code Integer.MAX_VALUE} for no limit). */
    public int maxStringBytes() {
        return maxStringBytes;
    }

    /** Returns the longest number token accepted, in bytes ({@code Integer.MAX_VALUE} for no limit). */
    public int maxNumberBytes() {
        return maxNumberBytes;
    }

    /**
     * Returns the largest magnitude of a number's scale that {@link JsonIterator#readBigDecimal()}
     * accepts ({@code Integer.MAX_VALUE} for no limit).
     */
    public int maxNumberScale() {
        return maxNumberScale;
    }

    /** Returns the chunk size pulled from an {@code InputStream}. */
    public int readBufferSize() {
        return readBufferSize;
    }

    /** Returns the policy for ill-formed UTF-8. */
    public InvalidUtf8 invalidUtf8() {
        return invalidUtf8;
    }

    /** Returns whether the writer escapes {@code <}, {@code >} and {@code &}. */
    public boolean escapeHtml() {
        return escapeHtml;
    }

    /** Returns the indent per level, or "" for compact output. */
    public String indent() {
        return indent;
    }

    /**
     * Returns whether an iterator reads a sequence of JSON texts separated by optional
     * whitespace (JSON Lines, concatenated JSON) instead of exactly one; see
     * {@link JsonIterator#more()}.
     */
    public boolean multipleValues() {
        return multipleValues;
    }

    /** Returns whether an iterator skips one UTF-8 byte-order mark at the start of the input. */
    public boolean skipBom() {
        return skipBom;
    }

    /** Builds a {@link JsonConfig}. Not thread-safe; the config it builds is. */
    public static final class Builder {
        private int maxDepth = DEFAULT_MAX_DEPTH;
        private int maxStringBytes = DEFAULT_MAX_STRING_BYTES;
        private int maxNumberBytes = DEFAULT_MAX_NUMBER_BYTES;
        private int maxNumberScale = DEFAULT_MAX_NUMBER_SCALE;
        private int readBufferSize = DEFAULT_READ_BUFFER_SIZE;
        private InvalidUtf8 invalidUtf8 = InvalidUtf8.REJECT;
        private boolean escapeHtml;
        private String indent = "";
        private boolean multipleValues;
        private boolean skipBom;

        private Builder() {
        }

        /**
         * Sets the deepest nesting accepted: 0 means the default ({@link #DEFAULT_MAX_DEPTH}), a negative value means no
         * limit (the same meaning as the Go implementation's {@code Config}).
         */
        public Builder maxDepth(int v) {
            maxDepth = limit(v, DEFAULT_MAX_DEPTH);
            return this;
        }

        /**
         * Sets the longest string token accepted, in bytes: 0 means the default ({@link #DEFAULT_MAX_STRING_BYTES}), a negative value means no
         * limit (the same meaning as the Go implementation's {@code Config}).
         */
        public Builder maxStringBytes(int v) {
            maxStringBytes = limit(v, DEFAULT_MAX_STRING_BYTES);
            return this;
        }

        /**
         * Sets the longest number token accepted, in bytes: 0 means the default ({@link #DEFAULT_MAX_NUMBER_BYTES}), a negative value means no
         * limit (the same meaning as the Go implementation's {@code Config}).
         */
        public Builder maxNumberBytes(int v) {
            maxNumberBytes = limit(v, DEFAULT_MAX_NUMBER_BYTES);
            return this;
        }

        /**
         * Sets the largest magnitude of a number's scale (fraction digits minus exponent:
         * 2 for {@code 1.50}, -999 for {@code 1e999}) that {@link JsonIterator#readBigDecimal()}
         * accepts, since the cost of using such a number grows with it: 0 means the default
         * ({@link #DEFAULT_MAX_NUMBER_SCALE}), a negative value means no limit (the same
         * meaning as the Go implementation's {@code Config.MaxNumberScale}).
         */
        public Builder maxNumberScale(int v) {
            maxNumberScale = limit(v, DEFAULT_MAX_NUMBER_SCALE);
            return this;
        }

        /** Maps a configured limit to its effective value: 0 the default, negative none. */
        private static int limit(int v, int dflt) {
            if (v == 0) {
                return dflt;
            }
            return v < 0 ? Integer.MAX_VALUE : v;
        }

        /** Sets the chunk size pulled from an {@code InputStream} (at least 16). */
        public Builder readBufferSize(int v) {
            if (v < 16) {
                throw new IllegalArgumentException("readBufferSize must be at least 16: " + v);
            }
            readBufferSize = v;
            return this;
        }

        /** Sets the policy for ill-formed UTF-8. */
        public Builder invalidUtf8(InvalidUtf8 v) {
            invalidUtf8 = java.util.Objects.requireNonNull(v);
            return this;
        }

        /** Makes the writer escape {@code <}, {@code >} and {@code &} as {@code \}{@code u003c} etc. */
        public Builder escapeHtml(boolean v) {
            escapeHtml = v;
            return this;
        }

        /** Sets the indent per level (spaces or tabs only); "" writes compact output. */
        public Builder indent(String v) {
            for (int i = 0; i < v.length(); i++) {
                char c = v.charAt(i);
                if (c != ' ' && c != '\t') {
                    throw new IllegalArgumentException("indent may hold only spaces and tabs");
                }
            }
            indent = v;
            return this;
        }

        /**
         * Makes iterators read a sequence of JSON texts separated by optional whitespace
         * (JSON Lines, concatenated JSON): {@link JsonIterator#more()} says whether another
         * one follows. Off by default: exactly one text, and data after it is an error.
         */
        public Builder multipleValues(boolean v) {
            multipleValues = v;
            return this;
        }

        /**
         * Makes iterators skip one UTF-8 byte-order mark (EF BB BF) at the very start of the
         * input, on every input form; offsets still count from the start of the input, the
         * BOM's three bytes included. Off by default: RFC 8259 forbids the BOM, and a BOM is
         * then an {@link ErrorKind#INVALID_CHARACTER} at offset 0 whose message names it.
         */
        public Builder skipBom(boolean v) {
            skipBom = v;
            return this;
        }

        /** Returns the immutable config. */
        public JsonConfig build() {
            return new JsonConfig(this);
        }
    }
}
