package main

import (
	"fmt"
	"math"
	"sort"
	"strings"
)

// group selects the rows of one language, workload and operation.
func group(recs []*Record, lang, workload, op string) []*Record {
	var out []*Record
	for _, r := range recs {
		if r.Language == lang && wkey(r) == workload && r.Operation == op {
			out = append(out, r)
		}
	}
	return out
}

func measured(r *Record) bool { return r.Status == "ok" && (r.NsPerOp > 0 || r.OpsPerS > 0) }

// speed is higher-is-better: ops/s.
func speed(r *Record) float64 {
	if r.OpsPerS > 0 {
		return r.OpsPerS
	}
	if r.NsPerOp > 0 {
		return 1e9 / r.NsPerOp
	}
	return 0
}

// isJSONPeer excludes Riffle and the non-JSON baseline (Protobuf, in the Java scenarios):
// Protobuf is compared in the ratio table, not as a "best peer".
func isJSONPeer(r *Record) bool {
	return r.Library != "riffle" && !strings.HasPrefix(strings.ToLower(r.Library), "proto")
}

// bestPeer is the fastest measured JSON peer row.
func bestPeer(rows []*Record) *Record {
	var best *Record
	for _, r := range rows {
		if !isJSONPeer(r) || !measured(r) {
			continue
		}
		if best == nil || speed(r) > speed(best) {
			best = r
		}
	}
	return best
}

// bestRiffle is the fastest measured Riffle row (or any Riffle row when none is).
func bestRiffle(rows []*Record) *Record {
	var best *Record
	for _, r := range rows {
		if r.Library != "riffle" {
			continue
		}
		if best == nil || (measured(r) && (!measured(best) || speed(r) > speed(best))) {
			best = r
		}
	}
	return best
}

func samples(r *Record) []float64 {
	if len(r.OpsPerSSamples) > 0 {
		return r.OpsPerSSamples
	}
	return r.NsPerOpSamples
}

// vsBest is "speed of r / speed of the best peer" with a significance mark.
func vsBest(r, best *Record) string {
	if best == nil || !measured(r) {
		return ""
	}
	if r == best {
		return "best peer"
	}
	ratio := speed(r) / speed(best)
	return fmt.Sprintf("%.2f× %s", ratio, signif(r, best))
}

// signif is benchstat-style: "(p=0.008)" when the difference is significant at 0.05,
// "~ (p=0.31)" when it is not. Java rows use JMH's confidence intervals.
func signif(a, b *Record) string {
	if a.Language == "java" {
		if a.CIHigh == 0 || b.CIHigh == 0 {
			return ""
		}
		if a.CILow <= b.CIHigh && b.CILow <= a.CIHigh {
			return "~ (CIs overlap)"
		}
		return ""
	}
	p := mannWhitney(samples(a), samples(b))
	if p >= 0.05 {
		return fmt.Sprintf("~ (p=%.2f)", p)
	}
	return fmt.Sprintf("(p=%.3f)", p)
}

func fmtNum(v float64) string {
	if v == 0 {
		return "0"
	}
	if math.Abs(v) >= 100 {
		s := fmt.Sprintf("%.0f", v)
		// thousands separators
		neg := strings.HasPrefix(s, "-")
		s = strings.TrimPrefix(s, "-")
		var b strings.Builder
		for i, c := range s {
			if i > 0 && (len(s)-i)%3 == 0 {
				b.WriteByte(',')
			}
			b.WriteRune(c)
		}
		if neg {
			return "-" + b.String()
		}
		return b.String()
	}
	if math.Abs(v) >= 10 {
		return fmt.Sprintf("%.1f", v)
	}
	return fmt.Sprintf("%.2f", v)
}

func fmtPtr(p *float64) string {
	if p == nil {
		return ""
	}
	return fmtNum(*p)
}

func fmtMiB(p *int64) string {
	if p == nil {
		return ""
	}
	switch v := float64(*p); {
	case math.Abs(v) >= 1<<20:
		return fmt.Sprintf("%.1f MiB", v/(1<<20))
	case math.Abs(v) >= 1<<10:
		return fmt.Sprintf("%.1f KiB", v/(1<<10))
	default:
		return fmt.Sprintf("%d B", *p)
	}
}

func libCell(r *Record) string {
	s := r.LibraryName
	if r.Library == "riffle" {
		s = "**" + s + "**"
	}
	return s
}

func statusCell(r *Record) string {
	switch r.Status {
	case "ok":
		return ""
	case "wrong answer":
		return "wrong answer (not timed)"
	default:
		return r.Status
	}
}

// md renders a table.
func md(header []string, rows [][]string) string {
	var b strings.Builder
	b.WriteString("| " + strings.Join(header, " | ") + " |\n|")
	for i := range header {
		if i < 2 {
			b.WriteString("---|")
		} else {
			b.WriteString("---:|")
		}
	}
	b.WriteString("\n")
	for _, r := range rows {
		b.WriteString("| " + strings.Join(r, " | ") + " |\n")
	}
	return b.String()
}

// sortRows orders measured rows fastest first, then the rest by name.
func sortRows(rows []*Record) []*Record {
	out := append([]*Record(nil), rows...)
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if measured(a) != measured(b) {
			return measured(a)
		}
		if measured(a) {
			return speed(a) > speed(b)
		}
		return a.Library+a.Config < b.Library+b.Config
	})
	return out
}

