package dev.riffle;

import static dev.riffle.internal.ByteViews.INTS;

/**
 * The iterative skip that {@link Riffle#validate} and {@link JsonIterator#skip()} run, on the
 * grammar pieces below it. No recursion per nesting level: open containers live on the
 * cursor's level stack.
 *
 * <p>Two loops walk a container, on purpose. {@link #skipContainer} runs over input that is
 * all buffered (an array, or a stream after its end); it calls the refilling token methods,
 * whose refills never happen there. {@link #skipContainerStream} runs over stream input and
 * takes no token across the end of the buffer in its hot loop ({@link #skipBuffered}): where
 * whitespace, a literal or a name reaches that end it stops, and the cold
 * {@link #skipAcrossEdge} takes that token across (whitespace refills first, through one
 * call on the cold path: see {@link #peekBuffered}). One loop for both did not work: with
 * those refill calls compiled into it (the stream profile), C2's code for the loop ran
 * about 10% slower on JDK 25 for the same bytes; without them (the stopping loop for arrays
 * too), array input on citm_catalog ran 6-11% slower on both JDKs. See
 * {@code docs/design/iterator-java.md}, "What stream input costs".
 */
abstract class Skipper extends Grammar {

    Skipper(JsonConfig config) {
        super(config);
    }

    /** Skips one value starting at pos (first byte c, already past whitespace). */
    final void skipValue(int c) {
        if (c == '[' || c == '{') {
            if (eof) {
                skipContainer();
            } else {
                skipContainerStream();
            }
        } else {
            skipScalar(c);
        }
    }

    private void skipScalar(int c) {
        if (c == '"') {
            if (!skipPlainString()) {
                skipStringSlow(false);
            }
        } else if (c == '-' || (c >= '0' && c <= '9')) {
            scanNumber(false); // a skip needs no layout: the JIT drops its stores
        } else if (c == 't') {
            literal(TRUE);
        } else if (c == 'f') {
            literal(FALSE);
        } else if (c == 'n') {
            literal(NULL);
        } else {
            throw failByte(c, pos, "expected a value");
        }
    }

    // Where the buffered skip loop stopped at the end of the buffered bytes: what comes next.
    /** A value (pos at it or at whitespace before it). */
    private static final int EDGE_VALUE = 0;
    /** The first member or element of the container just opened, or its closing bracket. */
    private static final int EDGE_FIRST = 1;
    /** A member name, after a ','. */
    private static final int EDGE_MEMBER = 2;
    /** The ':' after the member name just recorded. */
    private static final int EDGE_COLON = 3;
    /** A ',' or a closing bracket, after a value. */
    private static final int EDGE_AFTER = 4;
    /** The container skip is complete. */
    private static final int SKIP_DONE = 5;

    /**
     * Skips an array or object at pos, iteratively: {@link #skipBuffered} runs over the
     * buffered bytes and stops where one runs out, {@link #skipAcrossEdge} takes the next
     * token or bracket across the end of the buffer (refilling it) and hands back.
     */
    private void skipContainerStream() {
        final int bottom = depth;
        int next = skipBuffered(bottom);
        while (next != SKIP_DONE) {
            next = skipAcrossEdge(bottom, next);
            if (next == EDGE_VALUE) {
                next = skipBuffered(bottom);
            }
        }
    }

    /**
     * The hot loop of {@link #skipContainerStream}, from the value at pos (or whitespace
     * before it) over the buffered bytes. Where whitespace, a literal, a member name or its
     * colon reaches the end of the buffer it stops with pos at that token (or at the end of
     * the whitespace, the buffer then refilled) and returns what comes next
     * ({@code EDGE_*}), or {@link #SKIP_DONE} at the end of the container, so those edges
     * cost the loop an exit. Two kinds of token still refill in place, as in {@link #skipContainer}: a
     * number ({@link #scanNumber}, whose refill is in its cold path for a number at the
     * chunk's end; stopping there instead made citm_catalog over a stream 7-8% slower on
     * both JDKs), and a string with escapes or non-ASCII text ({@link #skipStringSlow}).
     */
    private int skipBuffered(int bottom) {
        int c = peekBuffered();
        if (c < 0) {
            return EDGE_VALUE;
        }
        for (;;) {
            // pos at a value's first byte c
            if (c == '[') {
                push(ARRAY, pos);
                pos++;
                int d = peekBuffered();
                if (d == ']') {
                    pos++;
                    depth--;
                } else {
                    if (d < 0) {
                        return EDGE_FIRST;
                    }
                    c = d;
                    continue;
                }
            } else if (c == '{') {
                push(OBJECT, pos);
                pos++;
                int d = peekBuffered();
                if (d == '}') {
                    pos++;
                    depth--;
                } else {
                    if (d < 0) {
                        return EDGE_FIRST;
                    }
                    c = memberBuffered(d);
                    if (c < 0) {
                        return ~c;
                    }
                    continue;
                }
            } else if (!skipScalarBuffered(c)) {
                return EDGE_VALUE;
            }
            // after a value
            for (;;) {
                if (depth == bottom) {
                    return SKIP_DONE;
                }
                int d = peekBuffered();
                if (d < 0) {
                    return EDGE_AFTER;
                }
                int top = (int) kinds[LEAD + depth - 1];
                if (d == ',') {
                    pos++;
                    d = peekBuffered();
                    if (top == OBJECT) {
                        if (d < 0) {
                            return EDGE_MEMBER;
                        }
                        c = memberBuffered(d);
                        if (c < 0) {
                            return ~c;
                        }
                    } else {
                        index[LEAD + depth - 1]++;
                        if (d < 0) {
                            return EDGE_VALUE;
                        }
                        c = d;
                    }
                    break;
                }
                if ((d == ']' && top == ARRAY) || (d == '}' && top == OBJECT)) {
                    pos++;
                    depth--;
                    continue;
                }
                throw afterValueError(d);
            }
        }
    }

