package dev.riffle;

import dev.riffle.internal.ByteViews;
import java.io.Closeable;
import java.io.Flushable;
import java.io.IOException;
import java.io.OutputStream;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;

/**
 * Writes one JSON text as UTF-8, value by value, into a growable byte array or through a
 * buffer into an {@code OutputStream}. The stream tracks the structure: it writes the
 * {@code ,} between values itself, and it refuses anything that would not be valid JSON
 * (a value where a member name is due, a name outside an object, an end that does not
 * match, a second top-level value, NaN or infinity, an unpaired surrogate under the default
 * policy, a raw value or number text that is not valid JSON) with a {@link JsonException}
 * of kind {@link ErrorKind#INVALID_VALUE} whose {@link JsonException#pointer() pointer}
 * names the place and whose {@link JsonException#offset() offset} is the number of output
 * bytes before the refused call. A refused call writes nothing, and everything before it
 * stays: after an error the output is a prefix of a valid JSON text, and {@link #size()}
 * counts exactly its bytes. {@link #close()} refuses an incomplete text.
 *
 * <pre>{@code
 * JsonStream s = new JsonStream();
 * s.writeObjectStart();
 * s.writeField("id");   s.writeLong(42);
 * s.writeField("tags"); s.writeArrayStart(); s.writeString("a"); s.writeArrayEnd();
 * s.writeObjectEnd();
 * s.toString();         // {"id":42,"tags":["a"]}
 * }</pre>
 *
 * <p>Generated and bind code writes a member with one call,
 * {@link #writeMember(EncodedName, long) writeMember(NAME, value)}: the name is one bulk
 * copy of its pre-encoded bytes, and since a name and its value come together the stream
 * makes one state check for both.
 *
 * <p>Numbers: {@code double} and {@code float} are written as the shortest decimal that
 * reads back to the same value, in the same text as Go's {@code encoding/json}: plain digits
 * when 1e-6 &lt;= |v| &lt; 1e21 ({@code 100}, {@code 0.000001}, {@code 1.5}), otherwise
 * exponent form ({@code 1e+21}, {@code 1e-7}, {@code 5e-324}); {@code -0.0} as {@code -0}.
 * {@link BigDecimal}, {@link BigInteger} and {@link #writeNumber(String)} are written
 * exactly.
 *
 * <p>Strings: {@code "} {@code \} and the control characters are escaped ({@code \b \f \n
 * \r \t}, the others as {@code \}{@code u00XX}), so are U+2028 and U+2029, and
 * {@code < > &} when {@link JsonConfig#escapeHtml()}; everything else is written as UTF-8.
 *
 * <p>Errors are sticky: after the first {@link JsonException} (kind
 * {@link ErrorKind#INVALID_VALUE}, {@link ErrorKind#LIMIT_EXCEEDED} for nesting deeper than
 * {@link JsonConfig#maxDepth()}, or {@link ErrorKind#IO} with the {@code IOException} as
 * cause) every write, {@link #flush()} included, throws the same exception until
 * {@link #reset()}.
 *
 * <p>A stream is not thread-safe: use it from one thread at a time. It holds no global or
 * thread-local state; reuse one with {@link #reset()} or {@link #reset(OutputStream)}.
 */
public final class JsonStream extends JsonStreamState implements Closeable, Flushable {
    /** The config raw values are checked with at rawLevels levels left under the depth limit. */
    private JsonConfig rawConfig;
    private int rawLevels = -1;
    /** Never written: the last 64 bytes of the object, after its hot fields (see {@link LinePadding}). */
    private long tail1, tail2, tail3, tail4, tail5, tail6, tail7, tail8;
    /** Creates a stream writing into a growable byte array, with {@link JsonConfig#DEFAULT}. */
    public JsonStream() {
        this(null, JsonConfig.DEFAULT);
    }

    private JsonStream(OutputStream out, JsonConfig config) {
        super(out, config);
    }

