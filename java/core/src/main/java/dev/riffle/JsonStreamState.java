package dev.riffle;

import dev.riffle.internal.ByteViews;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * The structure under {@link JsonStream}: what each open level expects next, the separators
 * that follow from it, the nesting limit, member names (the name cache, pre-encoded names,
 * the one-call members), and the errors with their JSON Pointers (built on the cold path
 * from the level stack). Package-private; {@link JsonStream} adds the public
 * API.
 */
abstract class JsonStreamState extends JsonStreamBuffer {
    /** Room for a separator and the longest fixed-size value (a number). */
    static final int ROOM = 33;
    /** Encoded names longer than this are copied with System.arraycopy, shorter ones 8 bytes at a time. */
    private static final int SHORT_NAME = 64;

    final byte[] indent; // null for compact output
    final int maxDepth;
    /** Written between top-level values, or null: a second top-level value is an error. */
    byte[] topLevelSeparator;

    int ctx = TOP_START;
    int count;  // elements begun at this level (arrays)
    int depth;
    /** Saved enclosing levels 0..depth-1 at [LEAD, LEAD + depth) ({@link LinePadding#LEAD}): ctx in the low 8 bits, count above them. */
    private long[] levels = newLevels(8);
    /**
     * nameAt[LEAD + i]: the output offset of the opening quote of the last complete member name
     * written at level i, or -1; nameAt[LEAD + depth] is the current level's. Error pointers decode
     * the name from the output there. An offset, not a reference: a reference store per
     * member costs a GC write barrier on the hot path. A slot is overwritten, not cleared,
     * when its level closes (reset clears them all).
     */
    long[] nameAt = newNameAt(9);
    /**
     * flushedNames[i]: the name at nameAt[LEAD + i] once it has left the buffer for the
     * OutputStream (saved by {@link #beforeFlush()} or, for a name written straight through,
     * by nameDone); only read when nameAt[LEAD + i] is below {@link #flushed}.
     */
    private String[] flushedNames;
    JsonException error;
    boolean closed;
    /** Encodings of member names written before; made on the first writeField(String). */
    NameCache nameCache;
    /** Whether names are written with their HTML-escaped encoding. */
    final boolean htmlNames;

    JsonStreamState(OutputStream out, JsonConfig config) {
        super(out, config);
        this.indent = config.indent().isEmpty() ? null : config.indent().getBytes(StandardCharsets.US_ASCII);
        this.maxDepth = config.maxDepth();
        this.htmlNames = config.escapeHtml();
    }

