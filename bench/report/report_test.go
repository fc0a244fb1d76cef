package main

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

func TestRatioIntervals(t *testing.T) {
	// Paired: a is exactly 2x b in every round, so the interval is [2, 2].
	a := map[int]float64{1: 200, 2: 400, 3: 300, 4: 250}
	b := map[int]float64{1: 100, 2: 200, 3: 150, 4: 125, 9: 1}
	ci, ok := pairedRatio(a, b)
	if !ok || math.Abs(ci.Ratio-2) > 1e-9 || math.Abs(ci.Low-2) > 1e-9 || !ci.Significant() || ci.N != 4 {
		t.Errorf("paired 2x: %+v %v", ci, ok)
	}
	// Noisy rounds around 1: the interval must hold 1.
	ci, ok = pairedRatio(map[int]float64{1: 101, 2: 99, 3: 100, 4: 102}, map[int]float64{1: 100, 2: 100, 3: 101, 4: 100})
	if !ok || ci.Significant() || ci.Low >= 1 || ci.High <= 1 {
		t.Errorf("paired ~1: %+v", ci)
	}
	if _, ok := pairedRatio(map[int]float64{1: 1, 2: 1}, map[int]float64{1: 1, 2: 1}); ok {
		t.Error("an interval from 2 rounds")
	}
	// Unpaired (Java forks): clearly separated samples give a significant ratio near 2.
	ci, ok = welchRatio([]float64{198, 202, 200}, []float64{99, 101, 100})
	if !ok || !ci.Significant() || ci.Low > 2 || ci.High < 2 || ci.Paired {
		t.Errorf("welch 2x: %+v", ci)
	}
	if _, ok := welchRatio([]float64{1}, []float64{1, 2}); ok {
		t.Error("an interval from one fork")
	}
	if got := t975(4); got != 2.776 {
		t.Errorf("t975(4) = %v", got)
	}
}

func TestToOpsPerS(t *testing.T) {
	for _, tc := range []struct {
		v    float64
		unit string
		want float64
	}{{5, "ops/s", 5}, {5, "ops/ms", 5000}, {2, "us/op", 500000}, {4, "ns/op", 2.5e8}} {
		if got, ok := toOpsPerS(tc.v, tc.unit); !ok || math.Abs(got-tc.want) > 1e-6 {
			t.Errorf("%v %s = %v (%v), want %v", tc.v, tc.unit, got, ok, tc.want)
		}
	}
	if _, ok := toOpsPerS(1, "furlongs"); ok {
		t.Error("unknown unit accepted")
	}
}

