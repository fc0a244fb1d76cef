package riffle

import (
	"errors"
	"fmt"
	"reflect"
	"unsafe"
)

// encodeState is one marshal in progress. The encoders append the value's compact
// text to a byte slice passed from call to call (the target Stream's buffer, or a
// scratch buffer when the target indents), writing separators and pre-encoded names
// themselves: they know the shape, so no per-call state check is needed. The target
// Stream takes the text as one value once it is complete. A custom encoder or a
// marshaler's output goes through the Stream s, positioned for exactly one value at
// the end of the slice (see delegate).
type encodeState struct {
	target     *Stream // where the value goes
	s          *Stream // writes delegated values (custom encoders, MarshalJSON output)
	syntax     Config  // the bind options' syntactic Config, for the ",string" strings
	codecs     *Codecs
	sortKeys   bool
	escapeHTML bool
	esc        escaper                       // the target's string escaping
	quoteEsc   escaper                       // the inner escaping of a ",string" string (syntax's)
	depth      int                           // the nesting at the end of the slice, the target's levels included
	maxDepth   int                           // the target's MaxDepth
	start      int                           // where the value begins in the slice
	before     undo                          // the target's state before the value
	delegated  int                           // where the value being delegated begins in the slice, or -1
	scratch    []byte                        // room for a quoted string's inner text
	indented   []byte                        // the compact text, when the target indents
	entries    []anyEntry                    // a stack of the members of the map[string]any being written
	members    []mapMember                   // a stack of the members of the maps being written
	holders    map[reflect.Type][]*mapHolder // free key and value holders, by map type

	ptrSlot  unsafe.Pointer // holds a pointer-shaped top-level or interface value
	ptrLevel uint
	ptrSeen  map[cycleKey]struct{}
}

// startDetectingCyclesAfter is encoding/json's nesting of pointers, maps and slices
// below which no cycle is looked for (a cycle is found soon enough past it, and
// shallow values pay nothing).
const startDetectingCyclesAfter = 1000

// cycleKey identifies a pointer (with its type), a map or a slice (with its length),
// as encoding/json's ptrSeen does.
type cycleKey struct {
	p    unsafe.Pointer
	n    int
	typ  reflect.Type
	kind reflect.Kind
}

// marshalFailure carries an error out of the encoders by panic, as encoding/json
// does; marshal recovers it. Any other panic is not caught. out is the text written
// before a syntactic error (a *Error of the Stream's contract, which keeps it); it is
// nil for the bind errors, after which nothing of the value is kept.
type marshalFailure struct {
	err error
	out []byte
}

// fail aborts the marshal with err (cold path).
func (e *encodeState) fail(err error) { panic(marshalFailure{err: err}) }

// marshal writes v as one value to the target Stream and returns the first error.
// On a bind error (an unsupported value, a failed marshaler) the target is left as it
// was before; on a syntactic one (a limit, ill-formed UTF-8 under the reject policy)
// it keeps the text before the failing value and fails with that error, as a failed
// Stream call does.
func (e *encodeState) marshal(v any) (err error) {
	t := e.target
	if t.st == wsFailed {
		return t.err
	}
	e.before = t.save()
	if !t.beginValue() {
		return t.err
	}
	e.depth, e.maxDepth, e.esc, e.delegated = len(t.stack), t.maxDepth, t.escaper, -1
	e.quoteEsc = escaper{e.syntax.EscapeHTML, e.syntax.InvalidUTF8 == InvalidUTF8Replace}
	defer func() {
		if r := recover(); r != nil {
			f, ok := r.(marshalFailure)
			if !ok {
				panic(r)
			}
			err = e.failed(f)
		}
		if e.s != nil {
			e.s.buf = nil // keep no reference to the caller's slice
		}
	}()
	if t.indent == "" {
		e.start = len(t.buf)
		t.buf = e.appendAny(t.buf, v)
	} else {
		e.start = 0
		e.indented = e.appendAny(e.indented[:0], v)
		t.putIndented(e.indented, len(t.stack))
	}
	t.endValue()
	return nil
}

