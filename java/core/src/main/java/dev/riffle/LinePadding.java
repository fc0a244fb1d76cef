package dev.riffle;

/**
 * The first fields of {@link JsonIterator} and {@link JsonStream}: 68 bytes that are never
 * written, so that the fields written on every token begin a cache line past the start of
 * the object (the final classes end with 64 such bytes too).
 *
 * <p>Why: an iterator or stream reused by one thread (the fast way to use them) is long
 * lived, and the collector copies long-lived objects next to each other, whichever thread
 * uses them. Two threads' cursors in one 64-byte line make each token's store invalidate
 * the other core's copy of the line: on the reference's small scenarios with two threads,
 * some forks ran at half the speed of one thread and others at twice
 * ({@code docs/design/iterator-java.md}, "Threads"). Padding through the class hierarchy
 * is how JCTools keeps hot fields apart (the JDK's own classes use {@code @Contended},
 * which is internal to the JDK). HotSpot lays out a superclass's fields before its
 * subclasses', and fills the 4 bytes after the object header with the first 4-byte field
 * of the class that has them, here {@link #hole}. The layout is HotSpot's choice, not the
 * language's: on another JVM this costs 68 bytes per object and may not separate anything.
 */
abstract class LinePadding {
    /**
     * Unused slots before level 0 of the per-level arrays ({@code long[]}: the iterator's
     * kinds, indexes and name offsets, the stream's saved levels and name offsets), and at
     * least as many after the deepest level they have room for: level {@code d} is at
     * {@code [LEAD + d]}. Those arrays are written as the text is read or written (a level
     * per container, a name or an index per member or element), so the levels in use must
     * not share a cache line with another object either: 8 longs are 64 bytes.
     */
    static final int LEAD = 8;

    /** A per-level array with room for {@code levels} levels, at [LEAD, LEAD + levels). */
    static long[] newLevels(int levels) {
        return new long[LEAD + levels + LEAD];
    }

    /** How many levels a per-level array made by {@link #newLevels} has room for. */
    static int levelRoom(long[] a) {
        return a.length - 2 * LEAD;
    }

    /** {@code a} with room for {@code levels} levels, its levels in place. */
    static long[] growLevels(long[] a, int levels) {
        return java.util.Arrays.copyOf(a, LEAD + levels + LEAD);
    }

    /** The 4 bytes after a compressed object header (else HotSpot puts a subclass's hot int there). */
    int hole;
    long pad1, pad2, pad3, pad4, pad5, pad6, pad7, pad8;
}
