package riffle

import (
	"strconv"
	"unicode/utf8"
)

// ErrorKind classifies an [Error] so callers can branch on it instead of on text.
// The kinds and their names are the same in the Java implementation and in testdata/.
type ErrorKind uint8

// The kinds of [Error], each defined with its byte offset in
// https://github.com/riffle-json/riffle/blob/main/docs/design/errors.md.
const (
	// KindUnexpectedEnd: the input ended inside a value, or was empty.
	KindUnexpectedEnd ErrorKind = iota + 1
	// KindInvalidCharacter: a byte no JSON text may have at this position.
	KindInvalidCharacter
	// KindInvalidNumber: a number that breaks the RFC 8259 number grammar.
	KindInvalidNumber
	// KindInvalidEscape: a bad backslash escape or an unpaired UTF-16 surrogate escape.
	KindInvalidEscape
	// KindInvalidUTF8: ill-formed UTF-8 inside a string.
	KindInvalidUTF8
	// KindTrailingData: something other than whitespace after the top-level value.
	KindTrailingData
	// KindLimitExceeded: a configured limit (depth, string or number length) was hit.
	KindLimitExceeded
	// KindTypeMismatch: the caller asked for one kind of value and the input holds another.
	KindTypeMismatch
	// KindNumberRange: a well-formed number does not fit the type asked for.
	KindNumberRange
	// KindIO: the underlying io.Reader or io.Writer failed; Err holds its error.
	KindIO
	// KindInvalidValue: a value that cannot be written as JSON (NaN, infinity,
	// invalid UTF-8 under the reject policy, a structure written out of order).
	KindInvalidValue
)

var kindNames = [...]string{
	KindUnexpectedEnd:    "unexpected-end",
	KindInvalidCharacter: "invalid-character",
	KindInvalidNumber:    "invalid-number",
	KindInvalidEscape:    "invalid-escape",
	KindInvalidUTF8:      "invalid-utf8",
	KindTrailingData:     "trailing-data",
	KindLimitExceeded:    "limit-exceeded",
	KindTypeMismatch:     "type-mismatch",
	KindNumberRange:      "number-range",
	KindIO:               "io",
	KindInvalidValue:     "invalid-value",
}

// String returns the kind's name as written in testdata/ and in error messages,
// such as "unexpected-end".
func (k ErrorKind) String() string {
	if int(k) < len(kindNames) && kindNames[k] != "" {
		return kindNames[k]
	}
	return "kind(" + strconv.Itoa(int(k)) + ")"
}

// Error is the one error type of the package. Reading stops at the first Error and
// the Iterator that returned it keeps returning it.
type Error struct {
	// Kind classifies the error.
	Kind ErrorKind
	// Offset is the byte offset in the whole input (for a reader, counted from its
	// first byte) of the first byte found to be wrong; the rules are in
	// https://github.com/riffle-json/riffle/blob/main/docs/design/errors.md.
	Offset int64
	// Pointer is the RFC 6901 JSON Pointer of the value being read or written;
	// "" is the top-level value.
	Pointer string
	// Detail says what was wrong in a few words, such as `expected ',' or ']'`.
	Detail string
	// Err is the cause, if any: the I/O error for KindIO.
	Err error

	recoverable bool // a value error: see Recoverable
}

// Recoverable reports whether the error is a value error the Iterator can go on after
// (core-v2.md): a type-mismatch (the value is not of the type asked for), a
// number-range error, or an error raised with [Iterator.Fail]. The Iterator consumed and
// validated the whole value before recording it; [Iterator.Recover] clears it so that
// reading goes on just after the value. Syntax, limit and I/O errors, and misuse of the
// Iterator, are never recoverable.
func (e *Error) Recoverable() bool { return e != nil && e.recoverable }

// Error formats the error as `riffle: <kind>: <detail> at offset <N>, pointer "<ptr>"`,
// the same text as the Java implementation's (docs/design/errors.md, "Messages"). The
// pointer is quoted by the rule of [quoteBounded], so a pointer of any length gives a
// message of bounded length; the Pointer field keeps it whole.
func (e *Error) Error() string {
	b := make([]byte, 0, 64+len(e.Detail))
	b = append(b, "riffle: "...)
	b = append(b, e.Kind.String()...)
	if e.Detail != "" {
		b = append(b, ": "...)
		b = append(b, e.Detail...)
	}
	if e.Err != nil {
		b = append(b, ": "...)
		b = append(b, e.Err.Error()...)
	}
	b = append(b, " at offset "...)
	b = strconv.AppendInt(b, e.Offset, 10)
	b = append(b, ", pointer "...)
	b = appendQuotedBounded(b, e.Pointer)
	return string(b)
}

// The message rule for long texts (errors.md, "Messages"): a pointer or a member name
// of more than elideOver characters is shown as its first and last elideKeep characters
// with an ellipsis between them.
const (
	elideOver = 200
	elideKeep = 100
)

