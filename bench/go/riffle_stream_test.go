package benchgo

import (
	"strings"
	"testing"

	riffle "github.com/riffle-json/riffle/go"
)

// TestRiffleReuseRowsReuse holds Riffle's "-reuse" rows to their name, as
// TestReuseWritersReuse does the peers': from the second operation on, each writes
// into the same memory as the operation before it.
func TestRiffleReuseRowsReuse(t *testing.T) {
	need(t)
	var out []byte
	ok := func() error { return nil }
	rows := riffleWriteCases("record2", "stream-by-hand", 0, func(s *riffle.Stream) error {
		riffleWriteRecord2(s, &refs.Record2)
		return nil
	}, &out, ok, func() {})
	rows = append(rows, riffleWriteCases("record2", "appender-by-hand", 0, func(s *riffle.Stream) error {
		return riffleAppendRecord2(s.BeginAppend(), &refs.Record2).End()
	}, &out, ok, func() {})...)
	rows = append(rows, riffleMarshalCases("record2", "write", 0, func() any { return &refs.Record2 }, &out, ok, ok, func() {})...)
	n := 0
	for _, c := range rows {
		if !strings.Contains(c.API, "-reuse") {
			continue
		}
		n++
		t.Run(c.API, func(t *testing.T) {
			var first *byte
			for i := range 3 {
				if err := c.Run(); err != nil || string(out) != string(refs.Record2Out) {
					t.Fatalf("op %d: %q, %v", i, out, err)
				}
				if i == 1 {
					first = &out[0]
				} else if i == 2 && &out[0] != first {
					t.Error("the output moved between operations: the buffer is not reused")
				}
			}
		})
	}
	if n != 4 {
		t.Errorf("%d reuse rows, want 4", n)
	}
}
