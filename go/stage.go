package riffle

import (
	"encoding/binary"
	"math/bits"
)

// The structural fast path of Skip and Validate (docs/design/simd.md, "Structural fast
// path"; over reader input, stage_reader.go). Stage 1 classifies 64 bytes at a time into bitmasks (the
// classifyBlock kernel), then finds the escaped bytes, the bytes inside strings and the
// starts of scalars with bit arithmetic; stage 2 walks the set bits of the tokens with
// the grammar's state machine. The two are fused per block, so a Skip looks only at the
// blocks its value spans.
//
// It only gives a verdict: the end of a valid value, or "not decided" for anything it
// does not accept (every error, a depth beyond its own bit stack). Then the exact
// scanner reads the same value (in memory), or the rest of it from the last token
// boundary the fast path checked (reader input), so error kinds, offsets and pointers
// stay the scanner's.

// Byte classes of classifyBlockGeneric, one bit per mask it returns.
const (
	classQuote = 1 << iota
	classBackslash
	classAttention
	classSpace
	classStructural
	classDigit
)

// byteClass is the class bits of each byte value.
var byteClass = func() (t [256]uint8) {
	for c := 0; c < 256; c++ {
		if c < 0x20 || c >= 0x80 {
			t[c] = classAttention
		}
	}
	t['"'] = classQuote
	t['\\'] = classBackslash
	for _, c := range []byte{' ', '\t', '\n', '\r'} {
		t[c] |= classSpace
	}
	for _, c := range []byte("{}[]:,") {
		t[c] = classStructural
	}
	for c := '0'; c <= '9'; c++ {
		t[c] = classDigit
	}
	return
}()

// classifyBlockGeneric is the portable twin of the classifyBlock kernel: the classes of
// the 64 bytes of block as bitmasks, bit k for block[k]: '"', '\\', attention (a
// control byte < 0x20 or a non-ASCII byte >= 0x80: inside a string, an error or UTF-8
// to check), whitespace (' ', '\t', '\n', '\r'), structural ('{', '}', '[', ']',
// ':', ',') and ASCII digits. One byte at a time through byteClass.
func classifyBlockGeneric(block *[64]byte) (quote, backslash, attention, space, structural, digit uint64) {
	for k, c := range block {
		bit := uint64(1) << k
		cl := byteClass[c]
		if cl&classQuote != 0 {
			quote |= bit
		}
		if cl&classBackslash != 0 {
			backslash |= bit
		}
		if cl&classAttention != 0 {
			attention |= bit
		}
		if cl&classSpace != 0 {
			space |= bit
		}
		if cl&classStructural != 0 {
			structural |= bit
		}
		if cl&classDigit != 0 {
			digit |= bit
		}
	}
	return
}

// escapeMasksGeneric is escapeMasks' portable twin: bit k is set in u when block[k] is
// 'u', in hex when it is an ASCII hex digit, in short when it may follow a backslash in a
// two-byte escape (" \ / b f n r t), and in d when it is 'd' or 'D' (the first digit of
// a surrogate escape).
func escapeMasksGeneric(block *[64]byte) (u, hex, short, d uint64) {
	for k, c := range block {
		bit := uint64(1) << k
		if c == 'u' {
			u |= bit
		}
		if hexVal[c] >= 0 {
			hex |= bit
		}
		if shortEscapeLen[c] != 0 {
			short |= bit
		}
		if c|0x20 == 'd' {
			d |= bit
		}
	}
	return
}

// escapedBytes returns the bytes of a block that a backslash escapes (bit k: byte k
// follows an odd run of backslashes), given the block's backslashes and whether its
// first byte is escaped by the block before (bit 0 of carry). It also returns that
// carry for the next block. (The odd/even run arithmetic of simdjson's stage 1.)
func escapedBytes(backslash, carry uint64) (escaped, next uint64) {
	const even = 0x5555555555555555
	backslash &^= carry
	follows := backslash<<1 | carry
	oddStarts := backslash &^ even &^ follows
	evenSeq, next := bits.Add64(oddStarts, backslash, 0)
	return (even ^ evenSeq<<1) & follows, next
}

// prefixXor returns the mask whose bit k is the XOR of bits 0..k of x: with x the
// unescaped quotes, the bytes from an opening quote up to (not including) its close.
func prefixXor(x uint64) uint64 {
	x ^= x << 1
	x ^= x << 2
	x ^= x << 4
	x ^= x << 8
	x ^= x << 16
	x ^= x << 32
	return x
}

