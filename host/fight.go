package host

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"

	lua "github.com/yuin/gopher-lua"

	"github.com/twtw/twtw/host/didyoumean"
	"github.com/twtw/twtw/host/vm"
)

// DefaultRounds is the round limit of a fight when neither the scenario nor
// the caller sets one.
const DefaultRounds = 20

// MaxRounds is the largest round limit a scenario, FightOptions.Rounds or
// SimOptions.Rounds may set.
const MaxRounds = 1000

// BuiltinScenario returns a built-in scenario of a ruleset by name
// ("saloon"); name "" is the ruleset's default scenario.
func BuiltinScenario(rulesetName, name string) (*Scenario, error) {
	rs, err := findRuleset(rulesetName)
	if err != nil {
		return nil, &InputError{Err: err}
	}
	if name == "" {
		name = rs.Scenario
	}
	b, err := rs.ScenarioText(name)
	if err != nil {
		return nil, &InputError{Err: fmt.Errorf("%w%s", err, didyoumean.Best(name, rs.Scenarios()))}
	}
	sc, err := ParseScenario("builtin:"+name, b)
	if err != nil {
		return nil, err
	}
	if sc.Ruleset == "" {
		sc.Ruleset = rs.Name
	}
	return sc, nil
}

// BuiltinScenarios lists a ruleset's built-in scenarios by name.
func BuiltinScenarios(rulesetName string) ([]string, error) {
	rs, err := findRuleset(rulesetName)
	if err != nil {
		return nil, &InputError{Err: err}
	}
	return rs.Scenarios(), nil
}

// FightOptions say how to run one fight.
type FightOptions struct {
	Seed   uint64
	Rounds int       // round limit, 0..MaxRounds; 0: the scenario's, else DefaultRounds
	Out    io.Writer // where the transcript goes (nil: nowhere)
	JSON   bool      // JSON lines instead of text
	Keep   bool      // keep the events in FightResult.Transcript.Events
	// Summary asks for each combatant's end state (FightResult.Combatants)
	// from the ruleset's fight.summary rule, if it has one.
	Summary bool
	// Coverage counts how often each rule ran and each listener fired
	// (FightResult.Coverage). Off, the rules run uncounted at full speed.
	Coverage bool
	// Campaign names the campaign in the header ("" for none); CampaignHash is
	// the sha256 of its file.
	Campaign, CampaignHash string
	// Profiler samples where the fight's Lua spends its time (nil: none).
	Profiler *Profiler
}

// FightResult is how a fight ended.
type FightResult struct {
	Winner string // the winning side, "" when no side won
	Reason string
	Rounds int
	// RoundLimit says that the round limit ended the fight, no side having
	// won (not every fight no side won: both sides may fall together).
	RoundLimit bool
	Transcript *Transcript
	// Combatants is how each combatant ended the fight, by name, when
	// FightOptions.Summary asked and the ruleset defines fight.summary.
	Combatants map[string]CombatantSummary
	// Coverage is how often each rule ran, when FightOptions.Coverage asked.
	Coverage *Coverage
}

// Fight runs a scenario to its end: fight.new once, then round.run and
// fight.over each round, until one side is left or the round limit, then the
// "fight.end" event (fight, {winner, reason, rounds}). Each script call has
// its own deadline. The same seed, scenario, campaign and
// scripts give a byte-identical transcript. A nil scenario is the ruleset's
// default built-in scenario. When the fight ran but its transcript could
// not be written to FightOptions.Out, Fight returns the result with the
// writer's error.
func (e *Engine) Fight(ctx context.Context, sc *Scenario, o FightOptions) (*FightResult, error) {
	ctx = orBackground(ctx)
	if err := checkRounds(o.Rounds); err != nil {
		return nil, err
	}
	sc, err := e.scenarioOrDefault(sc)
	if err != nil {
		return nil, err
	}
	return e.fight(ctx, sc, nil, o)
}

