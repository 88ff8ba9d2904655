package host

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"

	lua "github.com/yuin/gopher-lua"

	"github.com/twtw/twtw/host/schema"
	"github.com/twtw/twtw/host/tomltext"
)

// CheckScenario checks a scenario against the engine's ruleset: that it is
// written for this ruleset, that every field is one the ruleset declares in
// its scenario.schema with a value of the declared type, and the ruleset's
// own scenario.check rule. A fight checks its scenario the same way; errors
// are *InputError naming the file and the field. A nil scenario is the
// ruleset's default built-in scenario.
func (e *Engine) CheckScenario(ctx context.Context, sc *Scenario) error {
	ctx = orBackground(ctx)
	sc, err := e.scenarioOrDefault(sc)
	if err != nil {
		return err
	}
	v, err := e.pool.GetContext(ctx)
	if err != nil {
		return e.poolError(err)
	}
	defer e.pool.Put(v)
	_, err = e.scenarioTable(ctx, apiOf(v), sc)
	return err
}

// scenarioOrDefault returns sc, or for nil the ruleset's default built-in
// scenario (as `twtw fight` with none named).
func (e *Engine) scenarioOrDefault(sc *Scenario) (*Scenario, error) {
	if sc != nil {
		return sc, nil
	}
	return BuiltinScenario(e.rs.Name, "")
}

// prepared is a scenario checked against the schema: every value normalised
// and defaults filled in.
type prepared struct {
	fields     map[string]any
	combatants []map[string]any
}

func (e *Engine) prepare(sc *Scenario) (*prepared, error) {
	fail := func(err error) error {
		in := &InputError{Err: sc.located(err), File: sc.Path, Field: scenarioField(err.Error())}
		if in.Field != "" {
			in.Line = sc.lines.Line(in.Field)
		}
		return in
	}
	if sc.Ruleset != "" && sc.Ruleset != e.rs.Name {
		if _, err := findRuleset(sc.Ruleset); err != nil { // "use --ruleset nosuch" named a game there is not
			return nil, fail(fmt.Errorf("ruleset: %w", err))
		}
		return nil, fail(fmt.Errorf("ruleset: the scenario is written for ruleset %q and this runs ruleset %q (use --ruleset %s)", sc.Ruleset, e.rs.Name, sc.Ruleset))
	}
	tomlSc, err := sc.inTOMLShapes()
	if err != nil {
		return nil, fail(err)
	}
	sc = tomlSc
	if err := sc.check(); err != nil {
		return nil, fail(err)
	}
	p := &prepared{}
	if p.fields, err = e.schema.Fields.Check("scenario", sc.Fields); err != nil {
		return nil, fail(e.otherGame(sc, alsoKnown(err, "scenario", slices.Sorted(maps.Keys(hostKeys))...)))
	}
	for i, c := range sc.Combatants {
		at := fmt.Sprintf("combatant[%d] (%s)", i+1, c.Name)
		f, err := e.schema.Combatant.Check(at, c.Fields)
		if err != nil {
			return nil, fail(e.otherGame(sc, alsoKnown(err, at, "name", "side")))
		}
		f["name"], f["side"] = c.Name, c.Side
		p.combatants = append(p.combatants, f)
	}
	return p, nil
}

// scenarioField is the field a message about a scenario starts with
// (tomltext.MessageField), the scenario's own fields named as in the file:
// messages name them "scenario.FIELD", or "scenario" for none.
func scenarioField(msg string) string {
	f := tomltext.MessageField(msg)
	if f == "scenario" {
		return ""
	}
	return strings.TrimPrefix(f, "scenario.")
}

// alsoKnown adds names to the fields an unknown field of the table at is
// suggested from: the host's own fields, which the ruleset's schema does not
// declare ("round": did you mean "rounds"?). Other errors pass unchanged.
func alsoKnown(err error, at string, names ...string) error {
	var unknown *schema.UnknownFieldError
	if errors.As(err, &unknown) {
		return unknown.Also(at, names...)
	}
	return err
}

