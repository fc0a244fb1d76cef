package riffle

// Fast paths for the bind layer's decoders, over the Iterator's state: each tests the
// common case inline and leaves everything else to the general reads.

// typeAtPos is the inline half of nextType: the type of the value whose first byte
// is exactly at the read position (no whitespace before it) when no error is
// recorded, else InvalidValue, which says nothing (ask WhatIsNext). It does not check
// that a value may be read now: every typed read that follows does, and records the
// error.
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
