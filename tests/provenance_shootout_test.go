package tests

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The shootout ruleset (seed 004) credits a house rule that changed one of
// its data tables with api.set, as TWTW does (ARCHITECTURE.md "Provenance"):
// with the built-in house rule posse.buckshot on (a shotgun −1 on the
// severity d6 instead of seed 004 "Hit Locations" −2), explain prints the
// shotgun's severity term with the entry and the house rule's api.set line,
// in text and JSON, and twtw doc shows what the set changed. Seed 23 is
// chosen because the house rule changes the result at once: Doc Amos Pike's
// shotgun hits Lefty Muldoon's right leg with a severity d6 of 4 — row 3, a
// Wound, with the rule; row 2, a Mortal wound, without.
func TestProvenanceShootoutExplainCreditsTheHouseRule(t *testing.T) {
	readme, err := os.ReadFile("../scripts/rulesets/shootout/README.md")
	if err != nil {
		t.Fatal(err)
	}
	t.Chdir(t.TempDir())
	mustTwtw(t, "campaign", "new", "camp.toml", "--ruleset", "shootout")
	mustTwtw(t, "campaign", "enable", "camp.toml", "posse.buckshot")
	set := scriptLine(t, "rulesets/shootout/houserules/buckshot.lua", `api.set("weapons.severity"`)
	adj := scriptLine(t, "rulesets/shootout/rules/locations.lua", `"weapons.severity." .. weapon.class`)
	roll := scriptLine(t, "rulesets/shootout/rules/locations.lua", `api.terms("severity", d6`)
	explain := []string{"explain", "--attacker", "Doc Amos Pike", "--seed", "23"}

	credited := "      -1 shotgun (shotgun -1)  [shootout.locations rules/locations.lua:" + adj +
		" · data weapons.severity[shotgun] set by posse.buckshot houserules/buckshot.lua:" + set + "]\n"
	out := mustTwtw(t, append(explain, "--campaign", "camp.toml")...)
	for _, want := range []string{
		"campaign camp.toml · rules " + simRules(t, "camp.toml") + " · modules: posse.buckshot 1.0.0 (adjust=-1)\n",
		"Lefty Muldoon hit: d8 7 — #7 right leg; severity d6 4 → row 3: W (Wound)\n",
		"    severity: 4 (d6 severity roll) − 1 (shotgun (shotgun -1)) = 3\n",
		credited,
		// the d6 is a roll, read from no table: its own line alone
		"      +4 d6 severity roll  [shootout.locations rules/locations.lua:" + roll + "]\n",
		"Lefty Muldoon is wounded in the right leg (wound 1 there)\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("explain with posse.buckshot lacks %q:\n%s", want, out)
		}
	}
	// the ruleset's README shows the same line
	if !strings.Contains(string(readme), credited) {
		t.Errorf("scripts/rulesets/shootout/README.md does not show the credited line %q", credited)
	}

	// the core alone: the seed's −2 and the core's line, nothing more
	out = mustTwtw(t, append(explain, "--ruleset", "shootout")...)
	for _, want := range []string{
		"Lefty Muldoon hit: d8 7 — #7 right leg; severity d6 4 → row 2: M (Mortal)\n",
		"      -2 shotgun (shotgun -2)  [shootout.locations rules/locations.lua:" + adj + "]\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("explain without posse.buckshot lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, " · data ") {
		t.Errorf("explain without a house rule credits a set:\n%s", out)
	}

	out = mustTwtw(t, append(explain, "--campaign", "camp.toml", "--json")...)
	var found bool
	for _, x := range loggedTerms(t, out, "hit", "severity") {
		switch x.Tag {
		case "weapon":
			found = true
			if x.Amount != -1 || x.Where != "rules/locations.lua:"+adj || !x.credits("weapons.severity", "shotgun", "posse.buckshot", "houserules/buckshot.lua:"+set) {
				t.Errorf("the shotgun's severity term in JSON: %+v", x)
			}
		case "d6":
			if x.Amount != 4 || x.Data != nil {
				t.Errorf("the severity d6 in JSON: %+v", x)
			}
		}
	}
	if !found {
		t.Errorf("no severity term of the shotgun in the JSON transcript:\n%s", out)
	}

	out = mustTwtw(t, "doc", "weapons.severity", "--campaign", "camp.toml")
	for _, want := range []string{
		"chain:\n  define  shootout.weapons         rules/weapons.lua:" +
			scriptLine(t, "rulesets/shootout/rules/weapons.lua", `api.define("weapons.severity"`) +
			"\n  set     posse.buckshot           houserules/buckshot.lua:" + set + "\n",
		"changed by sets:\n  posse.buckshot houserules/buckshot.lua:" + set + ": weapons.severity[shotgun] = -1\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("doc weapons.severity lacks %q:\n%s", want, out)
		}
	}
}

