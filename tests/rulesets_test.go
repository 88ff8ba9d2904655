package tests

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Every ruleset's sample fight runs with no scenario argument, is
// byte-identical for one seed, differs across seeds, and --json gives valid
// JSON lines whose header names the ruleset.
func TestEveryRulesetFights(t *testing.T) {
	out, _, code := twtw(t, "rulesets", "--json")
	var all []struct{ Name string }
	if code != 0 || json.Unmarshal([]byte(out), &all) != nil || len(all) < 2 {
		t.Fatalf("rulesets --json: exit %d, %.200s", code, out)
	}
	for _, r := range all {
		a, _, c1 := twtw(t, "fight", "--ruleset", r.Name, "--seed", "7")
		b, _, c2 := twtw(t, "fight", "--ruleset", r.Name, "--seed", "7")
		c, _, _ := twtw(t, "fight", "--ruleset", r.Name, "--seed", "8")
		if c1 != 0 || c2 != 0 || a != b {
			t.Errorf("%s: seed 7 twice: exit %d/%d, identical %v", r.Name, c1, c2, a == b)
		}
		if a == c {
			t.Errorf("%s: seeds 7 and 8 gave the same fight", r.Name)
		}
		j, _, _ := twtw(t, "fight", "--ruleset", r.Name, "--seed", "7", "--json")
		lines := strings.Split(strings.TrimSpace(j), "\n")
		for i, l := range lines {
			var v map[string]any
			if err := json.Unmarshal([]byte(l), &v); err != nil {
				t.Fatalf("%s: --json line %d is not JSON: %v", r.Name, i+1, err)
			}
			if i == 0 && v["fields"].(map[string]any)["ruleset"] != r.Name {
				t.Errorf("%s: the header does not name the ruleset: %s", r.Name, l)
			}
		}
	}
}

// A campaign plays one ruleset: enabling a module of another is refused
// naming both rulesets, and a scenario of one ruleset under another exits 2
// naming the file and the field.
func TestRulesetsDoNotMix(t *testing.T) {
	dir := t.TempDir()
	camp := dir + "/c.toml"
	if _, errs, code := twtw(t, "campaign", "new", camp); code != 0 {
		t.Fatal(errs)
	}
	_, errs, code := twtw(t, "campaign", "enable", camp, "percentile.fumbles")
	if want := `module "percentile.fumbles" belongs to ruleset percentile, not to ruleset twtw`; code != 2 || !strings.Contains(errs, want) {
		t.Errorf("exit %d, stderr %q; want 2 and %q", code, errs, want)
	}
	pc := dir + "/p.toml"
	twtw(t, "campaign", "new", pc, "--ruleset", "percentile")
	if _, errs, code := twtw(t, "campaign", "enable", pc, "bleeding"); code != 2 || !strings.Contains(errs, `module "bleeding" belongs to ruleset twtw, not to ruleset percentile`) {
		t.Errorf("exit %d, stderr %q", code, errs)
	}
	if _, errs, code := twtw(t, "fight", "--campaign", pc, "--ruleset", "twtw"); code != 2 || !strings.Contains(errs, "plays ruleset percentile") {
		t.Errorf("--ruleset against the campaign's: exit %d, stderr %q", code, errs)
	}
	sc := writeFile(t, dir, "duel.toml", duelText(t))
	_, errs, code = twtw(t, "fight", sc, "--ruleset", "percentile", "--seed", "1")
	if code != 2 || !strings.Contains(errs, "duel.toml:") || !strings.Contains(errs, "unknown field") || !strings.Contains(errs, "this runs ruleset percentile") {
		t.Errorf("a TWTW scenario under percentile: exit %d, stderr %q", code, errs)
	}
	tagged := writeFile(t, dir, "tagged.toml", "ruleset = \"percentile\"\n"+duelText(t))
	_, errs, code = twtw(t, "fight", tagged, "--seed", "1")
	if code != 2 || !strings.Contains(errs, `tagged.toml:1: ruleset: the scenario is written for ruleset "percentile" and this runs ruleset "twtw" (use --ruleset percentile)`) {
		t.Errorf("a tagged scenario under twtw: exit %d, stderr %q", code, errs)
	}
	// a game there is not: "use --ruleset ticsk" sent the user to a second refusal
	misspelt := writeFile(t, dir, "misspelt.toml", "ruleset = \"ticsk\"\n"+duelText(t))
	_, errs, code = twtw(t, "fight", misspelt, "--seed", "1")
	if want := `misspelt.toml:1: ruleset: no ruleset "ticsk" (there are: twtw, percentile, shootout, ticks); did you mean "ticks"?`; code != 2 || !strings.Contains(errs, want) {
		t.Errorf("a scenario of an unknown ruleset: exit %d, stderr %q; want 2 and %q", code, errs, want)
	}
}

