package host

import (
	"fmt"
	"math/bits"

	lua "github.com/yuin/gopher-lua"

	"github.com/twtw/twtw/core/card"
	"github.com/twtw/twtw/core/damage"
)

// openDamage is the library "damage", TWTW's damage math: api.damage.effect,
// parse, penetration, pen_cost, pen_reach, wounds, locate, body, scatter,
// stray_hits, locations (the hit locations, top of the body first), parts
// (the body parts wounds are kept in, in the core's order) and part_of.
func openDamage(a *api) *lua.LTable {
	L := a.L
	a.bodyMT = registerBody(L)
	t := L.NewTable()
	L.SetFuncs(t, map[string]lua.LGFunction{
		"effect":      a.effect,
		"penetration": a.penetration,
		"pen_cost":    a.penCost,
		"pen_reach":   a.penReach,
		"wounds":      a.wounds,
		"locate":      a.locate,
		"body":        a.newBody,
		"scatter":     a.scatter,
		"stray_hits":  a.strayHits,
		"parse":       a.parseRef,
		"locations":   a.locations,
		"parts":       a.parts,
		"part_of":     a.partOf,
	})
	return t
}

// locations() returns the hit location names in the core's order.
func (a *api) locations(L *lua.LState) int {
	t := L.CreateTable(card.NumLocations, 0)
	for _, n := range locationNames {
		t.Append(n)
	}
	L.Push(t)
	return 1
}

// parts() returns the body parts wounds are kept in, in the Go core's order:
// head, torso, right arm, left arm, right leg, left leg (seed 000 "Wound
// Markers"). Scripts read the order here instead of keeping a copy.
func (a *api) parts(L *lua.LState) int {
	t := L.CreateTable(int(damage.NumParts), 0)
	for p := damage.Part(0); p < damage.NumParts; p++ {
		t.Append(partNames[p])
	}
	L.Push(t)
	return 1
}

// part_of(where) names the body part a hit location wounds ("vitals",
// "chest" and "belly" are the torso: seed 000 "Hit Location"); a body part
// names itself; anything else is nil.
func (a *api) partOf(L *lua.LState) int {
	if p, ok := damage.PartNamed(L.CheckString(1)); ok {
		L.Push(partNames[p])
	} else {
		L.Push(lua.LNil)
	}
	return 1
}

// refArg reads an effect reference such as "(2)6".
func refArg(L *lua.LState, n int) damage.EffectRef {
	ref, err := damage.ParseEffect(L.CheckString(n))
	if err != nil {
		L.ArgError(n, err.Error())
	}
	return ref
}

// effect(card, "(2)6", bumps) returns the value, the row reached and the extra dice.
func (a *api) effect(L *lua.LState) int {
	c := a.cardArg(L, 1)
	e := damage.Effect(c, refArg(L, 2), L.OptInt(3, 0))
	L.Push(lua.LNumber(e.Value))
	L.Push(lua.LNumber(e.Row))
	L.Push(lua.LNumber(e.ExtraDice))
	return 3
}

// parse("(2)6" | "3d6") checks a reference and returns its kind, row or dice count and die.
func (a *api) parseRef(L *lua.LState) int {
	s := L.CheckString(1)
	if e, err := damage.ParseEffect(s); err == nil {
		L.Push(lua.LString("effect"))
		L.Push(lua.LNumber(e.Row))
		L.Push(lua.LNumber(e.Col.Sides()))
		return 3
	}
	c, err := damage.ParseCause(s)
	if err != nil {
		L.ArgError(1, fmt.Sprintf("%q is neither an effect reference like (2)6 nor a cause reference like 3d6", s))
	}
	L.Push(lua.LString("cause"))
	L.Push(lua.LNumber(c.Dice))
	L.Push(lua.LNumber(c.Col.Sides()))
	return 3
}

// outcomeNames and locationNames are the strings the damage bindings
// return, boxed once (a fresh lua.LString is an allocation per call).
var (
	outcomeNames = [...]lua.LValue{
		damage.Penetrate: lua.LString(damage.Penetrate.String()),
		damage.Ablate:    lua.LString(damage.Ablate.String()),
		damage.Deflect:   lua.LString(damage.Deflect.String()),
	}
	locationNames = func() (names [card.NumLocations]lua.LValue) {
		for l := range names {
			names[l] = lua.LString(card.Location(l).String())
		}
		return names
	}()
)

func (a *api) penetration(L *lua.LState) int {
	L.Push(outcomeNames[damage.Penetration(L.CheckInt(1), L.CheckInt(2))])
	return 1
}

func (a *api) penCost(L *lua.LState) int {
	L.Push(lua.LNumber(damage.PenBumpCost(L.CheckInt(1), L.CheckInt(2))))
	return 1
}

func (a *api) penReach(L *lua.LState) int {
	mod, spent := damage.PenReach(L.CheckInt(1), L.CheckInt(2))
	L.Push(lua.LNumber(mod))
	L.Push(lua.LNumber(spent))
	return 2
}

// wounds(kind, effect, size) returns wounds and CT.
func (a *api) wounds(L *lua.LState) int {
	k, err := damage.ParseKind(L.CheckString(1))
	if err != nil {
		L.ArgError(1, err.Error())
	}
	size := L.CheckInt(3)
	if !damage.ValidSize(size) {
		L.ArgError(3, fmt.Sprintf("size %d: want 1 or more", size))
	}
	w, ct := damage.Wounds(k, L.CheckInt(2), size)
	L.Push(lua.LNumber(w))
	L.Push(lua.LNumber(ct))
	return 2
}

// locate(card, shift) returns the stack slot (1..4, top first), the location
// and the printed bump cost of that slot.
func (a *api) locate(L *lua.LState) int {
	c := a.cardArg(L, 1)
	slot, loc := damage.Locate(c, L.OptInt(2, 0))
	L.Push(lua.LNumber(slot + 1))
	L.Push(locationNames[loc])
	L.Push(lua.LNumber(damage.LocateCost(c, slot)))
	return 3
}

func (a *api) scatter(L *lua.LState) int {
	clock, dist := damage.Scatter(a.cardArg(L, 1), L.CheckInt(2), L.CheckInt(3), L.CheckInt(4))
	L.Push(lua.LNumber(clock))
	L.Push(lua.LNumber(dist))
	return 2
}

// stray_hits(card, strays) returns the unintended target numbers hit, in order.
func (a *api) strayHits(L *lua.LState) int {
	mask := damage.StrayHits(a.cardArg(L, 1), L.CheckInt(2))
	t := L.CreateTable(bits.OnesCount(uint(mask)), 0)
	for i := 0; i < card.MaxFigures; i++ {
		if mask&(1<<i) != 0 {
			t.Append(lua.LNumber(i + 1))
		}
	}
	L.Push(t)
	return 1
}
