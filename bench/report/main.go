package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

func main() {
	runDir := flag.String("run", "", "run directory written by bench/run.sh")
	results := flag.String("results", "", "results file to write (JSON lines)")
	gobench := flag.String("gobench", "", "file to write the raw go test -bench output to (benchstat input)")
	docs := flag.String("docs", "", "docs directory: writes benchmarks.md and benchmarks/*.svg")
	headline := flag.String("headline", "", "file to write the headline table to (for README)")
	flag.StringVar(&plotFormat, "plot-format", "svg", "plot file format: svg or png")
	flag.Parse()
	if *runDir == "" {
		log.Fatal("report: -run is required")
	}
	run, err := collect(*runDir)
	if err != nil {
		log.Fatal(err)
	}
	if *results != "" {
		var b bytes.Buffer
		enc := json.NewEncoder(&b)
		enc.SetEscapeHTML(false)
		for _, r := range run.Records {
			if err := enc.Encode(r); err != nil {
				log.Fatal(err)
			}
		}
		must(os.MkdirAll(filepath.Dir(*results), 0o755))
		must(os.WriteFile(*results, b.Bytes(), 0o644))
	}
	if *gobench != "" && len(run.GoBench) > 0 {
		must(os.WriteFile(*gobench, run.GoBench, 0o644))
	}
	head := headlineTable(run.Records)
	if *headline != "" {
		note := fmt.Sprintf("Riffle against the best peer and the best strict peer: %s mode, %s, %s (%s cores), commit %s. Full tables and method: docs/benchmarks.md.\n\n",
			run.Env["mode"], run.Env["date"], run.Env["machine"], run.Env["cores"], run.Env["commit"])
		must(os.WriteFile(*headline, []byte(note+head), 0o644))
	}
	if *docs != "" {
		plots := filepath.Join(*docs, "benchmarks")
		must(os.MkdirAll(plots, 0o755))
		doc, err := document(run, head, plots, *results)
		must(err)
		must(os.WriteFile(filepath.Join(*docs, "benchmarks.md"), []byte(doc), 0o644))
	}
}

func must(err error) {
	if err != nil {
		log.Fatal(err)
	}
}

var seedTables = []struct{ workload, op, title string }{
	{"small", "decode", "Small payload (189 B): bind uuid, tz, ua, st"},
	{"medium", "decode", "Medium payload (2.3 KB): bind person.name.fullName, github.followers, gravatar.avatars[*].url"},
	{"large", "count", "Large payload (28 KB): count the 30 topics.topics elements"},
}

var mainFiles = []string{"twitter.json", "citm_catalog.json", "canada.json"}

var allFiles = []string{"twitter.json", "citm_catalog.json", "canada.json", "twitter-simdjson.json",
	"twitterescaped.json", "gsoc-2018.json", "github_events.json", "apache_builds.json",
	"instruments.json", "mesh.json", "marine_ik.json", "numbers.json", "random.json", "update-center.json"}

