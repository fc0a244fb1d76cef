package dev.riffle;

import dev.riffle.internal.Utf8;
import java.io.IOException;
import java.io.OutputStream;

/**
 * The byte buffer under {@link JsonStream}: a growable array, or a fixed chunk flushed to an
 * {@code OutputStream}, and the UTF-8 string encoder that writes into it. Package-private;
 * {@link JsonStream} adds the structure and the public API.
 */
abstract class JsonStreamBuffer extends LinePadding {
    // What the current level expects next.
    static final int TOP_START = 0;      // the top-level value
    static final int TOP_DONE = 1;       // nothing: the text is complete
    static final int ARR_FIRST = 2;      // the first element
    static final int ARR_NEXT = 3;       // ',' and an element, or ']'
    static final int OBJ_FIRST_NAME = 4; // the first name, or '}'
    static final int OBJ_NEXT_NAME = 5;  // ',' and a name, or '}'
    static final int OBJ_VALUE = 6;      // the value of the name just written
    static final int DEAD = 7;           // nothing: an error was raised

    // Which place an error's JSON Pointer names.
    static final int PTR_OWN = 0;     // the container's own pointer
    static final int PTR_NEXT = 1;    // the value about to be written
    static final int PTR_CURRENT = 2; // the value whose first byte was just written

    /** Chunk size for an OutputStream target. */
    static final int STREAM_BUFFER_SIZE = 8192;
    /** Initial size of a growable array. */
    static final int ARRAY_BUFFER_SIZE = 512;

    /** How to escape each ASCII char: 0 none, 'u' as {@code \}{@code u00XX}, else the letter after '\'. */
    private static final byte[] ESCAPE = escapeTable(false);
    private static final byte[] ESCAPE_HTML = escapeTable(true);
    private static final byte[] STOP = stopTable(ESCAPE);
    private static final byte[] STOP_HTML = stopTable(ESCAPE_HTML);
    private static final byte[] HEX = {'0', '1', '2', '3', '4', '5', '6', '7', '8', '9',
                                       'a', 'b', 'c', 'd', 'e', 'f'};

    private static byte[] escapeTable(boolean html) {
        byte[] t = new byte[128];
        for (int c = 0; c < 0x20; c++) {
            t[c] = 'u';
        }
        t['\b'] = 'b';
        t['\t'] = 't';
        t['\n'] = 'n';
        t['\f'] = 'f';
        t['\r'] = 'r';
        t['"'] = '"';
        t['\\'] = '\\';
        if (html) {
            t['<'] = 'u';
            t['>'] = 'u';
            t['&'] = 'u';
        }
        return t;
    }

    private static byte[] stopTable(byte[] escape) {
        byte[] t = new byte[0x81];
        for (int c = 0; c < 0x80; c++) {
            t[c] = (byte) (escape[c] != 0 ? 1 : 0);
        }
        t[0x80] = 1;
        return t;
    }

    /** The bytes written and not yet flushed: buf[0, pos). */
    byte[] buf;
    int pos;
    /** Bytes already handed to {@link #out}. */
    long flushed;
    /** The target, or null for a growable array. */
    OutputStream out;
    final JsonConfig config;
    private final byte[] escape;
    /** 1 for each char below 0x80 that {@link #escape} escapes, and 1 at index 0x80 (every
     *  non-ASCII char, looked up at {@code min(c, 0x80)}); 0 elsewhere. */
    private final byte[] plainStop;
    final boolean replaceInvalid;
    /** Output offset at which the string being written began (for rolling back on error). */
    long stringStart;

    JsonStreamBuffer(OutputStream out, JsonConfig config) {
        this.out = out;
        this.config = java.util.Objects.requireNonNull(config, "config");
        this.buf = new byte[out == null ? ARRAY_BUFFER_SIZE : STREAM_BUFFER_SIZE];
        this.escape = config.escapeHtml() ? ESCAPE_HTML : ESCAPE;
        this.plainStop = config.escapeHtml() ? STOP_HTML : STOP;
        this.replaceInvalid = config.invalidUtf8() == JsonConfig.InvalidUtf8.REPLACE;
    }

    /**
     * Switches to the OutputStream target out, keeping the buffer memory (grown to
     * {@link #STREAM_BUFFER_SIZE} if smaller). The caller resets the position.
     */
    final void retarget(OutputStream out) {
        this.out = out;
        if (buf.length < STREAM_BUFFER_SIZE) {
            buf = new byte[STREAM_BUFFER_SIZE];
        }
    }

    /** Builds (and makes sticky) the error for an unpaired surrogate in the string being written. */
    abstract JsonException invalidString(boolean isName, String detail);

