package dev.riffle;

import dev.riffle.internal.ByteViews;
import dev.riffle.internal.JsonPointer;
import dev.riffle.internal.PointerText;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;

/**
 * The one input cursor behind {@link JsonIterator}: a byte buffer, a position, a limit and
 * a refill step. Array input (byte[], heap ByteBuffer, String) is the buffer itself and
 * never refills; stream input (InputStream, direct or read-only ByteBuffer) owns a buffer
 * of {@link JsonConfig#readBufferSize()} bytes that refill appends to, compacting only when
 * it is full. A token that must stay contiguous sets {@link #mark}; the buffer then grows
 * instead of dropping it, so memory stays bounded by the buffer plus the largest token.
 *
 * <p>The cursor also holds the one level stack of {@code core-v2.md}: per open array or
 * object its kind, its element index and its current member name as an absolute offset and
 * length of the raw bytes in the buffer. Every reading path keeps it up to date (a few stores
 * per container, element and member); a name is copied out of the buffer only when a refill
 * compacts the buffer past it. Errors are built here on the cold path: the JSON Pointer is
 * computed from the level stack only when an error happens.
 */
abstract class InputCursor extends LinePadding {
    /** Reads returning 0 bytes in a row after which a stream is failed (as Go's bufio does, 100). */
    static final int MAX_EMPTY_READS = 100;

    static final int ARRAY = 1;
    static final int OBJECT = 2;

    /** Expecting a value. */
    static final int S_VALUE = 0;
    /** After a value inside a container: expecting ',' or the closing bracket. */
    static final int S_AFTER = 1;
    /** The top-level value is complete. */
    static final int S_DONE = 2;
    /** Stopped by an error; every call rethrows {@link #error}. */
    static final int S_ERROR = 3;
    /** Stopped by the caller ({@code stop()}): nothing more is read or checked. */
    static final int S_STOPPED = 4;

    final JsonConfig config;
    byte[] buf;
    int pos;
    int limit;
    /** Absolute input offset of buf[0] (negative for a slice that starts inside an array). */
    long base;
    /** Index in buf where array input starts (re-scan origin for pointers). */
    int docStart;
    /** Stream source, or null. */
    InputStream in;
    /** ByteBuffer source that is not array backed, or null. */
    ByteBuffer src;
    boolean eof;
    /** Index in buf that refill must keep (a token being read), or -1. */
    int mark = -1;
    /** Absolute offset of the oldest live save point, which refill must keep, or -1. */
    long keepFrom = -1;
    /** {@link JsonConfig#skipBom()} over a stream whose first bytes are not read yet. */
    boolean bomPending;
    /** Buffer owned by this cursor for stream input, reused across resets. */
    byte[] ownBuf;

    /** {@link #rawNameAt} of an object level before its current member name has been read. */
    static final long NO_NAME = -1;
    /** {@link #rawNameAt} of an object level whose name was decoded into {@link #savedNames}. */
    static final long SAVED = -2;
    /**
     * {@link #rawNameAt} of an object level whose raw name bytes were copied to
     * {@link #nameCopies} by a compaction (decoded only if a pointer needs them).
     */
    static final long COPIED = -3;

    /** The levels the per-level arrays have room for at first (at [LEAD + d], see {@link LinePadding#LEAD}). */
    private static final int LEVELS = 32;

    /** Container kinds of the open levels, at [LEAD, LEAD + depth); a long each, so that LEAD is 64 bytes here too. */
    long[] kinds = newLevels(LEVELS);
    /** Arrays: the index of the current element, per level. */
    long[] index = newLevels(LEVELS);
    /**
     * Objects: absolute offset of the raw bytes of the current member name (just after its
     * opening quote), or NO_NAME or SAVED. Its end is found when it is needed (a pointer, a
     * compaction) by {@link #rawNameEnd}, so recording a name costs one store.
     */
    long[] rawNameAt = newLevels(LEVELS);
    /** Objects: decoded names copied out of the buffer for a save point, per level (lazily). */
    String[] savedNames;
    /**
     * Objects: the raw bytes of names a compaction dropped from the buffer, per level
     * (lazily; each level's array is reused, so a compaction allocates nothing once they
     * have grown to the names' length), with their lengths in {@link #nameCopyLen}.
     */
    byte[][] nameCopies;
    int[] nameCopyLen;
    /**
     * Levels below this index have no name left in the buffer to save (arrays, objects before
     * their first name, names already saved), so {@link #copyNames} starts here, or at the
     * innermost level if that is lower: each level is looked at once per name it gets, not
     * once per refill (linear in the depth). Only the innermost level gets new names, so a
     * name costs nothing here; opening level d lowers it to d - 1, the level that may have
     * had new names since the last save.
     */
    int copied;
    int depth;
    int state;
    JsonException error;
    /** The state to go on in after a recoverable {@link #error}. */
    int resumeState;

