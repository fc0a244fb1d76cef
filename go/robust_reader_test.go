package riffle_test

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"sort"
	"testing"
	"testing/iotest"

	riffle "github.com/riffle-json/riffle/go"
)

// corpusDocs returns the corpus documents of $RIFFLE_TESTDATA and the seed payloads,
// by name, sorted by size (smallest first).
func corpusDocs(t testing.TB) (names []string, docs map[string][]byte) {
	dir := sharedTestdata(t)
	docs = map[string][]byte{}
	for _, pattern := range []string{"corpus/*.json", "seed-go/*.json"} {
		paths, err := filepath.Glob(filepath.Join(dir, pattern))
		if err != nil || len(paths) == 0 {
			t.Fatalf("no %s in %s: %v", pattern, dir, err)
		}
		for _, p := range paths {
			b, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			name := filepath.Base(p)
			names = append(names, name)
			docs[name] = b
		}
	}
	sort.Slice(names, func(i, j int) bool { return len(docs[names[i]]) < len(docs[names[j]]) })
	return names, docs
}

// TestRobustOneByteReader: every corpus document read through a reader that returns one
// byte per call gives the same value bytes and the same outcome as from a slice.
func TestRobustOneByteReader(t *testing.T) {
	heavy(t)
	names, docs := corpusDocs(t)
	if !longMode() {
		names = names[:len(names)/2] // the smaller half: a 1-byte reader is slow on purpose
	}
	for _, name := range names {
		data := docs[name]
		want := riffle.NewIterator(data).SkipAndReturnBytes()
		it := riffle.Config{ReadBufferSize: 1}.NewIteratorReader(iotest.OneByteReader(bytes.NewReader(data)))
		got := it.SkipAndReturnBytes()
		if err := it.Finish(); err != nil || !bytes.Equal(got, want) {
			t.Errorf("%s: one byte at a time: %d bytes, %v; from a slice %d bytes", name, len(got), err, len(want))
		}
	}
}

var errMidway = errors.New("reader failed midway")

// failingReader returns its data, then errMidway.
type failingReader struct{ data []byte }

func (r *failingReader) Read(p []byte) (int, error) {
	if len(r.data) == 0 {
		return 0, errMidway
	}
	n := copy(p, r.data)
	r.data = r.data[n:]
	return n, nil
}

// TestRobustReaderErrorMidway: a reader that fails after k bytes gives an io error at
// offset k that wraps the reader's error, whatever k and whatever the read was doing.
func TestRobustReaderErrorMidway(t *testing.T) {
	names, docs := corpusDocs(t)
	data := docs[names[0]]
	for k := 0; k < len(data); k += 1 + k/8 {
		for _, size := range []int{1, 7, 4096} {
			it := riffle.Config{ReadBufferSize: size}.NewIteratorReader(&failingReader{data: data[:k]})
			it.Skip()
			err := it.Finish()
			e := expectError(t, "fail after k bytes", err, riffle.KindIO, int64(k))
			if !errors.Is(err, errMidway) || !errors.Is(e, errMidway) {
				t.Fatalf("k=%d: the io error does not wrap the reader's error: %v", k, err)
			}
		}
	}
}

// stallingReader returns prefix, then (0, nil) forever; it counts the empty reads and
// gives up after maxEmpty of them, so a spinning reader fails the test instead of
// hanging it.
type stallingReader struct {
	prefix []byte
	empty  int
}

const maxEmpty = 1_000_000

var errSpun = errors.New("test reader: a million (0, nil) reads: the iterator spins")

func (r *stallingReader) Read(p []byte) (int, error) {
	if len(r.prefix) > 0 {
		n := copy(p, r.prefix)
		r.prefix = r.prefix[n:]
		return n, nil
	}
	r.empty++
	if r.empty > maxEmpty {
		return 0, errSpun
	}
	return 0, nil
}

// TestRobustReaderNoProgress: a reader that returns (0, nil) forever, at once or after
// part of a document, makes the read fail with an io error after a bounded number of
// empty reads (as bufio does, with io.ErrNoProgress); it must not spin.
func TestRobustReaderNoProgress(t *testing.T) {
	for _, prefix := range []string{"", "[1,", `{"a":"bc`, "[[[[", "123"} {
		r := &stallingReader{prefix: []byte(prefix)}
		it := riffle.NewIteratorReader(r)
		it.Skip()
		err := it.Finish()
		if errors.Is(err, errSpun) {
			t.Errorf("prefix %q: the iterator called Read more than %d times without progress", prefix, maxEmpty)
			continue
		}
		expectError(t, "prefix "+prefix, err, riffle.KindIO, int64(len(prefix)))
		if r.empty > 1000 {
			t.Errorf("prefix %q: %d empty reads before giving up", prefix, r.empty)
		}
		t.Logf("prefix %q: %s after %d empty reads (%v)", prefix, outcome(err), r.empty, errors.Unwrap(err))
	}
}

// TestRobustReaderEOFWithData: a reader may return data together with io.EOF.
func TestRobustReaderEOFWithData(t *testing.T) {
	names, docs := corpusDocs(t)
	data := docs[names[0]]
	it := riffle.NewIteratorReader(iotest.DataErrReader(bytes.NewReader(data)))
	it.Skip()
	if err := it.Finish(); err != nil {
		t.Fatalf("data with io.EOF: %v", err)
	}
}