// The grammar states of fastSkip: what the next token may be, kept only while stage 1
// reads the next block (within a block, the position in fastSkip's code is the state).
const (
	fsValue      = iota // a value
	fsValueOrEnd        // after '[': a value or ']'
	fsName              // after ',' in an object: a member name
	fsNameOrEnd         // after '{': a member name or '}'
	fsColon             // after a member name
	fsAfter             // after a value: ',' or the end of the container
	fsString            // inside a string value: its closing quote
	fsNameString        // inside a member name: its closing quote
	fsDone              // (the exact scanner's result) the value is read
	fsFailed            // (the exact scanner's result) an error is recorded
)

// fastDepth is the deepest nesting fastSkip tracks itself (one bit per level for the
// container kind); deeper values take the exact path.
const fastDepth = 16 * 64

// skipLimits are the limits fastSkip applies: room is how many more containers may
// open (MaxDepth minus the caller's open levels).
type skipLimits struct {
	room, maxString, maxNumber int
	// replace is the replace policy for ill-formed UTF-8: any byte sequence in a
	// string, and escaped lone surrogates, are accepted.
	replace bool
}

// blockScanner is stage 1: it reads buf one block of 64 bytes at a time from a start
// index, carrying across blocks whether the next block starts inside a string, after
// a backslash or inside a scalar, and it checks what needs no grammar: escapes, control
// bytes and UTF-8 inside strings.
type blockScanner struct {
	buf        []byte
	base       int    // the current block is buf[base:base+64]
	next       int    // where the next block starts
	digit      uint64 // the current block's ASCII digits
	escCarry   uint64 // the first byte of the next block is escaped
	strCarry   uint64 // all ones when the next block starts inside a string
	scalarPrev uint64 // the last byte of the current block belongs to a scalar
	escDone    int    // escapes before this index are checked
	utf8Done   int    // string content before this index is checked for UTF-8 and controls

	// For stage 2, here to stay in memory: fastRun's calls save no registers, so each
	// variable it keeps in one costs a spill and a reload at every call.
	lim skipLimits
	st  *fastStack
}

// block moves to the next block and returns its tokens: the structural characters
// outside strings, every unescaped quote (opening and closing) and the first byte of
// every scalar. It returns false at the end of buf, or when the block has a problem in
// a string (a bad escape, a control byte, ill-formed UTF-8).
func (s *blockScanner) block() (uint64, bool) {
	buf := s.buf
	base := s.next
	if base >= len(buf) {
		return 0, false
	}
	valid := ^uint64(0)
	var block *[64]byte
	if n := len(buf) - base; n >= 64 {
		block = (*[64]byte)(buf[base : base+64])
		s.next = base + 64
	} else {
		var pad [64]byte // zeroed only here, for the last block of buf
		copy(pad[:], buf[base:])
		block = &pad
		valid = 1<<n - 1
		s.next = len(buf)
	}
	s.base = base
	quote, backslash, attention, space, structural, digit := classifyBlock(block)
	s.digit = digit
	var escaped uint64
	if backslash|s.escCarry != 0 {
		escaped, s.escCarry = escapedBytes(backslash&valid, s.escCarry)
	}
	quote = quote &^ escaped & valid
	inString := prefixXor(quote) ^ s.strCarry
	s.strCarry = uint64(int64(inString) >> 63)
	scalar := valid &^ inString &^ (space | structural | quote)
	starts := scalar &^ (scalar<<1 | s.scalarPrev)
	s.scalarPrev = scalar >> 63

	// Escapes: the bytes after each unescaped backslash inside a string. The common ones
	// are decided for the whole block from escapeMasks: a two-byte escape, and \uXXXX
	// with its four hex digits in the block and not starting with D (no surrogate). The
	// rest (a surrogate, an error, an escape that reaches past the block) go one by one
	// through the escape grammar, as every escape did before.
	esc := backslash &^ escaped & inString & valid
	if esc != 0 {
		u, hex, short, d := escapeMasks(block)
		after := esc << 1 // the byte after each backslash (one at bit 63 is left to the loop)
		full := after & u & (hex >> 1) & (hex >> 2) & (hex >> 3) & (hex >> 4) &^ (d >> 1)
		esc &^= (after&short | full) >> 1
	}
	for ; esc != 0; esc &= esc - 1 {
		p := base + bits.TrailingZeros64(esc)
		if p < s.escDone {
			continue // the second half of a surrogate pair
		}
		n := commonEscapeLen(buf, p)
		if n == 0 {
			n, _ = escapeLenRest(buf, p, s.lim.replace)
		}
		if n <= 0 {
			return 0, false
		}
		s.escDone = p + n
	}
	// Control and non-ASCII bytes inside strings: each stretch of string content that
	// holds one, up to the next quote, backslash or control byte, must be well-formed
	// UTF-8 and end at a quote or a backslash.
	for at := attention & inString & valid; at != 0; {
		if d := s.utf8Done - base; d > 0 { // drop the bytes already checked
			if d >= 64 {
				break
			}
			if at &^= 1<<d - 1; at == 0 {
				break
			}
		}
		p := base + bits.TrailingZeros64(at)
		k := scanStringContentEnd(buf, p)
		if k < len(buf) && buf[k] < 0x20 || !s.lim.replace && scanValidUTF8End(buf[:k], p) != k {
			return 0, false // under the replace policy only a control byte is an error
		}
		s.utf8Done = k
	}
	// A block that ends inside a string: the next block starts at the next byte of
	// the string that is not plain (a quote, backslash, control or non-ASCII byte),
	// found by the plainStringEnd kernel when it is more than eight bytes on.
	if s.strCarry != 0 && s.escCarry == 0 && s.next < len(buf) {
		j := max(s.next, s.utf8Done)
		if j+8 <= len(buf) {
			if m := specialMask(binary.LittleEndian.Uint64(buf[j:])); m != 0 {
				j += bits.TrailingZeros64(m) >> 3
			} else {
				j = scanPlainStringEnd(buf, j+8)
			}
		}
		s.next = j
	}
	return structural&^inString | quote | starts, true
}

