package deck

import (
	"fmt"

	"github.com/twtw/twtw/core/card"
	"github.com/twtw/twtw/core/pile"
)

// Stack puts the named cards on top of the draw pile in order: the first
// number named is the next card drawn. Each card is taken from wherever it is
// (draw or discard pile); the other cards keep their order. After the stacked
// cards have been drawn, draws continue with the rest of the draw pile. Stack
// is meant for tests and replays.
//
// A reshuffle the policy asked for is done first, so that it cannot undo the
// stacking; while stacked cards wait, a reshuffle the policy asks for (say, a
// stacked joker under AfterJoker) is put off until they have all been drawn
// or cut, so a replay can stack a whole recorded sequence. Stacking on top of
// cards stacked earlier puts the new cards above them. Stack refuses a number outside 0..53 or a number named twice, and then
// changes nothing.
func (s *State) Stack(numbers ...int) error {
	var named pile.Set
	for i, n := range numbers {
		if n < 0 || n >= card.Count {
			return fmt.Errorf("deck: stack argument %d: card %d is outside 0..%d", i+1, n, card.Count-1)
		}
		if named.Has(uint8(n)) {
			return fmt.Errorf("deck: stack argument %d: card %d is named twice", i+1, n)
		}
		named.Add(uint8(n))
	}
	if s.pending && s.nStacked == 0 {
		s.shuffleAll()
		s.reshuffles++
	}
	// Stacked cards still on top that are not named again stay stacked.
	keep := 0
	for _, n := range s.draw[int(s.nDraw)-int(s.nStacked) : s.nDraw] {
		if !named.Has(n) {
			keep++
		}
	}
	s.nDraw = uint8(pile.Remove(s.draw[:s.nDraw], named))
	s.nDiscard = uint8(pile.Remove(s.discard[:s.nDiscard], named))
	for i := len(numbers) - 1; i >= 0; i-- {
		s.draw[s.nDraw] = uint8(numbers[i])
		s.nDraw++
	}
	s.nStacked = uint8(keep + len(numbers))
	return nil
}

// Stacked returns how many cards put on top by Stack are still waiting there.
func (s *State) Stacked() int { return int(s.nStacked) }
