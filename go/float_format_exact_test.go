package riffle

import (
	"bytes"
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"
)

// The shortest-float formatter checked for exactness against strconv (laid out by
// encoding/json's rules, as encoding/json itself does) on millions of floats, and
// against encoding/json itself by the fuzz target.

// strconvFloat appends f (bitSize 32 or 64) the way encoding/json does, with strconv.
func strconvFloat(dst []byte, f float64, bitSize int) []byte {
	abs := math.Abs(f)
	if abs != 0 && (bitSize == 64 && (abs < 1e-6 || abs >= 1e21) ||
		bitSize == 32 && (float32(abs) < 1e-6 || float32(abs) >= 1e21)) {
		return cleanExponent(strconv.AppendFloat(dst, f, 'e', -1, bitSize))
	}
	return strconv.AppendFloat(dst, f, 'f', -1, bitSize)
}

// cleanExponent turns a two-digit negative exponent with a leading zero (e-07) into
// one digit (e-7), as encoding/json does.
func cleanExponent(b []byte) []byte {
	n := len(b)
	if n >= 4 && b[n-4] == 'e' && b[n-3] == '-' && b[n-2] == '0' {
		b[n-2] = b[n-1]
		b = b[:n-1]
	}
	return b
}

// floatChecker compares appendFloat64 and appendFloat32 with strconvFloat, reusing
// its buffers.
type floatChecker struct {
	t         *testing.T
	got, want []byte
}

func (c *floatChecker) check64(f float64) {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return
	}
	c.got, c.want = appendFloat64(c.got[:0], f), strconvFloat(c.want[:0], f, 64)
	if !bytes.Equal(c.got, c.want) {
		c.t.Fatalf("float64 %#016x: got %s, want %s", math.Float64bits(f), c.got, c.want)
	}
}

func (c *floatChecker) check32(f float32) {
	if math.IsNaN(float64(f)) || math.IsInf(float64(f), 0) {
		return
	}
	c.got, c.want = appendFloat32(c.got[:0], f), strconvFloat(c.want[:0], float64(f), 32)
	if !bytes.Equal(c.got, c.want) {
		c.t.Fatalf("float32 %#08x: got %s, want %s", math.Float32bits(f), c.got, c.want)
	}
}

// Millions of random bit patterns of both sizes, and random subnormals.
func TestFloatFormatRandomMillions(t *testing.T) {
	n := 4_000_000
	if testing.Short() {
		n = 100_000
	}
	c := floatChecker{t: t}
	rng := newTestRand(14)
	for range n {
		b := rng.Uint64()
		c.check64(math.Float64frombits(b))
		c.check64(math.Float64frombits(b & (1<<63 | 1<<52 - 1))) // subnormal
		c.check32(math.Float32frombits(uint32(b)))
		c.check32(math.Float32frombits(uint32(b>>32) & (1<<31 | 1<<23 - 1)))
	}
}

// Every binary exponent, at the powers of two (where the rounding interval is
// asymmetric) and the mantissas next to them; and float32 in a sweep of all 2^32
// bit patterns with a prime stride.
func TestFloatFormatEveryExponent(t *testing.T) {
	c := floatChecker{t: t}
	for e := uint64(0); e < 0x7ff; e++ {
		for _, m := range []uint64{0, 1, 2, 3, 1<<52 - 1, 1<<52 - 2, 1 << 51, 1<<51 + 1} {
			c.check64(math.Float64frombits(e<<52 | m))
			c.check64(-math.Float64frombits(e<<52 | m))
		}
	}
	for e := uint32(0); e < 0xff; e++ {
		for _, m := range []uint32{0, 1, 2, 3, 1<<23 - 1, 1<<23 - 2, 1 << 22, 1<<22 + 1} {
			c.check32(math.Float32frombits(e<<23 | m))
		}
	}
	stride := uint64(1009)
	if testing.Short() {
		stride = 100_003
	}
	for b := uint64(0); b < 1<<32; b += stride {
		c.check32(math.Float32frombits(uint32(b)))
	}
}

