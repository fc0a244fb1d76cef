package riffle

import (
	"fmt"
	"io"
	"math"
	"strings"
	"testing"
	"testing/iotest"
)

// floatArrayInputs are arrays of numbers, alone or as a member's value, written the
// ways floatRun reads (compact plain numbers) and the ways it leaves to the general
// reads: whitespace anywhere, numbers it does not convert in one pass, values that are
// not numbers, errors. Each is also cut at every byte (floatArrayCases).
var floatArrayInputs = []string{
	`[1,2]`, `[-65.613616999999977,43.420273000000009]`, `[1.5,-0,2e3,4E-2,0.1e+1]`, `[]`, `[1]`, `[0]`, `[-0.0]`,
	`[ 1,2]`, `[1 ,2]`, `[1, 2]`, `[1,2 ]`, "[1,\n  2]", "[\n  1,\n  2\n]", `[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18]`,
	`[1e400,2]`, `[2,1e400]`, `[-1e400]`, `[4.9e-324,1e-400]`, `[123456789012345678901234,1]`, `[1,0.12345678901234567890123]`,
	`[0.1,"a",3]`, `[1,null,2]`, `[true]`, `[[1],2]`, `[1,[2,3]]`, `[1,{"a":2}]`, `[[1,2],[3,4]]`,
	`[01,2]`, `[1,02]`, `[1,2,]`, `[1,,2]`, `[,1]`, `[-,1]`, `[1.]`, `[1.e2]`, `[1e]`, `[1e+]`, `[1x]`, `[1,2x]`, `[1,2]x`, `[1,2] 3`,
	`[-]`, `[+1]`, `[.5]`, `[1,-]`, `[1,2}`, `[1:2]`, `["1"]`, `{"a":[1,2]}`, `{"a":[1,2],"b":[3]}`, `{"a":[ 1,2]}`,
	`[1,2,3,4,5,6,7,8,9]`, `[9007199254740993,1]`, `[0.30000000000000004,1e22,1e23]`,
}

// floatArrayCases returns floatArrayInputs and every prefix of each.
func floatArrayCases() []string {
	var out []string
	for _, in := range floatArrayInputs {
		for n := 0; n <= len(in); n++ {
			out = append(out, in[:n])
		}
	}
	return out
}

// readNumbersGeneral reads the array at the Iterator's position element by element
// (ReadArray, then ReadFloat64 for a number and Skip for anything else), appending
// the elements to got (NaN for a non-number), from element index i.
func readNumbersGeneral(it *Iterator, got []float64) []float64 {
	for it.ReadArray() {
		if it.WhatIsNext() == NumberValue {
			got = append(got, it.ReadFloat64())
		} else {
			it.Skip()
			got = append(got, math.NaN())
		}
	}
	return got
}

// readNumbersRuns reads the same array as the slice decoder does: floatRun into runs
// of room elements for as long as it fills them, then the general loop.
func readNumbersRuns(it *Iterator, got []float64, room int) []float64 {
	for {
		dst := make([]float64, room)
		k, closed := it.floatRun(dst)
		got = append(got, dst[:k]...)
		if closed {
			return got
		}
		if k < room {
			break
		}
	}
	return readNumbersGeneral(it, got)
}

// floatRunOutcome is what one way of reading an input gives: the elements, the
// Iterator's error and position after the array, and Finish's error.
func floatRunOutcome(it *Iterator, runs int) string {
	var vals []float64
	member := it.WhatIsNext() == ObjectValue
	if member {
		if _, ok := it.ReadObject(); !ok {
			return "no member: " + fmt.Sprint(it.Err())
		}
	}
	if runs == 0 {
		vals = readNumbersGeneral(it, vals)
	} else {
		vals = readNumbersRuns(it, vals, runs)
	}
	after := fmt.Sprintf("%v", it.Err())
	if member {
		for name, ok := it.ReadObject(); ok; name, ok = it.ReadObject() {
			if string(name) != "b" {
				it.Skip()
				continue
			}
			vals = readNumbersGeneral(it, vals)
		}
	}
	var bitsOf []string
	for _, v := range vals {
		bitsOf = append(bitsOf, fmt.Sprintf("%x", math.Float64bits(v)))
	}
	return fmt.Sprintf("values %v, error after the array %s, Finish %v", bitsOf, after, it.Finish())
}

