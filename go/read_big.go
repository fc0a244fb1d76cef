package riffle

import (
	"math/big"
	"strconv"
	"unsafe"
)

// Exact reads into math/big. Both methods return a new value per call, like the
// other Read* methods return values: the digits' storage is the result itself, so a
// form that fills a caller's big.Int or big.Float would save only its small header,
// and a caller who wants that can pass ReadNumber's text to SetString. They report
// errors like every Read* method: the Iterator records the first one (Err) and the
// read returns nil.

// ReadBigInt reads an integer of any size exactly (within Config.MaxNumberBytes).
// As for ReadInt, a number with a fraction or an exponent (1.5, 1.0, 1e2) is a
// type-mismatch error, recoverable with Recover, so an exponent such as 1e999999999
// never reaches math/big. "-0" reads as 0. The digits are converted by halves
// (Karatsuba multiplication in math/big), so a million-digit integer costs far less
// than big.Int.SetString's quadratic loop.
func (it *Iterator) ReadBigInt() *big.Int {
	start, end, flags, ok := it.readNumberToken()
	if !ok {
		return nil
	}
	if flags&(numFrac|numExp) != 0 {
		it.valueError(KindTypeMismatch, start, "expected an integer (big.Int), found a fraction or exponent")
		return nil
	}
	digits := it.buf[start+int(flags&numNeg) : end]
	z := decimalInt(digits)
	if flags&numNeg != 0 {
		z.Neg(z)
	}
	it.done(end)
	return z
}

// ReadBigFloat reads a number into a big.Float: exactly whenever a binary float can
// hold the value, else rounded to nearest-even. Write the number as m·10^e with m an
// integer not ending in 0. When e >= 0 (an integer) the precision is the bit length of
// m·5^e, so the value is exact (1e300 has 697 bits). When e < 0 it is the bit length of
// m plus 5: every finite binary fraction (0.5, 1.375, 6.103515625e-05) is then exact,
// and any other value (0.1) keeps enough bits to give back its decimal digits. The
// precision is never below 64 bits. "-0" reads as negative zero. (big.Rat, the exact
// type for every decimal, is a SetString of ReadNumber's text away.)
//
// The cost grows with the exponent, so the number's scale (fraction digits minus
// exponent, as java.math.BigDecimal counts it: 2 for 1.50, -999 for 1e999) must not
// exceed Config.MaxNumberScale in magnitude (default 100,000, Jackson's limit on
// BigDecimal scales): 1e999999999 is a limit-exceeded error at the number's first byte,
// found before any arithmetic; at the limit a read takes milliseconds. With no scale
// limit, a value beyond big.Float's exponent range (about 10^±646,456,993) is a
// number-range error.
func (it *Iterator) ReadBigFloat() *big.Float {
	start, end, flags, ok := it.readNumberToken()
	if !ok {
		return nil
	}
	tok := it.buf[start:end]
	scale := numberScale(tok)
	if max := it.cfg.maxNumberScale(); scale > int64(max) || -scale > int64(max) {
		it.fail(KindLimitExceeded, start, "number scale beyond "+strconv.Itoa(max)+" (the maxNumberScale limit)")
		return nil
	}
	z, ok := decimalFloat(tok[flags&numNeg:], -scale)
	if !ok {
		it.valueError(KindNumberRange, start, "number out of range for big.Float")
		return nil
	}
	if flags&numNeg != 0 {
		z.Neg(z)
	}
	it.done(end)
	return z
}

// numberScale returns the scale of a valid number token: the count of its fraction
// digits minus its exponent, the scale java.math.BigDecimal gives the same text. An
// exponent of more than 15 digits saturates at about 10^15, beyond any limit.
func numberScale(tok []byte) int64 {
	i := 0
	for i < len(tok) && tok[i] != '.' && tok[i]|0x20 != 'e' {
		i++
	}
	var scale int64
	if i < len(tok) && tok[i] == '.' {
		j := digitsEnd(tok, i+1)
		scale = int64(j - i - 1)
		i = j
	}
	if i == len(tok) {
		return scale
	}
	i++ // the 'e'
	neg := tok[i] == '-'
	if tok[i] == '-' || tok[i] == '+' {
		i++
	}
	var exp int64
	for ; i < len(tok); i++ {
		if exp < 1e14 {
			exp = exp*10 + int64(tok[i]-'0')
		}
	}
	if neg {
		return scale + exp
	}
	return scale - exp
}

