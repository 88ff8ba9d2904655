package tests

import (
	"path/filepath"
	"strings"
	"testing"
)

// The percentile ruleset's terms name the data table entries they were read
// from (ARCHITECTURE.md "Provenance"): with its example house rule
// posse.head_shots on (scripts/rulesets/percentile/houserules/head_shots.lua:
// the head's damage multiplier ×2 instead of core's ×3, an api.set of
// location.multipliers), explain credits the head's term to the house rule's
// set, in text and in JSON, and nothing else; without it the same attack is
// ×3 and credits no set. Bill (56 % aimed pistol) aims at Curly Joe's head
// (−40 → 16 %), the D100 is 4 (--card 4), and at seed 1 the Colt's 1D8
// shows 4.
func TestPercentileExplainCreditsTheHouseRule(t *testing.T) {
	t.Chdir(t.TempDir())
	mustTwtw(t, "campaign", "new", "camp.toml", "--ruleset", "percentile")
	mustTwtw(t, "campaign", "enable", "camp.toml", "posse.head_shots")

	attack := "rulesets/percentile/rules/attack.lua"
	dice := "[percentile.attack rules/attack.lua:" + scriptLine(t, attack, `local t = api.terms("damage", n,`) + "]"
	multiplier := "rules/attack.lua:" + scriptLine(t, attack, `t:add(after - n,`)
	set := "houserules/head_shots.lua:" + scriptLine(t, "rulesets/percentile/houserules/head_shots.lua", `api.set("location.multipliers"`)
	area := "[percentile.hit rules/hit.lua:" + scriptLine(t, "rulesets/percentile/rules/hit.lua", `t:add(pen, "aiming at the "`) + "]"

	out := mustTwtw(t, "explain", "--campaign", "camp.toml", "--called", "head", "--card", "4", "--seed", "1")
	for _, want := range []string{
		"campaign camp.toml · rules " + simRules(t, "camp.toml") + " · modules: posse.head_shots 1.0.0 (head=2)\n",
		"Bill fires at Curly Joe with the Colt revolver (aimed pistol): D100 4 vs 16 % — hit\n",
		// the aiming penalty and the dice read entries the house rule left alone
		"      -40 aiming at the head  " + area + "\n",
		"  Curly Joe: aimed at the head; 8 damage, HP 13 → 5\n",
		"    damage_terms: 4 (Colt revolver d8: 4) + 4 (head ×2) = 8\n",
		"      +4 Colt revolver d8: 4  " + dice + "\n",
		"      +4 head ×2  [percentile.attack " + multiplier + " · data location.multipliers[head] set by posse.head_shots " + set + "]\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("explain with posse.head_shots lacks %q:\n%s", want, out)
		}
	}
	if n := strings.Count(out, " · data "); n != 1 {
		t.Errorf("explain credits %d terms to a set, want 1 (the head's multiplier):\n%s", n, out)
	}

	// the same attack under the core rules: ×3, 12 damage, no set to credit
	out = mustTwtw(t, "explain", "--ruleset", "percentile", "--called", "head", "--card", "4", "--seed", "1")
	for _, want := range []string{
		"  Curly Joe: aimed at the head; 12 damage, HP 13 → 1\n",
		"      +8 head ×3  [percentile.attack " + multiplier + "]\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("explain without the house rule lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, " · data ") {
		t.Errorf("explain without the house rule credits a set:\n%s", out)
	}

	out = mustTwtw(t, "explain", "--campaign", "camp.toml", "--called", "head", "--card", "4", "--seed", "1", "--json")
	var found bool
	for _, x := range loggedTerms(t, out, "damage", "damage_terms") {
		switch x.Tag {
		case "location":
			found = true
			if x.Amount != 4 || x.Where != multiplier || !x.credits("location.multipliers", "head", "posse.head_shots", set) {
				t.Errorf("the head's term in JSON: %+v; want 4 at %s, read from location.multipliers[head] as set by posse.head_shots %s", x, multiplier, set)
			}
		case "dice":
			if x.Amount != 4 || len(x.Data) != 0 {
				t.Errorf("the dice term in JSON: %+v", x)
			}
		}
	}
	if !found {
		t.Errorf("no location term in the JSON transcript:\n%s", out)
	}

	out = mustTwtw(t, "doc", "location.multipliers", "--campaign", "camp.toml")
	if want := "changed by sets:\n  posse.head_shots " + set + ": location.multipliers[head] = 2\n"; !strings.Contains(out, want) {
		t.Errorf("doc location.multipliers lacks %q:\n%s", want, out)
	}
}