    /** Returns a stream writing into a growable byte array with the given options. */
    public static JsonStream create(JsonConfig config) {
        return new JsonStream(null, config);
    }

    /** Returns a stream writing to {@code out} through an 8 KiB buffer, with {@link JsonConfig#DEFAULT}. */
    public static JsonStream of(OutputStream out) {
        return of(out, JsonConfig.DEFAULT);
    }

    /**
     * Returns a stream writing to {@code out} through an 8 KiB buffer. The buffer is written
     * out when full, on {@link #flush()} and on {@link #close()}; it grows past 8 KiB only to
     * hold a single piece larger than itself (a long member name). Strings and raw values of
     * any length are written through it in pieces.
     */
    public static JsonStream of(OutputStream out, JsonConfig config) {
        return new JsonStream(java.util.Objects.requireNonNull(out, "out"), config);
    }

    // ---- values -----------------------------------------------------------------------

    /** Writes {@code null}. */
    public void writeNull() {
        ensure(ROOM);
        beforeValue();
        ByteViews.INTS.set(buf, pos, 0x6c6c756e); // "null"
        pos += 4;
    }

    /** Writes {@code true} or {@code false}. */
    public void writeBoolean(boolean v) {
        ensure(ROOM);
        beforeValue();
        pos = putBoolean(buf, pos, v);
    }

    private static int putBoolean(byte[] b, int p, boolean v) {
        if (v) {
            ByteViews.INTS.set(b, p, 0x65757274); // "true"
            return p + 4;
        }
        ByteViews.LONGS.set(b, p, 0x65736c6166L); // "false" and three bytes of room
        return p + 5;
    }

    /** Writes an int in decimal. */
    public void writeInt(int v) {
        ensure(ROOM);
        beforeValue();
        pos = NumberWriter.writeInt(buf, pos, v);
    }

    /** Writes a long in decimal. */
    public void writeLong(long v) {
        ensure(ROOM);
        beforeValue();
        pos = NumberWriter.writeLong(buf, pos, v);
    }

    /**
     * Writes the shortest decimal that reads back as {@code v}, formatted like Go's
     * {@code encoding/json} (see the class comment).
     *
     * @throws JsonException {@link ErrorKind#INVALID_VALUE} for NaN and the infinities
     */
    public void writeDouble(double v) {
        if (!Double.isFinite(v)) {
            throw notFinite(v);
        }
        ensure(ROOM);
        beforeValue();
        pos = Schubfach.writeDouble(buf, pos, v);
    }

    /**
     * Writes the shortest decimal that reads back as {@code v} when read as a float (so
     * {@code 0.1f} is written {@code 0.1}), formatted like Go's {@code encoding/json} for a
     * {@code float32}.
     *
     * @throws JsonException {@link ErrorKind#INVALID_VALUE} for NaN and the infinities
     */
    public void writeFloat(float v) {
        if (!Float.isFinite(v)) {
            throw notFinite(v);
        }
        ensure(ROOM);
        beforeValue();
        pos = Schubfach.writeFloat(buf, pos, v);
    }

    /**
     * Writes a string, escaped (see the class comment) and encoded as UTF-8; a null
     * {@code s} writes {@code null}. An unpaired surrogate is an error
     * ({@link ErrorKind#INVALID_VALUE}, nothing of the call written) under
     * {@link JsonConfig.InvalidUtf8#REJECT}, and is written as the escape
     * {@code \}{@code ufffd} under {@link JsonConfig.InvalidUtf8#REPLACE} (as Go's writer
     * and {@code encoding/json} write a replacement).
     */
    public void writeString(String s) {
        if (s == null) {
            writeNull();
            return;
        }
        ensure(ROOM);
        stringStart = valueStart(s);
        beforeValue();
        buf[pos++] = '"';
        putEscaped(s, false);
        ensure(1);
        buf[pos++] = '"';
    }

