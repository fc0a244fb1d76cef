package riffle

import (
	"encoding/binary"
	"math/bits"
)

// The number grammar of RFC 8259 (numberGrammar, the one copy), the scanner that
// applies it across refills and the length limit (scanNumber), and the inline fast path
// Skip uses for plain numbers (numberFast).

// Number flags returned by scanNumber.
const (
	numNeg  = 1 << iota // starts with '-'
	numFrac             // has a fraction
	numExp              // has an exponent
)

// scanNumber validates the number token that starts at buf[start] ('-' or a digit).
// It returns the (possibly moved) start, the end index and flags; end is -1 on error.
func (it *Iterator) scanNumber(start int) (int, int, uint8) {
	for {
		end, flags, bad := numberGrammar(it.buf, start)
		if end == len(it.buf) && it.rd != nil && !it.eof && it.err == nil && end-start <= it.maxNumberBytes {
			shift, _ := it.refill(start)
			start -= shift
			if it.err != nil {
				return start, -1, 0
			}
			continue
		}
		lim := start + it.maxNumberBytes // noLimit leaves room for the sum
		switch {
		case bad == numBadEOF:
			if end > lim {
				it.failLimit(start, limitNumber)
			} else {
				it.failEOFInToken("a number")
			}
			return start, -1, 0
		case bad >= 0:
			if bad > lim {
				it.failLimit(start, limitNumber)
			} else {
				it.fail(KindInvalidNumber, bad, numberErrorDetail(it.buf[start:bad]))
			}
			return start, -1, 0
		case end > lim:
			it.failLimit(start, limitNumber)
			return start, -1, 0
		}
		return start, end, flags
	}
}

const (
	numOK     = -1
	numBadEOF = -2
)

func isDigit(c byte) bool { return c-'0' < 10 }

// numberGrammar checks the number at buf[i:] against RFC 8259. It returns the end
// index, the flags, and numOK, numBadEOF (the buffer ended inside an unfinished
// number; end is len(buf)) or the index of the offending byte.
func numberGrammar(buf []byte, i int) (int, uint8, int) {
	var flags uint8
	if buf[i] == '-' {
		flags = numNeg
		i++
	}
	if i >= len(buf) {
		return len(buf), flags, numBadEOF
	}
	switch c := buf[i]; {
	case c == '0':
		i++
		if i < len(buf) && isDigit(buf[i]) {
			return i, flags, i
		}
	case c-'1' < 9:
		i = digitsEnd(buf, i+1)
	default:
		return i, flags, i
	}
	bad := numOK
	if i < len(buf) && buf[i] == '.' {
		flags |= numFrac
		if i, bad = digitRun(buf, i+1); bad != numOK {
			return i, flags, bad
		}
	}
	if i < len(buf) && buf[i]|0x20 == 'e' {
		flags |= numExp
		i++
		if i < len(buf) && (buf[i] == '+' || buf[i] == '-') {
			i++
		}
		if i, bad = digitRun(buf, i); bad != numOK {
			return i, flags, bad
		}
	}
	return i, flags, numOK
}

// digitRun checks the run of one or more digits a fraction or an exponent must have at
// buf[i]: it returns the run's end and numOK, or len(buf) and numBadEOF, or i and i when
// buf[i] is not a digit.
func digitRun(buf []byte, i int) (int, int) {
	if i >= len(buf) {
		return len(buf), numBadEOF
	}
	if !isDigit(buf[i]) {
		return i, i
	}
	return digitsEnd(buf, i+1), numOK
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

// allDigits reports whether all eight bytes of w are ASCII digits.
func allDigits(w uint64) bool { return nonDigits(w) == 0 }
