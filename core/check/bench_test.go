package check

import (
	"testing"

	"github.com/twtw/twtw/core/card"
	"github.com/twtw/twtw/core/deck"
)

var sink Result

// BenchmarkCheck is one whole check: draw a card from the standard deck in
// play and read a d10, skill 3 check against TN 5 off it.
func BenchmarkCheck(b *testing.B) {
	s := deck.New(card.Standard(), 1)
	spec := Spec{Die: card.D10, Skill: 3, TN: 5, Mod: 1}
	b.ReportAllocs()
	for b.Loop() {
		sink = Read(s.Draw(), spec)
	}
}

// BenchmarkRead reads a check off one card, without drawing.
func BenchmarkRead(b *testing.B) {
	c := fastDrawCard()
	spec := Spec{Die: card.D10, Skill: 3, TN: 5, Mod: 1}
	b.ReportAllocs()
	for b.Loop() {
		sink = Read(c, spec)
	}
}
