package dev.riffle;

import java.io.InputStream;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Objects;

/**
 * A pull parser over UTF-8 JSON: the caller says what it expects next
 * ({@link #readInt()}, {@link #readString()}, {@link #nextField()}, {@link #readArray()},
 * {@link #skip()}, ...) and the iterator consumes exactly that value, validating it
 * strictly (RFC 8259) as it goes.
 *
 * <p>One cursor with a refill step serves every input: byte arrays, heap ByteBuffers and
 * Strings are read in place; InputStreams and other ByteBuffers are pulled in chunks of
 * {@link JsonConfig#readBufferSize()} bytes, so memory stays bounded by the buffer plus the
 * largest token (and the bytes since the oldest live {@link #mark()}). Offsets in errors
 * count bytes from the start of the input (from the slice start for
 * {@link #of(byte[], int, int)}, from the first byte pulled for a stream).
 *
 * <p>Reading goes forward only, except back to a save point ({@link #mark()},
 * {@link #rewind}). An iterator is confined to one thread at a time; it keeps no static or
 * thread-local state. After the first error it stays stopped: every later read throws the
 * same {@link JsonException}, until {@link #recover()} clears a recoverable value error
 * ({@link JsonException#recoverable()}). Reuse one with {@link #reset(byte[])} to avoid
 * allocation.
 */
