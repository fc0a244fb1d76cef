package main

import (
	"fmt"
	"html"
	"math"
	"os"
	"path/filepath"
	"strings"
)

// The plots are hand-written SVG: horizontal bars with the full library name and API on
// the left (the label column is as wide as the longest label), the value at the end of
// each bar, the legend above the bars (never over them), Riffle's bars in their own
// colour, and a log scale when the values of one figure span more than 10x.

// bar is one bar of a figure; bars with the same group are drawn under one heading.
type bar struct {
	group, label string
	value        float64
	riffle       bool
	lenient      bool // a peer whose API is checked and not strict
	// limit marks the physical limit of its group (a copy of the document, not a
	// library): drawn as an outlined bar and a dashed line across the group's bars. It
	// comes last in its group (withMemmove).
	limit bool
}

var (
	riffleColor  = "#d9481c"
	peerColor    = "#4c72b0"
	lenientColor = "#a9b7d0"
	limitColor   = "#555555"
)

const (
	fontSize  = 12
	charWidth = 7.4 // a generous average advance of a 12 px sans-serif character
	rowHeight = 18
	barWidth  = 460.0
)

// textWidth is an upper estimate of the rendered width of s.
func textWidth(s string) float64 { return float64(len([]rune(s)))*charWidth + 4 }

// scale maps values to [0, barWidth]: linear from 0, or log10 when the values span
// more than 10x. ticks are the axis marks.
type scale struct {
	log      bool
	lo, hi   float64
	ticks    []float64
	unitNote string
}

func newScale(values []float64) scale {
	lo, hi := math.Inf(1), 0.0
	for _, v := range values {
		if v > 0 {
			lo, hi = math.Min(lo, v), math.Max(hi, v)
		}
	}
	if hi == 0 {
		return scale{lo: 0, hi: 1}
	}
	if hi/lo > 10 {
		s := scale{log: true, lo: math.Pow(10, math.Floor(math.Log10(lo))), hi: math.Pow(10, math.Ceil(math.Log10(hi))), unitNote: "log scale"}
		for t := s.lo; t <= s.hi*1.0001; t *= 10 {
			s.ticks = append(s.ticks, t)
		}
		return s
	}
	step := math.Pow(10, math.Floor(math.Log10(hi)))
	for hi/step < 4 {
		step /= 2
	}
	s := scale{lo: 0, hi: math.Ceil(hi/step) * step}
	for t := 0.0; t <= s.hi*1.0001; t += step {
		s.ticks = append(s.ticks, t)
	}
	return s
}

func (s scale) x(v float64) float64 {
	if s.log {
		if v <= s.lo {
			return 0
		}
		return barWidth * math.Log10(v/s.lo) / math.Log10(s.hi/s.lo)
	}
	return barWidth * v / s.hi
}

