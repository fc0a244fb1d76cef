package riffle_test

import (
	"bytes"
	"strings"
	"testing"
	"time"

	riffle "github.com/riffle-json/riffle/go"
)

// nested returns n '[' followed by n ']' (closed) or by nothing (open).
func nested(n int, closed bool) []byte {
	b := bytes.Repeat([]byte{'['}, n)
	if closed {
		b = append(b, bytes.Repeat([]byte{']'}, n)...)
	}
	return b
}

// TestRobustDeepNestingLimitOn: with the default limit, 10^6 and 10^7 levels fail fast
// with limit-exceeded at the bracket that opens level MaxDepth+1, on every path, and
// cost no more than reading the first MaxDepth+1 bytes.
func TestRobustDeepNestingLimitOn(t *testing.T) {
	depths := []int{1_000_000, 10_000_000}
	wantPointer := strings.Repeat("/0", riffle.DefaultMaxDepth)
	for _, n := range depths {
		data := nested(n, true)
		check := func(path string, err error) {
			e := expectError(t, path, err, riffle.KindLimitExceeded, riffle.DefaultMaxDepth)
			if e.Pointer != wantPointer {
				t.Fatalf("%s: pointer has %d bytes, want %d", path, len(e.Pointer), len(wantPointer))
			}
		}
		withinBudget(t, "validate", time.Second, 4<<20, func() { check("Validate", riffle.Validate(data)) })
		withinBudget(t, "skip", time.Second, 4<<20, func() { check("Skip", skipAll(riffle.Config{}, data)) })
		withinBudget(t, "reader skip", time.Second, 4<<20, func() {
			it := riffle.NewIteratorReader(bytes.NewReader(data))
			it.Skip()
			check("reader Skip", it.Finish())
		})
		withinBudget(t, "ReadArray walk", time.Second, 4<<20, func() {
			it := riffle.NewIterator(data)
			for depth := 0; depth <= n && it.ReadArray(); depth++ {
			}
			check("ReadArray", it.Finish())
		})
	}
}

// TestRobustDeepNestingLimitOff: with MaxDepth -1, 10^6 (10^7 in long mode) levels
// read correctly, open or closed, and the cost grows linearly with the depth.
func TestRobustDeepNestingLimitOff(t *testing.T) {
	// 4·10^6 against 8·10^6 levels (64 and 128 MB of level stack, grown by doubling).
	// Linear code measures 2.0-2.4x here on a 2-core machine, the memory traffic of
	// the stack costing a little more than linear; the bound is 3x, which a quadratic
	// path (4x, as the old copying skip stack measured 3.5-4.1x) cannot pass.
	const nestingBound = 3.0
	noLimit := riffle.Config{MaxDepth: -1}
	heavy(t)
	n := 1_000_000
	if longMode() {
		n = 10_000_000
	}
	closed, open := nested(n, true), nested(n, false)
	if err := noLimit.Validate(closed); err != nil {
		t.Fatalf("Validate, %d levels, no limit: %v", n, err)
	}
	expectError(t, "Validate open", noLimit.Validate(open), riffle.KindUnexpectedEnd, int64(n))
	if err := skipAll(noLimit, closed); err != nil {
		t.Fatalf("Skip, %d levels, no limit: %v", n, err)
	}
	it := noLimit.NewIteratorReader(bytes.NewReader(open))
	it.Skip()
	expectError(t, "reader Skip open", it.Finish(), riffle.KindUnexpectedEnd, int64(n))
	it = noLimit.NewIterator(closed)
	opened, closedLevels := 0, 0
	for opened < n && it.ReadArray() { // the innermost array is empty: n-1 trues
		opened++
	}
	for closedLevels < n-1 && !it.ReadArray() && it.Err() == nil {
		closedLevels++
	}
	if err := it.Finish(); opened != n-1 || closedLevels != n-1 || err != nil {
		t.Fatalf("ReadArray walk opened %d and closed %d of %d levels: %s", opened, closedLevels, n, outcome(err))
	}
}

// TestRobustDeepNestingScaling checks that every nesting path costs linear time in the
// depth when there is no limit.
func TestRobustDeepNestingScaling(t *testing.T) {
	// 4·10^6 against 8·10^6 levels (64 and 128 MB of level stack, grown by doubling).
	// Linear code measures 2.0-2.4x here on a 2-core machine, the memory traffic of
	// the stack costing a little more than linear; the bound is 3x, which a quadratic
	// path (4x, as the old copying skip stack measured 3.5-4.1x) cannot pass.
	const nestingBound = 3.0
	noLimit := riffle.Config{MaxDepth: -1}
	heavy(t)
	n := 1_000_000
	closed := func(n int) []byte { return nested(n, true) }
	t.Run("ReadArray", func(t *testing.T) {
		checkScalingBound(t, "ReadArray walk", nestingBound, closed, func(data []byte) {
			it := noLimit.NewIterator(data)
			for it.ReadArray() {
			}
		}, 4*n)
	})
	t.Run("Validate", func(t *testing.T) {
		checkScalingBound(t, "Validate", nestingBound, closed, func(data []byte) { _ = noLimit.Validate(data) }, 4*n)
	})
	t.Run("Skip", func(t *testing.T) {
		checkScalingBound(t, "Skip", nestingBound, closed, func(data []byte) { _ = skipAll(noLimit, data) }, 4*n)
	})
	t.Run("ReaderSkip", func(t *testing.T) {
		checkScalingBound(t, "reader Skip", nestingBound, closed, func(data []byte) {
			it := noLimit.NewIteratorReader(bytes.NewReader(data))
			it.Skip()
		}, 4*n)
	})
}
