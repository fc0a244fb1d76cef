package riffle

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
)

// bigRatOracle returns the exact value of a number token by math/big's own parser,
// which shares no code with ReadBigFloat.
func bigRatOracle(t *testing.T, tok string) *big.Rat {
	t.Helper()
	r, ok := new(big.Rat).SetString(tok)
	if !ok {
		t.Fatalf("big.Rat cannot parse %q", tok)
	}
	return r
}

// checkBigFloat checks f against the exact value of tok: equal when the value is a
// finite binary fraction (its reduced denominator a power of two), else the value
// rounded to nearest-even at f's precision; and that precision is at least 64 bits.
func checkBigFloat(t *testing.T, tok string, f *big.Float) {
	t.Helper()
	want := bigRatOracle(t, strings.TrimSpace(tok))
	if f == nil {
		t.Fatalf("%q: nil", tok)
	}
	if f.Prec() < 64 {
		t.Fatalf("%q: precision %d below 64", tok, f.Prec())
	}
	if f.Sign() == 0 {
		if want.Sign() != 0 || f.Signbit() != strings.HasPrefix(strings.TrimSpace(tok), "-") {
			t.Fatalf("%q: got %v (signbit %v)", tok, f, f.Signbit())
		}
		return
	}
	den := want.Denom()
	if den.BitLen()-1 == int(den.TrailingZeroBits()) { // a power of two: must be exact
		if got, _ := f.Rat(nil); got.Cmp(want) != 0 {
			t.Fatalf("%q: got %s (prec %d), want it exactly", tok, f.Text('g', -1), f.Prec())
		}
		return
	}
	rounded := new(big.Float).SetPrec(f.Prec()).SetRat(want)
	if f.Cmp(rounded) != 0 {
		t.Fatalf("%q: got %s, want %s at precision %d", tok, f.Text('g', -1), rounded.Text('g', -1), f.Prec())
	}
	// Enough bits to give the decimal digits back (converting a float of many bits to
	// decimal is slow, so only for the short ones).
	if exp := f.MantExp(nil); f.Prec() > 4096 || exp > 4096 || exp < -4096 {
		return
	}
	if back, ok := new(big.Rat).SetString(f.Text('g', len(strings.TrimLeft(digitsOf(tok), "0")))); !ok || back.Cmp(want) != 0 {
		t.Fatalf("%q: %s does not give the digits back", tok, f.Text('g', -1))
	}
}

// digitsOf returns the mantissa digits of a number token.
func digitsOf(tok string) string {
	tok = strings.TrimPrefix(strings.TrimSpace(tok), "-")
	if i := strings.IndexAny(tok, "eE"); i >= 0 {
		tok = tok[:i]
	}
	return strings.TrimRight(strings.Replace(tok, ".", "", 1), "0")
}

func TestReadBigFloat(t *testing.T) {
	cases := []string{
		"0", "-0", "0.000", "-0e5", "1", "-1", "0.5", "1.375", "0.1", "-0.1", "3.14159",
		"1e300", "1e-300", "123456789012345678901234567890", "1.5e-400", "2.5e-3",
		"9007199254740993", "18446744073709551617", "1.50", "100", "1000e-3", "6.103515625e-05",
		"1e100000", "1e-99999", "-1.23456789e+99990", "4.940656458412465441765687928682213723651e-324",
		"0." + strings.Repeat("0", 990) + "1", strings.Repeat("7", 999),
	}
	for _, tok := range cases {
		var first *big.Float
		for _, m := range inputModes {
			it := m.make(Config{}, []byte("["+tok+"]"))
			it.ReadArray()
			f := it.ReadBigFloat()
			if it.ReadArray() || it.Finish() != nil {
				t.Fatalf("%s %q: %v", m.name, tok, it.Err())
			}
			if first == nil {
				checkBigFloat(t, tok, f)
				first = f
			} else if f.Cmp(first) != 0 || f.Prec() != first.Prec() || f.Signbit() != first.Signbit() {
				t.Fatalf("%s %q: %v, slice %v", m.name, tok, f, first)
			}
		}
	}
	// An integer reads exactly with the bits of m·5^e and no more (1e300: 5^300 has 697).
	if f := NewIteratorString("1e300").ReadBigFloat(); f.Prec() != 697 || !f.IsInt() {
		t.Fatalf("1e300: precision %d", f.Prec())
	}
}

