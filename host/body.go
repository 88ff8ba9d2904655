package host

import (
	"fmt"

	lua "github.com/yuin/gopher-lua"

	"github.com/twtw/twtw/core/damage"
)

const bodyType = "twtw.body"

// partNames are the body parts' names as Lua strings, boxed once.
var partNames = func() (names [damage.NumParts]lua.LValue) {
	for p := range names {
		names[p] = lua.LString(damage.Part(p).String())
	}
	return names
}()

// whereArg reads a hit location ("chest") or a body part ("torso") as the
// body part it wounds.
func whereArg(L *lua.LState, n int) damage.Part {
	s := L.CheckString(n)
	p, ok := damage.PartNamed(s)
	if !ok {
		L.ArgError(n, fmt.Sprintf("unknown hit location or body part %q", s))
	}
	return p
}

// registerBody registers the body userdata: one combatant's wounds per part,
// CT and concussion, kept by the Go core (seed 000 "Applying Wounds and
// Concussion", "Wound Markers").
func registerBody(L *lua.LState) *lua.LTable {
	mt := L.NewTypeMetatable(bodyType)
	get := func(L *lua.LState) *damage.Body {
		ud := L.CheckUserData(1)
		b, ok := ud.Value.(*damage.Body)
		if !ok {
			L.ArgError(1, "body expected")
		}
		return b
	}
	methods := L.NewTable()
	L.SetFuncs(methods, map[string]lua.LGFunction{
		// apply(where, wounds, ct [, overflow_ct]) deals damage to a hit
		// location ("chest") or a body part ("torso") and returns what happened.
		"apply": func(L *lua.LState) int {
			b := get(L)
			a := b.ApplyPart(whereArg(L, 2), L.CheckInt(3), L.CheckInt(4), L.OptInt(5, 0))
			// Sized for the fields damage.resolve adds when it makes this
			// record the wound.applied event: a gopher-lua table that grows
			// rehashes, and new keys are its main cost.
			t := L.CreateTable(0, 26)
			t.RawSetString("part", partNames[a.Part])
			t.RawSetString("before", lua.LNumber(a.WoundsBefore))
			t.RawSetString("after", lua.LNumber(a.WoundsAfter))
			t.RawSetString("overflow", lua.LNumber(a.Overflow))
			t.RawSetString("ct_lost", lua.LNumber(a.CTLost))
			t.RawSetString("disabled", lua.LBool(a.Disabled))
			t.RawSetString("died", lua.LBool(a.Died))
			t.RawSetString("concussed_now", lua.LBool(a.ConcussedNow))
			t.RawSetString("level_before", lua.LNumber(a.LevelBefore))
			t.RawSetString("level_after", lua.LNumber(a.LevelAfter))
			L.Push(t)
			return 1
		},
		// level() is the highest wounds in any part, 0..5.
		"level": func(L *lua.LState) int { L.Push(lua.LNumber(get(L).Level())); return 1 },
		// ct() is the current CT; start_ct() the CT it started with.
		"ct":       func(L *lua.LState) int { L.Push(lua.LNumber(get(L).CT)); return 1 },
		"start_ct": func(L *lua.LState) int { L.Push(lua.LNumber(get(L).StartCT)); return 1 },
		// lose_ct(n) takes n CT (bleeding); gain_ct(n) restores up to the start (healing).
		"lose_ct": func(L *lua.LState) int {
			b := get(L)
			was := b.Concussed()
			b.CT -= amountArg(L, 2, "lose_ct")
			L.Push(lua.LBool(!was && b.Concussed()))
			return 1
		},
		"gain_ct": func(L *lua.LState) int {
			b := get(L)
			b.CT = min(b.CT+amountArg(L, 2, "gain_ct"), b.StartCT)
			return 0
		},
		// heal(part, n) removes up to n wounds from a part that is not disabled.
		"heal": func(L *lua.LState) int {
			b := get(L)
			p := whereArg(L, 2)
			n := amountArg(L, 3, "heal")
			if !b.Lost[p] {
				b.Wounds[p] = uint8(max(int(b.Wounds[p])-n, 0))
			}
			L.Push(lua.LNumber(b.Wounds[p]))
			return 1
		},
		"concussed": func(L *lua.LState) int { L.Push(lua.LBool(get(L).Concussed())); return 1 },
		"dead":      func(L *lua.LState) int { L.Push(lua.LBool(get(L).Dead)); return 1 },
		// down() is dead() or concussed() in one call (combatant.active asks
		// it of every combatant at every decision).
		"down": func(L *lua.LState) int { b := get(L); L.Push(lua.LBool(b.Dead || b.Concussed())); return 1 },
		// kill() marks the body dead (bleeding to death, a house rule).
		"kill": func(L *lua.LState) int { get(L).Dead = true; return 0 },
		// wounds(part) is the wounds in one part ("head", "torso", "right arm", … or a hit location).
		"wounds": func(L *lua.LState) int { b := get(L); L.Push(lua.LNumber(b.Wounds[whereArg(L, 2)])); return 1 },
		// lost(part) says whether the part is disabled.
		"lost": func(L *lua.LState) int { b := get(L); L.Push(lua.LBool(b.Lost[whereArg(L, 2)])); return 1 },
		// parts() returns {part = wounds} for every wounded part.
		"parts": func(L *lua.LState) int {
			b := get(L)
			t := L.NewTable()
			for p := damage.Part(0); p < damage.NumParts; p++ {
				if b.Wounds[p] > 0 {
					t.RawSetString(p.String(), lua.LNumber(b.Wounds[p]))
				}
			}
			L.Push(t)
			return 1
		},
	})
	mt.RawSetString("__index", methods)
	mt.RawSetString("__metatable", lua.LString("locked")) // scripts cannot reach or change the methods
	return mt
}

// amountArg reads argument n of a body method as an amount of CT or wounds:
// a whole number 0 or more (a negative heal added wounds past five, which
// wrapped around the 8-bit count; a negative gain_ct took CT away unseen).
func amountArg(L *lua.LState, n int, method string) int {
	v := L.CheckNumber(n)
	if v < 0 || float64(v) != float64(int(v)) {
		L.ArgError(n, method+": want a whole number 0 or more, got "+v.String())
	}
	return int(v)
}

// newBody is twtw.damage.body(ct): a fresh body with ct CT.
func (a *api) newBody(L *lua.LState) int {
	ct := L.CheckInt(1)
	if ct < 1 {
		L.ArgError(1, "a body needs 1 CT or more")
	}
	b := damage.NewBody(ct)
	ud := L.NewUserData()
	ud.Value = &b
	L.SetMetatable(ud, a.bodyMT)
	L.Push(ud)
	return 1
}