// appendQuotedBounded appends s as a message shows a pointer or a member name: in double
// quotes, cut in the middle to its first and last elideKeep characters (Unicode code
// points; a byte that is not valid UTF-8 counts as one and shows as U+FFFD) around "…"
// when it has more than elideOver, with '"', '\\' and the control characters U+0000 to
// U+001F and U+007F escaped as in JSON (\b \f \n \r \t, else \u00xx).
func appendQuotedBounded(b []byte, s string) []byte {
	b = append(b, '"')
	n := utf8.RuneCountInString(s)
	k := 0
	for _, r := range s {
		if n > elideOver && k == elideKeep {
			b = append(b, "…"...)
		}
		if n <= elideOver || k < elideKeep || k >= n-elideKeep {
			b = appendQuotedRune(b, r)
		}
		k++
	}
	return append(b, '"')
}

func appendQuotedRune(b []byte, r rune) []byte {
	switch {
	case r == '"' || r == '\\':
		return append(b, '\\', byte(r))
	case r == '\b':
		return append(b, '\\', 'b')
	case r == '\f':
		return append(b, '\\', 'f')
	case r == '\n':
		return append(b, '\\', 'n')
	case r == '\r':
		return append(b, '\\', 'r')
	case r == '\t':
		return append(b, '\\', 't')
	case r < 0x20 || r == 0x7f:
		return append(b, '\\', 'u', '0', '0', hexDigits[r>>4], hexDigits[r&15])
	}
	return utf8.AppendRune(b, r)
}

// describeByte names byte c as a message's "found" part: 'c' for printable ASCII, else
// "byte 0xNN".
func describeByte(c byte) string {
	if c >= 0x20 && c < 0x7f {
		return "'" + string(rune(c)) + "'"
	}
	return "byte 0x" + string([]byte{hexDigits[c>>4], hexDigits[c&15]})
}

// Unwrap returns the cause, so errors.Is and errors.As reach an I/O error.
func (e *Error) Unwrap() error { return e.Err }

// appendPointerToken appends "/" and name escaped per RFC 6901 (~ as ~0, / as ~1).
func appendPointerToken(dst []byte, name []byte) []byte {
	dst = append(dst, '/')
	for _, c := range name {
		switch c {
		case '~':
			dst = append(dst, '~', '0')
		case '/':
			dst = append(dst, '~', '1')
		default:
			dst = append(dst, c)
		}
	}
	return dst
}

// appendTextPointer appends the JSON Pointer, within out, of a position at its end: out
// is a prefix of one JSON value as the Stream, its Appender or the encoders write it
// (whitespace allowed), ending where a call would write next. In the encoders' text a
// struct's '{' stays the comma of its first member until the struct is complete (see
// newStructEncoder); fix makes those commas '{' in out. The innermost level is named as
// a Stream names it: an object's member only when its value is due; an array's next
// index when slot is true (the slot the next value fills), else the array itself. The
// errors of the encoders and of the Appender find their pointers so, since neither
// tracks one while writing. Cold path.
func appendTextPointer(p, out []byte, slot, fix bool) []byte {
	type level struct {
		object bool
		count  int    // an array: the elements begun
		name   []byte // an object: the last member name, quoted and escaped
	}
	var stack []level
	valueNext := true // a value may begin here (else a name, a separator or an end)
	for i := 0; i < len(out); {
		c := out[i]
		if isWS[c] {
			i++
			continue
		}
		top := len(stack) - 1
		if valueNext && top >= 0 && !stack[top].object { // (at a ']' the level closes)
			stack[top].count++
		}
		switch {
		case c == '[' || c == '{' || c == ',' && valueNext: // a ',' where a value begins opens a struct
			if c == ',' && fix {
				out[i] = '{'
			}
			stack = append(stack, level{object: c != '['})
			valueNext = c == '['
		case c == ']' || c == '}':
			stack = stack[:top]
			valueNext = false
		case c == ',':
			valueNext = !stack[top].object
		case c == ':':
			valueNext = true
		case c == '"':
			j := stringEnd(out, i)
			if !valueNext && stack[top].object {
				stack[top].name = out[i:j]
			}
			valueNext = false
			i = j
			continue
		default: // a byte of a number or a literal
			valueNext = false
		}
		i++
	}
	for k, l := range stack {
		last := k == len(stack)-1
		switch {
		case l.object && (!last || valueNext):
			p = appendPointerToken(p, unquoteName(l.name))
		case !l.object && !last:
			p = appendPointerToken(p, appendInt64(nil, int64(l.count-1)))
		case !l.object && slot:
			p = appendPointerToken(p, appendInt64(nil, int64(l.count)))
		}
	}
	return p
}

// unquoteName returns the text of a quoted member name as it was written.
func unquoteName(q []byte) []byte {
	return []byte(NewIterator(q).ReadString())
}
