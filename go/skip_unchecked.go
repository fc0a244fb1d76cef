package riffle

import "math/bits"

// The unchecked skip (Config.UncheckedSkip): the end of an array or object found from
// its brackets and the quotes of its strings only, as sonic's NoValidateJSONSkip and
// simdjson's On-Demand skip find it. Nothing else inside the value is looked at: not
// its grammar, numbers, literals, escapes or UTF-8, and no limit applies inside it (the
// scan keeps a counter, not a stack, so its memory does not grow with the nesting).
// Where the input ends first, the error is an unexpected end at the end of the input,
// named with the pointer of the skipped value, the same in memory and over a reader
// (where the bytes already read are gone).

// uncheckedEndDetail is the error detail when the input ends inside a value skipped
// unchecked.
const uncheckedEndDetail = "unexpected end of input inside a value skipped unchecked"

// uncheckedState is how far an unchecked skip has come at a point of the input: the
// containers open, whether it is inside a string (all ones) or not (0), and whether
// the next byte is escaped by a backslash before it (bit 0).
type uncheckedState struct {
	depth    int
	inString uint64
	escaped  uint64
}

// bracketMasksGeneric is the portable twin of the bracketMasks kernel: the quotes,
// backslashes, opening brackets ('[', '{') and closing brackets (']', '}') of the 64
// bytes of block, bit k for block[k].
func bracketMasksGeneric(block *[64]byte) (quote, backslash, open, close uint64) {
	for k, c := range block {
		bit := uint64(1) << k
		switch {
		case c == '"':
			quote |= bit
		case c == '\\':
			backslash |= bit
		case c|0x20 == '{': // '[' or '{'
			open |= bit
		case c|0x20 == '}': // ']' or '}'
			close |= bit
		}
	}
	return
}

// uncheckedEnd reads buf from i, where st stands, up to the byte that closes the
// container open at the start of the skip, and returns the index after it. When buf
// ends first it returns -1 and next, the start of the bytes it did not read, with st
// updated to stand there. Without final it may leave up to 63 bytes unread (the vector
// scan reads whole blocks; the caller refills and calls again); with final it reads
// them all. A skip starts at the opening bracket with the zero state.
func uncheckedEnd(buf []byte, i int, st *uncheckedState, final bool) (end, next int) {
	if vectorKernels && kernelsVector {
		return uncheckedBlocks(buf, i, st, final)
	}
	return uncheckedBytes(buf, i, st)
}

// uncheckedBlocks is uncheckedEnd 64 bytes at a time, with the bracketMasks kernel and
// stage 1's string arithmetic (escapedBytes, prefixXor); a last part block is read
// padded with spaces, which change nothing.
func uncheckedBlocks(buf []byte, i int, st *uncheckedState, final bool) (end, next int) {
	depth, inString, carry := st.depth, st.inString, st.escaped
	var tail [64]byte
	for i < len(buf) {
		block := &tail
		if len(buf)-i >= 64 {
			block = (*[64]byte)(buf[i : i+64])
		} else {
			if !final {
				break
			}
			n := copy(tail[:], buf[i:])
			for k := n; k < 64; k++ {
				tail[k] = ' '
			}
		}
		quote, backslash, open, close := bracketMasks(block)
		if backslash|carry != 0 {
			var escaped uint64
			escaped, carry = escapedBytes(backslash, carry)
			quote &^= escaped
		}
		if open|close == 0 {
			// No bracket to count: only whether the block ends inside a string matters.
			inString ^= -uint64(bits.OnesCount64(quote) & 1)
			i += 64
			continue
		}
		in := prefixXor(quote) ^ inString
		inString = uint64(int64(in) >> 63)
		open &^= in
		close &^= in
		if c := bits.OnesCount64(close); c < depth {
			// The closes of this block cannot all fall below the depth it starts at.
			depth += bits.OnesCount64(open) - c
			i += 64
			continue
		}
		for m := open | close; m != 0; m &= m - 1 {
			k := bits.TrailingZeros64(m)
			if open>>k&1 != 0 {
				depth++
			} else if depth--; depth == 0 {
				return i + k + 1, 0
			}
		}
		i += 64
	}
	st.depth, st.inString, st.escaped = depth, inString, carry
	return -1, min(i, len(buf))
}

// uncheckedBytes is uncheckedEnd one byte at a time (builds without vector kernels),
// with the same result: a backslash escapes the byte after it, inside a string or not,
// and only an unescaped quote opens or closes a string.
func uncheckedBytes(buf []byte, i int, st *uncheckedState) (end, next int) {
	depth := st.depth
	inString := st.inString != 0
	escaped := st.escaped&1 != 0
	for ; i < len(buf); i++ {
		c := buf[i]
		wasEscaped := escaped
		escaped = c == '\\' && !wasEscaped
		switch {
		case c == '"':
			if !wasEscaped {
				inString = !inString
			}
		case inString:
		case c|0x20 == '{':
			depth++
		case c|0x20 == '}':
			if depth--; depth == 0 {
				return i + 1, 0
			}
		}
	}
	st.depth = depth
	st.inString = 0
	if inString {
		st.inString = ^uint64(0)
	}
	st.escaped = 0
	if escaped {
		st.escaped = 1
	}
	return -1, i
}

// skipUnchecked is Skip under Config.UncheckedSkip for an array or object: it returns
// false, having consumed nothing but whitespace, when the next value is not one.
func (it *Iterator) skipUnchecked() bool {
	i := it.peek()
	if i < 0 || it.buf[i]|0x20 != '{' {
		return false
	}
	var st uncheckedState
	for {
		end, next := uncheckedEnd(it.buf, i, &st, it.eof || it.rd == nil)
		if end >= 0 {
			it.done(end)
			return true
		}
		it.pos = next
		shift, ok := it.refill(next) // the bytes before next are not needed again
		i = next - shift
		if !ok && (it.err != nil || i >= len(it.buf)) {
			it.fail(KindUnexpectedEnd, len(it.buf), uncheckedEndDetail)
			return true
		}
	}
}
