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

// t975 is the 97.5% quantile of Student's t with df degrees of freedom (a table to 30,
// then 1.96 + 2.4/df, within 0.002 of the exact value above 30).
func t975(df float64) float64 {
	table := []float64{12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
		2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
		2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042}
	if df < 1 {
		return math.Inf(1)
	}
	if df <= 30 {
		return table[int(math.Floor(df))-1]
	}
	return 1.96 + 2.4/df
}

func meanVar(xs []float64) (mean, variance float64) {
	for _, x := range xs {
		mean += x
	}
	mean /= float64(len(xs))
	for _, x := range xs {
		variance += (x - mean) * (x - mean)
	}
	if len(xs) > 1 {
		variance /= float64(len(xs) - 1)
	}
	return mean, variance
}

// RatioCI is a speed ratio a ÷ b with its 95% confidence interval: the geometric mean of
// the ratios, and a t-interval on their logarithms.
type RatioCI struct {
	Ratio, Low, High float64
	// N is the number of paired rounds, or of samples of the smaller side when unpaired.
	N int
	// Paired: one ratio per interleaved round (Go); otherwise a Welch interval on the
	// two sides' log samples (Java forks, or Go results measured without rounds).
	Paired bool
}

// Significant reports whether the interval excludes 1 (no difference).
func (c RatioCI) Significant() bool { return c.Low > 1 || c.High < 1 }

// pairedRatio is the interval of the per-round ratios aSpeed[i] ÷ bSpeed[i] over the
// rounds both sides have; ok is false with fewer than 3 such rounds.
func pairedRatio(aSpeed, bSpeed map[int]float64) (RatioCI, bool) {
	var logs []float64
	for round, a := range aSpeed {
		if b, ok := bSpeed[round]; ok && a > 0 && b > 0 {
			logs = append(logs, math.Log(a/b))
		}
	}
	if len(logs) < 3 {
		return RatioCI{}, false
	}
	m, v := meanVar(logs)
	h := t975(float64(len(logs)-1)) * math.Sqrt(v/float64(len(logs)))
	return RatioCI{Ratio: math.Exp(m), Low: math.Exp(m - h), High: math.Exp(m + h), N: len(logs), Paired: true}, true
}

// welchRatio is the interval of mean(log a) − mean(log b) for unpaired speed samples
// (Welch's t-interval); ok is false when either side has fewer than 2 samples.
func welchRatio(aSpeed, bSpeed []float64) (RatioCI, bool) {
	if len(aSpeed) < 2 || len(bSpeed) < 2 {
		return RatioCI{}, false
	}
	logs := func(xs []float64) []float64 {
		out := make([]float64, 0, len(xs))
		for _, x := range xs {
			if x > 0 {
				out = append(out, math.Log(x))
			}
		}
		return out
	}
	la, lb := logs(aSpeed), logs(bSpeed)
	if len(la) < 2 || len(lb) < 2 {
		return RatioCI{}, false
	}
	ma, va := meanVar(la)
	mb, vb := meanVar(lb)
	sa, sb := va/float64(len(la)), vb/float64(len(lb))
	se := math.Sqrt(sa + sb)
	df := float64(len(la) + len(lb) - 2)
	if sa+sb > 0 {
		df = (sa + sb) * (sa + sb) / (sa*sa/float64(len(la)-1) + sb*sb/float64(len(lb)-1))
	}
	d := ma - mb
	h := t975(df) * se
	return RatioCI{Ratio: math.Exp(d), Low: math.Exp(d - h), High: math.Exp(d + h), N: min(len(la), len(lb))}, true
}
