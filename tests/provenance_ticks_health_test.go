package tests

import (
	"reflect"
	"testing"
)

// The ticks end-of-round checks (seed 003 "Death and Dying": unconscious
// when wounds "are equal to or exceed your willpower", dying when they
// "exceed your resilience", first aid "10 for every wound beyond your
// resilience") log their numbers as terms, so a house rule that changed one
// is credited on the line that prints it. With r.tk_grit on (willpower + 2,
// first aid 5 a wound, + 10 by a wrap of health.first_aid_difficulty), the
// warehouse at seed 7: Imre Sol (willpower 10, resilience 9) ends a round
// with 20 wounds, unconscious against willpower 12, credited to the wrap of
// combatant.stat, and dying with a first aid difficulty of 11 × 5 + 10 = 65,
// the 5 credited to the set of health.table and the 10 to the wrap; his
// resilience, which no module changed, credits nothing.
func TestTicksHealthChecksCreditTheHouseRule(t *testing.T) {
	t.Chdir(t.TempDir())
	tkCampaign(t, "r.tk_grit")
	at := func(text string) string {
		return "rules/health.lua:" + scriptLine(t, "rulesets/ticks/rules/health.lua", text)
	}
	wounds, stat := at(`"wounds at the end of the round"`), at(`string.format("%s %d", stat, v)`)
	book, changed := at(`local t = api.terms("first aid", book`), at(`t:add(n - book, "changed by rule`)
	out := mustTwtw(t, "fight", "--campaign", "tk.toml", "--seed", "7")
	wantLines(t, "fight", out,
		"Imre Sol falls unconscious (20 wounds ≥ willpower 12)\n"+
			"    willpower: 12 (willpower 12) = 12\n"+
			"      +12 willpower 12  [ticks.health "+stat+" · rule combatant.stat wrapped by r.tk_grit tk_v1/grit.lua:11]\n"+
			"    wounds: 20 (wounds at the end of the round) = 20\n"+
			"      +20 wounds at the end of the round  [ticks.health "+wounds+"]\n",
		"Imre Sol is dying (20 wounds > resilience 9): first aid difficulty 65\n"+
			"    difficulty: 55 (11 wounds beyond resilience 9 × 5) + 10 (changed by rule health.first_aid_difficulty) = 65\n"+
			"      +55 11 wounds beyond resilience 9 × 5  [ticks.health "+book+
			" · data health.table[first_aid_per_wound] set by r.tk_grit tk_v1/grit.lua:16]\n"+
			"      +10 changed by rule health.first_aid_difficulty  [ticks.health "+changed+
			" · rule health.first_aid_difficulty wrapped by r.tk_grit tk_v1/grit.lua:17]\n"+
			"    resilience: 9 (resilience 9) = 9\n"+
			"      +9 resilience 9  [ticks.health "+stat+"]\n",
	)

	// JSON: the first dying check's difficulty names the set and the wrap
	out = mustTwtw(t, "fight", "--campaign", "tk.toml", "--seed", "7", "--json")
	got := loggedTerms(t, out, "dying", "difficulty")
	want := []jsonTerm{
		{Amount: 55, Tag: "first_aid", Where: book, Data: []jsonSource{{Table: "health.table", Key: "first_aid_per_wound",
			SetBy: []jsonLink{{Module: "r.tk_grit", Where: "tk_v1/grit.lua:16"}}}}},
		{Amount: 10, Tag: "first_aid", Where: changed, Data: []jsonSource{{Table: "health.first_aid_difficulty", Rule: true,
			SetBy: []jsonLink{{Module: "r.tk_grit", Where: "tk_v1/grit.lua:17", Op: "wrap"}}}}},
	}
	if len(got) < 2 || !reflect.DeepEqual(got[:2], want) {
		t.Errorf("the first dying check's difficulty terms in JSON: %+v, want %+v", got, want)
	}
}
