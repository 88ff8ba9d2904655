package host

import (
	"fmt"

	lua "github.com/yuin/gopher-lua"

	"github.com/twtw/twtw/core/card"
	"github.com/twtw/twtw/core/check"
	"github.com/twtw/twtw/core/deck"
)

// openAction is the library "action", TWTW's action deck and checks:
// api.action.card, draw, stack, cut, discard, fails, check, bumps,
// victories. The 54 card tables are built once per VM (cardtables.go).
func openAction(a *api) *lua.LTable {
	L := a.L
	a.cardTabs.build(L, a.cards)
	t := L.NewTable()
	L.SetFuncs(t, map[string]lua.LGFunction{
		"card":      a.card,
		"draw":      a.draw,
		"stack":     a.stack,
		"cut":       a.cut,
		"discard":   a.discards,
		"fails":     a.fails,
		"check":     a.check,
		"bumps":     a.bumps,
		"victories": a.victories,
	})
	return t
}

var dieKeys = [card.NumColumns]int{4, 6, 8, 10, 12}

// actionDeck returns the session's action deck, or raises an error naming fn.
func (a *api) actionDeck(L *lua.LState, fn string) *deck.State {
	s := a.needSession(L, fn)
	if s.deck == nil {
		L.RaiseError("%s: this ruleset has no action deck", fn)
	}
	return s.deck
}

// cardArg reads a card argument: a card table or a card number.
func (a *api) cardArg(L *lua.LState, n int) *card.Card {
	var num int
	switch v := L.Get(n).(type) {
	case lua.LNumber:
		num = int(v)
	case *lua.LTable:
		x, ok := v.RawGetString("number").(lua.LNumber)
		if !ok {
			L.ArgError(n, "a card (table with a number) expected")
		}
		num = int(x)
	default:
		L.ArgError(n, "a card or a card number expected, got "+v.Type().String())
	}
	if num < 0 || num >= card.Count {
		L.ArgError(n, fmt.Sprintf("card %d: want 0..53", num))
	}
	return &a.cards.Cards[num]
}

func (a *api) card(L *lua.LState) int {
	c := a.cardArg(L, 1)
	L.Push(a.cardTabs.get(c.Number))
	return 1
}

func (a *api) draw(L *lua.LState) int {
	d := a.actionDeck(L, "draw")
	c := d.Draw()
	L.Push(a.cardTabs.get(c.Number))
	return 1
}

func (a *api) stack(L *lua.LState) int {
	d := a.actionDeck(L, "stack")
	nums := make([]int, L.GetTop())
	for i := range nums {
		nums[i] = L.CheckInt(i + 1)
	}
	if err := d.Stack(nums...); err != nil {
		L.RaiseError("stack: %v", err)
	}
	return 0
}

func (a *api) cut(L *lua.LState) int {
	d := a.actionDeck(L, "cut")
	L.Push(a.cardTabs.get(d.Cut().Number))
	return 1
}

func (a *api) discards(L *lua.LState) int {
	d := a.actionDeck(L, "discard")
	t := L.NewTable()
	for _, n := range d.Discards() {
		t.Append(lua.LNumber(n))
	}
	L.Push(t)
	return 1
}

// fails(card, rel) applies seed 000 "Equipment Failure" with the Rel 1 discard rule.
func (a *api) fails(L *lua.LState) int {
	d := a.actionDeck(L, "fails")
	L.Push(lua.LBool(d.EquipmentFails(a.cardArg(L, 1), L.CheckInt(2))))
	return 1
}

// dieArg reads a die as 10 or "d10".
func dieArg(L *lua.LState, v lua.LValue, what string) card.Column {
	switch x := v.(type) {
	case lua.LNumber:
		c, err := card.ColumnForSides(int(x))
		if err != nil {
			L.RaiseError("%s: %v", what, err)
		}
		return c
	case lua.LString:
		c, err := card.ParseDie(string(x))
		if err != nil {
			L.RaiseError("%s: %v", what, err)
		}
		return c
	}
	L.RaiseError("%s: a die such as 10 or \"d10\" expected, got %s", what, v.Type())
	return 0
}

// intField reads a whole number (or terms, whose total is used) from a table field.
func intField(L *lua.LState, t *lua.LTable, key string, def int) int {
	return intValue(L, t.RawGetString(key), key, def)
}

