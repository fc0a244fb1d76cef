package riffle

import (
	"bytes"
	"unicode/utf8"
	"unsafe"
)

// String values: ReadString, ReadStringAsSlice, and decoding a validated string
// token's escapes (also for member names and for the names in a JSON Pointer).

// decodeString decodes the raw content of a validated string token, which needs what
// the scanner said (stringEscapes, stringIllFormed), into the Iterator's scratch
// buffer and returns it (valid until the next decode). Ill-formed UTF-8 (the scanner
// lets it through only under the replace policy) and unpaired surrogate escapes become
// U+FFFD; the per-byte replacement pass runs only when the scanner saw ill-formed UTF-8.
func (it *Iterator) decodeString(raw []byte, needs uint8) []byte {
	it.scratch = appendDecoded(it.scratch[:0], raw, needs&stringIllFormed != 0)
	return it.scratch
}

// appendDecoded appends the decoded content of a string token's raw bytes (between the
// quotes, escapes already validated) to out. With replace, ill-formed UTF-8 becomes
// U+FFFD per errors.md finer rule 5; unpaired surrogate escapes always decode to U+FFFD
// (they reach here only under the replace policy). The Iterator and the pointer's
// name decoding share it.
func appendDecoded(out, raw []byte, replace bool) []byte {
	for len(raw) > 0 {
		if raw[0] != '\\' { // text up to the next escape (none between two escapes)
			k := bytes.IndexByte(raw, '\\')
			if k < 0 {
				k = len(raw)
			}
			if replace {
				out = appendReplacingUTF8(out, raw[:k])
			} else {
				out = append(out, raw[:k]...)
			}
			raw = raw[k:]
		}
		if len(raw) < 2 { // no escape left (a lone trailing backslash cannot pass validation)
			return append(out, raw...)
		}
		switch e := raw[1]; e {
		case 'b':
			out = append(out, '\b')
		case 'f':
			out = append(out, '\f')
		case 'n':
			out = append(out, '\n')
		case 'r':
			out = append(out, '\r')
		case 't':
			out = append(out, '\t')
		case 'u':
			r, n := decodeU(raw)
			if n == 0 { // cannot happen after validation
				r, n = utf8.RuneError, 2
			}
			// Encoded here up to three bytes (decodeU gives no surrogate): a call to
			// utf8.AppendRune's non-ASCII part per escape cost 5% of the decode of
			// twitterescaped.json, whose text is all \uXXXX.
			switch {
			case r < 0x80:
				out = append(out, byte(r))
			case r < 0x800:
				out = append(out, 0xC0|byte(r>>6), 0x80|byte(r)&0x3F)
			case r < 0x10000:
				out = append(out, 0xE0|byte(r>>12), 0x80|byte(r>>6)&0x3F, 0x80|byte(r)&0x3F)
			default:
				out = utf8.AppendRune(out, r)
			}
			raw = raw[n:]
			continue
		default: // '"', '\\', '/'
			out = append(out, e)
		}
		raw = raw[2:]
	}
	return out
}

// appendReplacingUTF8 appends b with every ill-formed byte replaced by U+FFFD, as
// utf8.DecodeRune sees them (one U+FFFD per byte of an ill-formed sequence: a sequence
// that is not well-formed from its lead byte, truncated ones included, gives one U+FFFD
// for the lead and reading resumes at the next byte).
func appendReplacingUTF8(out, b []byte) []byte {
	for i := 0; i < len(b); {
		if b[i] < utf8.RuneSelf {
			out = append(out, b[i])
			i++
			continue
		}
		if n := utf8Seq(b, i); n > 0 {
			out = append(out, b[i:i+n]...)
			i += n
			continue
		}
		out = utf8.AppendRune(out, utf8.RuneError)
		i++
	}
	return out
}

// ReadString reads a string value and returns it decoded. The result is a copy, except
// for string input (NewIteratorString) where a string without escapes is returned as a
// substring of the input, which is just as safe because strings are immutable.
func (it *Iterator) ReadString() string {
	return it.stringOf(it.readStringRaw())
}

// stringOf is ReadString's result for what readStringRaw (or rawStringFrom) returned.
func (it *Iterator) stringOf(raw []byte, needs uint8, ok bool) string {
	if !ok {
		return ""
	}
	if needs != 0 {
		raw = it.decodeString(raw, needs)
	} else if it.isStr && len(raw) > 0 {
		// String input is immutable: return a view of it instead of a copy.
		return unsafe.String(unsafe.SliceData(raw), len(raw))
	}
	return it.newString(raw)
}

// Packed strings (BindConfig.PackStrings): a string of up to maxPackedString bytes is
// copied to the end of the current block and returned as a view of those bytes, which
// are never written again (the block only grows at its end, and a full block is
// replaced by a new one, not reused). The block is garbage once no string points
// into it.
const (
	maxPackedString = 64
	stringBlockSize = 1024
)