    /** Builds (and makes sticky) the error for a failed write to the OutputStream. */
    abstract JsonException ioFailure(IOException e);

    /** Called before buf[0, pos) is handed to the OutputStream (saves what errors need of it). */
    abstract void beforeFlush();

    /** Makes sure n bytes can be put at pos. */
    final void ensure(int n) {
        if (buf.length - pos < n) {
            makeRoom(n);
        }
    }

    /** Flushes (stream) or grows (array) so that n bytes fit; a stream buffer grows only
     *  for a single piece larger than itself. */
    final void makeRoom(int n) {
        if (out != null) {
            flushBuffer();
            if (buf.length >= n) {
                return;
            }
        }
        long want = Math.max(2L * buf.length, (long) pos + n);
        if (want > Integer.MAX_VALUE - 16) {
            want = (long) pos + n;
            if (want > Integer.MAX_VALUE - 16) {
                throw new OutOfMemoryError("riffle: JSON output larger than a byte array can hold");
            }
        }
        buf = java.util.Arrays.copyOf(buf, (int) want);
    }

    /** Writes buf[0, pos) to the OutputStream. */
    final void flushBuffer() {
        if (pos == 0) {
            return;
        }
        beforeFlush();
        try {
            out.write(buf, 0, pos);
        } catch (IOException e) {
            throw ioFailure(e);
        }
        flushed += pos;
        pos = 0;
    }

    /** Writes b[off, off+len) as is, directly to the OutputStream when it is large. */
    final void putBytes(byte[] b, int off, int len) {
        if (buf.length - pos < len) {
            if (out != null && len > buf.length) {
                flushBuffer();
                try {
                    out.write(b, off, len);
                } catch (IOException e) {
                    throw ioFailure(e);
                }
                flushed += len;
                return;
            }
            makeRoom(len);
        }
        System.arraycopy(b, off, buf, pos, len);
        pos += len;
    }

    /**
     * Writes the chars of s as a JSON string body (no quotes), escaped per the config and
     * encoded as UTF-8. A short string's leading run of plain ASCII is copied first, read
     * with {@code charAt}; the rest, and a long string, is copied out with {@code getChars}
     * (an intrinsic) into a scratch array, a short string at once and a long one in chunks of
     * at most {@link #CHUNK} chars, so it never needs more than the buffer.
     */
    final void putEscaped(String s, boolean isName) {
        final int n = s.length();
        final byte[] b = buf;
        final int p = pos;
        if (n <= CHUNK && 6 * n + 3 <= b.length - p) { // short: one chunk
            // The plain-ASCII run here, so that a plain string never calls Utf8.encode, which is
            // too big for C2 to inline (a call with seven arguments per string).
            int i = plainPrefix(s, n, b, p);
            pos = p + i;
            if (i < n) {
                putRest(s, i, n, isName);
            }
            return;
        }
        putLong(s, n, isName);
    }

    /**
     * Writes the chars of the short string (or name) s from index i (where its plain run ended) at
     * pos, escaped; the caller has made room for all of it (6 bytes per char and 3 more).
     */
    final void putRest(String s, int i, int n, boolean isName) {
        char[] cs = scratch(n);
        s.getChars(0, n, cs, 0);
        putChunk(cs, i, n, 0, isName);
    }

    /**
     * Copies the n chars of s to b at q when every one is ASCII needing no escape, and
     * returns true; returns false as soon as one is not (the bytes copied so far are then
     * garbage past pos, to be overwritten). The caller has made n bytes of room at q.
     */
    final boolean putPlain(String s, int n, byte[] b, int q) {
        return plainPrefix(s, n, b, q) == n;
    }

    /**
     * Copies the chars of s[0, n) to b at q as bytes and returns n when every one is ASCII
     * needing no escape; otherwise returns the length of the leading run of such chars (the
     * bytes past it are garbage past pos, to be overwritten). The caller has made n bytes of
     * room at q.
     *
     * <p>The copy loop has no early exit: each char is copied, and its escape class, read
     * from {@link #plainStop} at {@code min(c, 0x80)}, is or-ed into one flag tested after
     * the loop. C2 (JDK 17) compiles that to about 9 instructions a char, against about 16
     * for a loop that tests each char and stops at the first one to escape (callgrind, the
     * nineteen strings of Record2: 161 against 213 instructions a string;
     * docs/design/stream.md). Only a
     * string that needs an escape pays a second, stopping scan for its plain run.
     */
    final int plainPrefix(String s, int n, byte[] b, int q) {
        final byte[] stop = plainStop;
        int flags = 0;
        for (int i = 0; i < n; i++) {
            int c = s.charAt(i);
            b[q + i] = (byte) c;
            flags |= stop[Math.min(c, 0x80)];
        }
        return flags == 0 ? n : plainRun(s, n, stop);
    }

