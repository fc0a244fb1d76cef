package dev.riffle;

import java.io.InputStream;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Objects;

/**
 * A forward-only pull parser over UTF-8 JSON: the caller says what it expects next
 * ({@link #readInt()}, {@link #readString()}, {@link #nextField()}, {@link #readArray()},
 * {@link #skip()}, ...) and the iterator consumes exactly that value, validating it
 * strictly (RFC 8259) as it goes.
 *
 * <p>One cursor with a refill step serves every input: byte arrays, heap ByteBuffers and
 * Strings are read in place; InputStreams and other ByteBuffers are pulled in chunks of
 * {@link JsonConfig#readBufferSize()} bytes, so memory stays bounded by the buffer plus the
 * largest token. Offsets in errors count bytes from the start of the input (from the slice
 * start for {@link #of(byte[], int, int)}, from the first byte pulled for a stream).
 *
 * <p>An iterator is confined to one thread at a time; it keeps no static or thread-local
 * state. After the first error it stays stopped: every later read throws the same
 * {@link JsonException}. Reuse one with {@link #reset(byte[])} to avoid allocation.
 */
public final class JsonIterator extends ValueReader {

    private JsonIterator(JsonConfig config) {
        super(Objects.requireNonNull(config, "config"));
    }

    // ---- factories ----

    /** Returns an iterator over all of {@code data}, with the default config. */
    public static JsonIterator of(byte[] data) {
        return of(data, 0, data.length, JsonConfig.DEFAULT);
    }

    /** Returns an iterator over all of {@code data}. */
    public static JsonIterator of(byte[] data, JsonConfig config) {
        return of(data, 0, data.length, config);
    }

    /** Returns an iterator over {@code data[off, off+len)}, with the default config. */
    public static JsonIterator of(byte[] data, int off, int len) {
        return of(data, off, len, JsonConfig.DEFAULT);
    }

    /** Returns an iterator over {@code data[off, off+len)}; offsets count from {@code off}. */
    public static JsonIterator of(byte[] data, int off, int len, JsonConfig config) {
        JsonIterator it = new JsonIterator(config);
        it.setArray(data, off, len);
        return it;
    }

    /**
     * Returns an iterator over the UTF-8 encoding of {@code json}, with the default config:
     * an unpaired surrogate char is an error, as described at {@link #of(String, JsonConfig)}.
     */
    public static JsonIterator of(String json) {
        return of(json, JsonConfig.DEFAULT);
    }

    /**
     * Returns an iterator over the UTF-8 encoding of {@code json} (encoded once). Error
     * offsets count bytes of that encoding. An unpaired surrogate char (one not part of a
     * high-low pair) is never changed silently: under {@link JsonConfig.InvalidUtf8#REJECT}
     * it reads as the ill-formed bytes of its generalized UTF-8 form, so inside a string it
     * is an {@link ErrorKind#INVALID_UTF8} error at the offset where its encoding starts
     * (elsewhere it is whatever those bytes are, e.g. {@link ErrorKind#INVALID_CHARACTER});
     * under {@link JsonConfig.InvalidUtf8#REPLACE} it reads as exactly one U+FFFD.
     */
    public static JsonIterator of(String json, JsonConfig config) {
        byte[] b = StringInput.utf8(json, config.invalidUtf8());
        return of(b, 0, b.length, config);
    }

    /** Returns an iterator over the remaining bytes of {@code bb}, with the default config. */
    public static JsonIterator of(ByteBuffer bb) {
        return of(bb, JsonConfig.DEFAULT);
    }

    /**
     * Returns an iterator over the remaining bytes of {@code bb}. A writable heap buffer is
     * read in place; other buffers are copied chunk by chunk. The buffer's position is not
     * changed.
     */
    public static JsonIterator of(ByteBuffer bb, JsonConfig config) {
        JsonIterator it = new JsonIterator(config);
        if (bb.hasArray()) {
            it.setArray(bb.array(), bb.arrayOffset() + bb.position(), bb.remaining());
        } else {
            it.setStream(null, bb.duplicate());
        }
        return it;
    }

    /** Returns an iterator pulling from {@code in}, with the default config. */
    public static JsonIterator of(InputStream in) {
        return of(in, JsonConfig.DEFAULT);
    }

