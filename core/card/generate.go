package card

//go:generate go run ./gen

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"slices"
)

// Generate builds the standard deck: a deterministic program (action-cards.md
// "Decided here") whose output is committed as standard.json. Every random
// choice comes from math/rand/v2 PCG seeded with generatorSeed; each section
// uses its own stream (the PCG's second seed), so changing one section's
// algorithm leaves the others alone. The steps:
//
//  1. Result sets. 54 sets are drawn, each a cause grid and an effect grid.
//     Cause cell = one open-ended dX of its column: roll dX; on X roll again
//     and add; if the second roll is X too the die runs past the card, which
//     prints the ceiling 2X with Exceptional set (the true value is 2X plus a
//     further open-ended dX, which the exceptional rule's extension supplies).
//     So a cell prints 1..X−1, X+1..2X−1 or the exceptional 2X, and
//     exceptional ⇔ value = ceiling. Effect row r of column dX = the sum of r
//     plain (non-exploding) dX.
//  2. Numbering. The sets are sorted by value (see valuer: the mean of their
//     cells' percentiles under the exact distributions, half cause, half
//     effect), ascending and stably, and numbered 0..53, so the number ranks
//     the check and damage results. Corners come from Corners(number).
//  3. Book pins (pins.go) override the cause cells the seeds print: card 15
//     d10 rows 1..3 = 4, 8, 2; card 37 d10 rows 1..2 = 9, 1; card 40 d10 rows
//     1..3 = 10, 1, 11; none CF or exceptional. These cards keep their number,
//     so their value may sit slightly out of order.
//  4. CF. Column dX gets exactly ⌊270/(2X)⌋ CF cells (d4 33, d6 22, d8 16,
//     d10 13, d12 11), placed by a seeded shuffle among its cells that show 1
//     (the die showed 1), pinned cells excepted: half the 1s, i.e. a rate of
//     about 1/(2X) per cell, falling with the die size.
//  5. Hit locations. Standard locations by exact count over the deck: head 4,
//     vitals 3, chest 9, belly 8, right arm 6, left arm 6, right leg 9, left
//     leg 9 (cards 16 belly and 50 left leg are pinned and included in these
//     counts); the rest is dealt by a seeded shuffle. Each unpinned stack is a
//     walk over the anatomy graph (anatomy.go): slot 1 one step up from the
//     standard, slot 0 one step up from slot 1, slot 3 one step down; costs
//     2, 1, 0, 1. Pinned stacks: card 16 chest, vitals, belly, right arm;
//     card 50 left leg, right leg, left leg, right leg.
//  6. The independent sections, each an exact multiset dealt by a seeded
//     shuffle over the card numbers:
//     pen −2:4, −1:12, 0:22, +1:12, +2:4 (card 50 pinned to 0, included);
//     clock 1..12 four times each plus once more for each even hour (2, 4, 6,
//     8, 10, 12: symmetric about the 12–6 line), so 4 or 5 each;
//     step 0:14, 1:14, 2:13, 3:13;
//     failure 1..13: 1,1,2,2,3,4,4,5,5,6,6,7,8 cards (exactly one card shows 1
//     and one shows 2, so Rel 1 with the discard rule fails on 1/108 ≈ 0.93 %
//     of draws over a full pass; Rel r ≥ 2 fails on #{failure < r}/54);
//     figure icons: 1, 2 or 3 icons on 18 cards each, their numbers distinct
//     values from 1..8 drawn uniformly and sorted ascending;
//     burst 0:14, 1:14, 2:13, 3:13.
//
// Generate uses rand.Rand's IntN, Shuffle and Perm; if a Go release changed
// them, the regeneration test would fail and standard.json would need a new
// commit. Generate panics only if the fixed program cannot meet its own
// counts, which would be a build bug caught by the tests.
func Generate() *Deck {
	d := &Deck{Name: "standard"}
	sets := resultSets()
	for n := range d.Cards {
		c := &d.Cards[n]
		c.Number = uint8(n)
		c.Fragment, c.Suit, c.Toggle = Corners(n)
		c.Cause, c.Effect = sets[n].cause, sets[n].effect
	}
	for _, p := range causePins {
		for r, v := range p.values {
			d.Cards[p.number].Cause[r][p.column] = Cell{Value: v}
		}
	}
	markCF(d, section(streamCF))
	dealStacks(d, section(streamStack))
	dealSections(d)
	return d
}

// generatorSeed is the PCG seed of the standard deck ("twtw" in ASCII).
const generatorSeed uint64 = 0x74777477

// The PCG streams of the generator's sections.
const (
	streamCause uint64 = iota + 1
	streamEffect
	streamCF
	streamStack
	streamPen
	streamClock
	streamStep
	streamFailure
	streamFigures
	streamBurst
)

func section(stream uint64) *rand.Rand { return rand.New(rand.NewPCG(generatorSeed, stream)) }

// resultSet is one card's cause and effect grids before numbering.
type resultSet struct {
	cause  [CauseRows][NumColumns]Cell
	effect [EffectRows][NumColumns]uint8
	value  *big.Rat
}

// resultSets draws the 54 result sets and sorts them by value (steps 1 and 2).
func resultSets() []resultSet {
	sets := make([]resultSet, Count)
	rc, re := section(streamCause), section(streamEffect)
	for i := range sets {
		for r := range CauseRows {
			for col := range Column(NumColumns) {
				sets[i].cause[r][col] = openEnded(rc, col.Sides())
			}
		}
	}
	for i := range sets {
		for r := range EffectRows {
			for col := range Column(NumColumns) {
				sum := 0
				for range r + 1 {
					sum += 1 + re.IntN(col.Sides())
				}
				sets[i].effect[r][col] = uint8(sum)
			}
		}
	}
	vr := newValuer()
	for i := range sets {
		c := Card{Cause: sets[i].cause, Effect: sets[i].effect}
		sets[i].value = vr.value(&c)
	}
	slices.SortStableFunc(sets, func(a, b resultSet) int { return a.value.Cmp(b.value) })
	return sets
}