// tempRunDir is an empty run directory and a function writing a file into it.
func tempRunDir(t *testing.T) (string, func(name, text string)) {
	dir := t.TempDir()
	return dir, func(name, text string) {
		p := filepath.Join(dir, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestCollectAndRender runs the whole report on a synthetic run directory.
func TestCollectAndRender(t *testing.T) {
	dir, write := tempRunDir(t)
	write("env.txt", "mode=quick\ndate=2026-01-02\nmachine=m-2c\ncpu=Test CPU\ncores=2\ngo=go version go1.26.8 linux/amd64\njava_status=ok\ncommit=abc\n")
	write("go-modules.txt", "github.com/json-iterator/go v1.1.12\n")
	write("manifest.jsonl", `{"name":"small/decode/riffle/iterator","status":"ok"}
{"name":"small/decode/jsoniter/iterator","status":"ok"}
{"name":"small/decode/goccy/unmarshal","status":"wrong answer","detail":"got x"}
{"name":"twitter.json/generic/riffle/bind","status":"missing","detail":"bind API not built yet"}
{"name":"mesh.json/validate/riffle/Valid","status":"ok"}
{"name":"mesh.json/validate/sonic/Valid","status":"ok"}
{"name":"numbers.json/validate/riffle/Valid","status":"ok"}
{"name":"numbers.json/validate/sonic/Valid","status":"ok"}
{"name":"mesh.json/validate/std/Valid","status":"ok"}
{"name":"numbers.json/validate/std/Valid","status":"ok"}
{"name":"mesh.json/memmove/memmove/copy","status":"ok"}
{"name":"numbers.json/memmove/memmove/copy","status":"ok"}
{"name":"canada.json/write-struct/riffle/MarshalTo-reuse(compatible)","status":"ok"}
`)
	write("conformance.jsonl", `{"op":"validate","lib":"riffle","api":"Valid","y_accepted":95,"y_total":95,"n_rejected":188,"n_total":188,"valid_vectors_accepted":16,"valid_vectors_total":16,"invalid_vectors_rejected":76,"invalid_vectors_total":76,"crashes":0,"hangs":0,"strict":true}
{"op":"validate","lib":"sonic","api":"Valid","y_accepted":95,"y_total":95,"n_rejected":170,"n_total":188,"valid_vectors_accepted":15,"valid_vectors_total":16,"invalid_vectors_rejected":55,"invalid_vectors_total":76,"invalid_vectors_accepted_by_kind":{"invalid-utf8":10,"invalid-escape":9,"invalid-character":2},"crashes":0,"hangs":0,"strict":false,"n_accepted":["n_1","n_2","n_3","n_4","n_5","n_6","n_7","n_8","n_9","n_10","n_11","n_12","n_13","n_14","n_15","n_16","n_17","n_18"]}
{"op":"validate","lib":"std","api":"Valid","y_accepted":95,"y_total":95,"n_rejected":188,"n_total":188,"valid_vectors_accepted":16,"valid_vectors_total":16,"invalid_vectors_rejected":61,"invalid_vectors_total":76,"invalid_vectors_accepted_by_kind":{"invalid-utf8":10,"invalid-escape":5},"crashes":0,"hangs":0,"strict":true}
{"op":"validate","lib":"stdv2","api":"jsontext.Value.IsValid","y_accepted":95,"y_total":95,"n_rejected":188,"n_total":188,"strict":true}
`)
	var bench strings.Builder
	for i := 0; i < 5; i++ {
		bench.WriteString("BenchmarkJSON/small/decode/riffle/iterator-2 \t 1000\t 100 ns/op\t 1890 MB/s\t 64 B/op\t 2 allocs/op\n")
		bench.WriteString("BenchmarkJSON/small/decode/jsoniter/iterator-2 \t 1000\t 200 ns/op\t 945 MB/s\t 80 B/op\t 10 allocs/op\n")
	}
	bench.WriteString("BenchmarkJSON/mesh.json/validate/riffle/Valid-2 \t 10\t 100 ns/op\t 400 MB/s\n")
	bench.WriteString("BenchmarkJSON/mesh.json/validate/sonic/Valid-2 \t 10\t 100 ns/op\t 100 MB/s\n")
	bench.WriteString("BenchmarkJSON/numbers.json/validate/riffle/Valid-2 \t 10\t 100 ns/op\t 100 MB/s\n")
	bench.WriteString("BenchmarkJSON/numbers.json/validate/sonic/Valid-2 \t 10\t 100 ns/op\t 100 MB/s\n")
	bench.WriteString("BenchmarkJSON/mesh.json/validate/std/Valid-2 \t 10\t 400 ns/op\t 50 MB/s\n")
	bench.WriteString("BenchmarkJSON/numbers.json/validate/std/Valid-2 \t 10\t 200 ns/op\t 50 MB/s\n")
	bench.WriteString("BenchmarkJSON/mesh.json/memmove/memmove/copy-2 \t 10\t 4 ns/op\t 10000 MB/s\n")
	bench.WriteString("BenchmarkJSON/numbers.json/memmove/memmove/copy-2 \t 10\t 5 ns/op\t 8000 MB/s\n")
	bench.WriteString("BenchmarkJSON/canada.json/write-struct/riffle/MarshalTo-reuse(compatible)-2 \t 10\t 5000000 ns/op\t 400 MB/s\n")
	write("go-bench.txt", bench.String())
	write("java/jmh-jdk17.json", `[{"benchmark":"dev.riffle.bench.Record2Bench.riffle_read","mode":"thrpt","jdkVersion":"17.0.12","vmName":"OpenJDK 64-Bit Server VM","vmVersion":"17.0.12+7","params":{"config":"hand-written"},
 "primaryMetric":{"score":2000.0,"scoreError":10.0,"scoreConfidence":[1990.0,2010.0],"scoreUnit":"ops/ms","rawData":[[1995.0,2005.0]]}},
 {"benchmark":"dev.riffle.bench.Record2Bench.jackson_read","mode":"thrpt","jdkVersion":"17.0.12","params":null,
 "primaryMetric":{"score":1000.0,"scoreError":"NaN","scoreConfidence":["NaN","NaN"],"scoreUnit":"ops/ms","rawData":[[1000.0]]}}]`)
	write("java/wrong-answers.json", `[{"benchmark":"dev.riffle.bench.Record2Bench.protobuf_read","jdk":"17","reason":"differs"}]`)
	run, err := collect(dir)
	if err != nil {
		t.Fatal(err)
	}
	byName := map[string]*Record{}
	for _, r := range run.Records {
		byName[r.Language+"/"+r.Workload+"/"+r.Operation+"/"+r.Library] = r
	}
	rf := byName["go/small/decode/riffle"]
	if rf == nil || rf.N != 5 || rf.NsPerOp != 100 || *rf.AllocsPerOp != 2 {
		t.Fatalf("riffle row: %+v", rf)
	}
	if r := byName["go/small/decode/goccy"]; r == nil || r.Status != "wrong answer" || r.N != 0 {
		t.Errorf("goccy row: %+v", r)
	}
	if r := byName["go/small/decode/jsoniter"]; r == nil || r.LibraryVersion != "v1.1.12" {
		t.Errorf("jsoniter row: %+v", r)
	}
	jr := byName["java/Record2/read/riffle"]
	if jr == nil || jr.OpsPerS != 2e6 || jr.JDK != "17" || jr.Config != "hand-written" || jr.N != 2 {
		t.Fatalf("java riffle row: %+v", jr)
	}
	if len(run.Records) != 16 {
		t.Errorf("%d records, want 16 (13 Go, 3 Java)", len(run.Records))
	}
	if len(run.Strictness) != 3 {
		t.Errorf("%d strictness rows, want 3 (the stdv2 line of conformance.jsonl is the jsonv2 build's)", len(run.Strictness))
	}
	if r := byName["go/mesh.json/validate/sonic"]; r == nil || r.Strictness == nil || r.Strictness.Strict {
		t.Errorf("sonic row strictness: %+v", r)
	}
	g := group(run.Records, "go", "mesh.json", "validate")
	if bp, sp := bestPeer(g), bestStrictPeer(g); bp == nil || bp.Library != "sonic" || sp == nil || sp.Library != "std" {
		t.Errorf("mesh.json: best peer %+v, best strict peer %+v; want sonic and std", bp, sp)
	}
	if r := byName["java/Record2/read/protobuf"]; r == nil || r.Status != "wrong answer" {
		t.Errorf("java wrong answer row: %+v", r)
	}
	if _, err := json.Marshal(run.Records); err != nil {
		t.Errorf("records do not encode: %v", err)
	}
	head, reruns := headlineTable(run.Records)
	t.Log("\n" + head)
	if !strings.Contains(head, "**2.00×** [2.00–2.00]") {
		t.Errorf("headline lacks the Go ratio:\n%s", head)
	}
	if !strings.Contains(head, "geometric mean of 2 corpus files (best strict peer) | `Valid`: 200 MB/s |  |  | encoding/json `Valid`: 50.0 MB/s | **4.00×**") {
		t.Errorf("headline lacks the strict validation geometric mean:\n%s", head)
	}
	if !strings.Contains(head, "geometric mean of 2 corpus files (best peer) | `Valid`: 200 MB/s | bytedance/sonic `Valid`: 100 MB/s | **2.00×**") {
		t.Errorf("headline lacks the validation geometric mean:\n%s", head)
	}
	if !strings.Contains(head, "**2.00×**") || !strings.Contains(head, "Record2 · JDK 17") {
		t.Errorf("headline lacks the Java ratio:\n%s", head)
	}
	if !strings.Contains(head, "(fewer than 2 forks: no interval)") {
		t.Errorf("headline does not say the one-fork Java ratio has no interval:\n%s", head)
	}
	if len(reruns) == 0 || !strings.Contains(reruns[0], "'BenchmarkJSON/^(small)$/^(decode)$/^(riffle|jsoniter)$/^(iterator)$'") {
		t.Errorf("rerun commands: %q", reruns)
	}
	plots := filepath.Join(t.TempDir(), "benchmarks")
	os.MkdirAll(plots, 0o755)
	doc, err := document(run, head, reruns, plots, "x.jsonl", false)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"## Missing rows", "bind API not built yet", "wrong answer", "Test CPU", "Riffle ÷ Jackson", "2.00×", "strictness of the peers", "**Riffle vs best strict peer**", "⚠ *not strict: accepts 18 n_, accepts 21 invalid vectors (10 invalid-utf8, 9 invalid-escape, 2 invalid-character)*", "| validate | **Riffle** | `Valid` | 95/95 | 188/188 | 16/16 | 76/76 | 0 | 0 | **strict** |",
		"(`memmove`, no JSON work), MB/s: mesh 10,000, numbers 8,000.",
		"### canada.json: write the decoded struct model", "go-write-canada-struct.svg"} {
		if !strings.Contains(doc, want) {
			t.Errorf("document lacks %q", want)
		}
	}
	if fs, _ := filepath.Glob(filepath.Join(plots, "*.svg")); len(fs) < 2 {
		t.Errorf("plots: %v", fs)
	}
	if bad := brokenLinks(doc, filepath.Dir(plots)); len(bad) > 0 {
		t.Errorf("the document links plots that were not written: %v", bad)
	}
	if !strings.Contains(doc, "## Method and fairness") || strings.Index(doc, "## Method and fairness") > strings.Index(doc, "## Headline") {
		t.Error("the Method and fairness section is missing or not at the top")
	}
}

// TestRoundsAndStrictness: samples tagged by round pair up; a skip headline takes the
// peers' validators too; a Java strictness file fills the Java strict-peer column; a
// duplicate-name rejection is not lenient; a dirty tree is named.
func TestRoundsAndStrictness(t *testing.T) {
	dir, write := tempRunDir(t)
	write("env.txt", "mode=quick\ndate=2026-01-02\nmachine=m\ncores=2\ngo=go version go1.26.8 linux/amd64\ngo_rounds=4\njava_status=ok\ncommit=abc+dirty\ndirty_files=go/read.go bench/run.sh\n")
	write("manifest.jsonl", `{"name":"twitter.json/skip/riffle/iterator.Skip","status":"ok"}
{"name":"twitter.json/skip/jsonexp/SkipValue","status":"ok"}
{"name":"twitter.json/validate/sonic/Valid","status":"ok"}
`)
	var bench strings.Builder
	for round, noise := range []float64{1, 1.5, 0.8, 1.2} {
		fmt.Fprintf(&bench, "# round %d\n", round+1)
		fmt.Fprintf(&bench, "BenchmarkJSON/twitter.json/skip/riffle/iterator.Skip-2 \t 10\t %.0f ns/op\n", 100*noise)
		fmt.Fprintf(&bench, "BenchmarkJSON/twitter.json/skip/jsonexp/SkipValue-2 \t 10\t %.0f ns/op\n", 300*noise)
		fmt.Fprintf(&bench, "BenchmarkJSON/twitter.json/validate/sonic/Valid-2 \t 10\t %.0f ns/op\n", 150*noise)
	}
	write("go-bench.txt", bench.String())
	write("conformance.jsonl", `{"op":"skip","lib":"jsonexp","api":"SkipValue","y_accepted":93,"y_total":95,"n_rejected":188,"n_total":188,"crashes":0,"strict":false,"y_rejected":["y_object_duplicated_key.json","y_object_duplicated_key_and_value.json"]}
{"op":"validate","lib":"sonic","api":"Valid","y_accepted":95,"y_total":95,"n_rejected":180,"n_total":188,"crashes":0,"strict":false,"n_accepted":["n_1"]}
`)
	write("java/jmh-jdk17.json", `[{"benchmark":"dev.riffle.bench.TwitterBench.riffle_validate","jdkVersion":"17","primaryMetric":{"score":2.0,"scoreUnit":"ops/ms","rawData":[[2.0,2.1],[1.9,2.0]]}},
{"benchmark":"dev.riffle.bench.TwitterBench.jackson_validate","jdkVersion":"17","primaryMetric":{"score":1.0,"scoreUnit":"ops/ms","rawData":[[1.0,1.1],[0.9,1.0]]}}]`)
	// A second file with another fork of the same benchmark (an interleaved Java run).
	write("java/jmh-jdk17-r2.json", `[{"benchmark":"dev.riffle.bench.TwitterBench.riffle_validate","jdkVersion":"17","primaryMetric":{"score":2.0,"scoreUnit":"ops/ms","rawData":[[2.1,2.0]]}}]`)
	write("java/strictness.jsonl", `{"op":"validate","lib":"jackson","api":"","y_accepted":95,"y_total":95,"n_rejected":188,"n_total":188,"crashes":0,"strict":true}
`)
	run, err := collect(dir)
	if err != nil {
		t.Fatal(err)
	}
	var rf, jr *Record
	javaRows := 0
	for _, r := range run.Records {
		if r.Library == "riffle" && r.Language == "go" {
			rf = r
		}
		if r.Language == "java" {
			javaRows++
			if r.Library == "riffle" {
				jr = r
			}
		}
	}
	if javaRows != 2 || jr == nil || len(jr.OpsPerSForks) != 3 || jr.N != 6 {
		t.Errorf("Java forks from two files not pooled: %d rows, riffle %+v", javaRows, jr)
	}
	if rf == nil || len(rf.SampleRounds) != 4 || rf.SampleRounds[3] != 4 {
		t.Fatalf("riffle rounds: %+v", rf)
	}
	head, _ := headlineTable(run.Records)
	t.Log("\n" + head)
	// Paired by round the noise cancels: exactly 1.50x against sonic's validator.
	for _, want := range []string{"bytedance/sonic `Valid` (validate): 165 ns/op ⚠ not strict | **1.50×** [1.50–1.50]",
		"go-json-experiment/json `SkipValue`: 330 ns/op | **3.00×** [3.00–3.00]", "| Jackson 2: 1,000 ops/s | **2.02×** [", "| same |"} {
		if !strings.Contains(head, want) {
			t.Errorf("headline lacks %q", want)
		}
	}
	for _, s := range run.Strictness {
		if s.Lib == "jsonexp" && (!s.Strict || len(s.RejectedDuplicateNames) != 2 || s.YAccepted != 95) {
			t.Errorf("duplicate-name rejection held against jsonexp: %+v", s)
		}
	}
	if d := dirtyNote(run.Env); !strings.Contains(d, "go/read.go bench/run.sh") {
		t.Errorf("dirty note: %q", d)
	}
}

func TestBrokenLinks(t *testing.T) {
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "benchmarks"), 0o755)
	os.WriteFile(filepath.Join(dir, "benchmarks", "a.svg"), []byte("<svg/>"), 0o644)
	doc := "![ok](benchmarks/a.svg)\ntext ![gone](benchmarks/b.svg) and ![web](https://example.com/x.png), [a](benchmarks/a.svg#x), [b](#top), [c](gone.md), `fromJson[ast.Json](String)`\n"
	if got := brokenLinks(doc, dir); len(got) != 2 || got[0] != "benchmarks/b.svg" || got[1] != "gone.md" {
		t.Errorf("broken links: %v", got)
	}
}