    /** Returns an iterator pulling from {@code in} in chunks of the config's read buffer size. */
    public static JsonIterator of(InputStream in, JsonConfig config) {
        JsonIterator it = new JsonIterator(config);
        it.setStream(Objects.requireNonNull(in, "in"), null);
        return it;
    }

    /** Restarts this iterator on all of {@code data}, keeping its config and scratch buffers. */
    public JsonIterator reset(byte[] data) {
        setArray(data, 0, data.length);
        return this;
    }

    /** Restarts this iterator on {@code data[off, off+len)}. */
    public JsonIterator reset(byte[] data, int off, int len) {
        setArray(data, off, len);
        return this;
    }

    /** Restarts this iterator on {@code in}, reusing its read buffer. */
    public JsonIterator reset(InputStream in) {
        setStream(Objects.requireNonNull(in, "in"), null);
        return this;
    }

    /** Returns this iterator's config. */
    public JsonConfig config() {
        return config;
    }

    /** Returns the absolute byte offset of the next unread byte. */
    public long offset() {
        return abs(pos);
    }

    // ---- state ----

    /** Checks that a value may be read here; returns its first byte, positioned at it. */
    private int begin() {
        if (state != S_VALUE) {
            throw misuse();
        }
        int c = peekNonWs();
        if (c < 0) {
            throw failEnd("expected a value");
        }
        return c;
    }

    private JsonException misuse() {
        if (state == S_ERROR) {
            return error;
        }
        if (state == S_DONE) {
            int c = peekNonWs();
            if (c < 0) {
                return failEnd("no value left: the top-level value was read");
            }
            return fail(ErrorKind.TRAILING_DATA, abs(pos), "data after the top-level value");
        }
        int c = peekNonWs();
        return fail(ErrorKind.TYPE_MISMATCH, abs(pos), "expected a value, but the iterator is after an element: call "
                + (kinds[depth - 1] == ARRAY ? "readArray()" : "nextField()") + " first" + (c < 0 ? "" : ", found " + describe(c)));
    }

    private void end() {
        state = depth == 0 ? S_DONE : S_AFTER;
    }

    private JsonException mismatch(int c, String want) {
        if (!VALUE_START[c]) {
            return failByte(c, pos, "expected " + want);
        }
        return fail(ErrorKind.TYPE_MISMATCH, abs(pos), "expected " + want + ", found " + typeOf(c).name().toLowerCase(java.util.Locale.ROOT));
    }

    private static ValueType typeOf(int c) {
        switch (c) {
            case '"': return ValueType.STRING;
            case '[': return ValueType.ARRAY;
            case '{': return ValueType.OBJECT;
            case 't': case 'f': return ValueType.BOOLEAN;
            case 'n': return ValueType.NULL;
            default:
                return c == '-' || (c >= '0' && c <= '9') ? ValueType.NUMBER : ValueType.INVALID;
        }
    }

    /**
     * Returns the type of the next value without consuming it: judged by its first byte,
     * so {@code tru} still reports BOOLEAN. Returns INVALID for a byte that cannot start a
     * value, at the end of input, and where no value may be read (after an element, after
     * the top-level value, or after an error).
     */
    public ValueType whatIsNext() {
        if (state != S_VALUE) {
            return ValueType.INVALID;
        }
        int c = peekNonWs();
        return c < 0 ? ValueType.INVALID : typeOf(c);
    }

    // ---- scalars ----

    /** Consumes {@code null} and returns true; for any other value returns false and consumes nothing. */
    public boolean readNull() {
        int c = begin();
        if (c != 'n') {
            if (!VALUE_START[c]) {
                throw failByte(c, pos, "expected a value");
            }
            return false;
        }
        literal(NULL);
        end();
        return true;
    }

    /** Reads {@code true} or {@code false}. Another value is TYPE_MISMATCH. */
    public boolean readBoolean() {
        int c = begin();
        if (c == 't') {
            literal(TRUE);
            end();
            return true;
        }
        if (c == 'f') {
            literal(FALSE);
            end();
            return false;
        }
        throw mismatch(c, "boolean");
    }

    /** Parses the number at pos (first byte c); the caller converts it, then calls end(). */
    private void number(int c) {
        if (c != '-' && (c < '0' || c > '9')) {
            throw mismatch(c, "number");
        }
        parseNumber();
    }

