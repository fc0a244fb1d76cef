package riffle

import (
	"bytes"
	"encoding/json"
	"testing"
)

// Marshal benchmarks: each typed model of corpusModels encoded by riffle (Compatible()
// and Fastest) and by encoding/json, with allocations reported. The output is checked
// against encoding/json's once before timing, so a wrong answer gives no number.
// Compare wall time on a quiet machine only; for A/B on a shared one, count
// instructions (docs/guides/go-binding.md).

func benchmarkMarshal(b *testing.B, m corpusModel) {
	v := loadModel(b, m)
	want, err := json.Marshal(v)
	if err != nil {
		b.Fatal(err)
	}
	if got, err := Marshal(v); err != nil || !bytes.Equal(got, want) {
		b.Fatalf("riffle's output differs from encoding/json's (%v)", err)
	}
	run := func(name string, marshal func(any) ([]byte, error)) {
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(want)))
			for b.Loop() {
				if _, err := marshal(v); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
	run("riffle", Marshal)
	run("riffle-fastest", Fastest().Marshal)
	run("encoding-json", json.Marshal)
}

func BenchmarkMarshalSeedSmall(b *testing.B)  { benchmarkMarshal(b, corpusModels[0]) }
func BenchmarkMarshalSeedMedium(b *testing.B) { benchmarkMarshal(b, corpusModels[1]) }
func BenchmarkMarshalSeedLarge(b *testing.B)  { benchmarkMarshal(b, corpusModels[2]) }
func BenchmarkMarshalRecord2(b *testing.B)    { benchmarkMarshal(b, corpusModels[3]) }
func BenchmarkMarshalTwitter(b *testing.B)    { benchmarkMarshal(b, corpusModels[4]) }
func BenchmarkMarshalCITM(b *testing.B)       { benchmarkMarshal(b, corpusModels[5]) }
func BenchmarkMarshalCanada(b *testing.B)     { benchmarkMarshal(b, corpusModels[6]) }
