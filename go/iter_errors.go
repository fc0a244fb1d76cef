package riffle

import (
	"strconv"
	"strings"
)

// The Iterator's error constructors. All are cold: they are never inlined into the
// scanning loops, and the JSON Pointer is computed only here.

// fail records the first error: kind at buf index i. Later errors are ignored.
//
//go:noinline
func (it *Iterator) fail(kind ErrorKind, i int, detail string) {
	if it.err != nil {
		return
	}
	it.failAt(kind, it.base+int64(i), i, detail, nil)
}

func (it *Iterator) failAt(kind ErrorKind, off int64, i int, detail string, cause error) {
	inner := !it.inName && valueExpected(it.state) || it.state == stObjColon
	it.failAtIn(kind, off, i, detail, cause, inner)
}

// failIn is fail with the pointer's innermost step decided by the caller (a Skip,
// which knows where in its own levels it is): see (*Iterator).pointer.
//
//go:noinline
func (it *Iterator) failIn(kind ErrorKind, i int, detail string, inner bool) {
	if it.err != nil {
		return
	}
	it.failAtIn(kind, it.base+int64(i), i, detail, nil, inner)
}

func (it *Iterator) failAtIn(kind ErrorKind, off int64, i int, detail string, cause error, inner bool) {
	if i > len(it.buf) {
		i = len(it.buf)
	}
	if i < 0 {
		i = 0
	}
	it.err = &Error{Kind: kind, Offset: off, Pointer: it.pointer(inner), Detail: detail, Err: cause}
	it.pos = i
	it.state = stTopDone
	it.inName = false
}

// valueError records a recoverable value error (core-v2.md) for the value that starts at
// buf index i: it first consumes the whole value, validating it (a syntax error found on
// the way is recorded instead, and is fatal), so that after Recover the Iterator stands
// just after the value. Offset and pointer are the value's.
//
//go:noinline
func (it *Iterator) valueError(kind ErrorKind, i int, detail string) {
	if it.err != nil {
		return
	}
	off, ptr := it.base+int64(i), it.pointer(true)
	it.pos = i
	if !it.skipValue() {
		return
	}
	it.state = afterState[it.state]
	it.err = &Error{Kind: kind, Offset: off, Pointer: ptr, Detail: detail, recoverable: true}
}

// failEOF records unexpected-end at the end of the input.
//
//go:noinline
func (it *Iterator) failEOF() {
	if it.err != nil {
		return
	}
	it.fail(KindUnexpectedEnd, len(it.buf), "unexpected end of input")
}

// failEOFIn is failEOF with the pointer's innermost step decided by the caller.
//
//go:noinline
func (it *Iterator) failEOFIn(inner bool) {
	it.failIn(KindUnexpectedEnd, len(it.buf), "unexpected end of input", inner)
}

// failIO records a reader error at the end of the input read so far.
//
//go:noinline
func (it *Iterator) failIO(cause error) {
	if it.err != nil {
		return
	}
	i := len(it.buf)
	it.failAt(KindIO, it.base+int64(i), i, "read failed", cause)
}

// failChar records the error for an unexpected byte at buf index i (which must exist):
// invalid-character, or invalid-number when the byte is a bad continuation of a number.
//
//go:noinline
func (it *Iterator) failChar(i int, detail string) {
	it.fail(KindInvalidCharacter, i, detail)
}

// failLimit records a limit-exceeded error at buf index i. detail names the limit
// ("... MaxDepth", "... MaxStringBytes", "... MaxNumberBytes"); the message adds its
// configured value, as errors.md asks.
//
//go:noinline
func (it *Iterator) failLimit(i int, detail string) {
	v := it.cfg.maxNumberBytes()
	switch {
	case strings.HasSuffix(detail, "MaxDepth"):
		v = it.cfg.maxDepth()
	case strings.HasSuffix(detail, "MaxStringBytes"):
		v = it.cfg.maxStringBytes()
	}
	it.fail(KindLimitExceeded, i, detail+" "+strconv.Itoa(v))
}

// failValueStart reports the error for byte c at index i where a value of kind want
// was asked for: type-mismatch if a value of another type starts there, else the
// syntax error (invalid-character).
//
//go:noinline
func (it *Iterator) failValueStart(i int, want string) {
	if it.err != nil {
		return
	}
	if i < 0 || i >= len(it.buf) {
		it.failEOF()
		return
	}
	if !valueExpected(it.state) {
		it.stateError(i)
		return
	}
	c := it.buf[i]
	if valueStart[c] != 0 {
		it.valueError(KindTypeMismatch, i, "expected "+want+", found "+valueNames[valueStart[c]])
		return
	}
	it.failChar(i, "expected "+want)
}

var valueNames = [...]string{
	InvalidValue: "nothing", StringValue: "a string", NumberValue: "a number",
	NilValue: "null", BoolValue: "a boolean", ArrayValue: "an array", ObjectValue: "an object",
}

// atValue reports whether a value may be read now. If not, it records the error for
// what the input holds there (a separator where a value was asked for, trailing data).
func (it *Iterator) atValue() bool {
	return valueExpected(it.state) || it.notAtValue()
}

// notAtValue is the cold half of atValue: it records the error and returns false.
//
//go:noinline
func (it *Iterator) notAtValue() bool {
	if i := it.next(); i >= 0 {
		it.stateError(i)
	}
	return false
}

// stateError reports the error for the byte at index i when the current state does
// not want a value: after the top-level value it is trailing data; inside a container
// it is invalid-character unless the byte is a valid separator there, in which case
// the caller read a value where the text has a separator (type-mismatch).
//
//go:noinline
func (it *Iterator) stateError(i int) {
	if it.err != nil {
		return
	}
	if i >= len(it.buf) {
		it.failEOF()
		return
	}
	c := it.buf[i]
	switch it.state {
	case stTopDone:
		it.fail(KindTrailingData, i, "after the top-level value")
	case stArrAfter:
		if c == ',' || c == ']' {
			it.fail(KindTypeMismatch, i, "expected a value, found "+string(c)+" (call ReadArray)")
		} else {
			it.failChar(i, "expected ',' or ']'")
		}
	case stObjAfter:
		if c == ',' || c == '}' {
			it.fail(KindTypeMismatch, i, "expected a value, found "+string(c)+" (call ReadObject)")
		} else {
			it.failChar(i, "expected ',' or '}'")
		}
	default:
		if valueStart[c] != 0 {
			it.fail(KindTypeMismatch, i, "a value is expected here")
		} else {
			it.failChar(i, "expected a value")
		}
	}
}