// failed restores the target after failure f and returns its error (cold path).
func (e *encodeState) failed(f marshalFailure) error {
	t := e.target
	if e.delegated >= 0 {
		e.locateDelegated(f.err)
	}
	if se, ok := f.err.(*Error); ok && f.out != nil {
		if t.indent == "" {
			t.buf = f.out
		} // an indented value keeps nothing: its text was not laid out yet
		t.err, t.st = se, wsFailed
		return se
	}
	t.buf, t.n, t.st = t.buf[:e.before.mark], e.before.n, e.before.st
	return f.err
}

// failSyntax aborts the marshal with a Stream error of kind at the end of b, where a
// value (or, in an object, a member) would begin: its offset is there (before the
// comma of an array element, as the Stream's calls report it) and its pointer names
// that slot (cold path).
func (e *encodeState) failSyntax(b []byte, kind ErrorKind, detail string) {
	e.failSyntaxAt(b, e.valueStart(b), kind, detail)
}

// failSyntaxAt is failSyntax with the error's offset, and the text kept, at
// position end of b rather than at its end: a struct member written in one piece
// fails from the start of its name, as the Stream's WriteMember calls do (cold path).
func (e *encodeState) failSyntaxAt(b []byte, end int, kind ErrorKind, detail string) {
	err := &Error{Kind: kind, Offset: e.offsetOf(end), Pointer: e.pointerAt(b), Detail: detail}
	appendTextPointer(nil, b[e.start:end], true, true) // the text kept must be a valid prefix
	panic(marshalFailure{err: err, out: b[:end]})
}

// valueStart returns the position in b where a value appended to b begins, its
// separator left out: before the comma of an array element.
func (e *encodeState) valueStart(b []byte) int {
	if end := len(b); end > e.start && b[end-1] == ',' {
		return end - 1
	}
	return len(b)
}

// offsetOf returns the output offset of position i of the slice.
func (e *encodeState) offsetOf(i int) int64 { return e.target.Written() + int64(i-e.start) }

// pointerAt returns the JSON Pointer of the slot that the next value appended to b
// would fill: the target's own position, then the path within the value's text so
// far, found by walking that text (cold path: nothing is tracked while writing).
func (e *encodeState) pointerAt(b []byte) string {
	p := []byte(e.target.pointerBefore(e.before, true))
	return string(appendTextPointer(p, b[e.start:], true, false))
}

// locateDelegated makes the position of a Stream error raised while a value was
// being delegated, which the delegate Stream counts from the value, a position in
// the whole output (cold path).
func (e *encodeState) locateDelegated(err error) {
	var se *Error
	if !errors.As(err, &se) || se != e.s.err {
		return
	}
	b := e.s.buf[:e.delegated]
	if se.Offset == 0 { // at the value itself: before its separator, as a Stream call
		se.Offset = e.offsetOf(e.valueStart(b))
	} else {
		se.Offset += e.offsetOf(e.delegated)
	}
	se.Pointer = e.pointerAt(b) + se.Pointer
}

// delegateStream returns the Stream that writes delegated values, with the target's
// options, appending to b at nesting e.depth.
func (e *encodeState) delegateStream(b []byte) *Stream {
	s := e.s
	if s == nil {
		s = &Stream{}
		e.s = s
	}
	t := e.target
	s.escaper, s.rawCheck, s.sep, s.indent = t.escaper, t.rawCheck, "", ""
	s.maxDepth = e.maxDepth - e.depth
	s.ResetBytes(b)
	e.delegated = len(b)
	return s
}

// delegate appends one value written by enc (a custom encoder) to the Stream e.s.
func (e *encodeState) delegate(b []byte, enc encoderFunc, p unsafe.Pointer) []byte {
	s := e.delegateStream(b)
	enc(e, p)
	e.delegated = -1
	return s.buf
}

