package stats

import (
	"encoding/json"
	"math"
	"strconv"
	"testing"
)

func near(t *testing.T, what string, want, got, tol float64) {
	t.Helper()
	if math.Abs(want-got) > tol {
		t.Errorf("%s = %.6f, want %.6f (±%g)", what, got, want, tol)
	}
}

// Published Wilson score intervals: Newcombe (1998), "Two-sided confidence
// intervals for the single proportion: comparison of seven methods",
// Statistics in Medicine 17:857–872, Table I, method 3 (score, no continuity
// correction), to four places; and R's prop.test(correct = FALSE) for 0/32
// and 32/32 (0.1071792, 0.8928208).
func TestWilsonPublished(t *testing.T) {
	cases := []struct {
		k, n   int
		lo, hi float64
		tol    float64
	}{
		{81, 263, 0.2553, 0.3662, 0.00005},
		{15, 148, 0.0624, 0.1605, 0.00005},
		{0, 20, 0, 0.1611, 0.00005},
		{1, 29, 0.0061, 0.1718, 0.00005},
		{0, 32, 0, 0.1071792, 0.0000005},
		{32, 32, 0.8928208, 1, 0.0000005},
	}
	for _, c := range cases {
		iv := Wilson(c.k, c.n, Z95)
		near(t, "lower of "+strconv.Itoa(c.k)+"/"+strconv.Itoa(c.n), c.lo, iv.Lo, c.tol)
		near(t, "upper of "+strconv.Itoa(c.k)+"/"+strconv.Itoa(c.n), c.hi, iv.Hi, c.tol)
	}
	if iv := Wilson(0, 0, Z95); iv != (Interval{0, 1}) {
		t.Errorf("Wilson(0, 0) = %v, want [0, 1]", iv)
	}
	// 90 %: R's prop.test(5, 10, conf.level = 0.9, correct = FALSE).
	iv := Wilson(5, 10, 1.6448536269514722)
	near(t, "lower of 5/10 at 90%", 0.2692718, iv.Lo, 0.0000005)
	near(t, "upper of 5/10 at 90%", 0.7307282, iv.Hi, 0.0000005)
}

// Published paired intervals: Newcombe (1998), "Improved confidence intervals
// for the difference between binomial proportions based on paired data",
// Statistics in Medicine 17:2635–2650, Table II, method 10, examples (a)–(d):
// cells (both, first only, second only, neither).
func TestPairedDiffPublished(t *testing.T) {
	cases := []struct {
		p      Paired
		diff   float64
		lo, hi float64
	}{
		{Paired{Both: 36, OnlyB: 12, OnlyA: 2, Neither: 0}, 0.2, 0.0569, 0.3404},
		{Paired{Both: 18, OnlyB: 12, OnlyA: 2, Neither: 18}, 0.2, 0.0562, 0.3290},
		{Paired{Both: 53, OnlyB: 0, OnlyA: 0, Neither: 1}, 0, -0.0729, 0.0729},
		{Paired{Both: 0, OnlyB: 30, OnlyA: 0, Neither: 0}, 1, 0.8395, 1},
	}
	for _, c := range cases {
		if d := c.p.Diff(); d != c.diff {
			t.Errorf("%+v: diff %v, want %v", c.p, d, c.diff)
		}
		iv := PairedDiff(c.p, Z95)
		near(t, "paired lower", c.lo, iv.Lo, 0.00005)
		near(t, "paired upper", c.hi, iv.Hi, 0.00005)
	}
	// Swapping A and B mirrors the interval.
	a := PairedDiff(Paired{Both: 18, OnlyB: 12, OnlyA: 2, Neither: 18}, Z95)
	b := PairedDiff(Paired{Both: 18, OnlyB: 2, OnlyA: 12, Neither: 18}, Z95)
	near(t, "mirrored lower", -a.Hi, b.Lo, 1e-12)
	near(t, "mirrored upper", -a.Lo, b.Hi, 1e-12)
	if !a.Excludes(0) || PairedDiff(Paired{Both: 53, Neither: 1}, Z95).Excludes(0) {
		t.Error("Excludes(0): want true for example (b) and false for example (c)")
	}
}

// The sample 2, 4, 4, 4, 5, 5, 7, 9 (the standard-deviation example of
// many textbooks): mean 5, population SD 2, so sample SD √(32/7) = 2.138090;
// the 95 % normal interval of the mean is 5 ± 1.959964·2.138090/√8 = 5 ± 1.4815935.
func TestMoments(t *testing.T) {
	var m Moments
	m.Add(2, 1)
	m.Add(4, 3)
	m.Add(5, 2)
	m.Add(7, 1)
	m.Add(9, 1)
	if m.N != 8 || m.Mean() != 5 {
		t.Fatalf("N %d mean %v, want 8 and 5", m.N, m.Mean())
	}
	near(t, "SD", 2.138090, m.SD(), 0.0000005)
	iv := m.MeanCI(Z95)
	near(t, "mean CI lower", 5-1.4815935, iv.Lo, 0.0000001)
	near(t, "mean CI upper", 5+1.4815935, iv.Hi, 0.0000001)
	var empty, one Moments
	one.Add(10, 1)
	if empty.Mean() != 0 || empty.SD() != 0 || empty.MeanCI(Z95) != Unknown || one.MeanCI(Z95) != Unknown {
		t.Error("an empty sample should give 0, 0 and an unknown interval, one value an unknown interval")
	}
	if Unknown.Known() || Unknown.Excludes(0) || !iv.Known() {
		t.Error("the unknown interval is unbounded and excludes nothing; a measured one is known")
	}
}

// An interval's JSON bounds are numbers, or null where it is unbounded (JSON
// has no infinity), and read back to the same interval.
func TestIntervalJSON(t *testing.T) {
	for iv, want := range map[Interval]string{
		{0.25, 0.5}: `{"lo":0.25,"hi":0.5}`,
		Unknown:     `{"lo":null,"hi":null}`,
	} {
		b, err := json.Marshal(iv)
		if err != nil || string(b) != want {
			t.Errorf("%v: %s, %v; want %s", iv, b, err, want)
			continue
		}
		var back Interval
		if err := json.Unmarshal(b, &back); err != nil || back != iv {
			t.Errorf("%s read back as %v, %v", b, back, err)
		}
	}
}

// Nearest-rank percentiles of 15, 20, 35, 40, 50 (the worked example of the
// nearest-rank method): the 5th and 30th are 15 and 20, the 40th 20, the
// 50th 35, the 100th 50.
func TestQuantileNearestRank(t *testing.T) {
	h := map[int]int{15: 1, 20: 1, 35: 1, 40: 1, 50: 1}
	for _, c := range []struct {
		q    float64
		want int
	}{{0.05, 15}, {0.30, 20}, {0.40, 20}, {0.50, 35}, {1, 50}} {
		if got := Quantile(h, c.q); got != c.want {
			t.Errorf("Quantile(%v) = %d, want %d", c.q, got, c.want)
		}
	}
	if Quantile(map[int]int{3: 4, 7: 1}, 0.9) != 7 || Quantile(nil, 0.5) != 0 {
		t.Error("Quantile of {3×4, 7} at 0.9 should be 7 and of nothing 0")
	}
}