// headlineTable lists, per workload, Riffle's best row against the best peer.
func headlineTable(recs []*Record) string {
	type g struct{ lang, workload, op string }
	var groups []g
	seen := map[g]bool{}
	add := func(x g) {
		if !seen[x] {
			seen[x] = true
			groups = append(groups, x)
		}
	}
	for _, s := range seedTables {
		add(g{"go", s.workload, s.op})
	}
	add(g{"go", "largefile", "count"})
	for _, op := range []string{"validate", "skip", "generic", "struct"} {
		for _, f := range mainFiles {
			add(g{"go", f, op})
		}
	}
	add(g{"go", "medium", "write"})
	add(g{"go", "twitter.json", "write"})
	add(g{"go", "record2", "read"})
	add(g{"go", "record2", "write"})
	for _, r := range recs {
		if r.Language == "java" {
			add(g{"java", wkey(r), r.Operation})
		}
	}
	var rows [][]string
	for _, x := range groups {
		rs := group(recs, x.lang, x.workload, x.op)
		if len(rs) == 0 {
			continue
		}
		bp, sp, rf := bestPeer(rs), bestStrictPeer(rs), bestRiffle(rs)
		val := func(r *Record) string {
			if !measured(r) {
				return r.Status
			}
			if r.Language == "go" {
				return fmt.Sprintf("%s ns/op", fmtNum(r.NsPerOp))
			}
			return fmt.Sprintf("%s ops/s", fmtNum(r.OpsPerS))
		}
		peerCell := func(p *Record) string {
			s := p.LibraryName
			if p.Config != "" {
				s += " `" + p.Config + "`"
			}
			return s + ": " + val(p)
		}
		ratio := func(p *Record) string {
			if rf == nil || p == nil || !measured(rf) {
				return ""
			}
			return fmt.Sprintf("**%.2f×** %s", speed(rf)/speed(p), signif(rf, p))
		}
		riffle := "missing"
		if rf != nil {
			riffle = val(rf)
			if measured(rf) {
				riffle = fmt.Sprintf("`%s`: %s", rf.Config, val(rf))
			}
		}
		peer, strict := "—", "—"
		if bp != nil {
			peer = peerCell(bp)
			if bp.Strictness == nil && bp.Language == "go" && x.op != "write" {
				peer += " (strictness not checked)"
			} else if bp.Strictness != nil && !bp.Strictness.Strict {
				peer += " ⚠ not strict"
			}
		}
		switch {
		case sp == bp && sp != nil:
			strict = "same"
		case sp != nil:
			strict = peerCell(sp)
		case bp == nil:
			strict = "—"
		case x.op == "write":
			strict = "n/a (writing)"
		case x.lang == "java":
			strict = "not checked (Java)"
		default:
			strict = "none checked"
		}
		sr := ratio(sp)
		if strict == "same" {
			sr = ratio(bp)
		}
		rows = append(rows, []string{x.lang, x.workload + " " + x.op, riffle, peer, ratio(bp), strict, sr})
	}
	if row := validateGeomean(recs, false); row != nil {
		rows = append(rows, row)
	}
	if row := validateGeomean(recs, true); row != nil {
		rows = append(rows, row)
	}
	return md([]string{"lang", "workload", "Riffle (best API)", "best peer (lib)", "ratio", "best strict peer", "ratio"}, rows)
}

// validateGeomean compares Riffle's best validation API with the best peer API (with
// strictOnly: the best strict peer API) by the geometric mean of MB/s over every corpus
// file that both measured.
func validateGeomean(recs []*Record, strictOnly bool) []string {
	type key struct{ lib, cfg, name string }
	per := map[key]map[string]float64{}
	for _, r := range recs {
		if strictOnly && r.Library != "riffle" && (r.Strictness == nil || !r.Strictness.Strict) {
			continue
		}
		if r.Language == "go" && r.Operation == "validate" && measured(r) && r.MBPerS > 0 {
			k := key{r.Library, r.Config, r.LibraryName}
			if per[k] == nil {
				per[k] = map[string]float64{}
			}
			per[k][r.Workload] = r.MBPerS
		}
	}
	gm := func(k key, files map[string]float64) (float64, bool) {
		s := 0.0
		for f := range files {
			v, ok := per[k][f]
			if !ok {
				return 0, false
			}
			s += math.Log(v)
		}
		return math.Exp(s / float64(len(files))), true
	}
	var bestR, bestP *key
	var vr, vp float64
	for k := range per {
		if k.lib != "riffle" {
			continue
		}
		if v, ok := gm(k, per[k]); ok && v > vr {
			kk := k
			bestR, vr = &kk, v
		}
	}
	if bestR == nil {
		return nil
	}
	files := per[*bestR]
	for k := range per {
		if k.lib == "riffle" {
			continue
		}
		if v, ok := gm(k, files); ok && v > vp {
			kk := k
			bestP, vp = &kk, v
		}
	}
	if bestP == nil {
		return nil
	}
	what := "best peer"
	if strictOnly {
		what = "best strict peer"
	}
	peer := fmt.Sprintf("%s `%s`: %s MB/s", bestP.name, bestP.cfg, fmtNum(vp))
	cells := []string{peer, fmt.Sprintf("**%.2f×**", vr/vp), "", ""}
	if strictOnly {
		cells = []string{"", "", peer, fmt.Sprintf("**%.2f×**", vr/vp)}
	}
	return append([]string{"go", fmt.Sprintf("validate, geometric mean of %d corpus files (%s)", len(files), what),
		fmt.Sprintf("`%s`: %s MB/s", bestR.cfg, fmtNum(vr))}, cells...)
}

