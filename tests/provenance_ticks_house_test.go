package tests

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// tkHouseRules is a ticks house-rule folder (tk.v1, mounted as tk_v1/) of
// the kind a table writes: r.tk_ladder re-tables the difficulty ladder
// (Moderate 30, not seed 003 "Tests"'s 35; ladder.lua:12) and replaces
// test.half (half a statistic rounds up; ladder.lua:18); r.tk_braced wraps
// attack.damage, +2 for an attacker braced on a rail (its own field,
// ctx.braced); r.tk_trip takes evade off Trip's defender list (trip.lua:11);
// r.tk_helpers wraps three helper rules: dexterity + 1 (helpers.lua:11),
// armour − 1 (:16), a shield + 1 (:20); r.tk_grit wraps willpower + 2
// (grit.lua:11), re-tables first aid at 5 a wound beyond resilience (:16) and
// wraps the first aid difficulty + 10 for a dirty wound (:17).
var tkHouseRules = map[string]string{
	"ladder.lua": `-- ladder.lua — r.tk_ladder: Moderate is 30, not 35; half a statistic rounds up.
local M = {
  name = "r.tk_ladder",
  version = "0.1.0",
  summary = "Moderate 30; half rounds up",
  source = "house rule; seed 003 \"Tests\"",
  ruleset = "ticks >= 1.0",
  replaces = { "test.half" },
}

function M.setup(api)
  api.set("test.ladder", function(old)
    local t = {}
    for i, row in ipairs(old) do t[i] = { key = row.key, name = row.name, difficulty = row.difficulty } end
    t[3].difficulty = 30
    return t
  end)
  api.replace("test.half", function(v) return math.ceil(v / 2) end)
end

return M
`,
	"braced.lua": `-- braced.lua — r.tk_braced: an attacker braced on a rail (ctx.braced) deals +2.
local M = {
  name = "r.tk_braced",
  version = "0.1.0",
  summary = "braced +2",
  source = "house rule",
  ruleset = "ticks >= 1.0",
}

function M.setup(api)
  api.wrap("attack.damage", function(next, ctx)
    local t = next(ctx)
    if ctx.braced then t:add(2, "braced on a rail", "braced") end
    return t
  end)
end

return M
`,
	"helpers.lua": `-- helpers.lua — r.tk_helpers: a steadier hand (dexterity + 1), worn plates (armour − 1), a stouter shield (+ 1).
local M = {
  name = "r.tk_helpers",
  version = "0.1.0",
  summary = "dexterity + 1, armour − 1, shield + 1",
  source = "house rule",
  ruleset = "ticks >= 1.0",
}

function M.setup(api)
  api.wrap("combatant.stat", function(next, c, name)
    local v = next(c, name)
    if name == "dexterity" then return v + 1 end
    return v
  end)
  api.wrap("armour.rating", function(next, c, kind)
    local n, from = next(c, kind)
    return math.max(0, n - 1), from
  end)
  api.wrap("shield.rating", function(next, c) local n = next(c) return n > 0 and n + 1 or n end)
end

return M
`,
	"grit.lua": `-- grit.lua — r.tk_grit: willpower + 2; first aid 5 a wound beyond resilience, + 10 for a dirty wound.
local M = {
  name = "r.tk_grit",
  version = "0.1.0",
  summary = "willpower + 2; first aid 5 a wound, + 10",
  source = "house rule; seed 003 \"Death and Dying\"",
  ruleset = "ticks >= 1.0",
}

function M.setup(api)
  api.wrap("combatant.stat", function(next, c, name)
    local v = next(c, name)
    if name == "willpower" then return v + 2 end
    return v
  end)
  api.set("health.table", function(old) old.first_aid_per_wound = 5 return old end)
  api.wrap("health.first_aid_difficulty", function(next, c) return next(c) + 10 end)
end

return M
`,
	"trip.lua": `-- trip.lua — r.tk_trip: a Trip is resisted by dexterity × melee only (no evade).
local M = {
  name = "r.tk_trip",
  version = "0.1.0",
  summary = "Trip resisted by melee only",
  source = "house rule; seed 003 Maneuvers",
  ruleset = "ticks >= 1.0",
}

function M.setup(api)
  api.set("maneuver.table", function(old)
    old.trip.defender[2][2] = nil
    return old
  end)
end

return M
`,
}

