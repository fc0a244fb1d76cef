package riffle

import (
	"encoding"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"reflect"
	"strconv"
	"unsafe"
)

// encodeState is one marshal in progress: the Stream written to, the options that
// change how values are written, and encoding/json's cycle detection.
type encodeState struct {
	s          *Stream
	syntax     Config // the Stream's options, for the inner Stream
	codecs     *Codecs
	sortKeys   bool
	escapeHTML bool
	scratch    []byte      // room for a quoted scalar's text
	inner      *Stream     // writes the inner string of a ",string" string, on first use
	names      []string    // a stack of the names of the maps being written
	members    []mapMember // a stack of the members of the maps being written

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
// does; Marshal recovers it. Any other panic is not caught.
type marshalFailure struct{ err error }

// fail aborts the marshal with err (cold path).
func (e *encodeState) fail(err error) { panic(marshalFailure{err}) }

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

// encodePointer writes the value ptr points to (ptr is a *T of type t): null for nil.
func (e *encodeState) encodePointer(t reflect.Type, ptr unsafe.Pointer, elem encoderFunc) {
	if ptr == nil {
		e.s.WriteNil()
		return
	}
	if e.ptrLevel >= startDetectingCyclesAfter {
		e.tracked(cycleKey{p: ptr, typ: t, kind: reflect.Pointer},
			func() reflect.Value { return reflect.NewAt(t.Elem(), ptr).Convert(t) },
			func() { elem(e, ptr) })
		return
	}
	e.ptrLevel++
	elem(e, ptr)
	e.ptrLevel--
}

// nested writes the content of a pointer, map or slice (write) one level deeper, with
// encoding/json's cycle detection past startDetectingCyclesAfter levels (see tracked).
func (e *encodeState) nested(key cycleKey, value func() reflect.Value, write func()) {
	if e.ptrLevel < startDetectingCyclesAfter {
		e.ptrLevel++
		write()
		e.ptrLevel--
		return
	}
	e.tracked(key, value, write)
}

// tracked writes a pointer's, map's or slice's content (write) past
// startDetectingCyclesAfter levels, where key is recorded while it is written and
// meeting it again is a cycle through value() (cold path).
func (e *encodeState) tracked(key cycleKey, value func() reflect.Value, write func()) {
	recorded, cycle := e.enterCycle(key)
	if cycle {
		e.failCycle(value())
	}
	if recorded {
		defer e.leaveCycle(key)
	}
	write()
	e.ptrLevel--
}

// encodeAny writes the dynamic value of v (not addressable): the types that
// encoding/json's decoder makes directly, the rest through reflection.
func (e *encodeState) encodeAny(v any) {
	if len(e.codecs.encoders) != 0 { // a custom encoder may take any type
		e.encodeValue(reflect.ValueOf(v))
		return
	}
	switch x := v.(type) {
	case nil:
		e.s.WriteNil()
	case string:
		e.s.WriteString(x)
	case float64:
		if !isFinite64(x) {
			e.encodeValue(reflect.ValueOf(x))
			return
		}
		e.s.WriteFloat64(x)
	case bool:
		e.s.WriteBool(x)
	case map[string]any:
		e.encodeStringMapOfAny(x, reflect.TypeFor[map[string]any]())
	case []any:
		e.encodeSliceOfAny(x)
	default:
		e.encodeValue(reflect.ValueOf(v))
	}
}

// encodeSliceOfAny writes a []any (what decoding into any makes) without reflection.
func (e *encodeState) encodeSliceOfAny(x []any) {
	if x == nil {
		e.s.WriteNil()
		return
	}
	e.nested(cycleKey{p: unsafe.Pointer(unsafe.SliceData(x)), n: len(x), kind: reflect.Slice},
		func() reflect.Value { return reflect.ValueOf(x) },
		func() {
			e.s.WriteArrayStart()
			for _, v := range x {
				e.encodeAny(v)
			}
			e.s.WriteArrayEnd()
		})
}

// encoderOf returns the encoder of t from the marshal's Codecs.
func (e *encodeState) encoderOf(t reflect.Type, addr bool) encoderFunc {
	return e.codecs.encoder(t, addr)
}

// encodeValue writes v, which is not addressable. A pointer or a map is passed to its
// encoder through ptrSlot; any other value is copied once so that the encoders can
// read it through a pointer (encoding/json boxes such values too).
func (e *encodeState) encodeValue(v reflect.Value) {
	if !v.IsValid() {
		e.s.WriteNil()
		return
	}
	t := v.Type()
	enc := e.encoderOf(t, false)
	if k := t.Kind(); k == reflect.Pointer || k == reflect.Map {
		if _, custom := e.codecs.encoders[t]; !custom {
			// The built-in encoders of pointers, maps and their marshal methods read
			// the slot before they write anything nested (which may reuse it).
			e.ptrSlot = v.UnsafePointer()
			enc(e, unsafe.Pointer(&e.ptrSlot))
			return
		}
	}
	box := reflect.New(t)
	box.Elem().Set(v)
	enc(e, box.UnsafePointer())
}

// checkFinite fails with encoding/json's UnsupportedValueError for NaN and ±Inf.
func (e *encodeState) checkFinite(t reflect.Type, p unsafe.Pointer, v float64, bits int) {
	if !isFinite64(v) {
		e.fail(&UnsupportedValueError{Value: reflect.NewAt(t, p).Elem(), Str: strconv.FormatFloat(v, 'g', -1, bits)})
	}
}

// writeQuoted writes text (a number's or bool's, plain ASCII) as a JSON string, for
// the ",string" option.
func (e *encodeState) writeQuoted(text []byte) {
	e.scratch = text
	e.s.WriteStringBytes(text)
}

// writeQuotedString writes v for the ",string" option: the JSON string of v's JSON
// string.
func (e *encodeState) writeQuotedString(v string) {
	if e.inner == nil {
		e.inner = e.syntax.NewStreamBytes(nil)
	}
	e.inner.ResetBytes(e.scratch[:0])
	e.inner.WriteString(v)
	e.scratch = e.inner.Buffer()
	e.s.WriteStringBytes(e.scratch)
}

// writeNumber writes a json.Number: its text as a number ("" is 0), or as a string
// with the ",string" option. A text that is not a JSON number fails as in encoding/json.
func (e *encodeState) writeNumber(text string, quoted bool) {
	if text == "" {
		text = "0"
	}
	if !isJSONNumber(stringBytes(text)) {
		e.fail(fmt.Errorf("json: invalid number literal %q", text))
	}
	if quoted {
		e.s.WriteString(text)
		return
	}
	e.s.WriteNumber(text)
}

// writeBase64 writes a []byte as a base64 string (standard encoding, padded); nil is null.
func (e *encodeState) writeBase64(b []byte) {
	if b == nil {
		e.s.WriteNil()
		return
	}
	s := e.s
	if !s.beginValue() {
		return
	}
	s.buf = append(s.buf, '"')
	s.buf = base64.StdEncoding.AppendEncode(s.buf, b)
	s.buf = append(s.buf, '"')
	s.endValue()
}

// writeMarshalerOutput writes the text a MarshalJSON method returned, checked and
// compacted (and HTML-escaped when the Stream escapes HTML, as encoding/json does).
func (e *encodeState) writeMarshalerOutput(t reflect.Type, b []byte, err error) {
	if err != nil {
		e.fail(&MarshalerError{Type: t, Err: err})
	}
	if e.escapeHTML {
		b = htmlEscaped(b)
	}
	e.s.WriteRaw(b)
	e.checkStream(t)
}

// checkStream fails with a MarshalerError for t if the Stream failed while a user's
// method or custom encoder was writing.
func (e *encodeState) checkStream(t reflect.Type) {
	if err := e.s.Err(); err != nil {
		e.fail(&MarshalerError{Type: t, Err: err})
	}
}

// htmlEscaped returns b with <, >, &, U+2028 and U+2029 escaped as \u003c, \u003e,
// \u0026, \u2028 and \u2029 (encoding/json's HTMLEscape): b itself when it has none.
// In a valid JSON text they can only occur inside strings, so the text keeps its
// meaning; an invalid one stays invalid.
func htmlEscaped(b []byte) []byte {
	i := 0
	for ; i < len(b); i++ {
		if c := b[i]; c == '<' || c == '>' || c == '&' || c == 0xE2 {
			break
		}
	}
	if i == len(b) {
		return b
	}
	out := append(make([]byte, 0, len(b)+16), b[:i]...)
	for ; i < len(b); i++ {
		c := b[i]
		switch {
		case c == '<' || c == '>' || c == '&':
			out = append(out, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xF])
		case c == 0xE2 && i+2 < len(b) && b[i+1] == 0x80 && b[i+2]&^1 == 0xA8:
			out = append(out, '\\', 'u', '2', '0', '2', hexDigits[b[i+2]&0xF])
			i += 2
		default:
			out = append(out, c)
		}
	}
	return out
}

