package host

import (
	"context"
	"io"
	"strings"
	"testing"

	lua "github.com/yuin/gopher-lua"

	"github.com/twtw/twtw/core/card"
	"github.com/twtw/twtw/core/damage"
	"github.com/twtw/twtw/core/deck"
	"github.com/twtw/twtw/host/ruleset"
	"github.com/twtw/twtw/host/vm"
)

// benchLuaDuel is the scripted side of BenchmarkAttack: an engine, the session's
// deck, and one attack by Miranda on the vaquero with a fresh target body.
type benchLuaDuel struct {
	e     *Engine
	deck  *deck.State
	v     *vm.VM
	once  lua.LValue
	a     *api
	fight lua.LValue // the duel after fight.new
}

// attack runs one scripted attack and returns its outcome table.
func (d *benchLuaDuel) attack(tb testing.TB) *lua.LTable {
	rets, err := d.v.Call(context.Background(), d.once, 1)
	if err != nil {
		tb.Fatal(err)
	}
	out, ok := rets[0].(*lua.LTable)
	if !ok {
		tb.Fatalf("attack.ranged returned %s, want a table", rets[0].Type())
	}
	return out
}

// run runs one scripted attack, dropping the outcome.
func (d *benchLuaDuel) run(tb testing.TB) {
	if _, err := d.v.Call(context.Background(), d.once, 0); err != nil {
		tb.Fatal(err)
	}
}

// benchAttack returns the duel fight in a VM (deck seed 1) with a Lua
// function that runs one scripted attack with a fresh target body. With a
// transcript, the session logs (from after fight.new), as a fight does;
// without, the rules skip their text (api.logging), as a simulation does.
// Close the engine when done.
func benchAttack(tb testing.TB, enable []Enable, log *Transcript) *benchLuaDuel {
	tb.Helper()
	e, err := New(Options{Enable: enable})
	if err != nil {
		tb.Fatal(err)
	}
	sc, err := BuiltinScenario("", "duel")
	if err != nil {
		tb.Fatal(err)
	}
	v, err := e.pool.Get()
	if err != nil {
		tb.Fatal(err)
	}
	a := apiOf(v)
	a.sess = e.seededSession(1, nil)
	v.SetRand(a.sess.rng)
	L := v.State()
	scT, err := e.scenarioTable(context.Background(), a, sc)
	if err != nil {
		tb.Fatal(err)
	}
	fight, err := a.call(context.Background(), "fight.new", scT)
	if err != nil {
		tb.Fatal(err)
	}
	a.sess.log = log
	fn, err := L.Load(strings.NewReader(`
local fight, rules, api = ...
local a, t = fight.combatants[1], fight.combatants[2] -- Miranda, the vaquero
local w = a.weapons[1]
return function()
  w.loaded, w.drawn, w.cocked = 6, true, true
  t.body = api.damage.body(t.ct)
  t.state.stunned, t.state.out = false, false
  local ctx = rules["attack.context"](fight, a, t, w)
  return rules["attack.ranged"](ctx)
end`), "bench.lua")
	if err != nil {
		tb.Fatal(err)
	}
	rets, err := v.Call(context.Background(), fn, 1, fight, a.reg.table, a.table)
	if err != nil {
		tb.Fatal(err)
	}
	return &benchLuaDuel{e: e, deck: a.sess.deck, v: v, once: rets[0], a: a, fight: fight}
}

// refDuel is the plain-Go side of BenchmarkAttack: the duel fight built by
// the reference, a deck with seed 1, and the same attack.
type refDuel struct {
	r     *refRules
	fight *refFight
	a, t  *refCombatant
	w     *refWeapon
}

// newRefDuel builds the reference duel; log may be nil.
func newRefDuel(tb testing.TB, log *Transcript) *refDuel {
	tb.Helper()
	sc, err := BuiltinScenario("", "duel")
	if err != nil {
		tb.Fatal(err)
	}
	f, err := newRefFight(sc)
	if err != nil {
		tb.Fatal(err)
	}
	a, t := f.combatants[0], f.combatants[1]
	return &refDuel{r: &refRules{deck: deck.New(card.Standard(), 1), log: log}, fight: f, a: a, t: t, w: a.weapons[0]}
}

// attack is benchAttack's Lua function in Go: reset, attack.context, attack.ranged.
func (d *refDuel) attack() *refOutcome {
	d.w.loaded, d.w.drawn, d.w.cocked = 6, true, true
	d.t.body = damage.NewBody(d.t.ct)
	d.t.state.stunned, d.t.state.out = false, false
	ctx := d.r.attackContext(d.fight, d.a, d.t, d.w)
	return d.r.attackRanged(&ctx)
}

