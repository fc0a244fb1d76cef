package riffle

import "strconv"

// Appender writes one JSON value for a [Stream] with the output buffer held in the
// Appender itself, a small value that each call takes and returns, like append:
//
//	w := s.BeginAppend()
//	w = w.WriteObjectStart()
//	w = w.WriteMemberString(&names.name, p.Name) // names: EncodedNames made once
//	w = w.WriteMemberInt64(&names.age, int64(p.Age))
//	w = w.WriteObjectEnd()
//	err := w.End()
//
// It is the Stream's fast path for code with a fixed shape (hand-written or generated
// encoders): the buffer stays in registers from call to call, where every Stream call
// loads it from the Stream and stores it back. Its calls are the Stream's, with the same
// checks, output and errors (kind, offset, pointer and detail; a pointer names a member
// as the text spells it), so it never writes invalid JSON either; see
// docs/design/stream.md, "The Appender".
//
// Always use the Appender the last call returned. A call on an older copy, or on an
// Appender after its End, is a KindInvalidValue error; so is a Stream call while an
// Appender is out, since the Stream's buffer is the Appender's until End. Such a misuse
// while an Appender is out drops its value's text: the output keeps what came before. A failed call records the Stream's
// sticky error, as a Stream call does, and makes every later call a no-op; End then
// returns that error.
//
// The value's text is handed to the Stream at End, which flushes to the Stream's
// io.Writer then, so a Stream with a writer buffers the whole value. With Config.Indent
// the Appender writes compact text and End lays it out, as MarshalTo does; after an
// error such a value keeps none of its text, and the error's offset counts its
// compact text.
//
// The zero Appender is not usable: each call is a no-op and End returns an error.
type Appender struct {
	// Two fields, four words: Go keeps a struct of up to four words in registers.
	// The nesting state is the Stream's (lending), which also tells the current
	// Appender from an older copy by its buffer's address and length.
	buf []byte
	s   *Stream
}

// The flags of an Appender's innermost level.
const (
	apComma = 1 << iota // the level has an element or member (at the top: the value is written)
	apName              // in an object: a member name is written and its value is due
)

// apTop is the level word of the Appender's top level (or of a new spill chunk).
const apTop = 0b10

// apMaxLevels is the level word at which the Appender spills: 61 open levels.
const apMaxLevels = 1 << 62

// apLevelsPerWord is how many open levels a level word holds when it spills.
const apLevelsPerWord = 61

// errLent is the detail of a Stream call made while an Appender is out.
const errLent = "a Stream call while an Appender writes the Stream's value (End it first)"

// lending is the Stream's side of its Appender: which Appender value is current and
// what End and the errors need.
type lending struct {
	at        int      // the current Appender's buffer length plus 1; 0: none is current
	data      *byte    // the first byte of the current Appender's buffer (nil: none)
	levels    uint64   // the open containers, innermost in bit 0 (1 an object, 0 an array), above a 1 bit; apTop before or after the value
	flags     uint8    // the innermost level's ap flags
	maxLevels uint64   // the level word at which one more container is too deep or spills
	depth     int      // the levels MaxDepth still allows above the current level word's base
	before    undo     // the Stream before the value began (the value's offset and pointer)
	after     uint8    // the Stream's state after the value began, restored by End
	start     int      // where the value's text begins in the Appender's buffer
	spill     []uint64 // the level words of the outer levels past 61
	scratch   []byte   // an indented Stream's compact text, laid out at End
}

// end makes no Appender current.
func (l *lending) end() { l.at = 0 }

// bufAddr returns the first byte of b's memory (nil for none), which tells an
// Appender's buffer from another.
func bufAddr(b []byte) *byte {
	if cap(b) == 0 {
		return nil
	}
	return &b[:1][0]
}

// setDepth sets the level word limit for d more levels in the current word.
func (l *lending) setDepth(d int) {
	l.depth = d
	if d >= apLevelsPerWord {
		l.maxLevels = apMaxLevels
		return
	}
	l.maxLevels = apTop << d
}

