package dev.riffle.bind.spi;

import dev.riffle.FieldNames;
import dev.riffle.JsonIterator;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The member order a generated codec learns from the first object it reads, unknown
 * members included, so that later objects are matched where each name starts
 * ({@link JsonIterator#nextFieldMatch}) even where the model binds only some of their
 * members. The run-time codecs learn the same way (their unknown names, in
 * {@code ObjectCodec}); the Go twin is {@code go/bind_decode_order.go}.
 *
 * <p>Until an order is learned the codec matches its declared names ({@link #names()} is
 * {@code declared}, each index its own target). The first read to finish an object with
 * a {@link Recorder} publishes the names it met, in their order, followed by the declared
 * names it did not meet: every declared name stays in the set with its declared index as
 * target, and a learned unknown name has the target {@link FieldNames#UNKNOWN}, so the
 * codec skips its value as before. A name still matches only when every byte of it does.
 * Codecs whose unknown members fail do not use it.
 *
 * <p>Thread-safe: each read records on its own {@link Recorder}, and the order is
 * published once through a volatile field.
 */
public final class MemberOrder {
    /** The most members an order learns. */
    static final int MAX_MEMBERS = 64;
    /** How many reads may record an order before the codec stops trying. */
    static final int MAX_TRIES = 4;

    private final Names declared;
    private volatile Names names;
    private volatile int tries;

    /** Returns the order of a codec that matches {@code declared} and skips unknown members. */
    public MemberOrder(FieldNames declared) {
        int[] target = new int[declared.size()];
        for (int i = 0; i < target.length; i++) {
            target[i] = i;
        }
        this.declared = new Names(declared, target);
        this.names = this.declared;
    }

    /** Returns the names to match now: the declared ones, or the learned order. */
    public Names names() {
        return names;
    }

    /**
     * Returns a recorder for one read, or null when the order is learned or enough reads
     * have tried.
     */
    public Recorder recorder() {
        if (names != declared || tries >= MAX_TRIES) {
            return null;
        }
        synchronized (this) {
            return tries++ < MAX_TRIES ? new Recorder() : null;
        }
    }

    /**
     * Publishes the order {@code r} recorded over a whole object, unless one is published
     * already or the object had no member.
     */
    public void publish(Recorder r) {
        if (r.names.isEmpty() || names != declared) {
            return;
        }
        FieldNames d = declared.fieldNames;
        Set<String> seen = new LinkedHashSet<>();
        for (String name : r.names) {
            if (plain(name)) {
                seen.add(name); // the rest stay unknown, or come after as declared names
            }
        }
        for (int i = 0; i < d.size(); i++) {
            seen.add(d.name(i)); // after the object's names, once each
        }
        List<String> all = new ArrayList<>(seen);
        Map<String, Integer> index = new HashMap<>();
        for (int j = 0; j < d.size(); j++) {
            index.putIfAbsent(d.name(j), j); // the first of duplicates, as FieldNames matches it
        }
        FieldNames learned = FieldNames.of(all.toArray(new String[0]));
        int[] target = new int[learned.size()];
        for (int i = 0; i < target.length; i++) {
            target[i] = index.getOrDefault(all.get(i), FieldNames.UNKNOWN);
        }
        synchronized (this) {
            if (names == declared) {
                names = new Names(learned, target);
            }
        }
    }

    /**
     * Whether a name is printable ASCII without a quote or backslash, the only names the
     * expected-name compare matches where they start (others would only be looked up).
     */
    static boolean plain(String name) {
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c < 0x20 || c > 0x7E || c == '"' || c == '\\') {
                return false;
            }
        }
        return true;
    }

    /** A set of names to match and the declared index each stands for. */
    public static final class Names {
        private final FieldNames fieldNames;
        private final int[] target;

        Names(FieldNames fieldNames, int[] target) {
            this.fieldNames = fieldNames;
            this.target = target;
        }

        /** Returns the names to pass to {@link JsonIterator#nextFieldMatch}. */
        public FieldNames fieldNames() {
            return fieldNames;
        }

        /**
         * Returns the declared index that match {@code i} (a non-negative result of
         * {@code nextFieldMatch} over {@link #fieldNames()}) stands for, or
         * {@link FieldNames#UNKNOWN} for a learned unknown name.
         */
        public int target(int i) {
            return target[i];
        }
    }

    /** The members one read met, in order. */
    public static final class Recorder {
        private final List<String> names = new ArrayList<>();

        Recorder() {
        }

        /** Records the member name {@code in} has just read. */
        public void add(JsonIterator in) {
            if (names.size() < MAX_MEMBERS) {
                names.add(in.fieldName());
            }
        }
    }
}
