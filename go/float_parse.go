package riffle

import (
	"math"
	"math/big"
	"math/bits"
	"sync"
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

// pow10Table returns, for each e10 in [pow10Min, pow10Max], the 128 most significant
// bits of 10^e10 rounded down (a normalized mantissa: the top bit is set), as {hi, lo}.
// It is computed once, on first use, with math/big rather than stored as a literal.
var pow10Table = sync.OnceValue(func() *[pow10Max - pow10Min + 1][2]uint64 {
	var t [pow10Max - pow10Min + 1][2]uint64
	ten := big.NewInt(10)
	mask := new(big.Int).SetUint64(math.MaxUint64)
	for e := pow10Min; e <= pow10Max; e++ {
		var v *big.Int
		if e >= 0 {
			v = new(big.Int).Exp(ten, big.NewInt(int64(e)), nil)
			if n := v.BitLen(); n > 128 {
				v.Rsh(v, uint(n-128))
			} else {
				v.Lsh(v, uint(128-n))
			}
		} else {
			// floor(2^k / 10^-e) with k chosen so that the quotient has exactly 128 bits.
			d := new(big.Int).Exp(ten, big.NewInt(int64(-e)), nil)
			k := d.BitLen() + 127
			v = new(big.Int).Lsh(big.NewInt(1), uint(k))
			v.Quo(v, d)
			if v.BitLen() < 128 {
				v = new(big.Int).Lsh(big.NewInt(1), uint(k+1))
				v.Quo(v, d)
			}
		}
		lo := new(big.Int).And(v, mask).Uint64()
		hi := new(big.Int).Rsh(v, 64).Uint64()
		t[e-pow10Min] = [2]uint64{hi, lo}
	}
	return &t
})

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
	pow := pow10Table()[e10-pow10Min]
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
// significant digits than that or an exponent beyond ±1000 digits of range.
func decimalParts(tok []byte, flags uint8) (m uint64, exp int, nd int, ok bool) {
	i := 0
	if flags&numNeg != 0 {
		i = 1
	}
	for ; i < len(tok) && isDigit(tok[i]); i++ {
		if m != 0 || tok[i] != '0' {
			nd++
		}
		if nd > 19 {
			return 0, 0, nd, false
		}
		m = m*10 + uint64(tok[i]-'0')
	}
	if i < len(tok) && tok[i] == '.' {
		for i++; i < len(tok) && isDigit(tok[i]); i++ {
			if m != 0 || tok[i] != '0' {
				nd++
			}
			if nd > 19 {
				return 0, 0, nd, false
			}
			m = m*10 + uint64(tok[i]-'0')
			exp--
		}
	}
	if i < len(tok) {
		i++ // 'e' or 'E'
		eneg := false
		if tok[i] == '+' || tok[i] == '-' {
			eneg = tok[i] == '-'
			i++
		}
		e := 0
		for ; i < len(tok); i++ {
			if e > 100000 {
				return 0, 0, nd, false
			}
			e = e*10 + int(tok[i]-'0')
		}
		if eneg {
			e = -e
		}
		exp += e
	}
	return m, exp, nd, true
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
func exactFloat(m uint64, exp int, flags uint8, mantBits uint, maxPow int) (float64, bool) {
	if m>>mantBits != 0 {
		return 0, false
	}
	f := float64(m)
	if flags&numNeg != 0 {
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
