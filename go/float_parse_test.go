package riffle

import (
	"math"
	"math/rand/v2"
	"os"
	"strconv"
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
