package riffle

// Fast paths for the bind layer's decoders, over the Iterator's state: each tests the
// common case inline and leaves everything else to the general reads.

// valueStartsWith reports whether the value about to be read starts with byte c exactly at
// the read position (no whitespace before it) and no error is recorded: the common
// case, in which a decoder may call the typed read at once instead of WhatIsNext.
// False says nothing: the caller then asks WhatIsNext.
func (it *Iterator) valueStartsWith(c byte) bool {
	i := it.pos
	return i < len(it.buf) && it.buf[i] == c && it.err == nil && valueExpected(it.state)
}
