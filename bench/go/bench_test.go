package benchgo

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"testing"
)

var (
	data    *Data
	refs    *Refs
	loadErr error
	cases   []Case
)

func TestMain(m *testing.M) {
	data, loadErr = LoadData()
	if loadErr == nil {
		refs, loadErr = NewRefs(data)
	}
	if loadErr == nil {
		cases = AllCases(data, refs)
	}
	code := m.Run()
	if data != nil {
		data.Cleanup()
	}
	os.Exit(code)
}

// need fails the test when the shared test data is missing (skips under -short).
func need(tb testing.TB) {
	tb.Helper()
	if loadErr != nil {
		if testing.Short() {
			tb.Skip("shared test data missing: ", loadErr)
		}
		tb.Fatal(loadErr)
	}
}

var verified sync.Map // case name -> error (nil when the check passed)

func verifyOnce(c *Case) error {
	if v, ok := verified.Load(c.Name()); ok {
		e, _ := v.(error)
		return e
	}
	err := c.Verify()
	verified.Store(c.Name(), err)
	return err
}

// BenchmarkJSON runs every case whose check passes. A missing row or a wrong answer
// is skipped, never timed; bench/run.sh records both from TestBenchmarkWorkloads.
// With RIFFLE_BENCH_ROUND=k the rows run in the order rotatedOrder gives for round k
// (bench/run.sh runs one round per process, so no row always runs first or last).
func BenchmarkJSON(b *testing.B) {
	need(b)
	round, _ := strconv.Atoi(os.Getenv("RIFFLE_BENCH_ROUND"))
	order := rotatedOrder(cases, round)
	for n, i := range order {
		c := &cases[i]
		b.Run(c.Name(), func(b *testing.B) {
			if c.Missing != "" {
				b.Skip("missing: " + c.Missing)
			}
			if err := verifyOnce(c); err != nil {
				b.Skip("wrong answer: ", err)
			}
			if c.Bytes > 0 {
				b.SetBytes(c.Bytes)
			}
			b.ReportAllocs()
			for b.Loop() {
				if err := c.Run(); err != nil {
					b.Fatal(err)
				}
			}
		})
		if c.Release != nil {
			c.Release()
		}
		// A workload's rows run together; after its last row its references go, so a
		// process that runs several workloads holds only the current one's in its heap.
		if n+1 == len(order) || cases[order[n+1]].Workload != c.Workload {
			refs.Forget(c.Workload)
		}
	}
}

// rotatedOrder lists the indexes of cs for round k: the workloads in their first-seen
// order rotated by k, and each workload's rows in their list order rotated by k, so a
// process that runs one workload runs its rows in a different order each round.
func rotatedOrder(cs []Case, k int) []int {
	var workloads []string
	rows := map[string][]int{}
	for i, c := range cs {
		if _, ok := rows[c.Workload]; !ok {
			workloads = append(workloads, c.Workload)
		}
		rows[c.Workload] = append(rows[c.Workload], i)
	}
	rotate := func(xs []int, k int) []int {
		if len(xs) == 0 {
			return xs
		}
		k %= len(xs)
		return append(append([]int(nil), xs[k:]...), xs[:k]...)
	}
	wi := make([]int, len(workloads))
	for i := range wi {
		wi[i] = i
	}
	var out []int
	for _, w := range rotate(wi, k) {
		out = append(out, rotate(rows[workloads[w]], k)...)
	}
	return out
}

// manifestRow is one line of the status manifest bench/run.sh collects.
type manifestRow struct {
	Name   string `json:"name"`
	Status string `json:"status"` // ok, missing, wrong answer
	Detail string `json:"detail,omitempty"`
}

