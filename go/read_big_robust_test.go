package riffle_test

import (
	"bytes"
	"math/big"
	"testing"
	"time"

	riffle "github.com/riffle-json/riffle/go"
)

// Hostile numbers for the math/big reads (docs/robustness.md, the tokens section).

// bigIntScaling bounds the cost ratio of ReadBigInt on 2n digits to n digits. The digits
// are converted by halves with math/big's Karatsuba multiplication: measured 2.8-3.0x
// (2^1.58 = 3.0); big.Int.SetString, quadratic, measured 3.6-3.9x. The ratio is noisy
// on a busy machine, so the bound only catches worse than quadratic; the CPU budget of
// the million-digit read below (1 s, measured 0.11 s; SetString took 2.9 s) is what
// catches a quadratic conversion.
const bigIntScaling = 4.5

// TestRobustBigIntMillionDigits: a 10^6-digit integer is refused at the default number
// limit and, with no limit, reads exactly into a big.Int in bounded time and memory.
func TestRobustBigIntMillionDigits(t *testing.T) {
	heavy(t)
	const n = 1_000_000
	noLimit := riffle.Config{MaxNumberBytes: -1}
	for _, data := range [][]byte{digits("", n, ""), digits("-", n, "")} {
		it := riffle.NewIterator(data)
		if it.ReadBigInt() != nil {
			t.Fatal("ReadBigInt past the default number limit")
		}
		expectError(t, "ReadBigInt, default limit", it.Finish(), riffle.KindLimitExceeded, 0)
		var z *big.Int
		withinBudget(t, "ReadBigInt, no limit", time.Second, uint64(16*n), func() {
			it := noLimit.NewIterator(data)
			z = it.ReadBigInt()
			if err := it.Finish(); err != nil {
				t.Fatal(err)
			}
		})
		if z == nil || z.String() != string(data) {
			t.Fatal("ReadBigInt of 10^6 digits is not exact")
		}
		var f *big.Float
		withinBudget(t, "ReadBigFloat of the integer, no limit", time.Second, uint64(16*n), func() {
			it := noLimit.NewIterator(data)
			f = it.ReadBigFloat()
			if err := it.Finish(); err != nil {
				t.Fatal(err)
			}
		})
		if back, acc := f.Int(nil); acc != big.Exact || back.Cmp(z) != 0 {
			t.Fatal("ReadBigFloat of a 10^6-digit integer is not exact")
		}
	}
	// A long fraction (its scale 10^6 is past the default scale limit; with none, one
	// rounded division).
	frac := digits("0.", n, "")
	it := noLimit.NewIterator(frac)
	it.ReadBigFloat()
	expectError(t, "ReadBigFloat of 0.<10^6 digits>, default scale limit", it.Finish(), riffle.KindLimitExceeded, 0)
	withinBudget(t, "ReadBigFloat of 0.<10^6 digits>, no limits", 2*time.Second, uint64(32*n), func() {
		it := riffle.Config{MaxNumberBytes: -1, MaxNumberScale: -1}.NewIterator(frac)
		if f := it.ReadBigFloat(); f == nil || it.Finish() != nil || f.Sign() <= 0 {
			t.Fatalf("ReadBigFloat: %v", it.Err())
		}
	})
	t.Run("scaling", func(t *testing.T) {
		checkScalingBound(t, "ReadBigInt of n digits", bigIntScaling, func(n int) []byte { return digits("", n, "") },
			func(data []byte) {
				it := noLimit.NewIterator(data)
				if it.ReadBigInt() == nil {
					t.Fatal(it.Err())
				}
			}, n)
	})
}

// TestRobustBigHugeExponents: an exponent far past the scale limit is refused before
// any arithmetic (ReadBigFloat: limit-exceeded; ReadBigInt: type-mismatch, as ReadInt),
// in microseconds and with no allocation beyond the Iterator's, also with an exponent of
// 10^6 digits; at the limit a read takes milliseconds.
func TestRobustBigHugeExponents(t *testing.T) {
	heavy(t)
	noLength := riffle.Config{MaxNumberBytes: -1}
	for _, data := range [][]byte{
		[]byte("1e999999999"), []byte("-1e-999999999"), []byte("1e100001"),
		[]byte("0.5e+9223372036854775807"), digits("1e", 1_000_000, ""), digits("1e-", 1_000_000, ""),
	} {
		withinBudget(t, "ReadBigFloat of a huge exponent", 50*time.Millisecond, 1<<16, func() {
			it := noLength.NewIterator(data)
			if it.ReadBigFloat() != nil {
				t.Fatal("accepted")
			}
			expectError(t, "ReadBigFloat", it.Finish(), riffle.KindLimitExceeded, 0)
		})
		withinBudget(t, "ReadBigInt of a huge exponent", 50*time.Millisecond, 1<<16, func() {
			it := noLength.NewIterator(data)
			if it.ReadBigInt() != nil {
				t.Fatal("accepted")
			}
			expectError(t, "ReadBigInt", it.Finish(), riffle.KindTypeMismatch, 0)
		})
	}
	// With no scale limit, a value beyond big.Float's exponent range is number-range, also fast.
	for _, data := range [][]byte{[]byte("1e999999999"), []byte("1e-999999999"), digits("1e", 1_000_000, "")} {
		withinBudget(t, "ReadBigFloat beyond big.Float, no scale limit", 50*time.Millisecond, 1<<16, func() {
			it := riffle.Config{MaxNumberBytes: -1, MaxNumberScale: -1}.NewIterator(data)
			it.ReadBigFloat()
			expectError(t, "ReadBigFloat", it.Finish(), riffle.KindNumberRange, 0)
		})
	}
	// At the default limit: exact, milliseconds, memory in proportion to 10^5 digits.
	for _, tok := range []string{"1e100000", "-1e-100000", "9.99e-99998", "123456789e99992"} {
		withinBudget(t, "ReadBigFloat at the scale limit", 500*time.Millisecond, 4<<20, func() {
			it := riffle.NewIteratorString("[" + tok + "]")
			it.ReadArray()
			if it.ReadBigFloat() == nil || it.ReadArray() || it.Finish() != nil {
				t.Fatalf("%s: %v", tok, it.Err())
			}
		})
	}
	// From a reader, the limit error comes with the iterator's bounded buffer.
	it := riffle.NewIteratorReader(bytes.NewReader([]byte(`{"a":[1e999999999]}`)))
	it.ReadObject()
	it.ReadArray()
	it.ReadBigFloat()
	if e := expectError(t, "reader", it.Finish(), riffle.KindLimitExceeded, 6); e.Pointer != "/a/0" {
		t.Fatalf("pointer %q", e.Pointer)
	}
}
