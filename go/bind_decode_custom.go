package riffle

import (
	"errors"
	"fmt"
	"reflect"
	"unsafe"
)

// Custom decoders: a function the user gives for one Go type, called by Unmarshal and
// Decoder.Decode (the BindConfig's Codecs; Iterator.ReadVal runs under Compatible and
// has none) wherever a value of that type is decoded, with the Iterator standing
// before the value. It takes precedence over the built-in
// decoders and over the type's UnmarshalJSON and UnmarshalText, as a custom encoder
// does over MarshalJSON.

// CustomCodec is a custom encoder or decoder of one Go type, made by [EncoderFor] or
// [DecoderFor], for [NewCodecs].
type CustomCodec interface {
	addTo(c *Codecs)
}

// CustomDecoder reads values of one Go type; make one with [DecoderFor].
type CustomDecoder struct {
	typ reflect.Type
	dec decoderFunc
}

func (e CustomEncoder) addTo(c *Codecs) { c.encoders[e.typ] = e.enc }
func (d CustomDecoder) addTo(c *Codecs) { c.customDecoders[d.typ] = d.dec }

// errNotOneValueRead is the cause of the error for a custom decoder that read no value,
// more than one, or left a container open.
var errNotOneValueRead = errors.New("a custom decoder must read exactly one JSON value")

// DecoderFor returns a CustomDecoder for values of type T: decode reads exactly one
// JSON value from it (null included) into *v, which holds what was there before (the
// zero value, or an earlier value decoding into existing data). An error it returns
// ends the decode and is returned as it is, as an UnmarshalJSON error is; if it
// leaves the Iterator with a recoverable value error (a type mismatch met by a Read
// call), that error is recovered first, so the returned error is the one reported.
// A decoder that returns nil but read no value, more than one, or left a container
// open ends the decode with an error naming T. decode must not keep it.
func DecoderFor[T any](decode func(it *Iterator, v *T) error) CustomDecoder {
	t := reflect.TypeFor[T]()
	return CustomDecoder{typ: t, dec: func(d *decodeState, p unsafe.Pointer) {
		it := d.it
		depth, state := len(it.levels), it.state
		var at int64
		var n int
		if depth > 0 {
			at, n = it.levels[depth-1].at, it.levels[depth-1].n
		}
		err := decode(it, (*T)(p))
		if err != nil {
			if it.err != nil && it.err.recoverable {
				it.Recover()
			}
			d.abort(err)
		}
		if it.err != nil {
			// An Iterator error (a syntax error, or a value error the decoder left
			// unrecovered): fatal, and reported at the end as every one is.
			return
		}
		if !valueExpected(state) || len(it.levels) != depth || it.state != afterState[state] ||
			depth > 0 && !sameMember(it, depth-1, at, n) {
			d.abort(fmt.Errorf("riffle: decoding %v: %w", t, errNotOneValueRead))
		}
	}}
}

// sameMember reports whether level k of it still stands at the element or member it
// stood at (at and n) when a custom decoder was called: a decoder that read a value
// past its own would have moved it. A name offset cannot move otherwise: custom
// decoders run on in-memory input (Unmarshal) or under the Decoder's save point, which
// keeps every byte of the value in the buffer, so no name is copied out meanwhile.
func sameMember(it *Iterator, k int, at int64, n int) bool {
	l := &it.levels[k]
	return l.at == at && l.n == n
}
