package riffle

import (
	"bytes"
	"strconv"
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

// BenchmarkFastSkipRecords runs the structural fast path (fastSkip) alone over the seed
// medium payload's nested records, the containers its Unmarshal skips: the cost of a
// short skip's start-up (docs/design/go-bind-decode.md, "Measured again").
func BenchmarkFastSkipRecords(b *testing.B) {
	data := benchFile(b, "seed-go", "medium-payload.json")
	lim := skipLimits{room: 1000, maxString: 1 << 30, maxNumber: 1 << 20}
	// facebook (39 bytes), name (100), geo (152), angellist (301), by offset.
	for _, at := range []int{783, 78, 306, 1458} {
		var st fastStack
		if end := fastSkip(data, at, lim, &st); end < 0 {
			b.Fatalf("fastSkip at %d did not decide", at)
		}
		b.Run(strconv.Itoa(at), func(b *testing.B) {
			for b.Loop() {
				fastSkip(data, at, lim, &st)
			}
		})
	}
}
