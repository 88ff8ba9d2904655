package host

import (
	"errors"
	"strings"
	"testing"

	"github.com/twtw/twtw/host/vm"
)

// checkedTable defines gulch.dice, a data table whose definer gives a check
// (api.define's fourth argument): every entry is a dice spec the dice library
// parses. The check is run when the rules are built, on the table as each
// set left it.
const checkedTable = `return { name = "gulch.def", version = "1.0.0", summary = "s", source = "house rule",
  setup = function(api)
    api.define("gulch.dice", { colt = "1d8", rifle = "2d6" }, "damage dice", function(t)
      for _, k in ipairs({ "colt", "rifle" }) do
        if not tostring(t[k]):match("^%d*d%d+$") then return string.format("gulch.dice[%s]: %q is no dice spec", k, tostring(t[k])) end
      end
      return nil
    end)
  end }
`

// buildChecked builds the default ruleset with gulch.def and a second house
// rule, gulch.edit, whose setup is body.
func buildChecked(t *testing.T, def, body string) error {
	t.Helper()
	edit := `return { name = "gulch.edit", version = "1.0.0", summary = "s", source = "house rule",
  requires = { "gulch.def" },
  setup = function(api)
` + body + `
  end }
`
	e, err := New(Options{
		Layers: []vm.Layer{fakeLayer(map[string]string{"houserules/def.lua": def, "houserules/edit.lua": edit})},
		Enable: []Enable{{Name: "gulch.def"}, {Name: "gulch.edit"}},
	})
	if err == nil {
		e.Close()
	}
	return err
}

// A set that makes a checked data table unsound — a house rule's damage
// dice "2x8" — is refused when the rules are built (a *LoadError: twtw exits
// 2), naming the set's file:line and the entry the check names; the rule
// that rolls the dice would otherwise fail at the first hit, naming its own
// file only. A sound set, and a table no set changed, build.
func TestSetIsCheckedByTheTablesDefiner(t *testing.T) {
	for _, tc := range []struct{ name, body, want string }{
		{"a bad value", `    api.set("gulch.dice", function(t) t.rifle = "2x8" return t end)`,
			`set "gulch.dice" by gulch.edit (houserules/edit.lua:4): gulch.dice[rifle]: "2x8" is no dice spec`},
		{"a bad value in a whole table", `    api.set("gulch.dice", { colt = "d8", rifle = "2d6" })
    api.set("gulch.dice", { colt = "one", rifle = "2d6" })`,
			`set "gulch.dice" by gulch.edit (houserules/edit.lua:5): gulch.dice[colt]: "one" is no dice spec`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := buildChecked(t, checkedTable, tc.body)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error:\n got %v\nwant it to contain %s", err, tc.want)
			}
			var le *LoadError
			if !errors.As(err, &le) {
				t.Errorf("%T, want a *LoadError (twtw exits 2: the scripts cannot be loaded)", err)
			}
		})
	}
	if err := buildChecked(t, checkedTable, `    api.set("gulch.dice", function(t) t.rifle = "2d8" return t end)`); err != nil {
		t.Errorf("a sound set: %v", err)
	}
	// the definer's own value is the definer's to test: with no set, the check does not run
	never := strings.Replace(checkedTable, `for _, k in ipairs`, `do return "checked" end for _, k in ipairs`, 1)
	if err := buildChecked(t, never, `    api.wrap("ranged.tn", function(next, ctx) return next(ctx) end)`); err != nil {
		t.Errorf("no set: %v", err)
	}
	// a definition the check refuses is the definer's, named once a set makes the check run
	if err := buildChecked(t, never, `    api.set("gulch.dice", function(t) return t end)`); err == nil ||
		!strings.Contains(err.Error(), `define "gulch.dice" by gulch.def (houserules/def.lua:3): checked`) {
		t.Errorf("a refused definition: %v", err)
	}
	// a check that raises names its own line; one that returns a value that is no message says so
	raises := strings.Replace(checkedTable, `then return string.format("gulch.dice[%s]: %q is no dice spec", k, tostring(t[k])) end`,
		`then error(string.format("gulch.dice[%s]: %q is no dice spec", k, tostring(t[k]))) end`, 1)
	if err := buildChecked(t, raises, `    api.set("gulch.dice", function(t) t.rifle = "2x8" return t end)`); err == nil ||
		!strings.Contains(err.Error(), `set "gulch.dice" by gulch.edit (houserules/edit.lua:4): houserules/def.lua:5: gulch.dice[rifle]: "2x8" is no dice spec`) {
		t.Errorf("a check that raises: %v", err)
	}
	odd := strings.Replace(checkedTable, `for _, k in ipairs`, `do return 3 end for _, k in ipairs`, 1)
	if err := buildChecked(t, odd, `    api.set("gulch.dice", function(t) return t end)`); err == nil ||
		!strings.Contains(err.Error(), `its check returned number (want nil when the table is sound, or a message naming the entry)`) {
		t.Errorf("a check that returns a number: %v", err)
	}
	// a rule function checks its own arguments: a check is a data table's
	fn := `return { name = "gulch.def", version = "1.0.0", summary = "s", source = "house rule",
  setup = function(api) api.define("gulch.f", function() end, "f", function() end) end }
`
	if err := buildChecked(t, fn, ``); err == nil || !strings.Contains(err.Error(), "a check is a data table's") {
		t.Errorf("a check of a rule function: %v", err)
	}
}