// TestFloatRunDifferential reads every float array case through floatRun (runs of 1,
// 2, 3 and 64 elements) and through ReadArray and ReadFloat64, in memory and over
// readers that return one byte or half of what is asked at a time, under the default
// Config and under tight limits: the values (bit for bit), the error (kind, offset,
// pointer) and the Iterator's state after the array (Finish) must be the same.
func TestFloatRunDifferential(t *testing.T) {
	cfgs := []Config{{}, {MaxDepth: 1}, {MaxNumberBytes: 3}, {MaxDepth: -1, MaxNumberBytes: -1}}
	readers := map[string]func(string) io.Reader{
		"one byte": func(s string) io.Reader { return iotest.OneByteReader(strings.NewReader(s)) },
		"half":     func(s string) io.Reader { return iotest.HalfReader(strings.NewReader(s)) },
	}
	for _, in := range floatArrayCases() {
		for _, cfg := range cfgs {
			want := floatRunOutcome(cfg.NewIterator([]byte(in)), 0)
			for _, runs := range []int{1, 2, 3, 64} {
				if got := floatRunOutcome(cfg.NewIterator([]byte(in)), runs); got != want {
					t.Errorf("%q %+v, runs of %d:\n got %s\nwant %s", in, cfg, runs, got, want)
				}
				if got := floatRunOutcome(cfg.NewIteratorString(in), runs); got != want {
					t.Errorf("%q %+v string input, runs of %d:\n got %s\nwant %s", in, cfg, runs, got, want)
				}
				for name, r := range readers {
					if got := floatRunOutcome(cfg.NewIteratorReader(r(in)), runs); got != want {
						t.Errorf("%q %+v %s reader, runs of %d:\n got %s\nwant %s", in, cfg, name, runs, got, want)
					}
				}
			}
		}
	}
}

// TestFloatRunReadsRuns checks that floatRun itself reads what it is for (so that the
// differential above compares two different paths): a compact array of plain numbers
// is read whole in one call and closed, a longer one in runs of len(dst), and the rest
// stops it at once.
func TestFloatRunReadsRuns(t *testing.T) {
	it := NewIterator([]byte(`[[-65.613616999999977,43.420273000000009],[1,2,3],[ 1],[1e400],[1,"x"]]`))
	if !it.ReadArray() {
		t.Fatal(it.Err())
	}
	dst := make([]float64, 2)
	if n, closed := it.floatRun(dst); n != 2 || !closed || dst[0] != -65.613616999999977 || dst[1] != 43.420273000000009 {
		t.Fatalf("pair: n %d closed %v %v", n, closed, dst)
	}
	it.ReadArray()
	if n, closed := it.floatRun(dst); n != 2 || closed {
		t.Fatalf("[1,2,3] into 2: n %d closed %v", n, closed)
	}
	if n, closed := it.floatRun(dst); n != 1 || !closed || dst[0] != 3 {
		t.Fatalf("[1,2,3] continued: n %d closed %v %v", n, closed, dst)
	}
	for _, want := range []int{0, 0, 1} { // "[ 1]": whitespace; "[1e400]": out of range; [1,"x"]
		it.ReadArray()
		if n, closed := it.floatRun(dst); n != want || closed {
			t.Fatalf("n %d closed %v, want %d", n, closed, want)
		}
		for it.ReadArray() {
			it.Skip()
		}
	}
	if it.ReadArray() || it.Finish() != nil {
		t.Fatal(it.Err())
	}
}