    final int maxDepth;
    final int maxString;
    final int maxNumber;

    InputCursor(JsonConfig config) {
        this.config = config;
        this.maxDepth = config.maxDepth();
        this.maxString = config.maxStringBytes();
        this.maxNumber = config.maxNumberBytes();
    }

    final void setArray(byte[] data, int off, int len) {
        if (off < 0 || len < 0 || off > data.length - len) {
            throw new IndexOutOfBoundsException("offset " + off + ", length " + len + ", array " + data.length);
        }
        buf = data;
        pos = off;
        limit = off + len;
        base = -(long) off;
        docStart = off;
        in = null;
        src = null;
        eof = true;
        clearState();
        if (config.skipBom() && hasBom(data, off, limit)) {
            pos = off + 3; // offsets still count from off, the start of the input
        }
    }

    final void setStream(InputStream stream, ByteBuffer bb) {
        int size = config.readBufferSize();
        if (ownBuf == null || ownBuf.length < size || ownBuf.length > 4 * size) {
            ownBuf = new byte[size];
        }
        buf = ownBuf;
        pos = 0;
        limit = 0;
        base = 0;
        docStart = 0;
        in = stream;
        src = bb;
        eof = false;
        clearState();
        bomPending = config.skipBom();
    }

    private void clearState() {
        mark = -1;
        keepFrom = -1;
        depth = 0;
        copied = 0;
        state = S_VALUE;
        error = null;
    }

    final boolean isStream() {
        return in != null || src != null;
    }

    /**
     * Makes more bytes available after {@code limit}. Positions in buf may move: callers
     * reload {@code pos}, {@code buf}, {@code limit} and {@code mark} afterwards.
     * Returns false at the end of input.
     */
    final boolean refill() {
        if (eof) {
            return false;
        }
        return refillStream();
    }

    private boolean refillStream() {
        if (limit == buf.length) {
            int keep = mark >= 0 ? Math.min(mark, pos) : pos;
            if (keepFrom >= 0) {
                keep = (int) Math.min(keep, keepFrom - base);
            }
            if (keep > 0) {
                copyNames(base + keep);
                System.arraycopy(buf, keep, buf, 0, limit - keep);
                base += keep;
                pos -= keep;
                limit -= keep;
                if (mark >= 0) {
                    mark -= keep;
                }
            }
            if (limit == buf.length) {
                byte[] bigger = new byte[Math.max(16, buf.length * 2)];
                System.arraycopy(buf, 0, bigger, 0, limit);
                buf = bigger;
            }
        }
        int n;
        try {
            if (in != null) {
                int empty = 0;
                while ((n = in.read(buf, limit, buf.length - limit)) == 0) {
                    if (++empty == MAX_EMPTY_READS) { // a stream that never makes progress
                        eof = true;
                        throw fail(ErrorKind.IO, base + limit, "no progress: the InputStream returned 0 bytes "
                                + MAX_EMPTY_READS + " times in a row", null);
                    }
                }
            } else {
                n = Math.min(src.remaining(), buf.length - limit);
                if (n == 0) {
                    n = -1;
                } else {
                    src.get(buf, limit, n);
                }
            }
        } catch (IOException e) {
            eof = true;
            throw fail(ErrorKind.IO, base + limit, "read failed", e);
        }
        if (n < 0) {
            eof = true;
            return false;
        }
        limit += n;
        if (bomPending) {
            return skipStreamBom();
        }
        return true;
    }