func document(run *Run, head, plotDir, results string) (string, error) {
	recs := run.Records
	env := run.Env
	var b strings.Builder
	w := func(format string, a ...any) { fmt.Fprintf(&b, format, a...) }
	plotRef := func(file, alt string) { w("\n![%s](benchmarks/%s)\n\n", alt, plotFile(file)) }

	w("# Benchmarks\n\n")
	w("Generated by `bench/report` from one run of `bench/run.sh` (%s mode) on %s. Do not edit by hand: run `make bench` (quick) or `make bench FULL=1` (publication) and commit the regenerated file, the plots in `docs/benchmarks/` and the results in `bench/results/`.\n\n", env["mode"], env["date"])
	if env["mode"] != "full" {
		w("> **Quick mode**: few, short samples on a machine that may be shared. Use these numbers for direction only; publish numbers from a full run.\n\n")
	}
	if env["only"] != "" {
		w("> **Partial run**: only workloads matching `%s` were measured; the rest are listed as not run.\n\n", env["only"])
	}

	w("## Headline: Riffle against the best peer and the best strict peer\n\n")
	w("Ratio = Riffle's speed ÷ the peer's (Go: median ns/op; Java: JMH ops/s). Above 1 means Riffle is faster. `~` means the difference is not significant. *Best strict peer* is the fastest peer whose API accepts every JSONTestSuite `y_` file and rejects every `n_` file without crashing (see *strictness of the peers*); *same* means the best peer is strict.\n\n")
	if env["mode"] != "full" {
		w("> Quick mode: direction only.\n\n")
	}
	b.WriteString(head)

	w("\n## Hardware, software, command\n\n")
	rows := [][]string{
		{"machine", env["machine"]},
		{"CPU", fmt.Sprintf("%s (%s cores; flags: %s)", env["cpu"], env["cores"], strings.TrimSpace(env["cpu_flags"]))},
		{"memory", env["mem"]},
		{"kernel", env["kernel"]},
		{"Go", env["go"]},
		{"Java", javaRuntime(recs, env)},
		{"Riffle", "commit " + env["commit"]},
		{"command", "`" + env["command"] + "`"},
		{"Go harness", env["go_command"]},
		{"mode", fmt.Sprintf("%s: Go -count %s, -benchtime %s (validation-only files %s, large file %s)", env["mode"], env["go_count"], env["go_benchtime"], env["go_validate_benchtime"], env["go_large_benchtime"])},
		{"results", "`" + filepath.Base(results) + "` (one JSON line per row, with every sample)"},
	}
	b.WriteString(md([]string{"what", "value"}, rows))

	w("\nGo peers (module versions resolved from the Go module proxy, pinned in `bench/go/go.mod`):\n\n")
	var mods [][]string
	ids := make([]string, 0, len(goLibs))
	for id := range goLibs {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		l := goLibs[id]
		v := run.Modules[l.module]
		if l.module == "" {
			v = "standard library, " + strings.Fields(strings.TrimPrefix(env["go"], "go version ") + " x")[0]
		}
		if id == "riffle" {
			v = "this repository"
		}
		mods = append(mods, []string{l.display, "`" + id + "`", v})
	}
	b.WriteString(md([]string{"library", "id", "version"}, mods))

	w("\n## Method\n\n")
	w("- **Same run, same machine.** Every library runs in the same invocation of `bench/run.sh`; Go rows run in one test binary per workload group, the encoding/json/v2 rows in a second binary built with `GOEXPERIMENT=jsonv2`.\n")
	w("- **Correct first.** Before any timing, each row's body runs once and its answer is compared with a reference (the bound field values, the element count 30 or 11,351, `true` for validation, for writers: the output parses to the same value as the input; Record2 writers must produce the 508-byte reference exactly). A row that fails is reported as *wrong answer* and not timed. `go test ./...` in `bench/go` runs the same checks (`TestBenchmarkWorkloads`).\n")
	w("- **Go**: `go test -bench` with `-benchmem`; each row is run `-count` times and the tables show the **median** ns/op (with min–max), MB/s, B/op and allocs/op. Significance: two-sided Mann–Whitney U test on the samples, as benchstat does; `~` marks p ≥ 0.05.\n")
	w("- **Quick mode** (default, `make bench`): Go -count 5, -benchtime 100ms (the 11 validation-only corpus files: 30ms; large file: 2 iterations per sample); about 5 minutes for Go on 2 cores, plus the Java harness's quick run, 15 minutes at most in all. **Full mode** (`make bench FULL=1`): Go -count 10, -benchtime 1s (validation-only files 500ms; large file 10 iterations); about 60 minutes for Go, plus the Java harness's full run.\n")
	w("- **Java**: JMH (see `bench/java`); ops/s is JMH's score, ± its 99.9%% confidence half-width; ratios whose confidence intervals overlap are marked `~`.\n")
	w("- **Large file**: a ~26 MB array of 11,351 GitHub events, rebuilt at benchmark time in a temporary directory by cycling the 30 events of `corpus/github_events.json` with the source's own formatting (json-iterator's original `large-file.json` is not available). Read from an `*os.File`; streaming libraries use a 4 KiB buffer. Peak RSS Δ is measured in a fresh process per row (reset with `/proc/self/clear_refs`, read from `VmHWM`).\n")
	w("- Inputs come from `$RIFFLE_TESTDATA` (`seed-go/`, `seed-scalajack/`, `corpus/`); see their READMEs for the origin of each document and the struct shapes.\n")

	w("\n## How to read this\n\n")
	w("- Lower ns/op, B/op and allocs/op are better; higher MB/s and ops/s are better.\n")
	w("- *speed vs best peer* divides the row's speed by the fastest JSON peer (not Riffle, not Protobuf) of the same table: `1.30×` is 30%% faster than the best peer, `0.80×` is 20%% slower. The best peer itself says *best peer*.\n")
	w("- Rows differ in how much they do: a pull-parser row (`iterator`, `EachKey`) binds only the fields asked for, like the reflection rows whose structs name only those fields. jsonparser and simdjson-go do not validate everything the others do (see the notes per table). encoding/json and sonic `config-std` sort map keys and escape HTML when writing; jsoniter `marshal-default` and the hand-written streams write maps in Go's random order.\n")
	w("- Quick-mode numbers on a shared 2-core machine can move by 10–30%% between runs; trust ratios marked significant, and re-run in full mode before quoting a number.\n")

	w("\n## Go: seed payloads (json-iterator/go-benchmark shapes)\n\n")
	for i, s := range seedTables {
		rs := group(recs, "go", s.workload, s.op)
		if len(rs) == 0 {
			continue
		}
		w("### %s\n\n", s.title)
		b.WriteString(goRowTable(rs, false, false))
		file := fmt.Sprintf("go-seed-%d-%s.svg", i+1, s.workload)
		if err := rowPlot(plotDir, file, "Go "+s.workload+" payload: "+s.op, rs); err != nil {
			return "", err
		}
		plotRef(file, s.title+": ns/op")
	}
	if rs := group(recs, "go", "largefile", "count"); len(rs) > 0 {
		w("### Large file (~26 MB, 11,351 elements): count from an io.Reader\n\n")
		b.WriteString(goRowTable(rs, true, true))
		w("\njsonparser reads the whole file first (io.ReadAll), encoding/json decodes into `[]struct{}`; the others stream. json-iterator/go v1.1.12's default (strict) Skip reads every object key as a string through `ReadObjectCB` and re-parses numbers that cross a buffer boundary, hence its allocations (its 2017 table predates strict mode). B/op and allocs/op count one whole operation, including opening the file.\n")
		if err := rowPlot(plotDir, "go-largefile.svg", "Go large file: count 11,351 elements", rs); err != nil {
			return "", err
		}
		plotRef("go-largefile.svg", "Large file: ns/op")
	}

	w("\n## Go: validation and skipping throughput (MB/s, median)\n\n")
	w("Validation: the whole document is checked and must be reported valid. simdjson-go's row is its tape parse (it needs AVX2 and CLMUL), which checks structure but, unlike the others, is not a strict RFC 8259 validator in every detail; jsonparser has no full validator and has no row.\n\n")
	if t, names, series := goMatrix(recs, allFiles, "validate"); len(names) > 0 {
		b.WriteString(t)
		if err := groupedPlot(plotDir, "go-validate.svg", "Validate: MB/s (higher is better)", "MB/s", trimJSON(allFiles), names, series); err != nil {
			return "", err
		}
		plotRef("go-validate.svg", "Validation MB/s")
	}
	w("\nSkip: one pull-parser Skip over the whole document (jsoniter's Skip checks less than a validator).\n\n")
	if t, names, series := goMatrix(recs, mainFiles, "skip"); len(names) > 0 {
		b.WriteString(t)
		if err := groupedPlot(plotDir, "go-skip.svg", "Skip: MB/s (higher is better)", "MB/s", trimJSON(mainFiles), names, series); err != nil {
			return "", err
		}
		plotRef("go-skip.svg", "Skip MB/s")
	}

	w("\n## Go: strictness of the peers\n\n")
	w("Speed only counts for a correct library. Before timing, `TestConformance` (`bench/go/conformance_test.go`) runs every validate, skip and generic-decode API above over JSONTestSuite's `test_parsing` (95 `y_` files that must be accepted, 188 `n_` files that must be rejected; the 35 implementation-defined `i_` files are left out) and the %d vectors of `testdata/validate.jsonl` (valid ones must be accepted, invalid ones rejected: invalid UTF-8, bad escapes, lone surrogates, numbers, trailing data, the default depth limit of 10,000). Each call is run once (the APIs in parallel, one per CPU), panics are recovered and counted as crashes, and a call still running after 5 s counts as a hang (1 s for an API's later inputs once it has hung). **Strict** = every `y_` accepted and every `n_` rejected in time, no crash; hangs on vectors are shown but, as their time depends on the machine's load, not held against the verdict; the vectors are shown beside it (most peers accept invalid UTF-8 by design). Riffle's APIs are asserted fully strict (the run fails otherwise); the peers' results are recorded, not asserted. Struct and decode rows of a reflection API are marked with the result of the same API decoding into `any`; pull-parser rows of peers (jsonparser, jsoniter iterator) and the large-file rows are not checked.\n\n", vectorCount(run.Strictness))
	if len(run.Strictness) > 0 {
		b.WriteString(strictnessTable(run.Strictness))
	} else {
		w("No conformance results in this run (conformance.jsonl missing).\n")
	}

	w("\n## Go: decoding into a generic tree and into structs (MB/s, median)\n\n")
	w("Generic: `map[string]any` / `[]any` / `float64` (fastjson: its own tree). Struct: complete shapes for canada and citm, a partial shape for twitter (`bench/go/corpus_types.go`). Riffle has no bind layer yet, so its rows are missing.\n\n")
	for _, op := range []string{"generic", "struct"} {
		if t, names, series := goMatrix(recs, mainFiles, op); len(names) > 0 {
			w("### %s\n\n", map[string]string{"generic": "Generic tree", "struct": "Struct shapes"}[op])
			b.WriteString(t)
			file := "go-bind-" + op + ".svg"
			if err := groupedPlot(plotDir, file, "Decode ("+op+"): MB/s", "MB/s", trimJSON(mainFiles), names, series); err != nil {
				return "", err
			}
			plotRef(file, op+" MB/s")
		}
	}

	w("\n## Go: writing\n\n")
	w("MB/s counts the compact size of the written document (the 184-byte medium encoding; twitter.json minified). The `stream-by-hand` rows walk the value with the library's Stream; encoding/json and sonic `config-std` sort map keys and escape HTML, the others do not.\n\n")
	for _, x := range []struct{ workload, title string }{
		{"medium", "Medium payload: write the decoded MediumPayload"},
		{"twitter.json", "twitter.json: write its content (generic tree, float64 numbers)"},
	} {
		rs := group(recs, "go", x.workload, "write")
		if len(rs) == 0 {
			continue
		}
		w("### %s\n\n", x.title)
		b.WriteString(goRowTable(rs, true, false))
		file := "go-write-" + strings.TrimSuffix(x.workload, ".json") + ".svg"
		if err := rowPlot(plotDir, file, "Go write: "+x.workload, rs); err != nil {
			return "", err
		}
		plotRef(file, x.title)
	}

	w("\n## Record2 (ScalaJack 8 benchmark model): read and write, ops/s\n\n")
	w("Go rows are 1e9 ÷ median ns/op; Java rows are JMH scores. Read: the 872-byte `record2.json` into the 5-class model; write: the model back to the 508-byte compact reference.\n\n")
	{
		var rs []*Record
		for _, r := range recs {
			if strings.EqualFold(r.Workload, "record2") {
				rs = append(rs, r)
			}
		}
		var out [][]string
		var labels []string
		var vals []float64
		var isR []bool
		for _, op := range []string{"read", "write"} {
			langs := []string{"go"}
			seenL := map[string]bool{}
			for _, r := range rs {
				if r.Language == "java" && !seenL[r.JDK] {
					seenL[r.JDK] = true
					langs = append(langs, "java (JDK "+r.JDK+")")
				}
			}
			for _, lang := range langs {
				var g []*Record
				for _, r := range rs {
					l := r.Language
					if l == "java" {
						l = "java (JDK " + r.JDK + ")"
					}
					if l == lang && r.Operation == op {
						g = append(g, r)
					}
				}
				best := bestPeer(g)
				for _, r := range sortRows(g) {
					ops := ""
					if measured(r) {
						ops = fmtNum(speed(r))
						labels = append(labels, fmt.Sprintf("%s %s %s %s", lang, op, r.LibraryName, r.Config))
						vals = append(vals, speed(r))
						isR = append(isR, r.Library == "riffle")
					}
					out = append(out, []string{lang, op, libCell(r) + strictMark(r), "`" + r.Config + "`", ops, fmtPtr(r.BytesPerOp), fmtPtr(r.AllocsPerOp), vsBest(r, best), statusCell(r)})
				}
			}
		}
		if len(out) > 0 {
			b.WriteString(md([]string{"lang", "op", "library", "API / config", "ops/s", "B/op", "allocs/op", "speed vs best peer", "status"}, out))
			if err := barPlot(plotDir, "record2.svg", "Record2 read/write: ops/s (higher is better)", "ops/s", labels, vals, isR); err != nil {
				return "", err
			}
			plotRef("record2.svg", "Record2 ops/s")
		}
	}

	w("\n## Java (JMH)\n\n")
	javaStatus := env["java_status"]
	var javaRecs []*Record
	for _, r := range recs {
		if r.Language == "java" {
			javaRecs = append(javaRecs, r)
		}
	}
	if len(javaRecs) == 0 {
		w("No Java results in this run (%s).\n", javaStatus)
	} else {
		var workloads []string
		seenW := map[string]bool{}
		for _, r := range javaRecs {
			if !seenW[wkey(r)] {
				seenW[wkey(r)] = true
				workloads = append(workloads, wkey(r))
			}
		}
		sort.Strings(workloads)
		for _, wl := range workloads {
			var rs []*Record
			for _, r := range javaRecs {
				if wkey(r) == wl {
					rs = append(rs, r)
				}
			}
			w("### %s\n\n", wl)
			b.WriteString(javaTable(rs))
			var labels []string
			var vals []float64
			var isR []bool
			for _, r := range sortRows(rs) {
				if measured(r) {
					labels = append(labels, strings.TrimSpace(r.LibraryName+" "+r.Operation+" "+r.Config))
					vals = append(vals, r.OpsPerS)
					isR = append(isR, r.Library == "riffle")
				}
			}
			file := "java-" + strings.ToLower(strings.NewReplacer(" · ", "-", " ", "").Replace(wl)) + ".svg"
			if err := barPlot(plotDir, file, "Java "+wl+": ops/s", "ops/s", labels, vals, isR); err != nil {
				return "", err
			}
			plotRef(file, "Java "+wl)
		}
		w("### Ratios per scenario\n\n")
		t, ok := javaRatios(javaRecs)
		if ok {
			b.WriteString(t)
		} else {
			w("No scenario has Riffle, Jackson and Protobuf rows together yet.\n")
		}
	}

	w("\n## Missing rows\n\n")
	b.WriteString(missingList(run))
	return b.String(), nil
}

