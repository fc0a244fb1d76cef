package riffle

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"reflect"
	"strings"
)

// Decoder reads JSON values from an io.Reader, one per Decode, as encoding/json's
// Decoder does: the values may be separated by whitespace or not at all (a stream of
// JSON texts), and Token walks the stream one token at a time, mixed with Decode.
type Decoder struct {
	it  *Iterator
	cfg BindConfig
	err error // sticky: a syntax or read error, or io.EOF
	// errOffset is where the value that failed with err began: encoding/json's
	// Decoder does not move past a value it could not read.
	errOffset int64
	// endOffset, when not -1, is where the whitespace before the end of the input
	// began: encoding/json's Decoder does not consume whitespace it finds nothing after.
	endOffset int64

	useNumber, disallowUnknown bool

	tokenState int
	tokenStack []int
	// unscanned counts the bytes consumed by Token and More (delimiters and the
	// whitespace before them) rather than by a value read: encoding/json's syntax
	// error offsets leave them out.
	unscanned int64
}

// Token is encoding/json's Token: Delim, bool, float64, Number, string or nil.
type Token = json.Token

// Delim is encoding/json's Delim: one of [ ] { }.
type Delim = json.Delim

// The Token states of encoding/json's Decoder.
const (
	tokenTopValue = iota
	tokenArrayStart
	tokenArrayValue
	tokenArrayComma
	tokenObjectStart
	tokenObjectKey
	tokenObjectColon
	tokenObjectValue
	tokenObjectComma
)

// NewDecoder returns a Decoder reading from r with [Compatible]'s options.
func NewDecoder(r io.Reader) *Decoder { return compatibleConfig.NewDecoder(r) }

// NewDecoder returns a Decoder reading from r with c's options.
func (c BindConfig) NewDecoder(r io.Reader) *Decoder {
	it := c.decodeSyntax().NewIteratorReader(r)
	it.pack = c.PackStrings // the Decoder's own Iterator
	return &Decoder{it: it, cfg: c, endOffset: -1}
}

// UseNumber makes Decode store numbers decoded into an interface as Number instead
// of float64.
func (dec *Decoder) UseNumber() { dec.useNumber = true }

// DisallowUnknownFields makes Decode return an error when an object has a member that
// matches no field of the struct it is decoded into.
func (dec *Decoder) DisallowUnknownFields() { dec.disallowUnknown = true }

// Buffered returns a reader of the data read from the io.Reader but not yet decoded.
func (dec *Decoder) Buffered() io.Reader {
	it := dec.it
	from := it.pos
	if dec.err != nil {
		if i := dec.errOffset - it.base; i >= 0 && i <= int64(len(it.buf)) {
			from = int(i)
		}
	}
	return bytes.NewReader(it.buf[from:])
}

// InputOffset returns the offset in the input of the byte after the last value or
// token read.
func (dec *Decoder) InputOffset() int64 {
	switch {
	case dec.err != nil:
		return dec.errOffset
	case dec.endOffset >= 0:
		return dec.endOffset
	}
	return dec.it.InputOffset()
}

// More reports whether there is another element or member in the array or object
// being read with Token, or another value in the stream.
func (dec *Decoder) More() bool {
	c, err := dec.peek()
	return err == nil && c != ']' && c != '}'
}

// peek returns the next byte that is not whitespace, without consuming it (the
// whitespace is consumed and counted in dec.unscanned), or the read error, io.EOF at
// the end.
func (dec *Decoder) peek() (byte, error) {
	it := dec.it
	if it.err != nil {
		// After a syntax error encoding/json still looks at the buffered bytes.
		if i := dec.errOffset - it.base; i >= 0 && i <= int64(len(it.buf)) {
			if j := wsEnd(it.buf, int(i)); j < len(it.buf) {
				return it.buf[j], nil
			}
		}
		return 0, dec.readError()
	}
	before := it.InputOffset()
	i := it.peek()
	if i < 0 {
		if it.err != nil {
			return 0, dec.readError()
		}
		if dec.endOffset < 0 {
			dec.endOffset = before
		}
		return 0, io.EOF
	}
	dec.endOffset = -1
	dec.unscanned += it.InputOffset() - before
	return it.buf[i], nil
}

