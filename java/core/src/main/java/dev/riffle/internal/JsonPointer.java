package dev.riffle.internal;

/**
 * RFC 6901 JSON Pointer text, shared by the reader's and the writer's errors. Internal to
 * Riffle: the package is not exported by the module.
 */
public final class JsonPointer {
    private JsonPointer() {
    }

    /** Appends {@code /} and the member name with {@code ~} as {@code ~0} and {@code /} as {@code ~1}. */
    public static void appendToken(StringBuilder sb, String name) {
        sb.append('/');
        for (int i = 0; i < name.length(); i++) {
            char ch = name.charAt(i);
            if (ch == '~') {
                sb.append("~0");
            } else if (ch == '/') {
                sb.append("~1");
            } else {
                sb.append(ch);
            }
        }
    }
}
