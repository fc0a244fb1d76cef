package riffle

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"sync"
	"testing"
)

// BindConfig.PackStrings: decoded strings share blocks.

// packCompatible is Compatible with packed strings: it must decode exactly as
// encoding/json does, since packing changes only where the strings' bytes live.
func packCompatible() BindConfig {
	c := Compatible()
	c.PackStrings = true
	return c
}

// TestUnmarshalPackedStringsDifferential runs the differential inputs into every
// target, fresh and filled, with packed strings.
func TestUnmarshalPackedStringsDifferential(t *testing.T) {
	for name, newTarget := range decodeTargets {
		t.Run(name, func(t *testing.T) {
			for _, in := range decodeInputs {
				checkUnmarshal(t, packCompatible(), []byte(in), newTarget)
			}
		})
	}
	for name, newTarget := range filledTargets {
		t.Run("filled "+name, func(t *testing.T) {
			for _, in := range decodeInputs {
				checkUnmarshal(t, packCompatible(), []byte(in), newTarget)
			}
		})
	}
}

// packDoc is the shape the packing tests decode: strings of every length around the
// packing limit, escaped and non-ASCII ones, map keys and strings in any.
type packDoc struct {
	S     []string          `json:"s"`
	M     map[string]string `json:"m"`
	MI    map[string]int    `json:"mi"`
	A     any               `json:"a"`
	Inner struct {
		X, Y string
	} `json:"inner"`
}

// packDocText returns the i-th document of the packing tests (all different).
func packDocText(i int) string {
	var b strings.Builder
	b.WriteString(`{"s":[`)
	for n := 0; n < 70; n += 1 + i%3 {
		if n > 0 {
			b.WriteString(",")
		}
		s := strings.Repeat(string(rune('a'+(i+n)%26)), n)
		switch n % 5 {
		case 1:
			s += `\n\u00e9`
		case 2:
			s += "é€"
		}
		fmt.Fprintf(&b, "%q", s)
	}
	fmt.Fprintf(&b, `],"m":{"k%d":"v%d","key %d\t":"%s"},"mi":{"n%d":%d},"a":["x%d",{"y%d":"z"}],"inner":{"X":"%d","Y":"%s"}}`,
		i, i, i, strings.Repeat("w", i%80), i, i, i, i, i, strings.Repeat("q", i%70))
	return b.String()
}

// TestUnmarshalPackedStringsStay decodes many documents with packed strings in one
// goroutine per decoder kind (Unmarshal, a Decoder) at a time, keeps every result,
// and then checks each against encoding/json's: a string handed out is never written
// again, though later decodes fill its block (several blocks' worth). Run in parallel
// goroutines, so that under the race detector a string read while another decode
// fills its block is checked too.
func TestUnmarshalPackedStringsStay(t *testing.T) {
	const docs = 300
	var wg sync.WaitGroup
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			got := make([]packDoc, docs)
			var stream strings.Builder
			for i := 0; i < docs; i++ {
				in := packDocText(i + g*docs)
				stream.WriteString(in + "\n")
				if err := Fastest().Unmarshal([]byte(in), &got[i]); err != nil {
					t.Error(err)
					return
				}
				if i > 0 { // read an earlier result while this goroutine's block fills
					_ = strings.Join(got[i-1].S, "")
				}
			}
			viaDecoder := make([]packDoc, docs)
			dec := Fastest().NewDecoder(strings.NewReader(stream.String()))
			for i := range viaDecoder {
				if err := dec.Decode(&viaDecoder[i]); err != nil {
					t.Error(err)
					return
				}
			}
			for i := 0; i < docs; i++ {
				var want packDoc
				if err := json.Unmarshal([]byte(packDocText(i+g*docs)), &want); err != nil {
					t.Error(err)
					return
				}
				if !reflect.DeepEqual(got[i], want) {
					t.Errorf("document %d changed after later decodes:\n got %+v\nwant %+v", i+g*docs, got[i], want)
					return
				}
				if !reflect.DeepEqual(viaDecoder[i], want) {
					t.Errorf("document %d (Decoder) changed after later decodes:\n got %+v\nwant %+v", i+g*docs, viaDecoder[i], want)
					return
				}
			}
		}()
	}
	wg.Wait()
}

// TestUnmarshalPackedStringsAllocate checks that packing saves the allocations it is
// for: twelve short strings cost one allocation each without it, and share a block
// (about one allocation per decode or less) with it.
func TestUnmarshalPackedStringsAllocate(t *testing.T) {
	in := []byte(`["alpha","beta","gamma","delta","epsilon","zeta","eta","theta","iota","kappa","lambda","mu"]`)
	var v [12]string
	allocs := func(c BindConfig) float64 {
		return testing.AllocsPerRun(200, func() {
			if err := c.Unmarshal(in, &v); err != nil {
				t.Fatal(err)
			}
		})
	}
	plain, packed := allocs(Compatible()), allocs(packCompatible())
	if plain < 12 || packed > 1 {
		t.Fatalf("allocations per decode: %v without packing (want 12 or more), %v with it (want at most 1)", plain, packed)
	}
}
