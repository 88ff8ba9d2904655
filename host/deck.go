package host

import (
	"fmt"
	"strings"

	"github.com/twtw/twtw/core/card"
	"github.com/twtw/twtw/host/ruleset"
)

// checkDeck refuses a deck given to the engine (Options.Deck; nil: none,
// the standard deck) that a ruleset drawing no action card would read and
// never play, and one whose name does not tell it from the built-in
// standard deck (card.Deck.CheckOwnName): every transcript header and
// simulation report prints the deck's name. A deck file is checked when it
// is read (card.LoadFile); this checks a deck built in Go as well.
func checkDeck(rs *ruleset.Ruleset, d *card.Deck) error {
	if d == nil {
		return nil
	}
	if err := noActionDeck(rs); err != nil {
		return fmt.Errorf("%w: a deck is for a ruleset that uses the action deck, such as twtw", err)
	}
	if err := d.CheckOwnName(); err != nil {
		return fmt.Errorf("deck: %w", err)
	}
	return nil
}

// noActionDeck says why a ruleset that draws no action card (its uses lack
// the action library) has no deck; nil for one that draws them.
func noActionDeck(rs *ruleset.Ruleset) error {
	if contains(rs.Uses, "action") {
		return nil
	}
	return fmt.Errorf("ruleset %s draws no action card (it uses %s)", rs.Name, strings.Join(rs.Uses, ", "))
}
