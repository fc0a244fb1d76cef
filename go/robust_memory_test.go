package riffle_test

import (
	"bytes"
	"io"
	"os"
	"runtime"
	"strconv"
	"strings"
	"testing"

	riffle "github.com/riffle-json/riffle/go"
)

// TestRobustStreamPoolBound: a Stream put back after writing one huge value never comes
// back from the pool with a buffer above StreamPoolMaxBuffer.
func TestRobustStreamPoolBound(t *testing.T) {
	pool := riffle.NewStreamPool(riffle.Config{})
	huge := strings.Repeat("x", 1<<20)
	for round := 0; round < 100; round++ {
		s := pool.Get(nil)
		if c := cap(s.Buffer()); c > riffle.StreamPoolMaxBuffer {
			t.Fatalf("round %d: pooled Stream holds a %d-byte buffer, bound %d", round, c, riffle.StreamPoolMaxBuffer)
		}
		if round%10 == 0 {
			s.WriteString(huge)
		} else {
			s.WriteInt(round)
		}
		pool.Put(s)
	}
}

// heapInUse returns the live heap after a full collection.
func heapInUse() uint64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapInuse
}

// TestRobustIteratorRetention: an Iterator that read one huge document (a 64 MB string
// through a reader) and is then reused for many small ones should not keep the huge
// buffer alive: what it holds afterwards must stay under 1 MiB.
func TestRobustIteratorRetention(t *testing.T) {
	heavy(t)
	huge := 64 << 20
	noLimit := riffle.Config{MaxStringBytes: -1}
	it := noLimit.NewIteratorReader(bytes.NewReader(hugeString(huge)))
	it.Skip()
	if err := it.Finish(); err != nil {
		t.Fatal(err)
	}
	small := []byte(`{"a":[1,2,3],"b":"small"}`)
	for i := 0; i < 1000; i++ {
		it.ResetReader(bytes.NewReader(small))
		it.Skip()
		if err := it.Finish(); err != nil {
			t.Fatal(err)
		}
	}
	retained := heapInUse()
	runtime.KeepAlive(it)
	it = nil
	freed := heapInUse()
	held := int64(retained) - int64(freed)
	t.Logf("the reused Iterator holds %d bytes", held)
	if held > 1<<20 {
		t.Fatalf("an Iterator reused after one huge token keeps %d bytes", held)
	}
}

// generatedReader yields a JSON array of records, produced on the fly, about size bytes
// in all; nothing is stored.
type generatedReader struct {
	size, produced int64
	pending        []byte
	record         int
	done           bool
}

func (g *generatedReader) Read(p []byte) (int, error) {
	for len(g.pending) == 0 {
		switch {
		case g.done:
			return 0, io.EOF
		case g.record == 0:
			g.pending = append(g.pending[:0], '[')
		case g.produced >= g.size:
			g.pending, g.done = append(g.pending[:0], ']'), true
		default:
			if g.record > 1 {
				g.pending = append(g.pending, ',')
			}
			g.pending = append(g.pending, `{"id":`...)
			g.pending = strconv.AppendInt(g.pending, int64(g.record), 10)
			g.pending = append(g.pending, `,"name":"record \u00e9 `...)
			g.pending = strconv.AppendInt(g.pending, int64(g.record), 16)
			g.pending = append(g.pending, `","tags":["a","b",null,true],"score":-12.5e-3}`...)
		}
		g.record++
	}
	n := copy(p, g.pending)
	g.pending = g.pending[n:]
	g.produced += int64(n)
	return n, nil
}

// rssBytes returns the resident set size of this process (Linux), or 0.
func rssBytes() int64 {
	b, err := os.ReadFile("/proc/self/statm")
	if err != nil {
		return 0
	}
	fields := strings.Fields(string(b))
	if len(fields) < 2 {
		return 0
	}
	pages, _ := strconv.ParseInt(fields[1], 10, 64)
	return pages * int64(os.Getpagesize())
}

// TestRobustStreamingRSS reads a generated document of 1 GB (4 GB in long mode) through a reader, walking every record, and checks that the live
// heap and the RSS stay under fixed bounds the whole time.
func TestRobustStreamingRSS(t *testing.T) {
	heavy(t)
	size := int64(1 << 30)
	if longMode() {
		size = 4 << 30
	}
	const heapBound, rssGrowthBound = 16 << 20, 64 << 20
	rss0 := rssBytes()
	g := &generatedReader{size: size}
	it := riffle.NewIteratorReader(g)
	records, maxHeap, maxRSS := 0, uint64(0), int64(0)
	for it.ReadArray() {
		for name, ok := it.ReadObject(); ok; name, ok = it.ReadObject() {
			if string(name) == "name" {
				_ = it.ReadStringAsSlice()
			} else {
				it.Skip()
			}
		}
		if records++; records%500_000 == 0 {
			// After a collection, so that garbage not yet collected on a busy machine
			// (two helpers saw 22 and 31 MB of it) is not counted as live.
			maxHeap = max(maxHeap, heapInUse())
			maxRSS = max(maxRSS, rssBytes()-rss0)
		}
	}
	if err := it.Finish(); err != nil || g.produced < size {
		t.Fatalf("read %d records, %d bytes: %v", records, g.produced, err)
	}
	t.Logf("%d bytes, %d records: live heap at most %d bytes, RSS growth at most %d bytes",
		g.produced, records, maxHeap, maxRSS)
	if maxHeap > heapBound || maxRSS > rssGrowthBound {
		t.Fatalf("live heap %d (bound %d), RSS growth %d (bound %d)", maxHeap, heapBound, maxRSS, rssGrowthBound)
	}
}
