package riffle

import (
	"encoding/binary"
	"math/bits"
)

// The syntactic scanner core shared by Validate, Skip and every Read* call: byte
// tables, whitespace and literals here; strings (8 bytes at a time, escapes, UTF-8) in
// scan_string.go; the number grammar in scan_number.go. Each scanner works on it.buf
// from an index, refills when it reaches the end of the buffer (a no-op for slice
// input), and reports errors through the cold fail* helpers of iter_errors.go.

// isWS marks the four whitespace bytes of RFC 8259.
var isWS = [256]bool{' ': true, '\t': true, '\n': true, '\r': true}

// valueStart maps the first byte of a value to its ValueType (0 = none).
var valueStart = [256]ValueType{
	'"': StringValue, '-': NumberValue,
	'0': NumberValue, '1': NumberValue, '2': NumberValue, '3': NumberValue, '4': NumberValue,
	'5': NumberValue, '6': NumberValue, '7': NumberValue, '8': NumberValue, '9': NumberValue,
	'n': NilValue, 't': BoolValue, 'f': BoolValue, '[': ArrayValue, '{': ObjectValue,
}

// hexVal maps a hex digit to its value and every other byte to -1.
var hexVal = func() (t [256]int8) {
	for i := range t {
		t[i] = -1
	}
	for c := '0'; c <= '9'; c++ {
		t[c] = int8(c - '0')
	}
	for c := 'a'; c <= 'f'; c++ {
		t[c] = int8(c - 'a' + 10)
		t[c-'a'+'A'] = int8(c - 'a' + 10)
	}
	return
}()

const (
	swarLo = 0x0101010101010101
	swarHi = 0x8080808080808080
)

// scanLiteral checks that lit ("true", "false" or "null") is at buf[i] and returns
// the index after it, or -1 after recording the error.
func (it *Iterator) scanLiteral(i int, lit string) int {
	if len(it.buf)-i < len(lit) && it.rd != nil {
		_, shift := it.want(i, i, len(lit))
		i -= shift
	}
	buf := it.buf
	for k := 1; k < len(lit); k++ {
		if i+k >= len(buf) {
			it.failEOFInToken("a literal")
			return -1
		}
		if buf[i+k] != lit[k] {
			it.failChar(i+k, "invalid literal (expected "+lit+")")
			return -1
		}
	}
	return i + len(lit)
}

// literalAt gives the literal that starts with each of 't', 'f' and 'n' ("" for other
// bytes), for Skip and the exact scanner. (The fast path's stage 2, scalarEnd, keeps
// the three as constants: a lookup there read 0.96x on twitter Validate, in noise.)
var literalAt = [256]string{'t': "true", 'f': "false", 'n': "null"}

// wsEnd returns the index of the first non-whitespace byte of buf at or after i, or
// len(buf). A run of one whitespace byte (the spaces or tabs of indentation, blank
// lines, spaces aligning values) is taken eight bytes at a time.
func wsEnd(buf []byte, i int) int {
	for i < len(buf) {
		c := buf[i]
		if !isWS[c] {
			return i
		}
		for i++; i+8 <= len(buf); i += 8 {
			if x := binary.LittleEndian.Uint64(buf[i:]) ^ swarLo*uint64(c); x != 0 {
				i += bits.TrailingZeros64(x) >> 3
				break
			}
		}
	}
	return i
}

// indentEnd returns the index of the token after a line feed at buf[i] and the
// spaces after it (a line of indented text), or -1 when something else is at i, or
// other whitespace, or when buf ends within eight bytes of the token. Small enough to
// inline where it is called: ReadObject and ReadArray after a comma. Lines indented
// with tabs are left to nextSlow.
func indentEnd(buf []byte, i int) int { return lineEnd(buf, i, swarLo*' ') }

// lineEnd returns the index of the token after a line feed at buf[i] and the run of
// the indentation byte fill repeats (swarLo times ' ' or '\t') after it, or -1 when
// something else is at i, or other whitespace, or when buf ends within eight bytes of
// the token. The run is taken eight bytes at a time.
func lineEnd(buf []byte, i int, fill uint64) int {
	if i >= len(buf) || buf[i] != '\n' {
		return -1
	}
	for j := i + 1; j+8 < len(buf); j += 8 {
		if x := binary.LittleEndian.Uint64(buf[j:]) ^ fill; x != 0 {
			if j += bits.TrailingZeros64(x) >> 3; buf[j] > ' ' {
				return j
			}
			return -1
		}
	}
	return -1
}