func TestReadBigFloatRandom(t *testing.T) {
	rnd := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 3000; i++ {
		var b strings.Builder
		if rnd.IntN(2) == 0 {
			b.WriteByte('-')
		}
		b.WriteString(randomDigits(rnd, 1+rnd.IntN(60)))
		if rnd.IntN(2) == 0 {
			b.WriteString("." + randomDigits(rnd, 1+rnd.IntN(40)))
		}
		if rnd.IntN(2) == 0 {
			b.WriteString("e" + []string{"", "+", "-"}[rnd.IntN(3)])
			b.WriteString(strings.TrimLeft(randomDigits(rnd, 1+rnd.IntN(3)), "0") + "0")
		}
		tok := b.String()
		checkBigFloat(t, tok, NewIteratorString(tok).ReadBigFloat())
	}
}

// randomDigits returns n random digits, the first not 0 unless n is 1.
func randomDigits(rnd *rand.Rand, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte('0' + rnd.IntN(10))
	}
	if n > 1 && b[0] == '0' {
		b[0] = '1'
	}
	return string(b)
}

func TestReadBigInt(t *testing.T) {
	rnd := rand.New(rand.NewPCG(3, 4))
	cases := []string{"0", "-0", "7", "-12", "9223372036854775808", "-18446744073709551616"}
	// Every length around the split points of decimalInt (400 << k).
	for _, n := range []int{399, 400, 401, 799, 800, 801, 1599, 1600, 1601, 3201, 5000, 12345} {
		cases = append(cases, randomDigits(rnd, n), "-"+randomDigits(rnd, n))
	}
	cases = append(cases, "1"+strings.Repeat("0", 4000), strings.Repeat("9", 3200))
	for _, tok := range cases {
		want, _ := new(big.Int).SetString(tok, 10)
		for _, m := range inputModes {
			it := m.make(Config{MaxNumberBytes: -1}, []byte(`{"n":`+tok+`}`))
			it.ReadObject()
			got := it.ReadBigInt()
			if _, more := it.ReadObject(); more || it.Finish() != nil || got == nil || got.Cmp(want) != 0 {
				t.Fatalf("%s %.40q: got %v, %v", m.name, tok, got, it.Err())
			}
		}
	}
}

// A fraction or an exponent is a recoverable type-mismatch for ReadBigInt (as for
// ReadInt64); a non-number is a type-mismatch; the number-length limit applies.
func TestReadBigIntErrors(t *testing.T) {
	for _, tok := range []string{"1.5", "1.0", "1e2", "1e999999999", "-0.0"} {
		for _, m := range inputModes {
			it := m.make(Config{}, []byte(`[`+tok+`,7]`))
			it.ReadArray()
			if v := it.ReadBigInt(); v != nil {
				t.Fatalf("%s %q: %v", m.name, tok, v)
			}
			e := asError(t, it.Err())
			if e.Kind != KindTypeMismatch || e.Offset != 1 || e.Pointer != "/0" || !e.Recoverable() {
				t.Fatalf("%s %q: %v", m.name, tok, e)
			}
			it.Recover()
			if !it.ReadArray() || it.ReadBigInt().Int64() != 7 || it.ReadArray() || it.Finish() != nil {
				t.Fatalf("%s %q: after Recover: %v", m.name, tok, it.Err())
			}
		}
	}
	it := NewIteratorString(`"7"`)
	if it.ReadBigInt() != nil || asError(t, it.Err()).Kind != KindTypeMismatch {
		t.Fatalf("string: %v", it.Err())
	}
	it = Config{MaxNumberBytes: 5}.NewIteratorString(`[123456]`)
	it.ReadArray()
	if e := asError(t, func() error { it.ReadBigInt(); return it.Err() }()); e.Kind != KindLimitExceeded || e.Offset != 1 {
		t.Fatalf("length limit: %v", e)
	}
}

