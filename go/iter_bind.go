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
		return it.newString(buf[i+1 : j]), true
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

// floatRun reads elements of an array of numbers into dst, as float64s, for as long as
// each is a plain number (float64At) written right after the bracket or comma before
// it: the binder's loop for arrays and slices of float64, one call for a run of
// elements instead of a ReadArray and a number read each. It starts either where a
// value is to be read (the array's '[' must be there, followed at once by a number,
// or nothing is consumed) or inside an array just after an element. It stops after
// len(dst) elements, or before anything else (whitespace, a number it does not read in
// one pass, a second bracket), and returns how many elements it stored. closed
// reports that the array's ']' came right after the last of them and was consumed;
// otherwise the Iterator stands after the last element read (or before the array,
// when n is 0), where ReadArray goes on.
func (it *Iterator) floatRun(dst []float64) (n int, closed bool) {
	buf, i := it.buf, it.pos
	if len(dst) == 0 || it.err != nil || i+1 >= len(buf) {
		return 0, false
	}
	if it.state != stArrAfter {
		// (At the depth limit the general read records the error.)
		if buf[i] != '[' || !valueExpected(it.state) || len(it.levels) >= it.maxDepth {
			return 0, false
		}
		f, end, ok := it.float64At(i + 1)
		if !ok || !it.open(i) {
			return 0, false
		}
		dst[0], n, i = f, 1, end
		it.state = stArrAfter
	}
	l := &it.levels[len(it.levels)-1]
	for ; n < len(dst) && i+1 < len(buf) && buf[i] == ','; n++ {
		f, end, ok := it.float64At(i + 1)
		if !ok {
			break
		}
		dst[n], i = f, end
		l.at++
	}
	if i < len(buf) && buf[i] == ']' {
		it.close(i)
		return n, true
	}
	it.pos = i
	return n, false
}