    /**
     * Reads an integer that fits in an int. A number with a fraction or exponent (even
     * {@code 1.0}) is TYPE_MISMATCH; one out of range is NUMBER_RANGE; both at the number's
     * first byte.
     */
    public int readInt() {
        int c = begin();
        long f = shortInteger(c, 9);
        if (f != NOT_SHORT) {
            end();
            return (int) f;
        }
        number(c);
        long v = longValue();
        if (v != (int) v) {
            throw rangeError("int");
        }
        end();
        return (int) v;
    }

    /** Reads an integer that fits in a long; see {@link #readInt()} for the errors. */
    public long readLong() {
        int c = begin();
        long f = shortInteger(c, 18);
        if (f != NOT_SHORT) {
            end();
            return f;
        }
        number(c);
        long v = longValue();
        end();
        return v;
    }

    /** Returned by {@link #shortInteger} when the number needs the full parser. */
    private static final long NOT_SHORT = Long.MIN_VALUE;

    /**
     * The fast path of readInt and readLong: an integer of 1 to maxDigits digits with no
     * leading zero, whose following byte is already buffered and ends the number. Consumes
     * it and returns its value; anything else (zero, fractions, exponents, long or malformed
     * numbers, a number at the end of the buffer) returns {@link #NOT_SHORT} and consumes
     * nothing, for the full parser to judge.
     */
    private long shortInteger(int c, int maxDigits) {
        byte[] b = buf;
        int p = pos;
        int lim = limit;
        int q = c == '-' ? p + 1 : p;
        if (q >= lim) {
            return NOT_SHORT;
        }
        long v = b[q] - '0';
        if (v < 1 || v > 9) {
            return NOT_SHORT;
        }
        int end = Math.min(lim, q + maxDigits);
        int d;
        while (++q < end && (d = b[q] - '0') >= 0 && d <= 9) {
            v = v * 10 + d;
        }
        if (q >= lim || q - p > maxNumber) {
            return NOT_SHORT;
        }
        int t = b[q];
        if (t == '.' || (t | 0x20) == 'e' || (t >= '0' && t <= '9')) {
            return NOT_SHORT;
        }
        pos = q;
        return c == '-' ? -v : v;
    }

    /** Reads a number as the double {@link Double#parseDouble} gives; overflow to infinity is NUMBER_RANGE. */
    public double readDouble() {
        number(begin());
        double d = doubleValue();
        end();
        return d;
    }

    /** Reads a number as the float {@link Float#parseFloat} gives; overflow to infinity is NUMBER_RANGE. */
    public float readFloat() {
        number(begin());
        float f = floatValue();
        end();
        return f;
    }

    /** Reads an integer of any size (within the number-length limit); a fraction or exponent is TYPE_MISMATCH. */
    public BigInteger readBigInteger() {
        number(begin());
        if (!numInt) {
            throw fail(ErrorKind.TYPE_MISMATCH, abs(numStart), "expected an integer, found a number with a fraction or exponent");
        }
        BigInteger v = new BigInteger(numberToken());
        end();
        return v;
    }

    /** Reads a number exactly (within the number-length limit); an exponent beyond BigDecimal's scale is NUMBER_RANGE. */
    public BigDecimal readBigDecimal() {
        number(begin());
        BigDecimal v;
        try {
            v = new BigDecimal(numberToken());
        } catch (NumberFormatException | ArithmeticException e) {
            throw rangeError("BigDecimal");
        }
        end();
        return v;
    }

    /** Reads a number and returns its token as written, such as {@code "-1.50e3"}. */
    public String readNumberAsString() {
        number(begin());
        String v = numberToken();
        end();
        return v;
    }

    /** Reads a string, decoding escapes; ill-formed UTF-8 follows {@link JsonConfig#invalidUtf8()}. */
    public String readString() {
        int c = begin();
        if (c != '"') {
            throw mismatch(c, "string");
        }
        String s = readStringAt();
        end();
        return s;
    }

    // ---- arrays ----

    /**
     * Advances in an array: the first call on an array value consumes {@code [}; each call
     * returns true when an element follows (consuming the {@code ,} before it) or false at
     * {@code ]}, which it consumes. After true, read or skip exactly one element.
     */
    public boolean readArray() {
        if (state == S_VALUE) {
            int c = peekNonWs();
            if (c != '[') {
                throw c < 0 ? failEnd("expected an array") : mismatch(c, "array");
            }
            push(ARRAY, pos);
            pos++;
            if (peekNonWs() == ']') {
                pos++;
                depth--;
                end();
                return false;
            }
            return true;
        }
        if (state == S_AFTER && kinds[depth - 1] == ARRAY) {
            int c = peekNonWs();
            if (c == ',') {
                pos++;
                index[depth - 1]++;
                state = S_VALUE;
                return true;
            }
            if (c == ']') {
                pos++;
                depth--;
                end();
                return false;
            }
            throw failByte(c, pos, "expected ',' or ']'");
        }
        throw misuse();
    }

