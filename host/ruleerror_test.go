package host

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/twtw/twtw/host/vm"
)

// duelError fights the duel (seed 1) with one house rule (gulch.t, whose
// setup is body) and returns the fight's error.
func duelError(t *testing.T, body string) error {
	t.Helper()
	e, sc := duelEngine(t, Options{
		Layers: []vm.Layer{fakeLayer(map[string]string{"houserules/t.lua": houseRule("t", body)})},
		Enable: []Enable{{Name: "gulch.t"}},
	})
	_, err := e.Fight(context.Background(), sc, FightOptions{Seed: 1})
	return err
}

// A failed rule names the rule whose function raised the error, or the
// nearest rule's function that called it: a local helper of a wrapper is
// the wrapper's; a listener is named as one.
func TestRuleErrorNamesTheRuleItWasRaisedIn(t *testing.T) {
	for _, tc := range []struct{ name, body, want string }{
		{"a wrapper's local helper", `    local function check(ctx) if ctx.weapon then error("no guns") end end
    api.wrap("ranged.tn", function(next, ctx) check(ctx) return next(ctx) end)`,
			"rule round.run failed in ranged.tn (wrapped by module gulch.t): houserules/t.lua:3: no guns"},
		{"a listener", `    api.on("round.end", function() error("no rounds") end)`,
			"rule round.run failed in a listener of round.end (module gulch.t): houserules/t.lua:3: no rounds"},
		{"a rule the house rule defines", `    api.define("gulch.t.pick", function() error("no pick") end)
    api.wrap("tactics.default", function(next, ...) api.rules["gulch.t.pick"]() return next(...) end)`,
			"rule round.run failed in gulch.t.pick (module gulch.t): houserules/t.lua:3: no pick"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if err := duelError(t, tc.body); err == nil || err.Error() != tc.want {
				t.Errorf("error:\n got %v\nwant %s", err, tc.want)
			}
		})
	}
}

// A wrapper stopped by its deadline is named as a failed one is: the rule
// it wraps, its module, and the line that was running. The deadline is
// every call's, loading each module too: at 50 ms a loaded machine stopped
// a module's load (houserules/gunslinger.lua) before the fight began.
func TestStoppedRuleNamesTheRuleItRanIn(t *testing.T) {
	body := `    local function spin() while true do end end
    api.wrap("ranged.tn", function(next, ctx) spin() return next(ctx) end)`
	e, sc := duelEngine(t, Options{
		Layers:      []vm.Layer{fakeLayer(map[string]string{"houserules/t.lua": houseRule("t", body)})},
		Enable:      []Enable{{Name: "gulch.t"}},
		CallTimeout: 500 * time.Millisecond,
	})
	_, err := e.Fight(context.Background(), sc, FightOptions{Seed: 1})
	want := "rule round.run failed in ranged.tn (wrapped by module gulch.t): houserules/t.lua:3: script stopped: deadline of 500ms exceeded"
	if err == nil || err.Error() != want {
		t.Fatalf("error:\n got %v\nwant %s", err, want)
	}
	var st *vm.StopError
	if !errors.As(err, &st) || !errors.Is(err, ErrCallTimeout) || errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("error %v: want a *vm.StopError of the call deadline (ErrCallTimeout, not the caller's context.DeadlineExceeded)", err)
	}
}

// A fight the round limit ends says so (RoundLimit), and one a side won
// does not: sim splits its undecided fights by it.
func TestFightResultSaysTheRoundLimitEndedIt(t *testing.T) {
	e, sc := duelEngine(t, Options{})
	short, err := e.Fight(context.Background(), sc, FightOptions{Seed: 1, Rounds: 1})
	if err != nil {
		t.Fatal(err)
	}
	if short.Winner != "" || !short.RoundLimit || short.Reason != "round limit 1 reached" {
		t.Errorf("one round: winner %q, round limit %v, reason %q", short.Winner, short.RoundLimit, short.Reason)
	}
	full, err := e.Fight(context.Background(), sc, FightOptions{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if full.Winner == "" || full.RoundLimit {
		t.Errorf("to the end: winner %q, round limit %v; want a winner and no limit", full.Winner, full.RoundLimit)
	}
}