// svgChart renders the figure.
func svgChart(title, unit string, bars []bar) string {
	var values []float64
	labelW := textWidth(title) - barWidth
	for _, b := range bars {
		values = append(values, b.value)
		labelW = math.Max(labelW, textWidth(b.label)+12)
		if b.group != "" {
			labelW = math.Max(labelW, textWidth(b.group)+4)
		}
	}
	sc := newScale(values)
	axis := unit
	if sc.unitNote != "" {
		axis += " (" + sc.unitNote + ")"
	}
	left := labelW + 10
	valueW := 110.0
	width := left + barWidth + valueW
	top := 64.0
	hasLimit := false
	for _, b := range bars {
		hasLimit = hasLimit || b.limit
	}
	if hasLimit {
		top += 16 // a second legend line
	}
	var body strings.Builder
	y := top
	group := ""
	groupTop := top         // y of the current group's first bar row
	var limitLines []string // dashed lines, drawn over the bars at the end
	for _, b := range bars {
		if b.group != "" && b.group != group {
			group = b.group
			y += 6
			fmt.Fprintf(&body, `<text x="6" y="%.1f" font-weight="bold">%s</text>`+"\n", y+13, html.EscapeString(group))
			y += rowHeight
			groupTop = y
		}
		if b.limit {
			bw := math.Max(sc.x(b.value), 1)
			fmt.Fprintf(&body, `<text x="%.1f" y="%.1f" text-anchor="end" font-style="italic">%s</text>`+"\n", labelW, y+13, html.EscapeString(b.label))
			fmt.Fprintf(&body, `<rect x="%.1f" y="%.1f" width="%.1f" height="%d" fill="none" stroke="%s"/>`+"\n", left, y+3, bw, rowHeight-5, limitColor)
			fmt.Fprintf(&body, `<text x="%.1f" y="%.1f" font-size="11">%s</text>`+"\n", left+bw+4, y+13, fmtNum(b.value))
			y += rowHeight
			// The line spans the group's rows, up to here (the limit is its last bar).
			limitLines = append(limitLines, fmt.Sprintf(`<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="%s" stroke-width="1.5" stroke-dasharray="4 3"/>`,
				left+bw, groupTop, left+bw, y, limitColor))
			continue
		}
		color, weight := peerColor, "normal"
		switch {
		case b.riffle:
			color, weight = riffleColor, "bold"
		case b.lenient:
			color = lenientColor
		}
		fmt.Fprintf(&body, `<text x="%.1f" y="%.1f" text-anchor="end" font-weight="%s">%s</text>`+"\n", labelW, y+13, weight, html.EscapeString(b.label))
		bw := math.Max(sc.x(b.value), 1)
		fmt.Fprintf(&body, `<rect x="%.1f" y="%.1f" width="%.1f" height="%d" fill="%s"/>`+"\n", left, y+3, bw, rowHeight-5, color)
		fmt.Fprintf(&body, `<text x="%.1f" y="%.1f" font-size="11">%s</text>`+"\n", left+bw+4, y+13, fmtNum(b.value))
		y += rowHeight
	}
	height := y + 44
	var out strings.Builder
	fmt.Fprintf(&out, `<svg xmlns="http://www.w3.org/2000/svg" width="%.0f" height="%.0f" viewBox="0 0 %.0f %.0f" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-size="%d">`+"\n", width, height, width, height, fontSize)
	fmt.Fprintf(&out, `<rect width="100%%" height="100%%" fill="white"/>`+"\n")
	fmt.Fprintf(&out, `<text x="6" y="20" font-size="14" font-weight="bold">%s</text>`+"\n", html.EscapeString(title))
	// Legend: above the bars.
	lx := 6.0
	for _, l := range []struct{ color, text string }{{riffleColor, "Riffle"}, {peerColor, "peer (strict, or not checked)"}, {lenientColor, "peer, not strict (JSONTestSuite)"}} {
		fmt.Fprintf(&out, `<rect x="%.1f" y="32" width="12" height="12" fill="%s"/><text x="%.1f" y="42">%s</text>`+"\n", lx, l.color, lx+16, html.EscapeString(l.text))
		lx += 16 + textWidth(l.text) + 14
	}
	if hasLimit {
		const text = "a copy of the input (memmove): the physical limit"
		fmt.Fprintf(&out, `<line x1="6" y1="54" x2="18" y2="54" stroke="%s" stroke-width="1.5" stroke-dasharray="4 3"/><text x="22" y="58">%s</text>`+"\n", limitColor, text)
	}
	// Grid and axis.
	for _, t := range sc.ticks {
		x := left + sc.x(t)
		fmt.Fprintf(&out, `<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="#dddddd"/>`+"\n", x, top, x, y)
		fmt.Fprintf(&out, `<text x="%.1f" y="%.1f" font-size="10" text-anchor="middle">%s</text>`+"\n", x, y+14, fmtNum(t))
	}
	fmt.Fprintf(&out, `<text x="%.1f" y="%.1f" text-anchor="middle">%s</text>`+"\n", left+barWidth/2, y+32, html.EscapeString(axis))
	out.WriteString(body.String())
	for _, l := range limitLines {
		out.WriteString(l + "\n")
	}
	out.WriteString("</svg>\n")
	return out.String()
}

// writeChart writes the figure to dir/file and reports whether it wrote one (a figure
// needs at least one measured bar); the caller links only a written figure.
func writeChart(dir, file, title, unit string, bars []bar) (bool, error) {
	if len(bars) == 0 {
		return false, nil
	}
	return true, os.WriteFile(filepath.Join(dir, file), []byte(svgChart(title, unit, bars)), 0o644)
}

// recordBar is the bar of a measured row (value: ns/op, MB/s or ops/s).
func recordBar(group string, r *Record, label string, value float64) bar {
	return bar{group: group, label: label, value: value, riffle: r.Library == "riffle",
		lenient: r.Library != "riffle" && r.Strictness != nil && !r.Strictness.Strict}
}