// openEnded rolls one open-ended die as a cause cell prints it (step 1).
func openEnded(rng *rand.Rand, sides int) Cell {
	first := 1 + rng.IntN(sides)
	if first < sides {
		return Cell{Value: uint8(first)}
	}
	second := 1 + rng.IntN(sides)
	if second < sides {
		return Cell{Value: uint8(sides + second)}
	}
	return Cell{Value: uint8(2 * sides), Exceptional: true}
}

// cfCount returns the number of CF cells in the column (step 4).
func cfCount(col Column) int { return CauseRows * Count / (2 * col.Sides()) }

// markCF places the CF cells (step 4).
func markCF(d *Deck, rng *rand.Rand) {
	type pos struct{ n, r int }
	for col := range Column(NumColumns) {
		var ones []pos
		for n := range d.Cards {
			for r := range CauseRows {
				if d.Cards[n].Cause[r][col].Value == 1 && !causePinned(n, col, r) {
					ones = append(ones, pos{n, r})
				}
			}
		}
		want := cfCount(col)
		if len(ones) < want {
			panic(fmt.Sprintf("card: generator: %v column has %d cells showing 1, needs %d for CF", col, len(ones), want))
		}
		rng.Shuffle(len(ones), func(i, j int) { ones[i], ones[j] = ones[j], ones[i] })
		for _, p := range ones[:want] {
			d.Cards[p.n].Cause[p.r][col].CF = true
		}
	}
}

// standardCounts is the number of cards with each standard hit location (step 5).
var standardCounts = [NumLocations]int{
	Head: 4, Vitals: 3, Chest: 9, Belly: 8, RightArm: 6, LeftArm: 6, RightLeg: 9, LeftLeg: 9,
}

// dealStacks deals the standard locations and walks the stacks (step 5).
func dealStacks(d *Deck, rng *rand.Rand) {
	var pins []pin
	for _, p := range stackPins {
		pins = append(pins, pin{p.number, int(p.stack[StandardSlot])})
	}
	std := deal(rng, standardCounts[:], pins)
	for n := range d.Cards {
		d.Cards[n].Stack = walkStack(rng, Location(std[n]))
	}
	for _, p := range stackPins {
		for s, l := range p.stack {
			d.Cards[p.number].Stack[s] = StackEntry{Location: l, Cost: uint8(abs(s - StandardSlot))}
		}
	}
}

// Exact multisets of the independent sections (step 6), indexed by value
// (pen by value+2).
var (
	penCounts     = [...]int{4, 12, 22, 12, 4}
	clockCounts   = [...]int{0, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5}
	stepCounts    = [...]int{14, 14, 13, 13}
	failureCounts = [...]int{0, 1, 1, 2, 2, 3, 4, 4, 5, 5, 6, 6, 7, 8}
	figureCounts  = [...]int{0, 18, 18, 18} // cards with 0, 1, 2, 3 icons
	burstCounts   = [...]int{14, 14, 13, 13}
)

// maxFigureGen is the highest number Generate prints in a figure icon.
const maxFigureGen = 8

// dealSections deals pen, clock, step, failure, figures and burst (step 6).
func dealSections(d *Deck) {
	pen := deal(section(streamPen), penCounts[:], []pin{{penPinNumber, penPinValue + 2}})
	clock := deal(section(streamClock), clockCounts[:], nil)
	step := deal(section(streamStep), stepCounts[:], nil)
	failure := deal(section(streamFailure), failureCounts[:], nil)
	rf := section(streamFigures)
	icons := deal(rf, figureCounts[:], nil)
	burst := deal(section(streamBurst), burstCounts[:], nil)
	for n := range d.Cards {
		c := &d.Cards[n]
		c.Pen = int8(pen[n] - 2)
		c.Clock = uint8(clock[n])
		c.Step = uint8(step[n])
		c.Failure = uint8(failure[n])
		c.Burst = uint8(burst[n])
		figs := rf.Perm(maxFigureGen)[:icons[n]]
		slices.Sort(figs)
		for i, f := range figs {
			c.Figures[i] = uint8(f + 1)
		}
	}
}

// pin fixes the value dealt to one card number.
type pin struct{ number, value int }

// deal returns a value per card number: the multiset holding value v
// counts[v] times, minus the pinned values, shuffled over the unpinned
// numbers in number order; pinned numbers get their pinned value.
func deal(rng *rand.Rand, counts []int, pins []pin) [Count]int {
	left := slices.Clone(counts)
	var out [Count]int
	var pinned [Count]bool
	for _, p := range pins {
		left[p.value]--
		out[p.number], pinned[p.number] = p.value, true
	}
	var bag []int
	for v, k := range left {
		if k < 0 {
			panic(fmt.Sprintf("card: generator: value %d pinned more often than counted", v))
		}
		for range k {
			bag = append(bag, v)
		}
	}
	if len(bag) != Count-len(pins) {
		panic(fmt.Sprintf("card: generator: counts %v sum to %d, want %d", counts, len(bag)+len(pins), Count))
	}
	rng.Shuffle(len(bag), func(i, j int) { bag[i], bag[j] = bag[j], bag[i] })
	for n := range out {
		if !pinned[n] {
			out[n], bag = bag[0], bag[1:]
		}
	}
	return out
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