var corpusNumber = regexp.MustCompile(`-?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?`)

// Every number of the shared corpus, as a float64 and as a float32, with its
// neighbours.
func TestFloatFormatCorpus(t *testing.T) {
	dir := filepath.Join(sharedData(t), "corpus")
	files, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no corpus files in %s (%v)", dir, err)
	}
	c := floatChecker{t: t}
	count := 0
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range corpusNumber.FindAll(data, -1) {
			f, err := strconv.ParseFloat(string(m), 64)
			if err != nil {
				continue // out of range
			}
			c.check64(f)
			c.check64(math.Nextafter(f, math.Inf(1)))
			c.check64(math.Nextafter(f, math.Inf(-1)))
			c.check32(float32(f))
			count++
		}
	}
	if count < 100_000 {
		t.Fatalf("only %d numbers found in the corpus", count)
	}
}

// FuzzFloatFormat compares the formatter with encoding/json itself.
func FuzzFloatFormat(f *testing.F) {
	for _, e := range float64Edges {
		f.Add(math.Float64bits(e.v))
	}
	for _, e := range float32Edges {
		f.Add(uint64(math.Float32bits(e.v)))
	}
	f.Fuzz(func(t *testing.T, b uint64) {
		if v := math.Float64frombits(b); !math.IsNaN(v) && !math.IsInf(v, 0) {
			want, err := json.Marshal(v)
			if got := appendFloat64(nil, v); err != nil || !bytes.Equal(got, want) {
				t.Fatalf("float64 %#016x: got %s, encoding/json %s (%v)", b, got, want, err)
			}
		}
		if v := math.Float32frombits(uint32(b)); !math.IsNaN(float64(v)) && !math.IsInf(float64(v), 0) {
			want, err := json.Marshal(v)
			if got := appendFloat32(nil, v); err != nil || !bytes.Equal(got, want) {
				t.Fatalf("float32 %#08x: got %s, encoding/json %s (%v)", uint32(b), got, want, err)
			}
		}
	})
}

// Decimals of 1 to 17 random digits at every decimal exponent a float64 reaches, and
// the floats next to them: the short results (trailing zeros dropped, the shorter
// candidate of shortestRegular) and every layout of appendSeventeen, 0.000ddd,
// ddd.ddd and integers, with the plain/exponent cutoffs at 1e-6 and 1e21.
func TestFloatFormatShortDecimals(t *testing.T) {
	c := floatChecker{t: t}
	rng := newTestRand(15)
	per := 1000
	if testing.Short() {
		per = 20
	}
	for e := -330; e <= 310; e++ {
		for i := range per {
			n := 1 + i%17
			d := rng.Uint64() % pow10[n]
			f, err := strconv.ParseFloat(strconv.FormatUint(d, 10)+"e"+strconv.Itoa(e), 64)
			if err != nil || f == 0 {
				continue
			}
			c.check64(f)
			c.check64(math.Nextafter(f, 0))
			c.check64(math.Nextafter(f, math.Inf(1)))
		}
	}
}

// shortestRegular's scaled product needs c << s in 64 bits and half an ulp shifted
// right by regularShift+1-s >= 0: 0 <= s <= regularShift+1 at every normal exponent.
func TestShortestRegularShift(t *testing.T) {
	for be := 1; be < 0x7ff; be++ {
		q := be - 1075
		k := flog10pow2(q)
		s := q + flog2pow10(-k-1) + 1 + regularShift
		if s < 0 || s > regularShift+1 || (1<<53-1)<<s>>s != 1<<53-1 {
			t.Fatalf("biased exponent %d: shift %d", be, s)
		}
		if e := -k - 1; e < pow10Min || e > pow10Max {
			t.Fatalf("biased exponent %d: 10^%d is not in pow10Table", be, e)
		}
	}
}
