package riffle

import (
	"math"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"
)

// TestReadFloat64EiselLemire compares ReadFloat64 with strconv.ParseFloat bit for bit
// on numbers that miss the exact fast path: 16 to 19 significant digits, exponents
// over the whole range (subnormals, overflow), halfway cases written out in full,
// and the shortest and 17-digit forms of random float64 bit patterns. 250,000 cases
// without -short (one million takes ~80 s under -race), 50,000 with it;
// RIFFLE_FLOAT_CASES=1000000 runs more.
func TestReadFloat64EiselLemire(t *testing.T) {
	n := 250_000
	if testing.Short() {
		n = 50_000
	}
	if v, err := strconv.Atoi(os.Getenv("RIFFLE_FLOAT_CASES")); err == nil && v > 0 {
		n = v
	}
	r := rand.New(rand.NewPCG(7, 8))
	it := NewIterator(nil)
	var buf []byte
	check := func(s string) {
		t.Helper()
		want, err := strconv.ParseFloat(s, 64)
		it.ResetString(s)
		got := it.ReadFloat64()
		if err != nil || math.IsInf(want, 0) {
			if it.Err() == nil {
				t.Fatalf("%s: got %v, want a number-range error", s, got)
			}
			return
		}
		if it.Err() != nil || math.Float64bits(got) != math.Float64bits(want) {
			t.Fatalf("%s: got %v (%#x), %v; want %v (%#x)", s, got, math.Float64bits(got), it.Err(),
				want, math.Float64bits(want))
		}
	}
	for k := 0; k < n; k++ {
		buf = buf[:0]
		switch k % 4 {
		case 0: // random float64 bits, shortest form
			f := math.Float64frombits(r.Uint64())
			if math.IsNaN(f) || math.IsInf(f, 0) {
				continue
			}
			buf = strconv.AppendFloat(buf, f, 'g', -1, 64)
		case 1: // random float64 bits, 17 significant digits
			f := math.Float64frombits(r.Uint64())
			if math.IsNaN(f) || math.IsInf(f, 0) {
				continue
			}
			buf = strconv.AppendFloat(buf, f, 'e', 16, 64)
		case 2: // 16-19 random digits, random exponent, sometimes a fraction point
			if r.IntN(2) == 0 {
				buf = append(buf, '-')
			}
			nd := 16 + r.IntN(4)
			buf = append(buf, byte('1'+r.IntN(9)))
			dot := r.IntN(nd + 1)
			for d := 1; d < nd; d++ {
				if d == dot {
					buf = append(buf, '.')
				}
				buf = append(buf, byte('0'+r.IntN(10)))
			}
			buf = append(buf, 'e')
			buf = strconv.AppendInt(buf, int64(r.IntN(700)-350), 10)
		case 3: // the exact halfway point between two neighbours, and one digit off it
			f := math.Float64frombits(r.Uint64() &^ (1 << 63))
			if math.IsNaN(f) || math.IsInf(f, 0) || f == math.MaxFloat64 {
				continue
			}
			g := math.Nextafter(f, math.Inf(1))
			// (f+g)/2 in 19 significant digits is near, not at, the halfway point.
			buf = strconv.AppendFloat(buf, f/2+g/2, 'e', 18, 64)
		}
		check(string(buf))
	}
	for _, s := range []string{
		"9007199254740993", "9007199254740993.0", "4503599627370496.5", "1e-348", "1e347",
		"2.2250738585072011e-308", "2.2250738585072014e-308", "1.7976931348623157e308",
		"1.7976931348623159e308", "4.9406564584124654e-324", "-0.0000000000000000001",
		"1844674407370955161", "9999999999999999999", "1000000000000000000000e-10",
		"0.1000000000000000055511151231257827", "7.3177701707893310e+15",
	} {
		check(s)
	}
}

