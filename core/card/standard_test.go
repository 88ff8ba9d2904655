package card

import (
	"fmt"
	"math"
	"math/big"
	"testing"
)

// The properties action-cards.md "Decided here" requires of the standard deck,
// each checked over the committed data (Standard, i.e. standard.json).

// exactMean returns the mean of one open-ended dX: (X+1)/2 · X/(X−1).
func exactMean(x float64) float64 { return (x + 1) / 2 * x / (x - 1) }

// exactSD returns the standard deviation of one open-ended dX, from
// E[Y²] = (Σ_{d<X} d² + X² + 2X·μ) / (X−1).
func exactSD(x float64) float64 {
	mu := exactMean(x)
	sq := 0.0
	for d := 1.0; d < x; d++ {
		sq += d * d
	}
	ey2 := (sq + x*x + 2*x*mu) / (x - 1)
	return math.Sqrt(ey2 - mu*mu)
}

// TestCauseColumnsAreOpenEndedDice: each column's 270 cells average within
// 3 standard errors of the exact mean of an open-ended dX (standard error =
// exact SD / √270), counting an exceptional cell as its ceiling plus that
// mean (the extension: another open-ended dX). Exceptional cells are exactly
// the cells at the ceiling, and every cell a pin did not set prints a value
// one open-ended die can print (never X, never 2X without the flag).
func TestCauseColumnsAreOpenEndedDice(t *testing.T) {
	d := Standard()
	const cells = Count * CauseRows
	for col := range Column(NumColumns) {
		x := float64(col.Sides())
		mu, tol := exactMean(x), 3*exactSD(x)/math.Sqrt(cells)
		sum, exc := 0.0, 0
		for n := range d.Cards {
			for r := range CauseRows {
				c := d.Cards[n].Cause[r][col]
				v := float64(c.Value)
				if c.Exceptional {
					v += mu
					exc++
				}
				sum += v
				if c.Exceptional != (int(c.Value) == col.Ceiling()) {
					t.Errorf("card %d row %d %v: value %d exceptional %v; want exceptional exactly at the ceiling %d",
						n, r+1, col, c.Value, c.Exceptional, col.Ceiling())
				}
				if !causePinned(n, col, r) && (int(c.Value) == col.Sides() || int(c.Value) == 2*col.Sides() && !c.Exceptional) {
					t.Errorf("card %d row %d %v: value %d cannot come from one open-ended %v", n, r+1, col, c.Value, col)
				}
			}
		}
		mean := sum / cells
		t.Logf("%v: mean %.3f, exact %.3f, tolerance ±%.3f; %d exceptional", col, mean, mu, tol, exc)
		if math.Abs(mean-mu) > tol {
			t.Errorf("%v: mean of %d cells %.3f, want %.3f ± %.3f (3 standard errors)", col, cells, mean, mu, tol)
		}
	}
}

// TestCFRarerInLargerColumns: CF cells sit only on cells showing 1, never on a
// book-pinned cell, and their count falls strictly from d4 to d12 (decided
// here: exactly ⌊270/(2X)⌋ = 33, 22, 16, 13, 11).
func TestCFRarerInLargerColumns(t *testing.T) {
	d := Standard()
	want := [NumColumns]int{33, 22, 16, 13, 11}
	var got [NumColumns]int
	for n := range d.Cards {
		for r := range CauseRows {
			for col := range Column(NumColumns) {
				c := d.Cards[n].Cause[r][col]
				if !c.CF {
					continue
				}
				got[col]++
				if c.Value != 1 || causePinned(n, col, r) {
					t.Errorf("card %d row %d %v: CF on value %d (pinned %v); want CF only on unpinned 1s",
						n, r+1, col, c.Value, causePinned(n, col, r))
				}
			}
		}
	}
	t.Logf("CF cells per column d4..d12: %v (rates %.3f %.3f %.3f %.3f %.3f)", got,
		float64(got[0])/270, float64(got[1])/270, float64(got[2])/270, float64(got[3])/270, float64(got[4])/270)
	if got != want {
		t.Errorf("CF cells per column = %v, want %v", got, want)
	}
	for col := 1; col < NumColumns; col++ {
		if got[col] >= got[col-1] {
			t.Errorf("CF cells: %v has %d, not fewer than %v's %d", Column(col), got[col], Column(col-1), got[col-1])
		}
	}
}

