package riffle

import (
	"encoding/hex"
	"encoding/json"
	"math"
	"math/rand/v2"
	"strconv"
	"testing"
)

// TestNumberVectors runs testdata/numbers.jsonl through ReadInt64, ReadUint64 and
// ReadFloat64 in every input mode.
func TestNumberVectors(t *testing.T) {
	for _, r := range loadRows(t, "numbers.jsonl") {
		t.Run(r.name(), func(t *testing.T) {
			in := r.input(t)
			for _, m := range inputModes {
				checkNumberRow(t, r, m, in)
			}
		})
	}
}

func checkNumberRow(t *testing.T, r row, m inputMode, in []byte) {
	t.Helper()
	type reader struct {
		typ  string
		read func(it *Iterator) string
	}
	readers := []reader{
		{"int64", func(it *Iterator) string { return strconv.FormatInt(it.ReadInt64(), 10) }},
		{"uint64", func(it *Iterator) string { return strconv.FormatUint(it.ReadUint64(), 10) }},
		{"float64", func(it *Iterator) string {
			return strconv.FormatUint(math.Float64bits(it.ReadFloat64()), 16)
		}},
	}
	for _, rd := range readers {
		it := m.make(Config{}, in)
		got := rd.read(it)
		err := it.Finish()
		if want, ok := r.str(rd.typ); ok {
			if rd.typ == "float64" {
				f, perr := strconv.ParseFloat(want, 64)
				if perr != nil {
					t.Fatalf("bad float64 %q", want)
				}
				want = strconv.FormatUint(math.Float64bits(f), 16)
			}
			if err != nil || got != want {
				t.Errorf("%s %s: got %s, %v; want %s", m.name, rd.typ, got, err, want)
			}
			continue
		}
		kind, ok := r.str("error_" + rd.typ)
		if !ok {
			t.Fatalf("row has neither %s nor error_%s", rd.typ, rd.typ)
		}
		if err == nil {
			t.Errorf("%s %s: got %s, want error %s", m.name, rd.typ, got, kind)
			continue
		}
		if e := asError(t, err); e.Kind.String() != kind || (got != "0" && kind != "trailing-data") {
			t.Errorf("%s %s: got %s, %v; want %s and zero", m.name, rd.typ, got, err, kind)
		}
	}
}

// TestStringVectors runs testdata/strings.jsonl through ReadString,
// ReadStringAsSlice and Skip in every input mode.
func TestStringVectors(t *testing.T) {
	for _, r := range loadRows(t, "strings.jsonl") {
		t.Run(r.name(), func(t *testing.T) {
			in := r.input(t)
			wantHex, valid := r.str("value_hex")
			var want, wantMsg string
			if !valid {
				kind, _ := r.str("kind")
				off, _ := strconv.ParseInt(string(r["offset"].(json.Number)), 10, 64)
				want = kind + "@" + itoa(off)
				wantMsg, _ = r.str("message")
			}
			for _, m := range inputModes {
				for _, how := range []string{"ReadString", "ReadStringAsSlice", "Skip"} {
					it := m.make(Config{}, in)
					var got string
					switch how {
					case "ReadString":
						got = hex.EncodeToString([]byte(it.ReadString()))
					case "ReadStringAsSlice":
						got = hex.EncodeToString(it.ReadStringAsSlice())
					default:
						it.Skip()
						got = wantHex
					}
					err := it.Finish()
					if valid {
						if err != nil || got != wantHex {
							t.Errorf("%s %s: got %s, %v; want %s", m.name, how, got, err, wantHex)
						}
						continue
					}
					if how == "Skip" && want[:len("type-mismatch")] == "type-mismatch" {
						continue // any value is fine for Skip
					}
					e := asError(t, err)
					if g := e.Kind.String() + "@" + itoa(e.Offset); g != want {
						t.Errorf("%s %s: got %s, want %s", m.name, how, g, want)
					}
					// The message is that of the string read (Skip asks for any value).
					if how != "Skip" && e.Error() != wantMsg {
						t.Errorf("%s %s: message %s, want %s", m.name, how, e.Error(), wantMsg)
					}
				}
			}
		})
	}
}