// newString returns a copy of b as a string: packed into the Iterator's block when
// the Iterator packs (it.pack) and b is short, else an allocation of its own.
func (it *Iterator) newString(b []byte) string {
	n := len(b)
	if !it.pack || n == 0 || n > maxPackedString {
		return string(b)
	}
	a := it.strBlock
	if cap(a)-len(a) < n {
		a = make([]byte, 0, stringBlockSize)
	}
	k := len(a)
	a = append(a, b...)
	it.strBlock = a
	return unsafe.String(&a[k], n)
}

// ReadStringAsSlice reads a string value and returns its decoded bytes without
// allocating. The slice is borrowed: it points into the input or into the Iterator's
// scratch buffer, and is valid only until the next call on the Iterator. The caller
// must not modify it.
func (it *Iterator) ReadStringAsSlice() []byte {
	raw, needs, ok := it.readStringRaw()
	if !ok {
		return nil
	}
	if needs != 0 {
		return it.decodeString(raw, needs)
	}
	return raw[:len(raw):len(raw)]
}

// readStringRaw reads a string value and returns its raw content (between the quotes,
// borrowed from the buffer), what it needs besides a copy (scanString) and true, or
// false on error.
func (it *Iterator) readStringRaw() ([]byte, uint8, bool) {
	// The common case, a '"' at it.pos where a value is expected, skips begin's call.
	i, buf := it.pos, it.buf
	if i >= len(buf) || buf[i] != '"' || it.err != nil || !valueExpected(it.state) {
		if i = it.begin(); i < 0 {
			return nil, 0, false
		}
		if buf = it.buf; buf[i] != '"' {
			it.failValueStart(i, "a string")
			return nil, 0, false
		}
	}
	j := quickString(buf, i+1)
	if closesPlain(buf, i, j, it.maxStringBytes) {
		it.done(j + 1)
		return buf[i+1 : j], 0, true
	}
	return it.rawStringFrom(i, j)
}

// rawStringFrom is readStringRaw for the string whose opening quote is at buf[i] and
// whose quick scan stopped at j, not on a closing quote.
func (it *Iterator) rawStringFrom(i, j int) ([]byte, uint8, bool) {
	start, end, needs := it.scanStringAt(i, j)
	if end < 0 {
		return nil, 0, false
	}
	it.done(end)
	return it.buf[start+1 : end-1], needs, true
}

// decodeName decodes a raw member name for a pointer: escapes decoded, and ill-formed
// sequences (possible only under the replace policy) named as the reader reads them.
func decodeName(raw []byte) []byte {
	return appendDecoded(make([]byte, 0, len(raw)), raw, true)
}

// decodeU decodes "\uXXXX" or a surrogate pair "\uXXXX\uXXXX" at the start of b into a
// rune and the number of bytes used; lone surrogates give U+FFFD. It returns n == 0
// when b does not start with a complete \u escape. The common case, one escape outside
// the surrogates, is decided here with its digits unrolled; decodeURest (not inlined)
// does the rest.
func decodeU(b []byte) (rune, int) {
	if len(b) >= 6 {
		h := b[2:6]
		r := rune(hexVal[h[0]])<<12 | rune(hexVal[h[1]])<<8 | rune(hexVal[h[2]])<<4 | rune(hexVal[h[3]])
		if uint32(r) < 0xD800 || uint32(r)-0xE000 < 0x2000 { // a bad digit makes r negative
			return r, 6
		}
	}
	return decodeURest(b)
}

// decodeURest is decodeU for a surrogate escape or a bad one.
//
//go:noinline
func decodeURest(b []byte) (rune, int) {
	if len(b) < 6 {
		return 0, 0
	}
	r1 := hex4(b[2:6])
	if r1 < 0 {
		return 0, 0
	}
	if r1 >= 0xD800 && r1 < 0xDC00 {
		if len(b) >= 12 && b[6] == '\\' && b[7] == 'u' {
			if r2 := hex4(b[8:12]); r2 >= 0xDC00 && r2 < 0xE000 {
				return ((r1-0xD800)<<10 | (r2 - 0xDC00)) + 0x10000, 12
			}
		}
		return utf8.RuneError, 6
	}
	if r1 >= 0xDC00 && r1 < 0xE000 {
		return utf8.RuneError, 6
	}
	return r1, 6
}

// hex4 decodes four hex digits, or returns -1.
func hex4(b []byte) rune {
	var r rune
	for _, c := range b[:4] {
		v := hexVal[c]
		if v < 0 {
			return -1
		}
		r = r<<4 | rune(v)
	}
	return r
}
