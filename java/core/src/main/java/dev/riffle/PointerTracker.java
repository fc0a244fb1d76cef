package dev.riffle;

import java.util.Arrays;

/**
 * Cold path: follows the structure of a (valid) JSON prefix byte by byte so that the JSON
 * Pointer of the value being read at the end of the prefix can be named, per
 * docs/design/errors.md. Never throws on odd input; it is best effort on bytes that are not
 * a valid prefix. Keeps an explicit stack, so any depth is fine.
 */
final class PointerTracker {
    // frame phases
    private static final byte A_VALUE = 0;   // array: expecting or reading element [index]
    private static final byte A_AFTER = 1;   // array: element complete
    private static final byte O_NAME = 2;    // object: expecting or reading a name
    private static final byte O_COLON = 3;   // object: name complete, expecting ':'
    private static final byte O_VALUE = 4;   // object: expecting or reading the value
    private static final byte O_AFTER = 5;   // object: value complete
    // lexical modes
    private static final int L_NONE = 0;
    private static final int L_STRING = 1;
    private static final int L_NAME = 2;
    private static final int L_NUMBER = 3;
    private static final int L_LITERAL = 4;

    private byte[] phase = new byte[16];
    private int[] index = new int[16];
    /** Raw (undecoded) bytes of the current member name per level; decoded only in pointer(). */
    private byte[][] names = new byte[16][];
    private int[] nameLens = new int[16];
    private boolean[] first = new boolean[16];
    private int depth;
    private boolean topDone;
    private int lex;
    private boolean escaped;
    private int lastByte;
    private int litLen;
    private int litWant;
    private byte[] name = new byte[32];
    private int nameLen;

    void reset() {
        depth = 0;
        topDone = false;
        lex = L_NONE;
        escaped = false;
        nameLen = 0;
        Arrays.fill(nameLens, -1);
    }

    void feed(byte[] b, int from, int to) {
        int i = from;
        while (i < to) {
            switch (lex) {
                case L_STRING:
                    if (!escaped) {
                        while (i < to && b[i] != '"' && b[i] != '\\') {
                            i++;
                        }
                        if (i == to) {
                            return;
                        }
                    }
                    break;
                case L_NAME:
                    if (!escaped) {
                        int st = i;
                        while (i < to && b[i] != '"' && b[i] != '\\') {
                            i++;
                        }
                        int n = i - st;
                        if (nameLen + n > name.length) {
                            name = Arrays.copyOf(name, Math.max(name.length * 2, nameLen + n));
                        }
                        System.arraycopy(b, st, name, nameLen, n);
                        nameLen += n;
                        if (i == to) {
                            return;
                        }
                    }
                    break;
                case L_NUMBER: {
                    int st = i;
                    while (i < to && NUM[b[i] & 0xFF]) {
                        i++;
                    }
                    if (i > st) {
                        lastByte = b[i - 1];
                    }
                    if (i == to) {
                        return;
                    }
                    break;
                }
                case L_LITERAL:
                    while (i < to && b[i] >= 'a' && b[i] <= 'z') {
                        litLen++;
                        i++;
                    }
                    if (i == to) {
                        return;
                    }
                    break;
                default: {
                    int c;
                    while (i < to && ((c = b[i]) == ' ' || c == '\n' || c == '\r' || c == '\t')) {
                        i++;
                    }
                    if (i == to) {
                        return;
                    }
                    break;
                }
            }
            step(b[i] & 0xFF);
            i++;
        }
    }

    private static final boolean[] NUM = new boolean[256];

    static {
        for (char c : "0123456789+-.eE".toCharArray()) {
            NUM[c] = true;
        }
    }

    private void step(int c) {
        switch (lex) {
            case L_STRING:
            case L_NAME:
                if (escaped) {
                    escaped = false;
                } else if (c == '\\') {
                    escaped = true;
                } else if (c == '"') {
                    if (lex == L_NAME) {
                        lex = L_NONE;
                        int d = depth - 1;
                        if (names[d] == null || names[d].length < nameLen) {
                            names[d] = new byte[Math.max(16, nameLen)];
                        }
                        System.arraycopy(name, 0, names[d], 0, nameLen);
                        nameLens[d] = nameLen;
                        nameLen = 0;
                        phase[depth - 1] = O_COLON;
                        return;
                    }
                    lex = L_NONE;
                    valueDone();
                    return;
                }
                if (lex == L_NAME) {
                    if (nameLen == name.length) {
                        name = Arrays.copyOf(name, nameLen * 2);
                    }
                    name[nameLen++] = (byte) c;
                }
                return;
            case L_NUMBER:
                if ((c >= '0' && c <= '9') || c == '.' || c == 'e' || c == 'E' || c == '+' || c == '-') {
                    lastByte = c;
                    return;
                }
                lex = L_NONE;
                valueDone();
                break;
            case L_LITERAL:
                if (c >= 'a' && c <= 'z') {
                    litLen++;
                    return;
                }
                lex = L_NONE;
                valueDone();
                break;
            default:
                break;
        }
        structural(c);
    }

