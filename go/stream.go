package riffle

import (
	"errors"
	"io"
	"strconv"
)

// StreamFlushThreshold is the number of buffered bytes at which a [Stream] with an
// io.Writer hands its buffer to the writer. The check runs after each value or
// structural token, so the buffer never holds more than StreamFlushThreshold bytes
// plus one value's text (a long string is buffered whole, then flushed).
const StreamFlushThreshold = 4096

// streamWriterBufCap is the initial buffer capacity of a Stream with an io.Writer:
// the threshold plus room for the value that crosses it, so small values never regrow it.
const streamWriterBufCap = StreamFlushThreshold + 1024

// streamBufCap is the initial buffer capacity of a Stream without an io.Writer.
const streamBufCap = 512

// The states of one level of a Stream's structure.
const (
	wsTop      uint8 = iota // before the top-level value
	wsTopDone               // after a complete (or open) top-level value
	wsArrEmpty              // in an array, before the first element
	wsArr                   // in an array, after at least one element has begun
	wsObjEmpty              // in an object, before the first member: a name is required
	wsObjName               // in an object, after a member: a name is required
	wsObjValue              // in an object, after a name: a value is required
	wsFailed                // the Stream has a sticky error: every write does nothing
	wsLent                  // an Appender is writing the Stream's next value: Stream calls are misuse
)

// frame is an enclosing level of a Stream, saved while a nested container is open.
type frame struct {
	name string // object: the name of the member being written
	n    int    // array: elements begun
	st   uint8
}

// Stream writes JSON text to a growable buffer and, when it has one, an io.Writer, or
// appends it to a caller's byte slice ([NewStreamBytes]).
//
// The Stream tracks the structure it writes: it inserts ',' between elements and
// members itself and rejects a call that would make the output invalid (a value
// where a member name is required, a name outside an object, an end without its
// start, a second top-level value without a separator). Such a call, a NaN or
// infinite float, a string with ill-formed UTF-8 under [InvalidUTF8Reject], a
// [Stream.WriteNumber] text that is not a JSON number or a [Stream.WriteRaw] text that
// is not one JSON value is a sticky [*Error] of kind [KindInvalidValue]. The failed
// call writes nothing and everything before it stays in the output (and is still
// flushed), so the output is always a valid JSON text or a prefix of one.
// [Stream.Close] checks at the end that no array or object is left open. See
// docs/design/stream.md.
//
// A Stream is not safe for concurrent use.
type Stream struct {
	buf     []byte
	w       io.Writer
	err     error
	werr    *Error // the io.Writer's failure, once it failed (also err, unless err came first)
	flushed int64  // bytes accepted by w since the last Reset
	base    int    // bytes of the caller's slice before the output (ResetBytes)
	owned   bool   // buf is the Stream's own memory, not a caller's slice
	flushAt int    // StreamFlushThreshold with a writer, else never
	name    string
	n       int
	st      uint8

	escaper  // EscapeHTML and InvalidUTF8Replace, how strings are escaped
	indent   string
	maxDepth int
	rawCheck Config // how WriteRaw validates: the Stream's limits, ill-formed UTF-8 rejected
	sep      string // written between top-level values; "" forbids a second one
	stack    []frame

	marshalState *encodeState // BindConfig.MarshalTo's state, kept for its next call

	lend lending // the Appender writing the next value (BeginAppend), if any
}

// NewStream returns a Stream with the default Config writing to w. If w is nil the
// Stream only fills its buffer; read the output with [Stream.Buffer].
func NewStream(w io.Writer) *Stream { return Config{}.NewStream(w) }

// NewStream returns a Stream with the options of c writing to w (nil: buffer only).
// The Stream uses c's EscapeHTML, InvalidUTF8, Indent and MaxDepth.
func (c Config) NewStream(w io.Writer) *Stream {
	s := &Stream{owned: true}
	s.configure(&c)
	if w == nil {
		s.buf = make([]byte, 0, streamBufCap)
	} else {
		s.buf = make([]byte, 0, streamWriterBufCap)
	}
	s.Reset(w)
	return s
}