// BenchmarkAttack compares one scripted ranged attack (Lua rules through the
// registry, with provenance) with the plain-Go reference of the same attack
// (reference_test.go; TestReferenceMatchesScript shows they agree), in the
// same run: without a transcript (go-reference, lua-core, lua-all-optional)
// and with one written to io.Discard (go-reference-transcript,
// lua-core-transcript). Targets: scripted ≤ 15× the reference with the core
// rules, ≤ 18× with every optional module.
// BenchmarkLuaCosts prices the building blocks the scripted attack is made
// of (about 60 rule calls, 10 terms objects, 15 terms:add, and tables with
// some 150 string keys in all, counted from the scripts), which is where
// the ratio comes from.
//
// Each side first runs warmUp attacks untimed. The reference's 1,500 timed
// attacks take a few milliseconds; measured cold, as the first benchmark of
// the process, they cost two to three times what they cost warm (12–15 µs
// against 4–6 µs here), which flattered the ratio about as much.
//
//	go test ./host -run '^$' -bench Attack -benchmem -benchtime 3000x -count 3
func BenchmarkAttack(b *testing.B) {
	const warmUp = 2000
	b.Run("go-reference", func(b *testing.B) {
		d := newRefDuel(b, nil)
		for i := 0; i < warmUp; i++ {
			d.attack()
		}
		b.ReportAllocs()
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			d.attack()
		}
	})
	b.Run("go-reference-transcript", func(b *testing.B) {
		d := newRefDuel(b, NewTranscript(io.Discard, false, false))
		for i := 0; i < warmUp; i++ {
			d.attack()
		}
		b.ReportAllocs()
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			d.attack()
		}
	})
	b.Run("lua-core", func(b *testing.B) {
		d := benchAttack(b, nil, nil)
		defer d.e.Close()
		for i := 0; i < warmUp; i++ {
			d.run(b)
		}
		b.ReportAllocs()
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			d.run(b)
		}
	})
	b.Run("lua-core-transcript", func(b *testing.B) {
		d := benchAttack(b, nil, NewTranscript(io.Discard, false, false))
		defer d.e.Close()
		for i := 0; i < warmUp; i++ {
			d.run(b)
		}
		b.ReportAllocs()
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			d.run(b)
		}
	})
	b.Run("lua-all-optional", func(b *testing.B) {
		e0, err := New(Options{})
		if err != nil {
			b.Fatal(err)
		}
		var enable []Enable
		for _, m := range e0.Catalog().Modules() {
			if m.Kind == KindOptional && !m.DefaultOn {
				enable = append(enable, Enable{Name: m.Name})
			}
		}
		e0.Close()
		d := benchAttack(b, enable, nil)
		defer d.e.Close()
		for i := 0; i < warmUp; i++ {
			d.run(b)
		}
		b.ReportAllocs()
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			d.run(b)
		}
	})
}

// BenchmarkDuel measures whole 1v1 fights (fight.new, rounds to the end),
// reporting fights per second. Target: a duel costs at most 200 go-reference
// attacks of BenchmarkAttack measured in the same run (about 1,500 duels a
// second on one core).
//
//	go test ./host -run '^$' -bench 'Duel' -benchmem
func BenchmarkDuel(b *testing.B) {
	e, err := New(Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer e.Close()
	sc, err := BuiltinScenario("", "duel")
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := e.Fight(context.Background(), sc, FightOptions{Seed: uint64(i)}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "fights/s")
}

// BenchmarkRulesetDuel measures whole one-on-one fights of every ruleset (its
// manifest's duel scenario), reporting fights per second.
//
//	go test ./host -run '^$' -bench 'RulesetDuel' -benchmem
func BenchmarkRulesetDuel(b *testing.B) {
	all, err := ruleset.All()
	if err != nil {
		b.Fatal(err)
	}
	for _, rs := range all {
		b.Run(rs.Name, func(b *testing.B) {
			e, err := New(Options{Ruleset: rs.Name})
			if err != nil {
				b.Fatal(err)
			}
			defer e.Close()
			sc, err := BuiltinScenario(rs.Name, rs.Duel)
			if err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if _, err := e.Fight(context.Background(), sc, FightOptions{Seed: uint64(i)}); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "fights/s")
		})
	}
}
