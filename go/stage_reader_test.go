package riffle

import (
	"bytes"
	"io"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"
	"testing/iotest"
)

// The reader-input Skip (stage_reader.go) against the exact scanner: same verdict, error
// kind, offset and pointer, and the same position after each value, for every buffer
// size and every way a reader may cut its input.

// stagedReaders returns readers over data for the differential tests: chunks of a
// fixed size, one byte at a time, and chunks of random sizes from seed.
func stagedReaders(data []byte, chunk int, seed uint64) []io.Reader {
	return []io.Reader{
		&chunkReader{b: data, n: chunk},
		iotest.OneByteReader(bytes.NewReader(data)),
		&randomChunkReader{b: data, rng: rand.New(rand.NewPCG(seed, 7)), max: 2 * chunk},
	}
}

// randomChunkReader returns its bytes in chunks of 1..max bytes, sometimes with an
// empty read between them.
type randomChunkReader struct {
	b   []byte
	rng *rand.Rand
	max int
}

func (r *randomChunkReader) Read(p []byte) (int, error) {
	if len(r.b) == 0 {
		return 0, io.EOF
	}
	if r.rng.IntN(8) == 0 {
		return 0, nil
	}
	k := min(1+r.rng.IntN(max(r.max, 1)), len(p), len(r.b))
	copy(p, r.b[:k])
	r.b = r.b[k:]
	return k, nil
}

// stagedBufferSizes are the ReadBufferSize values checkStagedAgrees chooses from:
// buffers shorter than a block, one block and a little more, and a long one.
var stagedBufferSizes = []int{1, 5, 64, 100, 4096}

// checkStagedAgrees compares Validate's loop with Iterator.Skip over reader input
// (the staged path) with the exact result want: one buffer size from
// stagedBufferSizes picked by the input's bytes (the callers vary them at every
// byte; a large input takes at least 4 KiB), once in chunks of that size and once in
// random chunks.
func checkStagedAgrees(t testing.TB, name string, c Config, data []byte, want string) {
	t.Helper()
	pick := len(data)
	if len(data) > 0 {
		pick += int(data[len(data)/2])
	}
	size := stagedBufferSizes[pick%len(stagedBufferSizes)]
	if len(data) > 1<<16 {
		size = max(size, 4096) // a corpus file: not one refill per byte
	}
	rc := c
	rc.ReadBufferSize = size
	readers := stagedReaders(data, size, uint64(pick))
	for _, k := range []int{0, 2} {
		got := errSummary(validateWith(rc.NewIteratorReader(readers[k]), rc, (*Iterator).Skip))
		if got != want {
			t.Fatalf("%s %+v reader %d: staged Skip %s, exact %s\n%q", name, rc, k, got, want, shortInput(data))
		}
	}
}

// walkSummary reads data as a caller would: into each top-level container, then Skip
// over each element or member value, recording the offset after each step and the
// error at the end.
func walkSummary(it *Iterator, skip func(*Iterator)) string {
	var b strings.Builder
	switch it.WhatIsNext() {
	case ArrayValue:
		for it.ReadArray() {
			skip(it)
			b.WriteString(itoa(it.InputOffset()) + " ")
		}
	case ObjectValue:
		for name, ok := it.ReadObject(); ok; name, ok = it.ReadObject() {
			b.WriteString(string(name))
			skip(it)
			b.WriteString("@" + itoa(it.InputOffset()) + " ")
		}
	default:
		skip(it)
	}
	return b.String() + errSummary(it.Finish())
}

// TestStagedReaderWalk: Skip from inside a container (the caller's levels below the
// Skip's), over reader input cut everywhere, ends each value where the exact scanner
// does and fails identically, with names copied out of dropped buffers.
func TestStagedReaderWalk(t *testing.T) {
	long := strings.Repeat("x", 150)
	docs := []string{
		`[{"a":[1,2,{"b":"é"}]}, [ "x" ,{"k":null}] ,{"bad":[1,2,}] ,[3]]`,
		`{"` + long + `":{"p":[[1,2],[3,{"q":"` + long + `"}]]},"b":[[[]]],"c":{"d":{"e":[1,` + long[:40] + `]}}}`,
		`{"a":{"b":{"c":[0,1,2,3,{"d":"\u00e9\ud834\udd1e","e":[true,false,null,-1.5e3]}]}},"z":1}`,
		`[[` + strings.Repeat(`{"k":[1,"v",{"w":[]}]},`, 30) + `{"k":[1,"v",{"w":[}]}]]`,
		`{"a":[1,2,3],"b":{"x":"` + long + `\u12"}}`,
		`{"a":{"n":"` + long + `"},"b":{"` + long + `":[1,2,3.5e,4]}}`,
	}
	for _, d := range docs {
		data := []byte(d)
		for _, c := range []Config{{}, {MaxDepth: 4}, {MaxStringBytes: 100}} {
			want := walkSummary(c.NewIterator(data), exactSkip)
			for size := 1; size <= 160; size++ {
				rc := c
				rc.ReadBufferSize = size
				for k, r := range stagedReaders(data, size, uint64(size)) {
					if got := walkSummary(rc.NewIteratorReader(r), (*Iterator).Skip); got != want {
						t.Fatalf("buffer %d reader %d %+v:\n got %s\nwant %s\n%s", size, k, c, got, want, d)
					}
				}
			}
		}
	}
}