func (s *Stream) configure(c *Config) {
	s.escapeHTML = c.EscapeHTML
	s.replace = c.InvalidUTF8 == InvalidUTF8Replace
	s.indent = c.Indent
	s.maxDepth = c.maxDepth()
	s.rawCheck = Config{MaxDepth: c.MaxDepth, MaxStringBytes: c.MaxStringBytes, MaxNumberBytes: c.MaxNumberBytes}
	s.sep = ""
}

// Buffer returns the bytes written but not yet flushed to the io.Writer: with a nil
// writer, the whole output. The slice aliases the Stream's buffer and is valid only
// until the next call on the Stream. After [Stream.ResetBytes] it is the caller's
// slice with the output appended.
func (s *Stream) Buffer() []byte { return s.buf }

// Written returns the number of bytes of output since the last Reset: those the
// io.Writer accepted plus those in the buffer. It counts exactly the bytes that are in
// the output: a call that fails adds none.
func (s *Stream) Written() int64 { return s.flushed + int64(len(s.buf)-s.base) }

// EscapeHTML reports whether the Stream escapes '<', '>' and '&' in strings and member
// names (Config.EscapeHTML).
func (s *Stream) EscapeHTML() bool { return s.escapeHTML }

// Err returns the Stream's sticky error, or nil.
func (s *Stream) Err() error { return s.err }

// Reset makes the Stream write a new output to w (nil: buffer only): it drops the
// buffered bytes, the error and the structure, and keeps the buffer's memory, the
// options and the top-level separator. A Config.Indent that is not JSON whitespace
// makes every Stream of that Config fail at once with KindInvalidValue.
func (s *Stream) Reset(w io.Writer) {
	if !s.owned { // do not write into the slice of an earlier ResetBytes
		s.buf, s.owned = make([]byte, 0, streamBufCap), true
	}
	s.restart(w, s.buf[:0])
}

// ResetBytes makes the Stream append a new output to dst, with no io.Writer: the
// output stays in the caller's slice, which [Stream.Buffer] returns (dst's bytes, then
// the output) and which grows like append does. The Stream keeps no reference to dst
// after the next Reset. Written and error offsets count from the end of dst.
func (s *Stream) ResetBytes(dst []byte) {
	s.owned = false
	s.restart(nil, dst)
}

// NewStreamBytes returns a Stream with the default Config that appends to dst (see
// [Stream.ResetBytes]).
func NewStreamBytes(dst []byte) *Stream { return Config{}.NewStreamBytes(dst) }

// NewStreamBytes returns a Stream with the options of c that appends to dst (see
// [Stream.ResetBytes]).
func (c Config) NewStreamBytes(dst []byte) *Stream {
	s := &Stream{}
	s.configure(&c)
	s.ResetBytes(dst)
	return s
}

// restart begins a new output on w after the bytes already in buf.
func (s *Stream) restart(w io.Writer, buf []byte) {
	s.w = w
	s.flushAt = StreamFlushThreshold
	if w == nil {
		s.flushAt = int(^uint(0) >> 1)
	}
	s.buf = buf
	s.base = len(buf)
	s.err, s.werr = nil, nil
	s.flushed = 0
	s.name = ""
	s.n = 0
	s.st = wsTop
	s.lend.end()
	clear(s.stack)
	s.stack = s.stack[:0]
	if s.stack == nil {
		s.stack = make([]frame, 0, streamStackCap)
	}
	if !isJSONSpace(s.indent) {
		s.fail(KindInvalidValue, "Config.Indent must be JSON whitespace")
	}
}

// isJSONSpace reports whether s holds only space, tab, line feed and carriage return
// (the reader's isWS table).
func isJSONSpace(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isWS[s[i]] {
			return false
		}
	}
	return true
}