// TestEffectRows: effect row r of column dX lies within r..r·X (the range of r
// dice dX); each row's mean over the deck is within 4 standard errors of the
// exact r·(X+1)/2 (SE = √(r·(X²−1)/12 / 54)), and the means rise strictly
// with r. The band is 4 SE, not 3, because 35 cells are tested at once: a
// sound generator trips one of them with probability about 35·6.3e-5 < 0.3 %.
func TestEffectRows(t *testing.T) {
	d := Standard()
	for col := range Column(NumColumns) {
		x := float64(col.Sides())
		prev := 0.0
		means := ""
		for r := range EffectRows {
			rows := float64(r + 1)
			sum := 0.0
			for n := range d.Cards {
				v := int(d.Cards[n].Effect[r][col])
				if v < r+1 || v > (r+1)*col.Sides() {
					t.Errorf("card %d effect (%d)%v = %d, want %d..%d", n, r+1, col, v, r+1, (r+1)*col.Sides())
				}
				sum += float64(v)
			}
			mean := sum / Count
			exact, tol := rows*(x+1)/2, 4*math.Sqrt(rows*(x*x-1)/12/Count)
			means += fmt.Sprintf(" (%d) %.2f/%.1f", r+1, mean, exact)
			if math.Abs(mean-exact) > tol {
				t.Errorf("effect (%d)%v: mean %.3f, want %.3f ± %.3f", r+1, col, mean, exact, tol)
			}
			if mean <= prev {
				t.Errorf("effect %v: row (%d) mean %.3f not above row (%d) mean %.3f", col, r+1, mean, r, prev)
			}
			prev = mean
		}
		t.Logf("effect %v means measured/exact:%s", col, means)
	}
}

// anatomyEdges is the documented adjacency graph of the stacks (anatomy.go),
// restated here so the test checks the data against the documentation.
var anatomyEdges = [][2]Location{
	{Head, Chest}, {Chest, Vitals}, {Chest, RightArm}, {Chest, LeftArm}, {Vitals, Belly},
	{Belly, RightArm}, {Belly, LeftArm}, {Belly, RightLeg}, {Belly, LeftLeg}, {RightLeg, LeftLeg},
}

// anatomyHeights restates the documented heights (up = toward the head).
var anatomyHeights = [NumLocations]int{Head: 4, Chest: 3, Vitals: 2, Belly: 1, RightArm: 1, LeftArm: 1, RightLeg: 0, LeftLeg: 0}

func adjacent(a, b Location) bool {
	for _, e := range anatomyEdges {
		if e == [2]Location{a, b} || e == [2]Location{b, a} {
			return true
		}
	}
	return false
}

// TestAnatomyTable: the generator's tables are the documented graph and heights.
func TestAnatomyTable(t *testing.T) {
	if heights != anatomyHeights {
		t.Errorf("heights = %v, want %v", heights, anatomyHeights)
	}
	edges := 0
	for a := range Location(NumLocations) {
		for _, b := range neighbours[a] {
			edges++
			if !adjacent(a, b) {
				t.Errorf("neighbours lists %v–%v, not a documented edge", a, b)
			}
		}
	}
	if edges != 2*len(anatomyEdges) {
		t.Errorf("neighbours lists %d directed edges, want %d (each documented edge both ways)", edges, 2*len(anatomyEdges))
	}
}

