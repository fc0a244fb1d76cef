package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// jmhEntry is one JMH entry of a round file as bench/java's Rounds writes it: one fork,
// the row's JMH parameters, a throughput score in ops/s.
func jmhEntry(bench string, params map[string]string, opsPerS float64) string {
	var ps []string
	for k, v := range params {
		ps = append(ps, fmt.Sprintf("%q:%q", k, v))
	}
	return fmt.Sprintf(`{"benchmark":"dev.riffle.bench.%s","mode":"thrpt","jdkVersion":"17.0.12","vmName":"OpenJDK 64-Bit Server VM","vmVersion":"17.0.12+7","params":{%s},"primaryMetric":{"score":%g,"scoreError":"NaN","scoreConfidence":["NaN","NaN"],"scoreUnit":"ops/s","rawData":[[%g,%g]]}}`,
		bench, strings.Join(ps, ","), opsPerS, opsPerS, opsPerS)
}

// TestJavaConfigs reads an interleaved Java run in the harness's current shape (round
// files jmh-jdk17-r<N>.json; writer=, io=, jackson= parameters; a strictness file with
// empty api and the call made) and checks the like-for-like choices of the report.
func TestJavaConfigs(t *testing.T) {
	dir, write := tempRunDir(t)
	write("env.txt", "mode=quick\ndate=2026-11-25\nmachine=m\ncores=2\njava_status=ok\ncommit=abc\n")
	type row struct {
		bench  string
		params map[string]string
		ops    float64
	}
	rf := func(io, writer string) map[string]string {
		m := map[string]string{"config": "hand-written", "io": io}
		if writer != "" {
			m["writer"] = writer
		}
		return m
	}
	rows := []row{
		// Record2 write: the bytes rows are the fastest overall, so a choice that mixed io
		// forms would pick them for the String lines.
		{"Record2Bench.riffle_write", rf("string", "reused"), 400},
		{"Record2Bench.riffle_write", rf("string", "new"), 300},
		{"Record2Bench.riffle_write", rf("bytes", "reused"), 900},
		{"Record2Bench.riffle_write", rf("bytes", "new"), 800},
		{"Record2Bench.fastjson2_write", map[string]string{"io": "string"}, 100},
		{"Record2Bench.fastjson2_write", map[string]string{"io": "bytes"}, 1000},
		{"Record2Bench.moshi_write", nil, 200}, // String only: no io parameter
		{"Record2Bench.circe_write", nil, 50},
		// Record2 read: Jackson 3 is faster than Jackson 2's best config.
		{"Record2Bench.riffle_read", rf("string", ""), 400},
		{"Record2Bench.jackson3_read", map[string]string{"io": "string"}, 200},
		{"Record2Bench.jackson_read", map[string]string{"io": "string", "jackson": "blackbird+fast-double"}, 100},
		{"Record2Bench.jackson_read", map[string]string{"io": "string", "jackson": "defaults"}, 80},
		{"Record2Bench.zioJson_read", nil, 40},
		{"Record2Bench.jsoniterScala_read", map[string]string{"io": "string"}, 160},
		// A jsoniter scenario: Riffle's write both ways, Jackson and Protobuf.
		{"IntegerBench.riffle_write", map[string]string{"config": "hand-written", "writer": "reused"}, 600},
		{"IntegerBench.riffle_write", map[string]string{"config": "hand-written", "writer": "new"}, 150},
		{"IntegerBench.jackson_write", nil, 300},
		{"IntegerBench.protobuf_write", nil, 1200},
		// A scenario read by hand and bound both ways: one line per Riffle mode, so the
		// hand-written row is not set against the peers' binders as Riffle's binder.
		{"IntegerBench.riffle_read", map[string]string{"config": "hand-written"}, 500},
		{"IntegerBench.riffle_read", map[string]string{"config": "bind=runtime"}, 250},
		{"IntegerBench.riffle_read", map[string]string{"config": "bind=generated"}, 400},
		{"IntegerBench.jackson_read", nil, 200},
		{"IntegerBench.protobuf_read", nil, 1000},
		// Corpus validate with the strictness file's lines.
		{"TwitterBench.riffle_validate", nil, 90},
		{"TwitterBench.jackson_validate", map[string]string{"jackson": "fast-double"}, 30},
		{"TwitterBench.jackson3_validate", nil, 45},
	}
	for round, noise := range []float64{1, 1.01} {
		var es []string
		for _, r := range rows {
			es = append(es, jmhEntry(r.bench, r.params, r.ops*noise))
		}
		write(fmt.Sprintf("java/jmh-jdk17-r%d.json", round+1), "["+strings.Join(es, ",\n")+"]")
	}
	write("java/strictness.jsonl", `{"language":"java","jdk":"17","op":"validate","lib":"riffle","api":"","call":"Riffle.valid","y_accepted":95,"y_total":95,"n_rejected":188,"n_total":188,"crashes":0,"strict":true}
{"language":"java","jdk":"17","op":"validate","lib":"jackson3","api":"","call":"JsonParser.nextToken loop","y_accepted":95,"y_total":95,"n_rejected":184,"n_total":188,"crashes":0,"strict":false,"n_accepted":["n_a","n_b","n_c","n_d"]}
{"language":"java","jdk":"17","op":"validate","lib":"jackson","api":"","call":"JsonParser.nextToken loop","y_accepted":95,"y_total":95,"n_rejected":188,"n_total":188,"crashes":0,"strict":true}
`)
	run, err := collect(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(run.Records) != len(rows) {
		t.Fatalf("%d records from two round files of %d rows: the rounds were not pooled", len(run.Records), len(rows))
	}
	for _, r := range run.Records {
		if len(r.OpsPerSForks) != 2 {
			t.Errorf("%s %s: %d forks, want 2", r.JMHBenchmark, r.Config, len(r.OpsPerSForks))
		}
	}
	for id, want := range map[string]string{"jackson": "Jackson 2", "jackson3": "Jackson 3", "moshi": "Moshi",
		"jsoniterScala": "jsoniter-scala", "zioJson": "ZIO JSON", "circe": "circe"} {
		if got := displayName("java", id); got != want {
			t.Errorf("displayName(java, %s) = %q, want %q", id, got, want)
		}
	}

	head, reruns := headlineTable(run.Records)
	t.Log("\n" + head)
	assertContains(t, "headline", head,
		// Riffle reused against each peer's best, on Strings: Moshi, not fastjson2's bytes row.
		"| Record2 · JDK 17 write (io=string, Riffle writer reused) | `hand-written,io=string,writer=reused` (writer reused): 402 ops/s | Moshi (adapter made once, new writer per op): 201 ops/s | **2.00×** [",
		"| Record2 · JDK 17 write (io=string, Riffle new writer per op) | `hand-written,io=string,writer=new` (new writer per op): 302 ops/s | Moshi (adapter made once, new writer per op): 201 ops/s | **1.50×** [",
		// On bytes: fastjson2's bytes row, against Riffle's bytes rows.
		"| Record2 · JDK 17 write (io=bytes, Riffle writer reused) | `hand-written,io=bytes,writer=reused` (writer reused): 904 ops/s | fastjson2 `io=bytes` (new writer per op (JSON.toJSONString)): 1,005 ops/s | **0.90×** [",
		"| Record2 · JDK 17 write (io=bytes, Riffle new writer per op) |",
		// Jackson 3 is a peer of its own, and the best one here.
		"| Record2 · JDK 17 read (io=string) | `hand-written,io=string`: 402 ops/s | Jackson 3 `io=string`: 201 ops/s (strictness not checked) | **2.00×** [",
		"| Integer · JDK 17 write (Riffle writer reused) | `hand-written,writer=reused` (writer reused): 603 ops/s | Jackson 2 (new generator per op (ObjectMapper.writeValueAsBytes)): 302 ops/s | **2.00×** [",
		"| Integer · JDK 17 write (Riffle new writer per op) |",
		"| Twitter · JDK 17 validate | `validate`: 90.4 ops/s | Jackson 3: 45.2 ops/s ⚠ not strict | **2.00×** [",
		"| Jackson 2 `jackson=fast-double`: 30.1 ops/s | **3.00×** [",
	)
	if strings.Count(head, "Record2 · JDK 17 write") != 4 {
		t.Errorf("want 4 Record2 write lines (2 io forms × 2 Riffle writers):\n%s", head)
	}
	found := false
	for _, c := range reruns {
		if strings.Contains(c, "Record2Bench\\.riffle_write|dev\\.riffle\\.bench\\.Record2Bench\\.fastjson2_write)$' -p io=bytes -p writer=reused -f 2") {
			found = true
		}
	}
	if !found {
		t.Errorf("no rerun command pins io=bytes and writer=reused: %q", reruns)
	}

	ratios, ok := javaRatios(run.Records)
	t.Log("\n" + ratios)
	if !ok {
		t.Fatal("no Java ratio lines")
	}
	assertContains(t, "ratio table", ratios,
		"| scenario | Riffle ÷ Jackson 2 | Riffle ÷ Jackson 3 | Protobuf ÷ Riffle | Protobuf ÷ Jackson 2 |",
		// Jackson 2 (its best config) and Jackson 3 apart: 400/100 and 400/200.
		"| Record2 · JDK 17 read (io=string) | 4.00× [",
		"| Integer · JDK 17 write (Riffle writer reused) | 2.00× [",
		"| Integer · JDK 17 write (Riffle new writer per op) | 0.50× [",
		"| Integer · JDK 17 read (Riffle hand-written) | 2.50× [",
		"| Integer · JDK 17 read (Riffle bind=runtime) | 1.25× [",
		"| Integer · JDK 17 read (Riffle bind=generated) | 2.00× [",
	)
	if line := strings.SplitN(strings.SplitN(ratios, "| Record2 · JDK 17 read (io=string) |", 2)[1], "\n", 2)[0]; !strings.Contains(line, "] | 2.00× [") {
		t.Errorf("Record2 read: want Riffle ÷ Jackson 3 = 2.00× beside Riffle ÷ Jackson 2: %q", line)
	}

	plots := filepath.Join(t.TempDir(), "benchmarks")
	if err := os.MkdirAll(plots, 0o755); err != nil {
		t.Fatal(err)
	}
	doc, err := document(run, head, reruns, plots, "x.jsonl", false)
	if err != nil {
		t.Fatal(err)
	}
	assertContains(t, "document", doc,
		"| java | validate | Jackson 3 | `JsonParser.nextToken loop` (every config) |",
		"| java | validate | **Riffle** | `Riffle.valid` (every config) |",
		"write / `io=bytes` (new writer per op (JSON.toJSONString))",
		"| java (JDK 17) | write | Moshi | `` (adapter made once, new writer per op) | 201 |",
	)
}

// assertContains reports each wanted text that what lacks.
func assertContains(t *testing.T, what, text string, wants ...string) {
	t.Helper()
	for _, want := range wants {
		if !strings.Contains(text, want) {
			t.Errorf("%s lacks %q", what, want)
		}
	}
}

// TestFromResultsNames: a results file written before a library had its display name
// is re-rendered with today's names.
func TestFromResultsNames(t *testing.T) {
	dir, write := tempRunDir(t)
	write("r.jsonl", `{"language":"java","workload":"Record2","operation":"write","library":"fory","library_name":"fory","config":"","status":"ok","n":1,"ops_per_s":5,"jdk":"17"}
{"language":"java","workload":"Record2","operation":"write","library":"someNewPeer","library_name":"Some New Peer","config":"","status":"ok","n":1,"ops_per_s":5,"jdk":"17"}
`)
	run, err := fromResultsFile(filepath.Join(dir, "r.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	if got := run.Records[0].LibraryName; got != "Apache Fory JSON" {
		t.Errorf("fory re-rendered as %q", got)
	}
	if got := run.Records[1].LibraryName; got != "Some New Peer" {
		t.Errorf("an unknown id lost its recorded name: %q", got)
	}
}

// TestGoWriteLines: Go write rows give one headline line per Riffle writer, and each
// side's buffer policy comes from the API name ("-reuse", "-reuse(fastest)", "-alloc").
func TestGoWriteLines(t *testing.T) {
	rec := func(lib, api string, ns float64) *Record {
		return &Record{Language: "go", Workload: "medium", Operation: "write", Library: lib, Config: api,
			LibraryName: displayName("go", lib), Status: "ok", NsPerOp: ns, NsPerOpSamples: []float64{ns, ns * 1.1, ns * 0.9}}
	}
	recs := []*Record{rec("riffle", "stream-by-hand-reuse", 100), rec("riffle", "stream-by-hand-alloc", 300),
		rec("jsoniter", "stream-by-hand-reuse(fastest)", 200), rec("goccy", "marshal", 150)}
	head, _ := headlineTable(recs)
	t.Log("\n" + head)
	assertContains(t, "headline", head,
		"| go | medium write (Riffle writer reused) | `stream-by-hand-reuse` (writer reused): 100 ns/op | goccy/go-json `marshal` (new output per op): 150 ns/op | **1.50×**",
		"| go | medium write (Riffle new writer per op) | `stream-by-hand-alloc` (new writer per op): 300 ns/op | goccy/go-json `marshal` (new output per op): 150 ns/op | **0.50×**",
	)
	if p := writePolicy(recs[2]); p != "buffer reused" {
		t.Errorf("jsoniter stream-by-hand-reuse(fastest): policy %q", p)
	}
}
