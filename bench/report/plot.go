package main

import (
	"fmt"
	"image/color"
	"path/filepath"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
)

// plotFormat is the plots' file format (svg or png); plot names are written with .svg
// and mapped by plotFile.
var plotFormat = "svg"

func plotFile(name string) string { return strings.TrimSuffix(name, ".svg") + "." + plotFormat }

// palette has enough distinct colours for every library of a grouped table.
var palette = []color.Color{
	color.RGBA{0xd6, 0x27, 0x28, 0xff}, color.RGBA{0xff, 0x98, 0x96, 0xff}, color.RGBA{0x1f, 0x77, 0xb4, 0xff},
	color.RGBA{0xae, 0xc7, 0xe8, 0xff}, color.RGBA{0xff, 0x7f, 0x0e, 0xff}, color.RGBA{0xff, 0xbb, 0x78, 0xff},
	color.RGBA{0x2c, 0xa0, 0x2c, 0xff}, color.RGBA{0x98, 0xdf, 0x8a, 0xff}, color.RGBA{0x94, 0x67, 0xbd, 0xff},
	color.RGBA{0xc5, 0xb0, 0xd5, 0xff}, color.RGBA{0x8c, 0x56, 0x4b, 0xff}, color.RGBA{0xc4, 0x9c, 0x94, 0xff},
	color.RGBA{0xe3, 0x77, 0xc2, 0xff}, color.RGBA{0x7f, 0x7f, 0x7f, 0xff}, color.RGBA{0xbc, 0xbd, 0x22, 0xff},
	color.RGBA{0x17, 0xbe, 0xcf, 0xff}, color.RGBA{0x39, 0x3b, 0x79, 0xff}, color.RGBA{0x63, 0x79, 0x39, 0xff},
}

func maxOf(vs []float64) float64 {
	m := 0.0
	for _, v := range vs {
		if v > m {
			m = v
		}
	}
	return m
}

var riffleColor = color.RGBA{R: 0xd9, G: 0x48, B: 0x1c, A: 0xff}
var peerColor = color.RGBA{R: 0x4c, G: 0x72, B: 0xb0, A: 0xff}

// barPlot writes a horizontal bar chart (one bar per label) to dir/file.
func barPlot(dir, file, title, xlabel string, labels []string, values []float64, riffle []bool) error {
	if len(values) == 0 {
		return nil
	}
	p := plot.New()
	p.Title.Text = title
	p.X.Label.Text = xlabel
	p.X.Min = 0
	p.X.Max = maxOf(values) * 1.08
	// Reverse so the first label is at the top.
	n := len(values)
	for i := 0; i < n; i++ {
		v := plotter.Values{}
		for j := 0; j < n; j++ {
			if j == n-1-i {
				v = append(v, values[i])
			} else {
				v = append(v, 0)
			}
		}
		bc, err := plotter.NewBarChart(v, vg.Points(12))
		if err != nil {
			return err
		}
		bc.Horizontal = true
		bc.Color = peerColor
		if riffle[i] {
			bc.Color = riffleColor
		}
		bc.LineStyle.Width = 0
		p.Add(bc)
	}
	rev := make([]string, n)
	for i, l := range labels {
		rev[n-1-i] = l
	}
	p.NominalY(rev...)
	h := vg.Length(n)*vg.Points(16) + vg.Points(90)
	return p.Save(7*vg.Inch, h, filepath.Join(dir, plotFile(file)))
}

// groupedPlot writes grouped horizontal bars: one group per category, one bar per series.
func groupedPlot(dir, file, title, xlabel string, categories, names []string, series map[string][]float64) error {
	if len(names) == 0 || len(categories) == 0 {
		return nil
	}
	p := plot.New()
	p.Title.Text = title
	p.X.Label.Text = xlabel
	p.X.Min = 0
	w := vg.Points(5)
	nc := len(categories)
	for i, name := range names {
		vals := series[name]
		v := make(plotter.Values, nc)
		for j := 0; j < nc && j < len(vals); j++ {
			v[nc-1-j] = vals[j]
		}
		bc, err := plotter.NewBarChart(v, w)
		if err != nil {
			return err
		}
		bc.Horizontal = true
		bc.LineStyle.Width = 0
		bc.Color = palette[i%len(palette)]
		bc.Offset = vg.Length(len(names)-1-i)*w - vg.Length(len(names))*w/2
		p.Add(bc)
		p.Legend.Add(name, bc)
	}
	p.Legend.Top = true
	all := 0.0
	for _, name := range names {
		all = max(all, maxOf(series[name]))
	}
	p.X.Max = all * 1.6 // room on the right for the legend
	rev := make([]string, nc)
	for i, c := range categories {
		rev[nc-1-i] = c
	}
	p.NominalY(rev...)
	h := vg.Length(nc*len(names))*w + vg.Length(nc)*vg.Points(10) + vg.Length(len(names))*vg.Points(11) + vg.Points(90)
	if err := p.Save(8*vg.Inch, h, filepath.Join(dir, plotFile(file))); err != nil {
		return fmt.Errorf("%s: %w", file, err)
	}
	return nil
}
