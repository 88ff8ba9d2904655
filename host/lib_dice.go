package host

import (
	lua "github.com/yuin/gopher-lua"

	"github.com/twtw/twtw/core/dice"
)

// openDice is the library "dice", seeded dice for any ruleset: api.dice.roll,
// d, d100, parse and stack. Each fight and each spec has its own Roller.
func openDice(a *api) *lua.LTable {
	t := a.L.NewTable()
	a.L.SetFuncs(t, map[string]lua.LGFunction{
		"roll":  a.diceRoll,
		"d":     a.diceD,
		"d100":  a.diceD100,
		"parse": diceParse,
		"stack": a.diceStack,
	})
	return t
}

// roller returns the session's dice, or raises an error naming fn.
func (a *api) roller(L *lua.LState, fn string) *dice.Roller {
	s := a.needSession(L, fn)
	if s.dice == nil {
		L.RaiseError("%s: this ruleset does not use dice", fn)
	}
	return s.dice
}

func specArg(L *lua.LState, n int) dice.Spec {
	spec, err := dice.Parse(L.CheckString(n))
	if err != nil {
		L.ArgError(n, err.Error())
	}
	return spec
}

// roll(spec) returns the total and a record {spec, n, sides, mod, faces,
// total, text} for the transcript.
func (a *api) diceRoll(L *lua.LState) int {
	spec := specArg(L, 1)
	var rec dice.Roll
	if err := a.roller(L, "dice.roll").Record(spec, &rec); err != nil {
		L.RaiseError("dice.roll: %v", err)
	}
	t := L.CreateTable(0, 7)
	t.RawSetString("spec", lua.LString(spec.String()))
	t.RawSetString("n", lua.LNumber(spec.N))
	t.RawSetString("sides", lua.LNumber(spec.Sides))
	t.RawSetString("mod", lua.LNumber(spec.Mod))
	faces := L.CreateTable(len(rec.Faces), 0)
	for _, f := range rec.Faces {
		faces.Append(lua.LNumber(f))
	}
	t.RawSetString("faces", faces)
	t.RawSetString("total", lua.LNumber(rec.Total))
	t.RawSetString("text", lua.LString(rec.Text()))
	L.Push(lua.LNumber(rec.Total))
	L.Push(t)
	return 2
}

// d(sides) returns one face 1..sides: the hot path's form, no table.
func (a *api) diceD(L *lua.LState) int {
	f, err := a.roller(L, "dice.d").TryD(L.CheckInt(1))
	if err != nil {
		L.RaiseError("dice.d: %v", err)
	}
	L.Push(lua.LNumber(f))
	return 1
}

// d100() returns the total 1..100 and the tens and units dice 0..9.
func (a *api) diceD100(L *lua.LState) int {
	total, tens, units, err := a.roller(L, "dice.d100").TryD100()
	if err != nil {
		L.RaiseError("dice.d100: %v", err)
	}
	L.Push(lua.LNumber(total))
	L.Push(lua.LNumber(tens))
	L.Push(lua.LNumber(units))
	return 3
}

// parse(spec) returns n, sides and mod, or raises an error naming the spec.
func diceParse(L *lua.LState) int {
	spec := specArg(L, 1)
	L.Push(lua.LNumber(spec.N))
	L.Push(lua.LNumber(spec.Sides))
	L.Push(lua.LNumber(spec.Mod))
	return 3
}

// stack(f1, f2, …) makes the next dice rolled show these faces (specs).
func (a *api) diceStack(L *lua.LState) int {
	faces := make([]int, L.GetTop())
	for i := range faces {
		faces[i] = L.CheckInt(i + 1)
	}
	if err := a.roller(L, "dice.stack").Stack(faces...); err != nil {
		L.RaiseError("dice.stack: %v", err)
	}
	return 0
}