func trimJSON(fs []string) []string {
	out := make([]string, len(fs))
	for i, f := range fs {
		out[i] = strings.TrimSuffix(f, ".json")
	}
	return out
}

func rowPlot(dir, file, title string, rs []*Record) error {
	var labels []string
	var vals []float64
	var isR []bool
	for _, r := range sortRows(rs) {
		if measured(r) {
			labels = append(labels, r.LibraryName+" "+r.Config)
			vals = append(vals, r.NsPerOp)
			isR = append(isR, r.Library == "riffle")
		}
	}
	return barPlot(dir, file, title+" (ns/op, lower is better)", "ns/op", labels, vals, isR)
}

func javaRuntime(recs []*Record, env map[string]string) string {
	for _, r := range recs {
		if r.Language == "java" && r.Runtime != "" {
			return r.Runtime
		}
	}
	return "no Java results (" + env["java_status"] + ")"
}

// javaRatios is the Riffle vs Jackson, Protobuf vs Riffle, Protobuf vs Jackson table.
func javaRatios(recs []*Record) (string, bool) {
	type sc struct{ workload, op string }
	var order []sc
	best := map[sc]map[string]*Record{}
	for _, r := range recs {
		if !measured(r) {
			continue
		}
		fam := ""
		switch {
		case strings.HasPrefix(r.Library, "riffle"):
			fam = "riffle"
		case strings.HasPrefix(r.Library, "jackson"):
			fam = "jackson"
		case strings.HasPrefix(r.Library, "protobuf"), strings.HasPrefix(r.Library, "proto"):
			fam = "protobuf"
		default:
			continue
		}
		k := sc{wkey(r), r.Operation}
		if best[k] == nil {
			best[k] = map[string]*Record{}
			order = append(order, k)
		}
		if cur := best[k][fam]; cur == nil || r.OpsPerS > cur.OpsPerS {
			best[k][fam] = r
		}
	}
	ratio := func(a, b *Record) string {
		if a == nil || b == nil {
			return ""
		}
		return fmt.Sprintf("%.2f× %s", a.OpsPerS/b.OpsPerS, signif(a, b))
	}
	var rows [][]string
	any := false
	for _, k := range order {
		m := best[k]
		if m["riffle"] != nil && (m["jackson"] != nil || m["protobuf"] != nil) || m["protobuf"] != nil && m["jackson"] != nil {
			any = true
		}
		name := k.workload + " " + k.op
		rows = append(rows, []string{name, ratio(m["riffle"], m["jackson"]), ratio(m["protobuf"], m["riffle"]), ratio(m["protobuf"], m["jackson"])})
	}
	return md([]string{"scenario", "Riffle ÷ Jackson", "Protobuf ÷ Riffle", "Protobuf ÷ Jackson"}, rows), any
}