// TestFloatRoundTrip compares ReadFloat64 with strconv.ParseFloat on edge values and
// on 100k random bit patterns printed with 'g' -1 and 'e' 17.
func TestFloatRoundTrip(t *testing.T) {
	edges := []float64{0, math.Copysign(0, -1), 1, -1, math.MaxInt64, math.MinInt64,
		math.MaxFloat64, -math.MaxFloat64, math.SmallestNonzeroFloat64, 1e308, 1e-308,
		2.2250738585072014e-308, 2.2250738585072011e-308, 0.1, 0.2, 0.3, 1e22, 1e23,
		9007199254740993, 1.2345678901234567, 5e-324, 1.5e-323}
	rng := rand.New(rand.NewPCG(1, 2))
	n := 100_000
	if testing.Short() {
		n = 5000
	}
	count := 0
	check := func(s string) {
		count++
		want, werr := strconv.ParseFloat(s, 64)
		it := NewIteratorString(s)
		got := it.ReadFloat64()
		err := it.Finish()
		if werr != nil {
			if err == nil {
				t.Fatalf("%s: got %v, strconv says %v", s, got, werr)
			}
			return
		}
		if err != nil || math.Float64bits(got) != math.Float64bits(want) {
			t.Fatalf("%s: got %v (%v), want %v", s, got, err, want)
		}
		if count%16 != 0 {
			return // strconv's float32 slow path is slow: check a sample
		}
		f32, werr32 := strconv.ParseFloat(s, 32)
		it.ResetString(s)
		g32 := it.ReadFloat32()
		if err := it.Finish(); (err == nil) != (werr32 == nil) || (err == nil && g32 != float32(f32)) {
			t.Fatalf("%s: float32 got %v (%v), want %v (%v)", s, g32, err, f32, werr32)
		}
	}
	for _, f := range edges {
		for _, s := range []string{strconv.FormatFloat(f, 'g', -1, 64), strconv.FormatFloat(f, 'e', 17, 64),
			strconv.FormatFloat(f, 'f', -1, 64)} {
			check(s)
		}
	}
	for k := 0; k < n; k++ {
		f := math.Float64frombits(rng.Uint64())
		if math.IsNaN(f) || math.IsInf(f, 0) {
			continue
		}
		check(strconv.FormatFloat(f, 'g', -1, 64))
		check(strconv.FormatFloat(f, 'e', 17, 64))
		// Short decimals exercise the fast path.
		check(strconv.FormatFloat(float64(rng.IntN(1e7))/float64(int(1)<<rng.IntN(20)), 'g', -1, 64))
		check(strconv.FormatInt(rng.Int64()>>rng.IntN(64), 10) + "e" + strconv.Itoa(rng.IntN(60)-30))
	}
}

func TestIntSizes(t *testing.T) {
	cases := []struct {
		in   string
		read func(*Iterator) int64
		want int64
		kind ErrorKind
	}{
		{"127", func(it *Iterator) int64 { return int64(it.ReadInt8()) }, 127, 0},
		{"128", func(it *Iterator) int64 { return int64(it.ReadInt8()) }, 0, KindNumberRange},
		{"-128", func(it *Iterator) int64 { return int64(it.ReadInt8()) }, -128, 0},
		{"-129", func(it *Iterator) int64 { return int64(it.ReadInt8()) }, 0, KindNumberRange},
		{"32767", func(it *Iterator) int64 { return int64(it.ReadInt16()) }, 32767, 0},
		{"-32769", func(it *Iterator) int64 { return int64(it.ReadInt16()) }, 0, KindNumberRange},
		{"2147483647", func(it *Iterator) int64 { return int64(it.ReadInt32()) }, 2147483647, 0},
		{"2147483648", func(it *Iterator) int64 { return int64(it.ReadInt32()) }, 0, KindNumberRange},
		{"-9223372036854775808", func(it *Iterator) int64 { return int64(it.ReadInt()) }, math.MinInt64, 0},
		{"255", func(it *Iterator) int64 { return int64(it.ReadUint8()) }, 255, 0},
		{"256", func(it *Iterator) int64 { return int64(it.ReadUint8()) }, 0, KindNumberRange},
		{"-1", func(it *Iterator) int64 { return int64(it.ReadUint8()) }, 0, KindNumberRange},
		{"65535", func(it *Iterator) int64 { return int64(it.ReadUint16()) }, 65535, 0},
		{"4294967296", func(it *Iterator) int64 { return int64(it.ReadUint32()) }, 0, KindNumberRange},
		{"4294967295", func(it *Iterator) int64 { return int64(it.ReadUint()) }, 4294967295, 0},
		{"1.0", func(it *Iterator) int64 { return int64(it.ReadInt()) }, 0, KindTypeMismatch},
		{"1e2", func(it *Iterator) int64 { return int64(it.ReadUint()) }, 0, KindTypeMismatch},
	}
	for _, c := range cases {
		it := NewIteratorString(c.in)
		got := c.read(it)
		err := it.Finish()
		if c.kind == 0 {
			if err != nil || got != c.want {
				t.Errorf("%s: %d, %v", c.in, got, err)
			}
			continue
		}
		if e := asError(t, err); e.Kind != c.kind || e.Offset != 0 || got != 0 {
			t.Errorf("%s: %d, %v; want %v", c.in, got, err, c.kind)
		}
	}
	it := NewIteratorString(`"12.5"`)
	if s := it.ReadNumber(); s != "" || asError(t, it.Err()).Kind != KindTypeMismatch {
		t.Errorf("ReadNumber on a string: %q %v", s, it.Err())
	}
	it = NewIteratorString(` -12.5e+3 `)
	if s := it.ReadNumber(); s != "-12.5e+3" || it.Finish() != nil {
		t.Errorf("ReadNumber: %q %v", s, it.Err())
	}
}
