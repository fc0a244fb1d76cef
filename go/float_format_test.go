package riffle

import (
	"encoding/json"
	"errors"
	"math"
	"strconv"
	"testing"
)

// float64Edges are the edge cases of float formatting; they also seed FuzzStream.
var float64Edges = []struct {
	name string
	v    float64
}{
	{"zero", 0},
	{"negative zero", math.Copysign(0, -1)},
	{"one", 1},
	{"minus one", -1},
	{"max", math.MaxFloat64},
	{"minus max", -math.MaxFloat64},
	{"smallest nonzero", math.SmallestNonzeroFloat64},
	{"largest subnormal", math.Float64frombits(0x000fffffffffffff)},
	{"smallest normal", math.Float64frombits(0x0010000000000000)},
	{"subnormal", 4.9406564584124654e-320},
	{"1e21", 1e21},
	{"below 1e21", math.Nextafter(1e21, 0)},
	{"1e20", 1e20},
	{"1e-6", 1e-6},
	{"below 1e-6", math.Nextafter(1e-6, 0)},
	{"1e-7", 1e-7},
	{"minus 1e-7", -1e-7},
	{"2^53", 1 << 53},
	{"2^53+2", 1<<53 + 2},
	{"minus 2^53", -(1 << 53)},
	{"2^63", 1 << 63},
	{"17 digits", 0.30000000000000004},
	{"17 digits large", 1.2345678901234567e20},
	{"17 digits e", 1.2345678901234567e-300},
	{"pi", math.Pi},
	{"tenth", 0.1},
	{"half", 0.5},
	{"123456.789", 123456.789},
	{"5e-324 times 3", 1.5e-323},
	{"1.7976931348623157e308 minus ulp", math.Nextafter(math.MaxFloat64, 0)},
	{"100", 100},
	{"exponent 100", 1e100},
	{"exponent -100", 1e-100},
}

var float32Edges = []struct {
	name string
	v    float32
}{
	{"zero", 0},
	{"negative zero", float32(math.Copysign(0, -1))},
	{"max", math.MaxFloat32},
	{"smallest nonzero", math.SmallestNonzeroFloat32},
	{"largest subnormal", math.Float32frombits(0x007fffff)},
	{"1e21", 1e21},
	{"below 1e21", math.Nextafter32(1e21, 0)},
	{"1e-6", 1e-6},
	{"below 1e-6", math.Nextafter32(1e-6, 0)},
	{"1e-7", 1e-7},
	{"2^24", 1 << 24},
	{"2^24+2", 1<<24 + 2},
	{"tenth", 0.1},
	{"third", 1.0 / 3},
	{"16777217ish", 16777218},
}

// checkFloat64 compares the Stream's text for v with encoding/json's and checks
// that it parses back to the same bits.
func checkFloat64(t *testing.T, v float64) {
	t.Helper()
	got := string(appendFloat64(nil, v))
	want, err := json.Marshal(v)
	if err != nil {
		t.Fatalf("%v: encoding/json: %v", v, err)
	}
	if got != string(want) {
		t.Fatalf("float64 %b: got %s, encoding/json %s", v, got, want)
	}
	back, err := strconv.ParseFloat(got, 64)
	if err != nil || math.Float64bits(back) != math.Float64bits(v) {
		t.Fatalf("float64 %b: %s parses back to %b (%v)", v, got, back, err)
	}
}

func checkFloat32(t *testing.T, v float32) {
	t.Helper()
	got := string(appendFloat32(nil, v))
	want, err := json.Marshal(v)
	if err != nil {
		t.Fatalf("%v: encoding/json: %v", v, err)
	}
	if got != string(want) {
		t.Fatalf("float32 %b: got %s, encoding/json %s", v, got, want)
	}
	back, err := strconv.ParseFloat(got, 32)
	if err != nil || math.Float32bits(float32(back)) != math.Float32bits(v) {
		t.Fatalf("float32 %b: %s parses back to %b (%v)", v, got, back, err)
	}
}

func TestFloat64Edges(t *testing.T) {
	for _, tc := range float64Edges {
		t.Run(tc.name, func(t *testing.T) {
			checkFloat64(t, tc.v)
			checkFloat64(t, -tc.v)
		})
	}
}

func TestFloat32Edges(t *testing.T) {
	for _, tc := range float32Edges {
		t.Run(tc.name, func(t *testing.T) {
			checkFloat32(t, tc.v)
			checkFloat32(t, -tc.v)
		})
	}
}

