package host

import (
	"testing"

	lua "github.com/yuin/gopher-lua"

	"github.com/twtw/twtw/core/poker"
)

// newPokerLua returns a bare Lua state with the global poker = openPoker(...)
// over a deck seeded with seed; *running = false makes the accessor raise.
func newPokerLua(t *testing.T, seed uint64) (*lua.LState, *bool) {
	t.Helper()
	L := lua.NewState()
	t.Cleanup(L.Close)
	d := poker.New(seed)
	running := true
	L.SetGlobal("poker", openPoker(L, func(L *lua.LState) *poker.State {
		if !running {
			L.RaiseError("poker: no fight or spec is running")
		}
		return d
	}))
	L.SetGlobal("names", L.NewFunction(func(L *lua.LState) int { // names(cards) -> "AS RJ KH"
		s := ""
		L.CheckTable(1).ForEach(func(_, v lua.LValue) {
			if s != "" {
				s += " "
			}
			s += v.(*lua.LTable).RawGetString("name").String()
		})
		L.Push(lua.LString(s))
		return 1
	}))
	return L, &running
}

// A stacked hand, named every way a card id can be: name, number, table.
func TestLuaPokerStackedHand(t *testing.T) {
	L, _ := newPokerLua(t, 1)
	luaWant(t, L, `poker.stack("AS", 0, "kh", poker.card("10S"))
		local h = poker.deal(3)
		return names(h), #h, poker.left(), h[1] == poker.card(52), h[3] == poker.card("KH"), poker.card(h[2]) == h[2]`,
		"AS RJ KH", "3", "51", "true", "true", "true")
	luaWant(t, L, `local c = poker.card("KH")
		return c.number, c.rank, c.suit, c.colour, c.joker, c.face, c.name, c.text`,
		"47", "13", "hearts", "red", "false", "true", "KH", "king of hearts")
	luaWant(t, L, `local c = poker.card("RJ")
		return c.number, c.rank, c.suit, c.colour, c.joker, c.face, c.name, c.text`,
		"0", "0", "joker", "red", "true", "false", "RJ", "red joker")
	luaWant(t, L, `local c = poker.card("bj") return c.number, c.colour, poker.card("ts").name, poker.card(1).text`,
		"53", "black", "10S", "two of clubs")
	// The stacked 10S is next; then seed 1's own order goes on (its first card is QS).
	luaWant(t, L, `return poker.draw().name, poker.draw().name`, "10S", "QS")
}

// Seed 004's turn with seed 1 (the same numbers as core/poker's example):
// a hand of three, the first card spent, the deck shuffled at the end of the
// turn and the spent card replaced.
func TestLuaPokerTurn(t *testing.T) {
	L, _ := newPokerLua(t, 1)
	luaWant(t, L, `hand = poker.deal(3) return names(hand)`, "QS 10S 3C")
	luaWant(t, L, `poker.discard(table.remove(hand, 1)) poker.reshuffle()
		hand[#hand + 1] = poker.draw()
		return names(hand), poker.left()`, "10S 3C 2S", "51")
	// A player unhappy with his hand discards it all (ids by name and number).
	luaWant(t, L, `poker.discard(hand[1], "3c", hand[3].number) return poker.left(), #poker.deal(3)`, "51", "3")
}

func TestLuaPokerErrors(t *testing.T) {
	L, running := newPokerLua(t, 1)
	luaWant(t, L, `held = poker.draw() return held.name`, "QS")
	for _, c := range [][2]string{
		{`poker.card("ZZ")`, `bad argument #1 to poker.card (poker: card "ZZ": no suit "Z": want a rank 2..10`},
		{`poker.card(54)`, `bad argument #1 to poker.card (card 54: want a number 0..53)`},
		{`poker.card(1.5)`, `bad argument #1 to poker.card (card 1.5: want a number 0..53)`},
		{`poker.card({})`, `bad argument #1 to poker.card (a card table has a number; this table has none)`},
		{`poker.card(true)`, `bad argument #1 to poker.card (a card (number 0..53, name such as "KH" or card table) expected, got boolean)`},
		{`poker.deal(-1)`, `bad argument #1 to poker.deal (-1 cards: want 0..54)`},
		{`poker.deal("3")`, `bad argument #1 to poker.deal (number expected, got string)`},
		{`poker.deal(54)`, `poker.deal: deal 54: only 53 cards are left (53 in the draw pile, 0 in the discard pile, 1 held)`},
		{`poker.discard("QS", "KH")`, `poker.discard: argument 2: KH is not held (it is in the draw pile)`},
		{`poker.discard("QS", "QS")`, `poker.discard: argument 2: QS is named twice`},
		{`poker.discard("QS", 99)`, `bad argument #2 to poker.discard (card 99: want a number 0..53)`},
		{`poker.stack("KH", held)`, `poker.stack: argument 2: QS is held; discard it before stacking it`},
	} {
		luaErr(t, L, c[0], c[1])
	}
	// Refused calls changed nothing: QS is still held, 53 cards to draw.
	luaWant(t, L, `return poker.left()`, "53")
	luaWant(t, L, `local all = poker.deal(53) return #all, poker.left()`, "53", "0")
	luaErr(t, L, `poker.draw()`, `poker.draw: every card is held; none is left in the draw or the discard pile`)
	*running = false
	luaWant(t, L, `return poker.card("AS").name`, "AS") // card needs no fight
	for _, code := range []string{`poker.draw()`, `poker.deal(1)`, `poker.left()`, `poker.reshuffle()`, `poker.stack(1)`, `poker.discard(1)`} {
		luaErr(t, L, code, "poker: no fight or spec is running")
	}
}

// The draw pile refills itself from the discard pile when it runs out.
func TestLuaPokerRefillsWhenEmpty(t *testing.T) {
	L, _ := newPokerLua(t, 42)
	luaWant(t, L, `local all = poker.deal(54)
		for i = 1, 20 do poker.discard(all[i]) end
		return names({all[1], all[2], all[3]}), poker.left(), poker.draw().name, poker.left()`,
		"3S 5H 9C", "0", "3H", "19")
}

// Drawing and discarding a card allocates nothing: the card tables are built
// once by openPoker (the loop itself costs a few allocations per run).
func TestLuaPokerAllocs(t *testing.T) {
	L, _ := newPokerLua(t, 1)
	if a := luaAllocsPerIteration(t, L, `for i = 1, 1000 do poker.discard(poker.draw()) end`, 1000); a > 0.1 {
		t.Fatalf("poker.draw and poker.discard allocate %.2f times per pair, want 0", a)
	}
	if a := luaAllocsPerIteration(t, L, `for i = 1, 1000 do poker.discard(poker.draw().name) end`, 1000); a > 0.1 {
		t.Fatalf("poker.discard by name allocates %.2f times per call, want 0", a)
	}
}
