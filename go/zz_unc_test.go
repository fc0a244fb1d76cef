package riffle

import (
	"os"
	"testing"
)

func BenchmarkTmpUnchecked(b *testing.B) {
	for _, f := range []string{"seed-go/large-payload.json", "seed-go/medium-payload.json", "corpus/twitter.json", "corpus/canada.json", "corpus/citm_catalog.json"} {
		data, _ := os.ReadFile("/work/shared/testdata/" + f)
		for _, u := range []bool{false, true} {
			name := f
			if u {
				name += "/unchecked"
			}
			b.Run(name, func(b *testing.B) {
				it := Config{UncheckedSkip: u}.NewIterator(data)
				b.SetBytes(int64(len(data)))
				for i := 0; i < b.N; i++ {
					it.Reset(data)
					for _, ok := it.ReadObject(); ok; _, ok = it.ReadObject() {
						it.Skip()
					}
					if it.Finish() != nil {
						b.Fatal(it.Err())
					}
				}
			})
		}
	}
}
