package host

import (
	"context"
	"errors"
	"strings"
	"testing"

	lua "github.com/yuin/gopher-lua"

	"github.com/twtw/twtw/host/vm"
)

// A wrap that returns nothing where the rule it wraps returned a value (a
// missing `return`), or a value of another kind, is raised at its own
// api.wrap line, naming the rule and the module. It was blamed on the rule's
// caller: a fight failed in core.tactics_pick ("attempt to index a
// non-table object(nil) with key 'total'"), and explain went on with a TN
// of no terms.
func TestWrapSlipIsRaisedAtTheWrap(t *testing.T) {
	for _, tc := range []struct{ body, want string }{
		{"local tn = next(ctx)\n      tn:add(-2, \"sharpshooter\")",
			"houserules/sharp.lua:3: the wrap of ranged.tn by gulch.sharp returned nothing where the rule it wraps returned terms"},
		{"return next(ctx):total() - 2",
			"houserules/sharp.lua:3: the wrap of ranged.tn by gulch.sharp returned a number where the rule it wraps returned terms"},
	} {
		files := map[string]string{"houserules/sharp.lua": houseRule("sharp",
			"    api.wrap(\"ranged.tn\", function(next, ctx)\n      "+tc.body+"\n    end)")}
		e, err := New(Options{Layers: []vm.Layer{fakeLayer(files)}, Enable: []Enable{{Name: "gulch.sharp"}}})
		if err != nil {
			t.Fatal(err)
		}
		var out strings.Builder
		_, err = e.Explain(context.Background(), nil, ExplainOptions{Seed: 1, Out: &out})
		e.Close()
		var re *RuleError
		var se *vm.ScriptError
		if !errors.As(err, &re) || re.Module != "gulch.sharp" || !errors.As(err, &se) || se.Path != "houserules/sharp.lua" || se.Line != 3 ||
			!strings.Contains(err.Error(), tc.want) || out.String() != "" {
			t.Errorf("%s:\n got %v (output %q)\nwant a rule error of gulch.sharp at houserules/sharp.lua:3: %s", tc.body, err, out.String(), tc.want)
		}
	}
}

// What a wrap may return: nil or false in place of the value, a value of
// the same kind, anything when it did not call next — also when the rule
// it wraps ran inside it, through the registry, and returned a value there.
func TestWrapMayReturnNilOrItsOwnKind(t *testing.T) {
	const body = `    api.wrap("combatant.distance", function(next, a, b, how)
      if how == "inner" then return next(a, b) end
      if how == "nil" then next(a, b) return nil end
      if how == "more" then return next(a, b) + 1 end
      api.rules["combatant.distance"](a, b, "inner") -- next runs in the inner call only
    end)
    api.define("gulch.probe", function(how)
      return select("#", api.rules["combatant.distance"]({ x = 0, y = 0 }, { x = 3, y = 4 }, how)),
        (api.rules["combatant.distance"]({ x = 0, y = 0 }, { x = 3, y = 4 }, how))
    end, "calls the wrapped rule")`
	e, err := New(Options{Layers: []vm.Layer{fakeLayer(map[string]string{"houserules/probe.lua": houseRule("probe", body)})},
		Enable: []Enable{{Name: "gulch.probe"}}})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	_, a := pooledAPI(t, e)
	for how, want := range map[string]string{"inner": "1 5", "nil": "1 nil", "more": "1 6", "outer": "0 nil"} {
		rets, err := a.callN(context.Background(), "gulch.probe", 2, lua.LString(how))
		if err != nil {
			t.Errorf("%s: %v", how, err)
			continue
		}
		if got := rets[0].String() + " " + rets[1].String(); got != want {
			t.Errorf("%s: returned (count, value) %s, want %s", how, got, want)
		}
	}
}