// --aimed is TWTW's aim actions (0..2) only under TWTW: ticks reads it as the
// ticks waited, so --aimed 12 explains a 12-tick aim (base 3 + ranged 4 + 5
// more = damage 12, less heavy armour's 4 = 8); it was refused with TWTW's
// "want 0..2".
func TestExplainAimedIsTheRulesetsOwn(t *testing.T) {
	out := mustTwtw(t, "explain", "--ruleset", "ticks", "--seed", "3", "--aimed", "12", "--opt", "maneuver=none")
	for _, want := range []string{
		"      +5 aim: waited 12 ticks, more than base + skill 7: damage 12  [ticks.aim rules/aim.lua:" +
			scriptLine(t, "rulesets/ticks/rules/aim.lua", `dmg:add(n - plain`) + "]\n",
		"Marlowe has 8 wounds (willpower 13, resilience 11)\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("explain --ruleset ticks --aimed 12: no %q in\n%s", want, out)
		}
	}
	// the shot of an Aim action (seed 003 "Combat": a maneuver goes with an
	// attack): --aimed 15 took the tactics' Marksman (+4), measured the aim
	// against base + skill 11 and fired on tick 16; now no maneuver, base 3 +
	// ranged 4 = 7, fired on tick 16 − 15 = 1
	out = mustTwtw(t, "explain", "--ruleset", "ticks", "--seed", "3", "--aimed", "15")
	for _, want := range []string{
		"\ntick 1: Vera Kade attacks Marlowe with the Pistol\n",
		"      +8 aim: waited 15 ticks, more than base + skill 7: damage 15  [ticks.aim rules/aim.lua:",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("explain --ruleset ticks --aimed 15: no %q in\n%s", want, out)
		}
	}
	if strings.Contains(out, "Marksman") {
		t.Errorf("explain --ruleset ticks --aimed 15: a maneuver on an aimed shot in\n%s", out)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"explain", "--aimed", "3"}, "twtw: explain.attack: --aimed: 3: want 0..2 (a weapon may be aimed up to 2 consecutive actions, aim.table.max_actions)\n"},
		{[]string{"explain", "--ruleset", "ticks", "--aimed", "-1"}, "twtw: --aimed -1: want 0 or more\n"},
		{[]string{"explain", "--ruleset", "percentile", "--seed", "1", "--aimed", "3"}, "twtw: explain.attack: --aimed: 3: percentile counts no aim actions " +
			`(seed 002 "4.2.2.1.1": a pistol shot is aimed or instinctive): --opt mode=aimed` + "\n"},
		// a field the shot sets itself was dropped without a word
		{[]string{"explain", "--ruleset", "shootout", "--seed", "1", "--opt", "shot=3"}, "twtw: explain.attack: --opt shot: shot is set by the explanation\n"},
		// shootout's aim is a turn's aim at the target, or none: --aimed 99 was taken as 1
		{[]string{"explain", "--ruleset", "shootout", "--seed", "1", "--aimed", "2"}, "twtw: explain.attack: --aimed: 2: want 0 or 1 (he aimed at the target last turn, or not)\n"},
		{[]string{"explain", "--ruleset", "ticks", "--seed", "3", "--aimed", "15", "--opt", "maneuver=marksman"}, "twtw: explain.attack: --opt maneuver: " +
			`marksman: an aimed shot takes no maneuver (seed 003 "Combat": a maneuver is declared with the Attack action, and Aim is an action of its own)` + "\n"},
	} {
		if _, errs, code := twtw(t, c.args...); code != 2 || errs != c.want {
			t.Errorf("twtw %s: exit %d, stderr %q; want 2 and %q", strings.Join(c.args, " "), code, errs, c.want)
		}
	}
	// TWTW's limit is its data, aim.table.max_actions: a house rule that
	// allows three aim actions explains a third (it was fixed at 2 in Go)
	dir := t.TempDir()
	writeFile(t, dir, "steady/steady.lua", `local M = { name = "gulch.steady", version = "1.0.0", summary = "three aim actions", source = "test" }
function M.setup(api)
  api.set("aim.table", function(t) t.max_actions = 3 return t end)
end
return M
`)
	camp := writeFile(t, dir, "camp.toml", "modules = [\"gulch.steady\"]\nscripts = [\"steady\"]\n")
	want := "Miranda Valentine shoots at Angus Laroq with the Colt Peacemaker, gunslinger model at 10 paces (aimed ×3): card 19"
	if out, errs, code := twtw(t, "explain", "--campaign", camp, "--aimed", "3", "--seed", "1"); code != 0 || !strings.Contains(out, want) {
		t.Errorf("explain --aimed 3 with aim.table.max_actions = 3: exit %d, %q; want %q in\n%s", code, errs, want, out)
	}
}

