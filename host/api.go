package host

import (
	"fmt"
	"math/bits"
	"math/rand/v2"

	lua "github.com/yuin/gopher-lua"

	"github.com/twtw/twtw/core/card"
	"github.com/twtw/twtw/core/check"
	"github.com/twtw/twtw/core/damage"
	"github.com/twtw/twtw/core/deck"
	"github.com/twtw/twtw/host/vm"
)

// session is what one fight (or one spec file) gives the VM: its deck, its
// random generator and where log events go.
type session struct {
	deck *deck.State
	rng  *rand.Rand
	log  *Transcript
}

// api is one VM's twtw API: the Go core bound to Lua by hand-written
// functions (no reflection on the hot path), the rule registry and the session.
type api struct {
	L        *lua.LState
	vm       *vm.VM
	reg      *registry
	cards    *card.Deck
	cardTabs [card.Count]*lua.LTable
	sess     *session
	moduleOf func(path string) string
	sites    *sites
	table    *lua.LTable // the twtw table
	view     *lua.LTable // its read-only view, which scripts get
	bodyMT   *lua.LTable
}

var dieKeys = [card.NumColumns]int{4, 6, 8, 10, 12}

// newAPI builds the twtw table for L: card tables are built once per VM.
func newAPI(L *lua.LState, cards *card.Deck, moduleOf func(string) string) *api {
	a := &api{L: L, cards: cards, moduleOf: moduleOf, sites: newSites(moduleOf)}
	a.reg = newRegistry(L, a.sites)
	for i := range cards.Cards {
		a.cardTabs[i] = cardTable(L, &cards.Cards[i])
	}
	t := L.NewTable()
	a.table = t
	a.view = vm.ReadOnly(L, t, "twtw", "the API is shared by every rule")
	L.SetFuncs(t, map[string]lua.LGFunction{
		// registry: bound at call time, since a spec may build another registry
		"define":  func(L *lua.LState) int { return a.reg.define(L) },
		"wrap":    func(L *lua.LState) int { return a.reg.change(L, OpWrap) },
		"replace": func(L *lua.LState) int { return a.reg.change(L, OpReplace) },
		"set":     func(L *lua.LState) int { return a.reg.change(L, OpSet) },
		"on":      func(L *lua.LState) int { return a.reg.on(L) },
		"emit":    func(L *lua.LState) int { return a.reg.emit(L) },
		// the deck
		"card":    a.card,
		"draw":    a.draw,
		"stack":   a.stack,
		"cut":     a.cut,
		"discard": a.discards,
		"fails":   a.fails,
		// checks
		"check":     a.check,
		"bumps":     a.bumps,
		"victories": a.victories,
		// damage
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
		// the session
		"log":     a.logEvent,
		"logging": a.logging,
		"random":  a.random,
	})
	t.RawSetString("rules", a.reg.view)
	t.RawSetString("terms", registerTerms(L, a.sites))
	a.bodyMT = registerBody(L)
	return a
}

func (a *api) needSession(L *lua.LState, fn string) *session {
	if a.sess == nil || a.sess.deck == nil {
		L.RaiseError("%s: no fight or spec is running", fn)
	}
	return a.sess
}

// cardTable renders one card as a Lua table: number, fragment, suit, toggle,
// name, cause[die][row], cf[die][row], exceptional[die][row], effect[die][row],
// stack[1..4] = {loc, cost}, standard, pen, clock, step, failure, figures, burst.
func cardTable(L *lua.LState, c *card.Card) *lua.LTable {
	t := L.CreateTable(0, 20)
	t.RawSetString("number", lua.LNumber(c.Number))
	t.RawSetString("fragment", lua.LNumber(c.Fragment))
	t.RawSetString("suit", lua.LNumber(c.Suit))
	t.RawSetString("toggle", lua.LBool(c.Toggle))
	t.RawSetString("name", lua.LString(c.Name()))
	cause, cf, ex, eff := L.NewTable(), L.NewTable(), L.NewTable(), L.NewTable()
	for col, d := range dieKeys {
		cv, cfv, exv, ev := L.CreateTable(card.CauseRows, 0), L.CreateTable(card.CauseRows, 0), L.CreateTable(card.CauseRows, 0), L.CreateTable(card.EffectRows, 0)
		for r := 0; r < card.CauseRows; r++ {
			cell := c.Cause[r][col]
			cv.Append(lua.LNumber(cell.Value))
			cfv.Append(lua.LBool(cell.CF))
			exv.Append(lua.LBool(cell.Exceptional))
		}
		for r := 0; r < card.EffectRows; r++ {
			ev.Append(lua.LNumber(c.Effect[r][col]))
		}
		cause.RawSetInt(d, cv)
		cf.RawSetInt(d, cfv)
		ex.RawSetInt(d, exv)
		eff.RawSetInt(d, ev)
	}
	t.RawSetString("cause", cause)
	t.RawSetString("cf", cf)
	t.RawSetString("exceptional", ex)
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
	L.Push(a.cardTabs[c.Number])
	return 1
}

func (a *api) draw(L *lua.LState) int {
	s := a.needSession(L, "draw")
	c := s.deck.Draw()
	L.Push(a.cardTabs[c.Number])
	return 1
}

func (a *api) stack(L *lua.LState) int {
	s := a.needSession(L, "stack")
	nums := make([]int, L.GetTop())
	for i := range nums {
		nums[i] = L.CheckInt(i + 1)
	}
	if err := s.deck.Stack(nums...); err != nil {
		L.RaiseError("stack: %v", err)
	}
	return 0
}

func (a *api) cut(L *lua.LState) int {
	s := a.needSession(L, "cut")
	L.Push(a.cardTabs[s.deck.Cut().Number])
	return 1
}

func (a *api) discards(L *lua.LState) int {
	s := a.needSession(L, "discard")
	t := L.NewTable()
	for _, n := range s.deck.Discards() {
		t.Append(lua.LNumber(n))
	}
	L.Push(t)
	return 1
}

// fails(card, rel) applies seed 000 "Equipment Failure" with the Rel 1 discard rule.
func (a *api) fails(L *lua.LState) int {
	s := a.needSession(L, "fails")
	L.Push(lua.LBool(s.deck.EquipmentFails(a.cardArg(L, 1), L.CheckInt(2))))
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
		c = a.needSession(L, "check").deck.Draw()
	}
	r := check.Read(c, spec)
	L.Push(resultTable(L, &r, a.cardTabs[c.Number]))
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

// random(n) draws a whole number 1..n from the session's seeded generator.
func (a *api) random(L *lua.LState) int {
	s := a.needSession(L, "random")
	n := L.CheckInt(1)
	if n < 1 {
		L.ArgError(1, "want 1 or more")
	}
	L.Push(lua.LNumber(s.rng.IntN(n) + 1))
	return 1
}

// logging() says whether log events go anywhere, so a rule can skip
// building text nobody reads (a simulation runs without a transcript).
func (a *api) logging(L *lua.LState) int {
	L.Push(lua.LBool(a.sess != nil && a.sess.log != nil))
	return 1
}

// log(kind, fields) adds an event to the transcript; fields.text is the line
// people read. The event records the module and file:line that logged it.
func (a *api) logEvent(L *lua.LState) int {
	kind := L.CheckString(1)
	fields := L.OptTable(2, nil)
	if a.sess == nil || a.sess.log == nil {
		return 0
	}
	at := a.sites.caller(L)
	a.sess.log.add(L, kind, at.module, at.where, fields)
	return 0
}
