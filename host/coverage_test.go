package host

import (
	"bytes"
	"context"
	"testing"

	lua "github.com/yuin/gopher-lua"

	"github.com/twtw/twtw/host/vm"
)

// findRule returns the coverage entry of a rule or event.
func findRule(t *testing.T, c *Coverage, name, kind string) RuleCoverage {
	t.Helper()
	for _, r := range c.Rules {
		if r.Name == name && r.Kind == kind {
			return r
		}
	}
	t.Fatalf("no %s %s in the coverage", kind, name)
	return RuleCoverage{}
}

// A fight with coverage counts each rule call: fight.new once, round.run
// and fight.over once a round (host/fight.go calls them), a listener once
// per emit (optional bleeding listens to round.end, emitted once a round).
func TestCoverageCountsCalls(t *testing.T) {
	e, sc := duelEngine(t, Options{Enable: []Enable{{Name: "bleeding"}}})
	r, err := e.Fight(context.Background(), sc, FightOptions{Seed: 7, Coverage: true})
	if err != nil {
		t.Fatal(err)
	}
	c := r.Coverage
	if c == nil || c.Fights != 1 {
		t.Fatalf("coverage %+v, want one fight's", c)
	}
	rounds := int64(r.Rounds)
	for name, want := range map[string]int64{"fight.new": 1, "round.run": rounds, "fight.over": rounds,
		"round.start": rounds, "round.end_step": rounds, "round.phase": 4 * rounds} {
		if got := findRule(t, c, name, "function").Calls; got != want {
			t.Errorf("%s ran %d times in a %d-round fight, want %d", name, got, rounds, want)
		}
	}
	ev := findRule(t, c, "round.end", "event")
	if len(ev.Links) != 1 || ev.Links[0].Module != "bleeding" || ev.Links[0].Count != rounds || ev.Calls != rounds {
		t.Errorf("event round.end: %+v, want bleeding's listener fired %d times", ev, rounds)
	}
	if l := findRule(t, c, "bleeding.bleed", "function").Links[0]; l.ModuleKind != "optional" || l.Op != string(OpDefine) {
		t.Errorf("bleeding.bleed's base: %+v, want an optional module's define", l)
	}
	// the same engine without coverage reports none
	r, err = e.Fight(context.Background(), sc, FightOptions{Seed: 7})
	if err != nil || r.Coverage != nil {
		t.Errorf("a fight without coverage: %v, coverage %v", err, r.Coverage)
	}
}

// A wrapper's calls are its own link: optional risk wraps fight.over, which
// the host calls once a round, so both links ran that often.
func TestCoverageCountsEachLink(t *testing.T) {
	e, err := New(Options{Enable: []Enable{{Name: "risk"}}})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	sc, _ := BuiltinScenario("", "duel")
	r, err := e.Fight(context.Background(), sc, FightOptions{Seed: 3, Coverage: true})
	if err != nil {
		t.Fatal(err)
	}
	over := findRule(t, r.Coverage, "fight.over", "function")
	if len(over.Links) != 2 || over.Links[0].Op != string(OpDefine) || over.Links[1].Op != string(OpWrap) || over.Links[1].Module != "risk" {
		t.Fatalf("fight.over links %+v, want core.round's define and risk's wrap", over.Links)
	}
	for _, l := range over.Links {
		if l.Count != int64(r.Rounds) {
			t.Errorf("fight.over link %s %s ran %d times, want %d", l.Op, l.Module, l.Count, r.Rounds)
		}
	}
}

// With a campaign's scripts loaded each fight rebuilds its VM's rules
// (freshVM), and each is counted: fight.new once a fight, on every seed —
// not only on the first fight a pooled VM ran.
func TestCoverageCountsEveryFightOfACampaign(t *testing.T) {
	files := map[string]string{"houserules/quiet.lua": houseRule("quiet", `    api.wrap("damage.preview", function(next, ...) return next(...) end)`)}
	e, err := New(Options{Layers: []vm.Layer{fakeLayer(files)}, Enable: []Enable{{Name: "gulch.quiet"}}})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	sc, _ := BuiltinScenario("", "duel")
	for seed := uint64(1); seed <= 4; seed++ {
		r, err := e.Fight(context.Background(), sc, FightOptions{Seed: seed, Coverage: true})
		if err != nil {
			t.Fatal(err)
		}
		if got := findRule(t, r.Coverage, "fight.new", "function").Calls; got != 1 {
			t.Errorf("seed %d: fight.new counted %d times, want 1", seed, got)
		}
		if got := findRule(t, r.Coverage, "round.run", "function").Calls; got != int64(r.Rounds) {
			t.Errorf("seed %d: round.run counted %d times in %d rounds", seed, got, r.Rounds)
		}
	}
}

