package host

import (
	"fmt"
	"math/rand/v2"
	"sort"
	"strings"

	lua "github.com/yuin/gopher-lua"

	"github.com/twtw/twtw/core/card"
	"github.com/twtw/twtw/core/deck"
	"github.com/twtw/twtw/core/dice"
	"github.com/twtw/twtw/core/poker"
	"github.com/twtw/twtw/host/didyoumean"
	"github.com/twtw/twtw/host/vm"
)

// session is what one fight (or one spec file) gives the VM: its decks and
// dice, its random generator and where log events go. Only the libraries a
// ruleset uses have a state here (deck is nil for a ruleset without the
// action deck).
type session struct {
	deck  *deck.State
	dice  *dice.Roller
	poker *poker.State
	rng   *rand.Rand
	log   *Transcript
}

// api is one VM's twtw API: the general part every ruleset sees (the rule
// registry, terms, log, random) and the Go-core libraries the ruleset uses,
// each under its own name (api.action, api.damage, …), all bound to Lua by
// hand-written functions (no reflection on the hot path).
type api struct {
	L        *lua.LState
	vm       *vm.VM
	reg      *registry
	cards    *card.Deck
	cardTabs cardTables
	// dataAsBuilt is the data tables as the rules were built, for a run
	// that changes one (dataguard.go)
	dataAsBuilt dataGuard
	sess        *session
	moduleOf    func(path string) string
	sites       *sites
	table       *lua.LTable // the twtw table
	view        *lua.LTable // its read-only view, which scripts get
	bodyMT      *lua.LTable
	// ruleset is the name of the game the VM plays, for messages.
	ruleset string
	// events are the events every module of the catalog declares, by name.
	events map[string]*EventSpec
	// offRule names the module, off in the plan, that defines a rule (see
	// Engine.offRule); nil for none.
	offRule func(name string) string
	// replaced names the house file that replaced the built-in module
	// defining the rule a failure's message says is not defined (see
	// Engine.replacedNote); nil for none.
	replaced func(msg string, defined func(name string) bool) string
	// origins says who set the modules' options, for the registries build
	// makes (optionSource).
	origins optionOrigins
	// ruleSites maps the rules' functions by where they are defined, to
	// name the rule a failure was raised in (Engine.ruleSites); nil for none.
	ruleSites func() map[siteKey]ruleSite
	cover     *instrument // the counting registry, built when a fight first asks for coverage
}

// libraries are the Go-core libraries a ruleset may use (its manifest's
// "uses"), each opened into the api table under its name.
var libraries = map[string]func(a *api) *lua.LTable{
	"action": openAction,
	"damage": openDamage,
	"dice":   openDice,
	"poker":  func(a *api) *lua.LTable { return openPoker(a.L, a.pokerDeck) },
}

// libraryNames returns the names of the Go-core libraries a ruleset may use.
func libraryNames() []string { return sortedKeys(libraries) }

// checkLibraries refuses a library name the host does not have.
func checkLibraries(uses []string) error {
	for _, u := range uses {
		if _, ok := libraries[u]; !ok {
			return fmt.Errorf("uses: no Go-core library %q (there are: %s)%s", u, strings.Join(libraryNames(), ", "), didyoumean.Best(u, libraryNames()))
		}
	}
	return nil
}

