package tests

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// dataCheckRule is a house rule g.NAME (folder h_NAME) whose setup's line 3
// is api.set(table, function(t) CHANGE return t end).
func dataCheckRule(name, table, change string) string {
	return `return { name = "g.` + name + `", version = "1.0.0", summary = "s", source = "house rule",
  setup = function(api)
    api.set("` + table + `", function(t) ` + change + ` return t end)
  end }
`
}

// TWTW's data.check (scripts/rules/datacheck.lua) refuses, when the rules are
// built, the impossible values a house rule's api.set gave the core's data
// tables: twtw fight and twtw explain of a campaign that enables the rule
// exit 2 naming the set's module and file:line, the table, the entry and the
// value (where a called.table.arm of 2.5 failed mid-attack in
// rules/called.lua, a "2x8" DMG in rules/lib/weigh.lua, and a head of -1000,
// a stun TN of 999, a Pen of 400 or an increment of 0 played silently); a
// sensible value is played, and explain credits it to the set.
func TestTwtwDataCheckRefusesTheSet(t *testing.T) {
	t.Chdir(t.TempDir())
	for _, tc := range []struct{ name, table, change, field, why string }{
		{"arm", "called.table", "t.arm = 2.5", "called.table.arm", "2.5: want a whole number 0..20 (a TN penalty)"},
		{"nan", "called.table", "t.head = 0/0", "called.table.head", "NaN: want a whole number 0..20 (a TN penalty)"},
		{"neg", "called.table", "t.head = -1000", "called.table.head", "-1000: want a whole number 0..20 (a TN penalty)"},
		{"dmg", "gear.weapons", `t.peacemaker.dmg = "2x8"`, "gear.weapons.peacemaker.dmg", `"2x8" is not an effect reference such as "(2)6"`},
		{"pen", "gear.weapons", "t.peacemaker.pen = 400", "gear.weapons.peacemaker.pen", "400: want a whole number 0..20 (a Pen)"},
		{"inc", "gear.weapons", "t.peacemaker.increment = 0", "gear.weapons.peacemaker.increment",
			"0: want a number above 0, up to 1000 (paces a range increment)"},
		{"stun", "wounds.levels", "t[4].stun = 999", "wounds.levels.4.stun", "999: want a whole number 1..20 (a stun TN)"},
		{"wpen", "wounds.levels", "t[2].penalty = 50", "wounds.levels.2.penalty", "50: want a whole number -20..0 (a wound penalty)"},
		{"base", "ranged.table", "t.base = 1/0", "ranged.table.base", "inf: want a whole number 1..20 (a TN)"},
	} {
		dir := "h_" + tc.name
		camp := tc.name + ".toml"
		writeFiles(t, ".", map[string]string{
			dir + "/r.lua": dataCheckRule(tc.name, tc.table, tc.change),
			camp:           fmt.Sprintf("name = %q\nmodules = [\"g.%s\"]\nscripts = [%q]\n", tc.name, tc.name, dir),
		})
		msg := fmt.Sprintf(`building the rules: set %q by g.%s (%s/r.lua:3): %s: %s`, tc.table, tc.name, dir, tc.field, tc.why)
		for _, cmd := range []string{"fight", "explain"} {
			if out, errs, code := twtw(t, cmd, "--campaign", camp); code != 2 || errs != "twtw: "+msg+"\n" {
				t.Errorf("%s %s: exit %d, stderr %q (stdout %d bytes); want 2 and %q", cmd, tc.name, code, errs, len(out), msg)
			}
		}
		_, errs, code := twtw(t, "explain", "--campaign", camp, "--json")
		var e struct {
			Error struct {
				Message, Kind, File, Field string
				Line                       int
			}
		}
		if code != 2 || json.Unmarshal([]byte(errs), &e) != nil || e.Error.Message != msg || e.Error.Kind != "script" ||
			e.Error.File != dir+"/r.lua" || e.Error.Line != 3 || e.Error.Field != tc.field {
			t.Errorf("explain --json %s: exit %d, %s; want 2 and %q at %s/r.lua:3, field %s", tc.name, code, errs, msg, dir, tc.field)
		}
	}
	writeFiles(t, ".", map[string]string{
		"h_ok/r.lua": dataCheckRule("ok", "called.table", "t.head = 8"),
		"ok.toml":    "name = \"ok\"\nmodules = [\"g.ok\"]\nscripts = [\"h_ok\"]\n",
	})
	mustTwtw(t, "fight", "--campaign", "ok.toml", "--seed", "1")
	out := mustTwtw(t, "explain", "--campaign", "ok.toml", "--called", "head", "--seed", "1")
	want := "      +8 called shot: head  [core.called rules/called.lua:" +
		scriptLine(t, "rules/called.lua", `tn:add(api.rules["called.penalty"]`) + " · data called.table[head] set by g.ok h_ok/r.lua:3]\n"
	if !strings.Contains(out, want) {
		t.Errorf("a head of 8: no line %q in\n%s", want, out)
	}
}
