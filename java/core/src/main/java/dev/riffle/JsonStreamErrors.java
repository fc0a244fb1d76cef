package dev.riffle;

import static dev.riffle.JsonStreamBuffer.ARR_FIRST;
import static dev.riffle.JsonStreamBuffer.ARR_NEXT;
import static dev.riffle.JsonStreamBuffer.OBJ_NEXT_NAME;
import static dev.riffle.JsonStreamBuffer.OBJ_VALUE;
import static dev.riffle.JsonStreamBuffer.PTR_CURRENT;
import static dev.riffle.JsonStreamBuffer.PTR_OWN;
import static dev.riffle.JsonStreamBuffer.TOP_DONE;
import static dev.riffle.JsonStreamBuffer.TOP_START;

import dev.riffle.internal.JsonPointer;

/** The cold side of {@link JsonStream}'s errors: texts and JSON Pointers. */
final class JsonStreamErrors {
    private JsonStreamErrors() {
    }

    /** Says why an end bracket is misplaced in state c. */
    static String misplacedEnd(int c, char end) {
        if (c == OBJ_VALUE) {
            return "'" + end + "' after a member name with no value";
        }
        if (c == TOP_START || c == TOP_DONE) {
            return "'" + end + "' with no open " + (end == '}' ? "object" : "array");
        }
        return "'" + end + "' closes an " + (c == ARR_FIRST || c == ARR_NEXT ? "array" : "object");
    }

    /**
     * The RFC 6901 pointer of a place: the saved levels (each names the value it is in
     * the middle of), then the current level per ptr (PTR_OWN, PTR_NEXT or PTR_CURRENT).
     */
    static String pointer(long[] levels, Object[] nameStack, int depth,
                          int ctx, int count, Object name, int ptr) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < depth; i++) {
            segment(sb, (int) levels[i] & 0xFF, (int) (levels[i] >>> 8), nameStack[i], PTR_CURRENT);
        }
        if (ptr != PTR_OWN) {
            segment(sb, ctx, count, name, ptr);
        }
        return sb.toString();
    }

    /**
     * Decodes the member name whose opening quote is at b[off] (written by the stream, so
     * well-formed; the output ends at end).
     */
    static String decodeName(byte[] b, int off, int end) {
        return JsonIterator.of(b, off, end - off).readString();
    }

    /** The pointer segment of a member name: "/" and the name with ~ and / escaped. */
    static String memberSegment(String name) {
        StringBuilder sb = new StringBuilder();
        JsonPointer.appendToken(sb, name);
        return sb.toString();
    }

    /** Says what is open when close() finds the text incomplete (state c). */
    static String openAtClose(int c) {
        if (c == OBJ_VALUE) {
            return "close with an object open, waiting for the value of its last member";
        }
        return "close with an " + (c == ARR_FIRST || c == ARR_NEXT ? "array" : "object") + " still open";
    }

    static void segment(StringBuilder sb, int c, int count, Object name, int ptr) {
        if (c == ARR_FIRST || c == ARR_NEXT) {
            sb.append('/').append(ptr == PTR_CURRENT ? count - 1 : count);
        } else if (c == OBJ_VALUE || (c == OBJ_NEXT_NAME && ptr == PTR_CURRENT)) {
            JsonPointer.appendToken(sb, name.toString());
        }
    }
}
