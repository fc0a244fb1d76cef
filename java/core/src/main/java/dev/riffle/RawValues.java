package dev.riffle;

import java.nio.charset.StandardCharsets;

/**
 * The checks and the copy behind {@link JsonStream#writeRaw(byte[])} and
 * {@link JsonStream#writeNumber(String)}: a raw value is checked with the reader (one JSON
 * value, the reader's rules and limits) and copied without the whitespace outside its
 * strings; a number text is checked to be exactly one JSON number.
 */
final class RawValues {
    /** Number text is checked by the grammar alone: a writer has no number-length limit. */
    private static final JsonConfig NUMBER_GRAMMAR = JsonConfig.builder().maxNumberBytes(-1).build();

    private RawValues() {
    }

    /** Whether c is JSON whitespace (RFC 8259: space, tab, line feed, carriage return). */
    static boolean isWhitespace(int c) {
        return c == ' ' || c == '\n' || c == '\r' || c == '\t';
    }

    /**
     * Returns the ASCII bytes of text when it is exactly one JSON number (no whitespace),
     * else null.
     */
    static byte[] numberBytes(String text) {
        int n = text.length();
        if (n == 0) {
            return null;
        }
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            if ((c < '0' || c > '9') && c != '-' && c != '+' && c != '.' && c != 'e' && c != 'E') {
                return null; // also keeps out whitespace, which the reader would accept around it
            }
        }
        byte[] b = text.getBytes(StandardCharsets.US_ASCII);
        try {
            Riffle.validate(b, 0, b.length, NUMBER_GRAMMAR);
        } catch (JsonException e) {
            return null;
        }
        return b;
    }

    /** The start of a text for an error message. */
    static String excerpt(String text) {
        return text.length() <= 40 ? '"' + text + '"' : '"' + text.substring(0, 40) + "\"...";
    }

    /**
     * The config a raw value is checked with: the stream's, with its depth limit lowered to
     * the {@code levels} left under it (at least 1: {@link #check} refuses a container when
     * none is left).
     */
    static JsonConfig configFor(JsonConfig config, int levels) {
        return levels >= config.maxDepth() ? config : config.toBuilder().maxDepth(Math.max(levels, 1)).build();
    }

    /**
     * Checks that json[off, off+len) is one JSON value under config (from
     * {@link #configFor}), nested at most {@code levels} levels deep (0 allows only a
     * scalar). Returns the reader's error, or null when the value is good.
     */
    static JsonException check(byte[] json, int off, int len, JsonConfig config, int levels) {
        if (levels < 1) {
            int i = off;
            while (i < off + len && isWhitespace(json[i])) {
                i++;
            }
            if (i < off + len && (json[i] == '[' || json[i] == '{')) {
                return new JsonException(ErrorKind.LIMIT_EXCEEDED, i - off, "",
                        "nesting deeper than maxDepth", "", null);
            }
        }
        try {
            Riffle.validate(json, off, len, config);
            return null;
        } catch (JsonException e) {
            return e;
        }
    }

    /**
     * Writes the valid JSON value json[off, off+len) to s without the whitespace outside
     * its strings, in runs (each run one bulk copy).
     */
    static void putCompacted(JsonStreamBuffer s, byte[] json, int off, int len) {
        int end = off + len;
        int run = off;
        boolean inString = false;
        for (int i = off; i < end; i++) {
            byte c = json[i];
            if (inString) {
                if (c == '\\') {
                    i++; // the escaped char cannot end the string
                } else if (c == '"') {
                    inString = false;
                }
            } else if (c == '"') {
                inString = true;
            } else if (isWhitespace(c)) {
                s.putBytes(json, run, i - run);
                run = i + 1;
            }
        }
        s.putBytes(json, run, end - run);
    }
}