// TestStagedReaderBufferSizes: every buffer size from 1 to 300 over documents that
// cross buffer ends in every token, at every depth up to and past stagedDepth.
func TestStagedReaderBufferSizes(t *testing.T) {
	docs := []string{
		`{"a":[1,-2.5,3e4,true,false,null,"s\"\\\/\b\f\n\r\t\u00e9\ud834\udd1e"],"b":{"c":{}},"d":[[],{},[{}]]}`,
		`[0,-0,0.0,-12.75,1E+2,"é€𝄞",[],[[]],{"":""},12345678901234567890123,1.5e-300]`,
		strings.Repeat(`[{"k":`, 70) + `"v"` + strings.Repeat(`}]`, 70),
		strings.Repeat(`[`, 100) + strings.Repeat(`]`, 100),
		`{"ab" : [ "x" , 1 ] ,` + "\n\t" + `"cd":"` + strings.Repeat("long string content ", 8) + `"}`,
	}
	for _, d := range docs {
		data := []byte(d)
		for _, c := range []Config{{}, {MaxDepth: 30}, {MaxDepth: 65}, {MaxNumberBytes: 5}} {
			want := errSummary(exactValidate(c, data))
			for size := 1; size <= 300; size++ {
				rc := c
				rc.ReadBufferSize = size
				for k, r := range stagedReaders(data, size, uint64(size)) {
					if got := errSummary(validateWith(rc.NewIteratorReader(r), rc, (*Iterator).Skip)); got != want {
						t.Fatalf("buffer %d reader %d %+v: staged %s, exact %s\n%s", size, k, c, got, want, d)
					}
				}
			}
		}
	}
}

// TestStagedReaderCorpus: the corpus files skipped over reader input at several buffer
// sizes end at the end of the file, and a mutation at a spread of bytes gives the exact
// scanner's error.
func TestStagedReaderCorpus(t *testing.T) {
	for _, f := range corpusFiles(t) {
		data := readFile(t, f)
		for _, size := range []int{61, 1000, DefaultReadBufferSize} {
			c := Config{ReadBufferSize: size}
			it := c.NewIteratorReader(&chunkReader{b: data, n: size})
			it.Skip()
			if err := it.Finish(); err != nil {
				t.Fatalf("%s buffer %d: %v", filepath.Base(f), size, err)
			}
		}
		if testing.Short() {
			continue
		}
		rng := rand.New(rand.NewPCG(uint64(len(data)), 1))
		for range 20 {
			d := append([]byte{}, data...)
			d[rng.IntN(len(d))] = "\"\\,:]}[{x\x01\xc3"[rng.IntN(11)]
			want := errSummary(exactValidate(Config{}, d))
			for _, size := range []int{61, 4096} {
				c := Config{ReadBufferSize: size}
				got := errSummary(validateWith(c.NewIteratorReader(&chunkReader{b: d, n: size}), c, (*Iterator).Skip))
				if got != want {
					t.Fatalf("%s mutated, buffer %d: staged %s, exact %s", filepath.Base(f), size, got, want)
				}
			}
		}
	}
}

// FuzzStagedReader: the reader-input Skip against the exact scanner on fuzz input, for
// a buffer size and chunking chosen by the fuzzer.
func FuzzStagedReader(f *testing.F) {
	for _, s := range []string{`{"a":[1,2.5,"x\u00e9"]}`, `[[[]]]`, `{"a":"\ud800"}`, `[1,]`, "[\"\xc3\"]", `[-01]`, `{"a":{"b":[1,{"c":"d"}]},"e":[true]}`} {
		f.Add([]byte(s), uint8(3), uint64(0))
	}
	f.Fuzz(func(t *testing.T, data []byte, size uint8, seed uint64) {
		for _, c := range fastConfigs {
			want := errSummary(exactValidate(c, data))
			rc := c
			rc.ReadBufferSize = 1 + int(size)
			for k, r := range stagedReaders(data, rc.ReadBufferSize, seed) {
				if got := errSummary(validateWith(rc.NewIteratorReader(r), rc, (*Iterator).Skip)); got != want {
					t.Fatalf("%+v reader %d: staged %s, exact %s\n%q", rc, k, got, want, data)
				}
			}
			wantWalk := walkSummary(c.NewIterator(data), exactSkip)
			if got := walkSummary(rc.NewIteratorReader(&randomChunkReader{b: data, rng: rand.New(rand.NewPCG(seed, 3)), max: 9}), (*Iterator).Skip); got != wantWalk {
				t.Fatalf("%+v walk: staged %s, exact %s\n%q", rc, got, wantWalk, data)
			}
		}
	})
}