// newAPI builds the twtw table for L with the general part and the named
// libraries.
func newAPI(L *lua.LState, uses []string, cards *card.Deck, moduleOf func(string) string) *api {
	a := &api{L: L, cards: cards, moduleOf: moduleOf, sites: newSites(moduleOf)}
	a.reg = newRegistry(L, a.sites)
	t := L.NewTable()
	a.table = t
	a.view = vm.ReadOnly(L, t, "twtw", "the API is shared by every rule")
	L.SetFuncs(t, map[string]lua.LGFunction{
		// registry: bound at call time, since a spec may build another registry
		"define":    func(L *lua.LState) int { return a.reg.define(L) },
		"wrap":      func(L *lua.LState) int { return a.reg.change(L, OpWrap) },
		"replace":   func(L *lua.LState) int { return a.reg.change(L, OpReplace) },
		"set":       func(L *lua.LState) int { return a.reg.change(L, OpSet) },
		"on":        func(L *lua.LState) int { return a.reg.on(L) },
		"emit":      func(L *lua.LState) int { return a.reg.emit(L) },
		"has":       func(L *lua.LState) int { return a.reg.has(L) },
		"datum":     func(L *lua.LState) int { return a.reg.datum(L) },
		"chain":     func(L *lua.LState) int { return a.reg.chain(L) },
		"unchanged": a.unchanged, // coverage.go
		// the session
		"log":     a.logEvent,
		"logging": a.logging,
		"random":  a.random,
		"refuse":  a.refuse,
	})
	t.RawSetString("rules", a.reg.view)
	t.RawSetString("terms", registerTerms(L, a.sites, func(L *lua.LState, v lua.LValue) *DataSource { return a.reg.source(L, v) }))
	names := append([]string(nil), uses...)
	sort.Strings(names)
	for _, name := range names {
		if open, ok := libraries[name]; ok {
			lib := open(a)
			lib.Metatable = unknownField(L, lib, "api."+name)
			t.RawSetString(name, vm.ReadOnly(L, lib, "api."+name, "the Go core's functions cannot be replaced; wrap the rule that calls them"))
		}
	}
	return a
}

// pokerDeck returns the session's poker deck, or raises an error.
func (a *api) pokerDeck(L *lua.LState) *poker.State {
	s := a.needSession(L, "poker")
	if s.poker == nil {
		L.RaiseError("poker: this ruleset does not use the poker deck")
	}
	return s.poker
}

func (a *api) needSession(L *lua.LState, fn string) *session {
	if a.sess == nil {
		L.RaiseError("%s: no fight or spec is running", fn)
	}
	return a.sess
}

// refuse(field, message) refuses the input a rule was handed — an option
// of explain it cannot read, say — naming the field: the command stops as
// for any bad input (exit 2), not as a rule that failed.
func (a *api) refuse(L *lua.LState) int {
	vm.RaiseRefusal(L, &vm.Refusal{Field: L.CheckString(1), Msg: L.CheckString(2)})
	return 0
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

// log(kind, fields [, level]) adds an event to the transcript; fields.text is
// the line people read. The event records the module and file:line that
// logged it: the caller's (level 1, the default), or for a helper that logs on
// behalf of the rule calling it, that rule's line (level 2).
func (a *api) logEvent(L *lua.LState) int {
	kind := L.CheckString(1)
	fields := L.OptTable(2, nil)
	if a.sess == nil || a.sess.log == nil {
		return 0
	}
	at := a.sites.callerAt(L, max(1, min(L.OptInt(3, 1), 10)))
	a.sess.log.add(L, kind, at.module, at.where, fields)
	return 0
}

// unknownField is the metatable of a library of the API: reading a name it
// does not have raises "api.action.stak: no such function in api.action;
// did you mean "stack"?" at the script's line (calling the nil it gave was
// "attempt to call a non-function object", naming nothing).
func unknownField(L *lua.LState, lib *lua.LTable, name string) *lua.LTable {
	var names []string
	vm.Each(lib, func(k, _ lua.LValue) {
		if s, ok := k.(lua.LString); ok {
			names = append(names, string(s))
		}
	})
	sort.Strings(names)
	mt := L.NewTable()
	mt.RawSetString("__index", L.NewFunction(func(L *lua.LState) int {
		key := L.Get(2)
		L.RaiseError("%s.%s: no such function in %s%s", name, lua.LVAsString(key), name, didyoumean.Best(lua.LVAsString(key), names))
		return 0
	}))
	return mt
}