// An explain option the ruleset's explain.attack cannot read is bad input
// (exit 2, kind input, the flag as the field), not a rule that failed:
// the rule refuses it with api.refuse. The first two exited 1 (kind rule),
// the maneuver after failing inside core.unarmed, and so did a called part
// or aimed-at area the rules have no row for, and a weapon shootout's list
// does not have. A key no script of the game
// reads is refused by the host before the rule runs (it was ignored).
func TestExplainRefusesOptionsItCannotRead(t *testing.T) {
	for _, tc := range []struct {
		args       []string
		field, msg string
	}{
		{[]string{"explain", "brawl", "--attacker", "Hank", "--target", "The Swede", "--opt", "maneuver=bogus", "--json"},
			"--opt maneuver", `explain.attack: --opt maneuver: no maneuver "bogus" (want block, choke, dirty_blow, disarm, hold, kick, punch, shove, takedown, throw)`},
		{[]string{"explain", "--ruleset", "percentile", "--card", "400", "--json"},
			"--card", "explain.attack: --card: 400: want a D100 roll, 1..100"},
		{[]string{"explain", "duel", "--called", "hed", "--json"}, "--called", `explain.attack: --called: no called-shot row for "hed" ` +
			`(want arm, belly, chest, eye, eyeball, foot, hand, head, heart, leg, torso, vitals; with a side or in the plural too: "left hand", "eyes")`},
		{[]string{"explain", "--ruleset", "percentile", "--opt", "area=chst", "--json"}, "--opt area", `explain.attack: --opt area: no area "chst" ` +
			`(want abdomen, chest, head, left/right arm, left/right foot, left/right forearm, left/right hand, left/right lower leg, left/right shoulder, left/right thigh)`},
		{[]string{"explain", "--ruleset", "shootout", "--weapon", "nope", "--json"}, "--weapon", `explain.attack: --weapon: Marshal Tom Bridger ` +
			`has no weapon "nope", and the weapon list neither (want bow, carbine, derringer, knife, pistol, pocket_pistol, rifle, scoped_rifle, shotgun)`},
		{[]string{"explain", "--ruleset", "ticks", "--seed", "3", "--aimed", "40", "--json"}, "--aimed", "explain.attack: --aimed: 40: Vera Kade " +
			"(quickness 16) can have waited at most 15 ticks by tick 1 (the saving starts on the quickness tick, and the count ends at tick 1)"},
		{[]string{"explain", "--ruleset", "percentile", "--card", "4", "--opt", "locaton=64", "--json"},
			"--opt locaton", `--opt locaton: no script of ruleset percentile or of a module on reads "locaton"; did you mean "location"?`},
	} {
		_, errs, code := twtw(t, tc.args...)
		var got struct {
			Error struct{ Message, Kind, Field string }
		}
		if err := json.Unmarshal([]byte(errs), &got); err != nil {
			t.Fatalf("%v: stderr is not one JSON error: %v\n%s", tc.args, err, errs)
		}
		if e := got.Error; code != 2 || e.Kind != "input" || e.Field != tc.field || e.Message != tc.msg {
			t.Errorf("%v: exit %d, %+v; want 2, kind input, field %q, message %q", tc.args, code, e, tc.field, tc.msg)
		}
	}
}