    /** The last four bytes of {@code true}, {@code false} and {@code null} as a little-endian int. */
    private static final int TRUE_TAIL = 't' | 'r' << 8 | 'u' << 16 | 'e' << 24;
    private static final int FALSE_TAIL = 'a' | 'l' << 8 | 's' << 16 | 'e' << 24;
    private static final int NULL_TAIL = 'n' | 'u' << 8 | 'l' << 16 | 'l' << 24;

    /**
     * The scalar at pos (first byte c): skips it and returns true, or returns false with pos
     * unchanged when it is a literal that may go on past the buffer's end.
     */
    private boolean skipScalarBuffered(int c) {
        if (c == '"') {
            if (!skipPlainString()) {
                skipStringSlow(false);
            }
        } else if (c == '-' || (c >= '0' && c <= '9')) {
            scanNumber(false); // refills itself, in its cold path, at a chunk's end
        } else if (c == 't' || c == 'f' || c == 'n') {
            // The literal's last four bytes as one int: inlining literal() (its slow path
            // included) into the loop made citm_catalog skip, full of nulls, run slower.
            int p = pos;
            int end = c == 'f' ? p + 5 : p + 4;
            if (end > limit) {
                return false;
            }
            int want = c == 't' ? TRUE_TAIL : c == 'f' ? FALSE_TAIL : NULL_TAIL;
            if ((int) INTS.get(buf, end - 4) != want) {
                literal(c == 't' ? TRUE : c == 'f' ? FALSE : NULL); // reports the error
            }
            pos = end;
        } else {
            throw failByte(c, pos, "expected a value");
        }
        return true;
    }

    /**
     * A member name (first byte d), its ':' and the whitespace after it, within the
     * buffered bytes: records the name and returns the value's first byte, or returns
     * {@code ~EDGE_MEMBER} (pos at the name: escapes, non-ASCII text or the buffer's end),
     * {@code ~EDGE_COLON} or {@code ~EDGE_VALUE} where the buffer ends.
     */
    private int memberBuffered(int d) {
        int level = depth - 1;
        if (d != '"') {
            rawNameAt[LEAD + level] = NO_NAME; // the error names the object, not its last member
            throw failByte(d, pos, "expected a member name");
        }
        long open = abs(pos);
        if (!skipPlainString()) {
            return ~EDGE_MEMBER;
        }
        rawNameAt[LEAD + level] = open + 1;
        if (colonInline(pos)) {
            return buf[pos] & 0xFF;
        }
        int c = peekBuffered();
        if (c != ':') {
            if (c < 0) {
                return ~EDGE_COLON;
            }
            throw failByte(c, pos, "expected ':'");
        }
        pos++;
        c = peekBuffered();
        return c < 0 ? ~EDGE_VALUE : c;
    }

