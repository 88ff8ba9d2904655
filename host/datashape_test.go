package host

import (
	"errors"
	"strings"
	"testing"

	lua "github.com/yuin/gopher-lua"

	"github.com/twtw/twtw/host/vm"
)

// buildWith builds the default ruleset with one house rule (gulch.t, whose
// setup is body) switched on, and returns New's error.
func buildWith(t *testing.T, body string) error {
	t.Helper()
	e, err := newWith(body)
	if err == nil {
		e.Close()
	}
	return err
}

// newWith is the engine buildWith builds.
func newWith(body string) (*Engine, error) {
	files := map[string]string{"houserules/t.lua": houseRule("t", body)}
	return New(Options{Layers: []vm.Layer{fakeLayer(files)}, Enable: []Enable{{Name: "gulch.t"}}})
}

// A set that would change a data table's shape — a misspelt key, a whole
// table missing keys, a number made a string, a new weapon with a misspelt
// stat — is refused when the rules are built, naming the set's file:line
// and what it changed; the rule that reads the table would otherwise fail
// far from it (ranged.tn: "bad argument #2 to terms") or never read the key.
func TestSetKeepsADataTablesShape(t *testing.T) {
	const tail = "twtw doc %s shows the shape)"
	for _, tc := range []struct{ name, body, want string }{
		{"misspelt key", `    api.set("ranged.table", function(t) t.bsae = 6 return t end)`,
			`set "ranged.table" by gulch.t (houserules/t.lua:3): ranged.table.bsae is a new key; did you mean "base"? (a set may change values and add entries, but keeps every key and its kind; ` +
				strings.Replace(tail, "%s", "ranged.table", 1)},
		{"whole table missing keys", `    api.set("ranged.table", { base = 6 })`,
			`set "ranged.table" by gulch.t (houserules/t.lua:3): ranged.table leaves out forgo_divisor, human_size, mounted, run, size_cap, size_scale, speed_mode, speed_per, unseen, walk (a set may change values and add entries, but keeps every key and its kind; to change some entries, set a function: api.set("ranged.table", function(t) … return t end); ` +
				strings.Replace(tail, "%s", "ranged.table", 1)},
		{"number made a string", `    api.set("ranged.table", function(t) t.base = "six" return t end)`,
			`set "ranged.table" by gulch.t (houserules/t.lua:3): ranged.table.base was a number (5), is now a string ("six") (a set may change values and add entries, but keeps every key and its kind; ` +
				strings.Replace(tail, "%s", "ranged.table", 1)},
		{"table made a number", `    api.set("gear.weapons", function(t) t.peacemaker = 3 return t end)`,
			`set "gear.weapons" by gulch.t (houserules/t.lua:3): gear.weapons.peacemaker was a table, is now a number (3) (a set may change values and add entries, but keeps every key and its kind; ` +
				strings.Replace(tail, "%s", "gear.weapons", 1)},
		{"new weapon with a misspelt stat", `    api.set("gear.weapons", function(t) t.derringer2 = { name = "Derringer", kind = "ranged", acurate = 1 } return t end)`,
			`set "gear.weapons" by gulch.t (houserules/t.lua:3): gear.weapons.derringer2.acurate is a key no other entry has; did you mean "accurate"? (a set may change values and add entries, but keeps every key and its kind; ` +
				strings.Replace(tail, "%s", "gear.weapons", 1)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := buildWith(t, tc.body)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error:\n got %v\nwant it to contain %s", err, tc.want)
			}
			var le *LoadError
			if !errors.As(err, &le) {
				t.Errorf("%T, want a *LoadError (twtw exits 2: the scripts cannot be loaded)", err)
			}
		})
	}
}

// What a set may do: change values, add a skill or a weapon, drop a row on
// purpose with a set function (t.arm = nil); the table in force then holds
// what the set gave.
func TestSetMayChangeValuesAndAddEntries(t *testing.T) {
	for _, tc := range []struct{ name, body, table, key, want string }{
		{"a value", `    api.set("ranged.table", function(t) t.base = 6 return t end)`, "ranged.table", "base", "6"},
		{"a whole table", `    api.set("called.table", ` + wholeCalled + `)`, "called.table", "head", "7"},
		{"a new skill", `    api.set("skills.traits", function(t) t.lockpicking = "dexterity" return t end)`, "skills.traits", "lockpicking", "dexterity"},
		{"a new weapon", `    api.set("gear.weapons", function(t) t.pepperbox = { name = "Pepperbox", kind = "ranged", skill = "shooting", ` +
			`increment = 3, aim = { speed = "F", penalty = -1 }, accurate = 0, dmg = "(2)6", rd = "(1)6", pen = 1, speed = "F", ` +
			`hands = 1, length = "short", damage = "deadly" } return t end)`,
			"gear.weapons", "pepperbox", "table"},
		{"a row dropped", `    api.set("called.table", function(t) t.arm = nil return t end)`, "called.table", "arm", "nil"},
		// (a fraction where the rules allow one: core.datacheck refuses a
		// fractional TN, base = 5.5)
		{"an integer made a fraction", `    api.set("ranged.table", function(t) t.forgo_divisor = 2.5 return t end)`, "ranged.table", "forgo_divisor", "2.5"},
	} {
		e, err := newWith(tc.body)
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		t.Cleanup(e.Close) // after the VM goes back (cleanups run last first)
		_, a := pooledAPI(t, e)
		v := a.reg.table.RawGetString(tc.table).(*lua.LTable).RawGetString(tc.key)
		got := v.String()
		if _, ok := v.(*lua.LTable); ok {
			got = "table"
		}
		if got != tc.want {
			t.Errorf("%s: %s.%s = %s, want %s", tc.name, tc.table, tc.key, got, tc.want)
		}
	}
}
