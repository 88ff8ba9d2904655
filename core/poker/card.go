// Package poker is a plain 54-card poker deck in play (both jokers in), for
// rulesets that drive a fight with playing cards: card faces by the same
// numbers as the action deck's corners, and a State with a draw pile, the
// cards held by the players and a discard pile, shuffled by a seeded PCG on
// the same pile machinery as the action deck (core/rng, core/pile).
//
// The hot path (Draw, Deal into a reused slice, Discard, Reshuffle, Stack,
// Snapshot, Restore, and a card's fields and names) does not allocate. A State
// is not safe for concurrent use.
package poker

import "github.com/twtw/twtw/core/card"

// Count is the number of cards in the deck: 52 and two jokers.
const Count = card.Count

// Card is a card by its number 0..53 in the action deck's corner mapping
// (core/card.Corners): red joker 0, black joker 53, otherwise number =
// 4·(rank − 2) + suit, with rank 2 (deuce) … 14 (ace) and suits clubs 1,
// diamonds 2, hearts 3, spades 4. So 1 is the two of clubs, 4 the two of
// spades, 47 the king of hearts and 52 the ace of spades.
type Card uint8

// The two jokers.
const (
	RedJoker   Card = 0
	BlackJoker Card = Count - 1
)

// Suit is a card's suit; both jokers have the suit Joker.
type Suit uint8

// The suits, numbered as the corner mapping numbers them.
const (
	Joker Suit = iota
	Clubs
	Diamonds
	Hearts
	Spades
)

var suitNames = [...]string{"joker", "clubs", "diamonds", "hearts", "spades"}

// String returns "clubs", "diamonds", "hearts", "spades" or "joker".
func (s Suit) String() string {
	if int(s) >= len(suitNames) {
		return "?"
	}
	return suitNames[s]
}

// Colour is a card's colour: diamonds, hearts and the red joker are red,
// clubs, spades and the black joker are black.
type Colour uint8

// The colours.
const (
	Red Colour = iota
	Black
)

// String returns "red" or "black".
func (c Colour) String() string {
	if c == Red {
		return "red"
	}
	return "black"
}

// Valid reports whether c is a card of the deck, 0..53.
func (c Card) Valid() bool { return c < Count }

// Number returns the card's number 0..53.
func (c Card) Number() int { return int(c) }

// Joker reports whether c is one of the two jokers.
func (c Card) Joker() bool { return c == RedJoker || c == BlackJoker }

// Rank returns 2..10, 11 for a jack, 12 queen, 13 king, 14 ace; 0 for a joker.
func (c Card) Rank() int {
	if c.Joker() || !c.Valid() {
		return 0
	}
	fragment, _, _ := card.Corners(int(c))
	return int(fragment) + 1
}

// Suit returns the card's suit (Joker for both jokers).
func (c Card) Suit() Suit {
	if c.Joker() || !c.Valid() {
		return Joker
	}
	_, suit, _ := card.Corners(int(c))
	return Suit(suit)
}

// Colour returns the card's colour.
func (c Card) Colour() Colour {
	switch {
	case c == RedJoker:
		return Red
	case c == BlackJoker:
		return Black
	case c.Suit() == Diamonds || c.Suit() == Hearts:
		return Red
	}
	return Black
}

// Face reports whether c is a face card: a jack, queen or king.
func (c Card) Face() bool { return c.Rank() >= 11 && c.Rank() <= 13 }

// Name returns the card's short name: rank then suit letter, "2C" … "10S",
// "JD", "QH", "KH", "AS"; "RJ" and "BJ" for the jokers; "?" for an invalid card.
func (c Card) Name() string {
	if !c.Valid() {
		return "?"
	}
	return tables.names[c]
}

// Text returns the card in words: "two of clubs", "king of hearts", "ace of
// spades", "red joker", "black joker"; "?" for an invalid card.
func (c Card) Text() string {
	if !c.Valid() {
		return "?"
	}
	return tables.texts[c]
}

// String returns the card's Name.
func (c Card) String() string { return c.Name() }
