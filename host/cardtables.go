package host

import (
	lua "github.com/yuin/gopher-lua"

	"github.com/twtw/twtw/core/card"
	"github.com/twtw/twtw/host/vm"
)

// hintCard says why a card table cannot change.
const hintCard = "a card is the same in every fight; keep what you work out in your own table"

// cardTables are one VM's Lua tables of the action deck's 54 cards, built
// once per VM and handed to every fight it runs (api.action.card, draw,
// cut, a check's result.card). Scripts read them directly, but a card must
// be the same in every fight — a house rule that marked or changed one
// would make a fight's result depend on the fights run before it on that VM
// (sim --workers 1 and 2 would differ). So every table of a card is frozen
// (vm.Frozen: no new key, no rawset or table library), and a key a script
// overwrites is put back (restore) before the next fight or spec test, when
// scripts outside the built-in set are loaded; the built-in scripts write
// to no card (TestBuiltinScriptsKeepNoState).
type cardTables struct {
	deck   *card.Deck
	tabs   [card.Count]*lua.LTable
	nested *lua.LTable // the frozen metatable of a card's inner tables
	// pristine holds each card's tables as built, recorded when guard is on
	// and the card is first handed out; touched and handed are the cards
	// handed out since the last restore.
	pristine [card.Count]pristine
	guard    bool
	touched  [card.Count]bool
	handed   []int
}

// build makes the 54 card tables, every inner table frozen too.
func (ct *cardTables) build(L *lua.LState, d *card.Deck) {
	ct.deck = d
	top := vm.Frozen(L, "card", hintCard)
	top.RawSetString("__index", L.NewFunction(ct.grids))
	ct.nested = vm.Frozen(L, "card", hintCard)
	for i := range d.Cards {
		ct.tabs[i] = cardTable(L, &d.Cards[i])
		ct.tabs[i].Metatable = top
		ct.freeze(ct.tabs[i])
	}
}

// freeze gives every table inside t the frozen metatable of inner tables.
func (ct *cardTables) freeze(t *lua.LTable) {
	vm.Each(t, func(_, v lua.LValue) {
		if inner, ok := v.(*lua.LTable); ok {
			inner.Metatable = ct.nested
			ct.freeze(inner)
		}
	})
}

// get returns card n's table. With guard on, a card's first hand-out
// records its tables as built (no script has had them yet), and each
// hand-out notes the card for the next restore.
func (ct *cardTables) get(n uint8) *lua.LTable {
	if ct.guard && !ct.touched[n] {
		if !ct.pristine[n].recorded() {
			ct.pristine[n].record(ct.tabs[n])
		}
		ct.touched[n] = true
		ct.handed = append(ct.handed, int(n))
	}
	return ct.tabs[n]
}

// addGrids freezes the grids just built into card n's table t under names,
// and, once the card is recorded, records them and their keys of t.
func (ct *cardTables) addGrids(n int, t *lua.LTable, names []string, grids []*lua.LTable) {
	for i, g := range grids {
		g.Metatable = ct.nested
		ct.freeze(g)
		if ct.pristine[n].recorded() {
			ct.pristine[n].record(g)
			ct.pristine[n].note(t, lua.LString(names[i]), g)
		}
	}
}

// restore puts back every entry a script overwrote in the cards handed out
// since the last restore (keys cannot be added: the tables are frozen).
func (ct *cardTables) restore() {
	for _, n := range ct.handed {
		ct.touched[n] = false
		ct.pristine[n].restore()
	}
	ct.handed = ct.handed[:0]
}

// cardTable renders one card as a Lua table: number, fragment, suit, toggle,
// name, effect[die][row], stack[1..4] = {loc, cost}, standard, pen, clock,
// step, failure, figures, burst; cause[die][row], cf[die][row] and
// exceptional[die][row] come on first read (cardTables.grids).
func cardTable(L *lua.LState, c *card.Card) *lua.LTable {
	t := L.CreateTable(0, 20)
	t.RawSetString("number", lua.LNumber(c.Number))
	t.RawSetString("fragment", lua.LNumber(c.Fragment))
	t.RawSetString("suit", lua.LNumber(c.Suit))
	t.RawSetString("toggle", lua.LBool(c.Toggle))
	t.RawSetString("name", lua.LString(c.Name()))
	eff := L.NewTable()
	for col, d := range dieKeys {
		ev := L.CreateTable(card.EffectRows, 0)
		for r := 0; r < card.EffectRows; r++ {
			ev.Append(lua.LNumber(c.Effect[r][col]))
		}
		eff.RawSetInt(d, ev)
	}
	t.RawSetString("effect", eff)
	stack := L.CreateTable(card.StackSize, 0)
	for _, e := range c.Stack {
		s := L.CreateTable(0, 2)
		s.RawSetString("loc", lua.LString(e.Location.String()))
		s.RawSetString("cost", lua.LNumber(e.Cost))
		stack.Append(s)
	}
	t.RawSetString("stack", stack)
	t.RawSetString("standard", lua.LString(c.Standard().String()))
	t.RawSetString("pen", lua.LNumber(c.Pen))
	t.RawSetString("clock", lua.LNumber(c.Clock))
	t.RawSetString("step", lua.LNumber(c.Step))
	t.RawSetString("failure", lua.LNumber(c.Failure))
	figs := L.CreateTable(card.MaxFigures, 0)
	for i := 0; i < c.NumFigures(); i++ {
		figs.Append(lua.LNumber(c.Figures[i]))
	}
	t.RawSetString("figures", figs)
	t.RawSetString("burst", lua.LNumber(c.Burst))
	return t
}

// grids is the __index of every card table: reading cause, cf or
// exceptional builds the card's three cause grids (cause[die][row] value,
// cf[die][row] and exceptional[die][row] flags) and stores them in the
// table, so later reads are plain; any other missing key is nil. Half of a
// card table's memory is these grids, and a VM holds 54 cards.
func (ct *cardTables) grids(L *lua.LState) int {
	t, key := L.CheckTable(1), L.Get(2)
	s, ok := key.(lua.LString)
	n, isNum := t.RawGetString("number").(lua.LNumber)
	if !ok || (s != "cause" && s != "cf" && s != "exceptional") || !isNum || n < 0 || int(n) >= card.Count {
		L.Push(lua.LNil)
		return 1
	}
	c := &ct.deck.Cards[int(n)]
	cause, cf, ex := L.NewTable(), L.NewTable(), L.NewTable()
	for col, d := range dieKeys {
		cv, cfv, exv := L.CreateTable(card.CauseRows, 0), L.CreateTable(card.CauseRows, 0), L.CreateTable(card.CauseRows, 0)
		for r := 0; r < card.CauseRows; r++ {
			cell := c.Cause[r][col]
			cv.Append(lua.LNumber(cell.Value))
			cfv.Append(lua.LBool(cell.CF))
			exv.Append(lua.LBool(cell.Exceptional))
		}
		cause.RawSetInt(d, cv)
		cf.RawSetInt(d, cfv)
		ex.RawSetInt(d, exv)
	}
	t.RawSetString("cause", cause)
	t.RawSetString("cf", cf)
	t.RawSetString("exceptional", ex)
	ct.addGrids(int(n), t, []string{"cause", "cf", "exceptional"}, []*lua.LTable{cause, cf, ex})
	L.Push(t.RawGetString(string(s)))
	return 1
}