// checkRounds refuses a round limit a scenario could not set: 0 (the
// scenario's) to MaxRounds.
func checkRounds(n int) error {
	if n < 0 || n > MaxRounds {
		return &InputError{Err: fmt.Errorf("rounds %d: want 0..%d (0: the scenario's)", n, MaxRounds)}
	}
	return nil
}

// fight is Fight of a scenario that is not nil, with its schema check done
// already (p, as a simulation does once for all its fights) or not (nil).
func (e *Engine) fight(ctx context.Context, sc *Scenario, p *prepared, o FightOptions) (*FightResult, error) {
	v, err := e.freshVM(ctx)
	if err != nil {
		return nil, err
	}
	defer e.pool.Put(v)
	if o.Profiler != nil {
		v.SetProfiler(o.Profiler, e.profileLabels())
		defer v.SetProfiler(nil, nil)
	}
	a := apiOf(v)
	tr := NewTranscript(o.Out, o.JSON, o.Keep)
	defer tr.Flush() // a failed fight still ends its transcript on a whole line
	a.sess = e.seededSession(o.Seed, tr)
	if o.Out == nil && !o.Keep {
		a.sess.log = nil // nobody reads it: rules may skip their text (api.logging)
	}
	v.SetRand(a.sess.rng)
	defer func() { a.sess = nil }()
	var cover *instrument
	if o.Coverage {
		cover = e.instrumentFor(a)
		cover.start()
		defer cover.stop()
	}

	scT, err := e.scenarioTableOf(ctx, a, sc, p, o.Rounds)
	if err != nil {
		return nil, err
	}
	rounds := o.Rounds
	if rounds <= 0 {
		rounds = sc.Rounds
	}
	if rounds <= 0 {
		rounds = DefaultRounds
	}
	e.header(tr, sc, o, rounds)

	fight, err := a.call(ctx, "fight.new", scT)
	if err != nil {
		return nil, err
	}
	res := &FightResult{Transcript: tr}
	for r := 1; r <= rounds; r++ {
		if _, err := a.call(ctx, "round.run", fight); err != nil {
			return nil, err
		}
		res.Rounds = r
		over, err := a.callN(ctx, "fight.over", 2, fight)
		if err != nil {
			return nil, err
		}
		if over[0] != lua.LNil && over[0] != lua.LFalse {
			res.Winner = lua.LVAsString(over[0])
			res.Reason = lua.LVAsString(over[1])
			break
		}
		// fight.over returns nothing and sets fight.ended when no side is left.
		if t, ok := fight.(*lua.LTable); ok {
			if ended := t.RawGetString("ended"); ended != lua.LNil && ended != lua.LFalse {
				res.Reason = "no side is left standing (" + lua.LVAsString(ended) + ")"
				if over[1] != lua.LNil {
					res.Reason = lua.LVAsString(over[1])
				}
				break
			}
		}
	}
	if res.Winner == "" && res.Reason == "" {
		res.Reason, res.RoundLimit = fmt.Sprintf("%s limit %d reached", e.rs.Round, rounds), true
	}
	end := v.State().NewTable()
	end.RawSetString("winner", lua.LString(res.Winner))
	end.RawSetString("reason", lua.LString(res.Reason))
	end.RawSetString("rounds", lua.LNumber(res.Rounds))
	if err := a.emit(ctx, "fight.end", fight, end); err != nil {
		return nil, err
	}
	if o.Summary {
		if res.Combatants, err = a.summary(ctx, fight); err != nil {
			return nil, err
		}
	}
	if err := e.unchangedData(v); err != nil { // after the last rule the fight runs: fight.summary too
		return nil, err
	}
	if cover != nil {
		res.Coverage = cover.snapshot()
	}
	// "won by": a side's name may be one man's ("Slade") or a band's
	// ("outlaws"), and "Slade win" and "outlaws wins" both read wrong
	unit := e.rs.Round
	if res.Rounds != 1 {
		unit += "s"
	}
	text := fmt.Sprintf("== end after %d %s: %s", res.Rounds, unit, res.Reason)
	if res.Winner != "" {
		text = fmt.Sprintf("== won by %s after %d %s: %s", res.Winner, res.Rounds, unit, res.Reason)
	}
	tr.Emit("end", "host", "", text, map[string]any{"winner": res.Winner, "reason": res.Reason, "rounds": int64(res.Rounds)})
	return res, tr.Flush()
}

