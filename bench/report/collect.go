package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// Run is everything one bench/run.sh run left in its directory.
type Run struct {
	Dir     string
	Env     map[string]string
	Modules map[string]string // Go module path -> version
	Records []*Record
	// Strictness is the conformance check of every validate/skip/generic API (Go).
	Strictness []*Strictness
	Warnings   []string
	GoBench    []byte // raw go test -bench output (both builds)
}

func readEnv(path string) (map[string]string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	env := map[string]string{}
	for _, line := range strings.Split(string(b), "\n") {
		if k, v, ok := strings.Cut(line, "="); ok {
			env[k] = v
		}
	}
	return env, nil
}

// collect reads a run directory.
func collect(dir string) (*Run, error) {
	env, err := readEnv(filepath.Join(dir, "env.txt"))
	if err != nil {
		return nil, err
	}
	r := &Run{Dir: dir, Env: env, Modules: map[string]string{}}
	if b, err := os.ReadFile(filepath.Join(dir, "go-modules.txt")); err == nil {
		for _, line := range strings.Split(string(b), "\n") {
			if f := strings.Fields(line); len(f) >= 2 {
				r.Modules[f[0]] = f[1]
			}
		}
	}
	cores, _ := strconv.Atoi(env["cores"])
	mach := Machine{Name: env["machine"], CPU: env["cpu"], Cores: cores, Memory: env["mem"], Kernel: env["kernel"], Flags: strings.TrimSpace(env["cpu_flags"])}
	base := func(lang string) Record {
		return Record{Language: lang, Machine: mach, Mode: env["mode"], Command: env["command"], Date: env["date"], Commit: env["commit"],
			DirtyFiles: strings.TrimSpace(env["dirty_files"])}
	}
	goVersion := strings.TrimPrefix(env["go"], "go version ")

	// Go rows: the manifests list every row and its check status.
	rows := map[string]*Record{}
	var order []string
	for _, m := range []struct {
		file string
		v2   bool
	}{{"manifest.jsonl", false}, {"manifest-v2.jsonl", true}} {
		f, err := os.Open(filepath.Join(dir, m.file))
		if err != nil {
			continue
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 1<<20), 1<<24)
		for sc.Scan() {
			var row struct{ Name, Status, Detail string }
			if json.Unmarshal(sc.Bytes(), &row) != nil {
				continue
			}
			parts := strings.SplitN(row.Name, "/", 4)
			if len(parts) != 4 {
				continue
			}
			if m.v2 != (parts[2] == "std-v2exp" || parts[2] == "stdv2") {
				continue // each build contributes its own rows
			}
			rec := base("go")
			rec.Workload, rec.Operation, rec.Library, rec.Config = parts[0], parts[1], parts[2], parts[3]
			rec.LibraryName = displayName("go", rec.Library)
			rec.Runtime = goVersion
			if m.v2 {
				rec.Runtime += " GOEXPERIMENT=jsonv2"
			}
			if mod := goLibs[rec.Library].module; mod != "" {
				rec.LibraryVersion = r.Modules[mod]
				if rec.Library == "riffle" {
					rec.LibraryVersion = "commit " + env["commit"]
				}
			} else {
				rec.LibraryVersion = strings.Fields(goVersion + " x")[0]
			}
			rec.Status = row.Status
			rec.Detail = row.Detail
			if _, dup := rows[row.Name]; !dup {
				order = append(order, row.Name)
			}
			rows[row.Name] = &rec
		}
		f.Close()
	}
	// Go samples.
	type sample struct {
		ns, mbs, bytes, allocs float64
		round                  int // 0: not measured in rounds
	}
	samples := map[string][]sample{}
	line := regexp.MustCompile(`^BenchmarkJSON/(\S+?)(?:-\d+)?\s+\d+\s+(.*)$`)
	roundLine := regexp.MustCompile(`^# round (\d+)$`)
	for _, file := range []string{"go-bench.txt", "go-bench-v2.txt"} {
		b, err := os.ReadFile(filepath.Join(dir, file))
		if err != nil {
			continue
		}
		r.GoBench = append(r.GoBench, b...)
		round := 0
		for _, l := range strings.Split(string(b), "\n") {
			if m := roundLine.FindStringSubmatch(l); m != nil {
				round, _ = strconv.Atoi(m[1])
				continue
			}
			m := line.FindStringSubmatch(l)
			if m == nil {
				continue
			}
			s := sample{round: round}
			f := strings.Fields(m[2])
			for i := 0; i+1 < len(f); i += 2 {
				v, _ := strconv.ParseFloat(f[i], 64)
				switch f[i+1] {
				case "ns/op":
					s.ns = v
				case "MB/s":
					s.mbs = v
				case "B/op":
					s.bytes = v
				case "allocs/op":
					s.allocs = v
				}
			}
			samples[m[1]] = append(samples[m[1]], s)
		}
	}
	for name, ss := range samples {
		rec, ok := rows[name]
		if !ok {
			continue
		}
		var ns, mbs, by, al []float64
		rounds := []int{}
		for _, s := range ss {
			if s.round > 0 {
				rounds = append(rounds, s.round)
			}
			ns = append(ns, s.ns)
			mbs = append(mbs, s.mbs)
			by = append(by, s.bytes)
			al = append(al, s.allocs)
		}
		rec.N = len(ss)
		rec.NsPerOpSamples = ns
		if len(rounds) == len(ns) {
			rec.SampleRounds = rounds
		}
		rec.NsPerOp = median(ns)
		rec.NsPerOpMin, rec.NsPerOpMax = minMax(ns)
		rec.MBPerS = median(mbs)
		b, a := median(by), median(al)
		rec.BytesPerOp, rec.AllocsPerOp = &b, &a
	}
	for _, name := range order {
		rec := rows[name]
		if rec.Status == "ok" && rec.N == 0 {
			rec.Status = "not run"
			rec.Detail = "checked but not measured in this run"
			if env["only"] != "" {
				rec.Detail += " (RIFFLE_BENCH_ONLY=" + env["only"] + ")"
			}
		}
	}
	// Peak memory of the large-file rows.
	if f, err := os.Open(filepath.Join(dir, "peak.jsonl")); err == nil {
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			var p struct {
				Name       string `json:"name"`
				PeakDelta  int64  `json:"peak_rss_delta_bytes"`
				TotalAlloc int64  `json:"total_alloc_bytes"`
			}
			if json.Unmarshal(sc.Bytes(), &p) == nil {
				if rec, ok := rows[p.Name]; ok {
					rec.PeakRSSDelta, rec.TotalAllocBytes = &p.PeakDelta, &p.TotalAlloc
				}
			}
		}
		f.Close()
	}
	r.Strictness = readStrictness(dir)
	for _, name := range order {
		rec := rows[name]
		rec.Strictness, rec.StrictnessFrom = strictnessOf(r.Strictness, rec)
		r.Records = append(r.Records, rec)
	}
	// Java rows.
	// JMH results are jmh-jdk<N>.json; the directory also holds workloads.json and
	// wrong-answers.json, which are read on their own.
	javaFiles, _ := filepath.Glob(filepath.Join(dir, "java", "jmh-*.json"))
	sort.Strings(javaFiles)
	var javaRecs []*Record
	for _, jf := range javaFiles {
		recs, err := readJMH(jf, base("java"))
		if err != nil {
			r.Warnings = append(r.Warnings, fmt.Sprintf("Java results file %s could not be read: %v", filepath.Base(jf), err))
			continue
		}
		javaRecs = append(javaRecs, recs...)
	}
	r.Records = append(r.Records, mergeForks(javaRecs)...)
	r.Records = append(r.Records, readWrongAnswers(filepath.Join(dir, "java", "wrong-answers.json"), base("java"))...)
	for _, rec := range r.Records {
		if rec.Language == "java" {
			rec.Strictness, rec.StrictnessFrom = strictnessOf(r.Strictness, rec)
		}
	}
	return r, nil
}