    /**
     * Runs at the first refill of a stream under {@link JsonConfig#skipBom()}, the buffer
     * holding the first bytes read: reads on until three bytes are in (or the input ends)
     * and drops a leading BOM, counting it in {@link #base}. Returns whether bytes remain in
     * the buffer, as {@link #refill()} reports whether it added some.
     */
    private boolean skipStreamBom() {
        bomPending = false;
        while (limit < 3 && isBomPrefix() && refill()) {
            // the BOM may arrive one byte at a time
        }
        if (hasBom(buf, 0, limit)) {
            System.arraycopy(buf, 3, buf, 0, limit - 3);
            limit -= 3;
            base += 3;
            while (limit == 0 && refill()) {
                // only the BOM so far
            }
        }
        return limit > 0;
    }

    private boolean isBomPrefix() {
        for (int i = 0; i < limit; i++) {
            if (buf[i] != BOM[i]) {
                return false;
            }
        }
        return true;
    }

    private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

    private static boolean hasBom(byte[] b, int from, int to) {
        return to - from >= 3 && b[from] == BOM[0] && b[from + 1] == BOM[1] && b[from + 2] == BOM[2];
    }

    /**
     * Before compaction drops the bytes below absolute offset {@code newBase}: copies out the
     * raw bytes of the current member names that lie (partly) there, into {@link #nameCopies}.
     * Deeper levels' names come later in the input, so the walk goes from {@link #copied}
     * inwards and stops at the first name still in the kept part. Nothing is decoded: the
     * names are needed only if an error's pointer names them, and decoding every name a
     * compaction dropped (a String per name) cost Twitter skip over a stream 4-5%.
     */
    private void copyNames(long newBase) {
        int d = Math.max(0, Math.min(copied, depth - 1));
        for (; d < depth; d++) {
            long at = rawNameAt[LEAD + d];
            if (kinds[LEAD + d] != OBJECT || at < 0) {
                continue; // an array, an object before its first name, or a name saved already
            }
            if (at >= newBase) {
                break;
            }
            if (nameCopies == null || nameCopies.length < levelRoom(kinds)) {
                growNameCopies();
            }
            int from = (int) (at - base);
            int n = rawNameEnd(buf, from) - from;
            byte[] copy = nameCopies[d];
            if (copy == null || copy.length < n) {
                copy = nameCopies[d] = new byte[Math.max(n, 32)];
            }
            System.arraycopy(buf, from, copy, 0, n);
            nameCopyLen[d] = n;
            rawNameAt[LEAD + d] = COPIED;
        }
        copied = d;
    }

    private void growNameCopies() {
        int n = levelRoom(kinds);
        nameCopies = nameCopies == null ? new byte[n][] : java.util.Arrays.copyOf(nameCopies, n);
        nameCopyLen = nameCopyLen == null ? new int[n] : java.util.Arrays.copyOf(nameCopyLen, n);
    }

    /**
     * For a save point at absolute offset {@code newBase}: decodes into {@link #savedNames}
     * every current member name that lies before it, in the buffer or copied by a
     * compaction, so that the save point's copy of the level stack holds no offset a later
     * compaction may drop and no copy a later one may overwrite ({@code O(depth)}, as the
     * save point's own copy is).
     */
    final void saveNames(long newBase) {
        for (int d = 0; d < depth; d++) {
            long at = rawNameAt[LEAD + d];
            if (kinds[LEAD + d] != OBJECT || at == NO_NAME || at == SAVED || at >= newBase) {
                continue;
            }
            String name = levelName(d);
            if (savedNames == null || savedNames.length < levelRoom(kinds)) {
                savedNames = savedNames == null ? new String[levelRoom(kinds)] : java.util.Arrays.copyOf(savedNames, levelRoom(kinds));
            }
            savedNames[d] = name;
            rawNameAt[LEAD + d] = SAVED;
        }
    }