// fastSkip checks the value whose first byte is at or after buf[i] (after whitespace)
// in buf, the whole input, under the limits. It returns the index just after the value,
// or -1 when it does not decide (the exact scanner then runs): any error, and anything
// it does not handle itself. Only with vector kernels (kernelsVector). st is working
// memory the caller keeps between calls (the Iterator's): nothing in it is read, and
// it is not zeroed per call.
func fastSkip(buf []byte, i int, lim skipLimits, st *fastStack) int {
	st.depth, st.state = 0, fsValue
	return fastRun(buf, i, lim, st)
}

// fastRun is fastSkip from the grammar state st.state with st.depth containers already
// open (st.kinds), i being a token boundary. When it does not decide, it returns -1
// and records in st the last token boundary it has fully checked (st.stop), the grammar
// state there and the open containers: every byte before st.stop is valid JSON for
// that state, so the exact scanner can go on from there. The end of buf is never taken
// as the end of a number or literal, so buf may be a window of a longer input.
//
// Stage 2 is the grammar as a state machine whose states are labels: each takes the
// next token from the block's mask and jumps on; only when the block is used up is the
// state saved (resume) while stage 1 reads the next one. On the way, p is the last
// token taken (for a number or literal, its last byte). cur lives in memory, not in a
// register: Go's calls save no registers, so a variable live across the block, number
// and literal calls costs a spill and a reload at each.
func fastRun(buf []byte, i int, lim skipLimits, st *fastStack) int {
	// s is set field by field: a composite literal was built in a temporary by 8-byte
	// stores and copied by 16-byte loads, which cannot take their data from those
	// stores (a store-forwarding stall, 7% of the seed medium iterator row).
	var s blockScanner
	s.buf, s.next, s.lim, s.st = buf, i, lim, st
	var (
		// The container kinds and name offsets are kept in st itself: copies cost
		// 384 bytes of stack traffic per call, about 3 of the 20 ns a 39-byte
		// container's skip took.
		kinds     = &st.kinds
		cur       = &st.cur
		depth     = st.depth
		inObj     bool
		open      int // the opening quote of the string being crossed
		tokens    uint64
		ok        bool
		p         = i - 1
		resume    = st.state
		stopAt    int
		stopState uint8
	)
	for d := 0; d < depth; d++ { // containers taken over: nothing read in them yet
		inObj = kinds[d>>6]>>(d&63)&1 != 0
		cur[d&(stagedDepth-1)] = 0
		if inObj {
			cur[d&(stagedDepth-1)] = -1
		}
	}

refill:
	if tokens, ok = s.block(); !ok {
		// The end of buf, or a problem in a string of the next block: stop before
		// the token the state waits for (a string being crossed: before its quote).
		switch resume {
		case fsString:
			stopAt, stopState = open, fsValue
		case fsNameString:
			stopAt, stopState = open, fsName
		default:
			stopAt, stopState = p+1, resume
		}
		goto stop
	}
	switch resume {
	case fsValue:
		goto value
	case fsValueOrEnd:
		goto valueOrEnd
	case fsName:
		goto name
	case fsNameOrEnd:
		goto nameOrEnd
	case fsColon:
		goto colon
	case fsAfter:
		goto after
	case fsString:
		goto stringEnd
	default:
		goto nameEnd
	}

valueOrEnd:
	if tokens == 0 {
		resume = fsValueOrEnd
		goto refill
	}
	p, tokens = nextToken(tokens, s.base)
	if buf[p] == ']' {
		goto close
	}
	goto valueAt

value:
	if tokens == 0 {
		resume = fsValue
		goto refill
	}
	p, tokens = nextToken(tokens, s.base)
valueAt:
	switch c := buf[p]; c {
	case '"':
		open = p
		goto stringEnd
	case '{', '[':
		if depth >= s.lim.room || depth >= fastDepth {
			stopAt, stopState = p, fsValue
			goto stop
		}
		inObj = c == '{'
		if inObj {
			kinds[depth>>6] |= 1 << (depth & 63)
			cur[depth&(stagedDepth-1)] = -1
		} else {
			kinds[depth>>6] &^= 1 << (depth & 63)
			cur[depth&(stagedDepth-1)] = 0
		}
		depth++
		if inObj {
			goto nameOrEnd
		}
		goto valueOrEnd
	}
	// A literal (true, false, null) goes to scalarEnd at once: the number paths below
	// would each load and fail first (plainNumber's three 8-byte loads were 10 % of
	// twitter's Validate).
	if buf[p] >= 'a' {
		if e := scalarEnd(buf, p, s.lim.maxNumber); e >= 0 {
			p = e - 1
			goto scalarDone
		}
		stopAt, stopState = p, fsValue
		goto stop
	}
	// A number of a common form (within the length limit), from the block's digit mask
	// or 24 bytes of SWAR; anything else in scalarEnd.
	if e := blockNumber(buf, p, s.base, s.digit); e >= 0 && e-p <= s.lim.maxNumber {
		p = e - 1
		goto scalarDone
	}
	if e := plainNumber(buf, p); e >= 0 && e-p <= s.lim.maxNumber {
		p = e - 1
		goto scalarDone
	}
	if e := scalarEnd(buf, p, s.lim.maxNumber); e >= 0 {
		p = e - 1
		goto scalarDone
	}
	stopAt, stopState = p, fsValue
	goto stop
scalarDone:
	if depth == 0 {
		return p + 1
	}
	goto after

stringEnd:
	// The token after an opening quote is its closing quote.
	if tokens == 0 {
		resume = fsString
		goto refill
	}
	p, tokens = nextToken(tokens, s.base)
	if p-open-1 > s.lim.maxString {
		stopAt, stopState = open, fsValue
		goto stop
	}
	if depth == 0 {
		return p + 1
	}

after:
	// The last value ends at p+1.
	if tokens == 0 {
		resume = fsAfter
		goto refill
	}
	p, tokens = nextToken(tokens, s.base)
	switch buf[p] {
	case ',':
		if inObj {
			goto name
		}
		cur[(depth-1)&(stagedDepth-1)]++
		goto value
	case '}':
		if inObj {
			goto close
		}
	case ']':
		if !inObj {
			goto close
		}
	}
	stopAt, stopState = p, fsAfter
	goto stop
close:
	// The innermost container closes at p.
	if depth--; depth == 0 {
		return p + 1
	}
	inObj = kinds[(depth-1)>>6]>>((depth-1)&63)&1 != 0
	goto after

nameOrEnd:
	if tokens == 0 {
		resume = fsNameOrEnd
		goto refill
	}
	p, tokens = nextToken(tokens, s.base)
	if buf[p] == '}' {
		goto close
	}
	goto nameAt

name:
	if tokens == 0 {
		resume = fsName
		goto refill
	}
	p, tokens = nextToken(tokens, s.base)
nameAt:
	if buf[p] != '"' {
		stopAt, stopState = p, fsName
		goto stop
	}
	open = p
nameEnd:
	if tokens == 0 {
		resume = fsNameString
		goto refill
	}
	p, tokens = nextToken(tokens, s.base)
	if p-open-1 > s.lim.maxString {
		stopAt, stopState = open, fsName
		goto stop
	}
	cur[(depth-1)&(stagedDepth-1)] = int32(open)
colon:
	if tokens == 0 {
		resume = fsColon
		goto refill
	}
	p, tokens = nextToken(tokens, s.base)
	if buf[p] != ':' {
		stopAt, stopState = p, fsColon
		goto stop
	}
	goto value

stop:
	st = s.st
	st.stop, st.state, st.depth = stopAt, stopState, depth
	return -1
}