// checkDecimalParts checks decimalParts on the valid number token s against the
// token's own digits: the significant digits (the integer and fraction digits without
// leading zeros) as the mantissa and the exponent less the fraction's length as the
// power of ten, or ok false when there are more than 19 of them.
func checkDecimalParts(t *testing.T, s string) {
	t.Helper()
	mant, e10 := strings.TrimPrefix(s, "-"), 0
	if k := strings.IndexAny(mant, "eE"); k >= 0 {
		e, err := strconv.Atoi(strings.TrimPrefix(mant[k+1:], "+"))
		if err != nil || e > 100000 || e < -100000 {
			return // an exponent out of decimalParts' range: not what this checks
		}
		mant, e10 = mant[:k], e
	}
	if k := strings.IndexByte(mant, '.'); k >= 0 {
		e10 -= len(mant) - k - 1
		mant = mant[:k] + mant[k+1:]
	}
	digits := strings.TrimLeft(mant, "0")
	m, exp, ok := decimalParts([]byte(s))
	// In place, followed by the rest of a document, decimalAt reads the same and ends
	// where the token ends.
	m2, exp2, end, ok2 := decimalAt([]byte("["+s+",1]"), 1)
	if ok2 != ok || ok && (m2 != m || exp2 != exp || end != len(s)+1) {
		t.Fatalf("decimalAt(%s) in place = %d, %d, %d, %v; decimalParts = %d, %d, %v", s, m2, exp2, end, ok2, m, exp, ok)
	}
	if len(digits) > 19 {
		if ok {
			t.Fatalf("decimalParts(%s) = %d, %d, true; want false (%d digits)", s, m, exp, len(digits))
		}
		return
	}
	want, _ := strconv.ParseUint("0"+digits, 10, 64)
	if !ok || m != want || exp != e10 {
		t.Fatalf("decimalParts(%s) = %d, %d, %v; want %d, %d, true", s, m, exp, ok, want, e10)
	}
}

// checkDecimalAtGrammar checks that the in-place reader is never looser than the
// number grammar: whatever decimalAt reads at the start of s followed by a space, when
// the byte after it cannot continue a number, numberGrammar accepts and ends there too.
func checkDecimalAtGrammar(t *testing.T, s string) {
	t.Helper()
	b := []byte(s + " ")
	if _, _, end, ok := decimalAt(b, 0); ok && !numCont[b[end]] {
		if gEnd, _, bad := numberGrammar(b, 0); bad != numOK || gEnd != end {
			t.Fatalf("decimalAt(%q) ends at %d, numberGrammar: end %d, bad %d", s, end, gEnd, bad)
		}
	}
}

// TestDecimalAtGrammar checks the in-place reader on numbers that are not well formed
// or are cut short.
func TestDecimalAtGrammar(t *testing.T) {
	for _, c := range []struct {
		in  string
		end int // -1: not ok
	}{
		{"-", -1}, {"-x", -1}, {"x", -1}, {"", -1}, {"1.", -1}, {"1.x", -1}, {"1e", -1},
		{"1e+", -1}, {"1E-x", -1}, {"-.5", -1}, {"01", 1}, {"0", 1}, {"-0,", 2},
		{"1.5e3]", 5}, {"123456789.123456789}", 19}, {"1e10000000", -1}, {"1e1000001", 9},
		{"12345678901234567890", -1}, {"0.00000000000000000000001", 25},
	} {
		_, _, end, ok := decimalAt([]byte(c.in), 0)
		if !ok {
			end = -1
		}
		if end != c.end {
			t.Errorf("decimalAt(%q): end %d, want %d", c.in, end, c.end)
		}
		checkDecimalAtGrammar(t, c.in)
	}
}

