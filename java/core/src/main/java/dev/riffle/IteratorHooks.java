package dev.riffle;

import java.util.Arrays;
import java.util.Objects;

/**
 * The bodies of {@link JsonIterator}'s binder hooks (core-v2.md), callback walks, save
 * points and end-of-input check, kept out of the public class so that it stays readable
 * (the Go side's {@code iter_hooks.go} and {@code iter_stop.go}). None runs per byte: the
 * extra static call (inlined by the JIT) is off the hot path; the hot reads stay final
 * methods of the reader layers. The public methods, their documentation and their contracts stay on
 * {@link JsonIterator}; see there for what each one does.
 */
final class IteratorHooks {
    private IteratorHooks() {
    }

    /** {@link JsonIterator#fail(ErrorKind, String)}. */
    static JsonException fail(JsonIterator it, ErrorKind kind, String detail) {
        Objects.requireNonNull(kind, "kind");
        if (it.state == InputCursor.S_ERROR) {
            return it.error;
        }
        if (it.state == InputCursor.S_VALUE) {
            int c = it.peekNonWs();
            if (c < 0) {
                return it.failEnd();
            }
            return it.valueError(kind, it.abs(it.pos), detail);
        }
        return it.misuse(); // no value can be read here: the ordinary state error, as in Go
    }

    /** {@link JsonIterator#recover()}. */
    static JsonException recover(JsonIterator it) {
        if (it.state != InputCursor.S_ERROR) {
            return null;
        }
        JsonException e = it.error;
        if (!e.recoverable()) {
            throw e;
        }
        it.error = null;
        it.state = it.resumeState;
        return e;
    }

    /** {@link JsonIterator#skipRest()}. */
    static void skipRest(JsonIterator it) {
        if (it.state == InputCursor.S_ERROR) {
            throw it.error;
        }
        if (it.depth == 0) {
            throw it.fail(ErrorKind.TYPE_MISMATCH, it.abs(it.pos), "SkipRest called outside an array or object");
        }
        if (it.state != InputCursor.S_VALUE && it.state != InputCursor.S_AFTER) {
            return;
        }
        if (it.state == InputCursor.S_VALUE) {
            it.skip();
        }
        if (it.kinds[InputCursor.LEAD + it.depth - 1] == InputCursor.ARRAY) {
            while (it.readArray()) {
                it.skip();
            }
        } else {
            while (it.nextField()) {
                it.skip();
            }
        }
    }

    /** {@link JsonIterator#more()}. */
    static boolean more(JsonIterator it) {
        if (it.state == InputCursor.S_ERROR) {
            throw it.error;
        }
        if (it.state == InputCursor.S_STOPPED) {
            return false;
        }
        if (it.depth > 0) {
            throw it.fail(ErrorKind.TYPE_MISMATCH, it.abs(it.pos),
                    "more() is for the top level; use readArray() or nextField()");
        }
        int c = it.peekNonWs();
        if (c < 0) {
            return false;
        }
        if (it.state == InputCursor.S_DONE) {
            if (!it.config.multipleValues()) {
                return false;
            }
            it.state = InputCursor.S_VALUE;
        }
        return true;
    }

    /** {@link JsonIterator#readArrayCB(ElementCallback)}. */
    static boolean eachElement(JsonIterator it, ElementCallback cb) {
        while (it.readArray()) {
            int d = it.depth;
            if (!cb.onElement(it)) {
                return false;
            }
            afterCallback(it, d);
        }
        return true;
    }

    /** {@link JsonIterator#readObjectCB(FieldCallback)}. */
    static boolean eachField(JsonIterator it, FieldCallback cb) {
        while (it.nextField()) {
            int d = it.depth;
            if (!cb.onField(it)) {
                return false;
            }
            afterCallback(it, d);
        }
        return true;
    }

