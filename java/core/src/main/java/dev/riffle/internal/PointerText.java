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