    /** Reads an array, calling {@code cb} once per element; returns false if {@code cb} stopped early. */
    public boolean readArrayCB(ElementCallback cb) {
        while (readArray()) {
            if (!cb.onElement(this)) {
                return false;
            }
        }
        return true;
    }

    // ---- objects ----

    /**
     * Advances in an object: the first call on an object value consumes <code>{</code>;
     * each call consumes the next member name and its {@code :} and returns true, or
     * returns false at <code>}</code>, which it consumes. After true, the name is available
     * through {@link #fieldMatch}, {@link #fieldNameEquals} and {@link #fieldName()} until
     * the next read, and exactly one value must be read or skipped.
     */
    public boolean nextField() {
        if (state == S_VALUE) {
            int c = peekNonWs();
            if (c != '{') {
                throw c < 0 ? failEnd("expected an object") : mismatch(c, "object");
            }
            push(OBJECT, pos);
            pos++;
            c = peekNonWs();
            if (c == '}') {
                pos++;
                depth--;
                end();
                return false;
            }
            if (c != '"') {
                throw failByte(c, pos, "expected a member name or '}'");
            }
            readName();
            return true;
        }
        if (state == S_AFTER && kinds[depth - 1] == OBJECT) {
            int c = peekNonWs();
            if (c == ',') {
                pos++;
                rawNameAt[depth - 1] = NO_NAME;
                state = S_VALUE;
                c = peekNonWs();
                if (c != '"') {
                    throw failByte(c, pos, "expected a member name");
                }
                readName();
                return true;
            }
            if (c == '}') {
                pos++;
                depth--;
                end();
                return false;
            }
            throw failByte(c, pos, "expected ',' or '}'");
        }
        throw misuse();
    }

    /** Returns the index of the current member name in {@code names}, or -1. Allocates nothing. */
    public int fieldMatch(FieldNames names) {
        return names.indexOf(nameArr, nameOff, nameLen);
    }

    /** Returns whether the current member name equals {@code utf8} byte for byte. */
    public boolean fieldNameEquals(byte[] utf8) {
        return utf8.length == nameLen && Arrays.equals(nameArr, nameOff, nameOff + nameLen, utf8, 0, nameLen);
    }

    /** Returns the current member name as a new String. */
    public String fieldName() {
        return new String(nameArr, nameOff, nameLen, StandardCharsets.UTF_8);
    }

    /** Returns the next member name of an object (see {@link #nextField()}), or null at its end. */
    public String readObject() {
        return nextField() ? fieldName() : null;
    }

    /** Reads an object, calling {@code cb} once per member (the name through {@link #fieldMatch} etc.); returns false if {@code cb} stopped early. */
    public boolean readObjectCB(FieldCallback cb) {
        while (nextField()) {
            if (!cb.onField(this)) {
                return false;
            }
        }
        return true;
    }

    // ---- skip, capture, finish ----

    /** Skips the next value, validating it completely (strings, numbers, nesting, limits). */
    public void skip() {
        int c = begin();
        skipValue(c);
        end();
    }

    /** Skips the next value and returns a copy of its bytes as written. */
    public byte[] skipAndReturnBytes() {
        int c = begin();
        int saved = mark;
        mark = pos;
        int start;
        try {
            skipValue(c);
            start = mark;
        } finally {
            if (state != S_ERROR) {
                mark = saved;
            }
        }
        end();
        return Arrays.copyOfRange(buf, start, pos);
    }

    /** Checks that only whitespace remains after the top-level value. */
    public void finish() {
        if (state != S_DONE) {
            if (state == S_ERROR) {
                throw error;
            }
            throw fail(ErrorKind.TYPE_MISMATCH, abs(pos), "finish() called before the top-level value was read");
        }
        int c = peekNonWs();
        if (c >= 0) {
            throw fail(ErrorKind.TRAILING_DATA, abs(pos), "data after the top-level value, found " + describe(c));
        }
    }
}