// BeginAppend returns an Appender that writes the Stream's next value, where the next
// Stream call would write one: the separator before it is written now. Until
// [Appender.End] the Stream's output belongs to the Appender. If no value may be
// written here (or the Stream has failed), the error is recorded now and the Appender's
// calls do nothing.
func (s *Stream) BeginAppend() Appender {
	u := s.save()
	if !s.beginValue() {
		return Appender{s: s}
	}
	l := &s.lend
	l.before, l.after = u, s.st
	l.levels, l.flags = apTop, 0
	l.setDepth(s.maxDepth - len(s.stack))
	l.spill = l.spill[:0]
	s.st = wsLent
	w := Appender{buf: s.buf, s: s}
	if s.indent != "" {
		w.buf = l.scratch[:0]
	}
	l.start = len(w.buf)
	return w.commit()
}

// current reports whether w is its Stream's current Appender. An older copy with the
// same buffer address and length is the same Appender: the state is the Stream's.
func (w Appender) current() bool {
	return w.s != nil && w.s.lend.at == len(w.buf)+1 && w.s.lend.data == bufAddr(w.buf)
}

// commit makes w, after a call wrote to it, the current Appender.
func (w Appender) commit() Appender {
	l := &w.s.lend
	l.at = len(w.buf) + 1
	if a := bufAddr(w.buf); a != l.data { // the buffer grew
		l.data = a
	}
	return w
}

// End hands the value to the Stream, which then goes on after it (and flushes if it
// has an io.Writer past its threshold), and returns the Stream's sticky error. An
// Appender whose value is not complete (nothing written, a container open, a name
// without its value) is a KindInvalidValue error at End, the text kept as Stream.Close
// keeps an open structure.
func (w Appender) End() error {
	s := w.s
	if s == nil {
		return &Error{Kind: KindInvalidValue, Detail: "End of the zero Appender (use Stream.BeginAppend)"}
	}
	if !w.current() {
		w.stale()
		return s.err
	}
	l := &s.lend
	if l.levels != apTop || l.flags&apComma == 0 {
		w.incomplete()
		return s.err
	}
	l.end()
	s.st = l.after
	if s.indent != "" {
		s.putIndented(w.buf, len(s.stack))
		l.scratch = w.buf[:0]
	} else {
		s.buf = w.buf
	}
	s.endValue()
	return s.err
}

// incomplete records the error for End before the value is complete (cold path).
func (w Appender) incomplete() {
	d := w.s.lend.depthOpen()
	detail := "End before the Appender's value"
	switch {
	case d > 0 && w.s.lend.levels&1 == 1:
		detail = "End with an object still open (" + strconv.Itoa(d) + " open levels)"
	case d > 0:
		detail = "End with an array still open (" + strconv.Itoa(d) + " open levels)"
	}
	w.misuse(detail)
}

// depthOpen returns the number of containers open in the Appender's value.
func (l *lending) depthOpen() int {
	d := len(l.spill) * apLevelsPerWord
	for w := l.levels; w > apTop; w >>= 1 {
		d++
	}
	return d
}

// stale handles a call on an Appender that is not current: nothing if the Stream has
// failed (the error is recorded), else a misuse error (cold path).
func (w Appender) stale() Appender {
	s := w.s
	if s == nil || s.st == wsFailed {
		return w
	}
	s.misuse("an Appender used after a later call on it returned a newer one, or after its End")
	return w
}

// WriteObjectStart writes '{' as a value and opens an object, as
// [Stream.WriteObjectStart] does.
func (w Appender) WriteObjectStart() Appender { return w.open('{', 1) }

// WriteArrayStart writes '[' as a value and opens an array, as [Stream.WriteArrayStart]
// does.
func (w Appender) WriteArrayStart() Appender { return w.open('[', 0) }

// WriteMemberObjectStart writes the member n and opens an object as its value: what
// WriteObjectEncodedField(n) then WriteObjectStart() write, with the same errors, in
// one call ([Stream.WriteMemberObjectStart]).
func (w Appender) WriteMemberObjectStart(n *EncodedName) Appender { return w.openMember(n, '{', 1) }