    /**
     * Writes a string the caller guarantees to hold only ASCII characters that need no
     * escape (0x20..0x7E except {@code "} and {@code \}, and {@code < > &} under
     * {@link JsonConfig#escapeHtml()}), copying its chars as bytes with no check: faster
     * than {@link #writeString}. <b>Misuse writes invalid JSON</b>, or a wrong string;
     * with assertions enabled ({@code -ea}) misuse is caught by an assertion. A null
     * {@code s} writes {@code null}.
     */
    public void writeStringNoEscape(String s) {
        if (s == null) {
            writeNull();
            return;
        }
        assert isPlain(s) : "writeStringNoEscape: string needs escaping: " + s;
        ensure(ROOM);
        beforeValue();
        buf[pos++] = '"';
        putAscii(s);
        ensure(1);
        buf[pos++] = '"';
    }

    /**
     * Writes a number given as text, exactly as it is. The text must be one JSON number by
     * the reader's grammar ({@code -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?}, no
     * whitespace); it is checked with {@link JsonIterator} (with no length limit). A null
     * {@code text} writes {@code null}.
     *
     * @throws JsonException {@link ErrorKind#INVALID_VALUE} when the text is not a JSON
     *                       number (nothing is written)
     */
    public void writeNumber(String text) {
        if (text == null) {
            writeNull();
            return;
        }
        checkValueAllowed();
        byte[] b = RawValues.numberBytes(text);
        if (b == null) {
            throw fail(ErrorKind.INVALID_VALUE, "not a JSON number: " + RawValues.excerpt(text), PTR_NEXT, null);
        }
        putNumber(b);
    }

    /**
     * Writes a {@link BigDecimal} exactly, as {@link BigDecimal#toString()} gives it (plain,
     * or scientific such as {@code 1.5E+10}, both JSON number text). A null {@code v} writes
     * {@code null}.
     */
    public void write(BigDecimal v) {
        if (v == null) {
            writeNull();
            return;
        }
        putNumber(v.toString().getBytes(StandardCharsets.US_ASCII));
    }

    /** Writes a {@link BigInteger} exactly, in decimal. A null {@code v} writes {@code null}. */
    public void write(BigInteger v) {
        if (v == null) {
            writeNull();
            return;
        }
        putNumber(v.toString().getBytes(StandardCharsets.US_ASCII));
    }

    /** Writes number text known to be valid as one value. */
    private void putNumber(byte[] text) {
        ensure(ROOM);
        beforeValue();
        putBytes(text, 0, text.length);
    }

    /**
     * Writes one JSON value given as UTF-8 bytes (from a user serializer, say), compacted:
     * whitespace outside strings is dropped, everything else is copied as it is. The bytes
     * are checked first with the reader ({@link JsonIterator}) under this stream's config
     * (its string and number limits, and its depth limit counting the levels already open):
     * they must be exactly one JSON value.
     *
     * @throws JsonException {@link ErrorKind#INVALID_VALUE} when the bytes are empty or not
     *                       one valid JSON value ({@link ErrorKind#LIMIT_EXCEEDED} when they
     *                       break a limit); the reader's error is the cause, its offset
     *                       counts from the start of the raw value. Nothing is written.
     */
    public void writeRaw(byte[] json) {
        writeRaw(json, 0, json.length);
    }

    /** Like {@link #writeRaw(byte[])} for {@code json[off, off + len)}. */
    public void writeRaw(byte[] json, int off, int len) {
        java.util.Objects.checkFromIndexSize(off, len, json.length);
        checkValueAllowed();
        if (len == 0) {
            throw fail(ErrorKind.INVALID_VALUE, "writeRaw with no bytes", PTR_NEXT, null);
        }
        int levels = maxDepth - depth;
        if (levels != rawLevels) { // made again only when the depth changes
            rawConfig = RawValues.configFor(config, levels);
            rawLevels = levels;
        }
        JsonException bad = RawValues.check(json, off, len, rawConfig, levels);
        if (bad != null) {
            throw fail(bad.kind() == ErrorKind.LIMIT_EXCEEDED ? ErrorKind.LIMIT_EXCEEDED : ErrorKind.INVALID_VALUE,
                    "writeRaw: not one JSON value: " + bad.getMessage(), PTR_NEXT, bad);
        }
        ensure(ROOM);
        beforeValue();
        RawValues.putCompacted(this, json, off, len);
    }