// TestPercentileTermsNameTheirData runs, in a campaign folder, the spec of
// testdata/percentile_retable/retable-rules with posse.retable on: that
// module changes one entry of every data table a percentile term names
// (besides location.multipliers, which posse.head_shots covers; the chart
// and the critical steps of the location line among them), and the
// spec checks that each term read from a changed entry names it and a term
// read from an unchanged one names nothing. A reference naming the wrong
// entry leaves its term without data (or names another), and the spec fails.
func TestPercentileTermsNameTheirData(t *testing.T) {
	dir := t.TempDir()
	copyFixture(t, "percentile_retable/retable-rules", filepath.Join(dir, "retable-rules"))
	t.Chdir(dir)
	mustTwtw(t, "campaign", "new", "camp.toml", "--ruleset", "percentile")
	mustTwtw(t, "campaign", "scripts", "camp.toml", "add", "./retable-rules")
	mustTwtw(t, "campaign", "enable", "camp.toml", "posse.retable")
	out, errs, code := twtw(t, "test", "--campaign", "camp.toml", "--only-campaign")
	if code != 0 || errs != "" || !strings.HasSuffix(out, "7 passed, 0 failed\n") {
		t.Errorf("the retable spec: exit %d, stderr %q, stdout:\n%s", code, errs, out)
	}
}

// The house rules of a judge's report (scripts/README.md "Data provenance"):
// r.chart re-tables the hit-location chart (chest 47–64, right hand 65–66)
// and the hand's critical step (20 %, not 30); r.limbs wraps
// location.multiplier so hands and feet are ×1; r.braced wraps
// hit.percentage with +15 for ctx.braced; r.crit replaces hit.critical (a
// fifth, not a tenth); r.rifle sets the Winchester's damage dice from an
// option.
var pctHouseRules = map[string]string{
	"pct.rules/chart.lua": `-- chart.lua — r.chart: chest 47-64, right hand 65-66; hand -> forearm for 20 %.
local M = { name = "r.chart", version = "0.1.0", summary = "chest 47-64; hand -> forearm needs 20",
  source = "house rule", ruleset = "percentile >= 1.0" }

function M.setup(api)
  api.set("location.chart", function(old)
    local t = {}
    for i, row in ipairs(old) do t[i] = { upto = row.upto, part = row.part, side = row.side } end
    t[8].upto = 64 -- chest 47-64
    t[9].upto = 66 -- right hand 65-66
    return t
  end)
  api.set("location.steps", function(old)
    old.hand = { to = "forearm", need = 20 }
    return old
  end)
end

return M
`,
	"pct.rules/limbs.lua": `-- limbs.lua — r.limbs: a hit in a hand or a foot does full damage (×1, not ×½).
local M = { name = "r.limbs", version = "0.1.0", summary = "hands and feet x1", source = "house rule",
  ruleset = "percentile >= 1.0" }

function M.setup(api)
  api.wrap("location.multiplier", function(next, loc)
    local m, from = next(loc)
    if loc.part == "hand" or loc.part == "foot" then return 1, from end
    return m, from
  end)
end

return M
`,
	"pct.rules/braced.lua": `-- braced.lua — r.braced: a shooter braced on a rail (ctx.braced) gets +15 %.
local M = { name = "r.braced", version = "0.1.0", summary = "braced +15", source = "house rule",
  ruleset = "percentile >= 1.0" }

function M.setup(api)
  api.wrap("hit.percentage", function(next, ctx)
    local t = next(ctx)
    if ctx.braced then t:add(15, "braced on a rail", "braced") end
    return t
  end)
end

return M
`,
	"crit.pct/crit.lua": `-- crit.lua — r.crit: a critical success is a roll under a fifth of the percentage.
local M = { name = "r.crit", version = "0.1.0", summary = "critical under a fifth", source = "house rule",
  ruleset = "percentile >= 1.0", replaces = { "hit.critical" } }

function M.setup(api)
  api.replace("hit.critical", function(roll, pct)
    return roll < 100 and roll * 5 < pct
  end)
end

return M
`,
	"bad.dice/rifle.lua": `-- rifle.lua — r.rifle: the Winchester's damage dice are an option.
local M = { name = "r.rifle", version = "0.1.0", summary = "Winchester damage dice", source = "house rule",
  ruleset = "percentile >= 1.0",
  options = { dice = { type = "string", default = "2d8", doc = "the Winchester's damage dice" } } }

function M.setup(api, opts)
  api.set("gear.weapons", function(old)
    old.rifle.damage = opts.dice
    return old
  end)
end

return M
`,
}