func TestFloatRandomBits(t *testing.T) {
	n := 200000
	if testing.Short() {
		n = 20000
	}
	rng := newTestRand(2)
	for i := range n {
		b := rng.Uint64()
		if f := math.Float64frombits(b); !math.IsNaN(f) && !math.IsInf(f, 0) {
			checkFloat64(t, f)
		}
		if f := math.Float32frombits(uint32(b >> 32)); !math.IsNaN(float64(f)) && !math.IsInf(float64(f), 0) {
			checkFloat32(t, f)
		}
		// Also values near the integer fast path and the notation cutoffs.
		switch i % 4 {
		case 0:
			checkFloat64(t, float64(int64(b>>11))*float64(1-2*int(b&1)))
			checkFloat32(t, float32(int32(b>>40)))
		case 1:
			checkFloat64(t, float64(int64(b>>11))+0.5)
		case 2:
			checkFloat64(t, 1e21*(0.5+float64(b>>11)/(1<<53)))
			checkFloat32(t, float32(1e21*(0.5+float64(b>>11)/(1<<53))))
		case 3:
			checkFloat64(t, 1e-6*(0.5+float64(b>>11)/(1<<53)))
			checkFloat32(t, float32(1e-6*(0.5+float64(b>>11)/(1<<53))))
		}
	}
}

func TestStreamFloatNonFinite(t *testing.T) {
	cases := []struct {
		name  string
		write func(s *Stream)
	}{
		{"NaN64", func(s *Stream) { s.WriteFloat64(math.NaN()) }},
		{"Inf64", func(s *Stream) { s.WriteFloat64(math.Inf(1)) }},
		{"-Inf64", func(s *Stream) { s.WriteFloat64(math.Inf(-1)) }},
		{"NaN32", func(s *Stream) { s.WriteFloat32(float32(math.NaN())) }},
		{"Inf32", func(s *Stream) { s.WriteFloat32(float32(math.Inf(1))) }},
		{"-Inf32", func(s *Stream) { s.WriteFloat32(float32(math.Inf(-1))) }},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			out, err := streamOut(Config{}, func(s *Stream) {
				s.WriteArrayStart()
				s.WriteInt(1)
				tc.write(s)
				s.WriteInt(2) // ignored: the error is sticky
				s.WriteArrayEnd()
			})
			var e *Error
			if !errors.As(err, &e) || e.Kind != KindInvalidValue || e.Pointer != "/1" || e.Offset != 2 {
				t.Fatalf("error %#v, want KindInvalidValue at /1 offset 2", err)
			}
			if out != "[1" {
				t.Fatalf("output %q, want %q", out, "[1")
			}
		})
	}
}

// BenchmarkAppendFloat64Canada formats canada.json's 111,080 floats one after another
// with appendFloat64 alone (docs/design/go-bind-encode.md, "Three small steps"); ns/op
// is per float.
func BenchmarkAppendFloat64Canada(b *testing.B) {
	var doc any
	if err := json.Unmarshal(benchFile(b, "corpus", "canada.json"), &doc); err != nil {
		b.Fatal(err)
	}
	var floats []float64
	var walk func(any)
	walk = func(v any) {
		switch v := v.(type) {
		case []any:
			for _, e := range v {
				walk(e)
			}
		case map[string]any:
			for _, e := range v {
				walk(e)
			}
		case float64:
			floats = append(floats, v)
		}
	}
	walk(doc)
	benchmarkAppendFloats(b, floats)
}

// benchmarkAppendFloats formats floats one after another with appendFloat64 alone, one a
// loop.
func benchmarkAppendFloats(b *testing.B, floats []float64) {
	buf := make([]byte, 0, 64)
	n := 0
	for b.Loop() {
		buf = appendFloat64(buf[:0], floats[n])
		if n++; n == len(floats) {
			n = 0
		}
	}
}

// BenchmarkAppendFloat64Short formats floats of few digits, as prices, ratios and
// coordinates rounded by their writer are (1 to 6 significant digits, exponents from
// 1e-7 to 1e22, some integral), one after another; ns/op is per float.
func BenchmarkAppendFloat64Short(b *testing.B) {
	rng := newTestRand(16)
	floats := make([]float64, 4096)
	for i := range floats {
		d := 1 + rng.Uint64()%pow10[1+i%6]
		f, err := strconv.ParseFloat(strconv.FormatUint(d, 10)+"e"+strconv.Itoa(int(rng.Uint64()%30)-13), 64)
		if err != nil {
			b.Fatal(err)
		}
		floats[i] = f
	}
	benchmarkAppendFloats(b, floats)
}
