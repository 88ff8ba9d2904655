// Package stats holds the statistics a simulation reports: the Wilson score
// interval of a proportion, Newcombe's hybrid score interval for the
// difference of two proportions measured on the same trials (paired), the
// mean of a sample with its normal-approximation interval, and quantiles of a
// histogram. Pure functions of counts, no state: callers keep the counts.
package stats

import (
	"encoding/json"
	"math"
	"sort"
)

// Z95 is the standard normal quantile of a two-sided 95 % interval
// (the 0.975 quantile).
const Z95 = 1.959963984540054

// Interval is a confidence interval [Lo, Hi]. Unknown, the interval of
// what one value cannot measure (a mean's spread), is [−∞, +∞]: it excludes
// nothing, and its JSON bounds are null.
type Interval struct {
	Lo float64 `json:"lo"`
	Hi float64 `json:"hi"`
}

// Unknown is the interval no data bounds.
var Unknown = Interval{math.Inf(-1), math.Inf(1)}

// Known says whether the interval is bounded (not Unknown).
func (i Interval) Known() bool { return !math.IsInf(i.Lo, 0) && !math.IsInf(i.Hi, 0) }

// Excludes reports whether x lies outside the interval.
func (i Interval) Excludes(x float64) bool { return x < i.Lo || x > i.Hi }

// intervalJSON is an Interval as JSON: a bound is null when infinite.
type intervalJSON struct {
	Lo *float64 `json:"lo"`
	Hi *float64 `json:"hi"`
}

// MarshalJSON writes {"lo": …, "hi": …}, an infinite bound as null (JSON
// has no infinity).
func (i Interval) MarshalJSON() ([]byte, error) {
	bound := func(x float64) *float64 {
		if math.IsInf(x, 0) {
			return nil
		}
		return &x
	}
	return json.Marshal(intervalJSON{bound(i.Lo), bound(i.Hi)})
}

// UnmarshalJSON reads what MarshalJSON writes: a null bound is infinite.
func (i *Interval) UnmarshalJSON(b []byte) error {
	var j intervalJSON
	if err := json.Unmarshal(b, &j); err != nil {
		return err
	}
	i.Lo, i.Hi = math.Inf(-1), math.Inf(1)
	if j.Lo != nil {
		i.Lo = *j.Lo
	}
	if j.Hi != nil {
		i.Hi = *j.Hi
	}
	return nil
}

// Wilson returns the Wilson score interval (without continuity correction)
// of the proportion k/n at the normal quantile z (Wilson 1927; Newcombe
// 1998, "Two-sided confidence intervals for the single proportion", method
// 3). n = 0 gives [0, 1]: no trial says nothing.
func Wilson(k, n int, z float64) Interval {
	if n <= 0 {
		return Interval{0, 1}
	}
	nf := float64(n)
	p := float64(k) / nf
	z2 := z * z
	centre := p + z2/(2*nf)
	half := z * math.Sqrt(p*(1-p)/nf+z2/(4*nf*nf))
	den := 1 + z2/nf
	iv := Interval{(centre - half) / den, (centre + half) / den}
	// Exact ends at k = 0 and k = n (the formula gives them up to rounding).
	if k == 0 {
		iv.Lo = 0
	}
	if k == n {
		iv.Hi = 1
	}
	return iv
}

// Paired counts trials observed twice, as A (the baseline) and as B (a
// variant): whether the event happened under both, only under A, only under
// B, or under neither.
type Paired struct {
	Both    int `json:"both"`
	OnlyA   int `json:"only_a"`
	OnlyB   int `json:"only_b"`
	Neither int `json:"neither"`
}

// N is the number of pairs.
func (p Paired) N() int { return p.Both + p.OnlyA + p.OnlyB + p.Neither }

// Diff is the difference of the two proportions, B's minus A's:
// (OnlyB − OnlyA) / N.
func (p Paired) Diff() float64 {
	if p.N() == 0 {
		return 0
	}
	return float64(p.OnlyB-p.OnlyA) / float64(p.N())
}

