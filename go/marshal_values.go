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

// appendAny appends the dynamic value of v (not addressable): the types that
// encoding/json's decoder makes directly, the rest through reflection.
func (e *encodeState) appendAny(b []byte, v any) []byte {
	if len(e.codecs.encoders) != 0 { // a custom encoder may take any type
		return e.appendValue(b, reflect.ValueOf(v))
	}
	switch x := v.(type) {
	case nil:
		return append(b, "null"...)
	case string:
		return e.appendStringValue(b, stringBytes(x))
	case float64:
		if !isFinite64(x) {
			return e.appendValue(b, reflect.ValueOf(x))
		}
		return appendFloat64(b, x)
	case bool:
		return appendBool(b, x)
	case map[string]any:
		return e.appendStringMapOfAny(b, x, reflect.TypeFor[map[string]any]())
	case []any:
		return e.appendSliceOfAny(b, x)
	}
	return e.appendValue(b, reflect.ValueOf(v))
}

// appendSliceOfAny appends a []any (what decoding into any makes) without reflection.
func (e *encodeState) appendSliceOfAny(b []byte, x []any) []byte {
	if x == nil {
		return append(b, "null"...)
	}
	if e.ptrLevel >= startDetectingCyclesAfter {
		y := x // only this copy escapes, on this path
		return e.tracked(b, cycleKey{p: unsafe.Pointer(unsafe.SliceData(y)), n: len(y), kind: reflect.Slice},
			func() reflect.Value { return reflect.ValueOf(y) }, appendSliceOfAnyContent, unsafe.Pointer(&y))
	}
	e.ptrLevel++
	b = appendSliceOfAnyContent(e, b, unsafe.Pointer(&x))
	e.ptrLevel--
	return b
}

// appendSliceOfAnyContent appends the elements of the []any at p in brackets.
func appendSliceOfAnyContent(e *encodeState, b []byte, p unsafe.Pointer) []byte {
	b = e.open(b, '[')
	for _, v := range *(*[]any)(p) {
		b = append(e.appendAny(b, v), ',')
	}
	e.depth--
	return closeContainer(b, ']')
}

// appendValue appends v, which is not addressable. A pointer or a map is passed to
// its encoder through ptrSlot; any other value is copied once so that the encoders
// can read it through a pointer (encoding/json boxes such values too).
func (e *encodeState) appendValue(b []byte, v reflect.Value) []byte {
	if !v.IsValid() {
		return append(b, "null"...)
	}
	t := v.Type()
	enc := e.codecs.encoder(t, false)
	if k := t.Kind(); k == reflect.Pointer || k == reflect.Map {
		if len(e.codecs.encoders) == 0 || e.codecs.encoders[t] == nil {
			// The built-in encoders of pointers, maps and their marshal methods read
			// the slot before they write anything nested (which may reuse it).
			e.ptrSlot = v.UnsafePointer()
			return enc(e, b, unsafe.Pointer(&e.ptrSlot))
		}
	}
	box := reflect.New(t)
	box.Elem().Set(v)
	return enc(e, b, box.UnsafePointer())
}

// checkFinite fails with encoding/json's UnsupportedValueError for NaN and ±Inf.
func (e *encodeState) checkFinite(t reflect.Type, p unsafe.Pointer, v float64, bits int) {
	if !isFinite64(v) {
		e.fail(&UnsupportedValueError{Value: reflect.NewAt(t, p).Elem(), Str: strconv.FormatFloat(v, 'g', -1, bits)})
	}
}

// appendQuotedString appends v for the ",string" option: the JSON string of v's JSON
// string (the inner one escaped with the bind options, the outer with the target's).
func (e *encodeState) appendQuotedString(b []byte, v string) []byte {
	inner, ok := appendString(e.scratch[:0], stringBytes(v), e.quoteEsc)
	if !ok {
		e.failSyntax(b, KindInvalidValue, "string is not valid UTF-8")
	}
	e.scratch = inner
	return e.appendStringValue(b, inner)
}

// appendNumber appends a json.Number: its text as a number ("" is 0), or as a string
// with the ",string" option. A text that is not a JSON number fails as in encoding/json.
func (e *encodeState) appendNumber(b []byte, text string, quoted bool) []byte {
	if text == "" {
		text = "0"
	}
	if !isJSONNumber(stringBytes(text)) {
		e.fail(fmt.Errorf("json: invalid number literal %q", text))
	}
	if quoted {
		return e.appendStringValue(b, stringBytes(text))
	}
	return append(b, text...)
}

// appendBase64 appends a []byte as a base64 string (standard encoding, padded); nil is null.
func appendBase64(b, v []byte) []byte {
	if v == nil {
		return append(b, "null"...)
	}
	b = append(b, '"')
	b = base64.StdEncoding.AppendEncode(b, v)
	return append(b, '"')
}

// appendMarshalerOutput appends the text a MarshalJSON method returned, checked and
// compacted by the Stream's WriteRaw (and HTML-escaped when the target escapes HTML,
// as encoding/json does).
func (e *encodeState) appendMarshalerOutput(b []byte, t reflect.Type, raw []byte, err error) []byte {
	if err != nil {
		e.fail(&MarshalerError{Type: t, Err: err})
	}
	if e.escapeHTML {
		raw = htmlEscaped(raw)
	}
	s := e.delegateStream(b)
	s.WriteRaw(raw)
	e.checkStream(t)
	e.delegated = -1
	return s.buf
}

// checkStream fails with a MarshalerError for t if the delegate Stream failed while
// a user's method or custom encoder was writing.
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
func methodEncoder[M any](t reflect.Type, write func(e *encodeState, b []byte, m M) []byte) appendFunc {
	return func(e *encodeState, b []byte, p unsafe.Pointer) []byte {
		v := reflect.NewAt(t, p).Elem()
		if t.Kind() == reflect.Pointer && v.IsNil() {
			return append(b, "null"...)
		}
		m, ok := reflect.TypeAssert[M](v)
		if !ok {
			return append(b, "null"...)
		}
		return write(e, b, m)
	}
}

// addrMethodEncoder returns the encoder of an addressable value of type t whose
// pointer has the marshal method of interface M.
func addrMethodEncoder[M any](t reflect.Type, write func(e *encodeState, b []byte, m M) []byte) appendFunc {
	return func(e *encodeState, b []byte, p unsafe.Pointer) []byte {
		m, _ := reflect.TypeAssert[M](reflect.NewAt(t, p))
		return write(e, b, m)
	}
}

// jsonWriter returns the function appending a Marshaler's output for type t.
func jsonWriter(t reflect.Type) func(e *encodeState, b []byte, m json.Marshaler) []byte {
	return func(e *encodeState, b []byte, m json.Marshaler) []byte {
		raw, err := m.MarshalJSON()
		return e.appendMarshalerOutput(b, t, raw, err)
	}
}

// textWriter returns the function appending a TextMarshaler's text for type t.
func textWriter(t reflect.Type) func(e *encodeState, b []byte, m encoding.TextMarshaler) []byte {
	return func(e *encodeState, b []byte, m encoding.TextMarshaler) []byte { return e.appendText(b, t, m) }
}

// appendText appends m's MarshalText output as a string.
func (e *encodeState) appendText(b []byte, t reflect.Type, m encoding.TextMarshaler) []byte {
	text, err := m.MarshalText()
	if err != nil {
		e.fail(textMarshalerError(t, err))
	}
	return e.appendStringValue(b, text)
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