// Flush writes the buffered bytes to the io.Writer and returns the sticky error, if
// any. After a failed call (a NaN, a misplaced name, ...) the bytes written before it
// are still flushed: they are a valid prefix and nothing of the failed call is among
// them. Once the io.Writer has failed nothing more is written, and Flush returns
// that io error (also when an earlier value error is the sticky one, which Err still
// returns). With a nil writer Flush only returns the error. Flushing an output whose structure is still open is allowed: the
// writer then holds a prefix; [Stream.Close] checks that the output is complete.
func (s *Stream) Flush() error {
	if s.werr != nil {
		return s.werr
	}
	if s.st == wsLent {
		s.misuse(errLent)
		return s.err
	}
	if s.w != nil && len(s.buf) > 0 {
		if err := s.flush(); err != nil {
			return err
		}
	}
	return s.err
}

// Close ends the output: it flushes (as [Stream.Flush]) and then checks that the text
// is complete. An array or object still open is an error of kind KindInvalidValue
// naming the innermost open container, located like a misplaced call (offset
// Written(), the container's pointer, or the member whose value is due); it becomes
// the sticky error. Close returns the sticky error if there was one already. It does
// not close the io.Writer. An output with no value at all is not an error (an empty
// JSON Lines stream is complete; a caller that needs one value checks Written).
func (s *Stream) Close() error {
	if err := s.Flush(); err != nil {
		return err
	}
	if len(s.stack) == 0 {
		return nil
	}
	kind := "an object"
	if s.st == wsArrEmpty || s.st == wsArr {
		kind = "an array"
	}
	s.misuse("Close with " + kind + " still open (" + strconv.Itoa(len(s.stack)) + " open levels)")
	return s.err
}

// SetTopLevelSeparator allows more than one top-level value and writes sep between
// them, as in JSON Lines ("\n"). sep must be non-empty JSON whitespace (space, tab,
// line feed, carriage return); otherwise SetTopLevelSeparator returns an error of
// kind KindInvalidValue and changes nothing. An empty sep is rejected; without a
// separator a second top-level value is an error. Reset keeps the separator.
func (s *Stream) SetTopLevelSeparator(sep string) error {
	if sep == "" || !isJSONSpace(sep) {
		return &Error{Kind: KindInvalidValue, Offset: s.Written(),
			Detail: "top-level separator must be non-empty JSON whitespace"}
	}
	s.sep = sep
	return nil
}

// flush hands the whole buffer to w. A writer that accepts part of it without an
// error is called again with the rest; one that accepts nothing is a short write. The
// write error becomes the sticky error unless there is one already; it is returned.
func (s *Stream) flush() error {
	b := s.buf
	for len(b) > 0 {
		n, err := s.w.Write(b)
		if n < 0 || n > len(b) {
			n, err = 0, errors.New("io.Writer returned an invalid count")
		}
		s.flushed += int64(n)
		b = b[n:]
		if err == nil && n == 0 {
			err = io.ErrShortWrite
		}
		if err != nil {
			s.buf = append(s.buf[:0], b...)
			e := &Error{Kind: KindIO, Offset: s.flushed, Pointer: s.pointer(false),
				Detail: "write failed", Err: err}
			s.werr = e
			if s.err == nil {
				s.err, s.st = e, wsFailed
			}
			return e
		}
	}
	s.buf = s.buf[:0]
	return nil
}

// endValue flushes when the buffer has passed the threshold.
func (s *Stream) endValue() {
	if len(s.buf) >= s.flushAt {
		s.flush()
	}
}

// newline appends a line feed and the indentation of depth levels.
func (s *Stream) newline(depth int) {
	s.buf = append(s.buf, '\n')
	for ; depth > 0; depth-- {
		s.buf = append(s.buf, s.indent...)
	}
}

// putByte appends c. When there is room it writes into the spare capacity and extends
// the length, which stores only the length field (append stores the whole slice
// header, with a write-barrier check, since a Stream lives on the heap).
func (s *Stream) putByte(c byte) {
	if m := len(s.buf); m < cap(s.buf) {
		s.buf = s.buf[:m+1]
		s.buf[m] = c
		return
	}
	s.buf = append(s.buf, c)
}