// TestDocsImageLinks fails make test when docs/benchmarks.md links a plot (or any local
// file) that does not exist.
func TestDocsImageLinks(t *testing.T) {
	docs := filepath.Join("..", "..", "docs")
	b, err := os.ReadFile(filepath.Join(docs, "benchmarks.md"))
	if err != nil {
		t.Skip("no docs/benchmarks.md: ", err)
	}
	if bad := brokenLinks(string(b), docs); len(bad) > 0 {
		t.Errorf("docs/benchmarks.md links missing files: %v", bad)
	}
}

// TestChart checks the figure: every label in full, the legend above the bars, Riffle in
// its colour, and a log scale when the values span more than 10x.
func TestChart(t *testing.T) {
	long := "go-json-experiment/json jsontext.Decoder.SkipValue(reuse,dup-ok)"
	svg := svgChart("title", "MB/s", []bar{{group: "twitter", label: "Riffle Valid", value: 1000, riffle: true}, {group: "twitter", label: long, value: 50}})
	for _, want := range []string{long, riffleColor, "log scale", "peer, not strict"} {
		if !strings.Contains(svg, want) {
			t.Errorf("chart lacks %q", want)
		}
	}
	if strings.Contains(svgChart("t", "u", []bar{{label: "a", value: 5}, {label: "b", value: 9}}), "log scale") {
		t.Error("log scale for values within 10x")
	}
	if m := regexp.MustCompile(`<text x="([0-9.]+)" y="[0-9.]+" text-anchor="end"`).FindStringSubmatch(svg); m == nil {
		t.Error("no right-aligned labels")
	} else if x, _ := strconv.ParseFloat(m[1], 64); x < float64(len(long))*6 {
		t.Errorf("label column %v px is too narrow for %d characters", x, len(long))
	}
}