    /**
     * Cold: takes what comes next ({@code EDGE_*}) across the end of the buffer, refilling
     * it, and returns what comes after; {@link #EDGE_VALUE} hands back to
     * {@link #skipBuffered}. Errors are those the buffered loop gives for the same bytes.
     */
    private int skipAcrossEdge(int bottom, int next) {
        if (next == EDGE_VALUE) {
            int c = peekNonWs();
            if (c < 0) {
                throw failEnd();
            }
            if (c == '[' || c == '{') {
                return EDGE_VALUE; // buffered now: the loop opens it
            }
            skipScalar(c);
            return EDGE_AFTER;
        }
        if (next == EDGE_MEMBER) {
            memberName(peekNonWs());
            return EDGE_VALUE;
        }
        if (next == EDGE_COLON) {
            colon();
            if (peekNonWs() < 0) {
                throw failEnd();
            }
            return EDGE_VALUE;
        }
        if (next == EDGE_AFTER && depth == bottom) {
            return SKIP_DONE;
        }
        int top = (int) kinds[LEAD + depth - 1];
        int d = peekNonWs();
        if ((d == ']' && top == ARRAY) || (d == '}' && top == OBJECT)) {
            pos++;
            depth--;
            return EDGE_AFTER;
        }
        if (next == EDGE_FIRST) {
            if (top == OBJECT) {
                memberName(d);
            } else if (d < 0) {
                throw failEnd();
            }
            return EDGE_VALUE;
        }
        if (d == ',') {
            pos++;
            if (top == OBJECT) {
                return EDGE_MEMBER;
            }
            index[LEAD + depth - 1]++;
            return EDGE_VALUE;
        }
        throw afterValueError(d);
    }

    /** After a complete value, byte d (or the end of input, -1) is neither ',' nor the closing bracket. */
    private JsonException afterValueError(int d) {
        state = S_AFTER; // the value is complete: the error names its container
        return failByte(d, pos, kinds[LEAD + depth - 1] == ARRAY ? "expected ',' or ']'" : "expected ',' or '}'");
    }

    /**
     * Skips an array or object at pos, iteratively, over input that is all buffered (arrays,
     * and a stream after its end). Stream input takes {@link #skipContainerStream}.
     */
    private void skipContainer() {
        final int bottom = depth;
        int c = buf[pos] & 0xFF;
        for (;;) {
            // pos at a value's first byte c
            if (c == '[') {
                push(ARRAY, pos);
                pos++;
                int d = peekNonWs();
                if (d == ']') {
                    pos++;
                    depth--;
                } else {
                    c = d;
                    if (c < 0) {
                        throw failEnd();
                    }
                    continue;
                }
            } else if (c == '{') {
                push(OBJECT, pos);
                pos++;
                int d = peekNonWs();
                if (d == '}') {
                    pos++;
                    depth--;
                } else {
                    c = memberName(d);
                    continue;
                }
            } else {
                skipScalar(c);
            }
            // after a value
            for (;;) {
                if (depth == bottom) {
                    return;
                }
                int d = peekNonWs();
                int top = (int) kinds[LEAD + depth - 1];
                if (d == ',') {
                    pos++;
                    d = peekNonWs();
                    if (top == OBJECT) {
                        c = memberName(d);
                    } else {
                        index[LEAD + depth - 1]++;
                        if (d < 0) {
                            throw failEnd();
                        }
                        c = d;
                    }
                    break;
                }
                if ((d == ']' && top == ARRAY) || (d == '}' && top == OBJECT)) {
                    pos++;
                    depth--;
                    continue;
                }
                throw afterValueError(d);
            }
        }
    }

    /**
     * At a member name (first byte d): skips name, ':' and whitespace, recording the name on
     * the level stack; returns the value's first byte.
     */
    private int memberName(int d) {
        int level = depth - 1;
        if (d != '"') {
            rawNameAt[LEAD + level] = NO_NAME; // the error names the object, not its last member
            throw failByte(d, pos, "expected a member name");
        }
        long open = abs(pos);
        if (!skipPlainString()) {
            rawNameAt[LEAD + level] = NO_NAME; // an error inside the name names the object
            skipStringSlow(true);
        }
        rawNameAt[LEAD + level] = open + 1;
        if (colonInline(pos)) {
            return buf[pos] & 0xFF;
        }
        colon();
        int c = peekNonWs();
        if (c < 0) {
            throw failEnd();
        }
        return c;
    }

    /**
     * {@link #peekNonWs} for {@link #skipBuffered}: returns the next byte after whitespace,
     * or a negative value when the whitespace reaches the end of the buffered bytes, pos
     * then at that end. In that case it has already refilled the buffer (or found the end
     * of input), but the skip loop still exits there, and {@link #skipAcrossEdge} peeks
     * again. Refilling here looks redundant and is on purpose: with the refill a real call
     * on this cold path, and its outcome the value returned, C2 compiles the hot loop
     * better. Returning -1 without it left stream input 8-10% behind the same bytes in
     * memory on JDK 17 (twitter.json and citm_catalog.json skips; see
     * {@code docs/design/iterator-java.md}, "A call on the edge path").
     */
    final int peekBuffered() {
        int p = pos;
        if (p < limit) {
            int c = buf[p] & 0xFF;
            if (c > ' ') {
                return c;
            }
        }
        int c = skipBufferedWs(p);
        return c >= 0 ? c : refillAtEdge();
    }

    /** Cold: refills at the end of the buffered bytes; returns a negative value either way. */
    private int refillAtEdge() {
        return refill() ? Integer.MIN_VALUE : -1;
    }
}