// beginValue checks that a value may be written now, writes the separator before
// it and moves the state past it. It reports false (after recording an error, unless
// the Stream had failed already) when no value may be written.
func (s *Stream) beginValue() bool {
	if s.st == wsObjValue { // the most common case, inlined
		s.st = wsObjName
		return true
	}
	return s.beginValueSlow()
}

// beginValueSlow is beginValue outside of an object member.
func (s *Stream) beginValueSlow() bool {
	switch s.st {
	case wsArr:
		s.putByte(',')
		s.n++
		if s.indent != "" {
			s.newline(len(s.stack))
		}
		return true
	case wsArrEmpty:
		s.st = wsArr
		s.n = 1
		if s.indent != "" {
			s.newline(len(s.stack))
		}
		return true
	case wsTop:
		s.st = wsTopDone
		return true
	case wsTopDone:
		if s.sep != "" {
			s.buf = append(s.buf, s.sep...)
			return true
		}
		s.misuse("a second top-level value needs a separator (SetTopLevelSeparator)")
	case wsObjEmpty, wsObjName:
		s.misuse("a member name is required before a value in an object")
	case wsLent:
		s.misuse(errLent)
	}
	return false
}

// undo is what a failed value write restores.
type undo struct {
	mark int
	n    int
	st   uint8
}

func (s *Stream) save() undo { return undo{mark: len(s.buf), n: s.n, st: s.st} }

// rollback discards the bytes and state changes of a failed value write and
// records the error at the position the value would have taken.
func (s *Stream) rollback(u undo, kind ErrorKind, detail string) {
	s.buf = s.buf[:u.mark]
	s.n = u.n
	s.st = u.st
	s.fail(kind, detail)
}

// misuse records a KindInvalidValue error for a call made out of order. A misplaced
// name or end writes no value, so the pointer names the innermost open container itself,
// or the member whose value is due (the same rule as Java's JsonStream).
func (s *Stream) misuse(detail string) {
	s.failAt(KindInvalidValue, detail, s.st == wsObjValue)
}

// fail records the sticky error for the value being written at the current position.
func (s *Stream) fail(kind ErrorKind, detail string) { s.failAt(kind, detail, true) }

// failAt records the sticky error at the current position (cold path); next says
// whether the pointer names the slot the next value fills.
func (s *Stream) failAt(kind ErrorKind, detail string, next bool) {
	if s.st == wsFailed {
		return
	}
	s.err = &Error{Kind: kind, Offset: s.Written(), Pointer: s.pointer(next), Detail: detail}
	s.st = wsFailed
	s.lend.end()
}

// pointer returns the JSON Pointer of the Stream's position: the enclosing members
// and elements being written and, when next is true, the slot the next call fills
// (the next array index, or the member whose name was written).
func (s *Stream) pointer(next bool) string {
	var p []byte
	for i := range s.stack {
		f := &s.stack[i]
		p = appendSlot(p, f.st, f.n-1, f.name)
	}
	if next {
		switch s.st {
		case wsArrEmpty, wsArr:
			p = appendSlot(p, wsArr, s.n, "")
		case wsObjValue:
			p = appendSlot(p, wsObjName, 0, s.name)
		}
	}
	return string(p)
}

// pointerBefore returns the Stream's pointer when it was at u (the state saved before
// beginValue), with the slot a value fills there when next is true.
func (s *Stream) pointerBefore(u undo, next bool) string {
	st, n := s.st, s.n
	s.st, s.n = u.st, u.n
	p := s.pointer(next)
	s.st, s.n = st, n
	return p
}

// appendSlot appends the pointer token of the child of a level in state st.
func appendSlot(p []byte, st uint8, index int, name string) []byte {
	switch st {
	case wsArrEmpty, wsArr:
		return appendInt64(append(p, '/'), int64(index))
	case wsObjName, wsObjValue:
		return appendPointerToken(p, []byte(name))
	}
	return p
}

