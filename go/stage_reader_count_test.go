package riffle

import (
	"bytes"
	"testing"
)

// BenchmarkSkipInputs runs Iterator.Skip plus Finish over one corpus file in memory and
// over a bytes.Reader (default 16 KiB buffer). It is the workload of the instruction
// counts in docs/design/simd.md ("Reader input"): callgrind on -test.benchtime 2Nx
// minus Nx, divided by N.
func BenchmarkSkipInputs(b *testing.B) {
	for _, name := range []string{"twitter", "citm_catalog", "canada", "twitterescaped"} {
		data := benchFile(b, "corpus", name+".json")
		b.Run(name+"/memory", func(b *testing.B) {
			it := NewIterator(data)
			b.SetBytes(int64(len(data)))
			for i := 0; i < b.N; i++ {
				it.Reset(data)
				it.Skip()
				if err := it.Finish(); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(name+"/reader", func(b *testing.B) {
			it := NewIteratorReader(nil)
			r := bytes.NewReader(data)
			b.SetBytes(int64(len(data)))
			for i := 0; i < b.N; i++ {
				r.Reset(data)
				it.ResetReader(r)
				it.Skip()
				if err := it.Finish(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