func TestAppendix(t *testing.T) {
	docs := t.TempDir()
	if got, err := appendix(docs); err != nil || got != "" {
		t.Fatalf("no appendix folder: %q, %v", got, err)
	}
	dir := filepath.Join(docs, appendixDir)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	write := func(name, text string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("b-second.md", "## Second (commit abc1234, 2026-01-02)\n\ntext B\n")
	write("a-first.md", "## First (commit 0123abcd, 2026-01-01)\n\n### Sub\n\n```\n# a shell comment\n```\n")
	write("plot.svg", "<svg/>")
	got, err := appendix(docs)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"## Further measurements", "### First (commit 0123abcd, 2026-01-01)\n\n#### Sub", "```\n# a shell comment\n```", "### Second (commit abc1234, 2026-01-02)\n\ntext B"} {
		if !strings.Contains(got, want) {
			t.Errorf("appendix lacks %q:\n%s", want, got)
		}
	}
	if strings.Index(got, "### First") > strings.Index(got, "### Second") {
		t.Errorf("appendix not in file-name order:\n%s", got)
	}
	if strings.Contains(got, "svg") {
		t.Errorf("appendix took a non-Markdown file:\n%s", got)
	}
	write("c-bad.md", "no heading\n")
	if _, err := appendix(docs); err == nil {
		t.Error("a file without a ## heading was accepted")
	}
	write("c-bad.md", "## No commit or date\n")
	if _, err := appendix(docs); err == nil {
		t.Error("a file whose heading names no commit and date was accepted")
	}
}

