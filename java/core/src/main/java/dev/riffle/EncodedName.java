package dev.riffle;

import dev.riffle.internal.ByteViews;

/**
 * A member name encoded once, ahead of time, as the UTF-8 bytes {@code "name":}, so that
 * {@link JsonStream#writeField(EncodedName)} writes it with one array copy. Make one per
 * field name and keep it in a {@code static final} constant:
 *
 * <pre>{@code
 * static final EncodedName ID = EncodedName.of("id");
 * ...
 * stream.writeField(ID);
 * stream.writeLong(id);
 * }</pre>
 *
 * <p>Immutable and thread-safe. It holds both escapings of the name (with and without
 * {@link JsonConfig#escapeHtml()}), so one constant serves every stream.
 */
public final class EncodedName {
    private static final JsonConfig HTML = JsonConfig.builder().escapeHtml(true).build();

    private final String name;
    /**
     * {@code "name":} escaped without, and with, HTML escaping, in the first {@link #length}
     * bytes, then zeros up to a multiple of 8 and at least 16 (so a writer can copy it 8 bytes
     * at a time, and a short name as two longs with no loop).
     * Never written after construction.
     */
    final byte[] plain;
    final byte[] html;
    /** The length of the encoding {@code "name":} in {@link #plain}. */
    final int length;
    /** The length of the HTML-escaped encoding. */
    final int htmlLength;
    /**
     * The first 16 bytes of {@link #plain} and of {@link #html} as little-endian longs: a
     * writer stores a name of up to 16 bytes from these fields, with no load from the arrays.
     */
    final long plain0, plain1, html0, html1;

    private EncodedName(String name) {
        this.name = name;
        JsonStream s = JsonStream.create(JsonConfig.DEFAULT);
        this.plain = encode(s, name);
        this.length = s.pos + 1;
        JsonStream h = JsonStream.create(HTML);
        this.html = encode(h, name);
        this.htmlLength = h.pos + 1;
        this.plain0 = (long) ByteViews.LONGS.get(plain, 0);
        this.plain1 = (long) ByteViews.LONGS.get(plain, 8);
        this.html0 = (long) ByteViews.LONGS.get(html, 0);
        this.html1 = (long) ByteViews.LONGS.get(html, 8);
    }

    private static byte[] encode(JsonStream s, String name) {
        s.writeString(name);
        byte[] b = java.util.Arrays.copyOf(s.buf, Math.max(16, (s.pos + 1 + 7) & ~7));
        b[s.pos] = ':';
        return b;
    }

    /**
     * Encodes a member name.
     *
     * @throws JsonException {@link ErrorKind#INVALID_VALUE} if the name holds an unpaired
     *                       surrogate (offset and pointer refer to the name alone)
     * @throws NullPointerException if {@code name} is null
     */
    public static EncodedName of(String name) {
        return new EncodedName(java.util.Objects.requireNonNull(name, "name"));
    }

    /** Returns the name as given to {@link #of(String)}. */
    public String name() {
        return name;
    }

    /** Returns the name as given to {@link #of(String)}. */
    @Override
    public String toString() {
        return name;
    }

    /** Returns the encoded bytes {@code "name":} (without HTML escaping), as a new array. */
    public byte[] toByteArray() {
        return java.util.Arrays.copyOf(plain, length);
    }

    /** Returns true for another EncodedName of the same name. */
    @Override
    public boolean equals(Object o) {
        return o instanceof EncodedName && ((EncodedName) o).name.equals(name);
    }

    /** Returns the name's hash code. */
    @Override
    public int hashCode() {
        return name.hashCode();
    }
}
