package main

import (
	"fmt"
	"math"
	"regexp"
	"strings"
)

// headlineGroup is the rows a headline line compares: one workload and operation; for
// skip, the peers' whole-document validators of the same file too, since for Riffle a
// skip is a full validation (the same work).
func headlineGroup(recs []*Record, lang, workload, op string) []*Record {
	rs := group(recs, lang, workload, op)
	if op == "skip" && len(rs) > 0 {
		for _, r := range group(recs, lang, workload, "validate") {
			if r.Library != "riffle" {
				rs = append(rs, r)
			}
		}
	}
	return rs
}

// headlineTable lists, per workload, Riffle's best row against the best peer and the
// best strict peer (the README table); reruns holds, per line, one command that
// measures the compared rows again.
func headlineTable(recs []*Record) (table string, reruns []string) {
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
		for _, c := range comparisons(recs, x.lang, x.workload, x.op) {
			row, rerun := headlineRow(c)
			rows = append(rows, row)
			reruns = append(reruns, rerun)
		}
	}
	for _, strictOnly := range []bool{false, true} {
		if row, rerun := validateGeomean(recs, strictOnly); row != nil {
			rows = append(rows, row)
			reruns = append(reruns, rerun)
		}
	}
	for i := range rows {
		rows[i] = append([]string{fmt.Sprint(i + 1)}, rows[i]...)
	}
	return md([]string{"#", "lang", "workload", "Riffle (API)", "best peer (lib)", "ratio [95% CI]", "best strict peer", "ratio [95% CI]"}, rows), reruns
}

// headlineRow is one headline line: Riffle's row of a comparison against the best peer
// and the best strict peer of the same rows (same io form); a write names each side's
// buffer policy.
func headlineRow(c comparison) ([]string, string) {
	rs, rf := c.rows, c.riffle
	bp, sp := bestPeer(rs), bestStrictPeer(rs)
	val := func(r *Record) string {
		if !measured(r) {
			return r.Status
		}
		if r.Language == "go" {
			return fmt.Sprintf("%s ns/op", fmtNum(r.NsPerOp))
		}
		return fmt.Sprintf("%s ops/s", fmtNum(r.OpsPerS))
	}
	policy := func(r *Record) string {
		if p := writePolicy(r); p != "" {
			return " (" + p + ")"
		}
		return ""
	}
	peerCell := func(p *Record) string {
		s := p.LibraryName
		if p.Config != "" {
			s += " `" + p.Config + "`"
		}
		if p.Operation != c.op {
			s += " (" + p.Operation + ")"
		}
		return s + policy(p) + ": " + val(p)
	}
	ratio := func(p *Record) string {
		if rf == nil || p == nil || !measured(rf) {
			return ""
		}
		return ratioText(rf, p, true)
	}
	riffle := "missing"
	if rf != nil {
		riffle = val(rf)
		if measured(rf) {
			api := rf.Config
			if api == "" { // Java rows name the operation, not a config
				api = rf.Operation
			}
			riffle = fmt.Sprintf("`%s`%s: %s", api, policy(rf), val(rf))
		}
	}
	peer, strict := "—", "—"
	if bp != nil {
		peer = peerCell(bp)
		if bp.Strictness == nil && c.op != "write" {
			peer += " (strictness not checked)"
		} else if bp.Strictness != nil && !bp.Strictness.Strict {
			peer += " ⚠ not strict"
		}
	}
	checked := 0
	for _, r := range rs {
		if isJSONPeer(r) && measured(r) && r.Strictness != nil {
			checked++
		}
	}
	switch {
	case sp == bp && sp != nil:
		strict = "same"
	case sp != nil:
		strict = peerCell(sp)
	case bp == nil:
		strict = "—"
	case c.op == "write":
		strict = "n/a (writing)"
	case checked > 0:
		strict = fmt.Sprintf("none strict (%d peer APIs checked)", checked)
	case c.lang == "java":
		strict = "not checked (Java)"
	default:
		strict = "not checked"
	}
	sr := ratio(sp)
	if strict == "same" {
		sr = ratio(bp)
	}
	return []string{c.lang, c.label(), riffle, peer, ratio(bp), strict, sr}, rerunCommand(rf, bp, sp)
}

// rerunCommand is one command that measures a headline line's rows again: Riffle's,
// the best peer's and the best strict peer's (Go: 10 interleaved rounds in rotated order,
// as bench/run.sh runs them; Java: JMH with 2 forks).
func rerunCommand(rows ...*Record) string {
	var rs []*Record
	for _, r := range rows {
		if r != nil && measured(r) {
			rs = append(rs, r)
		}
	}
	if len(rs) == 0 {
		return ""
	}
	if rs[0].Language == "java" {
		var names []string
		for _, r := range rs {
			names = append(names, regexp.QuoteMeta(r.JMHBenchmark))
		}
		// Pin the compared rows' parameters (JMH applies a -p only to the benchmarks that
		// have that parameter).
		pins := ""
		for _, name := range []string{"io", "writer", "jackson"} {
			var vs []string
			for _, r := range rs {
				if v := param(r, name); v != "" {
					vs = append(vs, v)
				}
			}
			if len(vs) > 0 {
				pins += fmt.Sprintf(" -p %s=%s", name, strings.Join(dedupe(vs), ","))
			}
		}
		if rs[0].Threads > 1 {
			pins += fmt.Sprintf(" -t %d", rs[0].Threads)
		}
		return fmt.Sprintf("(cd java && mvn -B -q -DskipTests install) && (cd bench/java && mvn -B -q -DskipTests package) && $(.ci/find-jdk %s)/bin/java -jar bench/java/target/benchmarks.jar '^(%s)$'%s -f 2", rs[0].JDK, strings.Join(dedupe(names), "|"), pins)
	}
	var parts [4][]string
	env := ""
	for _, r := range rs {
		for i, p := range []string{r.Workload, r.Operation, r.Library, r.Config} {
			parts[i] = append(parts[i], regexp.QuoteMeta(p))
		}
		if isV2Lib(r.Library) {
			env = "GOEXPERIMENT=jsonv2 "
		}
	}
	var pat []string
	for _, p := range parts {
		pat = append(pat, "^("+strings.Join(dedupe(p), "|")+")$")
	}
	return fmt.Sprintf("cd bench/go && %sgo test -c -o /tmp/riffle-bench.test . && for r in $(seq 10); do RIFFLE_BENCH_ROUND=$r /tmp/riffle-bench.test -test.run '^$' -test.bench 'BenchmarkJSON/%s' -test.benchmem -test.benchtime 500ms -test.count 1; done | tee /tmp/rerun.txt", env, strings.Join(pat, "/"))
}

func dedupe(xs []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, x := range xs {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}

// validateGeomean compares Riffle's best validation API with the best peer API (with
// strictOnly: the best strict peer API) by the geometric mean of MB/s over every corpus
// file that both measured.
func validateGeomean(recs []*Record, strictOnly bool) ([]string, string) {
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
		return nil, ""
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
		return nil, ""
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
	// The rerun: both APIs on every file.
	var pick []*Record
	for _, r := range recs {
		if r.Language == "go" && r.Operation == "validate" && (r.Library == bestR.lib && r.Config == bestR.cfg || r.Library == bestP.lib && r.Config == bestP.cfg) {
			pick = append(pick, r)
		}
	}
	return append([]string{"go", fmt.Sprintf("validate, geometric mean of %d corpus files (%s)", len(files), what),
		fmt.Sprintf("`%s`: %s MB/s", bestR.cfg, fmtNum(vr))}, cells...), rerunCommand(pick...)
}
