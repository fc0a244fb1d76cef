package dev.riffle;

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
    /** byLength[len] = indexes of the names of that length, or null. */
    private final int[][] byLength;

    private FieldNames(String[] names) {
        this.names = new byte[names.length][];
        int max = 0;
        for (int i = 0; i < names.length; i++) {
            this.names[i] = names[i].getBytes(StandardCharsets.UTF_8);
            if (StringInput.hasUnpairedSurrogate(names[i], this.names[i])) {
                // The JDK wrote it as '?': the name would match a different member name.
                throw new IllegalArgumentException("member name " + i + " holds an unpaired surrogate char,"
                        + " so it can match no member name");
            }
            max = Math.max(max, this.names[i].length);
        }
        int[][] by = new int[max + 1][];
        for (int i = 0; i < names.length; i++) {
            int len = this.names[i].length;
            boolean dup = false;
            if (by[len] != null) {
                for (int j : by[len]) {
                    dup |= Arrays.equals(this.names[j], this.names[i]);
                }
            }
            if (dup) {
                continue;
            }
            by[len] = by[len] == null ? new int[] {i} : append(by[len], i);
        }
        this.byLength = by;
    }

    private static int[] append(int[] a, int v) {
        int[] r = Arrays.copyOf(a, a.length + 1);
        r[a.length] = v;
        return r;
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

    /** Returns the index of the name equal to {@code b[off, off+len)}, or -1. */
    int indexOf(byte[] b, int off, int len) {
        if (b == null || len >= byLength.length) {
            return -1;
        }
        int[] cands = byLength[len];
        if (cands == null) {
            return -1;
        }
        for (int i : cands) {
            byte[] n = names[i];
            int k = 0;
            while (k < len && n[k] == b[off + k]) {
                k++;
            }
            if (k == len) {
                return i;
            }
        }
        return -1;
    }
}
