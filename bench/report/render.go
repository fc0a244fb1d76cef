package main

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
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
		if r.Library != "riffle" || uncheckedSkip(r) {
			continue
		}
		if best == nil || (measured(r) && (!measured(best) || speed(r) > speed(best))) {
			best = r
		}
	}
	return best
}

// uncheckedSkip tells a Riffle row run with Go's opt-in Config.UncheckedSkip (its API
// ends in "(unchecked-skip)"): it skips without validating, as sonic's config-fastest
// does, so the headline and ratio tables, which set Riffle's row against every peer,
// use Riffle's checked rows; bench/go_core_targets.py and go_bind_targets.py set the
// unchecked rows against sonic config-fastest alone.
func uncheckedSkip(r *Record) bool { return strings.HasSuffix(r.Config, "(unchecked-skip)") }

// ratioCI is the speed ratio a ÷ b with its 95% interval: paired by round for Go rows
// measured in interleaved rounds, Welch on the per-fork means for Java (or on the samples
// of Go results measured without rounds). ok is false when there are too few samples.
func ratioCI(a, b *Record) (RatioCI, bool) {
	if a.Language == "java" {
		return welchRatio(a.OpsPerSForks, b.OpsPerSForks)
	}
	speeds := func(r *Record) []float64 {
		out := make([]float64, len(r.NsPerOpSamples))
		for i, ns := range r.NsPerOpSamples {
			if ns > 0 {
				out[i] = 1e9 / ns
			}
		}
		return out
	}
	if len(a.SampleRounds) > 0 && len(b.SampleRounds) > 0 {
		byRound := func(r *Record) map[int]float64 {
			m := map[int]float64{}
			for i, s := range speeds(r) {
				m[r.SampleRounds[i]] = s
			}
			return m
		}
		return pairedRatio(byRound(a), byRound(b))
	}
	return welchRatio(speeds(a), speeds(b))
}

// ratioText is "1.07× [0.98–1.15] ~": the ratio of a's speed to b's with its 95%
// interval, "~" when the interval holds 1. Without an interval it says why, and the ratio
// is that of the medians (Go) or JMH scores (Java). bold puts the ratio in bold.
func ratioText(a, b *Record, bold bool) string {
	f := "%.2f×"
	if bold {
		f = "**%.2f×**"
	}
	ci, ok := ratioCI(a, b)
	if !ok {
		why := "too few samples for an interval"
		if a.Language == "java" {
			why = "fewer than 2 forks: no interval"
		}
		return fmt.Sprintf(f+" (%s)", speed(a)/speed(b), why)
	}
	s := fmt.Sprintf(f+" [%.2f–%.2f]", ci.Ratio, ci.Low, ci.High)
	if !ci.Significant() {
		s += " ~"
	}
	return s
}