    private void structural(int c) {
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
            return;
        }
        if (depth == 0) {
            if (!topDone) {
                startValue(c);
            }
            return;
        }
        int d = depth - 1;
        switch (phase[d]) {
            case A_VALUE:
                if (c == ']' && first[d]) {
                    pop();
                } else {
                    first[d] = false;
                    startValue(c);
                }
                return;
            case A_AFTER:
                if (c == ',') {
                    index[d]++;
                    phase[d] = A_VALUE;
                } else if (c == ']') {
                    pop();
                }
                return;
            case O_NAME:
                if (c == '"') {
                    first[d] = false;
                    lex = L_NAME;
                    nameLen = 0;
                } else if (c == '}' && first[d]) {
                    pop();
                }
                return;
            case O_COLON:
                if (c == ':') {
                    phase[d] = O_VALUE;
                }
                return;
            case O_VALUE:
                startValue(c);
                return;
            default: // O_AFTER
                if (c == ',') {
                    phase[d] = O_NAME;
                    nameLens[d] = -1;
                } else if (c == '}') {
                    pop();
                }
        }
    }

    private void startValue(int c) {
        if (c == '[' || c == '{') {
            push(c == '[' ? A_VALUE : O_NAME);
        } else if (c == '"') {
            lex = L_STRING;
            escaped = false;
        } else if (c == '-' || (c >= '0' && c <= '9')) {
            lex = L_NUMBER;
            lastByte = c;
        } else if (c == 't' || c == 'f' || c == 'n') {
            lex = L_LITERAL;
            litLen = 1;
            litWant = c == 'f' ? 5 : 4;
        }
    }

    private void push(byte ph) {
        if (depth == phase.length) {
            int n = depth * 2;
            phase = Arrays.copyOf(phase, n);
            index = Arrays.copyOf(index, n);
            names = Arrays.copyOf(names, n);
            nameLens = Arrays.copyOf(nameLens, n);
            first = Arrays.copyOf(first, n);
        }
        phase[depth] = ph;
        index[depth] = 0;
        nameLens[depth] = -1;
        first[depth] = true;
        depth++;
    }

    private void pop() {
        depth--;
        nameLens[depth] = -1;
        valueDone();
    }

    private void valueDone() {
        if (depth == 0) {
            topDone = true;
            return;
        }
        int d = depth - 1;
        phase[d] = phase[d] == A_VALUE ? A_AFTER : O_AFTER;
    }

    /** Returns the pointer at the end of what was fed, for an error of the given kind there. */
    String pointer(ErrorKind kind) {
        boolean tokenDone = false;
        if (lex == L_NUMBER) {
            tokenDone = kind != ErrorKind.INVALID_NUMBER && lastByte >= '0' && lastByte <= '9';
        } else if (lex == L_LITERAL) {
            tokenDone = litLen == litWant;
        }
        if (kind == ErrorKind.TRAILING_DATA) {
            return "";
        }
        StringBuilder sb = new StringBuilder();
        for (int d = 0; d < depth; d++) {
            byte ph = phase[d];
            boolean inner = d < depth - 1;
            if (!inner && tokenDone) {
                continue;
            }
            if (ph == A_VALUE || (inner && ph == A_AFTER)) {
                sb.append('/').append(index[d]);
            } else if (ph == O_COLON || ph == O_VALUE || (inner && ph == O_AFTER)) {
                appendEscaped(sb, nameLens[d] < 0 ? null : decode(Arrays.copyOf(names[d], nameLens[d])));
            }
        }
        return sb.toString();
    }

    private static void appendEscaped(StringBuilder sb, String n) {
        sb.append('/');
        if (n == null) {
            return;
        }
        for (int i = 0; i < n.length(); i++) {
            char ch = n.charAt(i);
            if (ch == '~') {
                sb.append("~0");
            } else if (ch == '/') {
                sb.append("~1");
            } else {
                sb.append(ch);
            }
        }
    }

    /**
     * Decodes the raw bytes of a name (escapes, UTF-8), best effort. Ill-formed UTF-8 and
     * unpaired surrogate escapes (possible only under the replace policy) become U+FFFD as
     * when reading (errors.md finer rule 5): one per byte that does not begin a well-formed
     * sequence, one per unpaired surrogate escape.
     */
    static String decode(byte[] raw) {
        StringBuilder sb = new StringBuilder(raw.length);
        int i = 0;
        int start = 0;
        while (i < raw.length) {
            if (raw[i] != '\\') {
                i++;
                continue;
            }
            appendUtf8(sb, raw, start, i);
            if (i + 1 >= raw.length) {
                start = i = raw.length;
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
                    for (; k < 4 && i < raw.length; k++, i++) {
                        int h = Character.digit(raw[i], 16);
                        v = (v << 4) | Math.max(h, 0);
                    }
                    sb.append((char) v);
                    break;
                default: sb.append(e);
            }
            start = i;
        }
        if (start < raw.length) {
            appendUtf8(sb, raw, start, raw.length);
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
            int n = Scanner.utf8Len(c);
            boolean good = n > 0 && i + n <= to;
            for (int k = 1; good && k < n; k++) {
                good = Scanner.utf8Cont(c, k, raw[i + k] & 0xFF);
            }
            if (!good) {
                sb.append('\uFFFD');
                i++;
                continue;
            }
            int cp = c & (0xFF >> (n + 1));
            for (int k = 1; k < n; k++) {
                cp = (cp << 6) | (raw[i + k] & 0x3F);
            }
            sb.appendCodePoint(cp);
            i += n;
        }
    }
}