// The scale limit: |fraction digits - exponent| at most MaxNumberScale, checked before
// any arithmetic; a limit error is fatal and names the limit's value.
func TestReadBigFloatScaleLimit(t *testing.T) {
	cases := []struct {
		cfg  Config
		tok  string
		kind ErrorKind // 0: reads
	}{
		{Config{}, "1e100000", 0},
		{Config{}, "1e100001", KindLimitExceeded},
		{Config{}, "1e-100000", 0},
		{Config{}, "0.1e-99999", 0},
		{Config{}, "0.1e-100000", KindLimitExceeded},
		{Config{}, "-1e999999999", KindLimitExceeded},
		{Config{}, "1e+99999999999999999999999999", KindLimitExceeded},
		{Config{}, "0e-100001", KindLimitExceeded}, // the scale, not the value, as BigDecimal
		{Config{MaxNumberScale: 5}, "1.5e-4", 0},
		{Config{MaxNumberScale: 5}, "1.5e-5", KindLimitExceeded},
		{Config{MaxNumberScale: 5}, "0.123456", KindLimitExceeded},
		{Config{MaxNumberScale: 5}, "15e5", 0},
		{Config{MaxNumberScale: 5}, "15e6", KindLimitExceeded},
		{Config{MaxNumberScale: -1}, "1e999999999", KindNumberRange},
		{Config{MaxNumberScale: -1}, "1e-999999999", KindNumberRange},
		{Config{MaxNumberScale: -1}, "1e200001", 0},
	}
	for _, c := range cases {
		for _, m := range inputModes {
			it := m.make(c.cfg, []byte(`{"a":[`+c.tok+`]}`))
			it.ReadObject()
			it.ReadArray()
			f := it.ReadBigFloat()
			if c.kind == 0 {
				if it.ReadArray() || func() bool { _, more := it.ReadObject(); return more }() || it.Finish() != nil {
					t.Fatalf("%s %q: %v", m.name, c.tok, it.Err())
				}
				if m.name == "slice" { // the other modes are compared in TestReadBigFloat
					checkBigFloat(t, c.tok, f)
				}
				continue
			}
			e := asError(t, it.Err())
			if f != nil || e.Kind != c.kind || e.Offset != 6 || e.Pointer != "/a/0" || e.Recoverable() != (c.kind == KindNumberRange) {
				t.Fatalf("%s %q: %v, %v", m.name, c.tok, f, e)
			}
			if c.kind == KindLimitExceeded && !strings.Contains(e.Error(), "number scale beyond "+strconv.Itoa(c.cfg.maxNumberScale())+" (the maxNumberScale limit)") {
				t.Fatalf("%q: message %q", c.tok, e.Error())
			}
		}
	}
}

func TestNumberScale(t *testing.T) {
	for tok, want := range map[string]int64{
		"0": 0, "1.50": 2, "-1.50": 2, "1e999": -999, "1.5E+3": -2, "1.25e-7": 9, "0e0": 0,
		"1e00000000000000000000000000012": -12, "1e999999999999999999": -1e15,
	} {
		got := numberScale([]byte(tok))
		if got != want && !(want == -1e15 && got <= -1e14) {
			t.Fatalf("numberScale(%q) = %d, want %d", tok, got, want)
		}
	}
}

// TestBigNumberVectors reads every row of testdata/numbers.jsonl with ReadBigFloat and
// ReadBigInt: the rows' float64 and int64 errors apply, except number-range (math/big
// holds every value) and a scale beyond the limit; values are checked against math/big's
// parsers and the row's int64 column.
func TestBigNumberVectors(t *testing.T) {
	for _, r := range loadRows(t, "numbers.jsonl") {
		tok := string(r.input(t))
		wantKind := func(col string) string {
			if k, _ := r.str(col); k != "number-range" {
				return k
			}
			return ""
		}
		outcome := func(it *Iterator) string {
			if err := it.Finish(); err != nil {
				return asError(t, err).Kind.String()
			}
			return ""
		}
		it := NewIteratorString(tok)
		f := it.ReadBigFloat()
		want := wantKind("error_float64")
		if want == "" {
			if s := numberScale([]byte(tok)); s > DefaultMaxNumberScale || s < -DefaultMaxNumberScale {
				want = KindLimitExceeded.String()
			}
		}
		if got := outcome(it); got != want {
			t.Fatalf("%s: ReadBigFloat: %q, want %q", r.name(), got, want)
		} else if want == "" {
			checkBigFloat(t, tok, f)
		}
		it = NewIteratorString(tok)
		z := it.ReadBigInt()
		if got, want := outcome(it), wantKind("error_int64"); got != want {
			t.Fatalf("%s: ReadBigInt: %q, want %q", r.name(), got, want)
		} else if want == "" {
			if w, _ := new(big.Int).SetString(strings.TrimSpace(tok), 10); z.Cmp(w) != 0 {
				t.Fatalf("%s: ReadBigInt = %v", r.name(), z)
			}
		}
		if s, ok := r.str("int64"); ok && z.String() != s {
			t.Fatalf("%s: ReadBigInt = %v, int64 column %s", r.name(), z, s)
		}
	}
}

