package riffle_test

import (
	"bytes"
	"testing"

	riffle "github.com/riffle-json/riffle/go"
)

// truncationPoints returns the prefix lengths to try for a document of n bytes: every
// one when n <= every (in long mode every one up to 64 KiB), else the first 512 (cheap:
// short prefixes), the last 16 and a spread of points between (each costs a scan of
// nearly the whole document, so the total stays linear in the corpus size).
func truncationPoints(n, every int) []int {
	spread := 16
	if longMode() {
		every, spread = 64<<10, 2000
	}
	var ks []int
	if n <= every {
		for k := 0; k < n; k++ {
			ks = append(ks, k)
		}
		return ks
	}
	for k := 0; k < 512; k++ {
		ks = append(ks, k)
	}
	for k := 1; k <= 16; k++ {
		ks = append(ks, n-k)
	}
	for i := 0; i < spread; i++ {
		ks = append(ks, 512+i*(n-1024)/spread)
	}
	return ks
}

// TestRobustTruncation cuts every corpus document (and seed payload) short: every
// proper prefix of a valid document that is not itself a complete value must fail
// with unexpected-end at its length, from a slice and from a reader.
func TestRobustTruncation(t *testing.T) {
	heavy(t)
	names, docs := corpusDocs(t)
	total := 0
	for _, name := range names {
		data := bytes.TrimRight(docs[name], " \t\r\n")
		if err := riffle.Validate(data); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for _, k := range truncationPoints(len(data), 4<<10) {
			prefix := data[:k]
			err := riffle.Validate(prefix)
			expectError(t, name+" truncated", err, riffle.KindUnexpectedEnd, int64(k))
			if k%7 == 0 { // the reader path on a sample: the same error
				it := riffle.Config{ReadBufferSize: 64}.NewIteratorReader(bytes.NewReader(prefix))
				it.Skip()
				if got, want := outcome(it.Finish()), outcome(err); got != want {
					t.Fatalf("%s truncated at %d: reader %s, slice %s", name, k, got, want)
				}
			}
			total++
		}
	}
	t.Logf("%d truncated documents", total)
}
