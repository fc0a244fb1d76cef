package dev.riffle;

import dev.riffle.internal.ByteViews;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A fixed set of member names, encoded to UTF-8 once, for allocation-free matching with
 * {@link JsonIterator#fieldMatch(FieldNames)}. Matching compares the length first and then
 * every byte, so two names can never be confused (no hash-only matching). Immutable and
 * safe to share between threads.
 */
public final class FieldNames {
    private final byte[][] names;
    /** Open-addressing table: slot -> name index + 1, or 0 when empty. */
    private final int[] slots;
    /** Per slot: the name's length, first eight bytes and last eight bytes (see {@link #key}). */
    private final int[] slotLen;
    private final long[] slotHead;
    private final long[] slotTail;
    private final int shift;
    /** The slot hash reads the middle of long names too (see the constructor). */
    private final boolean wholeNames;
    /**
     * Per name, for {@link #expectedAt}: the length of the name with its closing quote, or 0
     * when the name is not expected-able (it holds a quote, backslash or control byte, which
     * a raw comparison would let through unchecked); and that quoted name's first two words,
     * little-endian and zero-padded, with the masks of the bytes that belong to it.
     */
    private final int[] quotedLen;
    private final long[] word0, mask0, word1, mask1;
    /**
     * A filter in front of the table: the bit {@link #startBit} gives for each name's length
     * and first byte is set. Most member names that are no name of the set (they come in
     * runs: a type binds a few members of a larger object) miss with this one test, before
     * their words are read and hashed.
     */
    private final long starts;

    /** {@link JsonIterator#nextFieldMatch}'s result for a member name not in the set. */
    public static final int UNKNOWN = -1;
    /** {@link JsonIterator#nextFieldMatch}'s result at the end of the object. */
    public static final int END = -2;

    private FieldNames(String[] names) {
        this.names = new byte[names.length][];
        for (int i = 0; i < names.length; i++) {
            this.names[i] = names[i].getBytes(StandardCharsets.UTF_8);
            if (StringInput.hasUnpairedSurrogate(names[i], this.names[i])) {
                // The JDK wrote it as '?': the name would match a different member name.
                throw new IllegalArgumentException("member name " + i + " holds an unpaired surrogate char,"
                        + " so it can match no member name");
            }
        }
        int bits = 1;
        while ((1 << bits) < 2 * names.length) {
            bits++;
        }
        int size = 1 << bits;
        shift = 64 - bits;
        slots = new int[size];
        slotLen = new int[size];
        slotHead = new long[size];
        slotTail = new long[size];
        // The slot hash reads a name's length and first and last eight bytes. Names alike
        // in those (collide-00000001-riffle!, collide-00000002-riffle!, ...) would share
        // one slot and make the build quadratic (finding F2, docs/robustness.md): a build
        // whose probes pass a linear budget is given up, and the names are then hashed
        // with their middle bytes too (wholeNames). Usual sets keep the cheaper hash.
        boolean whole = !insertAll(false);
        if (whole) {
            Arrays.fill(slots, 0);
            insertAll(true);
        }
        wholeNames = whole;
        long st = 0;
        for (byte[] name : this.names) {
            st |= startBit(name.length, name.length > 0 ? name[0] : 0);
        }
        starts = st;
        int n = names.length;
        quotedLen = new int[n];
        word0 = new long[n];
        mask0 = new long[n];
        word1 = new long[n];
        mask1 = new long[n];
        for (int i = 0; i < n; i++) {
            byte[] name = this.names[i];
            if (!plain(name)) {
                continue;
            }
            byte[] q = Arrays.copyOf(name, name.length + 1);
            q[name.length] = '"';
            quotedLen[i] = q.length;
            word0[i] = head(q, 0, q.length);
            mask0[i] = q.length >= 8 ? -1L : (1L << (q.length << 3)) - 1;
            if (q.length > 8) {
                word1[i] = head(q, 8, q.length - 8);
                mask1[i] = q.length >= 16 ? -1L : (1L << ((q.length - 8) << 3)) - 1;
            }
        }
    }

    /** Whether the name holds no quote, backslash or control byte (its UTF-8 is well-formed by construction). */
    private static boolean plain(byte[] name) {
        for (byte c : name) {
            if ((c & 0xFF) < 0x20 || c == '"' || c == '\\') {
                return false;
            }
        }
        return true;
    }

    /**
     * Inserts every name into the table with the hash of {@code whole}; without it, gives up
     * and returns false once the probes pass a linear budget.
     */
    private boolean insertAll(boolean whole) {
        int budget = 4 * names.length + 64;
        int probes = 0;
        int mask = slots.length - 1;
        for (int i = 0; i < names.length; i++) {
            byte[] n = names[i];
            long head = head(n, 0, n.length);
            long tail = tail(n, 0, n.length);
            int h = slotOf(n, 0, n.length, head, tail, whole);
            boolean dup = false;
            while (slots[h] != 0) {
                dup |= Arrays.equals(names[slots[h] - 1], n);
                h = (h + 1) & mask;
                if (++probes > budget && !whole) {
                    return false;
                }
            }
            if (!dup) {
                slots[h] = i + 1;
                slotLen[h] = n.length;
                slotHead[h] = head;
                slotTail[h] = tail;
            }
        }
        return true;
    }

    /** The bit of {@link #starts} for a name of len bytes whose first byte is c (0 for the empty name). */
    private static long startBit(int len, byte c) {
        return 1L << ((c & 0xFF) + len * 37); // the shift count is taken mod 64
    }

    /** The first min(len, 8) bytes of b[off..] as a little-endian long, zero-padded. */
    private static long head(byte[] b, int off, int len) {
        if (off + 8 <= b.length) {
            long w = (long) ByteViews.LONGS.get(b, off);
            return len >= 8 ? w : w & ((1L << (len << 3)) - 1);
        }
        long w = 0;
        for (int k = Math.min(len, 8) - 1; k >= 0; k--) {
            w = (w << 8) | (b[off + k] & 0xFF);
        }
        return w;
    }

    /** The last eight bytes of a name longer than eight bytes, else 0. */
    private static long tail(byte[] b, int off, int len) {
        return len > 8 ? (long) ByteViews.LONGS.get(b, off + len - 8) : 0;
    }

    /**
     * For a name over 16 bytes, a hash of the bytes between its first and last eight (in
     * eight-byte steps, the last step overlapping), else 0: the part of the slot hash that
     * only a set built with {@code wholeNames} uses. A match still compares those bytes.
     */
    private static long middle(byte[] b, int off, int len) {
        if (len <= 16) {
            return 0;
        }
        long h = 0;
        int end = off + len - 8;
        for (int p = off + 8;; p += 8) {
            if (p > end - 8) {
                p = end - 8; // the last step: the eight bytes before the tail (they may overlap the head)
            }
            h = (h ^ (long) ByteViews.LONGS.get(b, p)) * 0xC2B2AE3D27D4EB4FL;
            if (p == end - 8) {
                return h;
            }
        }
    }

    /** The first slot of the name b[off, off+len) whose head and tail words are given. */
    private int slotOf(byte[] b, int off, int len, long head, long tail, boolean whole) {
        return slot(head, whole ? tail ^ middle(b, off, len) : tail, len);
    }

    private int slot(long head, long tail, int len) {
        return (int) (((head ^ (tail * 0x2545F4914F6CDD1DL)) + len) * 0x9E3779B97F4A7C15L >>> shift);
    }

    /**
     * Returns a set of the given names; index i in matches is {@code names[i]} (the first of
     * duplicates).
     *
     * @throws IllegalArgumentException if a name holds an unpaired surrogate char: no JSON
     *                                  member name decodes to one, and the JDK's UTF-8 encoder
     *                                  would turn it into {@code '?'} and match another name
     */
    public static FieldNames of(String... names) {
        return new FieldNames(names.clone());
    }

    /** Returns how many names were given. */
    public int size() {
        return names.length;
    }

    /** Returns the name at index i. */
    public String name(int i) {
        return new String(names[i], StandardCharsets.UTF_8);
    }

    /**
     * Returns the length of name i with its closing quote when the member name whose first
     * byte is b[p] is name i, compared as raw bytes up to and including that quote, else 0
     * (also for an i that is no name's index). A name that is not plain (see the
     * constructor), or longer than {@code max} bytes, is never found here: the caller then
     * scans the name. No byte is read at or past {@code lim}.
     */
    int expectedAt(int i, byte[] b, int p, int lim, int max) {
        if (i < 0 || i >= quotedLen.length) {
            return 0;
        }
        int n = quotedLen[i];
        if (n == 0 || n > max + 1) {
            return 0;
        }
        if (p + 16 > lim) {
            return expectedNearEnd(i, n, b, p, lim);
        }
        if ((((long) ByteViews.LONGS.get(b, p) ^ word0[i]) & mask0[i]) != 0) {
            return 0;
        }
        if (n <= 8) {
            return n;
        }
        if ((((long) ByteViews.LONGS.get(b, p + 8) ^ word1[i]) & mask1[i]) != 0) {
            return 0;
        }
        if (n <= 16) {
            return n;
        }
        byte[] name = names[i];
        return p + n <= lim && Arrays.equals(name, 16, name.length, b, p + 16, p + n - 1) && b[p + n - 1] == '"' ? n : 0;
    }

    /**
     * {@link #expectedAt} within 16 bytes of {@code lim}, where the two words cannot be read:
     * the name and its quote compared byte by byte (the last member of every document).
     */
    private int expectedNearEnd(int i, int n, byte[] b, int p, int lim) {
        byte[] name = names[i];
        return p + n <= lim && Arrays.equals(name, 0, n - 1, b, p, p + n - 1) && b[p + n - 1] == '"' ? n : 0;
    }

    /**
     * Returns the index of the name equal to {@code b[off, off+len)}, or -1. The hash only
     * picks the slot; a match needs the same length and the same bytes (compared as the
     * first and last eight bytes, and byte by byte between them for names over 16 bytes).
     */
    int indexOf(byte[] b, int off, int len) {
        if (b == null || (starts & startBit(len, len > 0 ? b[off] : 0)) == 0) {
            return -1;
        }
        long head = head(b, off, len);
        long tail = tail(b, off, len);
        int m = slots.length - 1;
        for (int h = slotOf(b, off, len, head, tail, wholeNames);; h = (h + 1) & m) {
            int i = slots[h];
            if (i == 0) {
                return -1;
            }
            if (slotLen[h] == len && slotHead[h] == head && slotTail[h] == tail
                    && (len <= 16 || Arrays.equals(names[i - 1], 8, len - 8, b, off + 8, off + len - 8))) {
                return i - 1;
            }
        }
    }
}