// Under shootout (seed 004 "Hitting", "Hit Locations") --stack fixes the dice
// of the explained shots in order — the hitting roll on the Expertise die,
// the severity d6, the location d8, the Toughness d8 the hit calls for — and
// --card names the card by rank and suit; both were ignored or read as a
// deck number. The marshal's four of diamonds: a 2 on his d6 hits, severity
// 4 on #1 head is row 4, W, and Jack Kincaid's d8 of 5 against Toughness 4
// fails by 1, so he falls and the gentleman holds his second shot. Seed 3's
// own --stack 1,1,6 hits the lower abdomen for an F the saloon window stops.
func TestExplainShootoutStack(t *testing.T) {
	out := mustTwtw(t, "explain", "--ruleset", "shootout", "--seed", "9", "--card", "4D", "--stack", "2,4,1,5")
	for _, want := range []string{
		"explain: Marshal Tom Bridger shoots at Jack Kincaid with the six-gun on the four of diamonds, 2 shots (Jack Kincaid is behind the saloon window)\n" +
			"Marshal Tom Bridger shoots at Jack Kincaid with the six-gun: d6 rolls 2 — a hit\n",
		"Jack Kincaid hit: d8 1 — #1 head; severity d6 4 → row 4: W (Wound)\n",
		"Jack Kincaid tests Toughness (head wound): d8 rolls 5 against 4 — fails by 1\n",
		"Jack Kincaid passes out for 1 turn (failed Toughness after a wound in the head)\n" +
			"Marshal Tom Bridger holds his fire: a gentleman does not shoot a downed man\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("explain --ruleset shootout --card 4D --stack 2,4,1,5: no %q in\n%s", want, out)
		}
	}
	out = mustTwtw(t, "explain", "--ruleset", "shootout", "--seed", "3", "--stack", "1,1,6")
	for _, want := range []string{
		"Marshal Tom Bridger shoots at Jack Kincaid with the six-gun: d6 rolls 1 — a hit\n",
		"Jack Kincaid hit: d8 6 — #6 lower abdomen; severity d6 1 → row 1: F (Fatal) — but the lower abdomen is behind the saloon window: the shot is stopped\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("explain --ruleset shootout --seed 3 --stack 1,1,6: no %q in\n%s", want, out)
		}
	}
	// a value no die shows, a face no shot rolled, a face larger than the die
	// the rules roll there, a card that is no playing card: bad input,
	// refused (api.refuse), exit 2 (a face too large was the dice library's
	// error at the rolling line, a failed rule, exit 1)
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"--stack", "2,x"}, 2, `explain.attack: --stack: "x" is not a die face (want whole numbers from 1, separated by commas)`},
		{[]string{"--stack", "7"}, 2, `explain.attack: --stack: "7": face 7 is larger than the d6 the attack rolled there` +
			" (a shot rolls its Expertise die; a hit the severity d6, the location d8, then the d8 tests it calls for)"},
		{[]string{"--card", "4D", "--stack", "2,4,1,5,6"}, 2, `explain.attack: --stack: "2,4,1,5,6": the attack rolled 4 of its 5 faces; 6 not rolled` +
			" (a shot rolls its Expertise die; a hit the severity d6, the location d8, then the d8 tests it calls for)"},
		{[]string{"--card", "4"}, 2, "explain.attack: --card: 4: name a playing card by rank and suit (such as 4H, 10S, KD; RJ, BJ for the jokers)"},
		{[]string{"--card", "XX"}, 2, `explain.attack: --card: "XX" is not a playing card: no suit "X": want a rank 2..10, T, J, Q, K or A and a suit C, D, H or S (such as KH, 10S, TS, AS), or RJ or BJ for the jokers`},
	} {
		args := append([]string{"explain", "--ruleset", "shootout", "--seed", "3"}, c.args...)
		if out, errs, code := twtw(t, args...); code != c.code || out != "" || errs != "twtw: "+c.want+"\n" {
			t.Errorf("twtw %s: exit %d, stdout %d bytes, stderr %q; want %d and %q", strings.Join(args, " "), code, len(out), errs, c.code, c.want)
		}
	}
}