    /** The length of s's leading run of chars that are ASCII needing no escape. */
    private static int plainRun(String s, int n, byte[] stop) {
        int i = 0;
        while (i < n && stop[Math.min(s.charAt(i), 0x80)] == 0) {
            i++;
        }
        return i;
    }

    private void putLong(String s, int n, boolean isName) {
        int i = 0;
        while (i < n) {
            int room = (buf.length - pos) / 6; // 6 bytes: the longest output of one char
            int rest = n - i;
            if (room < rest && room < CHUNK) {
                makeRoom(6 * Math.min(rest, CHUNK));
                room = (buf.length - pos) / 6;
            }
            int end = i + Math.min(Math.min(room, rest), CHUNK);
            if (end < n && Character.isHighSurrogate(s.charAt(end - 1))) {
                end--; // keep a pair in one chunk
            }
            char[] cs = scratch(end - i);
            s.getChars(i, end, cs, 0);
            putChunk(cs, 0, end - i, i, isName);
            i = end;
        }
    }

    /** Chars per chunk of {@link #putEscaped}. */
    static final int CHUNK = 512;
    /** The chars of the string being written; made on the first string and grown to at most {@link #CHUNK}. */
    private char[] chars;

    /**
     * The scratch chars, at least n long (n at most {@link #CHUNK}): sized to the strings
     * written and doubled as needed, so that a new stream writing short strings allocates a
     * few dozen bytes for them, not {@link #CHUNK} chars.
     */
    private char[] scratch(int n) {
        char[] cs = chars;
        if (cs == null || cs.length < n) {
            chars = cs = new char[Math.min(CHUNK, Math.max(n, cs == null ? 32 : 2 * cs.length))];
        }
        return cs;
    }

    /** Encodes cs[from, end) at pos; cs[0] is the char at index base of the string. */
    private void putChunk(char[] cs, int from, int end, int base, boolean isName) {
        final byte[] b = buf;
        final byte[] esc = escape;
        int p = pos;
        int i = from;
        while (true) {
            long r = Utf8.encode(cs, i, end, b, p, esc, true);
            i = (int) (r >>> 32);
            p = (int) r;
            if (i == end) {
                break;
            }
            char c = cs[i++];
            if (c < 0x80) {
                byte e = esc[c];
                if (e != 'u') {
                    b[p] = '\\';
                    b[p + 1] = e;
                    p += 2;
                } else {
                    p = putUnicodeEscape(b, p, c);
                }
            } else if (c == 0x2028 || c == 0x2029) {
                p = putUnicodeEscape(b, p, c);
            } else {
                pos = p;
                p = unpaired(b, p, c, base + i - 1, isName);
            }
        }
        pos = p;
    }

    private static int putUnicodeEscape(byte[] b, int p, char c) {
        b[p] = '\\';
        b[p + 1] = 'u';
        b[p + 2] = HEX[c >> 12];
        b[p + 3] = HEX[c >> 8 & 0xF];
        b[p + 4] = HEX[c >> 4 & 0xF];
        b[p + 5] = HEX[c & 0xF];
        return p + 6;
    }

    /**
     * An unpaired surrogate at index i: under REPLACE the six characters {@code \}{@code ufffd}
     * (as Go's writer and encoding/json write a replacement; errors.md, finer rule 5), else
     * the error. Needs 6 bytes of room at p.
     */
    private int unpaired(byte[] b, int p, char c, int i, boolean isName) {
        if (replaceInvalid) {
            return putUnicodeEscape(b, p, (char) 0xFFFD);
        }
        throw invalidString(isName, String.format("unpaired surrogate U+%04X at index %d of a %s",
                (int) c, i, isName ? "name" : "string"));
    }

    /** Copies the chars of a plain-ASCII s as bytes (each char's low 8 bits). */
    @SuppressWarnings("deprecation")
    final void putAscii(String s) {
        final int n = s.length();
        for (int i = 0; i < n; ) {
            int room = buf.length - pos;
            if (room < n - i && room < 256) {
                makeRoom(Math.min(n - i, 256));
                room = buf.length - pos;
            }
            int k = Math.min(room, n - i);
            s.getBytes(i, i + k, buf, pos); // a plain array copy for a Latin-1 string
            pos += k;
            i += k;
        }
    }

    /** True when every char of s is ASCII and needs no escape under this config. */
    final boolean isPlain(String s) {
        return plainRun(s, s.length(), plainStop) == s.length();
    }
}
