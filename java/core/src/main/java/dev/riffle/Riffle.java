package dev.riffle;

/**
 * Entry points of the strict validator. Validation is {@link JsonIterator#skip()} followed
 * by {@link JsonIterator#finish()}: the same scanning core, an explicit stack instead of
 * recursion, and errors exactly per {@code docs/design/errors.md} (kind, byte offset,
 * JSON Pointer computed on the cold path by re-scanning the prefix).
 */
public final class Riffle {
    private Riffle() {
    }

    /** Returns whether {@code data} is one valid JSON text (RFC 8259, default limits). */
    public static boolean valid(byte[] data) {
        try {
            validate(data, 0, data.length, JsonConfig.DEFAULT);
            return true;
        } catch (JsonException e) {
            return false;
        }
    }

    /**
     * Returns whether the UTF-8 encoding of {@code json} is one valid JSON text. A String
     * holding an unpaired surrogate char is never valid (see {@link JsonIterator#of(String)}).
     */
    public static boolean valid(String json) {
        return valid(StringInput.utf8(json, JsonConfig.InvalidUtf8.REJECT));
    }

    /** Checks that {@code data} is one valid JSON text; throws the first error otherwise. */
    public static void validate(byte[] data) {
        validate(data, 0, data.length, JsonConfig.DEFAULT);
    }

    /**
     * Checks that {@code data[offset, offset+length)} is one valid JSON text under
     * {@code config}; error offsets count from {@code offset}.
     *
     * @throws JsonException the first error
     */
    public static void validate(byte[] data, int offset, int length, JsonConfig config) {
        JsonIterator it = JsonIterator.of(data, offset, length, config);
        it.skip();
        it.finish();
    }
}
