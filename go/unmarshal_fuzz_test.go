package riffle

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"sync"
	"testing"
)

// fuzzDecodeTargets are the types FuzzUnmarshal decodes into.
var fuzzDecodeTargets = []func() any{
	newOf[any](), newOf[decodeAll](), newOf[decodeTagged](), newOf[decodeEmbeds](), newOf[recursive](), newOf[map[int]*decodeInner](),
	newOf[floatGeometry](), newOf[[][]float64](), newOf[packDoc](),
}

// FuzzUnmarshal decodes random input into fixed types with Unmarshal (Compatible,
// and Compatible with packed strings) and with encoding/json, requires the same values
// and errors, then re-encodes what both decoded and requires the same bytes.
func FuzzUnmarshal(f *testing.F) {
	for _, in := range decodeInputs {
		f.Add([]byte(in))
	}
	for _, s := range decoderStreams {
		f.Add([]byte(s))
	}
	for _, in := range floatArrayInputs {
		f.Add([]byte(`{"type":"P","coordinates":[[` + in + `]],"box":` + in + `,"weights":` + in + `}`))
	}
	f.Add([]byte(packDocText(7)))
	f.Fuzz(func(t *testing.T, data []byte) {
		for i := range 2 * len(fuzzDecodeTargets) {
			newTarget, cfg := fuzzDecodeTargets[i/2], Compatible()
			cfg.PackStrings = i%2 == 1
			want, got := newTarget(), newTarget()
			werr := json.Unmarshal(data, want)
			gerr := cfg.Unmarshal(data, got)
			if d := sameDecodeError(werr, gerr); d != "" {
				t.Fatalf("%q into %T: %s", data, want, d)
			}
			if werr != nil {
				continue // after a syntax error the values may differ (docs/compatibility.md)
			}
			if !reflect.DeepEqual(want, got) {
				t.Fatalf("%q into %T:\nwant %s\ngot  %s", data, want, dump(want), dump(got))
			}
			wb, werr := json.Marshal(want)
			gb, gerr := Marshal(got)
			if d := sameDecodeError(werr, gerr); d != "" || !bytes.Equal(wb, gb) {
				t.Fatalf("%q into %T, re-encoded: want %s (%v), got %s (%v)", data, want, wb, werr, gb, gerr)
			}
		}
	})
}

// FuzzDecoder runs the Decoder programs on random streams against encoding/json's
// Decoder, whole and in 3-byte chunks.
func FuzzDecoder(f *testing.F) {
	for _, s := range decoderStreams {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if hasLeadingZero(data) {
			return // one invalid number to Riffle, 0 then a digit to encoding/json's Decoder
		}
		for _, p := range decoderPrograms {
			want := p.run(json.NewDecoder(bytes.NewReader(data)))
			if got := p.run(NewDecoder(&chunkReader{b: data, n: 3})); !reflect.DeepEqual(want, got) {
				t.Fatalf("%s on %q:\nwant %q\ngot  %q", p.name, data, want, got)
			}
		}
	})
}

// hasLeadingZero reports whether data holds a 0 followed by a digit.
func hasLeadingZero(data []byte) bool {
	for i := 0; i+1 < len(data); i++ {
		if data[i] == '0' && isDigit(data[i+1]) {
			return true
		}
	}
	return false
}

// TestUnmarshalConcurrentNewTypes decodes into many types that no Codecs has seen,
// from many goroutines at once (run it with -race): every first use races with others.
func TestUnmarshalConcurrentNewTypes(t *testing.T) {
	const nTypes, nGoroutines = 64, 16
	kinds := []reflect.Type{reflect.TypeFor[int](), reflect.TypeFor[string](), reflect.TypeFor[[]float64](), reflect.TypeFor[map[string]bool](), reflect.TypeFor[*decodeTagged](), reflect.TypeFor[recursive]()}
	types := make([]reflect.Type, nTypes)
	docs := make([][]byte, nTypes)
	for i := range nTypes {
		var fields []reflect.StructField
		for j := range 1 + i%6 {
			fields = append(fields, reflect.StructField{
				Name: fmt.Sprintf("F%d_%d", i, j),
				Type: kinds[(i+j)%len(kinds)],
				Tag:  reflect.StructTag(fmt.Sprintf(`json:"f%d"`, j)),
			})
		}
		types[i] = reflect.StructOf(fields)
		v := reflect.New(types[i])
		(&valueFiller{data: []byte(fmt.Sprintf("\x01\x03seed%d\x05\x07\x02\x09", i))}).fill(v.Elem())
		docs[i], _ = json.Marshal(v.Interface())
	}
	c := Compatible()
	c.Codecs = NewCodecs()
	var wg sync.WaitGroup
	var ready sync.RWMutex // held while the goroutines start, so that they begin together
	ready.Lock()
	for g := range nGoroutines {
		wg.Go(func() {
			ready.RLock()
			defer ready.RUnlock()
			for k := range nTypes {
				i := (k + g*7) % nTypes
				got, want := reflect.New(types[i]).Interface(), reflect.New(types[i]).Interface()
				err := c.Unmarshal(docs[i], got)
				werr := json.Unmarshal(docs[i], want)
				if err != nil || werr != nil || !reflect.DeepEqual(got, want) {
					t.Errorf("%s: got %+v (%v), want %+v (%v)", docs[i], got, err, want, werr)
					return
				}
			}
		})
	}
	ready.Unlock()
	wg.Wait()
}

// flatRecord is a struct with no strings, slices or maps: decoding it into an existing
// value needs no allocation at all.
type flatRecord struct {
	ID      int64
	Count   int
	Ratio   float64
	Small   float32
	Flag    bool
	Code    uint16
	Offset  int32
	Visible bool `json:"visible"`
}

// TestUnmarshalAllocs checks that decoding a flat struct allocates nothing once the
// decoder is cached and the pools are warm.
func TestUnmarshalAllocs(t *testing.T) {
	if raceDetector {
		t.Skip("under -race sync.Pool drops pooled decoders on purpose")
	}
	data := []byte(`{"ID":1234567,"Count":42,"Ratio":0.125,"Small":1.5,"Flag":true,"Code":65535,"Offset":-7,"visible":false,"unknown":[1,2]}`)
	var v flatRecord
	if err := Unmarshal(data, &v); err != nil {
		t.Fatal(err)
	}
	if n := testing.AllocsPerRun(100, func() { _ = Unmarshal(data, &v) }); n != 0 {
		t.Errorf("Unmarshal of a flat struct: %.1f allocations per run, want 0", n)
	}
	if v.ID != 1234567 || v.Code != 65535 || v.Offset != -7 || !v.Flag {
		t.Errorf("decoded %+v", v)
	}
}
