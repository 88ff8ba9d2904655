package host

import (
	"context"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/twtw/twtw/core/card"
	"github.com/twtw/twtw/core/check"
	"github.com/twtw/twtw/core/damage"
	"github.com/twtw/twtw/core/deck"
)

// refTerm is a provenance term in the plain-Go reference attack.
type refTerm struct {
	amount             int
	reason, tag, where string
}

// refAttack is the reference: the scripted attack's work written in plain Go
// — the TN and result modifier as provenance terms, the check, the bump
// spend, the damage pipeline, the stun check, equipment failure and strays,
// and the transcript lines — to measure what scripting the rules costs.
func refAttack(d *deck.State, body *damage.Body) (hit bool, lines []string) {
	const rangePaces, increment, snap = 10, 8, 2
	tn := make([]refTerm, 0, 4)
	tn = append(tn, refTerm{5, "Standard", "base", "rules/ranged.lua:76"})
	if n := (rangePaces - 1) / increment; n > 0 {
		tn = append(tn, refTerm{n, fmt.Sprintf("range %d paces, increment %d", rangePaces, increment), "range", "rules/ranged.lua:150"})
	}
	tn = append(tn, refTerm{snap, "snap shot (F/-2)", "snap", "rules/aim.lua:50"})
	mod := make([]refTerm, 0, 2)
	penalties := [6]int{0, -1, -2, -3, -4, -5}
	if p := penalties[body.Level()]; p != 0 {
		mod = append(mod, refTerm{p, "wounds", "wounds", "rules/wounds.lua:120"})
	}
	total := func(ts []refTerm) int {
		n := 0
		for _, t := range ts {
			n += t.amount
		}
		return n
	}
	c := d.Draw()
	r := check.Read(c, check.Spec{Die: card.D10, Skill: 3, TN: total(tn), Mod: total(mod)})
	lines = append(lines, fmt.Sprintf("Miranda shoots at Vaquero with the Colt Peacemaker at %d paces: card %d best %d%+d = %d vs TN %d",
		rangePaces, r.Card, r.Best, r.Mod, r.Total, r.TN))
	if r.Success {
		spend := make([]refTerm, 0, 2)
		dmgBumps := r.Bumps &^ 1
		if dmgBumps > 0 {
			spend = append(spend, refTerm{dmgBumps, "damage", "damage", "rules/bumps.lua:80"})
		}
		h := damage.Hit{Ref: damage.EffectRef{Row: 2, Col: card.D8}, RD: damage.EffectRef{Row: 1, Col: card.D8},
			WeaponPen: 2, DamageBumps: dmgBumps, Kind: damage.Deadly, Size: 6, Bumps: damage.DefaultLocationBumps(), OverflowCT: 6}
		dm := damage.Resolve(c, &h, body)
		lines = append(lines, fmt.Sprintf("Vaquero hit in the %s: %d wound(s), %d CT", dm.Location, dm.Wounds, dm.CT))
		stunTN := [6]int{3, 3, 5, 7, 9, 11}[dm.Applied.LevelBefore]
		s := check.Read(d.Draw(), check.Spec{Die: card.D6, Skill: 1, TN: stunTN, Mod: penalties[dm.Applied.LevelBefore]})
		lines = append(lines, fmt.Sprintf("Vaquero stun check: %d vs TN %d", s.Total, s.TN))
		_ = spend
	} else {
		_ = damage.StrayHits(c, damage.StrayShots(1, false, false))
	}
	_ = d.EquipmentFails(c, 2)
	return r.Success, lines
}

// benchAttack returns an engine and a VM holding a duel fight, plus a Lua
// function that runs one scripted attack with a fresh target body. With
// logged, the session writes a text transcript (to io.Discard), as a fight
// does; without, the rules skip their text (api.logging), as a simulation does.
func benchAttack(b *testing.B, enable []Enable, logged bool) (e *Engine, run func()) {
	b.Helper()
	e, err := New(Options{Enable: enable})
	if err != nil {
		b.Fatal(err)
	}
	sc, err := BuiltinScenario("duel")
	if err != nil {
		b.Fatal(err)
	}
	v, err := e.pool.Get()
	if err != nil {
		b.Fatal(err)
	}
	a := apiOf(v)
	var log *Transcript
	if logged {
		log = NewTranscript(io.Discard, false, false)
	}
	a.sess = e.seededSession(1, log)
	v.SetRand(a.sess.rng)
	L := v.State()
	fight, err := a.call(context.Background(), "fight.new", sc.table(L))
	if err != nil {
		b.Fatal(err)
	}
	fn, err := L.Load(strings.NewReader(`
local fight, rules, api = ...
local a, t = fight.combatants[1], fight.combatants[2] -- Miranda, the vaquero
local w = a.weapons[1]
return function()
  w.loaded, w.drawn, w.cocked = 6, true, true
  t.body = api.body(t.ct)
  t.state.stunned, t.state.out = false, false
  local ctx = rules["attack.context"](fight, a, t, w)
  return rules["attack.ranged"](ctx)
end`), "bench.lua")
	if err != nil {
		b.Fatal(err)
	}
	rets, err := v.Call(context.Background(), fn, 1, fight, a.reg.table, a.table)
	if err != nil {
		b.Fatal(err)
	}
	once := rets[0]
	return e, func() {
		if _, err := v.Call(context.Background(), once, 0); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkAttack compares one scripted ranged attack (Lua rules through the
// registry, with provenance) against the plain-Go reference above, in the
// same run: without a transcript (lua-core, lua-all-optional) and with one
// (lua-core-transcript; the reference always formats its lines). Target:
// scripted ≤ 10× the reference.
//
//	go test ./host -run '^$' -bench 'Attack' -benchmem
func BenchmarkAttack(b *testing.B) {
	b.Run("go-reference", func(b *testing.B) {
		d := deck.New(card.Standard(), 1)
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			body := damage.NewBody(12)
			refAttack(d, &body)
		}
	})
	b.Run("lua-core", func(b *testing.B) {
		e, run := benchAttack(b, nil, false)
		defer e.Close()
		b.ReportAllocs()
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			run()
		}
	})
	b.Run("lua-core-transcript", func(b *testing.B) {
		e, run := benchAttack(b, nil, true)
		defer e.Close()
		b.ReportAllocs()
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			run()
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
		e, run := benchAttack(b, enable, false)
		defer e.Close()
		b.ReportAllocs()
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			run()
		}
	})
}

// BenchmarkDuel measures whole 1v1 fights (fight.new, rounds to the end),
// reporting fights per second.
//
//	go test ./host -run '^$' -bench 'Duel' -benchmem
func BenchmarkDuel(b *testing.B) {
	e, err := New(Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer e.Close()
	sc, err := BuiltinScenario("duel")
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

// TestReferenceAttackMatchesScript checks the reference does the same attack
// as the scripts: on card 40 both see TN 8 (Standard 5, range +1, snap +2) and
// best 11, a hit.
func TestReferenceAttackMatchesScript(t *testing.T) {
	d := deck.New(card.Standard(), 1)
	if err := d.Stack(40); err != nil {
		t.Fatal(err)
	}
	body := damage.NewBody(12)
	hit, lines := refAttack(d, &body)
	if !hit || !strings.Contains(lines[0], "card 40 best 11+0 = 11 vs TN 8") {
		t.Fatalf("reference attack on card 40: hit %v, %q; want a hit, best 11 vs TN 8", hit, lines)
	}
}
