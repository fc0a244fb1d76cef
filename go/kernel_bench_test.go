package riffle

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"unicode/utf8"
)

// kernelBenchSizes are the run lengths of the per-kernel benchmarks: short, medium and
// long.
var kernelBenchSizes = []int{8, 16, 32, 256, 64 << 10}

// kernelBenchInput is a run of n bytes that a kernel passes over, then one that stops
// it (stop 0: the buffer ends with the run, as validUTF8End is called on a string's
// content).
type kernelBenchInput struct {
	name string
	of   func(kernelSet) func([]byte, int) int
	run  func(n int) []byte
	stop byte
}

var kernelBenchInputs = []kernelBenchInput{
	{"PlainString", func(s kernelSet) func([]byte, int) int { return s.plainStringEnd },
		func(n int) []byte { return bytes.Repeat([]byte("abcdefgh"), n/8+1)[:n] }, '"'},
	{"StringContent", func(s kernelSet) func([]byte, int) int { return s.stringContentEnd },
		wholeUTF8Text, '"'},
	{"UTF8", func(s kernelSet) func([]byte, int) int { return s.validUTF8End },
		wholeUTF8Text, 0},
	{"UTF8ASCII", func(s kernelSet) func([]byte, int) int { return s.validUTF8End },
		func(n int) []byte { return bytes.Repeat([]byte("abcdefgh"), n/8+1)[:n] }, 0},
	{"EscapeScan", escapeScanEnd, wholeUTF8Text, '"'},
	{"EscapeScanASCII", escapeScanEnd, func(n int) []byte { return bytes.Repeat([]byte("abcdefgh"), n/8+1)[:n] }, '"'},
	{"Whitespace", func(s kernelSet) func([]byte, int) int { return s.whitespaceEnd },
		func(n int) []byte { return bytes.Repeat([]byte(" "), n) }, 'x'},
	{"DigitRun", func(s kernelSet) func([]byte, int) int { return s.digitRunEnd },
		func(n int) []byte { return bytes.Repeat([]byte("1234567890"), n/10+1)[:n] }, ','},
}

// BenchmarkKernel times each kernel of each supported set on runs of each size
// (bytes/s counts the run). The result is checked before timing.
func BenchmarkKernel(b *testing.B) {
	for _, in := range kernelBenchInputs {
		for _, n := range kernelBenchSizes {
			// The run, the byte that ends it, then more text, as inside a document
			// (the vector kernels are called when 32 bytes or more are left).
			buf := append(append(in.run(n)[:n:n], in.stop), in.run(64)...)
			if in.stop == 0 {
				buf = buf[:n]
			}
			for _, set := range supportedKernels() {
				f := in.of(set)
				b.Run(in.name+"/"+set.name+"/"+strconv.Itoa(n), func(b *testing.B) {
					if got := f(buf, 0); got != n {
						b.Fatalf("got %d, want %d", got, n)
					}
					b.SetBytes(int64(n))
					for b.Loop() {
						f(buf, 0)
					}
				})
			}
		}
	}
}

// wholeUTF8Text returns n bytes of mixed well-formed UTF-8 (a sequence that utf8Text
// cuts at the end becomes ASCII).
func wholeUTF8Text(n int) []byte {
	t := utf8Text(n, 0)
	k := len(t)
	for !utf8.Valid(t[:k]) {
		k--
	}
	for ; k < n; k++ {
		t[k] = 'a'
	}
	return t
}

// corpusStrings returns the corpus files joined and the content spans (from after the
// opening quote to the closing quote) of every string token in them.
func corpusStrings(b *testing.B) ([]byte, [][2]int) {
	files, _ := filepath.Glob(filepath.Join(sharedData(b), "corpus", "*.json"))
	if len(files) == 0 {
		b.Skip("no corpus files")
	}
	var all []byte
	var spans [][2]int
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		base := len(all)
		all = append(all, data...)
		for i := 0; i < len(data); i++ {
			if data[i] != '"' {
				continue
			}
			j := i + 1
			for j < len(data) && data[j] != '"' {
				if data[j] == '\\' {
					j++
				}
				j++
			}
			spans = append(spans, [2]int{base + i + 1, base + j})
			i = j
		}
	}
	return all, spans
}

// BenchmarkKernelCorpusStrings runs, over every string token of the corpus, the string
// content search and the UTF-8 check of what it passed over, as a scanner would
// (bytes/s counts string content). Escapes stop the search; it resumes after them.
func BenchmarkKernelCorpusStrings(b *testing.B) {
	all, spans := corpusStrings(b)
	total := 0
	for _, s := range spans {
		total += s[1] - s[0]
	}
	for _, set := range supportedKernels() {
		b.Run("content+utf8/"+set.name, func(b *testing.B) {
			scan := func() int {
				sum := 0
				for _, s := range spans {
					i := s[0]
					for {
						j := set.stringContentEnd(all, i)
						if set.validUTF8End(all[:j], i) != j {
							b.Fatal("invalid UTF-8 in the corpus")
						}
						if all[j] != '\\' {
							sum += j - s[0]
							break
						}
						i = j + 2
					}
				}
				return sum
			}
			if got := scan(); got != total {
				b.Fatalf("scanned %d bytes, want %d", got, total)
			}
			b.SetBytes(int64(total))
			for b.Loop() {
				scan()
			}
		})
		b.Run("plain/"+set.name, func(b *testing.B) {
			b.SetBytes(int64(total))
			for b.Loop() {
				for _, s := range spans {
					set.plainStringEnd(all, s[0])
				}
			}
		})
	}
}

// BenchmarkKernelMemmove times copy of 64 KiB: the machine's memory bandwidth line,
// which no scanning kernel can pass.
func BenchmarkKernelMemmove(b *testing.B) {
	for _, n := range []int{256, 64 << 10} {
		src, dst := make([]byte, n), make([]byte, n)
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			b.SetBytes(int64(n))
			for b.Loop() {
				copy(dst, src)
			}
		})
	}
}

// escapeScanEnd is a set's escapeScan without HTML escaping, as a search kernel (a
// bad result, which the benchmark inputs never give, returns -1).
func escapeScanEnd(s kernelSet) func([]byte, int) int {
	return func(buf []byte, i int) int {
		if k, bad := s.escapeScan(buf, i, false); !bad {
			return k
		}
		return -1
	}
}
