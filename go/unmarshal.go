package riffle

import (
	"encoding/json"
	"reflect"
	"sync"
)

// The encoding/json surface of the bind layer, decode half: Unmarshal with
// encoding/json's results and errors under [Compatible]. The error types are
// encoding/json's own (type aliases); see
// https://github.com/riffle-json/riffle/blob/main/docs/compatibility.md.

// Unmarshaler is encoding/json's Unmarshaler: a type that reads its own JSON.
type Unmarshaler = json.Unmarshaler

// SyntaxError is encoding/json's error for input that is not valid JSON; Offset is
// the number of bytes read before the error was found.
type SyntaxError = json.SyntaxError

// UnmarshalTypeError is encoding/json's error for a JSON value that does not fit the
// Go value it is decoded into; Struct and Field name the struct field, Offset the
// place in the input.
type UnmarshalTypeError = json.UnmarshalTypeError

// InvalidUnmarshalError is encoding/json's error for an Unmarshal target that is not
// a non-nil pointer.
type InvalidUnmarshalError = json.InvalidUnmarshalError

// maxDecodeDepth is encoding/json's nesting limit, which decoding applies when the
// Config asks for no limit (the decoders recurse, one Go call per level).
const maxDecodeDepth = 10000

// Unmarshal decodes the JSON text data into the value v points to, as encoding/json's
// Unmarshal does ([Compatible]).
func Unmarshal(data []byte, v any) error { return compatibleConfig.Unmarshal(data, v) }

// decodeSyntax returns the reader Config of c for decoding.
func (c *BindConfig) decodeSyntax() Config {
	var cfg Config
	c.setDecodeSyntax(&cfg)
	return cfg
}

// setDecodeSyntax sets *dst to decodeSyntax's Config, in place.
func (c *BindConfig) setDecodeSyntax(dst *Config) {
	*dst = c.Config
	if dst.MaxDepth < 0 {
		dst.MaxDepth = maxDecodeDepth
	}
	dst.MultipleValues = false
}

// decodeStatePool recycles decodeStates with their Iterators between decodes.
var decodeStatePool sync.Pool

// newDecodeState returns a pooled decodeState with c's options, reading from it, or
// (it == nil) from its own Iterator, configured with decodeSyntax's Config.
func (c *BindConfig) newDecodeState(it *Iterator) *decodeState {
	d, _ := decodeStatePool.Get().(*decodeState)
	if d == nil {
		d = &decodeState{own: &Iterator{}}
	}
	d.it = it
	if it == nil {
		c.setDecodeSyntax(&d.own.cfg) // in place: no Config passed by value
		d.own.applyConfig()
		d.own.pack = c.PackStrings
		d.it = d.own
	}
	d.codecs = c.codecs()
	d.matchCase = c.CaseSensitiveNames
	return d
}

// release returns d to the pool, dropping what it refers to.
func (d *decodeState) release() {
	d.own.buf, d.own.err = nil, nil // the caller's data (the next use calls Reset)
	d.it, d.codecs, d.saved, d.mapKeyString = nil, nil, nil, ""
	clear(d.fieldPath)
	d.fieldPath = d.fieldPath[:0]
	d.base, d.useNumber, d.disallowUnknown = 0, false, false
	// The any stacks are empty and cleared after a decode, but for one a panic cut
	// short: clear what it left.
	if len(d.anyStack) > 0 || len(d.anyMembers) > 0 {
		clear(d.anyStack[:cap(d.anyStack)])
		clear(d.anyMembers[:cap(d.anyMembers)])
		d.anyStack, d.anyMembers = d.anyStack[:0], d.anyMembers[:0]
	}
	if cap(d.anyStack) > StreamPoolMaxBuffer/16 {
		d.anyStack = nil
	}
	if cap(d.anyMembers) > StreamPoolMaxBuffer/32 {
		d.anyMembers = nil
	}
	if cap(d.scratch) > StreamPoolMaxBuffer {
		d.scratch = nil
	}
	if cap(d.own.scratch) > StreamPoolMaxBuffer {
		d.own.scratch = nil // decoded strings: keep no large buffer in the pool
	}
	decodeStatePool.Put(d)
}

// Unmarshal decodes the JSON text data into the value v points to with c's options.
// Decoding goes on after a value that does not fit its Go type (an
// UnmarshalTypeError); the first such error is returned at the end, as encoding/json
// does.
func (c BindConfig) Unmarshal(data []byte, v any) error {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		return &InvalidUnmarshalError{Type: reflect.TypeOf(v)}
	}
	d := c.newDecodeState(nil)
	// Released by hand, not deferred: run recovers the decoder's own failures, and a
	// panic from a caller's method that passes through leaves the state to the
	// collector instead of the pool.
	d.it.Reset(data)
	fatal := d.run(rv)
	err := d.it.Finish()
	saved := d.saved
	d.release()
	if err != nil {
		return syntaxErrorOf(data, err.(*Error))
	}
	if fatal != nil {
		return fatal
	}
	return saved
}

// run decodes one value into the value rv points to and returns a fatal error (from
// an UnmarshalJSON or UnmarshalText method, or an invalid Number). After one it skips,
// still validating, to the end of the value, since encoding/json reports a syntax
// error anywhere in the value before such an error.
func (d *decodeState) run(rv reflect.Value) (fatal error) {
	depth := len(d.it.levels)
	defer func() {
		if r := recover(); r != nil {
			f, ok := r.(decodeFailure)
			if !ok {
				panic(r)
			}
			fatal = f.err
			for len(d.it.levels) > depth && d.it.err == nil {
				d.it.SkipRest()
			}
		}
	}()
	d.codecs.topDecoder(rv.Type())(d, rv.UnsafePointer())
	return nil
}

// topDecoder returns the decoder of the value a pointer of type pt points to (the
// pointer handed to Unmarshal), cached.
func (c *Codecs) topDecoder(pt reflect.Type) decoderFunc {
	if e := c.decoders.lastTop.Load(); e != nil && e.typ == pt {
		return e.dec
	}
	e, ok := c.decoders.tops.Load(pt)
	if !ok {
		e, _ = c.decoders.tops.LoadOrStore(pt, &topEntry{pt, c.pointeeDecoder(pt, pt)})
	}
	c.decoders.lastTop.Store(e.(*topEntry)) // no allocation: the entry is the map's
	return e.(*topEntry).dec
}

// syntaxErrorOf returns encoding/json's error for invalid input data, which the reader
// rejected with rerr. encoding/json's SyntaxError has an unexported message, so the
// error is made by encoding/json's own scanner, on this failure path only. A reader
// error encoding/json has no counterpart for (a limit of a custom Config) is returned
// as it is.
func syntaxErrorOf(data []byte, rerr *Error) error {
	if rerr.Kind == KindIO {
		return rerr.Err
	}
	var raw json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		return err
	}
	return rerr
}
