package riffle

import "unsafe"

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

// stringAtPos reads the value at the read position, as ReadString does, when it is a
// string, no error is recorded and a value may be read now. Otherwise it consumes
// nothing and returns false: the general read then finds the type or the error. The
// common string, plain and inside the buffer, takes one scan and one copy here.
func (it *Iterator) stringAtPos() (string, bool) {
	i, buf := it.pos, it.buf
	if i >= len(buf) || buf[i] != '"' || it.err != nil || !valueExpected(it.state) {
		return "", false
	}
	j := quickString(buf, i+1)
	if closesPlain(buf, i, j, it.maxStringBytes) {
		it.done(j + 1)
		if it.isStr && j > i+1 {
			return unsafe.String(&buf[i+1], j-i-1), true // string input: a view, as ReadString
		}
		return string(buf[i+1 : j]), true
	}
	return it.stringOf(it.rawStringFrom(i, j)), true
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
	u, neg, k, ok := plainInteger(buf, i, 18, it.maxNumberBytes)
	if !ok {
		return 0, false
	}
	n := int64(u) // 18 digits at the most: no overflow
	if neg {
		n = -n
	}
	if !fitsInt(n, bits) {
		return 0, false
	}
	it.done(k)
	return n, true
}

// floatAtPos reads a float64 at the read position in one pass (float64At) when one
// starts there and a value may be read now; false (nothing consumed) for anything
// else, which the caller reads the general way.
func (it *Iterator) floatAtPos() (float64, bool) {
	i := it.pos
	if it.err != nil || !valueExpected(it.state) || i >= len(it.buf) {
		return 0, false
	}
	f, end, ok := it.float64At(i)
	if ok {
		it.done(end)
	}
	return f, ok
}
