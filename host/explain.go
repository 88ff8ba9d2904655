package host

import (
	"context"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	lua "github.com/yuin/gopher-lua"

	"github.com/twtw/twtw/host/didyoumean"
)

// combatantNamed refuses a name ("" passes) that no combatant of the
// scenario has, naming the flag, the names there are and the one it was
// likely meant for ("Miranda" → "Miranda Valentine").
func (sc *Scenario) combatantNamed(flag, name string) error {
	if name == "" {
		return nil
	}
	var names []string
	for _, c := range sc.Combatants {
		if c.Name == name {
			return nil
		}
		names = append(names, c.Name)
	}
	return &InputError{Field: flag, Err: sc.located(fmt.Errorf("%s: no combatant named %q (there are: %s)%s",
		flag, name, strings.Join(names, ", "), didyoumean.Best(name, names)))}
}

// ExplainOptions say which attack to explain. Every field may be left out:
// the ruleset's explain.attack rule picks the attacker (the first combatant),
// the target (the first combatant of another side) and draws its own cards
// and dice.
type ExplainOptions struct {
	Seed             uint64
	Attacker, Target string // combatant names ("": the rule's choice)
	// Opts are passed to the rule as its opts table: for TWTW weapon (a gear
	// key), card (a card number to read instead of drawing), aimed (aim
	// actions), called (a location). Values that read as whole numbers are
	// passed as numbers. A key no script the engine loads names is refused
	// (*InputError, Field "--opt KEY", or the flag's: "--aimed").
	Opts map[string]string
	Out  io.Writer
	JSON bool
	// Campaign names the campaign in the header ("" for none).
	Campaign string
}

// Explain sets a scenario up and runs one attack through the ruleset's rule
// explain.attack, writing its transcript: every number with the module and
// file:line that added it. A nil scenario is the ruleset's default built-in
// scenario. The transcript returned holds the attack's events (its Events)
// whatever Out is: one attack's are few.
func (e *Engine) Explain(ctx context.Context, sc *Scenario, o ExplainOptions) (*Transcript, error) {
	ctx = orBackground(ctx)
	if err := e.unreadOpts(o.Opts); err != nil {
		return nil, err
	}
	sc, err := e.scenarioOrDefault(sc)
	if err != nil {
		return nil, err
	}
	v, err := e.freshVM(ctx)
	if err != nil {
		return nil, err
	}
	defer e.pool.Put(v)
	a := apiOf(v)
	tr := NewTranscript(o.Out, o.JSON, true)
	a.sess = e.seededSession(o.Seed, tr)
	v.SetRand(a.sess.rng)
	defer func() { a.sess = nil }()
	scT, err := e.scenarioTable(ctx, a, sc)
	if err != nil {
		return nil, err
	}
	if err := sc.combatantNamed("--attacker", o.Attacker); err != nil {
		return nil, err
	}
	if err := sc.combatantNamed("--target", o.Target); err != nil {
		return nil, err
	}
	if attacker := o.Attacker; o.Target != "" && len(sc.Combatants) > 0 {
		if attacker == "" {
			attacker = sc.Combatants[0].Name // the rule's choice: the scenario's first
		}
		if attacker == o.Target {
			return nil, &InputError{Err: sc.located(fmt.Errorf("%q would attack themself: name another --target (or --attacker)", o.Target))}
		}
	}
	camp := o.Campaign
	if camp == "" {
		camp = "none"
	}
	fields := map[string]any{"explain": true, "scenario": sc.Name, "scenario_file": sc.Path, "seed": o.Seed,
		"ruleset": e.rs.Name, "campaign": camp, "modules": e.moduleNames()}
	rules := e.rulesNote(o.Campaign, fields)
	tr.Header(fields,
		[]string{fmt.Sprintf("twtw explain — %s (ruleset %s %s, seed %d)", sc.Name, e.rs.Name, e.rs.Version, o.Seed),
			fmt.Sprintf("campaign %s%s · modules: %s", camp, rules, joinOr(e.moduleNames(), "core rules only")), ""})
	L := v.State()
	fight, err := a.call(ctx, "fight.new", scT)
	if err != nil {
		return nil, err
	}
	opts := L.NewTable()
	for _, k := range sortedKeys(o.Opts) {
		opts.RawSetString(k, optValue(o.Opts[k]))
	}
	name := func(s string) lua.LValue {
		if s == "" {
			return lua.LNil
		}
		return lua.LString(s)
	}
	if _, err := a.call(ctx, "explain.attack", fight, name(o.Attacker), name(o.Target), opts); err != nil {
		return nil, err
	}
	if err := e.unchangedData(v); err != nil {
		return nil, err
	}
	return tr, tr.Flush()
}

// moduleNames lists the optional and house modules on, and the core modules
// a house-rule folder replaces, in load order, each as moduleLabel names it.
func (e *Engine) moduleNames() []string {
	var names []string
	for _, p := range e.plan {
		if listed(p) {
			names = append(names, moduleLabel(p))
		}
	}
	return names
}

// listed says whether a planned module is named where the modules on are
// listed (a header, a simulation report): an optional or house module, or a
// core module a house-rule folder replaces, whose rules are not the
// built-in ones.
func listed(p Planned) bool { return p.Kind != KindCore || p.Overrides != "" }

// moduleLabel names a planned module with its version and options, and the
// file that replaces a built-in module of its name: "bumps 1.0.0 (step=4)",
// "core.called 1.0.0 (replaced by shadow/called.lua)".
func moduleLabel(p Planned) string {
	label := p.Name + " " + p.Version + optionText(p.Options)
	switch {
	case p.Overrides == "":
		return label
	case len(p.Options) == 0:
		return label + " (replaced by " + p.Path + ")"
	}
	return strings.TrimSuffix(label, ")") + "; replaced by " + p.Path + ")"
}

func joinOr(list []string, none string) string {
	if len(list) == 0 {
		return none
	}
	out := list[0]
	for _, s := range list[1:] {
		out += ", " + s
	}
	return out
}

// optValue is an --opt value as the rules read it: a number ("3", "7.5"),
// true or false, else the string.
func optValue(val string) lua.LValue {
	if n, err := strconv.Atoi(val); err == nil {
		return lua.LNumber(n)
	}
	if f, err := strconv.ParseFloat(val, 64); err == nil && !math.IsNaN(f) && !math.IsInf(f, 0) {
		return lua.LNumber(f)
	}
	switch val {
	case "true":
		return lua.LTrue
	case "false":
		return lua.LFalse
	}
	return lua.LString(val)
}
