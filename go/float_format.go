package riffle

import (
	"encoding/binary"
	"math"
	"math/bits"
)

// The float formatter: the shortest decimal that parses back to the float, found by
// Raffaello Giulietti's Schubfach algorithm ("The Schubfach way to render doubles",
// 2020; the method of Java's Double.toString since JDK 19 and of the Java side's
// Schubfach.java), then laid out as encoding/json lays it out. Its result is the
// digits and exponent strconv.FormatFloat(f, 'e', -1, bitSize) finds: a decimal of
// minimal length, the closest to f among those (ties as in appendShortest).

const (
	floatKMin = -324 // the smallest k the formatter asks 10^-k for
	floatKMax = 292  // the largest
	mask63    = 1<<63 - 1
)

// flog10pow2 returns floor(q * log10(2)) for |q| <= 5456721.
func flog10pow2(q int) int { return int(int64(q) * 661_971_961_083 >> 41) }

// flog10ThreeQuartersPow2 returns floor(log10(3/4 * 2^q)) for |q| <= 5456721.
func flog10ThreeQuartersPow2(q int) int {
	return int((int64(q)*661_971_961_083 - 274_743_187_321) >> 41)
}

// flog2pow10 returns floor(e * log2(10)) for |e| <= 1838394.
func flog2pow10(e int) int { return int(int64(e) * 913_124_641_741 >> 38) }

// appendFloat64 appends the finite f as encoding/json writes a float64: the shortest
// decimal that parses back to f ('f' notation, or 'e' when |f| < 1e-6 or |f| >= 1e21,
// with a one-digit negative exponent unpadded: 1e-7, not 1e-07).
func appendFloat64(dst []byte, f float64) []byte {
	b := math.Float64bits(f)
	if b>>63 != 0 {
		dst = append(dst, '-')
	}
	t := b & (1<<52 - 1)
	be := int(b>>52) & 0x7ff
	if be == 0 { // zero or subnormal
		if t == 0 {
			return append(dst, '0')
		}
		return appendShortest(dst, -1074, t, -1074, 1<<52)
	}
	mq := 1075 - be // |f| = c * 2^-mq
	c := 1<<52 | t
	if 0 < mq && mq < 53 {
		if i := c >> mq; i<<mq == c { // an integer below 2^53: its digits are the shortest
			return appendUint64(dst, i)
		}
	}
	if t != 0 { // not a power of two: half an ulp each side
		u, last, x := shortestRegular(-mq, c)
		return appendSeventeen(dst, u, last, x)
	}
	return appendShortest(dst, -mq, c, -1074, 1<<52)
}

// regularShift is the number of fraction bits shortestRegular keeps below the 64 of
// its fixed-point fraction (the bits of the scaled value's integral part start there).
const regularShift = 9

// shortestRegular finds the shortest decimal in the rounding interval of the normal
// float64 c * 2^q (2^52 < c < 2^53: not a power of two, so the interval is half an ulp
// each side) and, among the shortest, the closest (a tie to the even one): the decimal
// appendShortest finds. It returns it as seventeen digits u.last (10^15 <= u < 10^16,
// last 0 to 9; trailing zeros included) and x, the decimal exponent of the first.
//
// It takes one 64 x 128-bit product where appendShortest takes three: the method of
// Victor Zverovich's Żmij (2025), after Xiang JunBo and Yaoyuan Guo. The value is
// scaled by 10^(-k-1), k = floor(q log10 2), so that its integral part is the
// candidate one digit shorter than Schubfach's (15 or 16 digits) and its fraction
// decides: the shorter candidate (the integral part or the next integer) when it lies
// in the interval, else the integral part and one more digit, the fraction's first,
// rounded to nearest. pow10Table's powers are rounded down; the digit's rounding bias
// (+6 units of 2^-64) absorbs that error. TestFloatFormatBoundaries searches out, at
// every exponent, the significands whose fraction falls next to each decision
// boundary and compares them with strconv (a bias below 6 or above 7 fails it).
func shortestRegular(q int, c uint64) (u, last uint64, x int) {
	k := flog10pow2(q)
	g := &pow10Table[-k-1-pow10Min] // 10^(-k-1) ~ g * 2^(e-127), e = flog2pow10(-k-1)
	s := uint(q+flog2pow10(-k-1)+1) + regularShift
	integral, frac := scaleRegular(g, c, s)
	// Half an ulp in the same fixed point, one unit wider when the bounds belong to the
	// interval (c even: round half to even takes them back to c).
	half := g[0]>>(regularShift+1-s) + (1 - c&1)
	// v * 10^-k is in [2^52, 10 * 2^53), so integral is in [2^52 / 10, 2^53): 15 or
	// 16 digits, and integral+1 is too.
	_, up := bits.Add64(frac, half, 0) // integral+1 is in the interval
	if up != 0 || half > frac {        // else integral is, or neither
		d := integral + up
		if d >= 1e15 {
			return d, 0, k + 16
		}
		return d * 10, 0, k + 15
	}
	h, l := bits.Mul64(frac, 10)
	_, r := bits.Add64(l, 1<<63+6, 0)
	digit := h + r
	if frac == 1<<62 { // exactly .25: 2.5 rounds to the even 2
		digit = 2
	}
	if integral >= 1e15 {
		return integral, digit, k + 16
	}
	return integral*10 + digit, 0, k + 15
}

