package host

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"

	"github.com/twtw/twtw/host/simreport"
)

// SimReport is a simulation's result (see simreport.Report): what ran and,
// per variant, the exact counts and the statistics derived from them, its
// tallies summing each fight's rule coverage. It is built fight by fight
// (Add, in seed order) and finished (Finish); reports of the shards of one
// simulation merge into the report of the whole (MergeReports).
type SimReport = simreport.Report

// Variant is one rule set of a simulation report: the baseline (first) or a
// variant compared with it.
type Variant = simreport.Variant

// Outcome is one fight under one engine: how it ended, or its error.
type Outcome = simreport.Outcome

// Rate is a count out of the fights, the proportion and its Wilson interval.
type Rate = simreport.Rate

// Comparison is a variant against the baseline on the same seeds.
type Comparison = simreport.Comparison

// Difference is the paired difference of a rate, variant less baseline.
type Difference = simreport.Difference

// CombatantStats describe how one combatant ended the fights.
type CombatantStats = simreport.CombatantStats

// VariantSpec names a variant for NewSimReport.
type VariantSpec struct {
	Label   string
	Changes []string
	Engine  *Engine
}

// NewSimReport starts the report of a simulation of sc under the variants
// (the first is the baseline) with the options o.
func NewSimReport(sc *Scenario, variants []VariantSpec, o SimOptions) *SimReport {
	// a limit asked for that is the scenario's own is recorded as the
	// scenario's: shards given --rounds 20 and none for duel.toml's 20
	// fought the same fights, and merge as one
	limit, own := o.Rounds, sc.Rounds
	if own <= 0 {
		own = DefaultRounds
	}
	if limit == own {
		limit = 0
	}
	deck := "" // a game that draws no action card plays no deck
	if variants[0].Engine.uses("action") {
		deck = variants[0].Engine.cards.Name
	}
	run := simreport.Run{
		Scenario: sc.Name, ScenarioFile: sc.Path, ScenarioHash: sc.fingerprint(),
		Deck: deck, FirstSeed: o.FirstSeed, Runs: o.Runs, RoundLimit: limit, Shard: o.Shard, Shards: o.Shards,
	}
	for _, c := range sc.Combatants {
		run.Combatants = append(run.Combatants, simreport.Entrant{Name: c.Name, Side: c.Side})
	}
	for i, v := range variants {
		if i == 0 {
			run.Ruleset = v.Engine.Ruleset().Name
			if w := v.Engine.Ruleset().Round; w != "round" {
				run.Round = w
			}
		}
		run.Variants = append(run.Variants, simreport.Spec{Label: v.Label, Changes: v.Changes, Modules: v.Engine.ModuleList(), Rules: v.Engine.RulesHash()})
	}
	return simreport.New(run)
}

// ModuleList names the optional and house modules the engine runs, and the
// core modules a house-rule folder replaces, in load order, each with its
// version and options and the file that replaces a built-in module ("core
// rules only" for none).
func (e *Engine) ModuleList() []string {
	out := e.moduleNames()
	if len(out) == 0 {
		out = []string{"core rules only"}
	}
	return out
}

// RulesHash fingerprints what decides a fight besides the scenario and the
// seed, for a simulation report and the header of a fight or explanation
// under a campaign: the ruleset, every script the engine may load (its path
// and the hash of its text; specs left out), the modules on with their
// options, and the deck's cards. Two engines with one fingerprint play a
// seed alike; shards with two do not merge. The first 16 hex digits of a
// sha256, made once per engine.
func (e *Engine) RulesHash() string {
	e.rulesOnce.Do(func() {
		h := sha256.New()
		e.writeScripts(h, func(string) bool { return true })
		for _, p := range e.plan {
			fmt.Fprintf(h, "module %s %s%s\n", p.Name, p.Version, optionText(p.Options))
		}
		if err := e.cards.Encode(h); err != nil {
			fmt.Fprintf(h, "deck %s: %v\n", e.cards.Name, err)
		}
		e.rulesHash = hex.EncodeToString(h.Sum(nil))[:16]
	})
	return e.rulesHash
}

// ReadSimReport reads a report written by SimReport.JSON; its statistics are
// dropped (Finish derives them again from the tallies). Its errors are
// *InputError.
func ReadSimReport(name string, b []byte) (*SimReport, error) {
	r, err := simreport.Read(name, b)
	if err != nil {
		return nil, &InputError{Err: err, File: name}
	}
	return r, nil
}

// MergeReports adds up the reports of the shards 1/N … N/N of one
// simulation into the report of the whole, finished: the same report, byte
// for byte, as one unsharded run. It refuses reports of different
// simulations, a missing or repeated shard, and an unsharded report, with an
// *InputError.
func MergeReports(names []string, reports []*SimReport) (*SimReport, error) {
	m, err := simreport.Merge(names, reports)
	if err != nil {
		return nil, &InputError{Err: err}
	}
	return m, nil
}
