package tests

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// scenarioFault is a scenario a ruleset refuses, and the exact refusal
// every command that reads it gives: a file of testdata/scenario_faults,
// or one faultIn wrote (its absolute path).
type scenarioFault struct {
	file, ruleset, want string
}

// faultIn writes file, in a temporary folder, as base (a scenario of
// testdata/scenario_faults the ruleset accepts: TestFaultBasesAreAccepted)
// with the line old, which must be in it once, replaced by new: one fault,
// the other lines and their numbers the base's. It returns the file's path.
func faultIn(t *testing.T, file, base, old, new string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "scenario_faults", base))
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(b), old+"\n"); n != 1 {
		t.Fatalf("%s holds the line %q %d times, want once", base, old, n)
	}
	p := filepath.Join(t.TempDir(), file)
	if err := os.WriteFile(p, []byte(strings.Replace(string(b), old+"\n", new+"\n", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// The bases the faults are made from are fit scenarios: each fault is the
// line it replaces.
func TestFaultBasesAreAccepted(t *testing.T) {
	for base, ruleset := range map[string]string{"p_bank.toml": "percentile", "s_bank.toml": "shootout"} {
		p := filepath.Join("testdata", "scenario_faults", base)
		if _, errs, code := twtw(t, "explain", p, "--ruleset", ruleset, "--seed", "1"); code != 0 {
			t.Errorf("explain %s: exit %d, %s", base, code, errs)
		}
	}
}

// checkScenarioFaults runs fight, sim and explain on each scenario and wants
// exit 2 and the refusal (an input error naming the file, line and field),
// with nothing on stdout.
func checkScenarioFaults(t *testing.T, cases []scenarioFault) {
	t.Helper()
	for _, tc := range cases {
		p := tc.file
		if !filepath.IsAbs(p) {
			p = filepath.Join("testdata", "scenario_faults", p)
		}
		want := "twtw: " + p + ":" + tc.want + "\n"
		for _, cmd := range [][]string{{"fight", p}, {"sim", p, "--runs", "2"}, {"explain", p}} {
			args := append(cmd, "--ruleset", tc.ruleset, "--seed", "1")
			out, errs, code := twtw(t, args...)
			if code != 2 || errs != want || out != "" {
				t.Errorf("%v: exit %d, stdout %.200q, stderr %q; want exit 2, no output and %q", args, code, out, errs, want)
			}
		}
	}
}

// Percentile refused an unknown tactics policy only when fight.new looked
// its rule up: exit 1, "rule fight.new failed … rules[\"tactics.flee\"]: no
// such rule". scenario.check now names the field, the policies there are
// and the nearest, as the other rulesets refuse it.
func TestPercentileRefusesAnUnknownPolicy(t *testing.T) {
	checkScenarioFaults(t, []scenarioFault{
		{faultIn(t, "p_tactics.toml", "p_bank.toml", `tactics = "hold"`, `tactics = "flee"`), "percentile", `70: combatant[6] (Teller).tactics: no tactics policy "flee" ` +
			`(there are: default, guard, hold, sneak; a house rule adds one with rule tactics.flee and an entry "flee" in ` +
			`data tactics.policies)`},
	})
}

// A tactics naming a rule the policies call, not a policy, was accepted by
// TWTW, percentile and ticks, whose checks asked only whether a rule
// tactics.NAME was a function: the fight failed mid-round as a broken rule
// (exit 1). Shootout and ticks refused a misspelt policy without the list of
// policies or a "did you mean". Every ruleset now lists its policies in data
// tactics.policies and refuses any other name through lib/policies.lua.
func TestEveryRulesetRefusesANameThatIsNoPolicy(t *testing.T) {
	helper := func(name, there string) string {
		return `no tactics policy "` + name + `": rule tactics.` + name + ` is defined, but data tactics.policies does ` +
			`not list it (there are: ` + there + `)`
	}
	const twtwPolicies = "brawler, default, dodger, hold, simple"
	checkScenarioFaults(t, []scenarioFault{
		{"twtw_shot_tn.toml", "twtw", `21: combatant[2] (Mouthy vaquero).tactics: ` + helper("shot_tn", twtwPolicies)},
		{"twtw_ready.toml", "twtw", `21: combatant[2] (Mouthy vaquero).tactics: ` + helper("ready", twtwPolicies)},
		{"p_target.toml", "percentile", `23: combatant[2] (Cole Brand).tactics: ` +
			helper("target", "default, guard, hold, sneak")},
		{"t_pick.toml", "ticks", `19: combatant[2] (Silas Crane).tactics: ` + helper("pick", "default, none")},
		{"t_nune.toml", "ticks", `19: combatant[2] (Silas Crane).tactics: no tactics policy "nune"; did you mean "none"? ` +
			`(there are: default, none; a house rule adds one with rule tactics.nune and an entry "nune" in data ` +
			`tactics.policies)`},
		{"s_hodl.toml", "shootout", `17: combatant[2] (Johnny Ringo).tactics: no tactics policy "hodl"; did you mean ` +
			`"hold"? (there are: default, hold, overwatch; a house rule adds one with rules tactics.hodl.<step> and an ` +
			`entry "hodl" in data tactics.policies)`},
	})
}

// A shootout figure whose position is far from the cover spot it names was
// played at that position and behind that cover ("at (50, 50) behind the
// bank counter", the counter at (2, 0)); the shootout README says a figure
// within one inch of a spot is behind it.
func TestShootoutRefusesCoverFarFromThePosition(t *testing.T) {
	checkScenarioFaults(t, []scenarioFault{
		{faultIn(t, "s_poscover.toml", "s_bank.toml", `cover = "bank counter"`, "cover = \"bank counter\"\nposition = [50, 50]"), "shootout", `42: combatant[2] (Shotgun Sam).position: (50, 50) is 69.3 inches from its cover ` +
			`"bank counter" at (2, 0): a figure is behind a cover spot only within 1 inch of it (leave position out to stand at the spot)`},
	})
}

// A shootout figure could prefer a weapon he does not carry (the header
// said "Professional d4 with the bow" of a marshal with a six-gun and a
// rifle), and a corner could leave out the side a figure leans out to,
// which decides his weak side and which the docs gave no default for.
func TestShootoutRefusesAPreferredWeaponNotCarriedAndACornerWithNoSide(t *testing.T) {
	checkScenarioFaults(t, []scenarioFault{
		{faultIn(t, "s_pref.toml", "s_bank.toml", `preferred = "rifle"`, `preferred = "bow"`), "shootout", `58: combatant[4] (Marshal).preferred: "bow" is not one of Marshal's weapons ` +
			`(Marshal carries pistol, rifle)`},
		{faultIn(t, "s_nocornerside.toml", "s_bank.toml", `side = "left"`, "#"), "shootout", `16: cover[3].side: a corner needs a side: left or right, the side a figure ` +
			`leans out to (his weak side when it is not his gun hand)`},
	})
}

// A ticks combatant could start with more wounds than his willpower: he
// attacked in round 1 and then "falls unconscious (100 wounds ≥ willpower
// 10)", where TWTW refuses a combatant who would start concussed or dead.
func TestTicksRefusesACombatantWhoWouldStartUnconscious(t *testing.T) {
	checkScenarioFaults(t, []scenarioFault{
		{"t_wounds100.toml", "ticks", `25: combatant[2] (Shotgun Sam).wounds: 100 wounds at the start ≥ willpower 10: ` +
			`he would be unconscious before the fight began (seed 003 "Death and Dying"; he may start with at most 9)`},
	})
}

// A percentile combatant who enters after the scenario's last round never
// appeared, and the run ended "after 20 round(s)" as if he had not been
// written: the host now gives scenario.check the round limit (the
// scenario's, else the default 20) and the check names both fields.
func TestPercentileRefusesAnEntryAfterTheLastRound(t *testing.T) {
	checkScenarioFaults(t, []scenarioFault{
		{"p_late2.toml", "percentile", `14: combatant[2] (Posse).enters: round 50 is past the fight's last round, 20 ` +
			`(--rounds, else the scenario's rounds, else the default): Posse would never appear`},
		{faultIn(t, "p_enters99.toml", "p_bank.toml", "enters = 2", "enters = 99"), "percentile", `60: combatant[5] (Rooftop Rifleman).enters: round 99 is past the fight's last ` +
			`round, 12 (--rounds, else the scenario's rounds, else the default): Rooftop Rifleman would never appear`},
	})
}

// Positions had no bound: percentile logged "+Inf m apart" for a position of
// 1e300, and TWTW took a combatant a trillion paces off. Each ruleset bounds
// a coordinate in its own units (decided in its scenario schema): 5000
// paces, metres or steps, and 1000 inches on shootout's table.
func TestPositionsAreBounded(t *testing.T) {
	checkScenarioFaults(t, []scenarioFault{
		{"twtw_far.toml", "twtw", `20: combatant[2] (Mouthy vaquero).position[1]: 1e+12 is outside -5000..5000`},
		{faultIn(t, "p_pos.toml", "p_bank.toml", "position = [0, 0]", "position = [1e300, 1e300]"), "percentile", `16: combatant[1] (Two-Gun Jack).position[1]: 1e+300 is outside -5000..5000`},
		{"s_far.toml", "shootout", `9: scenario.cover[1].position[2]: 2000 is outside -1000..1000`},
		{"t_far.toml", "ticks", `19: combatant[2] (Silas Crane).position[1]: -6000 is outside -5000..5000`},
		{"t_screen.toml", "ticks", `5: scenario.screens[1][3]: 1e+09 is outside -5000..5000`},
	})
}
