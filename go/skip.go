package riffle

import (
	"encoding/binary"
	"math/bits"
)

// Skip and the validator: one iterative walk over a value with an explicit stack (one
// bit per level), sharing the scanner core with every Read* call.

// Valid reports whether data is one valid JSON text under the default Config.
func Valid(data []byte) bool { return Config{}.Validate(data) == nil }

// Validate checks that data is one valid JSON text under the default Config
// (RFC 8259 strictly, default limits). It returns nil or an *Error.
func Validate(data []byte) error { return Config{}.Validate(data) }

// Validate checks that data is one valid JSON text under c. It returns nil or an
// *Error with the kind, byte offset and JSON Pointer of the first problem.
func (c Config) Validate(data []byte) error {
	var it Iterator
	it.setConfig(c)
	it.Reset(data)
	it.Skip()
	return it.Finish()
}

// Skip consumes the next value, whatever it is, checking it fully: it fails on
// exactly the inputs Validate rejects.
func (it *Iterator) Skip() {
	if it.err != nil {
		return
	}
	if !valueExpected(it.state) {
		if i := it.next(); i >= 0 {
			it.stateError(i)
		}
		return
	}
	// A plain string right at the cursor (the common skipped member value).
	buf := it.buf
	if i := it.pos; i < len(buf) && buf[i] == '"' {
		if j := quickString(buf, i+1); j < len(buf) && buf[j] == '"' && j-i-1 <= it.maxStringBytes {
			it.done(j + 1)
			return
		}
	}
	if it.skipValue() {
		it.state = afterState[it.state]
	}
}

// SkipAndReturnBytes consumes the next value and returns a copy of its raw bytes
// (nil on error).
func (it *Iterator) SkipAndReturnBytes() []byte {
	b := it.SkipAndAppendBytes(nil)
	if it.err != nil {
		return nil
	}
	if b == nil {
		b = []byte{}
	}
	return b
}

// SkipAndAppendBytes consumes the next value and appends its raw bytes to dst.
// It allocates nothing when dst has room. On error it returns dst unchanged.
func (it *Iterator) SkipAndAppendBytes(dst []byte) []byte {
	if it.err != nil {
		return dst
	}
	if !valueExpected(it.state) {
		if i := it.next(); i >= 0 {
			it.stateError(i)
		}
		return dst
	}
	i := it.next()
	if i < 0 {
		return dst
	}
	it.mark = i // keep the value's bytes in the buffer while it is skipped
	ok := it.skipValue()
	start := it.mark
	it.mark = -1
	if !ok {
		return dst
	}
	it.state = afterState[it.state]
	return append(dst, it.buf[start:it.pos]...)
}

// growSkip moves the bit stack of a running Skip to the Iterator's reusable heap
// stack and adds a word, for nesting deeper than the inline part holds.
//
//go:noinline
func (it *Iterator) growSkip(stk []uint64) []uint64 {
	it.skipStack = append(append(it.skipStack[:0], stk...), 0)
	return it.skipStack
}