// header writes the transcript header: everything needed to replay the fight.
func (e *Engine) header(tr *Transcript, sc *Scenario, o FightOptions, rounds int) {
	mods := make([]map[string]any, 0, len(e.plan))
	var names []string
	for _, p := range e.plan {
		if !listed(p) {
			continue
		}
		mod := map[string]any{"name": p.Name, "version": p.Version, "hash": p.Hash, "options": p.Options}
		if p.Overrides != "" {
			mod["path"], mod["overrides"] = p.Path, p.Overrides
		}
		mods = append(mods, mod)
		names = append(names, moduleLabel(p))
	}
	if len(names) == 0 {
		names = []string{"core rules only"}
	}
	camp := o.Campaign
	if camp == "" {
		camp = "none"
	}
	hash := sc.Hash
	if o.Out != nil || o.Keep { // someone reads the header: a scenario built in Go is fingerprinted too
		hash = sc.fingerprint()
	}
	fields := map[string]any{
		"scenario": sc.Name, "scenario_file": sc.Path, "scenario_hash": hash,
		"seed": o.Seed, "rounds": rounds, "campaign": camp, "campaign_hash": o.CampaignHash,
		"modules": mods, "ruleset": e.rs.Name, "ruleset_version": e.rs.Version,
	}
	rules := e.rulesNote(o.Campaign, fields)
	deckLine := ""
	if e.uses("action") {
		fields["deck"] = e.cards.Name
		deckLine = " · deck " + e.cards.Name
	}
	lines := []string{
		fmt.Sprintf("twtw fight — %s", sc.Name),
		fmt.Sprintf("ruleset %s %s · seed %d · %s limit %d%s", e.rs.Name, e.rs.Version, o.Seed, e.rs.Round, rounds, deckLine),
		fmt.Sprintf("scenario %s (sha256 %s)", cmp.Or(sc.Path, "built in Go"), short(hash)),
		fmt.Sprintf("campaign %s%s%s", camp, hashNote(o.CampaignHash), rules),
		"modules: " + strings.Join(names, ", "),
		"",
	}
	tr.Header(fields, lines)
}

// rulesNote is what a header under a campaign says of the rules: their
// fingerprint (RulesHash, as a simulation report's), set in fields as
// "rules" and returned as " · rules FINGERPRINT"; nothing without a
// campaign. A fight under a campaign plays house rules a judge locks, and
// two transcripts of it from two twtw builds or two script folders must be
// told apart; a fight without one (every golden transcript) keeps a header
// that a rules edit does not change.
func (e *Engine) rulesNote(campaign string, fields map[string]any) string {
	if campaign == "" {
		return ""
	}
	fields["rules"] = e.RulesHash()
	return " · rules " + e.RulesHash()
}

func optionText(opts map[string]any) string {
	if len(opts) == 0 {
		return ""
	}
	var parts []string
	for _, k := range sortedKeys(opts) {
		parts = append(parts, fmt.Sprintf("%s=%v", k, opts[k]))
	}
	return " (" + strings.Join(parts, ", ") + ")"
}

func short(h string) string {
	if len(h) > 12 {
		return h[:12]
	}
	return h
}

func hashNote(h string) string {
	if h == "" {
		return ""
	}
	return " (sha256 " + short(h) + ")"
}

// call runs a rule by name with a deadline and returns its first result.
func (a *api) call(ctx context.Context, rule string, args ...lua.LValue) (lua.LValue, error) {
	rets, err := a.callN(ctx, rule, 1, args...)
	if err != nil {
		return nil, err
	}
	return rets[0], nil
}

