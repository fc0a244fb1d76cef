package riffle

import (
	"encoding/binary"
	"math"
	"math/bits"
)

// Eisel-Lemire: the float64 nearest to m × 10^e10 from one or two 64×64-bit products
// with a 128-bit approximation of the power of ten, or "undecided" in the rare cases
// where those 128 bits cannot settle the rounding (the caller then falls back to
// strconv.ParseFloat). See Daniel Lemire, "Number Parsing at a Gigabyte per Second",
// Software: Practice and Experience 51(8), 2021, and Noble Mushtak and Daniel Lemire,
// "Fast Number Parsing Without Fallback" (2023) for the proof of the checks below.

const (
	pow10Min = -348 // smallest decimal exponent in the table
	pow10Max = 347  // largest
)

// eiselLemire64 returns the float64 nearest to man × 10^e10 (negated when neg) and
// true, or false when the 128-bit approximation leaves the rounding undecided or the
// result is subnormal, infinite or outside the table (the caller falls back).
func eiselLemire64(man uint64, e10 int, neg bool) (float64, bool) {
	if man == 0 {
		if neg {
			return math.Copysign(0, -1), true
		}
		return 0, true
	}
	if e10 < pow10Min || e10 > pow10Max {
		return 0, false
	}
	pow := &pow10Table[e10-pow10Min] // a pointer: a copy of the pair went through the stack (a stall)
	clz := bits.LeadingZeros64(man)
	man <<= uint(clz)
	// floor(log2(10)) × e10 + 63 + 1 + 1023 (bias), minus the normalization shift.
	exp2 := uint64(217706*e10>>16+64+1023) - uint64(clz)
	xHi, xLo := bits.Mul64(man, pow[0])
	if xHi&0x1FF == 0x1FF && xLo+man < man {
		// The low half of the power may carry into the bits that decide rounding.
		yHi, yLo := bits.Mul64(man, pow[1])
		mHi, mLo := xHi, xLo+yHi
		if mLo < xLo {
			mHi++
		}
		if mHi&0x1FF == 0x1FF && mLo+1 == 0 && yLo+man < man {
			return 0, false
		}
		xHi, xLo = mHi, mLo
	}
	msb := xHi >> 63
	mant := xHi >> (msb + 9)
	exp2 -= 1 ^ msb
	if xLo == 0 && xHi&0x1FF == 0 && mant&3 == 1 {
		return 0, false // exactly halfway as far as these bits tell
	}
	mant += mant & 1
	mant >>= 1
	if mant>>53 > 0 {
		mant >>= 1
		exp2++
	}
	if exp2-1 >= 0x7FF-1 {
		return 0, false // subnormal, zero or infinite: leave it to strconv
	}
	b := exp2<<52 | mant&(1<<52-1)
	if neg {
		b |= 1 << 63
	}
	return math.Float64frombits(b), true
}

// decimalParts splits a valid number token into its decimal mantissa (at most 19
// significant digits) and power of ten. ok is false when the token has more
// significant digits than that or an exponent beyond ±100000.
func decimalParts(tok []byte) (m uint64, exp int, ok bool) {
	m, exp, end, ok := decimalAt(tok, 0)
	return m, exp, ok && end == len(tok)
}

// decimalAt reads the number -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)? that
// starts at buf[i] as its decimal mantissa m (the significant digits, at most 19) and
// power of ten e10, and returns the index after it. ok is false when buf[i:] does not
// start with such a number (a number cut short by the end of buf included), or when it
// has more than 19 significant digits or an exponent beyond ±100000. It checks nothing
// after the number: a caller that reads in place checks that the byte at end cannot
// continue it. The digits are read eight at a time (mantissaDigits).
func decimalAt(buf []byte, i int) (m uint64, e10 int, end int, ok bool) {
	if i < len(buf) && buf[i] == '-' {
		i++
	}
	nd := 0
	switch {
	case i >= len(buf):
		return 0, 0, i, false
	case buf[i] == '0':
		i++
	case isDigit(buf[i]):
		// The usual short integer part (one to three digits) a byte at a time, which
		// costs less than a word; from the fourth digit on, words.
		m, i, nd = uint64(buf[i]-'0'), i+1, 1
		for ; nd < 3 && i < len(buf) && isDigit(buf[i]); i, nd = i+1, nd+1 {
			m = m*10 + uint64(buf[i]-'0')
		}
		if nd == 3 && i < len(buf) && isDigit(buf[i]) {
			if m, i, nd = mantissaDigits(buf, i, m, nd); nd > 19 {
				return 0, 0, i, false
			}
		}
	default:
		return 0, 0, i, false
	}
	if i < len(buf) && buf[i] == '.' {
		i++
		f := i
		if m == 0 { // the integer part is 0: zeros after the point are not significant
			for i < len(buf) && buf[i] == '0' {
				i++
			}
		}
		if m, i, nd = mantissaDigits(buf, i, m, nd); nd > 19 || i == f {
			return 0, 0, i, false
		}
		e10 = f - i
	}
	if i < len(buf) && buf[i]|0x20 == 'e' {
		i++
		eneg := false
		if i < len(buf) && (buf[i] == '+' || buf[i] == '-') {
			eneg = buf[i] == '-'
			i++
		}
		if i >= len(buf) || !isDigit(buf[i]) {
			return 0, 0, i, false
		}
		e := 0
		for ; i < len(buf) && isDigit(buf[i]); i++ {
			if e > 100000 {
				return 0, 0, i, false
			}
			e = e*10 + int(buf[i]-'0')
		}
		if eneg {
			e = -e
		}
		e10 += e
	}
	return m, e10, i, true
}