    /**
     * Like {@link #writeRaw(byte[])} for the UTF-8 encoding of {@code json}. An unpaired
     * surrogate is ill-formed UTF-8 under {@link JsonConfig.InvalidUtf8#REJECT} (so the
     * value is refused) and U+FFFD under {@link JsonConfig.InvalidUtf8#REPLACE}.
     */
    public void writeRaw(String json) {
        writeRaw(StringInput.utf8(json, config.invalidUtf8()));
    }

    // ---- members (generated and bind code) ----------------------------------------------

    /**
     * Writes a member: the pre-encoded name and its value, like {@link #writeField(EncodedName)}
     * then {@link #writeLong(long)}, with one state check and one room check for both. The
     * fast path for generated and bind code.
     */
    public void writeMember(EncodedName name, long value) {
        int p = memberStart(name);
        pos = NumberWriter.writeLong(buf, p, value);
    }

    /** Writes a member with an int value; see {@link #writeMember(EncodedName, long)}. */
    public void writeMember(EncodedName name, int value) {
        int p = memberStart(name);
        pos = NumberWriter.writeInt(buf, p, value);
    }

    /** Writes a member with a boolean value; see {@link #writeMember(EncodedName, long)}. */
    public void writeMember(EncodedName name, boolean value) {
        int p = memberStart(name);
        pos = putBoolean(buf, p, value);
    }

    /**
     * Writes a member with a double value; see {@link #writeMember(EncodedName, long)} and
     * {@link #writeDouble(double)}.
     *
     * @throws JsonException {@link ErrorKind#INVALID_VALUE} for NaN and the infinities
     *                       (nothing of the member is written; the pointer names it)
     */
    public void writeMember(EncodedName name, double value) {
        if (!Double.isFinite(value)) {
            throw memberRefused(name, "cannot write " + value + " as JSON");
        }
        int p = memberStart(name);
        pos = Schubfach.writeDouble(buf, p, value);
    }

    /**
     * Writes a member with a string value (null writes {@code null}); see
     * {@link #writeMember(EncodedName, long)} and {@link #writeString(String)}. An unpaired
     * surrogate under {@link JsonConfig.InvalidUtf8#REJECT} fails the call with nothing of
     * the member written.
     */
    public void writeMember(EncodedName name, String value) {
        if (value != null && putShortMember(name, value)) {
            return;
        }
        if (value == null) {
            pos = memberStart(name);
            ByteViews.INTS.set(buf, pos, 0x6c6c756e); // "null"
            pos += 4;
            return;
        }
        long start = memberValueStart(name, value);
        int p = memberStart(name);
        stringStart = start;
        buf[p] = '"';
        pos = p + 1;
        putEscaped(value, false);
        ensure(1);
        buf[pos++] = '"';
    }

    // ---- structure ----------------------------------------------------------------------

    /** Writes <code>&#123;</code> and opens an object: what follows is names and values, then {@link #writeObjectEnd()}. */
    public void writeObjectStart() {
        checkOpen();
        ensure(ROOM);
        beforeValue();
        push(OBJ_FIRST_NAME);
        buf[pos++] = '{';
    }

    /** Writes <code>&#125;</code> and closes the innermost object; its last name must have its value. */
    public void writeObjectEnd() {
        int c = ctx;
        if (c != OBJ_NEXT_NAME && c != OBJ_FIRST_NAME) {
            throw misplacedEnd(c, '}');
        }
        if (indent != null && c == OBJ_NEXT_NAME) {
            newline(depth - 1);
        }
        ensure(1);
        buf[pos++] = '}';
        pop();
    }