// scaleRegular returns floor(g * c * 2^s / 2^64) split at regularShift + 64 bits: the
// integral part and the 64-bit fraction of v * 10^(-k-1) in shortestRegular.
func scaleRegular(g *[2]uint64, c uint64, s uint) (integral, frac uint64) {
	y := c << s
	hi, lo := bits.Mul64(g[0], y)
	x1, _ := bits.Mul64(g[1], y)
	lo, carry := bits.Add64(lo, x1, 0)
	hi += carry
	return hi >> regularShift, hi<<(64-regularShift) | lo>>regularShift
}

// appendFloat32 appends the finite f as encoding/json writes a float32: shortest for
// 32 bits, with the cutoffs of appendFloat64 (compared in float32).
func appendFloat32(dst []byte, f float32) []byte {
	b := math.Float32bits(f)
	if b>>31 != 0 {
		dst = append(dst, '-')
	}
	t := uint64(b & (1<<23 - 1))
	be := int(b>>23) & 0xff
	if be == 0 {
		if t == 0 {
			return append(dst, '0')
		}
		return appendShortest(dst, -149, t, -149, 1<<23)
	}
	mq := 150 - be
	c := 1<<23 | t
	if 0 < mq && mq < 24 {
		if i := c >> mq; i<<mq == c {
			return appendUint64(dst, i)
		}
	}
	return appendShortest(dst, -mq, c, -149, 1<<23)
}

// appendShortest appends the shortest decimal in the rounding interval of c * 2^q
// (c > 0). qMin and cMin describe the format (float64 or float32): the interval is a
// quarter ulp below and half an ulp above exactly when c == cMin and q > qMin (the
// ulp below a power of two is half the one above), else half an ulp each side.
func appendShortest(dst []byte, q int, c uint64, qMin int, cMin uint64) []byte {
	out := c & 1 // the bounds are in the interval iff c is even (round half to even)
	cb := c << 2
	cbr := cb + 2
	var cbl uint64
	var k int
	if c != cMin || q == qMin {
		cbl = cb - 2
		k = flog10pow2(q)
	} else {
		cbl = cb - 1
		k = flog10ThreeQuartersPow2(q)
	}
	h := uint(q + flog2pow10(-k) + 2) // 1 to 4
	g := &floatPow10[floatKMax-k]
	// vb, vbl, vbr: 4 * |f| * 10^-k and the bounds of the interval, rounded to odd.
	vb := roundToOdd(g, cb<<h)
	vbl := roundToOdd(g, cbl<<h)
	vbr := roundToOdd(g, cbr<<h)

	s := vb >> 2
	// The interval is shorter than 10 units of s, so it holds at most one multiple of
	// 10: if one is in it, it is the shortest decimal (appendDecimal drops its zeros).
	// Else one or both of s and s+1 are in it.
	lo := s / 10 * 10
	hi := lo + 10
	loIn, hiIn := vbl+out <= lo<<2, hi<<2+out <= vbr
	if loIn == hiIn {
		lo, hi = s, s+1
		loIn, hiIn = vbl+out <= lo<<2, hi<<2+out <= vbr
		if loIn == hiIn {
			// Both are in the interval: the closer one. A tie goes to the even one, but at
			// a power of two (the asymmetric interval) strconv's Dragonbox rounds a tie
			// up, except at 2^-77 * c where it takes the even one.
			tieDown := lo&1 == 0 && (cbl == cb-2 || q == -77)
			cmp := int64(vb - (lo+hi)<<1)
			loIn = cmp < 0 || cmp == 0 && tieDown
		}
	}
	if loIn {
		return appendDecimal(dst, lo, k)
	}
	return appendDecimal(dst, hi, k)
}

// roundToOdd returns floor(g * cp / 2^127) with its lowest bit set when the part
// dropped is not zero; g is g[0] * 2^63 + g[1].
func roundToOdd(g *[2]uint64, cp uint64) uint64 {
	x1, _ := bits.Mul64(g[1], cp)
	y1, y0 := bits.Mul64(g[0], cp)
	z := y0>>1 + x1
	return y1 + z>>63 | ((z&mask63)+mask63)>>63
}