    /** After a callback at depth d: skips the value it did not read, or rejects a half-read one. */
    private static void afterCallback(JsonIterator it, int d) {
        if (it.state == InputCursor.S_ERROR) {
            throw it.error;
        }
        if (it.depth != d) {
            throw it.fail(ErrorKind.TYPE_MISMATCH, it.abs(it.pos), "the callback returned inside a value it began to read");
        }
        if (it.state == InputCursor.S_VALUE) {
            it.skip();
        }
    }

    /** {@link JsonIterator#finish()}. */
    static void finish(JsonIterator it) {
        if (it.state == InputCursor.S_STOPPED) {
            return;
        }
        if (it.state == InputCursor.S_VALUE && it.depth == 0 && it.config.multipleValues() && it.peekNonWs() < 0) {
            return; // an empty sequence, or the end after more() returned false
        }
        if (it.state != InputCursor.S_DONE) {
            if (it.state == InputCursor.S_ERROR) {
                throw it.error;
            }
            if (it.peekNonWs() < 0) {
                throw it.failEnd();
            }
            throw it.fail(ErrorKind.TYPE_MISMATCH, it.abs(it.pos), "Finish called before the top-level value was read to its end");
        }
        int c = it.peekNonWs();
        if (c >= 0) {
            throw it.fail(ErrorKind.TRAILING_DATA, it.abs(it.pos), "data after the top-level value");
        }
    }

    /** {@link JsonIterator#mark()}. */
    static JsonIterator.Mark mark(JsonIterator it) {
        if (it.state == InputCursor.S_ERROR) {
            throw it.error;
        }
        if (!it.eof) {
            it.saveNames(it.abs(it.pos)); // names before the mark may be dropped by a later refill
        }
        JsonIterator.Mark m = new JsonIterator.Mark(it);
        if (it.marks == null) {
            it.marks = new JsonIterator.Mark[4];
        } else if (it.markCount == it.marks.length) {
            it.marks = Arrays.copyOf(it.marks, it.markCount * 2);
        }
        it.marks[it.markCount++] = m;
        if (it.markCount == 1) {
            it.keepFrom = m.offset;
        }
        return m;
    }

    /** {@link JsonIterator#rewind(JsonIterator.Mark)}. */
    static void rewind(JsonIterator it, JsonIterator.Mark m) {
        endMarks(it, liveMark(it, m));
        if (it.state == InputCursor.S_ERROR) {
            return;
        }
        int depth = m.depth;
        it.pos = (int) (m.offset - it.base);
        it.state = m.state;
        it.depth = depth;
        it.copied = 0; // the mark's names may be in the buffer or saved: look at every level once
        System.arraycopy(m.kinds, 0, it.kinds, InputCursor.LEAD, depth);
        System.arraycopy(m.index, 0, it.index, InputCursor.LEAD, depth);
        System.arraycopy(m.rawNameAt, 0, it.rawNameAt, InputCursor.LEAD, depth);
        if (m.savedNames != null) {
            System.arraycopy(m.savedNames, 0, it.savedNames, 0, depth);
        }
    }

    /** {@link JsonIterator#release(JsonIterator.Mark)}. */
    static void release(JsonIterator it, JsonIterator.Mark m) {
        endMarks(it, liveMark(it, m));
    }

    /** The index of live mark m in the iterator's marks. */
    private static int liveMark(JsonIterator it, JsonIterator.Mark m) {
        for (int i = it.markCount - 1; i >= 0; i--) {
            if (it.marks[i] == m) {
                return i;
            }
        }
        throw new IllegalArgumentException("not a live mark of this iterator");
    }

    /** Ends marks[from..], and lets the stream buffer compact up to the oldest live one. */
    static void endMarks(JsonIterator it, int from) {
        if (it.marks != null) {
            Arrays.fill(it.marks, from, it.markCount, null);
        }
        it.markCount = from;
        it.keepFrom = from == 0 ? -1 : it.marks[0].offset;
    }
}
