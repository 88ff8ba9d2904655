package poker_test

import (
	"fmt"

	"github.com/twtw/twtw/core/poker"
)

func ExampleParseCard() {
	for _, name := range []string{"KH", "10s", "TS", "rj", "1S"} {
		c, err := poker.ParseCard(name)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(c.Number(), c.Name(), c.Text(), c.Rank(), c.Suit(), c.Colour(), c.Face())
	}
	// Output:
	// 47 KH king of hearts 13 hearts red true
	// 36 10S ten of spades 10 spades black false
	// 36 10S ten of spades 10 spades black false
	// 0 RJ red joker 0 joker red false
	// poker: card "1S": no rank "1": want a rank 2..10, T, J, Q, K or A and a suit C, D, H or S (such as KH, 10S, TS, AS), or RJ or BJ for the jokers
}

// One turn of seed 004's shootout: hands of three, a card spent, the deck
// shuffled at the end of the turn and the spent card replaced.
func ExampleState_Deal() {
	deck := poker.New(1)
	hand, _ := deck.Deal(make([]poker.Card, 0, 3), 3)
	fmt.Println(hand)
	_ = deck.Discard(hand[0])
	deck.Reshuffle()
	c, _ := deck.Draw()
	hand = append(hand[1:], c)
	fmt.Println(hand, deck.Left(), deck.HeldLen())
	// Output:
	// [QS 10S 3C]
	// [10S 3C 2S] 51 3
}

func ExampleState_Stack() {
	deck := poker.New(1)
	_ = deck.Stack(52, 0, 47) // AS, the red joker, KH
	hand, _ := deck.Deal(nil, 3)
	fmt.Println(hand)
	fmt.Println(deck.Stack(52))
	// Output:
	// [AS RJ KH]
	// poker: stack argument 1: AS is held; discard it before stacking it
}
