package riffle

import (
	"encoding/binary"
	"unsafe"
)

// Fast paths for the bind layer's decoders, over the Iterator's state: each tests the
// common case inline and leaves everything else to the general reads.

// typeAtPos is the inline half of nextType: the type of the value whose first byte
// is exactly at the read position (no whitespace before it) when no error is
// recorded, else InvalidValue, which says nothing (ask WhatIsNext). It does not check
// that a value may be read now: the read that follows does (a typed read records the
// error; ReadNil consumes nothing, and the read after it records the error).
func (it *Iterator) typeAtPos() ValueType {
	if i := it.pos; i < len(it.buf) && it.err == nil {
		return valueStart[it.buf[i]]
	}
	return InvalidValue
}

// nextType is WhatIsNext with its common case (typeAtPos) first. A hot decoder
// writes the two steps out, so that the first inlines.
func (it *Iterator) nextType() ValueType {
	if t := it.typeAtPos(); t != InvalidValue {
		return t
	}
	return it.WhatIsNext()
}

// readStringValue is ReadString for the decoders, with one shortcut: under the replace
// policy a string that needs decoding (escapes, or ill-formed UTF-8) is first checked
// whole by the UTF-8 kernel, and when its UTF-8 is well-formed (escapes in valid text, the
// common case) its escapes are decoded without the per-byte pass that replaces
// ill-formed sequences, which would change nothing.
func (it *Iterator) readStringValue() string {
	if !it.replace {
		return it.ReadString()
	}
	raw, decode, ok := it.readStringRaw()
	switch {
	case !ok:
		return ""
	case decode && scanValidUTF8End(raw, 0) == len(raw):
		it.scratch = appendDecoded(it.scratch[:0], raw, false)
		return string(it.scratch)
	case decode:
		return string(it.decodeString(raw))
	case it.isStr && len(raw) > 0:
		return unsafe.String(unsafe.SliceData(raw), len(raw)) // as ReadString does
	}
	return string(raw)
}

// intAtPos reads the value at the read position when it is a plain integer (no
// fraction or exponent) of at most 18 digits that fits a signed integer of the given
// bit size, followed inside the buffer by a byte that cannot continue a number, and
// no error is recorded. Otherwise it consumes nothing and returns false: the general
// read then finds the number's type, error or range.
func (it *Iterator) intAtPos(bits int) (int64, bool) {
	i, buf := it.pos, it.buf
	if it.err != nil || !valueExpected(it.state) || i >= len(buf) {
		return 0, false
	}
	j := i
	if buf[j] == '-' {
		j++
	}
	k := j
	var n int64
	// Eight digits at a time, 18 at the most; a short number's eighth byte is no digit.
	for k+8 <= len(buf) && k-j <= 10 && isDigit(buf[k+7]) {
		v, ok := eightDigits(binary.LittleEndian.Uint64(buf[k:]))
		if !ok {
			break
		}
		n = n*100_000_000 + int64(v)
		k += 8
	}
	for k < len(buf) && k-j < 18 && isDigit(buf[k]) {
		n = n*10 + int64(buf[k]-'0')
		k++
	}
	if k == j || k >= len(buf) || numCont[buf[k]] || (buf[j] == '0' && k > j+1) || k-i > it.maxNumberBytes {
		return 0, false
	}
	if j > i {
		n = -n
	}
	if !fitsInt(n, bits) {
		return 0, false
	}
	it.done(k)
	return n, true
}

// eightDigits returns the value of the eight ASCII digits of w (the first in its
// lowest byte) by the SWAR method of simdjson's parse_eight_digits_unrolled, or false
// when a byte of w is not a digit.
func eightDigits(w uint64) (uint64, bool) {
	const hi, zeros, six = 0xF0F0F0F0F0F0F0F0, 0x3030303030303030, 0x0606060606060606
	// A byte is a digit when its high nibble is 3 and adding 6 leaves it so.
	if w&hi != zeros || (w+six)&hi != zeros {
		return 0, false
	}
	w -= zeros
	w = w*10 + w>>8 // each even byte: the value of a pair of digits
	w = ((w&0x000000FF000000FF)*(100+1000000<<32) + (w>>16&0x000000FF000000FF)*(1+10000<<32)) >> 32
	return w, true
}
