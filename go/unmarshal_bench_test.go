package riffle

import (
	"encoding/json"
	"reflect"
	"testing"
)

// Unmarshal benchmarks: each corpus document decoded into its typed model and into any
// by riffle (Compatible and Fastest) and by encoding/json, with allocations reported.
// Riffle's result is checked against encoding/json's once before timing, so a wrong
// answer gives no number. Compare wall time on a quiet machine only; for A/B on a
// shared one, count instructions (docs/guides/go-binding.md).

func benchmarkUnmarshal(b *testing.B, m corpusModel) {
	data := readShared(b, m.path)
	for _, target := range []struct {
		name string
		typ  reflect.Type
	}{{"typed", m.typ}, {"any", reflect.TypeFor[any]()}} {
		want, got := reflect.New(target.typ).Interface(), reflect.New(target.typ).Interface()
		if err := json.Unmarshal(data, want); err != nil {
			b.Fatal(err)
		}
		if err := Unmarshal(data, got); err != nil || !reflect.DeepEqual(want, got) {
			b.Fatalf("riffle's result differs from encoding/json's (%v)", err)
		}
		run := func(name string, unmarshal func([]byte, any) error) {
			b.Run(target.name+"/"+name, func(b *testing.B) {
				b.ReportAllocs()
				b.SetBytes(int64(len(data)))
				for b.Loop() {
					if err := unmarshal(data, reflect.New(target.typ).Interface()); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
		run("riffle", Unmarshal)
		run("riffle-fastest", Fastest().Unmarshal)
		run("encoding-json", json.Unmarshal)
	}
}

func BenchmarkUnmarshalSeedSmall(b *testing.B)  { benchmarkUnmarshal(b, corpusModels[0]) }
func BenchmarkUnmarshalSeedMedium(b *testing.B) { benchmarkUnmarshal(b, corpusModels[1]) }
func BenchmarkUnmarshalSeedLarge(b *testing.B)  { benchmarkUnmarshal(b, corpusModels[2]) }
func BenchmarkUnmarshalRecord2(b *testing.B)    { benchmarkUnmarshal(b, corpusModels[3]) }
func BenchmarkUnmarshalTwitter(b *testing.B)    { benchmarkUnmarshal(b, corpusModels[4]) }
func BenchmarkUnmarshalCITM(b *testing.B)       { benchmarkUnmarshal(b, corpusModels[5]) }
func BenchmarkUnmarshalCanada(b *testing.B)     { benchmarkUnmarshal(b, corpusModels[6]) }
