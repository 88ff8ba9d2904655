package host

import (
	"errors"
	"testing"

	"github.com/twtw/twtw/host/vm"
)

// dataCheckDef defines the data table gulch.chart and wraps the ruleset's
// data.check (core.datacheck) to refuse a cell that is no F, M or W, as a
// house rule whose table other house rules set does.
const dataCheckDef = `return { name = "gulch.def", version = "1.0.0", summary = "s", source = "house rule",
  setup = function(api)
    api.define("gulch.chart", { head = { "F", "M" }, arm = { "M", "W" }, odd = "x" }, "a chart")
    api.wrap("data.check", function(next, name, t)
      if name ~= "gulch.chart" then return next(name, t) end
      for _, part in ipairs({ "arm", "head" }) do
        for i, v in ipairs(t[part]) do
          if v ~= "F" and v ~= "M" and v ~= "W" then return part .. "." .. i, string.format("%q is no code", v) end
        end
      end
      return nil
    end)
  end }
`

// dataCheckSet is a house rule gulch.NAME that requires gulch.def and runs
// body in its setup (the set's line is line 4).
func dataCheckSet(name, body string) string {
	return `return { name = "gulch.` + name + `", version = "1.0.0", summary = "s", source = "house rule",
  requires = { "gulch.def" },
  setup = function(api)
` + body + `
  end }
`
}

// The data.check hook (DataCheckRule) refuses, when the rules are built, a
// value a set gave a data table, naming the set that last changed the entry
// at fault (module and file:line), the entry and the rule's message; a set
// of another entry is not blamed, and a value no set changed (gulch.chart's
// odd "x", which the check does not read anyway) is the definer's.
func TestDataCheckRefusesTheSetThatChangedTheEntry(t *testing.T) {
	files := map[string]string{
		"houserules/def.lua":  dataCheckDef,
		"houserules/bad.lua":  dataCheckSet("bad", `    api.set("gulch.chart", function(o) o.arm[2] = "w" return o end)`),
		"houserules/head.lua": dataCheckSet("head", `    api.set("gulch.chart", function(o) o.head[1] = "M" return o end)`),
		"houserules/good.lua": dataCheckSet("good", `    api.set("gulch.chart", function(o) o.arm[2] = "M" return o end)`),
	}
	build := func(mods ...string) error {
		enable := []Enable{{Name: "gulch.def"}}
		for _, m := range mods {
			enable = append(enable, Enable{Name: m})
		}
		e, err := New(Options{Layers: []vm.Layer{fakeLayer(files)}, Enable: enable})
		if err == nil {
			e.Close()
		}
		return err
	}
	err := build("gulch.bad", "gulch.head")
	want := `building the rules: set "gulch.chart" by gulch.bad (houserules/bad.lua:4): gulch.chart.arm.2: "w" is no code`
	var le *LoadError
	if err == nil || !errors.As(err, &le) || err.Error() != want {
		t.Errorf("a bad cell: %v (%T); want the *LoadError %q", err, err, want)
	}
	for _, mods := range [][]string{nil, {"gulch.head"}, {"gulch.bad", "gulch.good"}} {
		if err := build(mods...); err != nil {
			t.Errorf("%v: %v; want the rules built (no set leaves a bad cell)", mods, err)
		}
	}
}