// jmhResult is the part of one JMH `-rf json` entry the report uses.
type jmhResult struct {
	Benchmark     string            `json:"benchmark"`
	Mode          string            `json:"mode"`
	JDKVersion    string            `json:"jdkVersion"`
	VMName        string            `json:"vmName"`
	VMVersion     string            `json:"vmVersion"`
	Params        map[string]string `json:"params"`
	Threads       int               `json:"threads"`
	PrimaryMetric struct {
		Score           float64        `json:"score"`
		ScoreError      any            `json:"scoreError"` // a number, or "NaN"
		ScoreConfidence []any          `json:"scoreConfidence"`
		ScoreUnit       string         `json:"scoreUnit"`
		RawData         [][]float64    `json:"rawData"`
		Percentiles     map[string]any `json:"scorePercentiles"`
	} `json:"primaryMetric"`
}

// num reads a JMH number, which may be the string "NaN" (one sample: no error); NaN and
// infinities become 0, as JSON cannot carry them.
func num(v any) float64 {
	var f float64
	switch v := v.(type) {
	case float64:
		f = v
	case string:
		f, _ = strconv.ParseFloat(v, 64)
	}
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return 0
	}
	return f
}

// toOpsPerS converts a JMH score in unit u to operations per second.
func toOpsPerS(v float64, u string) (float64, bool) {
	scale := map[string]float64{"s": 1, "ms": 1e-3, "us": 1e-6, "ns": 1e-9, "min": 60}
	if t, ok := strings.CutPrefix(u, "ops/"); ok {
		if s, ok := scale[t]; ok {
			return v / s, true
		}
	}
	if t, ok := strings.CutSuffix(u, "/op"); ok {
		if s, ok := scale[t]; ok && v > 0 {
			return 1 / (v * s), true
		}
	}
	return 0, false
}

