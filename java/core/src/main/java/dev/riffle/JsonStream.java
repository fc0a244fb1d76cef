package dev.riffle;

import java.io.Closeable;
import java.io.Flushable;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * Writes one JSON text as UTF-8, value by value, into a growable byte array or through a
 * buffer into an {@code OutputStream}. The stream tracks the structure: it writes the
 * {@code ,} between values itself, and it refuses anything that would not be valid JSON
 * (a value where a member name is due, a name outside an object, an end that does not
 * match, a second top-level value, NaN or infinity, an unpaired surrogate under the default
 * policy) with a {@link JsonException} of kind {@link ErrorKind#INVALID_VALUE} whose
 * {@link JsonException#pointer() pointer} names the place and whose
 * {@link JsonException#offset() offset} is the number of output bytes before the refused
 * value. Nothing invalid reaches the output: after an error the output is a prefix of a
 * valid JSON text.
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
 * <p>Numbers: {@code double} and {@code float} are written as the shortest decimal that
 * reads back to the same value, in the same text as Go's {@code encoding/json}: plain digits
 * when 1e-6 &lt;= |v| &lt; 1e21 ({@code 100}, {@code 0.000001}, {@code 1.5}), otherwise
 * exponent form ({@code 1e+21}, {@code 1e-7}, {@code 5e-324}); {@code -0.0} as {@code -0}.
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
 * thread-local state; reuse one with {@link #reset()}.
 */
public final class JsonStream extends JsonStreamBuffer implements Closeable, Flushable {
    /** Room for a separator and the longest fixed-size value (a number). */
    private static final int ROOM = 33;

    private final byte[] indent; // null for compact output
    private final int maxDepth;

    private int ctx = TOP_START;
    private int count;  // elements begun at this level (arrays)
    private int depth;
    /** Saved enclosing levels 0..depth-1: ctx in the low 8 bits, count above them. */
    private long[] levels = new long[8];
    /**
     * nameAt[i]: the output offset of the opening quote of the last complete member name
     * written at level i, or -1; nameAt[depth] is the current level's. Error pointers decode
     * the name from the output there. An offset, not a reference: a reference store per
     * member costs a GC write barrier on the hot path. A slot is overwritten, not cleared,
     * when its level closes (reset clears them all).
     */
    private long[] nameAt = newNameAt(9);
    /**
     * flushedNames[i]: the name at nameAt[i] once it has left the buffer for the
     * OutputStream (saved by {@link #beforeFlush()} or, for a name written straight through,
     * by writeField); only read when nameAt[i] is below {@link #flushed}.
     */
    private String[] flushedNames;
    private JsonException error;
    private boolean closed;
    /** Encodings of member names written before; made on the first {@link #writeField(String)}. */
    private NameCache nameCache;

    /** Creates a stream writing into a growable byte array, with {@link JsonConfig#DEFAULT}. */
    public JsonStream() {
        this(null, JsonConfig.DEFAULT);
    }

    private JsonStream(OutputStream out, JsonConfig config) {
        super(out, config);
        this.indent = config.indent().isEmpty() ? null : config.indent().getBytes(StandardCharsets.US_ASCII);
        this.maxDepth = config.maxDepth();
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
     * hold a single piece larger than itself (a long member name or raw value). Strings of
     * any length are written through it in chunks.
     */
    public static JsonStream of(OutputStream out, JsonConfig config) {
        return new JsonStream(java.util.Objects.requireNonNull(out, "out"), config);
    }

    // ---- values -----------------------------------------------------------------------

    /** Writes {@code null}. */
    public void writeNull() {
        ensure(ROOM);
        beforeValue();
        byte[] b = buf;
        int p = pos;
        b[p] = 'n';
        b[p + 1] = 'u';
        b[p + 2] = 'l';
        b[p + 3] = 'l';
        pos = p + 4;
    }

    /** Writes {@code true} or {@code false}. */
    public void writeBoolean(boolean v) {
        ensure(ROOM);
        beforeValue();
        byte[] b = buf;
        int p = pos;
        if (v) {
            b[p] = 't';
            b[p + 1] = 'r';
            b[p + 2] = 'u';
            b[p + 3] = 'e';
            pos = p + 4;
        } else {
            b[p] = 'f';
            b[p + 1] = 'a';
            b[p + 2] = 'l';
            b[p + 3] = 's';
            b[p + 4] = 'e';
            pos = p + 5;
        }
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
            throw fail(ErrorKind.INVALID_VALUE, "cannot write " + v + " as JSON", PTR_NEXT, null);
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
            throw fail(ErrorKind.INVALID_VALUE, "cannot write " + v + " as JSON", PTR_NEXT, null);
        }
        ensure(ROOM);
        beforeValue();
        pos = Schubfach.writeFloat(buf, pos, v);
    }

    /**
     * Writes a string, escaped (see the class comment) and encoded as UTF-8; a null
     * {@code s} writes {@code null}. An unpaired surrogate is an error
     * ({@link ErrorKind#INVALID_VALUE}) under {@link JsonConfig.InvalidUtf8#REJECT}, and is
     * written as the escape {@code \}{@code ufffd} under {@link JsonConfig.InvalidUtf8#REPLACE}
     * (as Go's writer and {@code encoding/json} write a replacement).
     */
    public void writeString(String s) {
        if (s == null) {
            writeNull();
            return;
        }
        ensure(ROOM);
        beforeValue();
        stringStart = flushed + pos;
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
     * Writes bytes the caller guarantees to be exactly one complete JSON value in UTF-8, as
     * they are (it counts as one value for the structure). Not checked beyond refusing an
     * empty value ({@link ErrorKind#INVALID_VALUE}, as Go's {@code WriteRaw}): <b>misuse
     * writes invalid JSON</b>.
     */
    public void writeRaw(byte[] json) {
        writeRaw(json, 0, json.length);
    }

    /** Like {@link #writeRaw(byte[])} for {@code json[off, off + len)}. */
    public void writeRaw(byte[] json, int off, int len) {
        java.util.Objects.checkFromIndexSize(off, len, json.length);
        if (len == 0) {
            throw emptyRaw();
        }
        ensure(ROOM);
        beforeValue();
        putBytes(json, off, len);
    }

    /**
     * Writes text the caller guarantees to be exactly one complete JSON value, encoded as
     * UTF-8 with no escaping (unpaired surrogates follow {@link JsonConfig#invalidUtf8()}).
     * Not checked: <b>misuse writes invalid JSON</b>.
     */
    public void writeRaw(String json) {
        if (json.isEmpty()) {
            throw emptyRaw();
        }
        ensure(ROOM);
        beforeValue();
        stringStart = flushed + pos;
        putUtf8(json);
    }

    // ---- structure ----------------------------------------------------------------------

    /** Writes {@code {} and opens an object: what follows is names and values, then {@link #writeObjectEnd()}. */
    public void writeObjectStart() {
        ensure(ROOM);
        beforeValue();
        push(OBJ_FIRST_NAME);
        buf[pos++] = '{';
    }

    /** Writes {@code }} and closes the innermost object; its last name must have its value. */
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
                nameAt[depth] = flushed + q;
                ctx = OBJ_VALUE;
                return;
            }
            writeFieldMissed(name, h, nc, c);
            return;
        }
        writeFieldUncached(name);
    }

    /** writeField after a cache miss: compact output, a name due. */
    private void writeFieldMissed(String name, int h, NameCache nc, int c) {
        if (putPlainName(name, c)) {
            int len = name.length() + 3; // "name":
            nc.missed(name, h, buf, pos - len, len);
            return;
        }
        writeFieldEscaped(name);
    }

    /** writeField without the cache (made here on the first call; bypassed while paused). */
    private void writeFieldUncached(String name) {
        if (name == null) {
            throw fail(ErrorKind.INVALID_VALUE, "null member name", PTR_NEXT, null);
        }
        NameCache nc = nameCache;
        if (nc == null) {
            nameCache = new NameCache();
        } else if (nc.paused > 0) {
            nc.paused--;
        }
        int c = ctx;
        if (indent == null && (c == OBJ_NEXT_NAME || c == OBJ_FIRST_NAME) && putPlainName(name, c)) {
            return;
        }
        writeFieldEscaped(name);
    }

    /**
     * Writes a short plain name (at most 64 chars, none to escape) in one pass, with its
     * separator, quotes and colon, if the buffer has room; returns false otherwise, with pos
     * and the state unchanged. The caller has checked that the output is compact and that a
     * name is due (context c).
     */
    private boolean putPlainName(String name, int c) {
        int n = name.length();
        int p = pos;
        byte[] b = buf;
        int q = p + (c == OBJ_NEXT_NAME ? 1 : 0);
        if (n > 64 || b.length - q < n + 3 || !putPlain(name, n, b, q + 1)) {
            return false;
        }
        b[p] = ','; // overwritten by the quote when this is the first name
        b[q] = '"';
        b[q + n + 1] = '"';
        b[q + n + 2] = ':';
        pos = q + n + 3;
        nameAt[depth] = flushed + q;
        ctx = OBJ_VALUE;
        return true;
    }

    /** writeField's general path: any name, any place (misplaced names are refused here). */
    private void writeFieldEscaped(String name) {
        beforeName();
        long start = flushed + pos;
        stringStart = start;
        buf[pos++] = '"';
        putEscaped(name, true);
        ensure(3);
        buf[pos++] = '"';
        buf[pos++] = ':';
        if (indent != null) {
            buf[pos++] = ' ';
        }
        nameDone(start, name);
        ctx = OBJ_VALUE;
    }

    /** Writes a pre-encoded member name and {@code :} with one array copy; see {@link #writeField(String)}. */
    public void writeField(EncodedName name) {
        if (name == null) {
            throw fail(ErrorKind.INVALID_VALUE, "null member name", PTR_NEXT, null);
        }
        beforeName();
        long start = flushed + pos;
        byte[] n = config.escapeHtml() ? name.html : name.plain;
        putBytes(n, 0, n.length);
        if (indent != null) {
            ensure(1);
            buf[pos++] = ' ';
        }
        nameDone(start, name);
        ctx = OBJ_VALUE;
    }

    /** Records the complete name that starts at output offset start at this level. */
    private void nameDone(long start, Object name) {
        nameAt[depth] = start;
        if (start < flushed) { // part of it already went to the OutputStream
            keptNames()[depth] = name.toString();
        }
    }

    /** Checks that a name is due, writes the separator; leaves 2 bytes of room at least. */
    private void beforeName() {
        int c = ctx;
        if (indent == null) {
            if (c == OBJ_NEXT_NAME) {
                ensure(ROOM);
                buf[pos++] = ',';
                return;
            }
            if (c == OBJ_FIRST_NAME) {
                ensure(ROOM);
                return;
            }
        } else if (c == OBJ_NEXT_NAME || c == OBJ_FIRST_NAME) {
            if (c == OBJ_NEXT_NAME) {
                ensure(1);
                buf[pos++] = ',';
            }
            newline(depth);
            ensure(ROOM);
            return;
        }
        throw misplacedName(c);
    }

    /** Checks that a value is allowed here and writes the separator before it. The caller
     *  has made ROOM bytes of room; this leaves at least ROOM - 1. */
    private void beforeValue() {
        int c = ctx;
        if (c == OBJ_VALUE) {
            ctx = OBJ_NEXT_NAME;
        } else if (c == ARR_NEXT && indent == null) {
            buf[pos++] = ',';
            count++;
        } else if (c == ARR_FIRST && indent == null) {
            ctx = ARR_NEXT;
            count = 1;
        } else {
            beforeValueSlow(c);
        }
    }

    private void beforeValueSlow(int c) {
        switch (c) {
            case TOP_START:
                ctx = TOP_DONE;
                return;
            case ARR_FIRST:
            case ARR_NEXT:
                if (c == ARR_NEXT) {
                    buf[pos++] = ',';
                }
                ctx = ARR_NEXT;
                count++;
                if (indent != null) {
                    newline(depth);
                    ensure(ROOM);
                }
                return;
            case OBJ_FIRST_NAME:
            case OBJ_NEXT_NAME:
                throw fail(ErrorKind.INVALID_VALUE, "a value where a member name is due", PTR_OWN, null);
            case TOP_DONE:
                throw fail(ErrorKind.INVALID_VALUE, "a second top-level value", PTR_OWN, null);
            default:
                throw error;
        }
    }

    private void push(int newCtx) {
        if (depth >= maxDepth) {
            throw fail(ErrorKind.LIMIT_EXCEEDED, "nesting deeper than maxDepth " + maxDepth, PTR_CURRENT, null);
        }
        if (depth == levels.length) {
            int n = depth * 2;
            levels = java.util.Arrays.copyOf(levels, n);
            long[] at = newNameAt(n + 1);
            System.arraycopy(nameAt, 0, at, 0, nameAt.length);
            nameAt = at;
            if (flushedNames != null) {
                flushedNames = java.util.Arrays.copyOf(flushedNames, n + 1);
            }
        }
        levels[depth] = ((long) count << 8) | ctx;
        depth++;
        ctx = newCtx;
        count = 0;
    }

    private void pop() {
        depth--;
        long v = levels[depth];
        ctx = (int) v & 0xFF;
        count = (int) (v >>> 8);
    }

    /** Writes a newline and {@code level} indents. */
    private void newline(int level) {
        ensure(1);
        buf[pos++] = '\n';
        byte[] in = indent;
        for (int i = 0; i < level; i++) {
            ensure(in.length);
            System.arraycopy(in, 0, buf, pos, in.length);
            pos += in.length;
        }
    }

    // ---- target -------------------------------------------------------------------------

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
     * Flushes and closes the OutputStream, like Jackson's {@code JsonGenerator} (with its
     * default AUTO_CLOSE_TARGET) and json-iterator's {@code JsonStream}; call
     * {@link #flush()} instead to keep the OutputStream open. Does not check that the text
     * is complete. After an error the buffer is not written, but the OutputStream is still
     * closed. Closing twice, or closing an array target, does nothing; writing after close
     * is an error.
     *
     * @throws JsonException {@link ErrorKind#IO} if the OutputStream fails
     */
    @Override
    public void close() {
        if (out == null || closed) {
            return;
        }
        closed = true;
        try {
            if (error == null) {
                flushBuffer();
            }
        } finally {
            if (error == null) {
                fail(ErrorKind.INVALID_VALUE, "the stream is closed", PTR_NEXT, null);
            }
            try {
                out.close();
            } catch (IOException e) {
                throw new JsonException(ErrorKind.IO, flushed + pos, "", "close failed", "", e);
            }
        }
    }

    /** Returns a copy of the bytes written so far (array target only).
     *  @throws IllegalStateException for an OutputStream target */
    public byte[] toByteArray() {
        requireArray();
        return java.util.Arrays.copyOf(buf, pos);
    }

    /** Returns the number of bytes written so far, flushed or not. */
    public long size() {
        return flushed + pos;
    }

    /**
     * Forgets all state and any error, to write a new JSON text: an array target is
     * emptied; for an OutputStream target the unflushed bytes are dropped (what was flushed
     * stays written) and {@link #size()} starts again at 0. A closed stream stays closed.
     */
    public void reset() {
        pos = 0;
        flushed = 0;
        java.util.Arrays.fill(nameAt, -1L);
        if (flushedNames != null) {
            java.util.Arrays.fill(flushedNames, null);
        }
        depth = 0;
        ctx = TOP_START;
        count = 0;
        if (!closed) {
            error = null;
        }
        if (error != null) {
            ctx = DEAD;
        }
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

    // ---- errors (cold) ------------------------------------------------------------------

    private JsonException emptyRaw() {
        if (ctx == DEAD) {
            return error;
        }
        return fail(ErrorKind.INVALID_VALUE, "writeRaw with no bytes", PTR_NEXT, null);
    }

    private JsonException misplacedEnd(int c, char end) {
        if (c == DEAD) {
            return error;
        }
        return fail(ErrorKind.INVALID_VALUE, JsonStreamErrors.misplacedEnd(c, end),
                c == OBJ_VALUE ? PTR_NEXT : PTR_OWN, null);
    }

    private JsonException misplacedName(int c) {
        if (c == DEAD) {
            return error;
        }
        return fail(ErrorKind.INVALID_VALUE, c == OBJ_VALUE
                ? "a member name where the value of the last one is due"
                : "a member name outside an object", c == OBJ_VALUE ? PTR_NEXT : PTR_OWN, null);
    }

    @Override
    JsonException invalidString(boolean isName, String detail) {
        long start = stringStart;
        if (start >= flushed) { // roll back the partial string if it is still in the buffer
            pos = (int) (start - flushed);
        }
        return fail(ErrorKind.INVALID_VALUE, detail, isName ? PTR_OWN : PTR_CURRENT, null);
    }

    @Override
    JsonException ioFailure(IOException e) {
        // The failed write may hold bytes of many values: name the innermost open container,
        // and count only the bytes the OutputStream accepted.
        if (error != null) {
            return error;
        }
        JsonException x = new JsonException(ErrorKind.IO, flushed, pointer(PTR_OWN), "write failed", "", e);
        error = x;
        ctx = DEAD;
        return x;
    }

    /** Builds the error, makes it sticky and returns it. */
    private JsonException fail(ErrorKind kind, String detail, int ptr, Throwable cause) {
        if (error != null) {
            return error;
        }
        JsonException e = new JsonException(kind, flushed + pos, pointer(ptr), detail, "", cause);
        error = e;
        ctx = DEAD;
        return e;
    }

    /** The JSON Pointer of the place, built from the level stack (cold path). */
    private String pointer(int ptr) {
        String[] names = new String[depth + 1];
        for (int i = 0; i <= depth; i++) {
            names[i] = nameOf(i);
        }
        return JsonStreamErrors.pointer(levels, names, depth, ctx, count, names[depth], ptr);
    }

    /** The last complete member name written at level i, or null (cold path). */
    private String nameOf(int i) {
        long at = nameAt[i];
        if (at < 0) {
            return null;
        }
        if (at < flushed) {
            return flushedNames == null ? null : flushedNames[i];
        }
        return JsonStreamErrors.decodeName(buf, (int) (at - flushed), pos);
    }

    private String[] keptNames() {
        if (flushedNames == null) {
            flushedNames = new String[nameAt.length];
        }
        return flushedNames;
    }

    private static long[] newNameAt(int n) {
        long[] a = new long[n];
        java.util.Arrays.fill(a, -1L);
        return a;
    }

    /** Saves the names whose bytes are about to leave the buffer for the OutputStream. */
    @Override
    void beforeFlush() {
        long end = flushed + pos;
        for (int i = 0; i <= depth; i++) {
            long at = nameAt[i];
            if (at >= flushed && at < end) {
                keptNames()[i] = JsonStreamErrors.decodeName(buf, (int) (at - flushed), pos);
            }
        }
    }
}