// missingList is the explicit list of rows without a number, and why.
func missingList(run *Run) string {
	var b strings.Builder
	byReason := map[string][]string{}
	var reasons []string
	for _, r := range run.Records {
		if r.Status == "ok" {
			continue
		}
		reason := r.Status
		if r.Detail != "" && r.Status != "wrong answer" {
			reason += ": " + r.Detail
		}
		item := fmt.Sprintf("%s %s %s %s `%s`", r.Language, r.Workload, r.Operation, r.LibraryName, r.Config)
		if r.Status == "wrong answer" {
			d := r.Detail
			if len(d) > 160 {
				d = d[:160] + "…"
			}
			item += " — " + strings.ReplaceAll(d, "\n", " ")
		}
		if _, ok := byReason[reason]; !ok {
			reasons = append(reasons, reason)
		}
		byReason[reason] = append(byReason[reason], item)
	}
	if js := run.Env["java_status"]; js != "ok" {
		fmt.Fprintf(&b, "- **All Java rows** (Riffle, Jackson, Protobuf, jsoniter …): Java harness %s.\n", js)
	}
	for _, w := range run.Warnings {
		fmt.Fprintf(&b, "- %s\n", w)
	}
	for _, reason := range reasons {
		items := byReason[reason]
		fmt.Fprintf(&b, "- **%s** (%d rows):\n", reason, len(items))
		for _, it := range items {
			fmt.Fprintf(&b, "  - %s\n", it)
		}
	}
	if b.Len() == 0 {
		b.WriteString("None: every row was measured.\n")
	}
	return b.String()
}