// enterCycle counts one more level of pointer, map or slice and, past
// startDetectingCyclesAfter, records key. It reports whether key was recorded (the
// caller then calls leaveCycle when done) and whether key was being written already:
// a cycle, which the caller reports with failCycle.
func (e *encodeState) enterCycle(key cycleKey) (recorded, cycle bool) {
	if e.ptrLevel++; e.ptrLevel <= startDetectingCyclesAfter {
		return false, false
	}
	if e.ptrSeen == nil {
		e.ptrSeen = make(map[cycleKey]struct{})
	}
	if _, ok := e.ptrSeen[key]; ok {
		return true, true
	}
	e.ptrSeen[key] = struct{}{}
	return true, false
}

// failCycle fails with encoding/json's error for a cycle through v (cold path).
func (e *encodeState) failCycle(v reflect.Value) {
	e.fail(&UnsupportedValueError{Value: v, Str: fmt.Sprintf("encountered a cycle via %s", v.Type())})
}

// leaveCycle forgets key when its value is written.
func (e *encodeState) leaveCycle(key cycleKey) { delete(e.ptrSeen, key) }

// tracked appends a pointer's, map's or slice's content (write, with arg) past
// startDetectingCyclesAfter levels, where key is recorded while it is written and
// meeting it again is a cycle through value() (cold path).
func (e *encodeState) tracked(b []byte, key cycleKey, value func() reflect.Value, write appendFunc, arg unsafe.Pointer) []byte {
	recorded, cycle := e.enterCycle(key)
	if cycle {
		e.failCycle(value())
	}
	if recorded {
		defer e.leaveCycle(key)
	}
	b = write(e, b, arg)
	e.ptrLevel--
	return b
}

// open appends the opening bracket c of a container one level deeper, or fails with
// the Stream's limit error past MaxDepth.
func (e *encodeState) open(b []byte, c byte) []byte {
	e.enter(b)
	return append(b, c)
}

// enter counts one more level of nesting at the end of b, or fails with the
// Stream's limit error past MaxDepth.
func (e *encodeState) enter(b []byte) {
	e.checkDepth(b)
	e.depth++
}

// checkDepth fails, as enter does, when a container opened at the end of b would be
// deeper than MaxDepth; a container written whole ({} or []) checks without counting.
func (e *encodeState) checkDepth(b []byte) {
	if e.depth >= e.maxDepth {
		e.failDeep(b)
	}
}

// failDeep fails for a container that would open level MaxDepth+1 (cold path).
func (e *encodeState) failDeep(b []byte) {
	e.failSyntax(b, KindLimitExceeded, fmt.Sprintf("nesting deeper than MaxDepth %d", e.maxDepth))
}

// closeContainer ends an array or object with c: it replaces the comma that follows
// the last element or member, or follows the opening bracket of an empty one.
func closeContainer(b []byte, c byte) []byte {
	if n := len(b) - 1; b[n] == ',' {
		b[n] = c
		return b
	}
	return append(b, c)
}

// appendStringValue appends v as a JSON string with the target's escaping; ill-formed
// UTF-8 under the reject policy fails as the Stream's WriteString does.
func (e *encodeState) appendStringValue(b, v []byte) []byte {
	out, ok := appendString(b, v, e.esc)
	if !ok {
		e.failString(b)
	}
	return out
}

// failString fails for a string value with ill-formed UTF-8 under the reject policy,
// to be appended to b (cold path).
func (e *encodeState) failString(b []byte) {
	e.failSyntax(b, KindInvalidValue, "string is not valid UTF-8")
}

// failMemberString is failString for the string of a struct member whose comma is
// at position member of b, in the struct that begins at start (cold path).
func (e *encodeState) failMemberString(b []byte, member, start int) {
	if member == start { // the first member: its comma is the struct's '{'
		member++
	}
	e.failSyntaxAt(b, member, KindInvalidValue, "string is not valid UTF-8")
}

// appendMemberName appends a member name and ':', escaped as a string; ill-formed
// UTF-8 under the reject policy fails as the Stream's WriteObjectField does.
func (e *encodeState) appendMemberName(b []byte, name string) []byte {
	out, ok := appendString(b, stringBytes(name), e.esc)
	if !ok {
		e.failSyntax(b, KindInvalidValue, "member name is not valid UTF-8")
	}
	return append(out, ':')
}