func (a *api) callN(ctx context.Context, rule string, nret int, args ...lua.LValue) ([]lua.LValue, error) {
	fn := a.reg.table.RawGetString(rule)
	if fn == lua.LNil {
		msg := fmt.Sprintf("rule %s is not defined", rule)
		note := " (is a core module missing?)"
		if a.replaced != nil {
			note = cmp.Or(a.replaced(msg, func(string) bool { return false }), note)
		}
		return nil, errors.New(msg + note)
	}
	rets, err := a.vm.Call(ctx, fn, nret, args...)
	if err != nil {
		return nil, a.ruleError(rule, err)
	}
	return rets, nil
}

// emit calls an event's listeners in load order, each with a deadline.
func (a *api) emit(ctx context.Context, event string, args ...lua.LValue) error {
	for _, fn := range a.reg.eventFns[event] {
		if _, err := a.vm.Call(ctx, fn, 0, args...); err != nil {
			return a.ruleError("event "+event, err)
		}
	}
	return nil
}

// RuleError is a Lua error raised while a rule ran: it names the rule the
// host called, the module whose file raised it and the file:line, and, when
// the error was raised inside another rule's function, that rule (In).
type RuleError struct {
	Rule, Module string
	// In says which rule's function raised the error (or was running when
	// the call was stopped), or the nearest one that called the function
	// that did: "ranged.tn (wrapped by module
	// gulch.t)"; "" when that is Rule's own definition or none is known.
	In  string
	Err error
	// Note ends the message: for a rule that is not defined, the house file
	// that replaced the built-in module defining it (Engine.replacedNote);
	// "" for none.
	Note string
}

// Error returns "rule R failed in IN: file:line: message", or "rule R
// failed in module M: file:line: message" when the error was raised in R's
// own function or no rule's function is known.
func (e *RuleError) Error() string {
	switch {
	case e.In != "":
		return fmt.Sprintf("rule %s failed in %s: %v%s", e.Rule, e.In, e.Err, e.Note)
	case e.Module != "":
		return fmt.Sprintf("rule %s failed in module %s: %v%s", e.Rule, e.Module, e.Err, e.Note)
	}
	return fmt.Sprintf("rule %s failed: %v%s", e.Rule, e.Err, e.Note)
}

// Unwrap returns the script error.
func (e *RuleError) Unwrap() error { return e.Err }

// ruleError is a rule's failure as a *RuleError naming the module whose
// script failed, or, for a rule that refused its input (api.refuse), an
// *InputError naming the field.
func (a *api) ruleError(rule string, err error) error {
	var r *vm.Refusal
	if errors.As(err, &r) {
		// the rule refused what it was handed (api.refuse): bad input
		return &InputError{Err: fmt.Errorf("%s: %s: %s", rule, r.Field, r.Msg), Field: r.Field}
	}
	re := &RuleError{Rule: rule, Err: err}
	var se *vm.ScriptError
	var st *vm.StopError
	switch {
	case errors.As(err, &se):
		re.Module = a.moduleOf(se.Path)
		re.In = a.raisedIn(rule, se.Traceback)
	case errors.As(err, &st):
		re.Module = a.moduleOf(st.Path)
		re.In = a.raisedIn(rule, st.Traceback)
	}
	if a.replaced != nil {
		re.Note = a.replaced(err.Error(), func(name string) bool { _, ok := a.reg.rules[name]; return ok })
	}
	return re
}

// tracebackFunction is a frame of gopher-lua's stack traceback: "in
// function <FILE:LINE>", the file and line the frame's function is defined at.
var tracebackFunction = regexp.MustCompile(`in function <([^<>]+):(\d+)>`)

// raisedIn names the rule whose function is the innermost frame of the
// traceback that a rule's chain holds (ruleSite.what), or "" when there is
// none or it is the definition of rule, the rule the host called.
func (a *api) raisedIn(rule, traceback string) string {
	if a.ruleSites == nil {
		return ""
	}
	sites := a.ruleSites()
	for _, m := range tracebackFunction.FindAllStringSubmatch(traceback, -1) {
		line, err := strconv.Atoi(m[2])
		if err != nil {
			continue
		}
		r, ok := sites[siteKey{source: m[1], line: line}]
		if !ok {
			continue
		}
		if r.Rule == rule && r.Op == OpDefine {
			return ""
		}
		return r.what()
	}
	return ""
}