// tkCampaign writes the tk.v1 folder and a ticks campaign tk.toml in the
// working folder that plays it with the modules named on.
func tkCampaign(t *testing.T, modules ...string) {
	t.Helper()
	if err := os.MkdirAll("tk.v1", 0o755); err != nil {
		t.Fatal(err)
	}
	for name, src := range tkHouseRules {
		if err := os.WriteFile(filepath.Join("tk.v1", name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	mustTwtw(t, "campaign", "new", "tk.toml", "--ruleset", "ticks")
	mustTwtw(t, "campaign", "scripts", "tk.toml", "add", "./tk.v1")
	mustTwtw(t, append([]string{"campaign", "enable", "tk.toml"}, modules...)...)
}

// wantLines reports each line of want that out lacks.
func wantLines(t *testing.T, what, out string, want ...string) {
	t.Helper()
	for _, w := range want {
		if !strings.Contains(out, w) {
			t.Errorf("%s lacks %q:\n%s", what, w, out)
		}
	}
}

// A difficulty read off the ladder is terms of its own, naming the ladder's
// row (seed 003 "Tests": Moderate 35), so a house rule that re-tables the
// ladder is credited on it: Vera Kade's Trick Shot at seed 3 is 56 against
// Moderate 30, the 30 credited to r.tk_ladder's api.set in the text and in
// --json; the book's ladder credits no set.
func TestTicksLadderDifficultyCreditsTheSet(t *testing.T) {
	t.Chdir(t.TempDir())
	tkCampaign(t, "r.tk_ladder")
	at := "rules/tests.lua:" + scriptLine(t, "rulesets/ticks/rules/tests.lua", `against:add(n, opts.difficulty_why`)
	args := []string{"explain", "--campaign", "tk.toml", "--seed", "3", "--attacker", "Vera Kade", "--target", "Marlowe",
		"--opt", "maneuver=trick_shot"}
	out := mustTwtw(t, args...)
	wantLines(t, "explain", out,
		"Vera Kade: Trick Shot 56 vs Moderate 30 — success\n",
		"    difficulty: 30 (Moderate) = 30\n",
		"      +30 Moderate  [ticks.tests "+at+" · data test.ladder[3][difficulty] set by r.tk_ladder tk_v1/ladder.lua:12]\n",
	)

	got := loggedTerms(t, mustTwtw(t, append(args, "--json")...), "test", "difficulty")
	if len(got) != 1 || got[0].Amount != 30 || got[0].Tag != "difficulty" || got[0].Where != at ||
		!got[0].credits("test.ladder", "3.difficulty", "r.tk_ladder", "tk_v1/ladder.lua:12") {
		t.Errorf("the difficulty's terms in JSON: %+v", got)
	}

	out = mustTwtw(t, "explain", "--ruleset", "ticks", "--seed", "3", "--attacker", "Vera Kade", "--target", "Marlowe",
		"--opt", "maneuver=trick_shot")
	wantLines(t, "explain by the book", out,
		"Vera Kade: Trick Shot 56 vs Moderate 35 — success\n",
		"      +35 Moderate  [ticks.tests "+at+"]\n",
	)
}

// halfScenario is a ticks scenario whose Marksman is resisted by a
// defender without the evade skill: half his quickness 11.
const halfScenario = `name = "Half test"
ruleset = "ticks"
rounds = 5

[[combatant]]
name = "Gunman"
side = "a"
stats = { strength = 10, dexterity = 14, quickness = 14, willpower = 12, resilience = 10 }
skills = { ranged = 3 }
weapons = ["pistol"]
drawn = "pistol"
position = [0, 0]

[[combatant]]
name = "Brawler"
side = "b"
stats = { strength = 13, dexterity = 11, quickness = 11, willpower = 12, resilience = 11 }
skills = { melee = 3 }
weapons = ["knife"]
drawn = "knife"
position = [6, 0]
`

// Half a statistic is worked out by rule test.half (seed 003 "Tests": "you
// use half of the appropriate statistic"; rounded down here), so the term
// names that rule and a house rule that replaces it is credited on the
// number it changed: r.tk_ladder's half rounds up, so a defender without
// evade resists a Marksman with 6 of quickness 11, not 5, and the 6 names
// the replace at ladder.lua:18, in the text and in --json.
func TestTicksReplacedHalfIsCredited(t *testing.T) {
	t.Chdir(t.TempDir())
	tkCampaign(t, "r.tk_ladder")
	if err := os.WriteFile("half.toml", []byte(halfScenario), 0o644); err != nil {
		t.Fatal(err)
	}
	at := "rules/tests.lua:" + scriptLine(t, "rulesets/ticks/rules/tests.lua", `t:add(R["test.half"](v)`)
	args := []string{"explain", "--campaign", "tk.toml", "half.toml", "--opt", "maneuver=marksman", "--seed", "1"}
	wantLines(t, "explain", mustTwtw(t, args...),
		"opposed test: Gunman 42 vs Brawler 6 — Gunman wins\n",
		"      +6 half quickness 11 (no evade skill)  [ticks.tests "+at+" · rule test.half replaced by r.tk_ladder tk_v1/ladder.lua:18]\n",
	)
	half := loggedTerms(t, mustTwtw(t, append(args, "--json")...), "test", "defender")
	want := []jsonSource{{Table: "test.half", Rule: true, SetBy: []jsonLink{{Module: "r.tk_ladder", Where: "tk_v1/ladder.lua:18", Op: "replace"}}}}
	if len(half) != 1 || half[0].Amount != 6 || half[0].Where != at || !reflect.DeepEqual(half[0].Data, want) {
		t.Errorf("the defender's half in JSON: %+v, want 6 at %s with %+v", half, at, want)
	}

	// the book: half of 11 is 5, and no rule is credited
	mustTwtw(t, "campaign", "disable", "tk.toml", "r.tk_ladder")
	wantLines(t, "explain by the book", mustTwtw(t, args...),
		"      +5 half quickness 11 (no evade skill)  [ticks.tests "+at+"]\n")
}

// explain's --opt KEY=VALUE for a house rule's own field reaches the attack
// context (README "Explain any attack": "A house rule's own field ... is
// read once its module is on"): with r.tk_braced on, --opt braced=1 adds
// its +2 to Vera Kade's plain pistol shot at seed 3 (3 + 4 + 2 − 4 = 5),
// credited to the wrap's line; the field was accepted and then dropped. A
// field attack.context works out itself is refused (exit 2), naming the
// option that sets it.
func TestTicksExplainPassesHouseRuleFields(t *testing.T) {
	t.Chdir(t.TempDir())
	tkCampaign(t, "r.tk_braced")
	args := []string{"explain", "--campaign", "tk.toml", "--seed", "3", "--opt", "maneuver=none", "--opt", "braced=1"}
	wantLines(t, "explain", mustTwtw(t, args...),
		"Vera Kade: 5 wounds to Marlowe\n",
		"    damage: 3 (base damage: Pistol) + 4 (skill: ranged 4) + 2 (braced on a rail) − 4 (Heavy ballistic armour (defence 4 vs ranged)) = 5\n",
		"      +2 braced on a rail  [r.tk_braced tk_v1/braced.lua:13]\n",
	)
	var braced []jsonTerm
	for _, x := range loggedTerms(t, mustTwtw(t, append(args, "--json")...), "damage", "damage") {
		if x.Tag == "braced" {
			braced = append(braced, x)
		}
	}
	if len(braced) != 1 || braced[0].Amount != 2 || braced[0].Where != "tk_v1/braced.lua:13" {
		t.Errorf("the braced term in JSON: %+v", braced)
	}

	_, errs, code := twtw(t, "explain", "--campaign", "tk.toml", "--seed", "3", "--opt", "maneuver=none", "--opt", "test_luck=2")
	if want := "twtw: explain.attack: --opt test_luck: test_luck is set by the explanation (--opt luck)\n"; code != 2 || errs != want {
		t.Errorf("--opt test_luck=2: exit %d, %q; want 2, %q", code, errs, want)
	}
}

// A side's score in a maneuver's opposed test names the maneuver.table row
// its statistics and skills were chosen from (seed 003 "Maneuvers": Trip is
// resisted by "their Dex × melee skill or evade"), so a house rule that
// re-tables the row is credited on it: with r.tk_trip on (no evade against a
// Trip), Abe Rosen resists Dutch's Trip at seed 3 with half his dexterity
// 14 (7, no melee skill), credited to the set at trip.lua:11, not with
// dexterity 14 × evade 4 (56) as by the book. Mighty Blow, whose defender
// list was one table with Trip's in the definer's data, keeps its evade:
// 56, credited to no set, and doc lists the one entry the set changed.
func TestTicksManeuverRowCreditsTheSet(t *testing.T) {
	t.Chdir(t.TempDir())
	tkCampaign(t, "r.tk_trip")
	at := "rules/tests.lua:" + scriptLine(t, "rulesets/ticks/rules/tests.lua", `t:add(R["test.half"](v)`)
	times := "rules/tests.lua:" + scriptLine(t, "rulesets/ticks/rules/tests.lua", `t:add(v * d.level`)
	args := []string{"explain", "--campaign", "tk.toml", "pawnshop", "--seed", "3", "--attacker", "Dutch", "--target", "Abe Rosen"}
	trip := append(append([]string{}, args...), "--opt", "maneuver=trip")
	wantLines(t, "explain (Trip)", mustTwtw(t, trip...),
		"opposed test: Dutch 45 vs Abe Rosen 7 — Dutch wins\n",
		"      +7 half dexterity 14 (no melee skill)  [ticks.tests "+at+" · data maneuver.table[trip][defender] set by r.tk_trip tk_v1/trip.lua:11]\n",
		"      +45 dexterity 15 × melee 3  [ticks.tests "+times+"]\n",
	)
	def := loggedTerms(t, mustTwtw(t, append(trip, "--json")...), "test", "defender")
	if len(def) != 1 || def[0].Amount != 7 || def[0].Where != at ||
		!def[0].credits("maneuver.table", "trip.defender", "r.tk_trip", "tk_v1/trip.lua:11") {
		t.Errorf("the defender's terms in JSON: %+v", def)
	}

	out := mustTwtw(t, append(args, "--opt", "maneuver=mighty_blow")...)
	wantLines(t, "explain (Mighty Blow)", out,
		"opposed test: Dutch 30 vs Abe Rosen 56 — Abe Rosen wins\n",
		"      +56 dexterity 14 × evade 4  [ticks.tests "+times+"]\n",
	)
	if strings.Contains(out, " · data ") {
		t.Errorf("Mighty Blow credits a set:\n%s", out)
	}
	out = mustTwtw(t, "doc", "maneuver.table", "--campaign", "tk.toml")
	wantLines(t, "doc maneuver.table", out, "  r.tk_trip tk_v1/trip.lua:11: maneuver.table[trip][defender][2][2] = nil (removed)\n")
	if n := strings.Count(out, "  r.tk_trip tk_v1/trip.lua:11: "); n != 1 {
		t.Errorf("doc maneuver.table lists %d changed entries, want 1:\n%s", n, out)
	}

	// the book: Abe resists the Trip with dexterity 14 × evade 4
	wantLines(t, "explain by the book", mustTwtw(t, "explain", "--ruleset", "ticks", "pawnshop", "--seed", "3", "--attacker", "Dutch",
		"--target", "Abe Rosen", "--opt", "maneuver=trip"),
		"opposed test: Dutch 45 vs Abe Rosen 56 — Abe Rosen wins\n",
		"      +56 dexterity 14 × evade 4  [ticks.tests "+times+"]\n")
}

// A number worked out by a helper rule names the rule, so a house rule that
// wraps the helper is credited on the number it changed, and only where it
// changed it: with r.tk_helpers on, Vera Kade's Marksman at seed 3 scores
// dexterity 15 (14 + 1) × ranged 4 = 60, credited to the wrap of
// combatant.stat, while Marlowe's quickness 14 × evade 1, which the wrap
// left alone, credits nothing; her plain shot meets heavy ballistic armour
// of 3 (4 − 1, seed 003 "Armor"), credited to the wrap of armour.rating; and
// Tom Bright's bat meets Knuckles's shield at 4 (melee 3 + 1, seed 003
// "Shields"), credited to the wrap of shield.rating; Pike's Rapid Attack
// adds dexterity 16 ÷ 4, credited to the wrap of combatant.stat.
func TestTicksWrappedHelperRulesAreCredited(t *testing.T) {
	t.Chdir(t.TempDir())
	tkCampaign(t, "r.tk_helpers")
	times := "rules/tests.lua:" + scriptLine(t, "rulesets/ticks/rules/tests.lua", `t:add(v * d.level`)
	armour := "rules/attack.lua:" + scriptLine(t, "rulesets/ticks/rules/attack.lua", `armour (defence %d vs %s)`)
	shield := "rules/attack.lua:" + scriptLine(t, "rulesets/ticks/rules/attack.lua", `"shield (melee skill %d)"`)
	by := func(rule, line string) string {
		return " · rule " + rule + " wrapped by r.tk_helpers tk_v1/helpers.lua:" + line
	}
	explain := func(args ...string) string {
		return mustTwtw(t, append([]string{"explain", "--campaign", "tk.toml", "--seed", "3"}, args...)...)
	}
	vera := []string{"--attacker", "Vera Kade", "--target", "Marlowe"}
	wantLines(t, "explain (Marksman)", explain(append(vera, "--opt", "maneuver=marksman")...),
		"opposed test: Vera Kade 60 vs Marlowe 14 — Vera Kade wins\n",
		"      +60 dexterity 15 × ranged 4  [ticks.tests "+times+by("combatant.stat", "11")+"]\n",
		"      +14 quickness 14 × evade 1  [ticks.tests "+times+"]\n",
	)
	wantLines(t, "explain (a plain shot)", explain(append(vera, "--opt", "maneuver=none")...),
		"      -3 Heavy ballistic armour (defence 3 vs ranged)  [ticks.attack "+armour+by("armour.rating", "16")+"]\n",
	)
	extra := "rules/outcomes.lua:" + scriptLine(t, "rulesets/ticks/rules/outcomes.lua", `dmg:add(math.floor(v / per)`)
	wantLines(t, "explain (Rapid Attack)", explain("--attacker", "Pike", "--target", "Sam Ortiz", "--opt", "maneuver=rapid_attack"),
		"      +4 Rapid Attack: dexterity 16 ÷ 4  [ticks.outcomes "+extra+by("combatant.stat", "11")+"]\n",
		"Pike: 9 wounds to Sam Ortiz\n",
	)
	out := explain("--attacker", "Tom Bright", "--target", "Knuckles", "--opt", "maneuver=none", "--json")
	var got []jsonTerm
	for _, x := range loggedTerms(t, out, "damage", "damage") {
		if x.Tag == "shield" {
			got = append(got, x)
		}
	}
	want := []jsonSource{{Table: "shield.rating", Rule: true, SetBy: []jsonLink{{Module: "r.tk_helpers", Where: "tk_v1/helpers.lua:20", Op: "wrap"}}}}
	if len(got) != 1 || got[0].Amount != -4 || got[0].Where != shield || !reflect.DeepEqual(got[0].Data, want) {
		t.Errorf("the shield's term in JSON: %+v, want -4 at %s with %+v", got, shield, want)
	}
}