// consume consumes the byte peek returned.
func (dec *Decoder) consume() {
	dec.it.pos++
	dec.unscanned++
}

// readError returns the cause of the Iterator's I/O error.
func (dec *Decoder) readError() error {
	if e := dec.it.err; e != nil && e.Kind == KindIO {
		return e.Err
	}
	return dec.it.Err()
}

// Decode reads the next JSON value and stores it in the value v points to, with the
// results and errors of encoding/json's Decoder.Decode. At the end of the input it
// returns io.EOF; a value cut short by the end of the input is io.ErrUnexpectedEOF.
func (dec *Decoder) Decode(v any) error {
	if dec.err != nil {
		return dec.err
	}
	if err := dec.tokenPrepareForDecode(); err != nil {
		return err
	}
	if !dec.tokenValueAllowed() {
		return decoderSyntaxError(`{`, 1, true, dec.InputOffset()) // "not at beginning of value"
	}
	err := dec.decodeValue(v)
	if err == nil || dec.err == nil {
		dec.tokenValueEnd()
	}
	return err
}

// decodeValue reads one value into v.
func (dec *Decoder) decodeValue(v any) error {
	it := dec.it
	base := it.InputOffset()
	dec.errOffset = base
	if it.peek() < 0 {
		if it.err != nil {
			dec.err = dec.readError()
			return dec.err
		}
		dec.err = io.EOF
		return io.EOF
	}
	it.state = stTop
	mark := it.Mark()
	defer it.Release(mark)
	rv := reflect.ValueOf(v)
	var fatal error
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		it.Skip()
		fatal = &InvalidUnmarshalError{Type: reflect.TypeOf(v)}
	} else {
		d := dec.cfg.newDecodeState(it)
		d.base, d.useNumber, d.disallowUnknown = base, dec.useNumber, dec.disallowUnknown
		fatal = d.run(rv)
		if fatal == nil {
			fatal = d.saved
		}
		d.release()
	}
	if it.err != nil {
		dec.err = dec.streamError(mark)
		return dec.err
	}
	return fatal
}

// streamError converts the Iterator's error while reading the value that starts at
// mark to encoding/json's Decoder error: the read error, io.ErrUnexpectedEOF, or the
// SyntaxError encoding/json's scanner gives for the buffered bytes of the value, at
// the offset encoding/json's Decoder counts.
func (dec *Decoder) streamError(mark Mark) error {
	it := dec.it
	e := it.err
	switch {
	case e == errStopped:
		return nil
	case e.Kind == KindIO:
		return e.Err
	case e.Kind == KindUnexpectedEnd:
		return io.ErrUnexpectedEOF
	}
	start := it.marks[mark.n-1].off
	var raw json.RawMessage
	err := json.Unmarshal(it.buf[start-it.base:], &raw)
	var se *SyntaxError
	if errors.As(err, &se) {
		se.Offset += start - dec.unscanned
		return se
	}
	return e
}

// decoderSyntaxError returns the SyntaxError encoding/json's Decoder gives on input
// after reading tokens tokens and then calling Decode (decode) or Token once more, with
// its offset set to off. Its message is unexported, so encoding/json makes it (on this
// error path only).
func decoderSyntaxError(input string, tokens int, decode bool, off int64) error {
	jd := json.NewDecoder(strings.NewReader(input))
	for range tokens {
		jd.Token()
	}
	var err error
	if decode {
		var x any
		err = jd.Decode(&x)
	} else {
		_, err = jd.Token()
	}
	if se, ok := err.(*SyntaxError); ok {
		se.Offset = off
	}
	return err
}