    /** Writes {@code [} and opens an array: what follows is values, then {@link #writeArrayEnd()}. */
    public void writeArrayStart() {
        checkOpen();
        ensure(ROOM);
        beforeValue();
        push(ARR_FIRST);
        buf[pos++] = '[';
    }

    /** Writes {@code ]} and closes the innermost array. */
    public void writeArrayEnd() {
        int c = ctx;
        if (c != ARR_NEXT && c != ARR_FIRST) {
            throw misplacedEnd(c, ']');
        }
        if (indent != null && c == ARR_NEXT) {
            newline(depth - 1);
        }
        ensure(1);
        buf[pos++] = ']';
        pop();
    }

    /**
     * Writes {@code []}: the same as {@link #writeArrayStart()} then {@link #writeArrayEnd()},
     * errors included (an empty array still counts against the nesting limit), in one call.
     */
    public void writeEmptyArray() {
        writeEmpty((byte) '[', (byte) ']');
    }

    /**
     * Writes <code>&#123;&#125;</code>: the same as {@link #writeObjectStart()} then
     * {@link #writeObjectEnd()}, errors included, in one call.
     */
    public void writeEmptyObject() {
        writeEmpty((byte) '{', (byte) '}');
    }

    /** An empty container: the start call's checks, then both brackets, no level opened. */
    private void writeEmpty(byte open, byte close) {
        checkOpen();
        ensure(ROOM);
        beforeValue(); // leaves ROOM - 1 bytes of room at least
        buf[pos] = open;
        buf[pos + 1] = close;
        pos += 2;
    }

    /**
     * Writes a member name (escaped like {@link #writeString}) and {@code :}; the next call
     * must write its value. Only valid in an object where a name is due.
     */
    public void writeField(String name) {
        NameCache nc = nameCache;
        int c = ctx;
        if (nc != null && nc.paused == 0 && name != null && name.length() <= NameCache.MAX_NAME
                && indent == null && (c == OBJ_NEXT_NAME || c == OBJ_FIRST_NAME)
                && buf.length - pos > NameCache.WIDTH) {
            // compact output, a name written before: one lookup and a 32-byte copy
            int h = name.hashCode();
            int e = nc.find(name, h);
            if (e >= 0) {
                int p = pos;
                byte[] b = buf;
                b[p] = ','; // overwritten by the quote when this is the first name
                int q = p + (c == OBJ_NEXT_NAME ? 1 : 0);
                pos = q + nc.copy(e, b, q);
                nameAt[LEAD + depth] = flushed + q;
                ctx = OBJ_VALUE;
                return;
            }
            writeFieldMissed(name, h, nc, c);
            return;
        }
        writeFieldUncached(name);
    }

    /** Writes a pre-encoded member name and {@code :} with one bulk copy; see {@link #writeField(String)}. */
    public void writeField(EncodedName name) {
        putName(name);
    }

    // ---- target -------------------------------------------------------------------------

    /**
     * Writes {@code separator} between top-level values, so that the stream writes a
     * sequence of JSON texts (JSON Lines with {@code "\n"}); without one, a second
     * top-level value is an error. {@link #reset()} keeps it.
     *
     * @throws IllegalArgumentException unless {@code separator} is non-empty JSON whitespace
     *                                  (spaces, tabs, line feeds, carriage returns)
     */
    public void setTopLevelSeparator(String separator) {
        if (separator == null || separator.isEmpty() || !separator.chars().allMatch(RawValues::isWhitespace)) {
            throw new IllegalArgumentException("the top-level separator must be non-empty JSON whitespace");
        }
        topLevelSeparator = separator.getBytes(StandardCharsets.US_ASCII);
    }

