package riffle_test

// Helpers of the robustness suite (docs/robustness.md). The suite uses only the
// exported API, so it survives rewrites of the reader and writer internals.

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"syscall"
	"testing"
	"time"

	riffle "github.com/riffle-json/riffle/go"
)

// longMode reports whether the long variants run (RIFFLE_LONG=1): bigger inputs,
// every truncation point, more rounds. make test leaves it off.
func longMode() bool { return os.Getenv("RIFFLE_LONG") == "1" }

// heavy skips the calling test under -race: the hostile sizes (100 MB strings, 10^6
// levels, a 1 GB stream) take minutes under the race detector, and race checking is
// not what they test. make test runs the suite twice: under -race (every light case,
// the concurrency test) and without it (every case). See docs/robustness.md.
func heavy(t *testing.T) {
	t.Helper()
	if raceEnabled {
		t.Skip("heavy hostile case: runs without -race (go test -run TestRobust .)")
	}
}

// sharedTestdata returns $RIFFLE_TESTDATA, failing when it is missing (skipping under -short).
func sharedTestdata(t testing.TB) string {
	t.Helper()
	dir := os.Getenv("RIFFLE_TESTDATA")
	if dir == "" {
		dir = filepath.Join("..", "..", "shared", "testdata")
	}
	if _, err := os.Stat(filepath.Join(dir, "corpus")); err != nil {
		if testing.Short() {
			t.Skip("shared test data missing (-short)")
		}
		t.Fatalf("shared test data missing at %s (set RIFFLE_TESTDATA)", dir)
	}
	return dir
}

// outcome is what a read came to: "ok", or "kind@offset pointer".
func outcome(err error) string {
	if err == nil {
		return "ok"
	}
	var e *riffle.Error
	if !errors.As(err, &e) {
		return "not a *riffle.Error: " + err.Error()
	}
	return fmt.Sprintf("%s@%d %q", e.Kind, e.Offset, shorten(e.Pointer))
}

// shorten cuts a long pointer (10^4 levels make one of 20,000 bytes) for messages.
func shorten(s string) string {
	if len(s) <= 64 {
		return s
	}
	return fmt.Sprintf("%s...(%d bytes)...%s", s[:24], len(s), s[len(s)-24:])
}

// expectError fails the test unless err is a *riffle.Error of the kind at the offset.
func expectError(t testing.TB, what string, err error, kind riffle.ErrorKind, offset int64) *riffle.Error {
	t.Helper()
	var e *riffle.Error
	if !errors.As(err, &e) {
		t.Fatalf("%s: want %s at %d, got %v", what, kind, offset, err)
	}
	if e.Kind != kind || e.Offset != offset {
		t.Fatalf("%s: want %s at %d, got %s", what, kind, offset, outcome(err))
	}
	return e
}

// cpuTime returns the CPU time this process has used. The suite compares CPU time,
// not wall time, so that other processes on a busy machine do not skew a ratio.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// measured is the cost of one run: CPU time and bytes allocated on the heap.
type measured struct {
	cpu   time.Duration
	alloc uint64
}

// measure runs f once after a GC and returns its CPU time and heap allocation.
func measure(f func()) measured {
	runtime.GC()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	start := cpuTime()
	f()
	cpu := cpuTime() - start
	runtime.ReadMemStats(&after)
	return measured{cpu: cpu, alloc: after.TotalAlloc - before.TotalAlloc}
}

// maxScaling is the largest accepted ratio of the cost of input 2n to that of input n:
// linear work gives about 2, quadratic work 4.
const maxScaling = 2.5

// scaling builds the inputs of sizes n and 2n, runs run on each five times,
// interleaved, and returns the ratio of the best CPU times, with a description. A run
// below minCPU is too short to time, so the ratio is then reported as 0 (accepted).
// The garbage collector is off while it measures (each run starts after a full GC):
// process CPU time includes the collector's background workers, whose share of a short
// run varies from run to run and once made a linear writer look quadratic in CI.
func scaling(input func(n int) []byte, run func(data []byte), n int) (float64, string) {
	const minCPU = 20 * time.Millisecond
	inputs := [2][]byte{input(n), input(2 * n)}
	best := [2]time.Duration{1<<63 - 1, 1<<63 - 1}
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	for round := 0; round < 5; round++ {
		for i, data := range inputs {
			if m := measure(func() { run(data) }); m.cpu < best[i] {
				best[i] = m.cpu
			}
		}
	}
	desc := fmt.Sprintf("n=%d: %v, 2n: %v", n, best[0], best[1])
	if best[1] < minCPU {
		return 0, desc + " (too short to compare)"
	}
	return float64(best[1]) / float64(best[0]), desc
}

// scalingRetries is how many times scalingRatio measures again when a ratio is above
// the limit. Quadratic work measures about 4x on every attempt, so retrying cannot hide
// it; a linear path that another process slowed once (each attempt takes the best of
// five runs, but a loaded 2-core machine has tripped a single retry) passes on the next.
const scalingRetries = 2

// scalingRatio is scaling, measured again up to scalingRetries times while the ratio is
// above the limit; it returns the lowest ratio seen, so one noisy attempt does not fail
// the suite.
func scalingRatio(input func(n int) []byte, run func(data []byte), n int) (float64, string) {
	r, desc := scaling(input, run, n)
	for try := 0; try < scalingRetries && r > maxScaling; try++ {
		if r2, desc2 := scaling(input, run, n); r2 < r {
			r, desc = r2, desc2
		}
	}
	return r, desc
}

// checkScaling fails the test when run is clearly worse than linear in the input size.
func checkScaling(t *testing.T, what string, input func(n int) []byte, run func(data []byte), n int) {
	t.Helper()
	checkScalingBound(t, what, maxScaling, input, run, n)
}

// checkScalingBound is checkScaling with its own bound on the ratio, for inputs whose
// memory footprint alone costs more than linear time (see the deep-nesting cases).
func checkScalingBound(t *testing.T, what string, bound float64, input func(n int) []byte, run func(data []byte), n int) {
	t.Helper()
	if r, desc := scalingRatio(input, run, n); r > bound {
		t.Fatalf("%s: 2x input took %.2fx the CPU time (limit %.1f; %s)", what, r, bound, desc)
	} else {
		t.Logf("%s: scaling %.2f (%s)", what, r, desc)
	}
}

// withinBudget fails the test when f takes more than budget of CPU time or allocates
// more than maxAlloc bytes; it returns the measurement for the log.
func withinBudget(t *testing.T, what string, budget time.Duration, maxAlloc uint64, f func()) measured {
	t.Helper()
	m := measure(f)
	if m.cpu > budget {
		t.Errorf("%s: %v of CPU time, budget %v", what, m.cpu, budget)
	}
	if m.alloc > maxAlloc {
		t.Errorf("%s: allocated %d bytes, budget %d", what, m.alloc, maxAlloc)
	}
	t.Logf("%s: %v CPU, %d bytes allocated", what, m.cpu, m.alloc)
	return m
}

// repeat returns s repeated n times, as bytes.
func repeat(s string, n int) []byte {
	b := make([]byte, 0, len(s)*n)
	for i := 0; i < n; i++ {
		b = append(b, s...)
	}
	return b
}

// skipAll reads data with a fresh Iterator of c, skipping the value, and returns Finish.
func skipAll(c riffle.Config, data []byte) error {
	it := c.NewIterator(data)
	it.Skip()
	return it.Finish()
}