// maxDecimalExp bounds the decimal exponent of a value big.Float can hold: its binary
// exponent is below 2^31, and 10^646,456,993 is about 2^2,147,483,645.
const maxDecimalExp = 646_456_990

// decimalFloat converts an unsigned number token whose value is mantissa digits times
// 10^e10 (e10 is minus its scale) by the precision rule of ReadBigFloat. It reports
// false when the value is outside big.Float's exponent range.
func decimalFloat(tok []byte, e10 int64) (*big.Float, bool) {
	i := digitsEnd(tok, 0)
	mant := tok[:i] // the digits, without the '.'
	if i < len(tok) && tok[i] == '.' {
		j := digitsEnd(tok, i+1)
		mant = append(append(make([]byte, 0, j-1), tok[:i]...), tok[i+1:j]...)
	}
	for len(mant) > 0 && mant[0] == '0' {
		mant = mant[1:]
	}
	for len(mant) > 0 && mant[len(mant)-1] == '0' {
		mant = mant[:len(mant)-1]
		e10++
	}
	z := new(big.Float)
	if len(mant) == 0 {
		return z.SetPrec(64), true
	}
	if mag := int64(len(mant)) + e10; mag > maxDecimalExp || mag < -maxDecimalExp {
		return nil, false
	}
	m := decimalInt(mant)
	if e10 >= 0 {
		m.Mul(m, pow5(e10))
		z.SetPrec(uint(max(64, m.BitLen()))).SetInt(m)
	} else {
		num := new(big.Float).SetInt(m) // exact: SetInt takes the bits it needs
		den := new(big.Float).SetInt(pow5(-e10))
		z.SetPrec(uint(max(64, m.BitLen()+5))).Quo(num, den)
	}
	z.SetMantExp(z, int(e10))
	if z.IsInf() || z.Sign() == 0 {
		return nil, false
	}
	return z, true
}

// pow5 returns 5^n.
func pow5(n int64) *big.Int {
	return new(big.Int).Exp(big.NewInt(5), big.NewInt(n), nil)
}

// decimalChunk is the length below which math/big's own conversion (quadratic in the
// length, but with a small constant) converts a run of digits.
const decimalChunk = 400

// decimalInt returns the integer that a run of ASCII digits spells. A long run is cut
// in two at a power-of-two multiple of decimalChunk digits: hi·10^n + lo, with the
// powers 10^n made once by squaring, so the cost is that of math/big's multiplication
// (Karatsuba: about 3x for 2x digits) instead of SetString's 4x.
func decimalInt(digits []byte) *big.Int {
	var powers []*big.Int // powers[k] = 10^(decimalChunk<<k)
	for n := decimalChunk; n < len(digits); n *= 2 {
		if len(powers) == 0 {
			powers = append(powers, new(big.Int).Exp(big.NewInt(10), big.NewInt(decimalChunk), nil))
		} else {
			p := powers[len(powers)-1]
			powers = append(powers, new(big.Int).Mul(p, p))
		}
	}
	return decimalSplit(digits, powers)
}

// decimalSplit is decimalInt's recursion; powers covers every split digits needs.
func decimalSplit(digits []byte, powers []*big.Int) *big.Int {
	if len(digits) <= decimalChunk {
		z, _ := new(big.Int).SetString(unsafe.String(unsafe.SliceData(digits), len(digits)), 10)
		return z
	}
	k := len(powers) - 1
	for decimalChunk<<k >= len(digits) {
		k--
	}
	n := decimalChunk << k // the largest split below the length: hi has at most n digits
	hi := decimalSplit(digits[:len(digits)-n], powers[:k])
	lo := decimalSplit(digits[len(digits)-n:], powers[:k])
	return hi.Mul(hi, powers[k]).Add(hi, lo)
}
