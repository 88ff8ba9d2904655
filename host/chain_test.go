package host

import (
	"context"
	"strings"
	"testing"

	lua "github.com/yuin/gopher-lua"

	"github.com/twtw/twtw/host/vm"
)

// api.chain(name) gives a rule's or an event's chain in load order with
// each link's module and file:line, as `twtw modules --plan` prints it;
// an unknown name is an error naming the nearest, and asking during setup
// (when later modules may still change the chain) is refused.
func TestChain(t *testing.T) {
	const show = `    local function show(name)
      local out = {}
      for _, l in ipairs(api.chain(name)) do out[#out + 1] = l.op .. " " .. l.module .. " " .. l.where end
      return table.concat(out, "; ")
    end
    api.wrap("damage.preview", function(next, ...) return next(...) end)
    api.define("gulch.show", show, "shows a chain")
    api.define("gulch.typo", function() return api.chain("damage.previwe") end, "a misspelt name")`
	files := map[string]string{"houserules/show.lua": houseRule("show", show)}
	e, err := New(Options{Layers: []vm.Layer{fakeLayer(files)}, Enable: []Enable{{Name: "risk"}, {Name: "gulch.show"}}})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	_, a := pooledAPI(t, e)
	for name, want := range map[string]string{
		"damage.preview": "define core.damage " + lineOf(t, "rules/damage.lua", `api.define("damage.preview"`) + "; wrap risk " + lineOf(t, "optional/risk.lua", `api.wrap("damage.preview"`) + "; wrap gulch.show houserules/show.lua:8",
		"damage.weigh":   "define core.damage " + lineOf(t, "rules/damage.lua", `api.define("damage.weigh"`) + "; wrap risk " + lineOf(t, "optional/risk.lua", `api.wrap("damage.weigh"`),
		"wound.applied": "on core.limbs " + lineOf(t, "rules/limbs.lua", `api.on("wound.applied"`) + "; on core.summary " +
			lineOf(t, "rules/summary.lua", `api.on("wound.applied"`) + "; on risk " + lineOf(t, "optional/risk.lua", `api.on("wound.applied"`),
	} {
		got, err := a.call(context.Background(), "gulch.show", lua.LString(name))
		if err != nil {
			t.Fatal(err)
		}
		if got.String() != want {
			t.Errorf("chain(%s):\n %s\nwant\n %s", name, got, want)
		}
	}
	_, err = a.call(context.Background(), "gulch.typo")
	if want := `houserules/show.lua:10: chain("damage.previwe"): no rule, data table or event of that name; did you mean "damage.preview"?`; err == nil || !strings.HasSuffix(err.Error(), want) {
		t.Errorf("a misspelt name: %v\nwant …%s", err, want)
	}

	files = map[string]string{"houserules/early.lua": houseRule("early", `    api.chain("damage.preview")`)}
	_, err = New(Options{Layers: []vm.Layer{fakeLayer(files)}, Enable: []Enable{{Name: "gulch.early"}}})
	if want := `houserules/early.lua:3: chain("damage.preview"): chains are read when rules run, not during setup (later modules may still change them)`; err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("chain during setup: %v\nwant …%s", err, want)
	}
}