// vsBest is "speed of r ÷ speed of the best peer" with its interval.
func vsBest(r, best *Record) string {
	if best == nil || !measured(r) {
		return ""
	}
	if r == best {
		return "best peer"
	}
	return ratioText(r, best, false)
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

// goMatrix renders MB/s per (library, API) across files, and the figure's bars (one
// group per file).
func goMatrix(recs []*Record, files []string, op string) (string, []bar) {
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
	for _, k := range keys {
		var first *Record
		row := []string{}
		for _, f := range files {
			r := byKey[k][f]
			if r == nil {
				row = append(row, "")
				continue
			}
			first = r
			if measured(r) {
				row = append(row, fmtNum(r.MBPerS))
			} else {
				row = append(row, r.Status)
			}
		}
		rows = append(rows, append([]string{libCell(first) + strictMark(first), "`" + k.cfg + "`"}, row...))
	}
	var bars []bar
	for _, f := range files {
		for _, k := range keys {
			if r := byKey[k][f]; r != nil && measured(r) && r.MBPerS > 0 {
				bars = append(bars, recordBar(strings.TrimSuffix(f, ".json"), r, r.LibraryName+" "+k.cfg, r.MBPerS))
			}
		}
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
		ratio = append(ratio, ratioText(rf, bp, false))
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
		sratio = append(sratio, ratioText(rf, sp, false))
	}
	rows = append(rows, sratio)
	if op == "skip" {
		// For Riffle a skip is a full validation: set it against the peers' validators.
		vratio := []string{"**Riffle skip vs best peer validator**", "speed ratio"}
		for _, f := range files {
			rf, bv := bestRiffle(group(recs, "go", f, op)), bestPeer(group(recs, "go", f, "validate"))
			if rf == nil || bv == nil || !measured(rf) {
				vratio = append(vratio, "")
				continue
			}
			vratio = append(vratio, ratioText(rf, bv, false)+" vs "+bv.LibraryName+" `"+bv.Config+"`")
		}
		rows = append(rows, vratio)
	}
	return md(header, rows), bars
}

// javaTable lists one Java workload's rows.
func javaTable(rows []*Record) string {
	header := []string{"library", "operation / config (writes: buffer policy)", "ops/s (score)", "± error (JMH 99.9%; 95% over forks when pooled from several files)", "forks", "speed vs best peer", "status"}
	var out [][]string
	// A row is set against the best peer of the same operation and io form.
	hasIO := false
	for _, r := range rows {
		hasIO = hasIO || param(r, "io") != ""
	}
	likeKey := func(r *Record) string { return r.Operation + "|" + ioOf(r, hasIO) }
	byOp := map[string][]*Record{}
	for _, r := range rows {
		byOp[likeKey(r)] = append(byOp[likeKey(r)], r)
	}
	for _, r := range sortRows(rows) {
		best := bestPeer(byOp[likeKey(r)])
		oc := r.Operation
		if r.Config != "" {
			oc += " / `" + r.Config + "`"
		}
		if p := writePolicy(r); p != "" {
			oc += " (" + p + ")"
		}
		out = append(out, []string{libCell(r), oc, fmtNum(r.OpsPerS), fmtNum(r.Error), fmt.Sprint(len(r.OpsPerSForks)), vsBest(r, best), statusCell(r)})
	}
	return md(header, out)
}

// brokenLinks lists the local links of a Markdown document (images ![alt](path) and
// links [text](path)) that do not resolve to a file under dir; web links and anchors
// are not checked.
func brokenLinks(doc, dir string) []string {
	var bad []string
	doc = codeSpan.ReplaceAllString(doc, "") // `fromJson[ast.Json](String)` is code, not a link
	for _, m := range mdLink.FindAllStringSubmatch(doc, -1) {
		p, _, _ := strings.Cut(m[1], "#")
		if p == "" || strings.Contains(p, "://") || strings.HasPrefix(p, "mailto:") {
			continue
		}
		if _, err := os.Stat(filepath.Join(dir, p)); err != nil {
			bad = append(bad, p)
		}
	}
	return bad
}

var mdLink = regexp.MustCompile(`\[[^\]]*\]\(([^)\s]+)\)`)

// codeSpan matches inline code on one line, whose brackets are never links.
var codeSpan = regexp.MustCompile("`[^`\n]*`")

// withMemmove adds to the validate figure's bars (goMatrix's: every bar grouped per
// file, in files' order) each file's memmove row as the last bar of its group, marked as
// the group's limit, and returns the same figures as text ("twitter 24,000, …"); ""
// when the run has none.
func withMemmove(recs []*Record, files []string, bars []bar) ([]bar, string) {
	var out []bar
	var text []string
	for _, f := range files {
		name := strings.TrimSuffix(f, ".json")
		for _, b := range bars {
			if b.group == name {
				out = append(out, b)
			}
		}
		for _, r := range group(recs, "go", f, "memmove") {
			if measured(r) && r.MBPerS > 0 {
				out = append(out, bar{group: name, label: "memmove (copy of the document)", value: r.MBPerS, limit: true})
				text = append(text, name+" "+fmtNum(r.MBPerS))
			}
		}
	}
	return out, strings.Join(text, ", ")
}
