package deck

import "github.com/twtw/twtw/core/card"

// EquipmentFails reports whether equipment with reliability rel fails on card
// c (seed 000 "Equipment Failure"): it fails when the card's failure result is
// lower than rel. Rel 1 has a special rule: when c shows the failure result 1,
// the equipment fails if a card with the failure result 2 is in the discard
// pile. rel ≤ 0 means the equipment has no Rel and never fails.
//
// c is normally the card being resolved, which Draw has already put onto the
// discard pile; it shows 1, so it never counts as the "2" card itself.
func (s *State) EquipmentFails(c *card.Card, rel int) bool {
	if rel <= 0 {
		return false
	}
	if int(c.Failure) < rel {
		return true
	}
	if rel != 1 || c.Failure != 1 {
		return false
	}
	for _, n := range s.discard[:s.nDiscard] {
		if o := &s.deck.Cards[n]; o.Failure == 2 && o != c {
			return true
		}
	}
	return false
}