// goRowTable is the jsoniter go-benchmark shape: ns/op, B/op, allocs/op per library.
func goRowTable(rows []*Record, withMBs, withPeak bool) string {
	best := bestPeer(rows)
	header := []string{"library", "API / config", "ns/op (median)", "min–max"}
	if withMBs {
		header = append(header, "MB/s")
	}
	header = append(header, "B/op", "allocs/op")
	if withPeak {
		header = append(header, "peak RSS Δ", "total alloc")
	}
	header = append(header, "speed vs best peer", "status")
	var out [][]string
	for _, r := range sortRows(rows) {
		row := []string{libCell(r) + strictMark(r), "`" + r.Config + "`"}
		if measured(r) {
			row = append(row, fmtNum(r.NsPerOp), fmtNum(r.NsPerOpMin)+"–"+fmtNum(r.NsPerOpMax))
		} else {
			row = append(row, "", "")
		}
		if withMBs {
			row = append(row, fmtNum(r.MBPerS))
		}
		row = append(row, fmtPtr(r.BytesPerOp), fmtPtr(r.AllocsPerOp))
		if withPeak {
			ta := ""
			if r.TotalAllocBytes != nil {
				ta = fmtMiB(r.TotalAllocBytes)
			}
			row = append(row, fmtMiB(r.PeakRSSDelta), ta)
		}
		row = append(row, vsBest(r, best), statusCell(r))
		out = append(out, row)
	}
	return md(header, out)
}

// goMatrix renders MB/s per (library, API) across files.
func goMatrix(recs []*Record, files []string, op string) (string, []string, map[string][]float64) {
	type key struct{ lib, cfg string }
	byKey := map[key]map[string]*Record{}
	var keys []key
	for _, f := range files {
		for _, r := range group(recs, "go", f, op) {
			k := key{r.Library, r.Config}
			if byKey[k] == nil {
				byKey[k] = map[string]*Record{}
				keys = append(keys, k)
			}
			byKey[k][f] = r
		}
	}
	// Order: Riffle first, then by geometric-mean MB/s.
	gm := func(k key) float64 {
		s, n := 0.0, 0
		for _, r := range byKey[k] {
			if measured(r) && r.MBPerS > 0 {
				s += math.Log(r.MBPerS)
				n++
			}
		}
		if n == 0 {
			return 0
		}
		return math.Exp(s / float64(n))
	}
	sort.SliceStable(keys, func(i, j int) bool {
		if (keys[i].lib == "riffle") != (keys[j].lib == "riffle") {
			return keys[i].lib == "riffle"
		}
		return gm(keys[i]) > gm(keys[j])
	})
	header := []string{"library", "API / config"}
	for _, f := range files {
		header = append(header, strings.TrimSuffix(f, ".json"))
	}
	var rows [][]string
	series := map[string][]float64{}
	var names []string
	for _, k := range keys {
		var first *Record
		row := []string{}
		var vals []float64
		for _, f := range files {
			r := byKey[k][f]
			if r == nil {
				row = append(row, "")
				vals = append(vals, 0)
				continue
			}
			first = r
			if measured(r) {
				row = append(row, fmtNum(r.MBPerS))
				vals = append(vals, r.MBPerS)
			} else {
				row = append(row, r.Status)
				vals = append(vals, 0)
			}
		}
		rows = append(rows, append([]string{libCell(first) + strictMark(first), "`" + k.cfg + "`"}, row...))
		name := first.LibraryName + " " + k.cfg
		names = append(names, name)
		series[name] = vals
	}
	// Riffle's best row vs the best peer, per file.
	ratio := []string{"**Riffle vs best peer**", "speed ratio"}
	for _, f := range files {
		g := group(recs, "go", f, op)
		rf, bp := bestRiffle(g), bestPeer(g)
		if rf == nil || bp == nil || !measured(rf) {
			ratio = append(ratio, "")
			continue
		}
		ratio = append(ratio, fmt.Sprintf("%.2f× %s", speed(rf)/speed(bp), signif(rf, bp)))
	}
	rows = append(rows, ratio)
	sratio := []string{"**Riffle vs best strict peer**", "speed ratio"}
	for _, f := range files {
		g := group(recs, "go", f, op)
		rf, sp := bestRiffle(g), bestStrictPeer(g)
		if rf == nil || sp == nil || !measured(rf) {
			sratio = append(sratio, "")
			continue
		}
		sratio = append(sratio, fmt.Sprintf("%.2f× %s", speed(rf)/speed(sp), signif(rf, sp)))
	}
	rows = append(rows, sratio)
	return md(header, rows), names, series
}

// javaTable lists one Java workload's rows.
func javaTable(rows []*Record) string {
	header := []string{"library", "operation / config", "ops/s (score)", "± error (99.9%)", "speed vs best peer", "status"}
	var out [][]string
	byOp := map[string][]*Record{}
	for _, r := range rows {
		byOp[r.Operation] = append(byOp[r.Operation], r)
	}
	for _, r := range sortRows(rows) {
		best := bestPeer(byOp[r.Operation])
		oc := r.Operation
		if r.Config != "" {
			oc += " / `" + r.Config + "`"
		}
		out = append(out, []string{libCell(r), oc, fmtNum(r.OpsPerS), fmtNum(r.Error), vsBest(r, best), statusCell(r)})
	}
	return md(header, out)
}