// uint64pow10 holds 10^n for the digit counts of one word.
var uint64pow10 = [9]uint64{1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8}

// mantissaDigits appends the run of digits at buf[i:] to the mantissa m, which holds
// nd digits, eight at a time, and returns the new mantissa, the index after the run and
// the new digit count. It stops early once the count passes 19 (m is then meaningless).
func mantissaDigits(buf []byte, i int, m uint64, nd int) (uint64, int, int) {
	for {
		w := wordAt(buf, i)
		nonDigit := nonDigits(w)
		if nonDigit == 0 { // eight digits
			m = m*1e8 + eightDigitsValue(w)
			i += 8
			if nd += 8; nd > 19 {
				return m, i, nd
			}
			continue
		}
		// n < 8 digits: moved to the top of the word, the bytes below them set to '0'.
		if n := bits.TrailingZeros64(nonDigit) >> 3; n > 0 {
			s := uint(8 * n)
			m = m*uint64pow10[n] + eightDigitsValue(w<<((64-s)&63)|swarLo*'0'>>(s&63))
			i += n
			nd += n
		}
		return m, i, nd
	}
}

// wordAt returns the eight bytes of buf from i as a little-endian word (buf[i] in the
// lowest byte); bytes past the end of buf read as zero.
func wordAt(buf []byte, i int) uint64 {
	if i+8 <= len(buf) {
		return binary.LittleEndian.Uint64(buf[i:])
	}
	if len(buf) >= 8 { // the last eight bytes, shifted down to start at buf[i]
		return binary.LittleEndian.Uint64(buf[len(buf)-8:]) >> uint(8*(i+8-len(buf)))
	}
	var w uint64
	for k := len(buf) - 1; k >= i; k-- {
		w = w<<8 | uint64(buf[k])
	}
	return w
}

// decimalToFloat64 converts m × 10^e10 (negated when neg) to the nearest float64 by
// Clinger's fast path or else Eisel-Lemire; false when neither decides (the caller
// then falls back to strconv.ParseFloat).
func decimalToFloat64(m uint64, e10 int, neg bool) (float64, bool) {
	if f, ok := exactFloat(m, e10, neg, 53, 22); ok {
		return f, true
	}
	return eiselLemire64(m, e10, neg)
}

// float64pow10 holds the powers of ten that float64 represents exactly.
var float64pow10 = [...]float64{1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10,
	1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22}

// exactFloat converts a number given as its decimal mantissa m and power of ten exp
// (decimalParts) when both m (below 2^mantBits) and the power of ten (up to 10^maxPow)
// are exact binary floats, so that one multiplication or division rounds correctly
// (Clinger's fast path). The result is then exact for float64; for float32 the operands
// are exact in float32 too and a float64 operation rounded once more to float32 is still
// correctly rounded because float64 has more than twice float32's precision plus two bits.
func exactFloat(m uint64, exp int, neg bool, mantBits uint, maxPow int) (float64, bool) {
	if m>>mantBits != 0 {
		return 0, false
	}
	f := float64(m)
	if neg {
		f = -f
	}
	switch {
	case m == 0 || exp == 0:
	case exp > 0 && exp <= maxPow:
		f *= float64pow10[exp]
	case exp < 0 && exp >= -maxPow:
		f /= float64pow10[-exp]
	default:
		return 0, false
	}
	return f, true
}
