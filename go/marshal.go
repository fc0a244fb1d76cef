package riffle

import (
	"bytes"
	"encoding/json"
	"io"
	"sync"
)

// The encoding/json surface of the bind layer, encode half: Marshal, MarshalIndent
// and Encoder, with encoding/json's results and errors under [Compatible]. The error
// types, RawMessage and Number are encoding/json's own (type aliases), so code that
// moves from encoding/json keeps its errors.As checks and its values; see
// https://github.com/riffle-json/riffle/blob/main/docs/compatibility.md.

// Marshaler is encoding/json's Marshaler: a type that writes its own JSON.
type Marshaler = json.Marshaler

// RawMessage is encoding/json's RawMessage: raw JSON text written as it is
// (validated and compacted).
type RawMessage = json.RawMessage

// Number is encoding/json's Number: the text of a JSON number, written exactly.
type Number = json.Number

// MarshalerError is encoding/json's error for a failed MarshalJSON or MarshalText.
type MarshalerError = json.MarshalerError

// UnsupportedTypeError is encoding/json's error for a value of a type that has no
// JSON form (a channel, a function, a complex number).
type UnsupportedTypeError = json.UnsupportedTypeError

// UnsupportedValueError is encoding/json's error for a value that has no JSON form
// (NaN, ±Inf, a cycle).
type UnsupportedValueError = json.UnsupportedValueError

// Marshal returns the JSON text of v as encoding/json's Marshal does ([Compatible]).
func Marshal(v any) ([]byte, error) { return compatibleConfig.marshal(v) }

// MarshalIndent is [Marshal] with each member and element on its own line, starting
// with prefix and indented by indent per level, as encoding/json's MarshalIndent does.
func MarshalIndent(v any, prefix, indent string) ([]byte, error) {
	return Compatible().MarshalIndent(v, prefix, indent)
}

// encodeStatePool recycles encodeStates and their Streams between marshals. It holds
// only empty buffers, so sharing it changes no behaviour.
var encodeStatePool sync.Pool

// marshalPoolMaxBuffer is the largest buffer an encodeState keeps in the pool. It is
// larger than StreamPoolMaxBuffer because Marshal's whole output passes through the
// buffer: a program that marshals multi-megabyte documents should not regrow one each
// time (encoding/json keeps buffers of every size).
const marshalPoolMaxBuffer = 16 << 20

// marshalPoolMaxNames is the most map member names an encodeState keeps room for in
// the pool.
const marshalPoolMaxNames = 1 << 14

// newEncodeState returns an encodeState writing with c's options to an empty buffer.
func (c *BindConfig) newEncodeState() *encodeState {
	e := pooledEncodeState()
	e.target.configure(&c.Config)
	e.target.Reset(nil)
	e.syntax, e.codecs = c.Config, c.codecs()
	e.sortKeys, e.escapeHTML = c.SortMapKeys, c.EscapeHTML
	return e
}

// pooledEncodeState returns an encodeState from the pool, or a new one with its own
// Stream.
func pooledEncodeState() *encodeState {
	if e, _ := encodeStatePool.Get().(*encodeState); e != nil {
		return e
	}
	return &encodeState{target: &Stream{owned: true}}
}

// release returns e to the pool unless it holds too much memory.
func (e *encodeState) release() {
	if e.clear() && cap(e.target.buf) <= marshalPoolMaxBuffer {
		encodeStatePool.Put(e)
	}
}

// clear drops what e held for one value and reports whether it may be kept for the
// next: not when its scratch buffers grew too large.
func (e *encodeState) clear() bool {
	e.codecs = nil
	e.ptrLevel, e.ptrSeen, e.ptrSlot = 0, nil, nil
	if cap(e.entries) > marshalPoolMaxNames || cap(e.members) > marshalPoolMaxNames {
		e.entries, e.members = nil, nil
	}
	if e.s != nil && cap(e.s.stack) > streamPoolMaxStack {
		e.s = nil // a custom encoder nested deeply: do not keep its levels
	}
	return cap(e.indented) <= marshalPoolMaxBuffer && cap(e.scratch) <= StreamPoolMaxBuffer
}

// Marshal returns the JSON text of v with c's options.
func (c BindConfig) Marshal(v any) ([]byte, error) { return c.marshal(v) }

// marshal is Marshal without copying c (compatibleConfig is never changed).
// A panic that is not a marshal error (a user's method panicking) leaves e out of
// the pool, which only costs its reuse.
func (c *BindConfig) marshal(v any) ([]byte, error) {
	e := c.newEncodeState()
	var out []byte
	err := e.marshal(v)
	if err == nil {
		// make then copy from a local variable: the compiler's makeslicecopy, which
		// allocates without zeroing (from e.target.buf, not a local, it compiled to a
		// zeroing makeslice and a memmove).
		src := e.target.buf
		out = make([]byte, len(src))
		copy(out, src)
	}
	e.release()
	return out, err
}

