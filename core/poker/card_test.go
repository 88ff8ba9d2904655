package poker

import (
	"strings"
	"testing"

	"github.com/twtw/twtw/core/card"
)

func TestCardFaces(t *testing.T) {
	cases := []struct {
		c                  Card
		rank               int
		suit               Suit
		colour             Colour
		joker, face        bool
		name, text, suitTx string
	}{
		{0, 0, Joker, Red, true, false, "RJ", "red joker", "joker"},
		{53, 0, Joker, Black, true, false, "BJ", "black joker", "joker"},
		{1, 2, Clubs, Black, false, false, "2C", "two of clubs", "clubs"},
		{2, 2, Diamonds, Red, false, false, "2D", "two of diamonds", "diamonds"},
		{4, 2, Spades, Black, false, false, "2S", "two of spades", "spades"},
		{36, 10, Spades, Black, false, false, "10S", "ten of spades", "spades"},
		{37, 11, Clubs, Black, false, true, "JC", "jack of clubs", "clubs"},
		{41, 12, Clubs, Black, false, true, "QC", "queen of clubs", "clubs"},
		{42, 12, Diamonds, Red, false, true, "QD", "queen of diamonds", "diamonds"},
		{47, 13, Hearts, Red, false, true, "KH", "king of hearts", "hearts"},
		{52, 14, Spades, Black, false, false, "AS", "ace of spades", "spades"},
	}
	for _, c := range cases {
		got := []any{c.c.Rank(), c.c.Suit(), c.c.Colour(), c.c.Joker(), c.c.Face(), c.c.Name(), c.c.Text(), c.c.Suit().String()}
		want := []any{c.rank, c.suit, c.colour, c.joker, c.face, c.name, c.text, c.suitTx}
		for i := range got {
			if got[i] != want[i] {
				t.Errorf("card %d: got %v, want %v", c.c, got, want)
				break
			}
		}
	}
	if RedJoker.Colour().String() != "red" || BlackJoker.Colour().String() != "black" {
		t.Fatal("colour names")
	}
}

// Every card follows the corner mapping (core/card.Corners): rank =
// fragment + 1, the same suit; names are all different.
func TestCardsFollowCorners(t *testing.T) {
	seen := map[string]Card{}
	for n := range Card(Count) {
		fragment, suit, _ := card.Corners(int(n))
		if !n.Joker() && (n.Rank() != int(fragment)+1 || int(n.Suit()) != int(suit)) {
			t.Errorf("card %d: rank %d suit %d, corners fragment %d suit %d", n, n.Rank(), n.Suit(), fragment, suit)
		}
		if red := n.Suit() == Diamonds || n.Suit() == Hearts || n == RedJoker; red != (n.Colour() == Red) {
			t.Errorf("card %d (%s) colour %s", n, n, n.Colour())
		}
		if o, dup := seen[n.Name()]; dup {
			t.Errorf("cards %d and %d are both named %s", o, n, n.Name())
		}
		seen[n.Name()] = n
		if n.Number() != int(n) || !n.Valid() {
			t.Errorf("card %d: Number %d, Valid %v", n, n.Number(), n.Valid())
		}
	}
	if bad := Card(Count); bad.Valid() || bad.Name() != "?" || bad.Text() != "?" || bad.Rank() != 0 || Suit(9).String() != "?" {
		t.Fatal("card 54 is not a card")
	}
}

func TestParseCard(t *testing.T) {
	for n := range Card(Count) {
		for _, name := range []string{n.Name(), strings.ToLower(n.Name())} {
			if c, err := ParseCard(name); c != n || err != nil {
				t.Errorf("ParseCard(%q) = %d, %v; want %d", name, c, err, n)
			}
		}
	}
	for name, want := range map[string]Card{"TS": 36, "ts": 36, "10s": 36, "As": 52, "kH": 47, "rj": 0, "Bj": 53} {
		if c, err := ParseCard(name); c != want || err != nil {
			t.Errorf("ParseCard(%q) = %d, %v; want %d", name, c, err, want)
		}
	}
}

func TestParseCardRefuses(t *testing.T) {
	for name, why := range map[string]string{
		"":     `poker: card "": want a rank`,
		"K":    `poker: card "K": want a rank`,
		"10SS": `poker: card "10SS": want a rank`,
		"KX":   `poker: card "KX": no suit "X": want a rank`,
		"10":   `poker: card "10": no suit "0"`,
		"JJ":   `poker: card "JJ": no suit "J"`,
		"XJ":   `poker: card "XJ": no suit "J"`,
		"1S":   `poker: card "1S": no rank "1"`,
		"11S":  `poker: card "11S": no rank "11"`,
		"ZH":   `poker: card "ZH": no rank "Z"`,
		"0H":   `poker: card "0H": no rank "0"`,
	} {
		if c, err := ParseCard(name); err == nil || !strings.HasPrefix(err.Error(), why) {
			t.Errorf("ParseCard(%q) = %d, %v; want an error starting %q", name, c, err, why)
		}
	}
}

func TestCardAllocs(t *testing.T) {
	c := Card(47)
	a := testing.AllocsPerRun(1000, func() {
		_, _ = c.Name(), c.Text()
		_, _ = ParseCard("10s")
		_, _, _ = c.Rank(), c.Suit(), c.Colour()
	})
	if a != 0 {
		t.Fatalf("card faces and ParseCard allocate %v times, want 0", a)
	}
}