// Counting must not change a fight: every built-in scenario of every
// ruleset gives the same transcript, byte for byte, with coverage on — and
// the VM's rules are the plain ones again afterwards.
func TestCoverageLeavesFightsAlone(t *testing.T) {
	all, err := Rulesets()
	if err != nil {
		t.Fatal(err)
	}
	for _, rs := range all {
		e, err := New(Options{Ruleset: rs.Name})
		if err != nil {
			t.Fatal(err)
		}
		for _, name := range rs.Scenarios {
			sc, err := BuiltinScenario(rs.Name, name)
			if err != nil {
				t.Fatal(err)
			}
			for seed := uint64(1); seed <= 3; seed++ {
				var plain, counted bytes.Buffer
				if _, err := e.Fight(context.Background(), sc, FightOptions{Seed: seed, Out: &plain}); err != nil {
					t.Fatal(err)
				}
				if _, err := e.Fight(context.Background(), sc, FightOptions{Seed: seed, Out: &counted, Coverage: true}); err != nil {
					t.Fatal(err)
				}
				if plain.String() != counted.String() {
					t.Errorf("%s/%s seed %d: the transcript changes with coverage on", rs.Name, name, seed)
				}
			}
		}
		checkPlainRules(t, e)
		e.Close()
	}
}

// checkPlainRules checks that a pooled VM's rules table holds the sealed
// functions (every rule with a lone define holds exactly that function).
func checkPlainRules(t *testing.T, e *Engine) {
	t.Helper()
	v, err := e.pool.Get()
	if err != nil {
		t.Fatal(err)
	}
	defer e.pool.Put(v)
	reg := apiOf(v).reg
	if apiOf(v).cover == nil {
		t.Fatalf("ruleset %s: the VM never counted", e.Ruleset().Name)
	}
	for name, rp := range reg.rules {
		if rp.Kind == "function" && len(rp.Chain) == 1 && reg.table.RawGetString(name) != lua.LValue(rp.Chain[0].fn) {
			t.Errorf("ruleset %s: rule %s is not its own function after a counted fight", e.Ruleset().Name, name)
		}
	}
}

// api.unchanged says whether a rule in force is its first definition, with
// or without counting.
func TestUnchangedSeesThroughCounting(t *testing.T) {
	e, err := New(Options{Enable: []Enable{{Name: "risk"}}})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	v, a := pooledAPI(t, e)
	ask := func() string {
		rets, err := v.Call(context.Background(), a.table.RawGetString("unchanged"), 1, lua.LString("bumps.score_hit"))
		if err != nil {
			t.Fatal(err)
		}
		rets2, err := v.Call(context.Background(), a.table.RawGetString("unchanged"), 1, lua.LString("damage.preview"))
		if err != nil {
			t.Fatal(err)
		}
		return rets[0].String() + " " + rets2[0].String()
	}
	if got := ask(); got != "true false" {
		t.Errorf("plain: unchanged(bumps.score_hit), unchanged(damage.preview wrapped by risk) = %s, want true false", got)
	}
	in := e.instrumentFor(a)
	in.start()
	got := ask()
	in.stop()
	if got != "true false" {
		t.Errorf("counting: %s, want true false", got)
	}
}

// Every ruleset's coverage.exempt gives each rule a reason a reader can act
// on: text of 20 characters or more. A house rule that excuses a rule with
// "n/a" is refused, naming the entry.
func TestCoverageExemptReasonsAreSentences(t *testing.T) {
	for _, r := range []string{"twtw", "percentile", "shootout", "ticks"} {
		e, err := New(Options{Ruleset: r})
		if err != nil {
			t.Fatal(err)
		}
		ex, err := e.CoverageExempt()
		e.Close()
		if err != nil || len(ex) == 0 {
			t.Errorf("ruleset %s: %d exemptions, %v", r, len(ex), err)
		}
	}
	e, err := New(Options{
		Layers: []vm.Layer{fakeLayer(map[string]string{"houserules/lazy.lua": `return { name = "house.lazy", version = "1.0.0",
  summary = "s", source = "test", setup = function(api)
    api.set("coverage.exempt", function(old) old["round.run"] = "n/a" return old end)
  end }`})},
		Enable: []Enable{{Name: "house.lazy"}},
	})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	want := `coverage.exempt: entry round.run = n/a: want "rule.name" = "the reason it never runs" (a sentence, 20 characters or more)`
	if _, err := e.CoverageExempt(); err == nil || err.Error() != want {
		t.Errorf("CoverageExempt = %v, want %q", err, want)
	}
}