// A Quick Draw (handgun/thrown) attacks "at their quickness-10" (seed 003),
// and the resolution count runs down to tick 1: with both duellists of the
// standoff at quickness 10 it came on tick 0, so explain printed "tick 0:
// Jess Calloway attacks" and in a fight both declared it every round (luck
// spent for a Double tap beside it) and "never got the chance". explain now
// refuses it (exit 2, naming --opt maneuver), and the fight draws first.
func TestTicksQuickDrawOnTickZero(t *testing.T) {
	b, err := os.ReadFile("../scripts/rulesets/ticks/scenarios/standoff.toml")
	if err != nil {
		t.Fatal(err)
	}
	sc := writeFile(t, t.TempDir(), "slow.toml", strings.ReplaceAll(string(b), "quickness = 15", "quickness = 10"))
	want := "twtw: explain.attack: --opt maneuver: quick_draw_handgun with the Pistol: Quick Draw (handgun/thrown) " +
		"would attack on tick 0 (quickness 10 − 10): the count ends at tick 1\n"
	if out, errs, code := twtw(t, "explain", "--ruleset", "ticks", "--seed", "1", sc, "--opt", "maneuver=quick_draw_handgun"); code != 2 || out != "" || errs != want {
		t.Errorf("explain a Quick Draw at quickness 10: exit %d, stdout %q, stderr %q; want 2 and %q", code, out, errs, want)
	}
	out := mustTwtw(t, "fight", "--ruleset", "ticks", "--seed", "1", sc)
	for _, s := range []string{"tick 10: Jess Calloway declares Other, draw the Pistol\n", "tick 10: Silas Crane declares Other, draw the Pistol\n"} {
		if !strings.Contains(out, s) {
			t.Errorf("fight at quickness 10: no %q in\n%s", s, out)
		}
	}
	if strings.Contains(out, "[Quick Draw") {
		t.Errorf("fight at quickness 10: a Quick Draw declared in\n%s", out)
	}
}