// PairedDiff returns Newcombe's hybrid score interval for Diff (Newcombe
// 1998, "Improved confidence intervals for the difference between binomial
// proportions based on paired data", Statistics in Medicine 17:2635–2650,
// method 10): the Wilson intervals of the two proportions combined with the
// phi correlation of the pairs, whose numerator is corrected by N/2 towards
// zero when positive.
func PairedDiff(p Paired, z float64) Interval {
	n := p.N()
	if n == 0 {
		return Interval{-1, 1}
	}
	// Newcombe's cells: a = both, b = only the first proportion's (B),
	// c = only the second's (A), d = neither; θ = p1 − p2.
	a, b, c, d := float64(p.Both), float64(p.OnlyB), float64(p.OnlyA), float64(p.Neither)
	nf := float64(n)
	p1, p2 := (a+b)/nf, (a+c)/nf
	w1 := Wilson(p.Both+p.OnlyB, n, z)
	w2 := Wilson(p.Both+p.OnlyA, n, z)
	phi := 0.0
	if den := (a + b) * (c + d) * (a + c) * (b + d); den > 0 {
		num := a*d - b*c
		switch {
		case num > nf/2:
			num -= nf / 2
		case num > 0:
			num = 0
		}
		phi = num / math.Sqrt(den)
	}
	theta := p1 - p2
	dl1, du1 := p1-w1.Lo, w1.Hi-p1
	dl2, du2 := p2-w2.Lo, w2.Hi-p2
	lo := theta - math.Sqrt(math.Max(0, dl1*dl1-2*phi*dl1*du2+du2*du2))
	hi := theta + math.Sqrt(math.Max(0, du1*du1-2*phi*du1*dl2+dl2*dl2))
	return Interval{math.Max(-1, lo), math.Min(1, hi)}
}

// Moments are the count, sum and sum of squares of a sample.
type Moments struct {
	N          int
	Sum, SumSq float64
}

// Add adds the value x, count times.
func (m *Moments) Add(x float64, count int) {
	c := float64(count)
	m.N += count
	m.Sum += x * c
	m.SumSq += x * x * c
}

// Mean is the sample mean (0 for an empty sample).
func (m Moments) Mean() float64 {
	if m.N == 0 {
		return 0
	}
	return m.Sum / float64(m.N)
}

// SD is the sample standard deviation (divisor N − 1; 0 below two values).
func (m Moments) SD() float64 {
	if m.N < 2 {
		return 0
	}
	n := float64(m.N)
	v := (m.SumSq - m.Sum*m.Sum/n) / (n - 1)
	return math.Sqrt(math.Max(0, v))
}

// MeanCI is the normal-approximation interval of the mean: mean ± z·SD/√N.
// Simulations have hundreds of fights or more, where it and Student's t
// agree to the digits printed. Below two values the spread is unmeasured:
// Unknown.
func (m Moments) MeanCI(z float64) Interval {
	mean := m.Mean()
	if m.N < 2 {
		return Unknown
	}
	h := z * m.SD() / math.Sqrt(float64(m.N))
	return Interval{mean - h, mean + h}
}

// Quantile returns the q-quantile (0 < q ≤ 1) of a histogram of whole
// numbers, by nearest rank: the smallest value whose cumulative count reaches
// ⌈q·N⌉. An empty histogram gives 0.
func Quantile(hist map[int]int, q float64) int {
	keys := make([]int, 0, len(hist))
	total := 0
	for k, n := range hist {
		keys = append(keys, k)
		total += n
	}
	if total == 0 {
		return 0
	}
	sort.Ints(keys)
	rank := int(math.Ceil(q * float64(total)))
	rank = max(rank, 1)
	cum := 0
	for _, k := range keys {
		cum += hist[k]
		if cum >= rank {
			return k
		}
	}
	return keys[len(keys)-1]
}