// intArg reads argument n as intField reads a field.
func intArg(L *lua.LState, n int, key string, def int) int {
	return intValue(L, L.Get(n), key, def)
}

func intValue(L *lua.LState, v lua.LValue, key string, def int) int {
	switch v := v.(type) {
	case *lua.LNilType:
		return def
	case lua.LNumber:
		return int(v)
	case *lua.LUserData:
		if tt := toTerms(v); tt != nil {
			return tt.Total()
		}
	}
	L.RaiseError("check: %s must be a number or terms", key)
	return 0
}

// check{die, skill, rows, tn, mod, step, card} draws a card (or reads the
// given one) and returns the result table. tn and mod may be terms. The same
// fields may be passed in that order as arguments instead —
// check(die, skill, rows, tn, mod, step, card) — which spares the hot path
// building a table per check.
func (a *api) check(L *lua.LState) int {
	var spec check.Spec
	var cardV lua.LValue
	if t, ok := L.Get(1).(*lua.LTable); ok {
		spec = check.Spec{
			Die:           dieArg(L, t.RawGetString("die"), "check: die"),
			Skill:         intField(L, t, "skill", 0),
			UntrainedRows: intField(L, t, "rows", 0),
			TN:            intField(L, t, "tn", 5),
			Mod:           intField(L, t, "mod", 0),
			BumpStep:      intField(L, t, "step", 0),
		}
		cardV = t.RawGetString("card")
	} else {
		spec = check.Spec{
			Die:           dieArg(L, L.Get(1), "check: die"),
			Skill:         intArg(L, 2, "skill", 0),
			UntrainedRows: intArg(L, 3, "rows", 0),
			TN:            intArg(L, 4, "tn", 5),
			Mod:           intArg(L, 5, "mod", 0),
			BumpStep:      intArg(L, 6, "step", 0),
		}
		cardV = L.Get(7)
	}
	if err := spec.Validate(); err != nil {
		L.RaiseError("check: %v", err)
	}
	var c *card.Card
	if cardV != lua.LNil {
		L.Push(cardV)
		c = a.cardArg(L, L.GetTop())
		L.Pop(1)
	} else {
		c = a.actionDeck(L, "check").Draw()
	}
	r := check.Read(c, spec)
	L.Push(resultTable(L, &r, a.cardTabs.get(c.Number)))
	return 1
}

func resultTable(L *lua.LState, r *check.Result, ct *lua.LTable) *lua.LTable {
	t := L.CreateTable(0, 16)
	t.RawSetString("card", ct)
	t.RawSetString("number", lua.LNumber(r.Card))
	t.RawSetString("die", lua.LNumber(r.Die.Sides()))
	t.RawSetString("rows", lua.LNumber(r.Rows))
	vals := L.CreateTable(r.Rows, 0)
	for i := 0; i < r.Rows; i++ {
		vals.Append(lua.LNumber(r.Values[i]))
	}
	t.RawSetString("values", vals)
	t.RawSetString("best", lua.LNumber(r.Best))
	t.RawSetString("best_row", lua.LNumber(r.BestRow))
	t.RawSetString("exceptional", lua.LBool(r.Exceptional))
	t.RawSetString("mod", lua.LNumber(r.Mod))
	t.RawSetString("total", lua.LNumber(r.Total))
	t.RawSetString("tn", lua.LNumber(r.TN))
	t.RawSetString("success", lua.LBool(r.Success))
	t.RawSetString("margin", lua.LNumber(r.Margin))
	t.RawSetString("bumps", lua.LNumber(r.Bumps))
	// the card's CF on the last row read, whatever Success says: whether it
	// is a calamity is the rules' call (rule check.calamity, rules/checks.lua)
	t.RawSetString("calamity", lua.LBool(r.Calamity))
	return t
}

func (a *api) bumps(L *lua.LState) int {
	L.Push(lua.LNumber(check.Bumps(L.CheckInt(1), L.CheckInt(2), L.OptInt(3, 4))))
	return 1
}

func (a *api) victories(L *lua.LState) int {
	L.Push(lua.LNumber(check.Victories(L.CheckInt(1), L.OptInt(2, 6))))
	return 1
}
