package dev.riffle;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
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
    private String[] names = new String[16];
    private boolean[] first = new boolean[16];
    private int depth;
    private boolean topDone;
    private int lex;
    private boolean escaped;
    private int lastByte;
    private int litLen;
    private int litWant;
    private final ByteArrayOutputStream name = new ByteArrayOutputStream();

    void reset() {
        depth = 0;
        topDone = false;
        lex = L_NONE;
        escaped = false;
        name.reset();
        Arrays.fill(names, null);
    }

    void feed(byte[] b, int from, int to) {
        for (int i = from; i < to; i++) {
            step(b[i] & 0xFF);
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
                        names[depth - 1] = decode(name.toByteArray());
                        name.reset();
                        phase[depth - 1] = O_COLON;
                        return;
                    }
                    lex = L_NONE;
                    valueDone();
                    return;
                }
                if (lex == L_NAME) {
                    name.write(c);
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
                    name.reset();
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
                    names[d] = null;
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
            first = Arrays.copyOf(first, n);
        }
        phase[depth] = ph;
        index[depth] = 0;
        names[depth] = null;
        first[depth] = true;
        depth++;
    }

    private void pop() {
        depth--;
        names[depth] = null;
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
                appendEscaped(sb, names[d]);
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

    /** Decodes the raw bytes of a name (escapes, UTF-8), best effort. */
    static String decode(byte[] raw) {
        StringBuilder sb = new StringBuilder(raw.length);
        int i = 0;
        int start = 0;
        while (i < raw.length) {
            if (raw[i] != '\\') {
                i++;
                continue;
            }
            sb.append(new String(raw, start, i - start, StandardCharsets.UTF_8));
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
            sb.append(new String(raw, start, raw.length - start, StandardCharsets.UTF_8));
        }
        return sb.toString();
    }
}