// TestChartLimitLine checks the validate figure's limit: withMemmove puts each file's
// memmove bar last in its group, and the figure draws one dashed line per group at that
// bar's end, over the group's rows only, with a legend line; no line without a limit.
func TestChartLimitLine(t *testing.T) {
	rec := func(f, op, lib string, mbs float64) *Record {
		return &Record{Language: "go", Workload: f, Operation: op, Library: lib, Status: "ok", NsPerOp: 1, MBPerS: mbs}
	}
	recs := []*Record{rec("a.json", "validate", "riffle", 900), rec("a.json", "memmove", "memmove", 9000),
		rec("b.json", "validate", "riffle", 800), rec("c.json", "memmove", "memmove", 7000)}
	_, bars := goMatrix(recs, []string{"a.json", "b.json"}, "validate")
	bars, text := withMemmove(recs, []string{"a.json", "b.json"}, bars)
	if text != "a 9,000" {
		t.Errorf("limit text %q, want the memmove figures of the listed files only", text)
	}
	if len(bars) != 3 || !bars[1].limit || bars[1].group != "a" || bars[2].group != "b" || bars[2].limit {
		t.Fatalf("bars: %+v", bars)
	}
	svg := svgChart("t", "GB/s", bars)
	lines := regexp.MustCompile(`<line x1="([0-9.]+)" y1="([0-9.]+)" x2="([0-9.]+)" y2="([0-9.]+)" stroke="`+limitColor+`" stroke-width="1.5" stroke-dasharray="4 3"/>`).FindAllStringSubmatch(svg, -1)
	if len(lines) != 2 { // the legend's and group a's
		t.Fatalf("%d dashed lines, want 2:\n%s", len(lines), svg)
	}
	l := lines[1]
	y1, _ := strconv.ParseFloat(l[2], 64)
	y2, _ := strconv.ParseFloat(l[4], 64)
	if l[1] != l[3] || y2-y1 != 2*rowHeight {
		t.Errorf("group a's line %v: want a vertical line over its two rows", l[1:])
	}
	if !strings.Contains(svg, "the physical limit") {
		t.Error("no legend for the limit line")
	}
	if strings.Contains(svgChart("t", "u", []bar{{label: "a", value: 5}}), "dasharray") {
		t.Error("a dashed line without a limit bar")
	}
}

// TestRepoAppendix checks the repository's own appendix files (docs/benchmarks/*.md)
// the way every report run reads them, so a file with a wrong heading fails make test,
// not the next make bench.
func TestRepoAppendix(t *testing.T) {
	text, err := appendix(filepath.Join("..", "..", "docs"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(text, "## Further measurements") {
		t.Error("no appendix read from docs/benchmarks/*.md")
	}
}

// TestBestRiffleSkipsUncheckedRows: a Riffle row run with Config.UncheckedSkip, however
// fast, is not the Riffle row a headline line sets against the peers.
func TestBestRiffleSkipsUncheckedRows(t *testing.T) {
	checked := &Record{Language: "go", Library: "riffle", Config: "unmarshal-fastest", Status: "ok", N: 1, NsPerOp: 200}
	lax := &Record{Language: "go", Library: "riffle", Config: "unmarshal-fastest(unchecked-skip)", Status: "ok", N: 1, NsPerOp: 100}
	peer := &Record{Language: "go", Library: "sonic", Config: "config-fastest", Status: "ok", N: 1, NsPerOp: 150}
	if got := bestRiffle([]*Record{lax, checked, peer}); got != checked {
		t.Fatalf("bestRiffle chose %+v", got)
	}
}