// Under ticks (seed 003: no cards, no dice, no hit locations) explain refused
// nothing: --card 4 and --stack 1,2 were ignored, exit 0. Both are now
// refused as bad input naming the value (exit 2); a house rule that rolls dice takes --stack's faces
// in order: ticks.swing's d10s, the attacker's then the defender's, make
// Vera Kade's Trip 28 + 10 = 38 against Marlowe's 36 + 1 = 37, and it comes off.
func TestExplainTicksStack(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		// a maneuver the attack cannot make, as a declaration would refuse it
		{[]string{"--opt", "maneuver=trip"}, "--opt maneuver: trip with the Pistol: Trip needs a melee attack"},
		{[]string{"--opt", "maneuver=quick_draw_melee"}, "--opt maneuver: quick_draw_melee with the Pistol: Quick Draw (melee) draws a melee weapon"},
		{[]string{"--attacker", "Sam Ortiz", "--weapon", "pistol", "--opt", "maneuver=run_and_gun"}, "--opt maneuver: run_and_gun: Sam Ortiz needs 2 luck to meet its requirement and has 0"},
		// an aim a declaration refuses (seed 003 "Aim": "a target that you could attack with your ranged weapon";
		// the saving runs from quickness down to tick 1): both were explained
		{[]string{"--attacker", "Tom Bright", "--aimed", "15", "--opt", "maneuver=none"}, "--aimed: 15: Aim needs a ranged weapon in hand, and Tom Bright has the Baseball bat"},
		{[]string{"--opt", "aim=16"}, "--opt aim: 16: Vera Kade (quickness 16) can have waited at most 15 ticks by tick 1 (the saving starts on the quickness tick, and the count ends at tick 1)"},
		// no attack on tick 0: the count runs down to 1 (it printed "tick 0: Vera Kade attacks")
		{[]string{"--opt", "tick=0"}, `--opt tick: 0: the count runs down to tick 1 (seed 003 "Combat")`},
		{[]string{"--card", "4"}, "--card: 4: seed 003 draws no cards (a test is statistic × skill against a difficulty)"},
		{[]string{"--called", "head"}, `--called: "head": seed 003 has no hit locations (an attack deals wounds)`},
		{[]string{"--stack", "1,2"}, `--stack: "1,2": the attack rolled 0 of its 2 faces; 1, 2 not rolled (seed 003 rolls no dice; a house rule may, such as ticks.swing's die for each side of an opposed test)`},
		{[]string{"--stack", "1,x"}, `--stack: "x" is not a die face (want whole numbers from 1, separated by commas)`},
	} {
		args := append([]string{"explain", "--ruleset", "ticks", "--seed", "3"}, c.args...)
		want := "twtw: explain.attack: " + c.want + "\n"
		if out, errs, code := twtw(t, args...); code != 2 || out != "" || errs != want {
			t.Errorf("twtw %s: exit %d, stdout %d bytes, stderr %q; want 2 and %q", strings.Join(args, " "), code, len(out), errs, want)
		}
	}

	// a Quick Draw attacks at quickness − 10 (seed 003 "Quick Draw"): Vera's 16 → tick 6
	if out := mustTwtw(t, "explain", "--ruleset", "ticks", "--seed", "3", "--opt", "maneuver=quick_draw_handgun"); !strings.Contains(out,
		"\ntick 6: Vera Kade attacks Marlowe with the Pistol [Quick Draw (handgun/thrown)]\n") {
		t.Errorf("quick_draw_handgun: no attack on tick 6 in\n%s", out)
	}

	camp := t.TempDir() + "/camp.toml"
	mustTwtw(t, "campaign", "new", camp, "--ruleset", "ticks")
	mustTwtw(t, "campaign", "enable", camp, "ticks.swing")
	out := mustTwtw(t, "explain", "--campaign", camp, "--seed", "3", "--attacker", "Tom Bright", "--opt", "maneuver=trip", "--stack", "10,1")
	for _, want := range []string{
		"opposed test: Tom Bright 50 vs Marlowe 49 — Tom Bright wins\n",
		"      +10 swing: d10  [ticks.swing houserules/swing.lua:26]\n",
		"      +1 swing: d10  [ticks.swing houserules/swing.lua:27]\n",
		"Tom Bright: no wounds to Marlowe — Marlowe falls to the ground and cannot move this round\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("explain with ticks.swing --stack 10,1: no %q in\n%s", want, out)
		}
	}
	if _, errs, code := twtw(t, "explain", "--campaign", camp, "--seed", "3", "--attacker", "Tom Bright", "--opt", "maneuver=trip", "--stack", "11"); code != 2 ||
		!strings.HasPrefix(errs, "twtw: explain.attack: --stack: \"11\": face 11 is larger than the d10 the attack rolled there (") {
		t.Errorf("--stack 11 with ticks.swing: exit %d, stderr %q", code, errs)
	}
}

