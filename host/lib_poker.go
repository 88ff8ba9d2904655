package host

import (
	"fmt"

	lua "github.com/yuin/gopher-lua"

	"github.com/twtw/twtw/core/poker"
)

// openPoker returns the table api.poker (see scripts/README.md): the 54-card
// poker deck of the running fight or spec, bound by hand. deck returns that
// fight's deck, raising a Lua error itself when none is running; card needs
// none. The 54 card tables are built once here, so the same card is always
// the same table.
//
//	poker.draw()             -> card (held by the caller)
//	poker.deal(n)            -> {card, ...}
//	poker.discard(id, ...)   held cards go to the discard pile
//	poker.reshuffle()        the discard pile is shuffled back in (held cards stay held)
//	poker.card(id)           -> card
//	poker.left()             -> cards in the draw pile
//	poker.stack(id, ...)     named cards on top, first named drawn first
//
// A card id is a number 0..53, a name ("KH", "10S", "RJ", "BJ") or a card
// table. Bad arguments raise "bad argument #n to poker.fn (…)"; what the deck
// refuses (a card not held, a held card stacked) raises "poker.fn: …".
func openPoker(L *lua.LState, deck func(L *lua.LState) *poker.State) *lua.LTable {
	var cards [poker.Count]*lua.LTable
	for n := range poker.Card(poker.Count) {
		cards[n] = pokerCardTable(L, n)
	}
	var buf [poker.Count]poker.Card
	t := L.CreateTable(0, 7)
	L.SetFuncs(t, map[string]lua.LGFunction{
		"draw": func(L *lua.LState) int {
			c, err := deck(L).Draw()
			if err != nil {
				libRaise(L, "poker.draw", err)
			}
			L.Push(cards[c])
			return 1
		},
		"deal": func(L *lua.LState) int {
			n := libInt(L, "poker.deal", 1)
			if n < 0 || n > poker.Count {
				libArgError(L, "poker.deal", 1, fmt.Sprintf("%d cards: want 0..%d", n, poker.Count))
			}
			hand, err := deck(L).Deal(buf[:0], n)
			if err != nil {
				libRaise(L, "poker.deal", err)
			}
			out := L.CreateTable(len(hand), 0)
			for _, c := range hand {
				out.Append(cards[c])
			}
			L.Push(out)
			return 1
		},
		"discard": func(L *lua.LState) int {
			if err := deck(L).Discard(pokerCardArgs(L, "poker.discard", buf[:0])...); err != nil {
				libRaise(L, "poker.discard", err)
			}
			return 0
		},
		"reshuffle": func(L *lua.LState) int {
			deck(L).Reshuffle()
			return 0
		},
		"card": func(L *lua.LState) int {
			L.Push(cards[pokerCardArg(L, "poker.card", 1)])
			return 1
		},
		"left": func(L *lua.LState) int {
			L.Push(lua.LNumber(deck(L).Left()))
			return 1
		},
		"stack": func(L *lua.LState) int {
			if err := deck(L).Stack(pokerCardArgs(L, "poker.stack", buf[:0])...); err != nil {
				libRaise(L, "poker.stack", err)
			}
			return 0
		},
	})
	return t
}

// pokerCardTable renders one card: number, rank, suit, colour, joker, face,
// name, text.
func pokerCardTable(L *lua.LState, c poker.Card) *lua.LTable {
	t := L.CreateTable(0, 8)
	t.RawSetString("number", lua.LNumber(c.Number()))
	t.RawSetString("rank", lua.LNumber(c.Rank()))
	t.RawSetString("suit", lua.LString(c.Suit().String()))
	t.RawSetString("colour", lua.LString(c.Colour().String()))
	t.RawSetString("joker", lua.LBool(c.Joker()))
	t.RawSetString("face", lua.LBool(c.Face()))
	t.RawSetString("name", lua.LString(c.Name()))
	t.RawSetString("text", lua.LString(c.Text()))
	return t
}

// pokerCardArgs reads every argument as a card id into dst (which has room
// for a whole deck); more ids than cards is an error.
func pokerCardArgs(L *lua.LState, fn string, dst []poker.Card) []poker.Card {
	n := L.GetTop()
	if n > cap(dst) {
		L.RaiseError("%s: %d cards named: a deck has %d", fn, n, poker.Count)
	}
	for i := 1; i <= n; i++ {
		dst = append(dst, pokerCardArg(L, fn, i))
	}
	return dst
}

// pokerCardArg reads argument n as a card id: a number 0..53, a name such as
// "KH" or "10S" ("RJ", "BJ" for the jokers), or a card table.
func pokerCardArg(L *lua.LState, fn string, n int) poker.Card {
	v := L.Get(n)
	switch x := v.(type) {
	case lua.LString:
		c, err := poker.ParseCard(string(x))
		if err != nil {
			libArgError(L, fn, n, err.Error())
		}
		return c
	case lua.LNumber:
		return pokerCardNumber(L, fn, n, x)
	case *lua.LTable:
		num, ok := x.RawGetString("number").(lua.LNumber)
		if !ok {
			libArgError(L, fn, n, "a card table has a number; this table has none")
		}
		return pokerCardNumber(L, fn, n, num)
	}
	libArgError(L, fn, n, "a card (number 0..53, name such as \"KH\" or card table) expected, got "+v.Type().String())
	return 0
}

// pokerCardNumber checks a card number: a whole number 0..53.
func pokerCardNumber(L *lua.LState, fn string, n int, x lua.LNumber) poker.Card {
	if x < 0 || x >= poker.Count || x != lua.LNumber(int(x)) {
		libArgError(L, fn, n, fmt.Sprintf("card %v: want a number 0..%d", x, poker.Count-1))
	}
	return poker.Card(x)
}
