package riffle

import (
	"bytes"
	"fmt"
	"math"
	"math/big"
	"os"
	"path/filepath"
	"strconv"
	"testing"
)

// The floats whose scaled fraction in shortestRegular lands on or next to one of its
// decision boundaries, found by search rather than by chance (random bits hit a given
// fraction with odds of about 2^-64), and checked against strconv: for every normal
// binary exponent, the significands c whose fraction falls within a few units of
//
//   - a tie of the extra digit, frac * 10 = j * 2^64 - 2^63 (j = 1..9), where the +6
//     bias and the exact-.25 case decide;
//   - half an ulp from 0 or from 1 (the shorter candidates' tests), for c even and odd;
//   - exactly .25.
//
// The fraction is floor((g * c * 2^s mod 2^137) / 2^73), so a window of fractions is
// a window of g * c mod 2^(137-s), and the smallest c in a range with g * c mod n in a
// window is found by the Euclid-like recursion of firstModInRange.
//
// The first significand found for each boundary and exponent, with strconv's text, is
// the shared vector file testdata/float-boundaries.jsonl, which the Java writer (the
// same method) is checked against too; the test fails when the file is not what the
// search finds (RIFFLE_WRITE_FLOAT_BOUNDARIES=1 go test -run TestFloatFormatBoundaries
// rewrites it).
func TestFloatFormatBoundaries(t *testing.T) {
	c := floatChecker{t: t}
	perTarget, least := 3, 1000 // significands per boundary and exponent, and in all
	if testing.Short() {
		perTarget, least = 1, 600
	}
	var file bytes.Buffer
	found := 0
	for be := 1; be < 0x7ff; be++ {
		for ti, hits := range boundarySignificands(be, perTarget) {
			for i, cc := range hits {
				if f := regularFraction(be-1075, cc.c); f-(cc.target-boundaryWidth) > 2*boundaryWidth {
					t.Fatalf("biased exponent %d, c %#x: fraction %#x, not within %d of %#x", be, cc.c, f, boundaryWidth, cc.target)
				}
				found++
				for _, d := range []uint64{cc.c - 1, cc.c, cc.c + 1} {
					if d > 1<<52 && d < 1<<53 {
						c.check64(math.Float64frombits(uint64(be)<<52 | d&(1<<52-1)))
					}
				}
				if i == 0 {
					bits := uint64(be)<<52 | cc.c&(1<<52-1)
					fmt.Fprintf(&file, "{\"name\": \"e%d-%s\", \"bits\": \"%#016x\", \"json\": \"%s\"}\n",
						be, boundaryNames[ti], bits, strconvFloat(nil, math.Float64frombits(bits), 64))
				}
			}
		}
	}
	if found < least {
		t.Fatalf("only %d boundary significands found", found)
	}
	t.Logf("%d boundary significands checked", found)
	path := filepath.Join(repoRoot(t), "testdata", "float-boundaries.jsonl")
	if os.Getenv("RIFFLE_WRITE_FLOAT_BOUNDARIES") == "1" {
		if err := os.WriteFile(path, file.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	old, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(old, file.Bytes()) {
		t.Fatal("testdata/float-boundaries.jsonl is not what the search finds: run RIFFLE_WRITE_FLOAT_BOUNDARIES=1 go test -run TestFloatFormatBoundaries")
	}
	for _, r := range loadRows(t, "float-boundaries.jsonl") { // the file as the Java test reads it
		bits, err := strconv.ParseUint(r["bits"].(string), 0, 64)
		if err != nil {
			t.Fatal(err)
		}
		if got := string(appendFloat64(nil, math.Float64frombits(bits))); got != r["json"] {
			t.Fatalf("%s: got %s, want %s", r.name(), got, r["json"])
		}
	}
}

// boundaryWidth is the number of fraction units each side of a boundary searched.
const boundaryWidth = 12

// boundaryNames names the boundaries of boundarySignificands, in its order.
var boundaryNames = []string{"tie1", "tie2", "tie3", "tie4", "tie5", "tie6", "tie7", "tie8", "tie9",
	"half", "half+1", "one-half", "one-half-1", "quarter"}

// boundaryHit is a significand whose fraction falls near target.
type boundaryHit struct{ c, target uint64 }

// boundarySignificands returns, for each boundary of biased exponent be (in
// boundaryNames' order), up to n significands 2^52 < c < 2^53 whose fraction lies
// within boundaryWidth units of it, smallest first.
func boundarySignificands(be, n int) [][]boundaryHit {
	one := big.NewInt(1)
	q := be - 1075
	k := flog10pow2(q)
	g := &pow10Table[-k-1-pow10Min]
	s := uint(q+flog2pow10(-k-1)+1) + regularShift
	gm := new(big.Int).Lsh(new(big.Int).SetUint64(g[0]), 64)
	gm.Or(gm, new(big.Int).SetUint64(g[1]))
	mod := new(big.Int).Lsh(one, 137-s)
	unit := new(big.Int).Lsh(one, 73-s) // one unit of the fraction, in g*c mod 2^(137-s)
	half := g[0] >> (regularShift + 1 - s)
	var targets []uint64
	for j := uint64(1); j <= 9; j++ {
		tie := new(big.Int).Lsh(new(big.Int).SetUint64(j), 64)
		tie.Sub(tie, new(big.Int).Lsh(one, 63))
		tie.Quo(tie, big.NewInt(10))
		targets = append(targets, tie.Uint64())
	}
	targets = append(targets, half, half+1, -half, -half-1, 1<<62)
	out := make([][]boundaryHit, len(targets))
	for i, target := range targets {
		if target < boundaryWidth || target > math.MaxUint64-boundaryWidth {
			continue
		}
		lo := new(big.Int).Mul(new(big.Int).SetUint64(target-boundaryWidth), unit)
		hi := new(big.Int).Mul(new(big.Int).SetUint64(target+boundaryWidth), unit)
		from := uint64(1<<52 + 1) // c = 2^52 is a power of two, not regular
		for range n {
			cc, ok := firstSignificand(gm, mod, lo, hi, from, 1<<53)
			if !ok {
				break
			}
			out[i] = append(out[i], boundaryHit{cc, target})
			from = cc + 1
		}
	}
	return out
}

// firstSignificand returns the smallest c in [from, to) with g*c mod n in [lo, hi]
// (0 <= lo <= hi < n).
func firstSignificand(g, n, lo, hi *big.Int, from, to uint64) (uint64, bool) {
	b := new(big.Int).Mul(g, new(big.Int).SetUint64(from))
	b.Mod(b, n)
	// g*(from+x) mod n in [lo, hi]  <=>  g*x mod n in [lo-b, hi-b] mod n, which may wrap.
	l := new(big.Int).Sub(lo, b)
	r := new(big.Int).Sub(hi, b)
	l.Mod(l, n)
	r.Mod(r, n)
	a := new(big.Int).Mod(g, n)
	var x *big.Int
	if l.Cmp(r) <= 0 {
		x = firstModInRange(a, n, l, r)
	} else { // [l, n) or [0, r]: 0 is in the second
		x = big.NewInt(0)
	}
	if x == nil || !x.IsUint64() || x.Uint64() >= to-from {
		return 0, false
	}
	return from + x.Uint64(), true
}

// firstModInRange returns the smallest x >= 0 with l <= a*x mod m <= r, or nil when
// there is none (0 <= l <= r < m, 0 <= a < m).
func firstModInRange(a, m, l, r *big.Int) *big.Int {
	if l.Sign() == 0 {
		return big.NewInt(0)
	}
	if a.Sign() == 0 {
		return nil
	}
	// The smallest x with a*x >= l: if a*x <= r there is no wrap to account for.
	x := new(big.Int).Add(l, new(big.Int).Sub(a, big.NewInt(1)))
	x.Quo(x, a)
	if new(big.Int).Mul(a, x).Cmp(r) <= 0 {
		return x
	}
	// Else a*x = m*y + v with v in [l, r] for the smallest y that has one:
	// m*y mod a in [(-r) mod a, (-l) mod a].
	nl := new(big.Int).Neg(r)
	nl.Mod(nl, a)
	nr := new(big.Int).Neg(l)
	nr.Mod(nr, a)
	if nl.Cmp(nr) > 0 {
		return nil // cannot happen when r - l < a, which held above
	}
	y := firstModInRange(new(big.Int).Mod(m, a), a, nl, nr)
	if y == nil {
		return nil
	}
	x.Mul(m, y)
	x.Add(x, l)
	x.Add(x, new(big.Int).Sub(a, big.NewInt(1)))
	x.Quo(x, a)
	return x
}

// regularFraction is shortestRegular's fraction for c * 2^q.
func regularFraction(q int, c uint64) uint64 {
	k := flog10pow2(q)
	_, frac := scaleRegular(&pow10Table[-k-1-pow10Min], c, uint(q+flog2pow10(-k-1)+1)+regularShift)
	return frac
}
