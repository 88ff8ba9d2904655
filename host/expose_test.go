package host

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/twtw/twtw/host/vm"
)

// sheet is a chat bot's character sheet, exposed to a house rule.
type sheet struct{ Bonus map[string]int }

// For returns the bonus of a character (0 when none).
func (s *sheet) For(name string) int { return s.Bonus[name] }

// Stall blocks for a second, as a Go method waiting on the network would.
func (s *sheet) Stall() { time.Sleep(time.Second) }

func exposeEngine(t *testing.T, rule string, timeout time.Duration) *Engine {
	t.Helper()
	layer := vm.Layer{Name: "bot", Prefix: "bot/", FS: fstest.MapFS{"sheet.lua": {Data: []byte(rule)}}}
	e, err := New(Options{Layers: []vm.Layer{layer}, Enable: []Enable{{Name: "bot.sheet"}},
		Expose: Exposed{"sheet": &sheet{Bonus: map[string]int{"Miranda Valentine": 2}}}, CallTimeout: timeout})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(e.Close)
	return e
}

// A house rule reads the embedder's Go value through api.host, and the
// number it adds is credited to the house rule's file:line like any other.
func TestExposedValueReachesRules(t *testing.T) {
	e := exposeEngine(t, `local M = { name = "bot.sheet", version = "1.0.0", summary = "sheet bonus", source = "house rule" }
function M.setup(api)
  api.wrap("ranged.tn", function(next, ctx, ...)
    local tn = next(ctx, ...)
    local b = api.host.sheet:For(ctx.attacker.name)
    if b > 0 then tn:add(-b, "the bot's sheet bonus") end
    return tn
  end)
end
return M
`, 0)
	sc, err := BuiltinScenario("", "saloon")
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if _, err := e.Explain(context.Background(), sc, ExplainOptions{Seed: 5, Out: &out}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "-2 the bot's sheet bonus  [bot.sheet bot/sheet.lua:6]") {
		t.Errorf("the TN does not show the sheet's bonus with its file:line:\n%s", out.String())
	}
}

// A Go method cannot be interrupted: a rule that calls one which blocks is
// stopped by its deadline as soon as the method returns, naming the house
// rule's file:line.
func TestExposedValueUnderTheDeadline(t *testing.T) {
	e := exposeEngine(t, `local M = { name = "bot.sheet", version = "1.0.0", summary = "stalls", source = "house rule" }
function M.setup(api)
  api.wrap("fight.over", function(next, fight)
    api.host.sheet:Stall()
    return next(fight)
  end)
end
return M
`, 300*time.Millisecond)
	sc, err := BuiltinScenario("", "duel")
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	_, err = e.Fight(context.Background(), sc, FightOptions{Seed: 1, Rounds: 1})
	if err == nil || !strings.Contains(err.Error(), "bot/sheet.lua:") || !strings.Contains(err.Error(), "deadline of 300ms exceeded") {
		t.Fatalf("got %v, want a deadline stop naming bot/sheet.lua", err)
	}
	var re *RuleError
	if !errors.As(err, &re) || re.Module != "bot.sheet" {
		t.Errorf("the error does not name the module: %v", err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("the stop took %v", d)
	}
}
