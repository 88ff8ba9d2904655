package deck

import (
	"testing"

	"github.com/twtw/twtw/core/card"
)

// seed 000 "Equipment Failure": "If the failure result is lower than the Rel,
// the equipment fails. If no number is present, failure is not possible."
func TestEquipmentFailsBasicRule(t *testing.T) {
	s := New(fixtureDeck(), 1)
	var c card.Card
	for rel := 2; rel <= 13; rel++ {
		c.Failure = uint8(rel - 1)
		if !s.EquipmentFails(&c, rel) {
			t.Errorf("Rel %d, failure result %d: want a failure", rel, rel-1)
		}
		c.Failure = uint8(rel)
		if s.EquipmentFails(&c, rel) {
			t.Errorf("Rel %d, failure result %d: want no failure (not lower than Rel)", rel, rel)
		}
		c.Failure = uint8(rel + 1)
		if s.EquipmentFails(&c, rel) {
			t.Errorf("Rel %d, failure result %d: want no failure", rel, rel+1)
		}
	}
	// Rel 2 against failure result 1: 1 < 2 fails whatever the discard pile holds.
	c.Failure = 1
	if !s.EquipmentFails(&c, 2) {
		t.Error("Rel 2, failure result 1: want a failure")
	}
	for _, rel := range []int{0, -1, -13} {
		for f := range uint8(14) {
			c.Failure = f
			if s.EquipmentFails(&c, rel) {
				t.Errorf("no Rel (%d), failure result %d: equipment without Rel never fails", rel, f)
			}
		}
	}
}

// seed 000 "Equipment Failure": with Rel 1, when the card being resolved shows
// 1, the equipment fails only if the "2" failure result is in the discard pile.
func TestEquipmentFailsRelOne(t *testing.T) {
	s := New(fixtureDeck(), 1)
	if err := s.Stack(oneCard, twoCard, oneCard+1, oneCard+2); err != nil {
		t.Fatal(err)
	}
	one := s.Draw()
	if s.EquipmentFails(one, 1) {
		t.Fatal("Rel 1, card shows 1, no 2 in the discard pile: want no failure")
	}
	if s.EquipmentFails(one, 2) == false {
		t.Fatal("Rel 2, card shows 1: want a failure")
	}
	two := s.Draw()
	if s.EquipmentFails(two, 1) {
		t.Fatal("Rel 1, card shows 2: want no failure")
	}
	// Now the 2 is in the discard pile: the 1 card fails Rel 1 (it is in the
	// discard pile too; only the other card matters).
	if !s.EquipmentFails(one, 1) {
		t.Fatal("Rel 1, card shows 1, the 2 in the discard pile: want a failure")
	}
	seven := s.Draw()
	if s.EquipmentFails(seven, 1) {
		t.Fatal("Rel 1, card shows 7: want no failure even with the 2 discarded")
	}
	// Failure result 0 is lower than Rel 1: the basic rule.
	if !s.EquipmentFails(s.Card(zeroCard), 1) {
		t.Fatal("Rel 1, card shows 0: want a failure (0 < 1)")
	}
	// After a reshuffle the 2 is no longer in the discard pile.
	drawNumbers(t, s, s.DrawLen())
	if err := s.Stack(oneCard); err != nil {
		t.Fatal(err)
	}
	if one = s.Draw(); s.DiscardLen() != card.Count || !s.EquipmentFails(one, 1) {
		t.Fatal("Rel 1 at the end of the pass (the 2 discarded earlier): want a failure")
	}
	// In a new pass the 2 drawn in the previous pass is no longer discarded.
	// (A cut on the empty draw pile reshuffles without drawing anything.)
	drawNumbers(t, s, s.DrawLen())
	s.Cut()
	if err := s.Stack(oneCard); err != nil {
		t.Fatal(err)
	}
	if one = s.Draw(); s.Reshuffles() != 1 || s.DiscardLen() != 1 || s.EquipmentFails(one, 1) {
		t.Fatalf("Rel 1 first draw of a new pass (reshuffles %d, discard %v): want no failure", s.Reshuffles(), s.Discards())
	}
}

// The exact Rel 1 failure chance over a full pass (action-cards.md "Known":
// "well under 2 %"), enumerated rather than sampled: for every pair of draw
// positions of the card showing 1 and the card showing 2, the deck is stacked
// in that order and the whole pass is drawn, asking Rel 1 at every draw. Only
// the 1 card drawn after the 2 card fails: C(54,2) failing passes out of 54·53,
// one draw in 54 each, so P = 1431 / (2862·54) = 1/108. The standard deck
// (core/card) prints exactly one 1 and one 2 as well, so it gives the same.
func TestRelOneChanceOverAPassIsOneIn108(t *testing.T) {
	fixture := fixtureDeck()
	fixture.Cards[zeroCard].Failure = 7 // only the 1 and the 2 are special here
	for _, d := range []*card.Deck{fixture, card.Standard()} {
		fails, draws := relOneFailures(t, d)
		if fails != 1431 || draws != 2862*54 {
			t.Fatalf("%s deck: Rel 1 failed %d times in %d draws, want 1431 in %d", d.Name, fails, draws, 2862*54)
		}
		if fails*108 != draws {
			t.Fatalf("%s deck: P(Rel 1 fails) = %d/%d, want exactly 1/108", d.Name, fails, draws)
		}
	}
}

// relOneFailures draws one full pass for every pair of positions of d's card
// showing failure 1 and its card showing 2 (exactly one of each, every other
// card above 2) and counts the Rel 1 failures.
func relOneFailures(t *testing.T, d *card.Deck) (fails, draws int) {
	t.Helper()
	one, two := -1, -1
	for i := range d.Cards {
		switch f := d.Cards[i].Failure; {
		case f == 1 && one < 0:
			one = i
		case f == 2 && two < 0:
			two = i
		case f <= 2:
			t.Fatalf("%s deck: card %d also shows failure %d; want exactly one 1 and one 2", d.Name, i, f)
		}
	}
	if one < 0 || two < 0 {
		t.Fatalf("%s deck: no card showing 1 (%d) or 2 (%d)", d.Name, one, two)
	}
	s := New(d, 1)
	order := make([]int, 0, card.Count)
	for p1 := range card.Count {
		for p2 := range card.Count {
			if p1 == p2 {
				continue
			}
			order = order[:0]
			next := 0
			for pos := range card.Count {
				switch pos {
				case p1:
					order = append(order, one)
				case p2:
					order = append(order, two)
				default:
					for next == one || next == two {
						next++
					}
					order = append(order, next)
					next++
				}
			}
			if err := s.Stack(order...); err != nil {
				t.Fatal(err)
			}
			if s.DiscardLen() != 0 {
				t.Fatalf("stacking the whole deck left %d discards", s.DiscardLen())
			}
			for range card.Count {
				if s.EquipmentFails(s.Draw(), 1) {
					fails++
				}
				draws++
			}
		}
	}
	return fails, draws
}

func TestEquipmentFailsAllocs(t *testing.T) {
	s := New(fixtureDeck(), 1)
	drawNumbers(t, s, 30)
	c := s.Card(oneCard)
	if a := testing.AllocsPerRun(100, func() { s.EquipmentFails(c, 1) }); a != 0 {
		t.Fatalf("EquipmentFails allocates %v times per call, want 0", a)
	}
}