// TestHitLocations: standard locations follow the stated counts exactly (head 4,
// vitals 3, chest 9, belly 8, right arm 6, left arm 6, right leg 9, left leg 9:
// legs and torso common, head and vitals rare); every stack is a walk over the
// adjacency graph — each neighbouring pair adjacent, the two steps up never
// lower (except up from the head, which has nothing higher), the step down
// never higher — and costs 2, 1, 0, 1 from the top.
func TestHitLocations(t *testing.T) {
	d := Standard()
	want := [NumLocations]int{Head: 4, Vitals: 3, Chest: 9, Belly: 8, RightArm: 6, LeftArm: 6, RightLeg: 9, LeftLeg: 9}
	var got [NumLocations]int
	for n := range d.Cards {
		c := &d.Cards[n]
		got[c.Standard()]++
		s := c.Stack
		for i := 0; i+1 < StackSize; i++ {
			if !adjacent(s[i].Location, s[i+1].Location) {
				t.Errorf("card %d: stack slots %d, %d = %v, %v: not adjacent", n, i, i+1, s[i].Location, s[i+1].Location)
			}
		}
		for _, up := range [][2]int{{StandardSlot, 1}, {1, 0}} {
			from, to := s[up[0]].Location, s[up[1]].Location
			if anatomyHeights[to] < anatomyHeights[from] && from != Head {
				t.Errorf("card %d: slot %d (%v) is below slot %d (%v)", n, up[1], to, up[0], from)
			}
		}
		if anatomyHeights[s[3].Location] > anatomyHeights[c.Standard()] {
			t.Errorf("card %d: slot 3 (%v) is above the standard %v", n, s[3].Location, c.Standard())
		}
		if costs := [StackSize]uint8{s[0].Cost, s[1].Cost, s[2].Cost, s[3].Cost}; costs != [StackSize]uint8{2, 1, 0, 1} {
			t.Errorf("card %d: stack costs %v, want [2 1 0 1]", n, costs)
		}
	}
	t.Logf("standard locations (head, vitals, chest, belly, right arm, left arm, right leg, left leg): %v", got)
	if got != want {
		t.Errorf("standard location counts = %v, want %v", got, want)
	}
}

// counts returns how many cards have each value of f, offset so that the
// smallest counted value lo is index 0.
func counts(d *Deck, lo, hi int, f func(*Card) int) []int {
	out := make([]int, hi-lo+1)
	for n := range d.Cards {
		v := f(&d.Cards[n])
		if v < lo || v > hi {
			out = append(out, v) // out of range: makes the comparison fail visibly
			continue
		}
		out[v-lo]++
	}
	return out
}

func checkCounts(t *testing.T, what string, got, want []int) {
	t.Helper()
	t.Logf("%s counts: %v", what, got)
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("%s counts = %v, want %v", what, got, want)
	}
}

// TestPenetration: modifiers −2..+2 by the stated counts, centred on 0
// (−2:4, −1:12, 0:22, +1:12, +2:4; sum 0).
func TestPenetration(t *testing.T) {
	d := Standard()
	checkCounts(t, "pen −2..+2", counts(d, -2, 2, func(c *Card) int { return int(c.Pen) }), []int{4, 12, 22, 12, 4})
	sum := 0
	for n := range d.Cards {
		sum += int(d.Cards[n].Pen)
	}
	if sum != 0 {
		t.Errorf("sum of pen modifiers = %d, want 0 (centred)", sum)
	}
}

// TestScatter: clock 1..12 as even as 54 allows (4 each, 5 on the even hours),
// step 0..3 by 14, 14, 13, 13.
func TestScatter(t *testing.T) {
	d := Standard()
	checkCounts(t, "clock 1..12", counts(d, 1, 12, func(c *Card) int { return int(c.Clock) }),
		[]int{4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5})
	checkCounts(t, "step 0..3", counts(d, 0, 3, func(c *Card) int { return int(c.Step) }), []int{14, 14, 13, 13})
}

// TestBurst: burst 0..3 by 14, 14, 13, 13.
func TestBurst(t *testing.T) {
	checkCounts(t, "burst 0..3", counts(Standard(), 0, 3, func(c *Card) int { return int(c.Burst) }), []int{14, 14, 13, 13})
}