// readJMH parses one JMH JSON file; benchmark names follow
// dev.riffle.bench.<Workload>Bench.<library>_<operation>.
func readJMH(path string, base Record) ([]*Record, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var res []jmhResult
	if err := json.Unmarshal(b, &res); err != nil {
		return nil, err
	}
	var out []*Record
	for _, j := range res {
		if j.Benchmark == "" || j.PrimaryMetric.ScoreUnit == "" {
			continue // not a JMH result entry
		}
		rec := base
		splitJMHName(&rec, j.Benchmark)
		if j.Threads > 1 {
			rec.Threads = j.Threads
			rec.Workload += fmt.Sprintf(" · %d threads", j.Threads)
		}
		var ps []string
		for k, v := range j.Params {
			if k == "config" {
				continue
			}
			ps = append(ps, k+"="+v)
		}
		sort.Strings(ps)
		rec.Config = j.Params["config"]
		if len(ps) > 0 {
			if rec.Config != "" {
				rec.Config += ","
			}
			rec.Config += strings.Join(ps, ",")
		}
		rec.Runtime = strings.TrimSpace(fmt.Sprintf("JDK %s %s %s", j.JDKVersion, j.VMName, j.VMVersion))
		rec.JDK = jdkMajor(j.JDKVersion)
		pm := j.PrimaryMetric
		ops, ok := toOpsPerS(pm.Score, pm.ScoreUnit)
		if !ok {
			rec.Status = "failed"
			rec.Detail = "unknown JMH unit " + pm.ScoreUnit
			out = append(out, &rec)
			continue
		}
		rec.Status = "ok"
		rec.OpsPerS = ops
		e := num(pm.ScoreError)
		if len(pm.ScoreConfidence) == 2 {
			lo, _ := toOpsPerS(num(pm.ScoreConfidence[0]), pm.ScoreUnit)
			hi, _ := toOpsPerS(num(pm.ScoreConfidence[1]), pm.ScoreUnit)
			if lo > hi {
				lo, hi = hi, lo
			}
			if lo > 0 && !math.IsInf(hi, 0) {
				rec.CILow, rec.CIHigh = lo, hi
				rec.Error = (hi - lo) / 2
			}
		} else if e > 0 {
			// A time unit's error cannot be converted alone; keep it for ops units only.
			if strings.HasPrefix(pm.ScoreUnit, "ops/") {
				rec.Error, _ = toOpsPerS(e, pm.ScoreUnit)
			}
		}
		for _, fork := range pm.RawData {
			sum := 0.0
			for _, v := range fork {
				o, _ := toOpsPerS(v, pm.ScoreUnit)
				rec.OpsPerSSamples = append(rec.OpsPerSSamples, o)
				sum += o
			}
			if len(fork) > 0 {
				rec.OpsPerSForks = append(rec.OpsPerSForks, sum/float64(len(fork)))
			}
		}
		rec.N = len(rec.OpsPerSSamples)
		out = append(out, &rec)
	}
	return out, nil
}