    /** Opens a level of the given kind (the depth limit is checked by the caller). */
    final void pushLevel(int kind) {
        int d = depth;
        if (d == levelRoom(kinds)) {
            kinds = growLevels(kinds, 2 * d);
            index = growLevels(index, 2 * d);
            rawNameAt = growLevels(rawNameAt, 2 * d);
        }
        kinds[LEAD + d] = kind;
        // An array level is named by its index, an object level by its member name: each
        // kind resets only its own (the reader's pointer, saveNames and the save points
        // look at the field of the level's kind).
        if (kind == ARRAY) {
            index[LEAD + d] = 0;
        } else {
            rawNameAt[LEAD + d] = NO_NAME;
        }
        if (copied >= d) {
            copied = d > 0 ? d - 1 : 0; // the parent may have had new names since the last save
        }
        depth = d + 1;
    }

    /** Absolute offset of index i in buf. */
    final long abs(int i) {
        return base + i;
    }

    /** Returns the byte at pos after whitespace (0..255), or -1 at the end of input. */
    final int peekNonWs() {
        int p = pos;
        if (p < limit) {
            int c = buf[p] & 0xFF;
            if (c > ' ') {
                return c;
            }
        }
        return skipWs(p);
    }

    /**
     * The whitespace loop behind {@link #peekNonWs}: {@link #skipBufferedWs}, refilling
     * where the buffer ends.
     */
    private int skipWs(int p) {
        for (;;) {
            int c = skipBufferedWs(p);
            if (c >= 0 || !refill()) {
                return c;
            }
            p = pos;
        }
    }

    /**
     * Skips whitespace from p within the buffered bytes: single bytes one at a time, runs of
     * spaces (indentation) eight at a time. Sets pos to the first other byte and returns it,
     * or to limit and returns -1.
     */
    final int skipBufferedWs(int p) {
        byte[] b = buf;
        int lim = limit;
        for (;;) {
            if (p >= lim) {
                pos = p;
                return -1;
            }
            int c = b[p] & 0xFF;
            if (c > ' ' || (c != ' ' && c != '\n' && c != '\r' && c != '\t')) {
                pos = p;
                return c;
            }
            p++;
            if (p >= lim || b[p] != ' ') {
                continue;
            }
            while (p + 8 <= lim) {
                long w = (long) ByteViews.LONGS.get(b, p) ^ 0x2020202020202020L;
                if (w != 0) {
                    p += Long.numberOfTrailingZeros(w) >>> 3;
                    break;
                }
                p += 8;
            }
        }
    }

    // ---- cold error paths ----

    final JsonException fail(ErrorKind kind, long offset, String detail) {
        return fail(kind, offset, detail, null);
    }

    final JsonException fail(ErrorKind kind, long offset, String detail, Throwable cause) {
        if (state == S_ERROR && error != null) {
            return error;
        }
        if (kind == ErrorKind.INVALID_CHARACTER || kind == ErrorKind.INVALID_NUMBER
                || kind == ErrorKind.INVALID_UTF8 || kind == ErrorKind.TRAILING_DATA) {
            // These messages name the byte at the offset (errors.md, "Messages").
            int i = (int) (offset - base);
            if (i >= 0 && i < limit) {
                detail = detail + ", found " + describeAt(i);
            }
        }
        String pointer = kind == ErrorKind.TRAILING_DATA ? "" : pointerText();
        JsonException ex = new JsonException(kind, offset, pointer, detail, excerpt(offset), cause);
        error = ex;
        state = S_ERROR;
        mark = -1;
        return ex;
    }

    /**
     * Records a recoverable value error (core-v2): the value is already consumed and the
     * iterator stands after it in {@code state}, which {@code recover()} returns to.
     */
    final JsonException failValue(ErrorKind kind, long offset, String pointer, String detail) {
        JsonException ex = new JsonException(kind, offset, pointer, detail, excerpt(offset), null, true);
        resumeState = state;
        error = ex;
        state = S_ERROR;
        mark = -1;
        return ex;
    }

    final JsonException failAt(ErrorKind kind, int index, String detail) {
        return fail(kind, abs(index), detail, null);
    }

    /**
     * Unexpected end of input at the current end of what was read, between tokens: the
     * message names the innermost open container (the same text as Go's).
     */
    final JsonException failEnd() {
        String detail = depth == 0 ? "unexpected end of input"
                : kinds[LEAD + depth - 1] == OBJECT ? "unexpected end of input inside an object"
                : "unexpected end of input inside an array";
        return fail(ErrorKind.UNEXPECTED_END, base + limit, detail, null);
    }