// WriteMemberArrayStart writes the member n and opens an array as its value: what
// WriteObjectEncodedField(n) then WriteArrayStart() write, with the same errors, in one
// call ([Stream.WriteMemberArrayStart]).
func (w Appender) WriteMemberArrayStart(n *EncodedName) Appender { return w.openMember(n, '[', 0) }

// openMember writes the name n and the bracket c of a new level of kind: one check
// and one block copy when nothing can fail, else the two calls.
func (w Appender) openMember(n *EncodedName, c byte, kind uint64) Appender {
	enc := n.enc
	if !w.nameFast(enc) || w.s.lend.levels >= w.s.lend.maxLevels {
		return w.WriteObjectEncodedField(n).open(c, kind)
	}
	w.buf = appendNameBlock(w.buf, enc, int(^w.s.lend.flags&apComma))
	l := &w.s.lend
	l.levels = l.levels<<1 | kind
	l.flags = 0 // the new level is empty
	w.buf = append(w.buf, c)
	return w.commit()
}

// open writes the bracket c of a new level of kind (1 an object, 0 an array).
func (w Appender) open(c byte, kind uint64) Appender {
	m, ok := len(w.buf), true
	sep := byte(sepSlow)
	if w.current() {
		sep = w.s.lend.valueSep()
	}
	switch sep {
	case ',':
		w.buf = append(w.buf, ',')
	case sepSlow:
		if w, ok = w.beginValueSlow(); !ok {
			return w
		}
	}
	l := &w.s.lend
	if l.levels >= l.maxLevels {
		if w, ok = w.deeper(m); !ok {
			return w
		}
	}
	l.levels = l.levels<<1 | kind
	l.flags = 0 // the new level is empty
	w.buf = append(w.buf, c)
	return w.commit()
}

// deeper opens one more level than the current level word holds: it spills the word
// when the depth limit allows, or records the limit error for a value at m (cold path).
func (w Appender) deeper(m int) (Appender, bool) {
	l := &w.s.lend
	if l.levels < apMaxLevels || l.depth <= apLevelsPerWord {
		return w.failValue(m, len(w.buf), KindLimitExceeded, "nesting deeper than MaxDepth "+strconv.Itoa(w.s.maxDepth)), false
	}
	l.spill = append(l.spill, l.levels)
	l.setDepth(l.depth - apLevelsPerWord)
	l.levels = apTop
	return w, true
}

// WriteObjectEnd writes '}' and closes the innermost level, which must be an object
// not waiting for a member's value, as [Stream.WriteObjectEnd] does.
func (w Appender) WriteObjectEnd() Appender {
	if !w.current() || w.s.lend.levels&1 == 0 || w.s.lend.flags&apName != 0 {
		return w.endSlow("WriteObjectEnd")
	}
	w.buf = append(w.buf, '}')
	w.s.lend.pop()
	return w.commit()
}

// WriteArrayEnd writes ']' and closes the innermost level, which must be an array, as
// [Stream.WriteArrayEnd] does.
func (w Appender) WriteArrayEnd() Appender {
	if !w.current() || w.s.lend.levels&1 == 1 || w.s.lend.levels <= apTop {
		return w.endSlow("WriteArrayEnd")
	}
	w.buf = append(w.buf, ']')
	w.s.lend.pop()
	return w.commit()
}

// pop closes the innermost level: the enclosing one now has an element or member.
func (l *lending) pop() {
	l.levels >>= 1
	l.flags = apComma
	if l.levels == apTop && len(l.spill) > 0 {
		l.unspill()
	}
}

// unspill takes back the level word spilled when the current one was opened.
func (l *lending) unspill() {
	l.levels = l.spill[len(l.spill)-1]
	l.spill = l.spill[:len(l.spill)-1]
	l.setDepth(l.depth + apLevelsPerWord)
}