// hexDigits are the lower-case hexadecimal digits.
const hexDigits = "0123456789abcdef"

// methodEncoder returns the encoder of a type t whose values have the marshal
// method of interface M: write calls it. A nil pointer is null, as is a nil
// interface value.
func methodEncoder[M any](t reflect.Type, write func(e *encodeState, m M)) encoderFunc {
	return func(e *encodeState, p unsafe.Pointer) {
		v := reflect.NewAt(t, p).Elem()
		if t.Kind() == reflect.Pointer && v.IsNil() {
			e.s.WriteNil()
			return
		}
		m, ok := reflect.TypeAssert[M](v)
		if !ok {
			e.s.WriteNil()
			return
		}
		write(e, m)
	}
}

// addrMethodEncoder returns the encoder of an addressable value of type t whose
// pointer has the marshal method of interface M.
func addrMethodEncoder[M any](t reflect.Type, write func(e *encodeState, m M)) encoderFunc {
	return func(e *encodeState, p unsafe.Pointer) {
		m, _ := reflect.TypeAssert[M](reflect.NewAt(t, p))
		write(e, m)
	}
}

// jsonWriter returns the function writing a Marshaler's output for type t.
func jsonWriter(t reflect.Type) func(e *encodeState, m json.Marshaler) {
	return func(e *encodeState, m json.Marshaler) {
		b, err := m.MarshalJSON()
		e.writeMarshalerOutput(t, b, err)
	}
}

// textWriter returns the function writing a TextMarshaler's text for type t.
func textWriter(t reflect.Type) func(e *encodeState, m encoding.TextMarshaler) {
	return func(e *encodeState, m encoding.TextMarshaler) { e.writeText(t, m) }
}

// writeText writes m's MarshalText output as a string.
func (e *encodeState) writeText(t reflect.Type, m encoding.TextMarshaler) {
	b, err := m.MarshalText()
	if err != nil {
		e.fail(textMarshalerError(t, err))
	}
	e.s.WriteStringBytes(b)
}

// failingText is a TextMarshaler that fails with err.
type failingText struct{ err error }

// MarshalText returns the error.
func (f failingText) MarshalText() ([]byte, error) { return nil, f.err }

// textMarshalerError returns the MarshalerError encoding/json returns when
// MarshalText of a t fails with err: its message names MarshalText, which only
// encoding/json can set, so encoding/json makes it (cold path).
func textMarshalerError(t reflect.Type, err error) error {
	_, jerr := json.Marshal(failingText{err})
	if me, ok := jerr.(*MarshalerError); ok {
		me.Type = t
		return me
	}
	return &MarshalerError{Type: t, Err: err}
}
