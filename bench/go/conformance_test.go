package benchgo

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/go-json-experiment/json/jsontext"
)

// TestConformance runs JSONTestSuite's y_/n_ files and testdata/validate.jsonl through
// every validate, skip and generic-decode API of the harness. It asserts that Riffle's
// APIs are fully strict, and records (logs, and writes to $RIFFLE_BENCH_CONFORMANCE as
// JSON lines) how strict each peer is: a lenient peer is a fact to report, not a failure.
func TestConformance(t *testing.T) {
	need(t)
	inputs, err := LoadConformanceInputs(data.Dir)
	if err != nil {
		t.Fatal(err)
	}
	counts := map[string]int{}
	for _, in := range inputs {
		counts[in.Set]++
	}
	// JSONTestSuite's test_parsing has 95 y_ and 188 n_ files; every line of
	// validate.jsonl is one row (counted here apart from the loader).
	root, err := repoRoot()
	if err != nil {
		t.Fatal(err)
	}
	text, err := os.ReadFile(filepath.Join(root, "testdata", "validate.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	rows := len(strings.Split(strings.TrimSpace(string(text)), "\n"))
	if counts["y"] != 95 || counts["n"] != 188 || counts["valid"]+counts["invalid"] != rows {
		t.Fatalf("inputs: %v, want 95 y, 188 n and %d vectors", counts, rows)
	}
	start := time.Now()
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	riffleAPIs := 0
	var cs []Conformer
	only := regexp.MustCompile(os.Getenv("RIFFLE_BENCH_CONFORMANCE_LIBS")) // bench/run.sh: the jsonv2 build's own libraries
	for _, c := range Conformers() {
		if only.MatchString(c.Lib) {
			cs = append(cs, c)
		}
	}
	// The APIs are checked in parallel (one worker per CPU); each keeps its own state.
	// fastjson's validator runs for minutes on the deepest n_ files (each nesting level
	// wraps the error message of the level below); the goroutines it leaves running after
	// the timeout would slow the checks after them, so fastjson is checked last.
	results := make([]*Strictness, len(cs))
	var order []int
	for pass := range 2 {
		for i, c := range cs {
			if (c.Lib == LibFastjson) == (pass == 1) {
				order = append(order, i)
			}
		}
	}
	next := make(chan int)
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for i := range next {
				results[i] = cs[i].Check(inputs)
			}
		})
	}
	for _, i := range order {
		next <- i
	}
	close(next)
	wg.Wait()
	for i, c := range cs {
		s := results[i]
		if err := enc.Encode(s); err != nil {
			t.Fatal(err)
		}
		verdict := "strict"
		if !s.Strict {
			verdict = "NOT STRICT"
		}
		t.Logf("%-8s %-10s %-34s %-10s %s; slowest %.2fs on %s", c.Op, c.Lib, c.API, verdict, s.Summary(), s.MaxSeconds, s.SlowestInput)
		if c.Lib == LibRiffle && c.Op == "generic" {
			riffleAPIs++
			if problem := compatibleDecodePolicy(s); problem != "" {
				t.Errorf("Riffle %s %s: %s", c.Op, c.API, problem)
			}
		} else if c.Lib == LibRiffle {
			riffleAPIs++
			if !s.FullyStrict() {
				t.Errorf("Riffle %s %s is not fully strict: %s; y rejected %v, n accepted %v, valid vectors rejected %v, invalid vectors accepted %v, crashed on %v, hung on %v",
					c.Op, c.API, s.Summary(), s.YRejected, s.NAccepted, s.ValidRejected, s.InvalidAccepted, s.CrashedOn, s.HungOn)
			}
		}
	}
	if riffleAPIs != 6 && only.MatchString(LibRiffle) {
		t.Errorf("%d Riffle APIs checked, want 6 (Validate, Valid, iterator.Skip on bytes and a reader, Unmarshal Compatible and Fastest)", riffleAPIs)
	}
	t.Logf("conformance of %d APIs in %v", len(cs), time.Since(start).Round(time.Millisecond))
	if p := os.Getenv("RIFFLE_BENCH_CONFORMANCE"); p != "" {
		if err := os.WriteFile(p, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestConformanceCheckCounts makes sure the check can tell strict from lenient, and
// that a panic or a hang is counted, not fatal.
func TestConformanceCheckCounts(t *testing.T) {
	inputs := []ConformanceInput{
		{Set: "y", Name: "y_a", Data: []byte("[]"), Valid: true},
		{Set: "n", Name: "n_b", Data: []byte("[,]"), Valid: false},
		{Set: "invalid", Name: "bad-utf8", Kind: "invalid-utf8", Data: []byte("\"\xff\""), Valid: false},
	}
	acceptAll := Conformer{"validate", "x", "all", func([]byte) error { return nil }}
	s := acceptAll.Check(inputs)
	if s.Strict || s.YAccepted != 1 || s.NRejected != 0 || s.InvalidAcceptedKinds["invalid-utf8"] != 1 {
		t.Errorf("accept-all: %+v", s)
	}
	std := Conformer{"validate", "std", "Valid", func(b []byte) error { return boolErr(json.Valid(b)) }}
	if s := std.Check(inputs[:2]); !s.Strict {
		t.Errorf("encoding/json on two plain inputs: %+v", s)
	}
	panics := Conformer{"validate", "x", "panic", func(b []byte) error {
		if bytes.Equal(b, []byte("[,]")) {
			panic("boom")
		}
		return errors.New("no")
	}}
	if s := panics.Check(inputs); s.Crashes != 1 || s.Strict || s.YAccepted != 0 || len(s.NAccepted) != 0 || s.NRejected != 0 {
		t.Errorf("panics: %+v", s)
	}
	// The hang checks run with short timeouts; the others with the usual ones, since a
	// first call can take more than 20 ms on a loaded machine (CI saw jsontext's first
	// IsValid counted as a hang).
	timeout, afterHang := ConformanceTimeout, ConformanceTimeoutAfterHang
	defer func() { ConformanceTimeout, ConformanceTimeoutAfterHang = timeout, afterHang }()
	short := func() { ConformanceTimeout, ConformanceTimeoutAfterHang = 20*time.Millisecond, 20*time.Millisecond }
	usual := func() { ConformanceTimeout, ConformanceTimeoutAfterHang = timeout, afterHang }
	short()
	release := make(chan struct{})
	defer close(release)
	hangs := Conformer{"validate", "x", "hang", func(b []byte) error {
		if bytes.Equal(b, []byte("[]")) {
			<-release
		}
		return errors.New("no")
	}}
	if s := hangs.Check(inputs); s.Hangs != 1 || s.Strict || s.YAccepted != 0 || len(s.YRejected) != 0 || s.NRejected != 1 {
		t.Errorf("hangs: %+v", s)
	}
	usual()
	// Rejecting a repeated object name is stricter than RFC 8259, not lenient; any
	// other rejected y_ file still fails the verdict.
	dupInputs := []ConformanceInput{
		{Set: "y", Name: "y_object_duplicated_key.json", Data: []byte(`{"a":"b","a":"c"}`), Valid: true},
		{Set: "valid", Name: "duplicate-names", Data: []byte(`{"a":1,"a":2}`), Valid: true},
		{Set: "y", Name: "y_a", Data: []byte("[]"), Valid: true},
	}
	uniqueNames := Conformer{"validate", "jsontext", "IsValid", func(b []byte) error { return boolErr(jsontext.Value(b).IsValid()) }}
	if s := uniqueNames.Check(dupInputs); !s.FullyStrict() || len(s.RejectedDuplicateNames) != 2 || len(s.YRejected) != 0 {
		t.Errorf("duplicate names rejected: %+v", s)
	}
	rejectsAll := Conformer{"validate", "x", "none", func([]byte) error { return errors.New("no") }}
	if s := rejectsAll.Check(dupInputs); s.Strict || len(s.YRejected) != 1 {
		t.Errorf("reject-all: %+v", s)
	}
	short()
	hangsOnVector := Conformer{"validate", "x", "hang-vector", func(b []byte) error {
		switch string(b) {
		case "[]":
			return nil
		case "\"\xff\"":
			<-release
		}
		return errors.New("no")
	}}
	if s := hangsOnVector.Check(inputs); s.Hangs != 1 || !s.Strict || s.FullyStrict() {
		t.Errorf("hang on a vector: %+v", s)
	}
}

// compatibleDecodePolicy checks Riffle's Unmarshal (into any) against its documented
// policy (docs/compatibility.md): encoding/json's. Every y_ file accepted, every n_ file
// rejected, no crash or hang; of the vectors, invalid UTF-8 and lone surrogates in
// strings are accepted (replaced by U+FFFD, as encoding/json does) and a number beyond
// float64's range is a type error (encoding/json's UnmarshalTypeError); nothing else
// may differ from full strictness. It returns what breaks the policy, or "".
func compatibleDecodePolicy(s *Strictness) string {
	var bad []string
	for _, name := range s.InvalidAccepted {
		if !strings.HasPrefix(name, "utf8-") && !strings.HasPrefix(name, "lone-") && !strings.HasPrefix(name, "high-then-") {
			bad = append(bad, "accepts invalid vector "+name)
		}
	}
	for _, name := range s.ValidRejected {
		if name != "huge-exponent" {
			bad = append(bad, "rejects valid vector "+name)
		}
	}
	if len(s.YRejected)+len(s.NAccepted)+len(s.CrashedOn)+len(s.HungOn) > 0 {
		bad = append(bad, fmt.Sprintf("y rejected %v, n accepted %v, crashed on %v, hung on %v", s.YRejected, s.NAccepted, s.CrashedOn, s.HungOn))
	}
	return strings.Join(bad, "; ")
}
