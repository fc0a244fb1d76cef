package dev.riffle.internal;

/**
 * Cold path: the text of a JSON Pointer segment (errors.md) from the raw bytes of a member
 * name as they stand in the input, decoded only when an error names them.
 *
 * <p>Internal to Riffle: the package is not exported by the module.
 */
public final class PointerText {
    private PointerText() {
    }

    /**
     * Decodes the raw bytes {@code raw[from, to)} of a member name (escapes, UTF-8), best effort. Ill-formed UTF-8 and
     * unpaired surrogate escapes (possible only under the replace policy) become U+FFFD as
     * when reading (errors.md finer rule 5): one per byte that does not begin a well-formed
     * sequence, one per unpaired surrogate escape.
     */
    public static String decode(byte[] raw, int from, int to) {
        StringBuilder sb = new StringBuilder(to - from);
        int i = from;
        int start = from;
        while (i < to) {
            if (raw[i] != '\\') {
                i++;
                continue;
            }
            appendUtf8(sb, raw, start, i);
            if (i + 1 >= to) {
                start = i = to;
                break;
            }
            char e = (char) raw[i + 1];
            i += 2;
            switch (e) {
                case 'b': sb.append('\b'); break;
                case 'f': sb.append('\f'); break;
                case 'n': sb.append('\n'); break;
                case 'r': sb.append('\r'); break;
                case 't': sb.append('\t'); break;
                case 'u':
                    int v = 0;
                    int k = 0;
                    for (; k < 4 && i < to; k++, i++) {
                        int h = Character.digit(raw[i], 16);
                        v = (v << 4) | Math.max(h, 0);
                    }
                    sb.append((char) v);
                    break;
                default: sb.append(e);
            }
            start = i;
        }
        if (start < to) {
            appendUtf8(sb, raw, start, to);
        }
        for (int k = 0; k < sb.length(); k++) { // unpaired surrogates (from escapes) -> U+FFFD
            char c = sb.charAt(k);
            if (Character.isHighSurrogate(c) && k + 1 < sb.length() && Character.isLowSurrogate(sb.charAt(k + 1))) {
                k++;
            } else if (Character.isSurrogate(c)) {
                sb.setCharAt(k, '\uFFFD');
            }
        }
        return sb.toString();
    }

    /** A pointer or name of more than this many characters (code points) is cut in a message. */
    public static final int ELIDE_OVER = 200;
    /** How many characters (code points) a cut text keeps at each end. */
    public static final int ELIDE_KEEP = 100;

    /**
     * Appends {@code s} as a message shows a pointer or a member name (errors.md, "Messages"),
     * the same text as Go's: in double quotes; when it has more than {@link #ELIDE_OVER} code
     * points, only the first and last {@link #ELIDE_KEEP} with U+2026 between them; with
     * the quote, the backslash and U+0000 to U+001F and U+007F escaped as in JSON (the
     * two-character escapes for backspace, form feed, newline, return and tab, else a six-character
     * escape with lower-case hex digits). A lone surrogate shows as U+FFFD.
     */
    public static void appendQuotedBounded(StringBuilder b, String s) {
        b.append('"');
        int n = s.codePointCount(0, s.length());
        int k = 0;
        for (int i = 0; i < s.length(); k++) {
            int cp = s.codePointAt(i);
            i += Character.charCount(cp);
            if (n > ELIDE_OVER && k == ELIDE_KEEP) {
                b.append('\u2026');
            }
            if (n <= ELIDE_OVER || k < ELIDE_KEEP || k >= n - ELIDE_KEEP) {
                appendQuoted(b, cp);
            }
        }
        b.append('"');
    }

    private static void appendQuoted(StringBuilder b, int cp) {
        switch (cp) {
            case '"': b.append("\\\""); return;
            case '\\': b.append("\\\\"); return;
            case '\b': b.append("\\b"); return;
            case '\f': b.append("\\f"); return;
            case '\n': b.append("\\n"); return;
            case '\r': b.append("\\r"); return;
            case '\t': b.append("\\t"); return;
            default:
        }
        if (cp < 0x20 || cp == 0x7F) {
            b.append("\\u00").append(Character.forDigit(cp >> 4, 16)).append(Character.forDigit(cp & 15, 16));
        } else if (Character.isSurrogate((char) cp) && cp < 0x10000) {
            b.append('\uFFFD');
        } else {
            b.appendCodePoint(cp);
        }
    }

    /** Appends raw[from, to) decoded as UTF-8, one U+FFFD per byte that does not begin a well-formed sequence. */
    private static void appendUtf8(StringBuilder sb, byte[] raw, int from, int to) {
        int i = from;
        while (i < to) {
            int c = raw[i] & 0xFF;
            if (c < 0x80) {
                sb.append((char) c);
                i++;
                continue;
            }
            int n = Utf8Sequences.length(c);
            boolean good = n > 0 && i + n <= to;
            for (int k = 1; good && k < n; k++) {
                good = Utf8Sequences.continues(c, k, raw[i + k] & 0xFF);
            }
            if (!good) {
                sb.append('\uFFFD');
                i++;
                continue;
            }
            sb.appendCodePoint(Utf8Sequences.codePoint(raw, i, c, n));
            i += n;
        }
    }
}
