package dev.riffle;

import dev.riffle.internal.ByteViews;

/**
 * The encodings {@code "name":} of member names a {@link JsonStream} wrote recently, so that
 * a name written again (the members of every element of an array of objects, a string
 * constant in hand-written code) costs a compare and a 32-byte copy instead of an encoding
 * pass. Exact: an entry matches the {@code String} it was made from (by identity, the common
 * case) or one equal to it ({@link String#equals}); the hash code only picks the set and
 * filters candidates, and is kept per entry so that a miss touches no other String.
 *
 * <p>Two-way set-associative, at most {@link #WIDTH} encoded bytes per entry, owned by one
 * stream (whose config fixes the escaping). A name enters an empty way at once, and a full
 * set the second time in a row it misses there (so names that never repeat cost an int
 * store each, never a reference store with its GC write barrier). The table starts at
 * {@link #MIN_ENTRIES} entries and doubles, up to {@link #MAX_ENTRIES}, when it keeps
 * replacing entries. Bounded: at most {@code MAX_ENTRIES} names are kept alive, as long as
 * the stream.
 *
 * <p>Adaptive: when fewer than a quarter of the lookups in a window of {@link #WINDOW} names
 * hit (names that do not repeat, or a working set larger than the table), the cache is
 * bypassed for the next {@link #PAUSE} names, which then cost no hash code and no lookup.
 */
final class NameCache {
    /** Room per entry: the longest cached encoding {@code "name":} in bytes (a multiple of 8). */
    static final int WIDTH = 32;
    /** The longest name that can be cached, in chars (plain ASCII: quotes and colon make WIDTH). */
    static final int MAX_NAME = WIDTH - 3;
    /** Entries at first (two per set). */
    static final int MIN_ENTRIES = 64;
    /** Entries at most. */
    static final int MAX_ENTRIES = 512;
    /** Lookups per window of the hit-rate check. */
    static final int WINDOW = 256;
    /** Names written without the cache after a window with a low hit rate. */
    static final int PAUSE = 64 * WINDOW;
    private static final int GOLDEN = 0x9E3779B9;

    /** 32 - log2(number of sets). */
    private int shift;
    /** The name of each entry (set s has entries 2s and 2s+1, the newer first), or null. */
    private String[] keys;
    /** Per entry: the hash code of its name. */
    private int[] hashes;
    /** Per entry: the encoded length. */
    private byte[] lengths;
    /** The encodings, WIDTH bytes per entry, zero-padded. */
    private byte[] bytes;
    /** Per set: the hash of the last name that missed there (the second-sighting filter). */
    private int[] seen;
    /** Entries replaced since the table was made (drives growth). */
    private int replaced;

    /** Names left to write without the cache (see the class comment). */
    int paused;
    /** Lookups left in the current window, and hits in it so far. */
    private int window = WINDOW;
    private int hits;

    NameCache() {
        allocate(MIN_ENTRIES);
    }

    private void allocate(int entries) {
        int sets = entries / 2;
        shift = 32 - Integer.numberOfTrailingZeros(sets);
        keys = new String[entries];
        hashes = new int[entries];
        lengths = new byte[entries];
        bytes = new byte[entries * WIDTH];
        seen = new int[sets];
        replaced = 0;
    }

    /** Returns the entry holding name (hash h), or -1; counts the lookup for the hit rate. */
    int find(String name, int h) {
        if (--window == 0) {
            endWindow();
        }
        int e = ((h * GOLDEN) >>> shift) << 1;
        String k = keys[e];
        if (k == name || hashes[e] == h && k != null && k.equals(name)) {
            hits++;
            return e;
        }
        k = keys[e + 1];
        if (k == name || hashes[e + 1] == h && k != null && k.equals(name)) {
            hits++;
            return e + 1;
        }
        return -1;
    }

    /** Copies entry e's encoding to b[q] (WIDTH bytes: the caller has made room); returns its length. */
    int copy(int e, byte[] b, int q) {
        byte[] from = bytes;
        int at = e * WIDTH;
        ByteViews.LONGS.set(b, q, (long) ByteViews.LONGS.get(from, at));
        ByteViews.LONGS.set(b, q + 8, (long) ByteViews.LONGS.get(from, at + 8));
        ByteViews.LONGS.set(b, q + 16, (long) ByteViews.LONGS.get(from, at + 16));
        ByteViews.LONGS.set(b, q + 24, (long) ByteViews.LONGS.get(from, at + 24));
        return lengths[e];
    }

    private void endWindow() {
        if (hits < WINDOW / 4) {
            paused = PAUSE;
        }
        window = WINDOW;
        hits = 0;
    }

    /**
     * After a miss for name (hash h) whose encoding of len bytes was just written at
     * out[from]: enters it per the policy in the class comment.
     */
    void missed(String name, int h, byte[] out, int from, int len) {
        if (len > WIDTH) {
            return;
        }
        int set = (h * GOLDEN) >>> shift;
        int e = set << 1;
        if (keys[e + 1] != null) {
            if (seen[set] != h) {
                seen[set] = h;
                return;
            }
            if (++replaced > keys.length && keys.length < MAX_ENTRIES) {
                allocate(keys.length * 2); // thrashing: start again, twice as large
                missed(name, h, out, from, len);
                return;
            }
        }
        // The newer entry moves to the second way; the name takes the first.
        keys[e + 1] = keys[e];
        hashes[e + 1] = hashes[e];
        lengths[e + 1] = lengths[e];
        System.arraycopy(bytes, e * WIDTH, bytes, (e + 1) * WIDTH, WIDTH);
        int at = e * WIDTH;
        System.arraycopy(out, from, bytes, at, len);
        java.util.Arrays.fill(bytes, at + len, at + WIDTH, (byte) 0);
        lengths[e] = (byte) len;
        hashes[e] = h;
        keys[e] = name;
    }
}