// TestBenchmarkWorkloads runs every benchmark body once and asserts its check. With
// RIFFLE_BENCH_MANIFEST set it also writes each row's status there (JSON lines).
func TestBenchmarkWorkloads(t *testing.T) {
	need(t)
	var rows []manifestRow
	for i := range cases {
		c := &cases[i]
		t.Run(c.Name(), func(t *testing.T) {
			if c.Missing != "" {
				rows = append(rows, manifestRow{c.Name(), "missing", c.Missing})
				t.Skip("missing: " + c.Missing)
			}
			err := verifyOnce(c)
			if c.Release != nil {
				c.Release()
			}
			if err != nil {
				rows = append(rows, manifestRow{c.Name(), "wrong answer", err.Error()})
				t.Errorf("wrong answer: %v", err)
				return
			}
			rows = append(rows, manifestRow{c.Name(), "ok", ""})
		})
	}
	if p := os.Getenv("RIFFLE_BENCH_MANIFEST"); p != "" {
		var buf bytes.Buffer
		enc := json.NewEncoder(&buf)
		for _, r := range rows {
			enc.Encode(r)
		}
		if err := os.WriteFile(p, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestCaseNamesUnique guards the benchmark names the results are keyed by.
func TestCaseNamesUnique(t *testing.T) {
	need(t)
	seen := map[string]bool{}
	for _, c := range cases {
		if seen[c.Name()] {
			t.Errorf("duplicate case %s", c.Name())
		}
		seen[c.Name()] = true
		if strings.ContainsAny(c.Name(), " \t") || strings.Count(c.Name(), "/") != 3 {
			t.Errorf("case name %q must have 4 parts and no spaces (benchmark output keys on it)", c.Name())
		}
		if c.Missing == "" && (c.Run == nil || c.Check == nil) {
			t.Errorf("case %s has no body or check", c.Name())
		}
	}
}

// TestReferences pins the references to the values stated in the test data READMEs.
func TestReferences(t *testing.T) {
	need(t)
	if want := (SmallPayload{St: 1, Uuid: "de305d54-75b4-431b-adb2-eb6b9e546014", Ua: "user_agent", Tz: -6}); refs.Small != want {
		t.Errorf("small: %+v", refs.Small)
	}
	const medium = `{"person":{"name":{"fullName":"Leonid Bugaev"},"github":{"followers":95},"gravatar":{"avatars":[{"url":"http://1.gravatar.com/avatar/f7c8edd577d13b8930d5522f28123510"}]}},"compnay":""}`
	if m, _ := json.Marshal(&refs.Medium); string(m) != medium {
		t.Errorf("medium: %s", m)
	}
	if refs.Large != 30 {
		t.Errorf("large: %d topics", refs.Large)
	}
	const record2 = `{"person":{"name":"John Doe","age":30,"address":{"street":"123 Main Street","city":"Anytown","state":"CA","postal_code":"12345"},"email":"john.doe@example.com","phone_numbers":["555-555-5555","555-123-4567"],"is_employed":true},"hobbies":["reading","swimming","traveling"],"friends":[{"name":"Jane Smith","age":28,"email":"jane.smith@example.com"},{"name":"Bob Johnson","age":32,"email":"bob.johnson@example.com"}],"pets":[{"name":"Fido","species":"Dog","age":5},{"name":"Whiskers","species":"Cat","age":3}]}`
	if string(refs.Record2Out) != record2 || len(record2) != 508 {
		t.Errorf("record2: %s", refs.Record2Out)
	}
	if n := len(structRef[Twitter](refs, "twitter.json").Statuses); n != 100 {
		t.Errorf("twitter: %d statuses", n)
	}
	if n := len(structRef[Canada](refs, "canada.json").Features); n != 1 {
		t.Errorf("canada: %d features", n)
	}
	if n := len(structRef[CITM](refs, "citm_catalog.json").Performances); n != 243 {
		t.Errorf("citm: %d performances", n)
	}
}

// TestBuildLargeFile checks the rebuilt large file: 11,351 elements in the source's
// own formatting (so it starts like github_events.json and is about 26 MB).
func TestBuildLargeFile(t *testing.T) {
	need(t)
	path, size, err := data.LargeFile()
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if int64(len(b)) != size || size < 20<<20 || size > 30<<20 {
		t.Errorf("size %d (file %d)", size, len(b))
	}
	src := data.Corpus["github_events.json"]
	if !bytes.HasPrefix(b, src[:len(src)-10]) {
		t.Error("does not start with the source's first elements in the source's format")
	}
	var v []json.RawMessage
	if err := json.Unmarshal(b, &v); err != nil || len(v) != LargeFileElements {
		t.Fatalf("%d elements, %v", len(v), err)
	}
	var first []json.RawMessage
	json.Unmarshal(src, &first)
	if !bytes.Equal(v[30], first[0]) || !bytes.Equal(v[LargeFileElements-1], first[(LargeFileElements-1)%30]) {
		t.Error("elements do not cycle through the source's")
	}
}

// TestLargeFilePeakMemory measures one large-file count in this process: with
// RIFFLE_BENCH_PEAK=<lib>/<api> it resets the peak RSS (/proc/self/clear_refs), runs
// that case once, and appends a JSON line to $RIFFLE_BENCH_PEAK_OUT. bench/run.sh runs
// it once per library, each in a fresh process.
func TestLargeFilePeakMemory(t *testing.T) {
	want := os.Getenv("RIFFLE_BENCH_PEAK")
	if want == "" {
		t.Skip("set RIFFLE_BENCH_PEAK=<lib>/<api> (bench/run.sh does)")
	}
	need(t)
	var c *Case
	for i := range cases {
		if cases[i].Workload == "largefile" && cases[i].Lib+"/"+cases[i].API == want {
			c = &cases[i]
		}
	}
	if c == nil || c.Missing != "" {
		t.Skip("no runnable largefile case ", want)
	}
	if _, _, err := data.LargeFile(); err != nil {
		t.Fatal(err)
	}
	runtime.GC()
	debug.FreeOSMemory()
	if err := os.WriteFile("/proc/self/clear_refs", []byte("5"), 0); err != nil {
		t.Skip("cannot reset peak RSS: ", err)
	}
	base := procStatusKB(t, "VmHWM")
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	err := c.Verify()
	runtime.ReadMemStats(&after)
	peak := procStatusKB(t, "VmHWM")
	if err != nil {
		t.Fatal(err)
	}
	line, _ := json.Marshal(map[string]any{
		"name": c.Name(), "peak_rss_delta_bytes": (peak - base) * 1024, "peak_rss_bytes": peak * 1024,
		"total_alloc_bytes":    after.TotalAlloc - before.TotalAlloc,
		"heap_sys_delta_bytes": int64(after.HeapSys) - int64(before.HeapSys),
		"mallocs":              after.Mallocs - before.Mallocs,
	})
	t.Logf("%s", line)
	if p := os.Getenv("RIFFLE_BENCH_PEAK_OUT"); p != "" {
		f, err := os.OpenFile(p, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(f, "%s\n", line)
		f.Close()
	}
}

func procStatusKB(t *testing.T, key string) int64 {
	f, err := os.Open("/proc/self/status")
	if err != nil {
		t.Skip(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), key+":"); ok {
			v, _ := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")), 10, 64)
			return v
		}
	}
	t.Skip("no " + key)
	return 0
}

// TestRotatedOrder checks that every round runs every row once and that the first
// row of a workload changes from round to round.
func TestRotatedOrder(t *testing.T) {
	cs := []Case{{Workload: "a"}, {Workload: "b"}, {Workload: "a"}, {Workload: "a"}, {Workload: "b"}}
	firstOfA := map[int]bool{}
	for k := range 6 {
		got := rotatedOrder(cs, k)
		seen := map[int]bool{}
		for _, i := range got {
			seen[i] = true
		}
		if len(got) != len(cs) || len(seen) != len(cs) {
			t.Fatalf("round %d: %v is not a permutation", k, got)
		}
		for _, i := range got {
			if cs[i].Workload == "a" {
				firstOfA[i] = true
				break
			}
		}
	}
	if len(firstOfA) != 3 {
		t.Errorf("workload a starts with rows %v over 6 rounds, want all 3", firstOfA)
	}
}

// TestVerifyReportsWrongAnswers makes sure the harness can fail: a wrong answer, an
// error and a panic are each reported, never passed.
func TestVerifyReportsWrongAnswers(t *testing.T) {
	tests := []struct {
		name string
		c    Case
	}{
		{"wrong count", Case{Run: func() error { return nil }, Check: func() error { return equalInt("n", 29, 30) }}},
		{"error", Case{Run: func() error { return fmt.Errorf("boom") }, Check: func() error { return nil }}},
		{"panic", Case{Run: func() error { panic("boom") }, Check: func() error { return nil }}},
		{"bad writer output", Case{Run: func() error { return nil }, Check: func() error { return sameJSON([]byte(`{"a":1}x`), map[string]any{"a": 1.0}) }}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if err := tc.c.Verify(); err == nil {
				t.Error("Verify passed a broken case")
			}
		})
	}
}
