package host_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/twtw/twtw/host"
)

// Run a built-in fight of a ruleset and read how it ended.
func ExampleEngine_Fight() {
	e, err := host.New(host.Options{Ruleset: "percentile"})
	if err != nil {
		panic(err)
	}
	defer e.Close()
	sc, err := host.BuiltinScenario("percentile", "faceoff")
	if err != nil {
		panic(err)
	}
	res, err := e.Fight(context.Background(), sc, host.FightOptions{Seed: 7, Keep: true})
	if err != nil {
		panic(err)
	}
	fmt.Printf("%s after %d round(s); %d transcript events\n", res.Winner, res.Rounds, len(res.Transcript.Events))
	// Output: Slade after 2 round(s); 23 transcript events
}

// List the events a house rule may listen to: every one the host and the
// ruleset's modules declare, with the module that emits it.
func ExampleEngine_Events() {
	e, err := host.New(host.Options{Ruleset: "ticks"})
	if err != nil {
		panic(err)
	}
	defer e.Close()
	for _, ev := range e.Events() {
		fmt.Printf("%s (%s): %s\n", ev.Name, ev.Module, strings.Join(ev.Args, ", "))
	}
	// Output:
	// action.declared (ticks.actions): fight, combatant, action
	// attack.resolved (ticks.attack): ctx, out
	// fight.end (host): fight, result
	// fight.start (ticks.round): fight
	// health.dying (ticks.health): fight, combatant
	// round.end (ticks.round): fight
	// round.start (ticks.round): fight
	// wound.taken (ticks.health): fight, combatant, wounds, ctx
}

// Explain one attack: every number with the module and file:line behind it.
func ExampleEngine_Explain() {
	e, err := host.New(host.Options{})
	if err != nil {
		panic(err)
	}
	defer e.Close()
	sc, err := host.BuiltinScenario("", "saloon")
	if err != nil {
		panic(err)
	}
	var out strings.Builder
	_, err = e.Explain(context.Background(), sc, host.ExplainOptions{
		Seed: 5, Attacker: "Miranda Valentine", Target: "Angus Laroq", Opts: map[string]string{"card": "40"}, Out: &out,
	})
	if err != nil {
		panic(err)
	}
	for _, line := range strings.Split(out.String(), "\n") {
		if strings.Contains(line, "[core.ranged rules/ranged.lua") {
			fmt.Println(strings.TrimSpace(line))
		}
	}
	// Output:
	// +5 Standard  [core.ranged rules/ranged.lua:107]
	// +1 range 10 paces, increment 8  [core.ranged rules/ranged.lua:187]
}

// Check a scenario built in Go exactly as a file is checked.
func ExampleEngine_CheckScenario() {
	e, err := host.New(host.Options{})
	if err != nil {
		panic(err)
	}
	defer e.Close()
	sc := &host.Scenario{Name: "built in Go", Path: "bot:table-7", Combatants: []host.Combatant{
		{Name: "Ann", Side: "law", Fields: map[string]any{"traits": map[string]any{"dexterity": "d7"}}},
		{Name: "Bo", Side: "gang", Fields: map[string]any{"traits": map[string]any{"dexterity": "d8"}}},
	}}
	fmt.Println(e.CheckScenario(context.Background(), sc))
	// Output: bot:table-7: combatant[1] (Ann).traits.dexterity: die "d7": want d4, d6, d8, d10, d12
}

// Create a campaign file, switch a module on, and build an engine from it.
func ExampleLoadCampaign() {
	dir, err := os.MkdirTemp("", "camp")
	if err != nil {
		panic(err)
	}
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, "gulch.toml")
	if err := host.NewCampaign(path, "Gulch").Create(); err != nil {
		panic(err)
	}
	camp, err := host.LoadCampaign(path)
	if err != nil {
		panic(err)
	}
	if err := camp.Enable("bleeding"); err != nil {
		panic(err)
	}
	opts, err := host.CampaignOptions(camp)
	if err != nil {
		panic(err)
	}
	e, err := host.New(opts)
	if err != nil {
		panic(err)
	}
	defer e.Close()
	for _, p := range e.Plan() {
		if p.Kind != host.KindCore {
			fmt.Println(p.Name, p.Version)
		}
	}
	// Output:
	// bleeding 1.0.0
	// bumps 1.0.0
}

// Run the Lua specs of a ruleset; the last line is "N passed, N failed".
func ExampleEngine_RunSpecs() {
	e, err := host.New(host.Options{Ruleset: "percentile"})
	if err != nil {
		panic(err)
	}
	defer e.Close()
	var out strings.Builder
	rep := e.RunSpecs(context.Background(), e.SpecPaths("rules/reputation_spec.lua"), &out)
	fmt.Println(rep.Failed == 0, strings.TrimSpace(out.String()) == fmt.Sprintf("%d passed, 0 failed", rep.Passed))
	// Output: true true
}

// Profile a simulation: where its Lua spends the time, by rule. Each line
// of the folded stacks is "outer;…;inner count"; a duel's time is nearly
// all under round.run.
func ExampleNewProfiler() {
	e, err := host.New(host.Options{})
	if err != nil {
		panic(err)
	}
	defer e.Close()
	sc, err := host.BuiltinScenario("", "duel")
	if err != nil {
		panic(err)
	}
	p := host.NewProfiler(time.Millisecond)
	o := host.SimOptions{Runs: 100, Workers: 1, Profiler: p}
	if err := host.Simulate(context.Background(), sc, []*host.Engine{e}, o, func(uint64, []host.Outcome) error { return nil }); err != nil {
		panic(err)
	}
	var b strings.Builder
	if err := p.WriteFolded(&b); err != nil {
		panic(err)
	}
	roots := map[string]int{}
	for _, line := range strings.Split(strings.TrimSpace(b.String()), "\n") {
		stack, n, _ := strings.Cut(line, " ")
		root, _, _ := strings.Cut(stack, ";")
		count, _ := strconv.Atoi(n)
		roots[root] += count
	}
	top := ""
	for root, n := range roots {
		if top == "" || n > roots[top] {
			top = root
		}
	}
	fmt.Println("most samples under", top)
	// Output: most samples under round.run(rules/round.lua:377)
}

// Load the rules under a deadline, as a bot loading a user's house-rule
// folder would: scripts that do not finish loading in time stop there.
func ExampleNewContext() {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	e, err := host.NewContext(ctx, host.Options{Ruleset: "shootout"})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer e.Close()
	fmt.Println(e.Ruleset().Name)
	// Output: shootout
}