// TestLimitsReadVectors runs the rows of testdata/limits.jsonl that name a "read"
// (bigDecimal: ReadBigFloat, bigInteger: ReadBigInt) in every input mode: a walk reads
// every number with it and must meet "read_error" (kind, offset, pointer) or none.
// (Every row, these included, also goes through Validate and Skip in validate_test.go.)
func TestLimitsReadVectors(t *testing.T) {
	n := 0
	for _, r := range loadRows(t, "limits.jsonl") {
		read, ok := r.str("read")
		if !ok {
			continue
		}
		n++
		want := "ok"
		if e, ok := r["read_error"].(map[string]any); ok {
			want = fmt.Sprintf("%v@%v %v", e["kind"], e["offset"], e["pointer"])
		}
		for _, m := range inputModes {
			it := m.make(r.config(t), r.input(t))
			walkNumbers(it, func() {
				switch read {
				case "bigDecimal":
					it.ReadBigFloat()
				case "bigInteger":
					it.ReadBigInt()
				default:
					t.Fatalf("%s: unknown read %q", r.name(), read)
				}
			})
			got := "ok"
			if err := it.Finish(); err != nil {
				e := asError(t, err)
				got = fmt.Sprintf("%v@%v %v", e.Kind, e.Offset, e.Pointer)
			}
			if got != want {
				t.Errorf("%s %s: %s, want %s", r.name(), m.name, got, want)
			}
		}
	}
	if n == 0 {
		t.Fatal("no read rows in limits.jsonl")
	}
}

// walkNumbers walks any value, reading each number with readNumber and skipping the
// other scalars; it stops at the first error.
func walkNumbers(it *Iterator, readNumber func()) {
	switch it.WhatIsNext() {
	case NumberValue:
		readNumber()
	case ArrayValue:
		for it.Err() == nil && it.ReadArray() {
			walkNumbers(it, readNumber)
		}
	case ObjectValue:
		for it.Err() == nil {
			if _, ok := it.ReadObject(); !ok {
				break
			}
			walkNumbers(it, readNumber)
		}
	default:
		it.Skip()
	}
}

// FuzzBigNumbers reads any input with ReadBigFloat and ReadBigInt: whenever a read
// succeeds, its value must be math/big's own reading of the text (checkBigFloat's rule
// for floats, big.Int.SetString for integers); a failed read must fail Validate too or
// be a value or limit error.
func FuzzBigNumbers(f *testing.F) {
	for _, r := range loadRows(f, "numbers.jsonl") {
		f.Add(string(r.input(f)))
	}
	f.Add("1e100000")
	f.Add("-0.000e-5")
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 2000 {
			return
		}
		valid := Validate([]byte(s)) == nil
		it := NewIteratorString(s)
		fl := it.ReadBigFloat()
		if err := it.Finish(); err == nil {
			checkBigFloat(t, s, fl)
		} else if e := asError(t, err); valid && e.Kind != KindTypeMismatch && e.Kind != KindLimitExceeded && e.Kind != KindNumberRange {
			t.Fatalf("%q: ReadBigFloat: %v, but Validate accepts it", s, e)
		}
		it = NewIteratorString(s)
		z := it.ReadBigInt()
		if err := it.Finish(); err == nil {
			if w, ok := new(big.Int).SetString(strings.TrimSpace(s), 10); !ok || w.Cmp(z) != 0 {
				t.Fatalf("%q: ReadBigInt = %v", s, z)
			}
		} else if e := asError(t, err); valid && e.Kind != KindTypeMismatch {
			t.Fatalf("%q: ReadBigInt: %v, but Validate accepts it", s, e)
		}
	})
}