// appendDecimal appends d * 10^k (d > 0) as encoding/json writes a float: plain
// notation when the decimal exponent x of its first digit is in [-6, 21), else
// d.ddde±x with no padding of the exponent.
func appendDecimal(dst []byte, d uint64, k int) []byte {
	for d%100 == 0 {
		d /= 100
		k += 2
	}
	if d%10 == 0 {
		d /= 10
		k++
	}
	n := decimalLen(d)
	x := n + k - 1
	switch {
	case x < -6 || x >= 21:
		if n > 1 {
			dst = appendWithPoint(dst, d, 1)
		} else {
			dst = appendUint64(dst, d)
		}
		if x < 0 {
			return appendUint64(append(dst, 'e', '-'), uint64(-x))
		}
		return appendUint64(append(dst, 'e', '+'), uint64(x))
	case k >= 0: // an integer: the digits and k zeros
		dst = appendUint64(dst, d)
		for ; k > 0; k-- {
			dst = append(dst, '0')
		}
		return dst
	case x < 0: // 0.000ddd
		dst = append(dst, '0', '.')
		for i := -1; i > x; i-- {
			dst = append(dst, '0')
		}
		return appendUint64(dst, d)
	}
	return appendWithPoint(dst, d, x+1) // ddd.ddd
}

// appendSeventeen appends the decimal u.last * 10^x, u.last being seventeen digits
// (10^15 <= u < 10^16, then last, 0 to 9), as encoding/json writes a float:
// 0.000ddd, ddd.ddd or an integer ddd when -6 <= x <= 16, without the trailing zeros
// of a fraction; other exponents go to appendDecimal. u is formatted as two groups of
// eight digits (formatEightDigits, both from one division) and the digits are stored
// whole; the digits after the point are then stored again one place up from the word
// that holds them, shifted in a register (text stored and read back from memory would
// stall on the store forwarding), and the point put in. Every store is a constant 1 or
// 8 bytes within 32 bytes of room; the length returned drops what lies past the last
// significant digit.
func appendSeventeen(dst []byte, u, last uint64, x int) []byte {
	if x < -6 || x > 16 {
		return appendDecimal(dst, u*10+last, x-16)
	}
	const zeros8 = 0x3030303030303030 // "00000000"
	m := len(dst)
	if cap(dst)-m < 32 {
		dst = growBytes(dst, 32)
	}
	out := (*[32]byte)(dst[m : m+32])
	h := u / 1e8
	w1, w2 := formatEightDigits(uint32(h)), formatEightDigits(uint32(u-h*1e8))
	c := byte('0' + last)
	sig := 17 // the significant digits: up to the last one not '0' (w1's first is not)
	if last == 0 {
		if z := w2 ^ zeros8; z != 0 {
			sig = 16 - bits.LeadingZeros64(z)>>3
		} else {
			sig = 8 - bits.LeadingZeros64(w1^zeros8)>>3
		}
	}
	if x < 0 { // "0.000000", then the digits from 1-x
		binary.LittleEndian.PutUint64(out[:], 0x303030303030_2e30)
		o := (1 - x) & 7 // 2 to 7
		binary.LittleEndian.PutUint64(out[o:], w1)
		binary.LittleEndian.PutUint64(out[o+8:], w2)
		out[o+16] = c
		return dst[:m+o+sig]
	}
	p := x + 1 // the digits before the point, 1 to 17
	binary.LittleEndian.PutUint64(out[:], w1)
	binary.LittleEndian.PutUint64(out[8:], w2)
	out[16] = c
	if sig <= p { // an integer
		return dst[:m+p]
	}
	// Here p <= 16: the digits from p on go one place up.
	if p >= 8 {
		binary.LittleEndian.PutUint64(out[p+1:], w2>>(8*(p-8)))
	} else {
		binary.LittleEndian.PutUint64(out[p+1:], w1>>(8*p))
		binary.LittleEndian.PutUint64(out[9:], w2)
	}
	out[17] = c
	out[p] = '.'
	return dst[:m+sig+1]
}

// appendWithPoint appends d's digits with '.' after the first k of them (0 < k < the
// number of digits): the digits one place up, then the first k moved back down over
// the gap byte by byte (at most 21; a copy would call memmove), then the point. Only
// the floats appendSeventeen does not lay out come here (exponent notation, powers of
// two, subnormals, float32).
func appendWithPoint(dst []byte, d uint64, k int) []byte {
	m := len(dst)
	dst = appendUint64(append(dst, 0), d)
	for i := m; i < m+k; i++ {
		dst[i] = dst[i+1]
	}
	dst[m+k] = '.'
	return dst
}
