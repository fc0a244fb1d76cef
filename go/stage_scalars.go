package riffle

import (
	"encoding/binary"
	"math/bits"
)

// The structural fast path's stage 2 helpers for tokens and scalars (stage.go has the
// two stages): the next token of a block's mask, and the checks of a literal or a
// number found there, by the block's digit mask or by 8-byte words.

// nextToken returns the index of the first token of tokens, a block's mask from base,
// and the mask without it.
func nextToken(tokens uint64, base int) (int, uint64) {
	return base + bits.TrailingZeros64(tokens), tokens & (tokens - 1)
}

// scalarEnd checks the literal or number that starts at buf[p] and returns its end, or
// -1 when it is not one, is longer than maxNumber (a number) or is not followed by a
// delimiter in buf.
func scalarEnd(buf []byte, p, maxNumber int) int {
	var e int
	switch buf[p] {
	case 't':
		e = literalEnd(buf, p, "true")
	case 'f':
		e = literalEnd(buf, p, "false")
	case 'n':
		e = literalEnd(buf, p, "null")
	default:
		var bad int
		if e, _, bad = numberGrammar(buf, p); bad != numOK || e-p > maxNumber {
			return -1
		}
	}
	if e < 0 || e >= len(buf) || !delimiter[buf[e]] {
		return -1 // the end of buf may be the middle of a token (reader input)
	}
	return e
}

// delimiter marks the bytes that may follow a literal or a number: whitespace,
// structural characters and '"' (which the grammar then rejects after a value).
var delimiter = func() (t [256]bool) {
	for _, c := range []byte(" \t\n\r{}[]:,\"") {
		t[c] = true
	}
	return
}()

// literalEnd returns the end of lit at buf[p], or -1 when buf does not hold it there.
func literalEnd(buf []byte, p int, lit string) int {
	if len(buf)-p < len(lit) || string(buf[p:p+len(lit)]) != lit {
		return -1
	}
	return p + len(lit)
}

// blockNumber is plainNumber from the digit mask of the block that starts at base and
// holds buf[p]: the end of a number -?int or -?int.frac followed by a delimiter in buf,
// when it ends inside the block; otherwise -1 (not decided here).
func blockNumber(buf []byte, p, base int, digit uint64) int {
	i := p - base
	if buf[p] == '-' {
		i++
	}
	if i >= 64 {
		return -1
	}
	d := i + bits.TrailingZeros64(^digit>>i) // the end of the integer digits
	if d == i || d >= 64 || buf[base+i] == '0' && d > i+1 {
		return -1
	}
	if base+d < len(buf) && buf[base+d] == '.' {
		f := d + 1 + bits.TrailingZeros64(^digit>>(d+1))
		if f == d+1 || f >= 64 {
			return -1
		}
		d = f
	}
	if e := base + d; e < len(buf) && delimiter[buf[e]] {
		return e
	}
	return -1 // not decided here; the end of buf may be the middle of the number
}

// plainNumber returns the end of the number at buf[p] when it has one of the common
// forms -?int and -?int.frac, ends within 23 bytes and is followed by a delimiter, with
// 24 bytes from p in buf; otherwise -1, "not decided here" (numberGrammar decides).
// One exact non-digit mask covers the whole token.
func plainNumber(buf []byte, p int) int {
	if p < 0 || p+24 > len(buf) {
		return -1
	}
	b := buf[p : p+24]
	nd := nonDigitBits(binary.LittleEndian.Uint64(b)) | // bit k: b[k] is not a digit
		nonDigitBits(binary.LittleEndian.Uint64(b[8:]))<<8 |
		nonDigitBits(binary.LittleEndian.Uint64(b[16:]))<<16 |
		1<<24 // the end of what is looked at
	i := 0
	if b[0] == '-' {
		i = 1
	}
	d := i + bits.TrailingZeros64(nd>>i) // the end of the integer digits
	if d == i || d >= 24 || b[i] == '0' && d > i+1 {
		return -1
	}
	if b[d] == '.' {
		f := d + 1 + bits.TrailingZeros64(nd>>(d+1))
		if f == d+1 || f >= 24 {
			return -1
		}
		d = f
	}
	if !delimiter[b[d]] {
		return -1
	}
	return p + d
}

// nonDigitBits returns bit k set when byte k of w is not an ASCII digit (exact for
// every byte).
func nonDigitBits(w uint64) uint64 {
	x := w ^ swarLo*'0'                           // digits become 0..9
	t := (x&(swarLo*0x7F) + swarLo*(0x80-10)) | x // top bit: (x&0x7F) >= 10, or x >= 0x80
	return (t & swarHi >> 7) * 0x0102040810204080 >> 56
}
