package deck

import "github.com/twtw/twtw/core/card"

// Policy decides, after each draw, whether the whole deck (draw and discard
// piles) is reshuffled before the next draw. It is called with the card just
// drawn. The reshuffle happens lazily at the next Draw or Cut, so the card just
// drawn stays readable and stays in the discard pile until then; while cards
// put on top by Stack are waiting, it waits until they have been used. Whatever
// the policy says, an empty draw pile is always reshuffled.
type Policy func(drawn *card.Card) bool

// OnEmpty is the default policy: never reshuffle early; the discard pile is
// shuffled back only when the draw pile runs out.
func OnEmpty(*card.Card) bool { return false }

// AfterJoker reshuffles the whole deck after a joker has been drawn.
func AfterJoker(drawn *card.Card) bool { return drawn.IsJoker() }