public final class JsonIterator extends ValueReader {
    /** Live save points, oldest first (allocated on first use; kept by IteratorHooks). */
    Mark[] marks;
    int markCount;
    /** Never written: the last 64 bytes of the object, after its hot fields (see {@link LinePadding}). */
    private long tail1, tail2, tail3, tail4, tail5, tail6, tail7, tail8;

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
        IteratorHooks.endMarks(this, 0);
        return this;
    }

    /** Restarts this iterator on {@code data[off, off+len)}. */
    public JsonIterator reset(byte[] data, int off, int len) {
        setArray(data, off, len);
        IteratorHooks.endMarks(this, 0);
        return this;
    }

    /** Restarts this iterator on {@code in}, reusing its read buffer. */
    public JsonIterator reset(InputStream in) {
        setStream(Objects.requireNonNull(in, "in"), null);
        IteratorHooks.endMarks(this, 0);
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
        throw mismatch(c, "a boolean");
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
            throw rangeError("a 32-bit signed integer");
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

    /**
     * Reads an integer from 0 to 2^64-1 and returns its 64 bits in a long, as
     * {@link Long#parseUnsignedLong} does (print it with {@link Long#toUnsignedString(long)});
     * a negative number (except {@code -0}) or a larger one is NUMBER_RANGE.
     */
    public long readUnsignedLong() {
        number(begin());
        long v = unsignedLongValue();
        end();
        return v;
    }

    // Nullable reads: null consumes the null, anything else reads as the typed read does.

    /** Reads {@code null} as null, or else an int as {@link #readInt()} does. */
    public Integer readIntOrNull() {
        return readNull() ? null : readInt();
    }

    /** Reads {@code null} as null, or else a long as {@link #readLong()} does. */
    public Long readLongOrNull() {
        return readNull() ? null : readLong();
    }

    /** Reads {@code null} as null, or else a double as {@link #readDouble()} does. */
    public Double readDoubleOrNull() {
        return readNull() ? null : readDouble();
    }

    /** Reads {@code null} as null, or else a boolean as {@link #readBoolean()} does. */
    public Boolean readBooleanOrNull() {
        return readNull() ? null : readBoolean();
    }

    /** Reads {@code null} as null, or else a string as {@link #readString()} does. */
    public String readStringOrNull() {
        return readNull() ? null : readString();
    }

    /** Reads a number as the double {@link Double#parseDouble} gives; overflow to infinity is NUMBER_RANGE. */
    public double readDouble() {
        int c = begin();
        double d = shortDecimal(c);
        if (d == d) {
            end();
            return d;
        }
        number(c);
        d = doubleValue();
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

    /**
     * Reads an integer of any size exactly (within the number-length limit). As for
     * {@link #readLong()}, a number with a fraction or an exponent ({@code 1.5}, {@code 1.0},
     * {@code 1e3}) is a recoverable TYPE_MISMATCH, so a huge exponent never reaches
     * BigInteger; {@code -0} reads as 0. A million digits convert in well under a second
     * (faster than {@code new BigInteger(String)}, which is quadratic).
     */
    public BigInteger readBigInteger() {
        number(begin());
        BigInteger v = bigIntegerValue();
        end();
        return v;
    }

    /**
     * Reads a number exactly, as {@code new BigDecimal(text)} would (the same unscaled value
     * and scale), within the number-length limit. The scale (fraction digits minus exponent:
     * 2 for {@code 1.50}, -999 for {@code 1e999}) must not exceed
     * {@link JsonConfig#maxNumberScale()} in magnitude (default 100,000, as Jackson limits
     * BigDecimal scales), since what a caller does next ({@code toBigInteger()},
     * {@code toPlainString()}) costs time and memory in proportion to it: {@code 1e999999999}
     * is LIMIT_EXCEEDED at the number's first byte. With no scale limit, a scale beyond an
     * int is NUMBER_RANGE.
     */
    public BigDecimal readBigDecimal() {
        number(begin());
        BigDecimal v = bigDecimalValue();
        end();
        return v;
    }

    /**
     * Reads a number as the Java number that holds it, the untyped read of a binder: a Long
     * for an integer that fits, else a BigInteger; a Double for a number with a fraction or
     * an exponent, or, when that overflows a double, a BigDecimal within the limits of
     * {@link #readBigDecimal()}. So what is read can always be written back: {@code -0}
     * reads as the Double -0.0, the one Java number that keeps its sign, and no number
     * reads as an infinity.
     */
    public Number readNumber() {
        number(begin());
        Number v = numberValue(false);
        end();
        return v;
    }

    /** As {@link #readNumber()}, but a number with a fraction or an exponent is always a BigDecimal. */
    public Number readNumberExact() {
        number(begin());
        Number v = numberValue(true);
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
            throw mismatch(c, "a string");
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
                throw c < 0 ? failEnd() : mismatch(c, "an array");
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
        if (state == S_AFTER && kinds[LEAD + depth - 1] == ARRAY) {
            int c = peekNonWs();
            if (c == ',') {
                pos++;
                index[LEAD + depth - 1]++;
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

    /**
     * Reads an array, calling {@code cb} once per element; returns false if {@code cb}
     * stopped early. An element the callback did not read is skipped (and validated); a
     * callback that read part of an element and left it open is a TYPE_MISMATCH misuse.
     */
    public boolean readArrayCB(ElementCallback cb) {
        return IteratorHooks.eachElement(this, cb);
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
                throw c < 0 ? failEnd() : mismatch(c, "an object");
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
                throw failByte(c, pos, "expected a member name");
            }
            readName();
            return true;
        }
        if (state == S_AFTER && kinds[LEAD + depth - 1] == OBJECT) {
            int c = peekNonWs();
            if (c == ',') {
                pos++;
                state = S_VALUE;
                c = peekNonWs();
                if (c != '"') {
                    rawNameAt[LEAD + depth - 1] = NO_NAME; // the error names the object, not the last member
                    throw failByte(c, pos, "expected a member name");
                }
                readName(); // records the name, or NO_NAME before an error inside it
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

    /**
     * {@link #nextField} and {@link #fieldMatch} in one call, with the name the caller
     * expects next compared first: returns the index in {@code names} of the next member's
     * name, {@link FieldNames#UNKNOWN} for a name not in the set, or {@link FieldNames#END}
     * at <code>}</code>, which it consumes. After a name, exactly one value must be read or
     * skipped, as after {@code nextField}.
     *
     * <p>{@code expected} is the index of the name the caller expects (for a codec, the
     * property after the last one read, as writers emit them in order), or -1 for none. When
     * the member's raw bytes are that name's, up to its closing quote, the name is neither
     * scanned nor looked up. Names holding a quote, backslash or control char are never
     * compared that way, so the result is always {@code fieldMatch}'s: an escaped spelling of
     * the expected name is still found by the lookup.
     *
     * <p>It is one method, never inlined: its body is nextField's with the expected-name
     * compare written in, over C2's {@code FreqInlineSize} (325 bytecodes; this is 361, check
     * with {@code javap -c -p}). C2 compiled it on its own in most JVM runs anyway, and
     * codecs read fastest so; in the runs where it was inlined into a large type's reader,
     * that type read slower: the medium payload's bound read ran 745-755k ops/s with it
     * forced inline against 828-870k forced out of line (JDK 25), and was bimodal between
     * the two before (java-bind-speed.md, "The member loop out of line").
     */
    public int nextFieldMatch(FieldNames names, int expected) {
        if (state == S_VALUE) {
            int c = peekNonWs();
            if (c != '{') {
                throw c < 0 ? failEnd() : mismatch(c, "an object");
            }
            push(OBJECT, pos);
            pos++;
            c = peekNonWs();
            if (c == '}') {
                pos++;
                depth--;
                end();
                return FieldNames.END;
            }
            if (c != '"') {
                throw failByte(c, pos, "expected a member name");
            }
        } else if (state == S_AFTER && kinds[LEAD + depth - 1] == OBJECT) {
            int c = peekNonWs();
            if (c == ',') {
                pos++;
                state = S_VALUE;
                c = peekNonWs();
                if (c != '"') {
                    rawNameAt[LEAD + depth - 1] = NO_NAME; // the error names the object, not the last member
                    throw failByte(c, pos, "expected a member name");
                }
            } else if (c == '}') {
                pos++;
                depth--;
                end();
                return FieldNames.END;
            } else {
                throw failByte(c, pos, "expected ',' or '}'");
            }
        } else {
            throw misuse();
        }
        // At the name's opening quote: the expected name compared first, at its first byte.
        int start = pos + 1;
        int n = names.expectedAt(expected, buf, start, limit, maxString);
        if (n > 0 && colonInline(start + n)) {
            nameLen = n - 1;
            rawNameAt[LEAD + depth - 1] = abs(start);
            nameArr = buf;
            nameOff = start;
            return expected;
        }
        readName();
        return names.indexOf(nameArr, nameOff, nameLen);
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

    /**
     * Reads an object, calling {@code cb} once per member (the name through
     * {@link #fieldMatch} etc.); returns false if {@code cb} stopped early. A member value
     * the callback did not read is skipped (and validated); a callback that read part of a
     * value and left it open is a TYPE_MISMATCH misuse.
     */
    public boolean readObjectCB(FieldCallback cb) {
        return IteratorHooks.eachField(this, cb);
    }

    // ---- binder hooks (core-v2.md) ----

    /**
     * Returns the RFC 6901 JSON Pointer of the value about to be read or being read ("" at
     * the top level); between elements, the pointer of their container.
     */
    public String pointer() {
        return state == S_ERROR ? error.pointer() : pointerText();
    }

    /**
     * Records a recoverable error of the given kind at the value about to be read, for a
     * binder that finds a value it cannot accept: the offset is the value's first byte, the
     * pointer the value's. The value is consumed and validated first (a syntax error found
     * there is thrown instead, and is fatal), so after {@link #recover()} reading goes on
     * just after it. Returns the exception so that {@code throw it.fail(...)} reads well;
     * the iterator stays failed until {@link #recover()}.
     */
    public JsonException fail(ErrorKind kind, String detail) {
        return IteratorHooks.fail(this, kind, detail);
    }

    /**
     * Clears a recoverable error (see {@link JsonException#recoverable()}) and returns it:
     * reading goes on just after the value it named. Returns null when there is no error;
     * throws the pending error when it is not recoverable.
     */
    public JsonException recover() {
        return IteratorHooks.recover(this);
    }

    /**
     * Skips the rest of the innermost open array or object, validating it, and its closing
     * bracket, as if the walk had run to its end. Outside any array or object it is a
     * misuse (TYPE_MISMATCH), as in Go.
     */
    public void skipRest() {
        IteratorHooks.skipRest(this);
    }

    /**
     * Ends the read without consuming or validating what is left: later reads fail, and
     * {@link #finish()} only throws the first error, if any, without looking for trailing
     * data.
     */
    public void stop() {
        if (state != S_ERROR) {
            state = S_STOPPED;
        }
    }

    /**
     * At the top level, returns whether another value follows (after whitespace): with
     * {@link JsonConfig#multipleValues()} it then may be read; false at the clean end of
     * input, after which {@link #finish()} succeeds. Without that option it is false once
     * the one top-level value was read (data after it is TRAILING_DATA at {@link #finish()}).
     * Inside an array or object it is a misuse.
     */
    public boolean more() {
        return IteratorHooks.more(this);
    }

    /**
     * A save point: the reader position and the whole nesting state, for {@link #rewind}.
     * Made by {@link #mark()}; valid on that iterator until rewound or released.
     */
    public static final class Mark {
        final long offset;
        final int state;
        final int depth;
        final long[] kinds; // levels 0..depth, without the iterator's LEAD
        final long[] index;
        final long[] rawNameAt;
        final String[] savedNames;

        Mark(JsonIterator it) {
            offset = it.abs(it.pos);
            state = it.state;
            depth = it.depth;
            kinds = Arrays.copyOfRange(it.kinds, LEAD, LEAD + depth);
            index = Arrays.copyOfRange(it.index, LEAD, LEAD + depth);
            rawNameAt = Arrays.copyOfRange(it.rawNameAt, LEAD, LEAD + depth);
            savedNames = it.savedNames == null ? null : Arrays.copyOf(it.savedNames, depth);
        }
    }

    /**
     * Remembers the position and nesting state, so that {@link #rewind} can return to it.
     * Marks nest, last in first out. Over stream input the buffer keeps every byte from the
     * oldest live mark on, so memory grows with the bytes read while a mark is live. After a
     * rewind the current member name is that of the next {@link #nextField()}.
     */
    public Mark mark() {
        return IteratorHooks.mark(this);
    }

    /**
     * Returns to {@code m} as if nothing after it had been read, and ends it and every mark
     * made after it. An iterator that failed stays failed.
     *
     * @throws IllegalArgumentException if {@code m} is not a live mark of this iterator
     */
    public void rewind(Mark m) {
        IteratorHooks.rewind(this, m);
    }

    /**
     * Forgets {@code m} and every mark made after it.
     *
     * @throws IllegalArgumentException if {@code m} is not a live mark of this iterator
     */
    public void release(Mark m) {
        IteratorHooks.release(this, m);
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
        int start = skipValueKeepingStart(begin());
        end();
        return Arrays.copyOfRange(buf, start, pos);
    }

    /**
     * Checks that only whitespace remains after the top-level value (after every value, with
     * {@link JsonConfig#multipleValues()}), and throws the first error if there was one.
     * After {@link #stop()} it only throws the first error, if any.
     */
    public void finish() {
        IteratorHooks.finish(this);
    }
}