    /** Unexpected end of input inside a token: {@code token} is "a string", "a number" or "a literal". */
    final JsonException failEndIn(String token) {
        return fail(ErrorKind.UNEXPECTED_END, base + limit, "unexpected end of input inside " + token, null);
    }

    /** An error for byte c at index i, or the end of input when c is -1. */
    final JsonException failByte(int c, int i, String detail) {
        if (c < 0) {
            return failEnd();
        }
        return fail(ErrorKind.INVALID_CHARACTER, abs(i), detail, null);
    }

    /**
     * Names the byte at index i for a message: {@link #describe}, except that a UTF-8
     * byte-order mark at the very start of the input is named as one (errors.md rule 8).
     */
    private String describeAt(int i) {
        int c = buf[i] & 0xFF;
        if (abs(i) == 0 && c == 0xEF) {
            int saved = mark;
            mark = i; // i is where the input starts: refill keeps it
            while (limit - i < 3 && !eof && refill()) {
                i = mark;
            }
            i = mark;
            mark = saved;
            if (limit - i >= 3 && (buf[i + 1] & 0xFF) == 0xBB && (buf[i + 2] & 0xFF) == 0xBF) {
                return BOM_FOUND;
            }
        }
        return describe(c);
    }

    /** How a message names a byte-order mark at the start of the input. */
    static final String BOM_FOUND = "a UTF-8 byte order mark (BOM), which the skip-BOM option would skip";

    static String describe(int c) {
        if (c >= 0x20 && c < 0x7F) {
            return "'" + (char) c + "'";
        }
        return String.format("byte 0x%02x", c);
    }

    /**
     * The JSON Pointer of the value being read, from the level stack (errors.md): every open
     * level adds its element index or member name, except an object level still reading a
     * name, and the innermost level once its current value is complete ({@link #S_AFTER}).
     */
    final String pointerText() {
        int n = state == S_AFTER ? depth - 1 : depth;
        if (n <= 0) {
            return "";
        }
        StringBuilder sb = new StringBuilder();
        for (int d = 0; d < n; d++) {
            if (kinds[LEAD + d] == ARRAY) {
                sb.append('/').append(index[LEAD + d]);
                continue;
            }
            if (rawNameAt[LEAD + d] != NO_NAME) {
                JsonPointer.appendToken(sb, levelName(d));
            }
        }
        return sb.toString();
    }

    /** The decoded current member name of object level d, which has one (cold). */
    final String levelName(int d) {
        long at = rawNameAt[LEAD + d];
        if (at == SAVED) {
            return savedNames[d];
        }
        if (at == COPIED) {
            return PointerText.decode(nameCopies[d], 0, nameCopyLen[d]);
        }
        int from = (int) (at - base);
        return PointerText.decode(buf, from, rawNameEnd(buf, from));
    }

    /**
     * The index of the closing quote of the recorded member name whose raw bytes start at
     * {@code from}. The name was read whole and validated, and every byte from it to the
     * current position is still in the buffer, so this only steps over escapes (cold: a
     * pointer or a compaction).
     */
    static int rawNameEnd(byte[] b, int from) {
        int p = from;
        for (;;) {
            byte c = b[p];
            if (c == '"') {
                return p;
            }
            p += c == '\\' ? 2 : 1;
        }
    }

    private String excerpt(long offset) {
        if (buf == null) {
            return "";
        }
        int lo = isStream() ? 0 : docStart;
        long at = offset - base;
        int from = (int) Math.max(lo, Math.min(limit, at - 10));
        int to = (int) Math.min(limit, Math.max(from, at + 10));
        if (from >= to) {
            return "";
        }
        StringBuilder sb = new StringBuilder(40).append('`');
        for (int i = from; i < to; i++) {
            int c = buf[i] & 0xFF;
            if (c == '\\') {
                sb.append("\\\\");
            } else if (c >= 0x20 && c < 0x7F) {
                sb.append((char) c);
            } else if (c == '\n') {
                sb.append("\\n");
            } else if (c == '\t') {
                sb.append("\\t");
            } else if (c == '\r') {
                sb.append("\\r");
            } else {
                sb.append(String.format("\\x%02x", c));
            }
        }
        return sb.append('`').toString();
    }
}