// MarshalTo writes v as one value to s (which keeps its own options: escaping,
// indentation, limits) with c's bind options, and returns the first error. A value
// that cannot be marshalled (an unsupported type or value, a failed marshaler)
// writes nothing and leaves s as it was; a Stream error (a limit, ill-formed UTF-8
// under the reject policy) fails s as a failed Stream call does, s keeping the text
// written before the failing value. A Stream that has failed already writes nothing
// and its error is returned. The Stream keeps the scratch state of its first MarshalTo
// for the next ones, so reusing one Stream for many values allocates nothing per value.
func (c BindConfig) MarshalTo(s *Stream, v any) error {
	if err := s.Err(); err != nil {
		return err
	}
	// The Stream keeps the state of its first MarshalTo for the next ones (its scratch
	// buffers and member stacks are reused, with no pool round trip per call). It is
	// taken out while in use, so a MarshalTo to s from within a value's encoder gets a
	// state of its own.
	e := s.marshalState
	s.marshalState = nil
	if e == nil {
		e = &encodeState{target: s}
	}
	e.syntax, e.codecs = c.Config, c.codecs()
	e.sortKeys, e.escapeHTML = c.SortMapKeys, s.EscapeHTML()
	err := e.marshal(v)
	if e.clear() {
		s.marshalState = e
	}
	return err
}

// MarshalIndent returns the JSON text of v with c's options, each member and element
// on its own line starting with prefix and indented by indent per level (the layout
// of encoding/json's MarshalIndent, whatever c.Indent says).
func (c BindConfig) MarshalIndent(v any, prefix, indent string) ([]byte, error) {
	if prefix == "" && indent != "" && isJSONSpace(indent) {
		c.Indent = indent
		return c.Marshal(v)
	}
	c.Indent = ""
	b, err := c.Marshal(v)
	if err != nil {
		return nil, err
	}
	return appendIndented(nil, b, prefix, indent)
}

// appendIndented appends compact JSON text b laid out with prefix and indent. The
// Stream indents with whitespace only; any other prefix or indent (encoding/json
// accepts any string) goes through encoding/json's Indent.
func appendIndented(dst, b []byte, prefix, indent string) ([]byte, error) {
	buf := bytes.NewBuffer(dst)
	if err := json.Indent(buf, b, prefix, indent); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// Encoder writes JSON values to an io.Writer, one per Encode, each followed by a
// newline, as encoding/json's Encoder does.
type Encoder struct {
	w              io.Writer
	cfg            BindConfig
	prefix, indent string
	indentSet      bool
	buf            []byte
	err            error
}

// NewEncoder returns an Encoder writing to w with [Compatible]'s options.
func NewEncoder(w io.Writer) *Encoder { return Compatible().NewEncoder(w) }

// NewEncoder returns an Encoder writing to w with c's options.
func (c BindConfig) NewEncoder(w io.Writer) *Encoder { return &Encoder{w: w, cfg: c} }

// SetIndent makes Encode lay out each value as MarshalIndent(v, prefix, indent)
// does; SetIndent("", "") goes back to compact output.
func (enc *Encoder) SetIndent(prefix, indent string) {
	enc.prefix, enc.indent = prefix, indent
	enc.indentSet = prefix != "" || indent != ""
}

// SetEscapeHTML sets whether <, > and & in strings are written as \u003c, \u003e
// and \u0026 (on under Compatible, as in encoding/json).
func (enc *Encoder) SetEscapeHTML(on bool) { enc.cfg.EscapeHTML = on }

// Encode writes the JSON text of v and a newline. Nothing is written when v cannot
// be encoded. After the io.Writer fails, Encode returns that error and writes nothing.
func (enc *Encoder) Encode(v any) error {
	if enc.err != nil {
		return enc.err
	}
	c := enc.cfg
	if enc.indentSet {
		c.Indent = ""
		if enc.prefix == "" && isJSONSpace(enc.indent) {
			c.Indent = enc.indent
		}
	}
	e := c.newEncodeState()
	defer e.release()
	if err := e.marshal(v); err != nil {
		return err
	}
	out := append(e.target.buf, '\n')
	e.target.buf = out
	if enc.indentSet && c.Indent == "" {
		var err error
		if enc.buf, err = appendIndented(enc.buf[:0], out, enc.prefix, enc.indent); err != nil {
			return err
		}
		out = enc.buf
	}
	if _, err := enc.w.Write(out); err != nil {
		enc.err = err
		return err
	}
	return nil
}
