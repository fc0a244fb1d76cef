package main

import (
	"math"
	"sort"
)

func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

func minMax(xs []float64) (float64, float64) {
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, x := range xs {
		lo, hi = math.Min(lo, x), math.Max(hi, x)
	}
	return lo, hi
}

// mannWhitney returns the two-sided p-value of the Mann-Whitney U test of xs against
// ys (as benchstat uses), exact for small samples without ties and by the normal
// approximation with tie correction otherwise. It returns 1 when either is empty.
func mannWhitney(xs, ys []float64) float64 {
	n1, n2 := len(xs), len(ys)
	if n1 == 0 || n2 == 0 {
		return 1
	}
	type obs struct {
		v float64
		x bool
	}
	all := make([]obs, 0, n1+n2)
	for _, v := range xs {
		all = append(all, obs{v, true})
	}
	for _, v := range ys {
		all = append(all, obs{v, false})
	}
	sort.Slice(all, func(i, j int) bool { return all[i].v < all[j].v })
	n := n1 + n2
	ranks := make([]float64, n)
	ties := false
	tieSum := 0.0
	for i := 0; i < n; {
		j := i
		for j+1 < n && all[j+1].v == all[i].v {
			j++
		}
		r := float64(i+j)/2 + 1
		for k := i; k <= j; k++ {
			ranks[k] = r
		}
		if t := float64(j - i + 1); t > 1 {
			ties = true
			tieSum += t*t*t - t
		}
		i = j + 1
	}
	r1 := 0.0
	for i, o := range all {
		if o.x {
			r1 += ranks[i]
		}
	}
	u1 := r1 - float64(n1*(n1+1))/2
	u := math.Min(u1, float64(n1*n2)-u1)
	if !ties && n1 <= 50 && n2 <= 50 {
		// Exact: count arrangements with U <= u (dynamic programming over U).
		p := 2 * uCDF(n1, n2, int(math.Floor(u)))
		return math.Min(p, 1)
	}
	mu := float64(n1*n2) / 2
	sigma := math.Sqrt(float64(n1*n2) / 12 * (float64(n+1) - tieSum/float64(n*(n-1))))
	if sigma == 0 {
		return 1
	}
	z := (u - mu + 0.5) / sigma
	return math.Min(1, 2*0.5*math.Erfc(-z/math.Sqrt2))
}

// uCDF is P(U <= u) under the null hypothesis for sample sizes n1, n2.
func uCDF(n1, n2, u int) float64 {
	// f[i][j][k]: number of sequences of i x's and j y's with U statistic k.
	max := n1 * n2
	prev := make([][]float64, n2+1)
	for j := range prev {
		prev[j] = make([]float64, max+1)
		prev[j][0] = 1 // zero x's: U = 0
	}
	for i := 1; i <= n1; i++ {
		cur := make([][]float64, n2+1)
		for j := 0; j <= n2; j++ {
			cur[j] = make([]float64, max+1)
			for k := 0; k <= max; k++ {
				// last element is an x (it beats all j y's) or a y.
				v := 0.0
				if k-j >= 0 {
					v += prev[j][k-j]
				}
				if j > 0 {
					v += cur[j-1][k]
				}
				cur[j][k] = v
			}
		}
		prev = cur
	}
	total, le := 0.0, 0.0
	for k := 0; k <= max; k++ {
		total += prev[n2][k]
		if k <= u {
			le += prev[n2][k]
		}
	}
	return le / total
}