    /** Forgets the structure, the names and the error (unless closed), for a new text. */
    final void resetState() {
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

    /** Records the complete name that starts at output offset start at this level. */
    final void nameDone(long start, Object name) {
        nameAt[LEAD + depth] = start;
        if (start < flushed) { // part of it already went to the OutputStream
            keptNames()[depth] = name.toString();
        }
    }

    /** Checks that a name is due, writes the separator; leaves ROOM bytes of room at least. */
    final void beforeName() {
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
    final void beforeValue() {
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
            case TOP_DONE:
                if (topLevelSeparator != null) {
                    putBytes(topLevelSeparator, 0, topLevelSeparator.length);
                    ensure(ROOM);
                    return;
                }
                throw fail(ErrorKind.INVALID_VALUE, "a second top-level value", PTR_OWN, null);
            default:
                throw valueRefused(c);
        }
    }

    /**
     * Throws the error a value would get here before anything is written: misplaced (a name
     * is due, or a second top-level value without a separator), or the sticky error.
     */
    final void checkValueAllowed() {
        int c = ctx;
        if (c == OBJ_FIRST_NAME || c == OBJ_NEXT_NAME || c == DEAD || (c == TOP_DONE && topLevelSeparator == null)) {
            throw valueRefused(c);
        }
    }

    private JsonException valueRefused(int c) {
        switch (c) {
            case OBJ_FIRST_NAME:
            case OBJ_NEXT_NAME:
                return fail(ErrorKind.INVALID_VALUE, "a value where a member name is due", PTR_OWN, null);
            case TOP_DONE:
                return fail(ErrorKind.INVALID_VALUE, "a second top-level value", PTR_OWN, null);
            default:
                return error;
        }
    }

    /** Checks, before anything is written, that a container may open here (refused values
     *  first, then the depth limit). */
    final void checkOpen() {
        if (depth >= maxDepth) {
            checkValueAllowed();
            throw fail(ErrorKind.LIMIT_EXCEEDED, "nesting deeper than maxDepth " + maxDepth, PTR_NEXT, null);
        }
    }

    /** Opens a level; the caller has checked the depth with {@link #checkOpen()}. */
    final void push(int newCtx) {
        if (depth == levelRoom(levels)) {
            int n = depth * 2;
            levels = growLevels(levels, n);
            long[] at = newNameAt(n + 1);
            System.arraycopy(nameAt, 0, at, 0, nameAt.length);
            nameAt = at;
            if (flushedNames != null) {
                flushedNames = java.util.Arrays.copyOf(flushedNames, n + 1);
            }
        }
        levels[LEAD + depth] = ((long) count << 8) | ctx;
        depth++;
        ctx = newCtx;
        count = 0;
    }

    final void pop() {
        depth--;
        long v = levels[LEAD + depth];
        ctx = (int) v & 0xFF;
        count = (int) (v >>> 8);
    }

    /** Writes a newline and {@code level} indents. */
    final void newline(int level) {
        ensure(1);
        buf[pos++] = '\n';
        byte[] in = indent;
        for (int i = 0; i < level; i++) {
            ensure(in.length);
            System.arraycopy(in, 0, buf, pos, in.length);
            pos += in.length;
        }
    }

    // ---- names and members -------------------------------------------------------------

    /**
     * The output offset where a call writing the string value s starts. When part of the
     * string could leave for the OutputStream before its end (so a failure could not be
     * rolled back), first checks it for an unpaired surrogate (under REJECT), so that the
     * call fails before writing anything. {@link #nameStart} and {@link #memberValueStart}
     * do the same for a name and for a member's string value.
     */
    final long valueStart(String s) {
        if (unpairedMayFlush(s, 0)) {
            checkValueAllowed();
            throw fail(ErrorKind.INVALID_VALUE, "unpaired surrogate in a string", PTR_NEXT, null);
        }
        return flushed + pos;
    }

    /** Like {@link #valueStart} for a member name. */
    final long nameStart(String name) {
        if (unpairedMayFlush(name, 0)) {
            int c = ctx;
            if (c != OBJ_FIRST_NAME && c != OBJ_NEXT_NAME) {
                throw misplacedName(c);
            }
            throw fail(ErrorKind.INVALID_VALUE, "unpaired surrogate in a name", PTR_OWN, null);
        }
        return flushed + pos;
    }

    /** Like {@link #valueStart} for the string value of a member written in one call. */
    final long memberValueStart(EncodedName name, String value) {
        if (name != null && unpairedMayFlush(value, Math.max(name.length, name.htmlLength) + 9)) {
            throw memberRefused(name, "unpaired surrogate in a string");
        }
        return flushed + pos;
    }

    /**
     * Whether s holds an unpaired surrogate that writing it (after extra other bytes) could
     * flush in part before reaching it: an OutputStream target, REJECT, not enough room.
     */
    private boolean unpairedMayFlush(String s, int extra) {
        if (out == null || replaceInvalid) {
            return false;
        }
        long need = 6L * s.length() + extra + ROOM + (indent == null ? 0 : 1 + (long) (depth + 1) * indent.length)
                + (topLevelSeparator == null ? 0 : topLevelSeparator.length);
        return need > buf.length - pos && StringInput.scanChars(s);
    }

    /**
     * Writes the separator and the name of a member whose value follows at once, and returns
     * the position for the value, with ROOM bytes of room. The state becomes "after a value"
     * directly: the caller writes exactly one scalar.
     */
    final int memberStart(EncodedName name) {
        int q = putShortName(name, ROOM);
        if (q >= 0) {
            ctx = OBJ_NEXT_NAME;
            return q;
        }
        putEncodedName(name);
        ensure(ROOM);
        beforeValue();
        return pos;
    }

    /**
     * Writes the separator and a pre-encoded name of at most {@link #SHORT_NAME} bytes at
     * pos, when the output is compact, a name is due and there is room for it and
     * {@code room} more bytes, and returns the position after it; else returns -1 with
     * nothing written (the general path then writes it, or refuses it). Records the name's
     * offset; the caller sets the state.
     */
    private int putShortName(EncodedName name, int room) {
        int c = ctx;
        if ((c != OBJ_NEXT_NAME && c != OBJ_FIRST_NAME) || indent != null || name == null) {
            return -1;
        }
        boolean h = htmlNames;
        int len = h ? name.htmlLength : name.length;
        long w0 = h ? name.html0 : name.plain0;
        long w1 = h ? name.html1 : name.plain1;
        int p = pos;
        byte[] b = buf;
        if (len > SHORT_NAME || b.length - p < len + room + 8) {
            return -1;
        }
        b[p] = ','; // overwritten by the quote when this is the first name
        int q = p + (c == OBJ_NEXT_NAME ? 1 : 0);
        // Up to 16 bytes from the name's fields, the rest (names past 16 bytes) from its
        // array, 8 at a time: up to max(16, len + 7) bytes, those past len garbage to be
        // overwritten.
        ByteViews.LONGS.set(b, q, w0);
        ByteViews.LONGS.set(b, q + 8, w1);
        if (len > 16) {
            copyNameRest(h ? name.html : name.plain, len, b, q);
        }
        nameAt[LEAD + depth] = flushed + q;
        return q + len;
    }

    /** Copies bytes 16 to len of a pre-encoded name n to b at q, eight at a time. */
    private static void copyNameRest(byte[] n, int len, byte[] b, int q) {
        for (int i = 16; i < len; i += 8) {
            ByteViews.LONGS.set(b, q + i, (long) ByteViews.LONGS.get(n, i));
        }
    }

    /**
     * The whole of a member with a string value in one call, when the output is compact, a
     * name is due, the name is short and the buffer has room for the value fully escaped:
     * returns true with the member written, else false with nothing written. Fewer calls
     * than the general path (memberStart, putShortName, putEscaped), none of which C2
     * inlines into the codecs' write methods: their compiled code is too big. Record2 writes
     * through bind codecs 1.02x on JDK 17 and 1.05x on JDK 25 (docs/design/stream.md).
     */
    final boolean putShortMember(EncodedName name, String value) {
        int n = value.length();
        int q = n <= CHUNK ? putShortName(name, 6 * n + 9) : -1; // the quotes, and 6 bytes a char
        if (q < 0) {
            return false;
        }
        byte[] b = buf;
        ctx = OBJ_NEXT_NAME;
        b[q++] = '"';
        int i = plainPrefix(value, n, b, q);
        if (i == n) {
            b[q + n] = '"';
            pos = q + n + 1;
            return true;
        }
        stringStart = flushed + pos; // pos is still at the separator: an error rolls the member back
        pos = q + i;
        putRest(value, i, n, false);
        buf[pos++] = '"';
        return true;
    }

    /** Writes a pre-encoded member name and {@code :}; the next call writes its value. */
    final void putName(EncodedName name) {
        int q = putShortName(name, ROOM);
        if (q >= 0) {
            pos = q;
            ctx = OBJ_VALUE;
            return;
        }
        putEncodedName(name);
    }

    /** The error for a member refused before anything of it is written: misplaced, or detail at /name. */
    final JsonException memberRefused(EncodedName name, String detail) {
        int c = ctx;
        if (c != OBJ_FIRST_NAME && c != OBJ_NEXT_NAME) {
            return misplacedName(c);
        }
        if (name == null) {
            return fail(ErrorKind.INVALID_VALUE, "null member name", PTR_NEXT, null);
        }
        return failWith(ErrorKind.INVALID_VALUE, detail,
                pointer(PTR_OWN) + JsonStreamErrors.memberSegment(name.name()), null, flushed + pos);
    }

    final JsonException notFinite(double v) {
        checkValueAllowed();
        return fail(ErrorKind.INVALID_VALUE, "cannot write " + v + " as JSON", PTR_NEXT, null);
    }

    /** writeField after a cache miss: compact output, a name due. */
    final void writeFieldMissed(String name, int h, NameCache nc, int c) {
        if (putPlainName(name, c)) {
            int len = name.length() + 3; // "name":
            nc.missed(name, h, buf, pos - len, len);
            return;
        }
        writeFieldEscaped(name);
    }

    /** writeField without the cache (made here on the first call; bypassed while paused). */
    final void writeFieldUncached(String name) {
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
        nameAt[LEAD + depth] = flushed + q;
        ctx = OBJ_VALUE;
        return true;
    }

    /** writeField's general path: any name, any place (misplaced names are refused here). */
    final void writeFieldEscaped(String name) {
        ensure(ROOM);
        long call = nameStart(name);
        beforeName();
        long start = flushed + pos;
        stringStart = call;
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

    /** Writes a pre-encoded member name and {@code :} (the general path: any place, any layout). */
    final void putEncodedName(EncodedName name) {
        if (name == null) {
            throw fail(ErrorKind.INVALID_VALUE, "null member name", PTR_NEXT, null);
        }
        beforeName();
        long start = flushed + pos;
        if (htmlNames) {
            putBytes(name.html, 0, name.htmlLength);
        } else {
            putBytes(name.plain, 0, name.length);
        }
        if (indent != null) {
            ensure(1);
            buf[pos++] = ' ';
        }
        nameDone(start, name);
        ctx = OBJ_VALUE;
    }

    // ---- errors (cold) ------------------------------------------------------------------

    final JsonException misplacedEnd(int c, char end) {
        if (c == DEAD) {
            return error;
        }
        return fail(ErrorKind.INVALID_VALUE, JsonStreamErrors.misplacedEnd(c, end),
                c == OBJ_VALUE ? PTR_NEXT : PTR_OWN, null);
    }

    final JsonException misplacedName(int c) {
        if (c == DEAD) {
            return error;
        }
        return fail(ErrorKind.INVALID_VALUE, c == OBJ_VALUE
                ? "a member name where the value of the last one is due"
                : "a member name outside an object", c == OBJ_VALUE ? PTR_NEXT : PTR_OWN, null);
    }

    /** The error for an unpaired surrogate: the call is rolled back to {@link #stringStart}. */
    @Override
    final JsonException invalidString(boolean isName, String detail) {
        long start = stringStart;
        boolean buffered = start >= flushed;
        JsonException e = failAt(ErrorKind.INVALID_VALUE, detail, isName ? PTR_OWN : PTR_CURRENT, null,
                buffered ? start : flushed + pos);
        if (buffered) { // roll back the whole call, separator included
            pos = (int) (start - flushed);
        }
        return e;
    }

    @Override
    final JsonException ioFailure(IOException e) {
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

    /** Builds the error at the current output offset, makes it sticky and returns it. */
    final JsonException fail(ErrorKind kind, String detail, int ptr, Throwable cause) {
        return failAt(kind, detail, ptr, cause, flushed + pos);
    }

    /** Builds the error at output offset {@code offset}, makes it sticky and returns it. */
    final JsonException failAt(ErrorKind kind, String detail, int ptr, Throwable cause, long offset) {
        if (error != null) {
            return error;
        }
        return failWith(kind, detail, pointer(ptr), cause, offset);
    }

    /** Makes the error with this pointer sticky and returns it (unless one is already). */
    final JsonException failWith(ErrorKind kind, String detail, String pointer, Throwable cause, long offset) {
        if (error != null) {
            return error;
        }
        JsonException e = new JsonException(kind, offset, pointer, detail, "", cause);
        error = e;
        ctx = DEAD;
        return e;
    }

    /** The JSON Pointer of the place, built from the level stack (cold path). */
    final String pointer(int ptr) {
        String[] names = new String[depth + 1];
        for (int i = 0; i <= depth; i++) {
            names[i] = nameOf(i);
        }
        return JsonStreamErrors.pointer(java.util.Arrays.copyOfRange(levels, LEAD, LEAD + depth), names, depth, ctx, count, names[depth], ptr);
    }

    /** The last complete member name written at level i, or null (cold path). */
    private String nameOf(int i) {
        long at = nameAt[LEAD + i];
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
            flushedNames = new String[levelRoom(nameAt)];
        }
        return flushedNames;
    }

    /** A nameAt array with room for n levels, every slot -1. */
    private static long[] newNameAt(int n) {
        long[] a = newLevels(n);
        java.util.Arrays.fill(a, -1L);
        return a;
    }

    /** Saves the names whose bytes are about to leave the buffer for the OutputStream. */
    @Override
    final void beforeFlush() {
        long end = flushed + pos;
        for (int i = 0; i <= depth; i++) {
            long at = nameAt[LEAD + i];
            if (at >= flushed && at < end) {
                keptNames()[i] = JsonStreamErrors.decodeName(buf, (int) (at - flushed), pos);
            }
        }
    }
}