// Every shootout term read from a data table names the entry it read. The
// campaign folder testdata/shootout_retable/retable changes, with api.set,
// the entries those terms read (probe.retable: shoot.table, the Expertise
// ladder, the fisticuffs bonus, the six-gun's short range; probe.short_ladder
// ends the ladder at Slob), and its spec checks each term's data and set_by
// (a term that named another entry, or the whole table, shows another data
// or none); weapons.severity is posse.buckshot's (above and its own spec).
// The number a hit needs is printed by explain alone, which shows it
// credited here.
func TestProvenanceShootoutTermsNameTheirEntries(t *testing.T) {
	retable := fixtureText(t, "shootout_retable/retable/retable.lua")
	retableCampaign(t, "shootout.range_bands", "probe.retable")

	out, errs, code := twtw(t, "test", "--campaign", "camp.toml", "--only-campaign", "--verbose")
	if code != 0 || !strings.HasSuffix(out, "\n10 passed, 0 failed\n") {
		t.Errorf("the retable specs: exit %d, stdout:\n%s\nstderr: %s", code, out, errs)
	}

	shootTable := "retable/retable.lua:" + textLine(t, "retable.lua", retable, `api.set("shoot.table"`)
	ladder := "retable/retable.lua:" + textLine(t, "retable.lua", retable, `api.set("expertise.levels"`)
	out = mustTwtw(t, "explain", "--campaign", "camp.toml", "--seed", "3")
	for _, want := range []string{
		"    need: 3 (a score of 3 or less is a hit) = 3\n",
		"      +3 a score of 3 or less is a hit  [shootout.shooting rules/shooting.lua:" +
			scriptLine(t, "rulesets/shootout/rules/shooting.lua", `"shoot.table.hit"`) +
			" · data shoot.table[hit] set by probe.retable " + shootTable + "]\n",
		"      +1 the Gunslinger (d6)  [shootout.shooting rules/shooting.lua:" +
			scriptLine(t, "rulesets/shootout/rules/shooting.lua", `api.terms("expertise level"`) +
			" · data expertise.levels[2] set by probe.retable " + ladder + "]\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("explain with probe.retable lacks %q:\n%s", want, out)
		}
	}
}

// retableCampaign makes camp.toml, a shootout campaign with the folder
// testdata/shootout_retable/retable and the modules named on, in a temporary
// folder it makes the working folder.
func retableCampaign(t *testing.T, modules ...string) {
	t.Helper()
	dir := t.TempDir()
	copyFixture(t, "shootout_retable/retable", filepath.Join(dir, "retable"))
	t.Chdir(dir)
	mustTwtw(t, "campaign", "new", "camp.toml", "--ruleset", "shootout")
	mustTwtw(t, "campaign", "scripts", "camp.toml", "add", "retable")
	mustTwtw(t, append([]string{"campaign", "enable", "camp.toml"}, modules...)...)
}

// A re-tabled cell of the Hit Location Chart is credited on the hit's line
// (seed 004 Hit Location Chart, #1 Head: 1F 2F 3M …): with probe.chart on,
// the head's row 2 reads M, and the hit's chart term names the cell
// locations.chart[1][rows][2] and the set, in text and JSON. The marshal's
// 4D, his d6 2 a hit, severity 2, location 1 (the head), Jack Kincaid's
// mortal roll 5 against Toughness 4.
func TestProvenanceShootoutChartCellIsCredited(t *testing.T) {
	retableCampaign(t, "probe.chart")
	cell := scriptLine(t, "rulesets/shootout/rules/locations.lua", `local chart = api.logging() and api.terms("chart"`)
	explain := []string{"explain", "--card", "4D", "--stack", "2,2,1,5", "--seed", "1"}
	out := mustTwtw(t, append(explain, "--campaign", "camp.toml")...)
	for _, want := range []string{
		"Jack Kincaid hit: d8 1 — #1 head; severity d6 2 → row 2: M (Mortal)\n",
		"    chart: 2 (#1 head, row 2: M (Mortal)) = 2\n",
		"      +2 #1 head, row 2: M (Mortal)  [shootout.locations rules/locations.lua:" + cell +
			" · data locations.chart[1][rows][2] set by probe.chart retable/chart.lua:13]\n",
		"Jack Kincaid is mortally wounded (head): d8 rolls 5 against Toughness 4 — he expires\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("explain with probe.chart lacks %q:\n%s", want, out)
		}
	}
	out = mustTwtw(t, append(explain, "--campaign", "camp.toml", "--json")...)
	chart := loggedTerms(t, out, "hit", "chart")
	if len(chart) != 1 || chart[0].Amount != 2 || chart[0].Where != "rules/locations.lua:"+cell ||
		!chart[0].credits("locations.chart", "1.rows.2", "probe.chart", "retable/chart.lua:13") {
		t.Errorf("the hit's chart terms in JSON: %+v", chart)
	}
	// the book's chart: row 2 of the head is F (killed: no mortal roll), and
	// nothing is credited
	out = mustTwtw(t, "explain", "--card", "4D", "--stack", "2,2,1", "--seed", "1", "--ruleset", "shootout")
	want := "      +2 #1 head, row 2: F (Fatal)  [shootout.locations rules/locations.lua:" + cell + "]\n"
	if !strings.Contains(out, want) || strings.Contains(out, " · data ") {
		t.Errorf("explain without probe.chart lacks %q or credits a set:\n%s", want, out)
	}
}

// `explain --opt KEY=VALUE` hands a house rule's own context field to the
// shot (README "Explain any attack": "A house rule's own field is read once
// its module is on"): with probe.braced on, --opt braced=true takes the
// marshal from Gunslinger (d6) to Professional (d4), the −1 credited to the
// wrapper's line. It was accepted and dropped: d6, level 1.
func TestExplainShootoutPassesHouseRuleFields(t *testing.T) {
	retableCampaign(t, "probe.braced")
	out := mustTwtw(t, "explain", "--campaign", "camp.toml", "--card", "4D", "--stack", "2,2,1", "--opt", "braced=true", "--seed", "1")
	for _, want := range []string{
		"Marshal Tom Bridger shoots at Jack Kincaid with the six-gun: d4 rolls 2 — a hit\n",
		"    level: 1 (Gunslinger (d6)) − 1 (braced on a rail) = 0\n",
		"      -1 braced on a rail  [probe.braced retable/braced.lua:15]\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("explain --opt braced=true lacks %q:\n%s", want, out)
		}
	}
}