// splitJMHName fills workload, library and operation from
// dev.riffle.bench.<Workload>Bench.<library>_<operation>.
func splitJMHName(rec *Record, name string) {
	rec.JMHBenchmark = name
	parts := strings.Split(name, ".")
	method := parts[len(parts)-1]
	class := ""
	if len(parts) >= 2 {
		class = parts[len(parts)-2]
	}
	rec.Workload = strings.TrimSuffix(class, "Bench")
	lib, op, ok := strings.Cut(method, "_")
	if !ok {
		lib, op = method, "run"
	}
	rec.Library, rec.Operation = lib, op
	rec.LibraryName = displayName("java", rec.Library)
}

func jdkMajor(v string) string {
	v = strings.TrimPrefix(v, "1.")
	if i := strings.IndexAny(v, ".+-_"); i > 0 {
		return v[:i]
	}
	return v
}

// readWrongAnswers lists the Java rows the Java harness excluded from timing.
func readWrongAnswers(path string, base Record) []*Record {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil
	}
	var ws []struct{ Benchmark, JDK, Reason string }
	if json.Unmarshal(b, &ws) != nil {
		return nil
	}
	var out []*Record
	for _, w := range ws {
		rec := base
		splitJMHName(&rec, w.Benchmark)
		rec.JDK = jdkMajor(w.JDK)
		rec.Status = "wrong answer"
		rec.Detail = w.Reason
		out = append(out, &rec)
	}
	return out
}

// mergeForks joins the records of one JMH benchmark (same name, params and JDK) that
// come from several files, as an interleaved Java run writes one file per fork: the
// forks and samples are pooled, the score is the mean of every sample (as JMH's), and the
// interval is a 95% t-interval over the fork means (JMH's own 99.9% interval is per file).
func mergeForks(recs []*Record) []*Record {
	var out []*Record
	byKey := map[string]*Record{}
	for _, rec := range recs {
		k := rec.JMHBenchmark + "|" + rec.Config + "|" + rec.JDK + "|" + strconv.Itoa(rec.Threads)
		m, ok := byKey[k]
		if !ok || rec.Status != "ok" || m.Status != "ok" {
			byKey[k] = rec
			out = append(out, rec)
			continue
		}
		m.OpsPerSForks = append(m.OpsPerSForks, rec.OpsPerSForks...)
		m.OpsPerSSamples = append(m.OpsPerSSamples, rec.OpsPerSSamples...)
		m.N = len(m.OpsPerSSamples)
		sum := 0.0
		for _, v := range m.OpsPerSSamples {
			sum += v
		}
		m.OpsPerS = sum / float64(m.N)
		m.CILow, m.CIHigh, m.Error = 0, 0, 0
		if len(m.OpsPerSForks) >= 2 {
			mean, v := meanVar(m.OpsPerSForks)
			h := t975(float64(len(m.OpsPerSForks)-1)) * math.Sqrt(v/float64(len(m.OpsPerSForks)))
			m.CILow, m.CIHigh, m.Error = mean-h, mean+h, h
		}
	}
	return out
}
