package dev.riffle;

import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A tiny strict RFC 8259 decoder used only by the writer's tests, to check that what the
 * stream writes is valid JSON and means what was written. Values: null, Boolean,
 * BigDecimal, String, List, LinkedHashMap (duplicate names rejected, which the writer's
 * tests never produce). Throws IllegalArgumentException on anything invalid, including
 * ill-formed UTF-8 and unpaired surrogate escapes.
 */
final class JsonStreamTestDecoder {
    private final byte[] b;
    private int i;

    private JsonStreamTestDecoder(byte[] b) {
        this.b = b;
    }

    static Object decode(byte[] json) {
        JsonStreamTestDecoder d = new JsonStreamTestDecoder(json);
        d.ws();
        Object v = d.value();
        d.ws();
        if (d.i != json.length) {
            throw d.err("trailing data");
        }
        return v;
    }

    static Object decode(String json) {
        return decode(json.getBytes(StandardCharsets.UTF_8));
    }

    private IllegalArgumentException err(String what) {
        return new IllegalArgumentException(what + " at " + i);
    }

    private void ws() {
        while (i < b.length && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r')) {
            i++;
        }
    }

    private int peek() {
        if (i >= b.length) {
            throw err("unexpected end");
        }
        return b[i] & 0xFF;
    }

    private void expect(char c) {
        if (peek() != c) {
            throw err("expected " + c);
        }
        i++;
    }

    private Object value() {
        int c = peek();
        switch (c) {
            case '{': {
                i++;
                Map<String, Object> m = new LinkedHashMap<>();
                ws();
                if (peek() == '}') {
                    i++;
                    return m;
                }
                while (true) {
                    ws();
                    String k = string();
                    ws();
                    expect(':');
                    ws();
                    if (m.put(k, value()) != null) {
                        throw err("duplicate name");
                    }
                    ws();
                    if (peek() == ',') {
                        i++;
                        continue;
                    }
                    expect('}');
                    return m;
                }
            }
            case '[': {
                i++;
                List<Object> l = new ArrayList<>();
                ws();
                if (peek() == ']') {
                    i++;
                    return l;
                }
                while (true) {
                    ws();
                    l.add(value());
                    ws();
                    if (peek() == ',') {
                        i++;
                        continue;
                    }
                    expect(']');
                    return l;
                }
            }
            case '"':
                return string();
            case 't':
                literal("true");
                return Boolean.TRUE;
            case 'f':
                literal("false");
                return Boolean.FALSE;
            case 'n':
                literal("null");
                return null;
            default:
                return number();
        }
    }

    private void literal(String s) {
        for (int k = 0; k < s.length(); k++) {
            expect(s.charAt(k));
        }
    }

    private BigDecimal number() {
        int start = i;
        if (peek() == '-') {
            i++;
        }
        if (peek() == '0') {
            i++;
        } else if (peek() >= '1' && peek() <= '9') {
            digits();
        } else {
            throw err("bad number");
        }
        if (i < b.length && b[i] == '.') {
            i++;
            if (peek() < '0' || peek() > '9') {
                throw err("bad fraction");
            }
            digits();
        }
        if (i < b.length && (b[i] == 'e' || b[i] == 'E')) {
            i++;
            if (peek() == '+' || peek() == '-') {
                i++;
            }
            if (peek() < '0' || peek() > '9') {
                throw err("bad exponent");
            }
            digits();
        }
        return new BigDecimal(new String(b, start, i - start, StandardCharsets.US_ASCII));
    }

    private void digits() {
        while (i < b.length && b[i] >= '0' && b[i] <= '9') {
            i++;
        }
    }

    private String string() {
        expect('"');
        StringBuilder sb = new StringBuilder();
        int run = i; // start of a run of unescaped bytes
        while (true) {
            int c = peek();
            if (c == '"' || c == '\\') {
                sb.append(utf8(run, i));
                if (c == '"') {
                    i++;
                    return sb.toString();
                }
                i++;
                int e = peek();
                i++;
                switch (e) {
                    case '"': sb.append('"'); break;
                    case '\\': sb.append('\\'); break;
                    case '/': sb.append('/'); break;
                    case 'b': sb.append('\b'); break;
                    case 'f': sb.append('\f'); break;
                    case 'n': sb.append('\n'); break;
                    case 'r': sb.append('\r'); break;
                    case 't': sb.append('\t'); break;
                    case 'u': {
                        char u = hex4();
                        if (Character.isHighSurrogate(u)) {
                            expect('\\');
                            expect('u');
                            char l = hex4();
                            if (!Character.isLowSurrogate(l)) {
                                throw err("high surrogate without low");
                            }
                            sb.append(u).append(l);
                        } else if (Character.isLowSurrogate(u)) {
                            throw err("lone low surrogate");
                        } else {
                            sb.append(u);
                        }
                        break;
                    }
                    default:
                        throw err("bad escape");
                }
                run = i;
            } else if (c < 0x20) {
                throw err("control character in string");
            } else {
                i++;
            }
        }
    }

    private char hex4() {
        int v = 0;
        for (int k = 0; k < 4; k++) {
            int d = Character.digit(peek(), 16);
            if (d < 0) {
                throw err("bad hex");
            }
            v = v * 16 + d;
            i++;
        }
        return (char) v;
    }

    private String utf8(int from, int to) {
        try {
            CharBuffer cb = StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(b, from, to - from));
            return cb.toString();
        } catch (CharacterCodingException e) {
            throw err("invalid UTF-8");
        }
    }
}
