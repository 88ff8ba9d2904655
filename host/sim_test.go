package host

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/twtw/twtw/core/card"
	"github.com/twtw/twtw/host/vm"
)

// simSetup builds the baseline (TWTW as shipped: bumps on) and the variant
// with bleeding, and the built-in duel.
func simSetup(t *testing.T) (*Scenario, []VariantSpec) {
	t.Helper()
	sc, err := BuiltinScenario("", "duel")
	if err != nil {
		t.Fatal(err)
	}
	base, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(base.Close)
	vo, label, err := base.Variant("bleeding")
	if err != nil {
		t.Fatal(err)
	}
	bleed, err := New(vo)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(bleed.Close)
	return sc, []VariantSpec{{Label: "baseline", Engine: base}, {Label: label, Changes: []string{"bleeding"}, Engine: bleed}}
}

// runReport simulates and returns the finished report as JSON.
func runReport(t *testing.T, sc *Scenario, vs []VariantSpec, o SimOptions) []byte {
	t.Helper()
	var engines []*Engine
	for _, v := range vs {
		engines = append(engines, v.Engine)
	}
	r := NewSimReport(sc, vs, o)
	if err := Simulate(context.Background(), sc, engines, o, func(seed uint64, outs []Outcome) error {
		r.Add(seed, outs)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	r.Finish()
	b, err := r.JSON()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// The shards 1/3, 2/3 and 3/3 of a simulation, each run with another number
// of workers, merge into the report of one unsharded run byte for byte; and
// the unsharded report does not depend on the number of workers.
func TestShardsMergeIntoTheWholeRun(t *testing.T) {
	sc, vs := simSetup(t)
	o := SimOptions{Runs: 45, FirstSeed: 7, Workers: 2}
	whole := runReport(t, sc, vs, o)
	if one := runReport(t, sc, vs, SimOptions{Runs: 45, FirstSeed: 7, Workers: 1}); !bytes.Equal(whole, one) {
		t.Fatalf("1 worker and 2 workers disagree:\n%s\n%s", one, whole)
	}
	var names []string
	var parts []*SimReport
	fights := 0
	for k := 1; k <= 3; k++ {
		so := o
		so.Shard, so.Shards, so.Workers = k, 3, k
		b := runReport(t, sc, vs, so)
		r, err := ReadSimReport(fmt.Sprintf("shard%d.json", k), b)
		if err != nil {
			t.Fatal(err)
		}
		if r.Shard != fmt.Sprintf("%d/3", k) {
			t.Errorf("shard %d says %q", k, r.Shard)
		}
		fights += r.Variants[0].Tally.Fights
		names = append(names, fmt.Sprintf("shard%d.json", k))
		parts = append(parts, r)
	}
	if fights != 45 {
		t.Errorf("the shards ran %d fights, want 45", fights)
	}
	// Merge in another order than the shards': the result is the same.
	slices.Reverse(parts)
	slices.Reverse(names)
	m, err := MergeReports(names, parts)
	if err != nil {
		t.Fatal(err)
	}
	got, err := m.JSON()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, whole) {
		t.Errorf("merged shards differ from the whole run:\n%s\nwant\n%s", got, whole)
	}

	for _, tc := range []struct {
		drop int
		want string
	}{{0, "shard 3/3 missing"}, {-1, "shard 2/3 twice"}} {
		ps, ns := slices.Clone(parts), slices.Clone(names)
		if tc.drop == 0 {
			ps, ns = ps[1:], ns[1:]
		} else {
			ps[0], ns[0] = ps[1], ns[1]
		}
		_, err := MergeReports(ns, ps)
		var in *InputError
		if err == nil || !strings.Contains(err.Error(), tc.want) || !errors.As(err, &in) {
			t.Errorf("merge: %v, want an *InputError containing %q", err, tc.want)
		}
	}
	var in *InputError
	if _, err := ReadSimReport("x.json", []byte("not json")); !errors.As(err, &in) || in.File != "x.json" {
		t.Errorf("ReadSimReport of bad JSON: %v, want an *InputError naming x.json", err)
	}
	other, _ := ReadSimReport("x", runReport(t, sc, vs, SimOptions{Runs: 45, FirstSeed: 8, Shard: 1, Shards: 3}))
	if _, err := MergeReports([]string{"a", "b", "c"}, []*SimReport{other, parts[0], parts[1]}); err == nil ||
		!strings.Contains(err.Error(), "the seeds") {
		t.Errorf("merging shards of other seeds: %v, want a refusal naming the seeds", err)
	}
}

// failing is a house rule that fails in every fight reaching round 3.
const failing = `return { name = "house.boom", version = "1.0.0", summary = "fails in round 3", source = "test",
  setup = function(api)
    api.wrap("round.run", function(next, fight)
      if fight.round >= 2 then error("boom in round " .. (fight.round + 1)) end
      return next(fight)
    end)
  end }
`

// A failed fight stops the simulation: Simulate returns the lowest failed
// seed — the first seed whose fight fails when run alone — after handing every
// earlier seed, in order, to the tally; with KeepGoing the failures are
// counted, and exactly the seeds that fail alone are listed.
func TestSimulateStopsAtTheFirstFailedFight(t *testing.T) {
	e, sc := duelEngine(t, Options{Layers: []vm.Layer{fakeLayer(map[string]string{"houserules/boom.lua": failing})}, Enable: []Enable{{Name: "house.boom"}}})
	const runs = 40
	var failSeeds []uint64
	for s := uint64(1); s <= runs; s++ {
		if _, err := e.Fight(context.Background(), sc, FightOptions{Seed: s}); err != nil {
			failSeeds = append(failSeeds, s)
		}
	}
	if len(failSeeds) == 0 || len(failSeeds) == runs {
		t.Fatalf("want some seeds to fail and some not, got %v", failSeeds)
	}
	var handed []uint64
	err := Simulate(context.Background(), sc, []*Engine{e}, SimOptions{Runs: runs, FirstSeed: 1, Workers: 2},
		func(seed uint64, _ []Outcome) error { handed = append(handed, seed); return nil })
	var se *SimError
	if !errors.As(err, &se) || se.Seed != failSeeds[0] || se.Engine != 0 {
		t.Fatalf("Simulate = %v, want a SimError at seed %d", err, failSeeds[0])
	}
	if !strings.Contains(err.Error(), "boom in round 3") || !strings.Contains(err.Error(), fmt.Sprintf("seed %d:", failSeeds[0])) {
		t.Errorf("error %q: want the seed and the rule's message", err)
	}
	if want := int(failSeeds[0] - 1); len(handed) != want || want > 0 && handed[want-1] != failSeeds[0]-1 {
		t.Errorf("handed seeds %v, want 1..%d", handed, failSeeds[0]-1)
	}

	r := NewSimReport(sc, []VariantSpec{{Label: "baseline", Engine: e}}, SimOptions{Runs: runs, FirstSeed: 1})
	err = Simulate(context.Background(), sc, []*Engine{e}, SimOptions{Runs: runs, FirstSeed: 1, Workers: 2, KeepGoing: true},
		func(seed uint64, outs []Outcome) error { r.Add(seed, outs); return nil })
	if err != nil {
		t.Fatal(err)
	}
	tl := r.Variants[0].Tally
	if tl.Failed != len(failSeeds) || tl.Fights != runs-len(failSeeds) || !slices.Equal(tl.FailedSeeds, failSeeds) ||
		tl.FirstError == nil || tl.FirstError.Seed != failSeeds[0] {
		t.Errorf("keep going: failed %d fights %d seeds %v first %+v; want %d, %d, %v", tl.Failed, tl.Fights, tl.FailedSeeds, tl.FirstError,
			len(failSeeds), runs-len(failSeeds), failSeeds)
	}
}

// fight.summary (scripts/rules/summary.lua) reaches the simulation: in a
// decided duel the loser is killed or out and was the first to fall; the
// winner never fell.
func TestFightSummary(t *testing.T) {
	sc, vs := simSetup(t)
	decided := 0
	for s := uint64(1); s <= 12; s++ {
		r, err := vs[0].Engine.Fight(context.Background(), sc, FightOptions{Seed: s, Summary: true})
		if err != nil {
			t.Fatal(err)
		}
		if len(r.Combatants) != 2 {
			t.Fatalf("seed %d: summary of %d combatants, want 2", s, len(r.Combatants))
		}
		if r.Winner == "" {
			continue
		}
		decided++
		for _, c := range sc.Combatants {
			sum := r.Combatants[c.Name]
			lost := c.Side != r.Winner
			if lost != (sum.Status == "killed" || sum.Status == "out") || lost != (sum.Fell == 1) {
				t.Errorf("seed %d: %s (%s, winner %s): %+v", s, c.Name, c.Side, r.Winner, sum)
			}
			if _, ok := sum.Values["wounds"]; !ok {
				t.Errorf("seed %d: %s: no wounds in %+v", s, c.Name, sum.Values)
			}
		}
	}
	if decided == 0 {
		t.Fatal("no decided duel among seeds 1..12")
	}
	if r, _ := vs[0].Engine.Fight(context.Background(), sc, FightOptions{Seed: 1}); r.Combatants != nil {
		t.Error("without FightOptions.Summary there should be no summary")
	}
}

// A simulation checks its scenario against each engine's schema once, not
// once a fight; every fight still ends as Fight ends it on its own, seed by
// seed and engine by engine (winner, reason, rounds and each combatant).
func TestSimulateFightsAsFightDoes(t *testing.T) {
	sc, vs := simSetup(t)
	engines := []*Engine{vs[0].Engine, vs[1].Engine}
	checked := 0
	err := Simulate(context.Background(), sc, engines, SimOptions{Runs: 12, FirstSeed: 1, Workers: 2}, func(seed uint64, outs []Outcome) error {
		for k, e := range engines {
			r, err := e.Fight(context.Background(), sc, FightOptions{Seed: seed, Summary: true})
			if err != nil {
				return err
			}
			got := outs[k]
			if got.Winner != r.Winner || got.Reason != r.Reason || got.Rounds != r.Rounds || fmt.Sprint(got.Combatants) != fmt.Sprint(r.Combatants) {
				t.Errorf("seed %d, engine %d: simulated %s/%q/%d %v, fought %s/%q/%d %v", seed, k,
					got.Winner, got.Reason, got.Rounds, got.Combatants, r.Winner, r.Reason, r.Rounds, r.Combatants)
			}
			checked++
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if checked != 24 {
		t.Fatalf("%d fights compared, want 24", checked)
	}
}

// RulesHash, each variant's fingerprint in a simulation report, is the same
// for two engines built alike and differs when a script's text, an option or
// a card of the deck does: shards that ran other rules must not merge.
func TestRulesHashFollowsWhatDecidesAFight(t *testing.T) {
	const rule = `return { name = "gulch.quiet", version = "1.0.0", summary = "nothing", source = "test", setup = function() end }`
	hash := func(o Options) string {
		t.Helper()
		e, err := New(o)
		if err != nil {
			t.Fatal(err)
		}
		defer e.Close()
		return e.RulesHash()
	}
	house := func(text string) Options {
		return Options{Layers: []vm.Layer{fakeLayer(map[string]string{"gulch/quiet.lua": text})}}
	}
	base := hash(house(rule))
	if again := hash(house(rule)); again != base || len(base) != 16 {
		t.Fatalf("two engines built alike: %q and %q", base, again)
	}
	for what, o := range map[string]Options{
		"a script's text": house(rule + "\n-- edited\n"),
		"an option":       {Layers: house(rule).Layers, Enable: []Enable{{Name: "bleeding", Options: map[string]any{"heavy": int64(2)}}}},
		"a module on":     {Layers: house(rule).Layers, Enable: []Enable{{Name: "bleeding"}}},
	} {
		if got := hash(o); got == base {
			t.Errorf("%s changed and the fingerprint stayed %s", what, got)
		}
	}
	// a deck whose cards differ from the built-in deck's has a name of its
	// own (card.Deck.CheckOwnName): the two decks compared share one
	own, hot := card.Standard(), card.Standard()
	own.Name, hot.Name = "hot", "hot"
	hot.Cards[20].Cause[0][0].Value++
	if got, was := hash(Options{Layers: house(rule).Layers, Deck: hot}), hash(Options{Layers: house(rule).Layers, Deck: own}); got == was {
		t.Errorf("a card changed and the fingerprint stayed %s", got)
	}
}

// A simulation whose context is cancelled part way returns the context's
// error (errors.Is finds it), saying how far it got — not a *SimError
// blaming the seed whose fight the cancellation stopped — and with
// KeepGoing the stopped fights are not counted as failures: the run
// returns the error instead of a tally. Nil engines and a nil callback are
// refused rather than panicking.
func TestSimulateCancelledIsNoFailedSeed(t *testing.T) {
	e, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	sc, err := BuiltinScenario("", "duel")
	if err != nil {
		t.Fatal(err)
	}
	for _, keep := range []bool{false, true} {
		ctx, cancel := context.WithCancel(context.Background())
		seeds := 0
		err := Simulate(ctx, sc, []*Engine{e}, SimOptions{Runs: 100000, Workers: 2, KeepGoing: keep}, func(uint64, []Outcome) error {
			if seeds++; seeds == 20 {
				cancel()
			}
			return nil
		})
		cancel()
		var se *SimError
		if !errors.Is(err, context.Canceled) || errors.As(err, &se) || !strings.HasPrefix(err.Error(), "simulation stopped after ") {
			t.Errorf("keep going %v: Simulate = %v; want the context's error, no *SimError", keep, err)
		}
		if seeds < 20 || seeds > 21 {
			t.Errorf("keep going %v: %d seeds handed on after the cancel at 20", keep, seeds)
		}
	}
	each := func(uint64, []Outcome) error { return nil }
	if err := Simulate(context.Background(), sc, []*Engine{e, nil}, SimOptions{Runs: 1}, each); err == nil || err.Error() != "simulate: engine 1 is nil" {
		t.Errorf("a nil engine: %v", err)
	}
	if err := Simulate(context.Background(), sc, []*Engine{e}, SimOptions{Runs: 1}, nil); err == nil || err.Error() != "simulate: no function to hand the outcomes to" {
		t.Errorf("a nil callback: %v", err)
	}
	// the caller's mistakes are *InputError, as the other arguments' are
	for name, err := range map[string]error{
		"no engine":  Simulate(context.Background(), sc, nil, SimOptions{Runs: 1}, each),
		"nil engine": Simulate(context.Background(), sc, []*Engine{nil}, SimOptions{Runs: 1}, each),
		"no each":    Simulate(context.Background(), sc, []*Engine{e}, SimOptions{Runs: 1}, nil),
	} {
		if in := (*InputError)(nil); !errors.As(err, &in) {
			t.Errorf("%s: %T %v; want an *InputError", name, err, err)
		}
	}
}

// A round limit a scenario could not set (negative, or past MaxRounds) is
// bad input to Fight and Simulate alike: -1 meant the default and 1<<40 a
// fight that might never end.
func TestRoundLimitIsChecked(t *testing.T) {
	e, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	for _, n := range []int{-1, MaxRounds + 1, 1 << 40} {
		var in *InputError
		want := fmt.Sprintf("rounds %d: want 0..1000 (0: the scenario's)", n)
		if _, err := e.Fight(context.Background(), nil, FightOptions{Seed: 1, Rounds: n}); !errors.As(err, &in) || err.Error() != want {
			t.Errorf("Fight, Rounds %d: %v; want an *InputError %q", n, err, want)
		}
		if _, err := e.Simulate(context.Background(), nil, SimOptions{Runs: 1, Rounds: n}); !errors.As(err, &in) || err.Error() != want {
			t.Errorf("Simulate, Rounds %d: %v; want an *InputError %q", n, err, want)
		}
	}
	if r, err := e.Fight(context.Background(), nil, FightOptions{Seed: 1, Rounds: MaxRounds}); err != nil || r.Rounds < 1 {
		t.Errorf("Fight, Rounds %d: %v", MaxRounds, err)
	}
}