// otherGame adds to an unknown field of a scenario that does not say its
// ruleset the hint that it may be another game's, unless the field looks
// like a slip for one of this game's ("pos": did you mean "position"?).
func (e *Engine) otherGame(sc *Scenario, err error) error {
	var unknown *schema.UnknownFieldError
	if sc.Ruleset == "" && errors.As(err, &unknown) && !unknown.Suggests() {
		return fmt.Errorf("%w (the scenario does not say its ruleset; is it another game's? this runs ruleset %s)", err, e.rs.Name)
	}
	return err
}

// scenarioTable checks the scenario and renders it as the Lua table
// rules["fight.new"] receives: {name, summary, rounds, combatants = {{name,
// side, FIELD…}, …}, FIELD…}, then runs the ruleset's scenario.check rule
// on it. rounds is the scenario's own round limit, else DefaultRounds, so
// that a check can refuse what could happen only after it (percentile's
// enters); a fight passes its own limit (scenarioTableOf).
func (e *Engine) scenarioTable(ctx context.Context, a *api, sc *Scenario) (lua.LValue, error) {
	return e.scenarioTableOf(ctx, a, sc, nil, 0)
}

// scenarioTableOf is scenarioTable with the schema check p of sc done
// already, or nil to do it, and the round limit of the fight it is for
// (FightOptions.Rounds: a run's --rounds; 0 for the scenario's own).
func (e *Engine) scenarioTableOf(ctx context.Context, a *api, sc *Scenario, p *prepared, rounds int) (lua.LValue, error) {
	if p == nil {
		var err error
		if p, err = e.prepare(sc); err != nil {
			return nil, err
		}
	}
	L := a.L
	t := L.NewTable()
	t.RawSetString("name", lua.LString(sc.Name))
	t.RawSetString("summary", lua.LString(sc.Summary))
	limit := cmp.Or(max(rounds, 0), max(sc.Rounds, 0), DefaultRounds)
	t.RawSetString("rounds", lua.LNumber(limit))
	cs := L.CreateTable(len(p.combatants), 0)
	for _, c := range p.combatants {
		ct := L.NewTable()
		ct.RawSetString("name", lua.LString(c["name"].(string)))
		ct.RawSetString("side", lua.LString(c["side"].(string)))
		for _, k := range sortedKeys(c) {
			if k != "name" && k != "side" {
				ct.RawSetString(k, anyToLua(L, c[k]))
			}
		}
		cs.Append(ct)
	}
	t.RawSetString("combatants", cs)
	for _, k := range sortedKeys(p.fields) {
		t.RawSetString(k, anyToLua(L, p.fields[k]))
	}
	if fn := a.reg.table.RawGetString(CheckRule); fn != lua.LNil {
		rets, err := a.vm.Call(ctx, fn, 2, t)
		if err != nil {
			return nil, a.ruleError(CheckRule, err)
		}
		if rets[0] != lua.LNil && rets[0] != lua.LFalse {
			field := sc.withName(lua.LVAsString(rets[0]))
			in := &InputError{Err: sc.located(fmt.Errorf("%s: %s", field, lua.LVAsString(rets[1]))), File: sc.Path, Field: tomltext.MessageField(field + ":")}
			in.Line = sc.lines.Line(in.Field)
			return nil, in
		}
	}
	return t, nil
}

// withName names the combatant a field of scenario.check's refusal is of,
// as the schema's messages do: "combatant[2].drawn" → "combatant[2] (B).drawn"
// (a field that names one already, or none, is left as it is).
func (sc *Scenario) withName(field string) string {
	var i int
	var rest string
	if n, err := fmt.Sscanf(field, "combatant[%d]", &i); n != 1 || err != nil || i < 1 || i > len(sc.Combatants) {
		return field
	}
	head := fmt.Sprintf("combatant[%d]", i)
	rest = strings.TrimPrefix(field, head)
	if strings.HasPrefix(rest, " (") {
		return field
	}
	return fmt.Sprintf("%s (%s)%s", head, sc.Combatants[i-1].Name, rest)
}