// TestFigures: 1, 2 or 3 unintended-target icons on 18 cards each, numbers
// strictly ascending within 1..8.
func TestFigures(t *testing.T) {
	d := Standard()
	checkCounts(t, "figure icons 1..3", counts(d, 1, 3, func(c *Card) int { return c.NumFigures() }), []int{18, 18, 18})
	for n := range d.Cards {
		f := d.Cards[n].Figures
		for i := range d.Cards[n].NumFigures() {
			if f[i] < 1 || f[i] > 8 || i > 0 && f[i] <= f[i-1] {
				t.Errorf("card %d: figures %v, want strictly ascending numbers in 1..8", n, f)
				break
			}
		}
	}
}

// TestFailureProbabilities: the failure results follow the stated counts
// (1..13: 1,1,2,2,3,4,4,5,5,6,6,7,8), and the exact probability that
// equipment of Rel r fails (seed 000 "Equipment Failure": it fails when the
// failure result is lower than Rel) rises strictly with Rel. For Rel 1 the
// seed's rule applies: the card shows 1 and the card showing 2 is in the
// discard pile; over a full pass of a shuffled deck each card is drawn once,
// and a given 1-card follows at least one of the c₂ 2-cards with probability
// c₂/(c₂+1), so P = n₁·c₂/((c₂+1)·54) = 1/108 ≈ 0.93 % — "significantly less
// than 2%".
func TestFailureProbabilities(t *testing.T) {
	d := Standard()
	c := counts(d, 1, 13, func(c *Card) int { return int(c.Failure) })
	checkCounts(t, "failure 1..13", c, []int{1, 1, 2, 2, 3, 4, 4, 5, 5, 6, 6, 7, 8})
	n1, c2 := int64(c[0]), int64(c[1])
	p := make([]*big.Rat, 14)
	p[1] = big.NewRat(n1*c2, (c2+1)*Count)
	for rel := 2; rel <= 13; rel++ {
		below := 0
		for n := range d.Cards {
			if int(d.Cards[n].Failure) < rel {
				below++
			}
		}
		p[rel] = big.NewRat(int64(below), Count)
	}
	// numerators over 54 of #{failure < r} for r = 2..13, from the stated counts
	want := []int64{1, 2, 4, 6, 9, 13, 17, 22, 27, 33, 39, 46}
	line := ""
	for rel := 1; rel <= 13; rel++ {
		f, _ := p[rel].Float64()
		line += fmt.Sprintf(" Rel%d=%s(%.2f%%)", rel, p[rel].RatString(), 100*f)
		if rel >= 2 {
			if w := big.NewRat(want[rel-2], Count); p[rel].Cmp(w) != 0 {
				t.Errorf("P(fail | Rel %d) = %s, want %s", rel, p[rel].RatString(), w.RatString())
			}
			if p[rel].Cmp(p[rel-1]) <= 0 {
				t.Errorf("P(fail | Rel %d) = %s, not above Rel %d's %s", rel, p[rel].RatString(), rel-1, p[rel-1].RatString())
			}
		}
	}
	t.Logf("failure probabilities:%s", line)
	if p[1].Cmp(big.NewRat(1, 108)) != 0 {
		t.Errorf("P(fail | Rel 1) = %s, want 1/108", p[1].RatString())
	}
	if p[1].Cmp(big.NewRat(2, 100)) >= 0 {
		t.Errorf("P(fail | Rel 1) = %s, want below 2%%", p[1].RatString())
	}
}

