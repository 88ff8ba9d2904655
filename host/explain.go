package host

import (
	"context"
	"fmt"
	"io"

	lua "github.com/yuin/gopher-lua"
)

// ExplainOptions say which attack to explain.
type ExplainOptions struct {
	Seed             uint64
	Attacker, Target string // combatant names
	Weapon           string // a gear key ("": the first ready weapon)
	Card             int    // a card number to read (-1: draw)
	Aimed            int    // aim actions before the shot
	Called           string // a called-shot location
	Out              io.Writer
	JSON             bool
}

// Explain sets a scenario up and runs one attack through the rule
// explain.attack, writing its transcript: every TN term, modifier, bump spend
// and damage row with the module and file:line that added it.
func (e *Engine) Explain(ctx context.Context, sc *Scenario, o ExplainOptions) (*Transcript, error) {
	v, err := e.freshVM()
	if err != nil {
		return nil, err
	}
	defer e.pool.Put(v)
	a := apiOf(v)
	tr := NewTranscript(o.Out, o.JSON, true)
	a.sess = e.seededSession(o.Seed, tr)
	v.SetRand(a.sess.rng)
	defer func() { a.sess = nil }()
	if err := sc.checkWeapons(a.weaponNames()); err != nil {
		return nil, err
	}
	found := map[string]bool{}
	for _, c := range sc.Combatants {
		found[c.Name] = true
	}
	for _, n := range []string{o.Attacker, o.Target} {
		if !found[n] {
			return nil, &InputError{Err: fmt.Errorf("%s: no combatant named %q", sc.Path, n)}
		}
	}
	tr.Header(map[string]any{"explain": true, "scenario": sc.Name, "scenario_file": sc.Path, "seed": o.Seed},
		[]string{fmt.Sprintf("twtw explain — %s (seed %d)", sc.Name, o.Seed), ""})
	L := v.State()
	fight, err := a.call(ctx, "fight.new", sc.table(L))
	if err != nil {
		return nil, err
	}
	opts := L.NewTable()
	if o.Weapon != "" {
		opts.RawSetString("weapon", lua.LString(o.Weapon))
	}
	if o.Card >= 0 {
		opts.RawSetString("card", lua.LNumber(o.Card))
	}
	if o.Aimed > 0 {
		opts.RawSetString("aimed", lua.LNumber(o.Aimed))
	}
	if o.Called != "" {
		opts.RawSetString("called", lua.LString(o.Called))
	}
	if _, err := a.call(ctx, "explain.attack", fight, lua.LString(o.Attacker), lua.LString(o.Target), opts); err != nil {
		return nil, err
	}
	return tr, tr.Flush()
}
