package main

import (
	"fmt"
	"math"
)

// headlineTable lists, per workload, Riffle's best row against the best peer and the
// best strict peer (the README table).
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
				api := rf.Config
				if api == "" { // Java rows name the operation, not a config
					api = rf.Operation
				}
				riffle = fmt.Sprintf("`%s`: %s", api, val(rf))
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