// TestCorners: the decided corner mapping (action-cards.md): red joker 0,
// black joker 53, otherwise number = 4·(fragment−1) + suit; toggle YES on odd
// numbers, 27 YES and 27 NO; each rank 2..A has the four suits once.
func TestCorners(t *testing.T) {
	d := Standard()
	yes := 0
	var seen [15][6]int
	for n := range d.Cards {
		c := &d.Cards[n]
		if int(c.Number) != n {
			t.Errorf("Cards[%d].Number = %d", n, c.Number)
		}
		seen[c.Fragment%15][c.Suit%6]++
		switch {
		case n == 0:
			if c.Fragment != 0 || c.Suit != 0 || !c.IsJoker() || c.Name() != "red joker" {
				t.Errorf("card 0: fragment %d suit %d %q, want the red joker (0, 0)", c.Fragment, c.Suit, c.Name())
			}
		case n == 53:
			if c.Fragment != 14 || c.Suit != 5 || !c.IsJoker() || c.Name() != "black joker" {
				t.Errorf("card 53: fragment %d suit %d %q, want the black joker (14, 5)", c.Fragment, c.Suit, c.Name())
			}
		case 4*(int(c.Fragment)-1)+int(c.Suit) != n || c.Suit < 1 || c.Suit > 4:
			t.Errorf("card %d: fragment %d suit %d, want 4·(fragment−1)+suit = number", n, c.Fragment, c.Suit)
		}
		if c.Toggle != (n%2 == 1) {
			t.Errorf("card %d: toggle %v, want YES on odd numbers", n, c.Toggle)
		}
		if c.Toggle {
			yes++
		}
	}
	if yes != 27 {
		t.Errorf("%d YES and %d NO, want 27 of each", yes, Count-yes)
	}
	for f := 1; f <= 13; f++ {
		for s := 1; s <= 4; s++ {
			if seen[f][s] != 1 {
				t.Errorf("fragment %d suit %d appears %d times, want once", f, s, seen[f][s])
			}
		}
	}
	// spot checks from the mapping: deuces are 1–4, aces 49–52
	for _, tc := range []struct {
		n    int
		name string
	}{{1, "2♣"}, {4, "2♠"}, {37, "J♣"}, {40, "J♠"}, {49, "A♣"}, {52, "A♠"}} {
		if got := d.Cards[tc.n].Name(); got != tc.name {
			t.Errorf("card %d is %q, want %q", tc.n, got, tc.name)
		}
	}
}

// TestNumberRanksValue: the number ranks the cards' value (see valuer). The
// generator sorts by value and then applies the book pins, so the claim is
// stated in two parts. (1) Over the 51 cards whose cause cells no pin touched
// (all but 15, 37, 40) value never decreases with the number. (2) A pin
// rewrites k of a card's 25 cause cells, each moving one percentile by at most
// 1, so the card's value moves by at most ½·k/25; it must therefore lie within
// that distance of the range its unpinned neighbours (n−1, n+1) span.
func TestNumberRanksValue(t *testing.T) {
	d := Standard()
	vr := newValuer()
	vals := make([]*big.Rat, Count)
	for n := range d.Cards {
		vals[n] = vr.value(&d.Cards[n])
	}
	pinned := []struct{ n, k int }{{15, 3}, {37, 2}, {40, 3}} // number, cause cells pinned (pins.go)
	isPinned := func(n int) bool {
		for _, p := range pinned {
			if p.n == n {
				return true
			}
		}
		return false
	}
	var prev *big.Rat
	prevN := -1
	for n := range d.Cards {
		if isPinned(n) {
			continue
		}
		if prev != nil && vals[n].Cmp(prev) < 0 {
			t.Errorf("value(card %d) = %s < value(card %d) = %s", n, vals[n].FloatString(4), prevN, prev.FloatString(4))
		}
		prev, prevN = vals[n], n
	}
	for _, p := range pinned {
		n, k := p.n, p.k
		slack := big.NewRat(int64(k), 2*CauseRows*NumColumns)
		lo := new(big.Rat).Sub(vals[n-1], slack)
		hi := new(big.Rat).Add(vals[n+1], slack)
		rank := 0
		for m := range d.Cards {
			if vals[m].Cmp(vals[n]) < 0 {
				rank++
			}
		}
		t.Logf("pinned card %d: value %s (neighbours %s, %s), rank %d by value", n,
			vals[n].FloatString(4), vals[n-1].FloatString(4), vals[n+1].FloatString(4), rank)
		if vals[n].Cmp(lo) < 0 || vals[n].Cmp(hi) > 0 {
			t.Errorf("pinned card %d: value %s outside [%s, %s]", n, vals[n].FloatString(4), lo.FloatString(4), hi.FloatString(4))
		}
	}
}
