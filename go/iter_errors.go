package riffle

import "strconv"

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
	if i < 0 {
		i = 0
	}
	if i < len(it.buf) && foundKinds&(1<<kind) != 0 {
		detail += ", found " + it.describeAt(i)
		if it.err != nil {
			return // an I/O error while looking at the bytes after a byte-order mark
		}
	}
	it.err = &Error{Kind: kind, Offset: off, Pointer: it.pointer(inner), Detail: detail, Err: cause}
	it.pos = min(i, len(it.buf))
	it.state = stTopDone
	it.inName = false
}

// foundKinds are the kinds whose message names the byte at the offset ("found 'x'",
// errors.md "Messages"): the offset is that byte's.
const foundKinds = 1<<KindInvalidCharacter | 1<<KindInvalidNumber | 1<<KindInvalidUTF8 | 1<<KindTrailingData

// describeAt names the byte at buf index i for a message: describeByte, except that a
// UTF-8 byte-order mark at the very start of the input is named as one (errors.md rule 8).
func (it *Iterator) describeAt(i int) string {
	if it.base+int64(i) == 0 && it.buf[i] == 0xEF {
		if len(it.buf) < i+3 && it.rd != nil {
			it.want(i, i, 3) // i is 0 and stays 0: nothing before it is dropped
		}
		if len(it.buf) >= i+3 && it.buf[i+1] == 0xBB && it.buf[i+2] == 0xBF {
			return bomFound
		}
	}
	return describeByte(it.buf[i])
}

// bomFound is how a message names a byte-order mark at the start of the input.
const bomFound = "a UTF-8 byte order mark (BOM), which the skip-BOM option would skip"

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
	it.fail(KindUnexpectedEnd, len(it.buf), it.eofDetail())
}

// failEOFIn is failEOF with the pointer's innermost step decided by the caller.
//
//go:noinline
func (it *Iterator) failEOFIn(inner bool) {
	if it.err != nil {
		return
	}
	it.failIn(KindUnexpectedEnd, len(it.buf), it.eofDetail(), inner)
}

// failEOFInToken records unexpected-end inside a token: token is "a string", "a number"
// or "a literal".
//
//go:noinline
func (it *Iterator) failEOFInToken(token string) {
	if it.err != nil {
		return
	}
	it.fail(KindUnexpectedEnd, len(it.buf), "unexpected end of input inside "+token)
}

// eofDetail says where the input ended between tokens: inside the innermost open
// container, or at the top level.
func (it *Iterator) eofDetail() string {
	switch n := len(it.levels); {
	case n == 0:
		return "unexpected end of input"
	case it.levels[n-1].obj():
		return "unexpected end of input inside an object"
	default:
		return "unexpected end of input inside an array"
	}
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

// The limits a limit-exceeded error can name.
const (
	limitDepth = iota
	limitString
	limitNumber
)

// failLimit records a limit-exceeded error at buf index i. The message names the limit
// (by its Java builder name, the key the shared vectors use) and its value, as
// errors.md asks.
//
//go:noinline
func (it *Iterator) failLimit(i int, which int) {
	var d string
	switch which {
	case limitDepth:
		d = "nesting deeper than " + strconv.Itoa(it.maxDepth) + " levels (the maxDepth limit)"
	case limitString:
		d = "string longer than " + strconv.Itoa(it.maxStringBytes) + " bytes (the maxStringBytes limit)"
	default:
		d = "number longer than " + strconv.Itoa(it.maxNumberBytes) + " bytes (the maxNumberBytes limit)"
	}
	it.fail(KindLimitExceeded, i, d)
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
		it.valueError(KindTypeMismatch, i, it.mismatchDetail(want, valueNames[valueStart[c]]))
		return
	}
	it.failChar(i, "expected "+want)
}

// mismatchDetail is the message for a value of type found where want was asked for.
// When the call was ReadObject inside an object whose member value is still unread (or
// ReadArray inside an array whose element is), the caller most likely moved on without
// reading the value: the message says so (errors.md, "The value not read").
func (it *Iterator) mismatchDetail(want, found string) string {
	n := len(it.levels)
	switch {
	case n > 0 && want == "an object" && it.state == stObjValue:
		b := appendQuotedBounded([]byte("member "), string(decodeName(it.rawName(n-1))))
		return string(b) + notRead + " (its value is " + found + ", not an object)"
	case n > 0 && want == "an array" && it.state == stArrValue:
		return "element " + strconv.FormatInt(it.levels[n-1].at, 10) + notRead + " (its value is " + found + ", not an array)"
	}
	return "expected " + want + ", found " + found
}

