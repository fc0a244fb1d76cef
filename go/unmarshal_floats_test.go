package riffle

import (
	"strconv"
	"testing"
)

// The binder's float arrays and slices (floatRun) against encoding/json.

// plainFloat is a named float64 without methods: decoded as float64 is, so by floatRun.
type plainFloat float64

// methodFloat is a named float64 with UnmarshalJSON, which floatRun must leave alone.
type methodFloat float64

func (f *methodFloat) UnmarshalJSON(b []byte) error {
	v, err := strconv.ParseFloat(string(b), 64)
	*f = methodFloat(v + 1000)
	return err
}

// floatGeometry is canada.json's shape, with a float array field among others.
type floatGeometry struct {
	Type        string         `json:"type"`
	Coordinates [][][2]float64 `json:"coordinates"`
	Box         [4]float64     `json:"box"`
	Weights     []float64      `json:"weights"`
}

// floatTargets are the types with float arrays that floatRun reads for the binder.
var floatTargets = map[string]func() any{
	"[2]float64": newOf[[2]float64](), "[3]float64": newOf[[3]float64](), "[0]float64": newOf[[0]float64](),
	"[]float64": newOf[[]float64](), "[][2]float64": newOf[[][2]float64](), "[][]float64": newOf[[][]float64](),
	"[2]plainFloat": newOf[[2]plainFloat](), "[]plainFloat": newOf[[]plainFloat](),
	"[2]methodFloat": newOf[[2]methodFloat](), "[]methodFloat": newOf[[]methodFloat](),
	"map[string][]float64": newOf[map[string][]float64](), "map[string][2]float64": newOf[map[string][2]float64](),
	"floatGeometry": newOf[floatGeometry](),
}

// floatDecodeInputs are floatArrayInputs and their prefixes, inside the shapes of the
// targets too.
func floatDecodeInputs() []string {
	ins := floatArrayCases()
	for _, in := range floatArrayInputs {
		ins = append(ins, `[`+in+`]`, `[`+in+`,`+in+`]`, `{"a":`+in+`}`,
			`{"type":"P","coordinates":[[`+in+`,[3,4]]],"box":`+in+`,"weights":`+in+`}`)
	}
	return ins
}

// TestUnmarshalFloatArrays decodes every float input into every float target, fresh
// and already filled (an array keeps nothing: the elements not in the input are
// zeroed; a slice with capacity is decoded into in place), as encoding/json does.
func TestUnmarshalFloatArrays(t *testing.T) {
	filled := map[string]func() any{
		"[3]float64 filled": func() any { a := [3]float64{7, 8, 9}; return &a },
		"[]float64 cap 8":   func() any { s := make([]float64, 2, 8); s[0], s[1] = 7, 8; return &s },
		"[]float64 len 5":   func() any { s := []float64{5, 6, 7, 8, 9}; return &s },
		"[][2]float64 len 1": func() any {
			s := [][2]float64{{7, 8}}
			return &s
		},
	}
	for name, newTarget := range floatTargets {
		filled[name] = newTarget
	}
	ins := floatDecodeInputs()
	for name, newTarget := range filled {
		t.Run(name, func(t *testing.T) {
			for _, in := range ins {
				checkUnmarshal(t, Compatible(), []byte(in), newTarget)
				checkUnmarshal(t, Fastest(), []byte(in), newTarget)
			}
		})
	}
}

// TestUnmarshalFloatArraysLongSlice decodes float slices longer than the scratch
// buffer's first capacity, so that floatRun fills several runs, with the general loop
// taking over in the middle.
func TestUnmarshalFloatArraysLongSlice(t *testing.T) {
	for _, n := range []int{7, 8, 9, 16, 17, 100, 1000} {
		for _, tail := range []string{``, `,null`, `, 1`, `,"x",2`, `,1e400`} {
			b := []byte{'['}
			for i := 0; i < n; i++ {
				if i > 0 {
					b = append(b, ',')
				}
				b = strconv.AppendFloat(b, float64(i)*1.25-3, 'g', -1, 64)
			}
			in := string(b) + tail + `]`
			checkUnmarshal(t, Fastest(), []byte(in), newOf[[]float64]())
			checkUnmarshal(t, Fastest(), []byte(`[`+in+`,`+in+`]`), newOf[[][]float64]())
		}
	}
}