// A ruleset's scenario.check names the combatant a refused field is of, as
// the schema's own messages do ("combatant[2] (Joe).weapons"); it said
// "combatant[2].weapons", the name left out. The field in --json stays the
// path in the file.
func TestScenarioCheckNamesTheCombatant(t *testing.T) {
	sc := writeFile(t, t.TempDir(), "p.toml", `ruleset = "percentile"
name = "x"
[[combatant]]
name = "Bill"
side = "a"
weapons = ["revolver"]
[[combatant]]
name = "Joe"
side = "b"
weapons = ["revolver", "revolver", "revolver"]
`)
	_, errs, code := twtw(t, "fight", sc, "--ruleset", "percentile", "--json")
	want := `{"error":{"message":"` + sc + `:10: combatant[2] (Joe).weapons: two hands hold at most two pistols","kind":"input","file":"` + sc + `","line":10,"field":"combatant[2].weapons"}}` + "\n"
	if code != 2 || errs != want {
		t.Errorf("exit %d, stderr %q; want 2 and %q", code, errs, want)
	}
}

// A bad value a house rule's set gives a shootout data table is refused when
// the rules are built (rules/datacheck.lua through the host's data.check),
// naming the set's module and file:line and the entry, exit 2, and the
// campaign file is left as it was: a lower-case chart letter (seed 004 Hit
// Location Chart: F, M, W, S) had been played as neither F nor M, and a d0
// in the Expertise ladder failed mid-fight in dice.d with no word of the
// house rule.
func TestShootoutRefusesBadDataAtLoad(t *testing.T) {
	dir := t.TempDir()
	copyFixture(t, "shootout_baddata/bad", filepath.Join(dir, "bad"))
	t.Chdir(dir)
	mustTwtw(t, "campaign", "new", "camp.toml", "--ruleset", "shootout")
	mustTwtw(t, "campaign", "scripts", "camp.toml", "add", "bad")
	before, err := os.ReadFile("camp.toml")
	if err != nil {
		t.Fatal(err)
	}
	for mod, want := range map[string]string{
		"probe.letter": `set "locations.chart" by probe.letter (bad/letter.lua:12): locations.chart.1.rows.2: "m" is no code ` +
			`of the chart (want F, M, S, W: a key of locations.results)`,
		"probe.die": `set "expertise.levels" by probe.die (bad/die.lua:12): expertise.levels.7.die: 0 is no die ` +
			`(want a whole number of sides, 1 or more)`,
	} {
		_, errs, code := twtw(t, "campaign", "enable", "camp.toml", mod)
		if code != 2 || !strings.Contains(errs, "building the rules: "+want+"\n") {
			t.Errorf("campaign enable %s: exit %d, stderr %q; want exit 2 and %q", mod, code, errs, want)
		}
		if after, _ := os.ReadFile("camp.toml"); string(after) != string(before) {
			t.Errorf("campaign enable %s changed the campaign file:\n%s", mod, after)
		}
	}
	// --json names the set's file and line and the entry, as for a script's
	// own error (they were empty)
	_, errs, code := twtw(t, "campaign", "enable", "camp.toml", "probe.letter", "--json")
	var got struct {
		Error struct {
			Kind, File, Field string
			Line              int
		}
	}
	if err := json.Unmarshal([]byte(errs), &got); err != nil || code != 2 {
		t.Fatalf("--json: exit %d, %q (%v)", code, errs, err)
	}
	if e := got.Error; e.Kind != "script" || e.File != "bad/letter.lua" || e.Line != 12 || e.Field != "locations.chart.1.rows.2" {
		t.Errorf("--json error %+v; want kind script, bad/letter.lua:12, field locations.chart.1.rows.2", e)
	}
}
