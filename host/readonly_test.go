package host

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/twtw/twtw/host/vm"
)

// A listener assigning api.rules["ranged.tn"], or a module overwriting
// string.format, changed results without the registry (or the plan)
// knowing. At run time the API, its rules table and the sandbox's
// libraries are read-only: every change to a rule goes through
// define/wrap/replace/set during setup.
func TestRulesAndAPIAreReadOnlyAtRunTime(t *testing.T) {
	spec := `local twtw = require("twtw")
describe("poison", function()
  it("rules", function() twtw.rules["ranged.tn"] = function() end end)
  it("string", function() string.format = function() return "x" end end)
  it("api", function() twtw.log = nil end)
  it("methods", function() assert.equal("locked", getmetatable(twtw.terms("x"))) end)
  it("reads", function() assert.equal("function", type(twtw.rules["ranged.tn"])) end)
end)
`
	e, err := New(Options{Layers: []vm.Layer{fakeLayer(map[string]string{"t/poison_spec.lua": spec})}})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	var out bytes.Buffer
	rep := e.RunSpecs(context.Background(), []string{"t/poison_spec.lua"}, &out)
	want := map[string]string{
		"poison › rules":   `t/poison_spec.lua:3: api.rules["ranged.tn"] is read-only (rules change only through api.define, api.wrap, api.replace and api.set in a module's setup, which the plan shows)`,
		"poison › string":  `t/poison_spec.lua:4: string.format is read-only (the sandbox's libraries are shared by every rule; keep your own helpers in a local table)`,
		"poison › api":     `t/poison_spec.lua:5: twtw.log is read-only (the API is shared by every rule)`,
		"poison › methods": ``,
		"poison › reads":   ``,
	}
	if rep.Passed != 2 || rep.Failed != 0 || rep.Errors != 3 {
		t.Errorf("%d passed, %d failed, %d errors; want 2, 0 and 3:\n%s", rep.Passed, rep.Failed, rep.Errors, out.String())
	}
	for _, r := range rep.Results {
		if w, ok := want[r.Name]; !ok || r.Err != w {
			t.Errorf("%s: error %q, want %q", r.Name, r.Err, w)
		}
	}
}

// A house rule that rewrites a rule from inside a wrapper, at run time,
// fails the fight naming its module and line.
func TestListenerCannotRewriteRules(t *testing.T) {
	house := `return { name = "house.poison", version = "1.0.0", summary = "rewrites a rule at run time", source = "test",
  setup = function(api)
    api.wrap("ranged.tn", function(next, ctx, ...)
      api.rules["ranged.tn"] = function() return api.terms("tn", 2, "always") end
      return next(ctx, ...)
    end)
  end }
`
	e, sc := duelEngine(t, Options{
		Layers: []vm.Layer{fakeLayer(map[string]string{"houserules/poison.lua": house})},
		Enable: []Enable{{Name: "house.poison"}},
	})
	_, err := e.Fight(context.Background(), sc, FightOptions{Seed: 1})
	want := `failed in ranged.tn (wrapped by module house.poison): houserules/poison.lua:4: api.rules["ranged.tn"] is read-only`
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("Fight = %v, want an error containing %q", err, want)
	}
}