// notRead ends the message for a member value or an element the caller did not read.
const notRead = " was not read: call Skip to ignore it"

// numberRangeDetail is the message for a number that does not fit the Go type what
// ("int64", "uint8", "float32", ...), in words that do not depend on the language.
func numberRangeDetail(what string) string {
	switch what {
	case "float64":
		return "number does not fit in a 64-bit floating-point number"
	case "float32":
		return "number does not fit in a 32-bit floating-point number"
	}
	sign, bits := "signed", what[len("int"):]
	if what[0] == 'u' {
		sign, bits = "unsigned", what[len("uint"):]
	}
	if bits == "" {
		bits = strconv.Itoa(strconv.IntSize)
	}
	article := "a "
	if bits == "8" {
		article = "an "
	}
	return "number does not fit in " + article + bits + "-bit " + sign + " integer"
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
		it.fail(KindTrailingData, i, "data after the top-level value")
	case stArrAfter:
		if c == ',' || c == ']' {
			it.fail(KindTypeMismatch, i, "expected a value, found "+describeByte(c)+" after an array element (move to the next element first)")
		} else {
			it.failChar(i, "expected ',' or ']'")
		}
	case stObjAfter:
		if c == ',' || c == '}' {
			it.fail(KindTypeMismatch, i, "expected a value, found "+describeByte(c)+" after a member value (move to the next member first)")
		} else {
			it.failChar(i, "expected ',' or '}'")
		}
	default:
		if valueStart[c] != 0 {
			it.fail(KindTypeMismatch, i, "expected ':', found "+describeByte(c))
		} else {
			it.failChar(i, "expected ':'")
		}
	}
}

// numberErrorDetail is the message for an invalid-number error, given the bytes of the
// number before the offending byte: what the grammar wanted after them.
func numberErrorDetail(before []byte) string {
	n := len(before)
	switch {
	case n == 0:
		return "expected a digit"
	case before[n-1] == 'e' || before[n-1] == 'E' || n >= 2 && (before[n-2] == 'e' || before[n-2] == 'E'):
		return "expected a digit in the exponent"
	case before[n-1] == '-':
		return "expected a digit after '-'"
	case before[n-1] == '.':
		return "expected a digit after '.'"
	}
	return "a leading zero must not be followed by a digit"
}

// skipLeadingBOM skips a UTF-8 byte-order mark at the start of in-memory input under
// Config.SkipBOM (errors.md rule 8); offsets keep counting from the input's start.
func (it *Iterator) skipLeadingBOM() {
	if it.cfg.SkipBOM && hasBOM(it.buf) {
		it.pos = len(utf8BOM)
	}
}

// skipReaderBOM runs at the first refill of reader input under Config.SkipBOM, the
// buffer holding the first bytes read: it reads on until three bytes are in (or the
// input ends) and drops a leading BOM, counting it in base. It reports whether bytes
// remain to be read in the buffer, as refill reports whether it added some.
//
//go:noinline
func (it *Iterator) skipReaderBOM() bool {
	it.bom = false
	for len(it.buf) < len(utf8BOM) && string(it.buf) == utf8BOM[:len(it.buf)] && it.rd.rerr == nil {
		if _, ok := it.refillReader(0); !ok {
			break
		}
	}
	if hasBOM(it.buf) {
		n := copy(it.rd.rbuf[:cap(it.rd.rbuf)], it.buf[len(utf8BOM):])
		it.buf = it.rd.rbuf[:n]
		it.base += int64(len(utf8BOM))
		for len(it.buf) == 0 && it.err == nil && it.rd.rerr == nil {
			if _, ok := it.refillReader(0); !ok {
				break
			}
		}
	}
	return len(it.buf) > 0
}

const utf8BOM = "\xEF\xBB\xBF"

func hasBOM(b []byte) bool { return len(b) >= len(utf8BOM) && string(b[:len(utf8BOM)]) == utf8BOM }