// skipValue consumes one value from the next non-whitespace byte on, leaving it.pos
// after it. It returns false after recording an error.
func (it *Iterator) skipValue() bool {
	var (
		buf  = it.buf
		i    = it.pos
		d    = 0 // open levels inside this Skip
		c    byte
		ok   bool
		inOb bool
		// One bit per open level (1 = object); 256 levels inline, deeper on the heap.
		inline [4]uint64
		stk    = inline[:]
		maxStr = it.maxStringBytes
		maxNum = it.maxNumberBytes
	)

value:
	if i < len(buf) && buf[i] > ' ' {
		c = buf[i]
	} else if i+1 < len(buf) && buf[i] == ' ' && buf[i+1] > ' ' {
		i++ // one space, as after ':' or ',' in many documents
		c = buf[i]
	} else {
		if i = wsEnd(buf, i); i >= len(buf) {
			it.pos = i
			if i, ok = it.skipWS(i); !ok {
				goto eof
			}
			buf = it.buf
		}
		c = buf[i]
	}
	switch c {
	case '"':
		if j := quickString(buf, i+1); j < len(buf) && buf[j] == '"' && j-i-1 <= maxStr {
			i = j + 1
			break
		} else if _, i, _ = it.scanStringAt(i, j); i < 0 {
			return false
		}
		buf = it.buf
	case '{', '[':
		if it.depth+d >= it.maxDepth {
			it.failLimit(i, "nesting deeper than MaxDepth")
			return false
		}
		inOb = c == '{'
		if d>>6 >= len(stk) {
			stk = it.growSkip(stk)
		}
		if inOb {
			stk[d>>6] |= 1 << (d & 63)
		} else {
			stk[d>>6] &^= 1 << (d & 63)
		}
		d++
		i++
		if i < len(buf) && buf[i] > ' ' {
			c = buf[i]
		} else {
			it.pos = i
			if i, ok = it.skipWS(i); !ok {
				goto eof
			}
			buf = it.buf
			c = buf[i]
		}
		if c == '}' && inOb || c == ']' && !inOb {
			d--
			i++
			goto closed
		}
		if inOb {
			goto name
		}
		goto value
	case 't':
		if i = it.scanLiteral(i, "true"); i < 0 {
			return false
		}
		buf = it.buf
	case 'f':
		if i = it.scanLiteral(i, "false"); i < 0 {
			return false
		}
		buf = it.buf
	case 'n':
		if i = it.scanLiteral(i, "null"); i < 0 {
			return false
		}
		buf = it.buf
	default:
		if c != '-' && !isDigit(c) {
			it.failChar(i, "expected a value")
			return false
		}
		// Inline fast path for -?int(.frac)? followed by a delimiter in the buffer;
		// anything else (exponents, errors, the buffer's end) takes scanNumber.
		if j := numberFast(buf, i); j > 0 && j-i <= maxNum {
			i = j
			break
		}
		_, i, _ = it.scanNumber(i)
		if i < 0 {
			return false
		}
		buf = it.buf
	}

	goto after

closed:
	// A container closed: inOb becomes the kind of the enclosing level, if any.
	if d == 0 {
		it.pos = i
		return true
	}
	inOb = stk[(d-1)>>6]&(1<<((d-1)&63)) != 0

after:
	// inOb is the kind of the innermost open level (when d > 0).
	if d == 0 {
		it.pos = i
		return true
	}
	if i < len(buf) && buf[i] > ' ' {
		c = buf[i]
	} else if i+1 < len(buf) && buf[i] == ' ' && buf[i+1] > ' ' {
		i++
		c = buf[i]
	} else {
		if i = wsEnd(buf, i); i >= len(buf) {
			it.pos = i
			if i, ok = it.skipWS(i); !ok {
				goto eof
			}
			buf = it.buf
		}
		c = buf[i]
	}
	if c == ',' {
		i++
		if inOb {
			goto nameWS
		}
		goto value
	}
	if c == '}' && inOb || c == ']' && !inOb {
		d--
		i++
		goto closed
	}
	if inOb {
		it.failChar(i, "expected ',' or '}'")
	} else {
		it.failChar(i, "expected ',' or ']'")
	}
	return false

nameWS:
	if i < len(buf) && buf[i] > ' ' {
		c = buf[i]
	} else {
		if i = wsEnd(buf, i); i >= len(buf) {
			it.pos = i
			if i, ok = it.skipWS(i); !ok {
				goto eof
			}
			buf = it.buf
		}
		c = buf[i]
	}
name:
	if c != '"' {
		it.failChar(i, "expected a member name")
		return false
	}
	if j := quickString(buf, i+1); j < len(buf) && buf[j] == '"' && j-i-1 <= maxStr {
		i = j + 1
	} else if _, i, _ = it.scanStringAt(i, j); i < 0 {
		return false
	}
	buf = it.buf
	if i < len(buf) && buf[i] == ':' {
		i++
		goto value
	}
	if i = wsEnd(buf, i); i >= len(buf) {
		it.pos = i
		if i, ok = it.skipWS(i); !ok {
			goto eof
		}
		buf = it.buf
	}
	if buf[i] != ':' {
		it.failChar(i, "expected ':'")
		return false
	}
	i++
	goto value

eof:
	it.failEOF()
	return false
}

// numCont marks bytes that may continue a number after its integer digits.
var numCont = [256]bool{'.': true, 'e': true, 'E': true, '0': true, '1': true, '2': true,
	'3': true, '4': true, '5': true, '6': true, '7': true, '8': true, '9': true}

// numberFast returns the end of a number -?(0|[1-9][0-9]*)(\.[0-9]+)? at buf[i] when a
// byte that cannot continue a number follows it inside buf, else 0.
func numberFast(buf []byte, i int) int {
	j := i
	if j < len(buf) && buf[j] == '-' {
		j++
	}
	k := digitsEnd(buf, j)
	if k == j || (buf[j] == '0' && k > j+1) || k >= len(buf) {
		return 0
	}
	if buf[k] == '.' {
		f := digitsEnd(buf, k+1)
		if f == k+1 || f >= len(buf) {
			return 0
		}
		k = f
	}
	if numCont[buf[k]] {
		return 0
	}
	return k
}

// digitsEnd returns the index of the first byte of buf at or after i that is not an
// ASCII digit, or len(buf); eight bytes at a time while they are in buf.
func digitsEnd(buf []byte, i int) int {
	for i+8 <= len(buf) {
		if m := nonDigits(binary.LittleEndian.Uint64(buf[i:])); m != 0 {
			return i + bits.TrailingZeros64(m)>>3
		}
		i += 8
	}
	for i < len(buf) && isDigit(buf[i]) {
		i++
	}
	return i
}

// nonDigits returns a mask whose lowest set bit lies in the lowest byte of w that is
// not an ASCII digit (0 when all eight are digits). Bytes above that one may be
// flagged wrongly (a carry), which the callers never look at.
func nonDigits(w uint64) uint64 {
	return (w&(swarLo*0xF0) ^ swarLo*0x30) | ((w+swarLo*0x06)&(swarLo*0xF0) ^ swarLo*0x30)
}

// wsEnd returns the index of the first non-whitespace byte of buf at or after i, or
// len(buf). After a newline, indentation is skipped eight bytes at a time.
func wsEnd(buf []byte, i int) int {
	for i < len(buf) {
		c := buf[i]
		if !isWS[c] {
			return i
		}
		i++
		if c == '\n' {
			for i+8 <= len(buf) {
				if x := binary.LittleEndian.Uint64(buf[i:]) ^ swarLo*' '; x != 0 {
					i += bits.TrailingZeros64(x) >> 3
					break
				}
				i += 8
			}
		}
	}
	return i
}

// allDigits reports whether all eight bytes of w are ASCII digits.
func allDigits(w uint64) bool { return nonDigits(w) == 0 }