// houseLine is the line of the house rule file (a key of pctHouseRules) that
// contains s, as the folder mounts it: "pct_rules/chart.lua:6".
func houseLine(t *testing.T, file, s string) string {
	t.Helper()
	dir, name, _ := strings.Cut(file, "/")
	return strings.ReplaceAll(dir, ".", "_") + "/" + name + ":" + textLine(t, file, pctHouseRules[file], s)
}

// What a house rule changed on the percentile location line, the critical and
// the damage is credited where the number is printed, in text and in JSON
// (Bill, 56 % aimed pistol, at Curly Joe, 13 HP; the Colt's 1D8 shows 5):
//   - a re-tabled chart: location D100 63 reads the chest (core: the right
//     hand ×½, 2 damage), and the chart's term names r.chart's set of row 8;
//   - a re-tabled critical step: right hand → right forearm needs 20 %, named
//     on the step's term (location.steps[hand]);
//   - a replaced hit.critical: D100 10 against 56 % is critical (core: a plain
//     hit), and the attack's critical terms name r.crit's replace;
//   - a wrap of location.multiplier that makes a foot ×1: the damage is the
//     dice's, and a 0 term names the wrap (it had no term at all); a ×1 the
//     book's chart gives adds none;
//   - an --opt a house rule reads (ctx.braced) reaches the attack context;
//   - a set that makes a damage dice spec bad is refused when the rules are
//     built, naming the set's file:line and the entry (it failed at the first
//     rifle hit, naming rules/attack.lua only).
func TestPercentileHouseRulesAreCreditedOnTheLocationLineAndTheCritical(t *testing.T) {
	t.Chdir(t.TempDir())
	writeFiles(t, ".", pctHouseRules)
	mustTwtw(t, "campaign", "new", "pct.toml", "--ruleset", "percentile")
	mustTwtw(t, "campaign", "scripts", "pct.toml", "add", "./pct.rules")
	mustTwtw(t, "campaign", "enable", "pct.toml", "r.chart", "r.braced", "r.limbs")
	mustTwtw(t, "campaign", "new", "crit.toml", "--ruleset", "percentile")
	mustTwtw(t, "campaign", "scripts", "crit.toml", "add", "./crit.pct")
	mustTwtw(t, "campaign", "enable", "crit.toml", "r.crit")

	attack := "rulesets/percentile/rules/attack.lua"
	at := func(s string) string { return "percentile.attack rules/attack.lua:" + scriptLine(t, attack, s) }
	chartAt := at(`local t = api.terms("location", roll,`)
	stepAt := at(`t:add(s.need, s.from`)
	stopAt := at(`t:add(0, to and string.format(`)
	sameAt := at(`local same = api.terms("damage", 0,`)
	chartSet := houseLine(t, "pct.rules/chart.lua", `api.set("location.chart"`)
	stepsSet := houseLine(t, "pct.rules/chart.lua", `api.set("location.steps"`)
	limbsWrap := houseLine(t, "pct.rules/limbs.lua", `api.wrap("location.multiplier"`)
	critRule := "percentile.hit rules/hit.lua:" + scriptLine(t, "rulesets/percentile/rules/hit.lua", `t:add(book and -1 or 1,`)
	critBook := "percentile.hit rules/hit.lua:" + scriptLine(t, "rulesets/percentile/rules/hit.lua", `local t = api.terms("critical",`)
	critReplace := houseLine(t, "crit.pct/crit.lua", `api.replace("hit.critical"`)

	explain := func(camp string, args ...string) string {
		t.Helper()
		base := []string{"explain", "--campaign", camp, "--stack", "5", "--seed", "1"}
		if camp == "" {
			base = []string{"explain", "--ruleset", "percentile", "--stack", "5", "--seed", "1"}
		}
		return mustTwtw(t, append(base, args...)...)
	}
	for _, tc := range []struct {
		name, camp string
		args, want []string
		not        []string
	}{
		{"the chart: 63 is the chest", "pct.toml", []string{"--card", "30", "--opt", "location=63"}, []string{
			"  Curly Joe: location D100 63 = chest; 10 damage, HP 13 → 3\n",
			"    chart: 63 (D100 63 on the chart: chest, 47–64) = 63\n",
			"      +63 D100 63 on the chart: chest, 47–64  [" + chartAt + " · data location.chart[8] set by r.chart " + chartSet + "]\n",
			"      +5 chest ×2  [" + at(`t:add(after - n,`) + "]\n",
		}, nil},
		{"the chart under core: 63 is the right hand", "", []string{"--card", "30", "--opt", "location=63"}, []string{
			"  Curly Joe: location D100 63 = right hand; 2 damage, HP 13 → 11\n",
			"      +63 D100 63 on the chart: right hand, 63–65  [" + chartAt + "]\n",
		}, []string{" · data ", " · rule "}},
		{"the steps: the hand needs 20 %", "pct.toml", []string{"--card", "4", "--opt", "location=66"}, []string{
			"  Curly Joe: location D100 66 = right hand; critical: right hand → right forearm (needs 20 %, 20 in all), " +
				"right forearm → right arm (needs 30 %, 50 in all); 5 damage, HP 13 → 8\n",
			"      +66 D100 66 on the chart: right hand, 65–66  [" + chartAt + " · data location.chart[9] set by r.chart " + chartSet +
				" · data location.chart[8][upto] set by r.chart " + chartSet + "]\n",
			"    critical_steps: 20 (right hand → right forearm) + 30 (right forearm → right arm) + 0 (right arm → right shoulder not reached: needs 30 %, only 2 of the difference 52 left) = 50\n",
			"      +20 right hand → right forearm  [" + stepAt + " · data location.steps[hand] set by r.chart " + stepsSet + "]\n",
			"      +30 right forearm → right arm  [" + stepAt + "]\n",
			"      +0 right arm → right shoulder not reached: needs 30 %, only 2 of the difference 52 left  [" + stopAt + "]\n",
		}, nil},
		{"a replaced hit.critical: 10 against 56 % is critical", "crit.toml", []string{"--card", "10", "--opt", "location=64"}, []string{
			"Bill fires at Curly Joe with the Colt revolver (aimed pistol): D100 10 vs 56 % — critical success (difference 46)\n",
			"    critical_terms: 0 (the book: D100 10 is not under a tenth of 56 %) + 1 (a critical success by rule hit.critical) = 1\n",
			"      +0 the book: D100 10 is not under a tenth of 56 %  [" + critBook + "]\n",
			"      +1 a critical success by rule hit.critical  [" + critRule + " · rule hit.critical replaced by r.crit " + critReplace + "]\n",
		}, nil},
		{"hit.critical under core: 10 against 56 % is a hit", "", []string{"--card", "10", "--opt", "location=64"}, []string{
			"Bill fires at Curly Joe with the Colt revolver (aimed pistol): D100 10 vs 56 % — hit\n",
		}, []string{"critical_terms", " · data ", " · rule "}},
		{"a wrapped multiplier: the foot ×1", "pct.toml", []string{"--card", "30", "--opt", "location=3"}, []string{
			"  Curly Joe: location D100 3 = right foot; 5 damage, HP 13 → 8\n",
			"    damage_terms: 5 (Colt revolver d8: 5) + 0 (right foot ×1: the dice as rolled) = 5\n",
			"      +0 right foot ×1: the dice as rolled  [" + sameAt + " · rule location.multiplier wrapped by r.limbs " + limbsWrap + "]\n",
		}, nil},
		{"the book's ×1: the forearm adds no term", "pct.toml", []string{"--card", "30", "--opt", "location=70"}, []string{
			"  Curly Joe: location D100 70 = right forearm; 5 damage, HP 13 → 8\n",
			"    damage_terms: 5 (Colt revolver d8: 5) = 5\n",
		}, []string{"×1"}},
		{"an opt a house rule reads: braced", "pct.toml", []string{"--opt", "braced=1", "--card", "30", "--opt", "location=50"}, []string{
			"Bill fires at Curly Joe with the Colt revolver (aimed pistol): D100 30 vs 71 % — hit\n",
			"    pct: 56 (aimed pistol skill (ready and not surprised)) + 15 (braced on a rail) = 71\n",
			"      +15 braced on a rail  [r.braced " + houseLine(t, "pct.rules/braced.lua", `t:add(15, "braced on a rail"`) + "]\n",
		}, nil},
	} {
		out := explain(tc.camp, tc.args...)
		for _, want := range tc.want {
			if !strings.Contains(out, want) {
				t.Errorf("%s: no line %q in\n%s", tc.name, want, out)
			}
		}
		for _, not := range tc.not {
			if strings.Contains(out, not) {
				t.Errorf("%s: %q in\n%s", tc.name, not, out)
			}
		}
	}

	// JSON: the chart's term and the step's name the entries and the sets; the
	// critical's names the rule, replaced
	out := explain("pct.toml", "--card", "4", "--opt", "location=63", "--json")
	chart := loggedTerms(t, out, "damage", "chart")
	if len(chart) != 1 || chart[0].Amount != 63 || !chart[0].credits("location.chart", "8", "r.chart", chartSet) {
		t.Errorf("the chart's term in JSON: %+v; want 63 read from location.chart[8] as set by r.chart %s", chart, chartSet)
	}
	out = explain("pct.toml", "--card", "4", "--opt", "location=66", "--json")
	if steps := loggedTerms(t, out, "damage", "critical_steps"); len(steps) != 3 || steps[0].Amount != 20 ||
		!steps[0].credits("location.steps", "hand", "r.chart", stepsSet) || len(steps[1].Data) != 0 {
		t.Errorf("the critical steps in JSON: %+v; want 20 read from location.steps[hand] as set by r.chart %s, then 30 and 0", steps, stepsSet)
	}
	out = explain("crit.toml", "--card", "10", "--opt", "location=64", "--json")
	want := `{"amount":1,"reason":"a critical success by rule hit.critical","tag":"rule","module":"percentile.hit","where":"` +
		strings.TrimPrefix(critRule, "percentile.hit ") + `","data":[{"table":"hit.critical","rule":true,"set_by":[{"module":"r.crit","where":"` +
		critReplace + `","op":"replace"}]}]}`
	if !strings.Contains(out, want) {
		t.Errorf("the critical's term in JSON: no %s in\n%s", want, out)
	}

	// a bad dice spec from a set: refused when the rules are built (exit 2)
	writeFiles(t, ".", map[string]string{"bad.dice/rifle.lua": pctHouseRules["bad.dice/rifle.lua"]})
	refused := `set "gear.weapons" by r.rifle (` + houseLine(t, "bad.dice/rifle.lua", `api.set("gear.weapons"`) +
		`): gear.weapons.rifle.damage: dice spec "2x8": want NdM, NdM+K or NdM-K, such as 2d6+1, d8 or d100`
	if _, errs, code := twtw(t, "sim", "--ruleset", "percentile", "--runs", "1", "--compare", "./bad.dice+r.rifle.dice=2x8"); code != 2 ||
		errs != "twtw: --compare ./bad.dice+r.rifle.dice=2x8: building the rules: "+refused+"\n" {
		t.Errorf("sim with a bad rifle dice spec: exit %d, stderr %q; want 2 and %q", code, errs, refused)
	}
	mustTwtw(t, "campaign", "new", "rifle.toml", "--ruleset", "percentile")
	mustTwtw(t, "campaign", "scripts", "rifle.toml", "add", "./bad.dice")
	mustTwtw(t, "campaign", "enable", "rifle.toml", "r.rifle")
	if _, errs, code := twtw(t, "campaign", "set", "rifle.toml", "r.rifle.dice=2x8"); code != 2 || !strings.Contains(errs, refused) {
		t.Errorf("campaign set of a bad rifle dice spec: exit %d, stderr %q; want 2 and %q", code, errs, refused)
	}
	mustTwtw(t, "campaign", "set", "rifle.toml", "r.rifle.dice=3d6")
}