// endSlow is a misplaced end call, or one on an Appender that is not current (cold
// path).
func (w Appender) endSlow(call string) Appender {
	if !w.current() {
		return w.stale()
	}
	switch {
	case call == "WriteObjectEnd" && w.s.lend.levels&1 == 1:
		return w.misuse("WriteObjectEnd after a member name without its value")
	case call == "WriteObjectEnd":
		return w.misuse("WriteObjectEnd without an open object")
	}
	return w.misuse("WriteArrayEnd without an open array")
}

// beginValue checks that a value may be written now and writes the separator before
// it; it reports false, having recorded the error, when none may be.
func (w Appender) beginValue() (Appender, bool) {
	if w.current() {
		switch w.s.lend.valueSep() {
		case 0:
			return w, true
		case ',':
			return Appender{append(w.buf, ','), w.s}, true
		}
	}
	return w.beginValueSlow()
}

// sepSlow is what valueSep returns when beginValueSlow must decide.
const sepSlow = 1

// valueSep moves the state past the separator of a value written now and returns that
// separator: 0 for none (a member's value, an array's first element) or ','; or it
// returns sepSlow, having changed nothing, at the top or in an object without a name.
// Inlined into open and beginValue.
func (l *lending) valueSep() byte {
	if l.flags&apName != 0 { // a member's value
		l.flags = apComma
		return 0
	}
	if l.levels&1 == 0 && l.levels > apTop { // an array element
		sep := byte(',')
		if l.flags == 0 {
			sep = 0
		}
		l.flags = apComma
		return sep
	}
	return sepSlow
}

// beginValueSlow is beginValue at the top, in an object without a name, or on an
// Appender that is not current (cold path).
func (w Appender) beginValueSlow() (Appender, bool) {
	switch {
	case !w.current():
		return w.stale(), false
	case w.s.lend.levels&1 == 1:
		return w.misuse("a member name is required before a value in an object"), false
	case w.s.lend.flags&apComma != 0:
		return w.misuse("an Appender writes one value: End it and begin another"), false
	}
	w.s.lend.flags |= apComma
	return w, true
}

// misuse records a KindInvalidValue error for a call made out of order, located as
// the Stream locates one (cold path).
func (w Appender) misuse(detail string) Appender {
	return w.fail(len(w.buf), len(w.buf), false, KindInvalidValue, detail)
}

// failValue records the error of a value that cannot be written at m, its separator
// written up to text (cold path).
func (w Appender) failValue(m, text int, kind ErrorKind, detail string) Appender {
	return w.fail(m, text, true, kind, detail)
}

// fail records the Stream's sticky error for a call that writes nothing: the output
// keeps w's text up to m, and the pointer is found from the text up to text; slot
// says whether it names the slot the next value fills. A call that fails before any
// of the value is written leaves out the separator BeginAppend wrote too, as a failed
// Stream call does (cold path).
func (w Appender) fail(m, text int, slot bool, kind ErrorKind, detail string) Appender {
	s, l := w.s, &w.s.lend
	// At the Appender's top a misplaced call names the Stream's container, as the
	// Stream's own misuse does; within the value, the path starts at the value's slot.
	inValue := l.levels != apTop // (never apTop with words spilled: pop takes them back)
	p := []byte(s.pointerBefore(l.before, slot || inValue || l.before.st == wsObjValue))
	p = appendTextPointer(p, w.buf[l.start:text], slot, false)
	var offset int64
	switch {
	case m == l.start: // the Stream's buffer holds the text before the value unchanged
		s.buf = s.buf[:l.before.mark]
		offset = s.Written()
	case s.indent == "":
		s.buf = w.buf[:m]
		offset = s.Written()
	default: // the value's compact text is dropped; the offset counts it
		offset = s.Written() + int64(m-l.start)
	}
	if s.indent != "" {
		l.scratch = w.buf[:0]
	}
	s.err = &Error{Kind: kind, Offset: offset, Pointer: string(p), Detail: detail}
	s.st = wsFailed
	l.end()
	return w
}