// tooDeep records the error for a container that would open level MaxDepth+1, or the
// misuse error if no value may be written here at all (cold path).
func (s *Stream) tooDeep() {
	u := s.save()
	if s.beginValue() {
		s.rollback(u, KindLimitExceeded, "nesting deeper than MaxDepth "+strconv.Itoa(s.maxDepth))
	}
}

// streamStackCap is the structure stack's first capacity: a document of up to eight
// levels never regrows it.
const streamStackCap = 8

// push opens a container level. The new level's name is left as it is: it is read
// only after a member name of the new level has set it.
func (s *Stream) push(st uint8) {
	s.stack = append(s.stack, frame{name: s.name, n: s.n, st: s.st})
	s.st = st
	s.n = 0
}

// pop closes the innermost level, restoring the enclosing one.
func (s *Stream) pop() {
	top := len(s.stack) - 1
	f := &s.stack[top]
	s.st, s.n, s.name = f.st, f.n, f.name
	f.name = "" // the stack keeps no name alive (restart clears only the open levels)
	s.stack = s.stack[:top]
}

// openContainer writes '[' or '{' as a value and opens its level.
func (s *Stream) openContainer(open byte, st uint8) {
	if len(s.stack) >= s.maxDepth {
		s.tooDeep()
		return
	}
	if !s.beginValue() {
		return
	}
	s.push(st)
	s.putByte(open)
	s.endValue()
}

// WriteArrayStart writes '[' as a value and opens an array: the following values are
// its elements until [Stream.WriteArrayEnd].
func (s *Stream) WriteArrayStart() { s.openContainer('[', wsArrEmpty) }

// WriteObjectStart writes '{' as a value and opens an object: write each member with
// [Stream.WriteObjectField] (or [Stream.WriteObjectEncodedField]) and then its value,
// and close it with [Stream.WriteObjectEnd].
func (s *Stream) WriteObjectStart() { s.openContainer('{', wsObjEmpty) }

// WriteArrayEnd writes ']' and closes the innermost level, which must be an array.
func (s *Stream) WriteArrayEnd() {
	switch s.st {
	case wsArr:
		if s.indent != "" {
			s.newline(len(s.stack) - 1)
		}
	case wsArrEmpty:
	case wsFailed:
		return
	case wsLent:
		s.misuse(errLent)
		return
	default:
		s.misuse("WriteArrayEnd without an open array")
		return
	}
	s.putByte(']')
	s.pop()
	s.endValue()
}

// WriteObjectEnd writes '}' and closes the innermost level, which must be an object
// that is not waiting for the value of a member.
func (s *Stream) WriteObjectEnd() {
	switch s.st {
	case wsObjName:
		if s.indent != "" {
			s.newline(len(s.stack) - 1)
		}
	case wsObjEmpty:
	case wsFailed:
		return
	case wsObjValue:
		s.misuse("WriteObjectEnd after a member name without its value")
		return
	case wsLent:
		s.misuse(errLent)
		return
	default:
		s.misuse("WriteObjectEnd without an open object")
		return
	}
	s.putByte('}')
	s.pop()
	s.endValue()
}

// WriteEmptyArray writes [] as a value. It opens a level like WriteArrayStart, so
// MaxDepth applies to it too.
func (s *Stream) WriteEmptyArray() { s.writeEmpty('[', ']') }

// WriteEmptyObject writes {} as a value. It opens a level like WriteObjectStart, so
// MaxDepth applies to it too.
func (s *Stream) WriteEmptyObject() { s.writeEmpty('{', '}') }

// writeEmpty writes an empty container as a value, checking the depth limit as
// openContainer does (a reader with the same limit must accept what was written).
func (s *Stream) writeEmpty(open, end byte) {
	if len(s.stack) >= s.maxDepth {
		s.tooDeep()
		return
	}
	if !s.beginValue() {
		return
	}
	s.buf = append(s.buf, open, end)
	s.endValue()
}
