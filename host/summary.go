package host

import (
	"context"
	"fmt"
	"math"
	"sort"

	lua "github.com/yuin/gopher-lua"

	"github.com/twtw/twtw/host/simreport"
	"github.com/twtw/twtw/host/vm"
)

// SummaryRule is the optional rule a ruleset defines to say how each
// combatant ended a fight: fight.summary(fight) returns a table by combatant
// name of tables with a string "status" (the ruleset's words: TWTW says
// killed, out, wounded or unhurt), an optional whole number "fell" (the order
// in which the combatant left the fight, 1 first; equal numbers fell
// together; absent for those still standing) and any other fields as numbers
// (TWTW: wounds, ct_lost). A simulation tallies them per combatant.
const SummaryRule = "fight.summary"

// CombatantSummary is how one combatant ended a fight, as the ruleset's
// fight.summary reports it: its status word, the order in which it fell (0
// still standing) and the summary's other numbers.
type CombatantSummary = simreport.CombatantSummary

// summary calls the ruleset's fight.summary, if it has one, and checks what
// it returns; nil when the ruleset defines none.
func (a *api) summary(ctx context.Context, fight lua.LValue) (map[string]CombatantSummary, error) {
	if a.reg.table.RawGetString(SummaryRule) == lua.LNil {
		return nil, nil
	}
	ret, err := a.call(ctx, SummaryRule, fight)
	if err != nil {
		return nil, err
	}
	t, ok := ret.(*lua.LTable)
	if !ok {
		return nil, fmt.Errorf("rule %s returned a %s, want a table by combatant name", SummaryRule, ret.Type())
	}
	out := map[string]CombatantSummary{}
	var bad error
	vm.Each(t, func(k, v lua.LValue) {
		if bad != nil {
			return
		}
		name, ok := k.(lua.LString)
		entry, ok2 := v.(*lua.LTable)
		if !ok || !ok2 {
			bad = fmt.Errorf("rule %s: want {name = {status = …}}, got a %s key with a %s value", SummaryRule, k.Type(), v.Type())
			return
		}
		s, err := readSummary(entry)
		if err != nil {
			bad = fmt.Errorf("rule %s: combatant %q: %w", SummaryRule, string(name), err)
			return
		}
		out[string(name)] = s
	})
	return out, bad
}

// readSummary reads one combatant's entry of fight.summary.
func readSummary(t *lua.LTable) (CombatantSummary, error) {
	s := CombatantSummary{Values: map[string]float64{}}
	var keys []string
	fields := map[string]lua.LValue{}
	var bad error
	vm.Each(t, func(k, v lua.LValue) {
		ks, ok := k.(lua.LString)
		if !ok {
			bad = fmt.Errorf("a %s key: want field names", k.Type())
			return
		}
		keys = append(keys, string(ks))
		fields[string(ks)] = v
	})
	if bad != nil {
		return s, bad
	}
	sort.Strings(keys)
	for _, k := range keys {
		v := fields[k]
		switch k {
		case "status":
			str, ok := v.(lua.LString)
			if !ok || str == "" {
				return s, fmt.Errorf("status: want a word such as \"killed\", got %s", v.String())
			}
			s.Status = string(str)
		case "fell":
			n, ok := v.(lua.LNumber)
			if !ok || n < 1 || float64(n) != math.Trunc(float64(n)) || n > math.MaxInt32 {
				return s, fmt.Errorf("fell: want a whole number 1 or more, got %s", v.String())
			}
			s.Fell = int(n)
		default:
			n, ok := v.(lua.LNumber)
			if !ok || math.IsNaN(float64(n)) || math.IsInf(float64(n), 0) {
				return s, fmt.Errorf("%s: want a finite number, got a %s", k, v.Type())
			}
			s.Values[k] = float64(n)
		}
	}
	if s.Status == "" {
		return s, fmt.Errorf("no status")
	}
	return s, nil
}