    /**
     * Writes the buffered bytes to the OutputStream and flushes it; does nothing for an
     * array target.
     *
     * @throws JsonException {@link ErrorKind#IO} if the OutputStream fails, or the sticky error
     */
    @Override
    public void flush() {
        if (error != null) {
            throw error;
        }
        if (out == null) {
            return;
        }
        flushBuffer();
        try {
            out.flush();
        } catch (IOException e) {
            throw ioFailure(e);
        }
    }

    /**
     * Ends the output: checks that the text is complete, writes what is buffered and closes
     * the OutputStream (like Jackson's {@code JsonGenerator} with its default
     * AUTO_CLOSE_TARGET; call {@link #flush()} instead to keep it open). Writing after close
     * is an error; closing twice does nothing. An array target keeps its bytes
     * ({@link #toByteArray()}).
     *
     * <p>When an array or object is still open, close still writes what is buffered (a
     * prefix of a valid text: nothing is lost) and closes the OutputStream, then throws.
     * After an earlier error the buffer is not written, but the OutputStream is still closed,
     * and close does not throw that error again.
     *
     * @throws JsonException {@link ErrorKind#INVALID_VALUE} naming the innermost open
     *                       container when the text is incomplete; {@link ErrorKind#IO} if
     *                       the OutputStream fails
     */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        JsonException incomplete = null;
        if (error == null && depth > 0) {
            incomplete = fail(ErrorKind.INVALID_VALUE, JsonStreamErrors.openAtClose(ctx),
                    ctx == OBJ_VALUE ? PTR_NEXT : PTR_OWN, null); // as for a misplaced end
            error = null; // still flush below; made sticky again after
        }
        try {
            if (out != null && error == null) {
                flushBuffer();
            }
        } finally {
            if (error == null) {
                error = incomplete != null ? incomplete
                        : new JsonException(ErrorKind.INVALID_VALUE, flushed + pos, "", "the stream is closed", "", null);
                ctx = DEAD;
            }
            if (out != null) {
                try {
                    out.close();
                } catch (IOException e) {
                    throw new JsonException(ErrorKind.IO, flushed + pos, "", "close failed", "", e);
                }
            }
        }
        if (incomplete != null) {
            throw incomplete;
        }
    }

    /** Returns a copy of the bytes written so far (array target only).
     *  @throws IllegalStateException for an OutputStream target */
    public byte[] toByteArray() {
        requireArray();
        return java.util.Arrays.copyOf(buf, pos);
    }

    /** Returns the number of bytes written so far, flushed or not: exactly the output's length. */
    public long size() {
        return flushed + pos;
    }

    /**
     * Forgets all state and any error, to write a new JSON text: an array target is
     * emptied; for an OutputStream target the unflushed bytes are dropped (what was flushed
     * stays written) and {@link #size()} starts again at 0. The buffer, the name cache and
     * the top-level separator are kept. A closed array target is open again; a closed
     * OutputStream target stays closed (see {@link #reset(OutputStream)}).
     */
    public void reset() {
        if (out == null) {
            closed = false;
        }
        resetState();
    }

    /**
     * Starts a new JSON text written to {@code out}, as {@link #of(OutputStream, JsonConfig)}
     * with this stream's config would, but keeping this stream's buffer, name cache and
     * top-level separator: the way to reuse one stream (one per thread) for many outputs.
     * The previous target is neither flushed nor closed; its unflushed bytes are dropped.
     */
    public void reset(OutputStream out) {
        retarget(java.util.Objects.requireNonNull(out, "out"));
        closed = false;
        resetState();
    }

    /** Returns the bytes written so far as a String (array target only; UTF-8).
     *  @throws IllegalStateException for an OutputStream target */
    @Override
    public String toString() {
        requireArray();
        return new String(buf, 0, pos, StandardCharsets.UTF_8);
    }

    private void requireArray() {
        if (out != null) {
            throw new IllegalStateException("riffle: toByteArray/toString need an array target");
        }
    }
}