// checkFloatReads compares ReadFloat64, ReadFloat32 and the binder's parseFloatToken
// on the valid number token s with strconv.ParseFloat, bit for bit.
func checkFloatReads(t *testing.T, s string) {
	t.Helper()
	for _, size := range []int{64, 32} {
		want, err := strconv.ParseFloat(s, size)
		wantOK := err == nil
		it := NewIteratorString(s)
		var got float64
		if size == 64 {
			got = it.ReadFloat64()
		} else {
			got = float64(it.ReadFloat32())
		}
		if gotOK := it.Err() == nil; gotOK != wantOK || wantOK && math.Float64bits(got) != math.Float64bits(want) {
			t.Fatalf("%s: ReadFloat%d = %v, %v; want %v, %v", s, size, got, it.Err(), want, err)
		}
		got, gotOK := parseFloatToken([]byte(s), size)
		if size == 32 { // the binder stores float32(got)
			got = float64(float32(got))
		}
		if gotOK != wantOK || wantOK && math.Float64bits(got) != math.Float64bits(want) {
			t.Fatalf("%s: parseFloatToken(%d) = %v, %v; want %v, %v", s, size, got, gotOK, want, err)
		}
	}
}

// floatDigitCases returns numbers shaped to cross the eight-digit words of the
// mantissa reader: integer parts of 1 to 21 digits, fractions of 0 to 22 digits after
// 0 to 12 leading zeros, 16 to 19 significant digits, with and without an exponent.
func floatDigitCases(r *rand.Rand) []string {
	digits := func(n int) string {
		b := make([]byte, n)
		for i := range b {
			b[i] = byte('0' + r.IntN(10))
		}
		return string(b)
	}
	var out []string
	for intLen := 0; intLen <= 21; intLen++ {
		for zeros := 0; zeros <= 12; zeros += 3 {
			for fracLen := 0; fracLen <= 22; fracLen++ {
				var b strings.Builder
				if r.IntN(2) == 0 {
					b.WriteByte('-')
				}
				if intLen == 0 {
					b.WriteByte('0')
				} else {
					b.WriteByte(byte('1' + r.IntN(9)))
					b.WriteString(digits(intLen - 1))
				}
				if zeros+fracLen > 0 {
					b.WriteByte('.')
					b.WriteString(strings.Repeat("0", zeros))
					b.WriteString(digits(fracLen))
				}
				if r.IntN(3) == 0 {
					b.WriteString([]string{"e", "E", "e+", "e-"}[r.IntN(4)])
					b.WriteString(strconv.Itoa(r.IntN(330)))
				}
				out = append(out, b.String())
			}
		}
	}
	return append(out, "0", "-0", "0.0", "0.00000000", "0.000000000000000000000001",
		"12345678", "123456789", "1234567812345678", "12345678.12345678", "1.2345678123456781",
		"9999999999999999999", "10000000000000000000", "0.9999999999999999999", "99999999.99999999999",
		"1.0000000000000000000", "100000000000000000000e-3", "-0.000000012345678901234567e5")
}

// TestDecimalPartsDigits checks the eight-digit mantissa reader and the float reads
// on numbers of every digit layout around the word boundaries.
func TestDecimalPartsDigits(t *testing.T) {
	for _, s := range floatDigitCases(rand.New(rand.NewPCG(3, 4))) {
		checkDecimalParts(t, s)
		checkFloatReads(t, s)
	}
}

// FuzzFloatParse checks decimalParts and every float read on any valid number token
// against the token's digits and strconv.ParseFloat.
func FuzzFloatParse(f *testing.F) {
	for _, s := range floatDigitCases(rand.New(rand.NewPCG(5, 6)))[:200] {
		f.Add(s)
	}
	f.Add("01")
	f.Add("1.e5")
	f.Add("-")
	f.Add("1e+")
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 400 {
			return
		}
		checkDecimalAtGrammar(t, s)
		if !isValidNumber(s) {
			// Whole input that is not one number (between JSON whitespace) never reads
			// as one.
			it := NewIteratorString(s)
			f := it.ReadFloat64()
			if it.Finish() == nil && !isValidNumber(strings.Trim(s, " \t\r\n")) {
				t.Fatalf("%q: ReadFloat64 = %v and Finish accepts it", s, f)
			}
			return
		}
		checkDecimalParts(t, s)
		checkFloatReads(t, s)
	})
}
