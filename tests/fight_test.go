package tests

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// writeFile writes a file in dir and returns its path.
func writeFile(t *testing.T, dir, name, text string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// duelText is the built-in duel scenario, the base of the malformed ones.
func duelText(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile("../scripts/scenarios/duel.toml")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// The same seed, scenario and scripts give a byte-identical transcript
// (ARCHITECTURE.md "Determinism and limits"), as text and as JSON lines; another
// seed gives another fight; the header records the seed.
func TestFightIsDeterministic(t *testing.T) {
	a, errs, code := twtw(t, "fight", "--seed", "7")
	if code != 0 {
		t.Fatalf("fight exit %d: %s", code, errs)
	}
	b, _, _ := twtw(t, "fight", "--seed", "7")
	if a != b {
		t.Fatalf("seed 7 gave two different transcripts")
	}
	if !strings.Contains(a, "seed 7") {
		t.Errorf("the header does not record the seed:\n%.400s", a)
	}
	c, _, _ := twtw(t, "fight", "--seed", "8")
	if a == c {
		t.Errorf("seeds 7 and 8 gave the same transcript")
	}
	j1, _, code := twtw(t, "fight", "--seed", "7", "--json")
	j2, _, _ := twtw(t, "fight", "--seed", "7", "--json")
	if code != 0 || j1 != j2 || !strings.HasPrefix(j1, `{"fields":`) {
		t.Errorf("JSON transcripts differ or lack the header (exit %d):\n%.300s", code, j1)
	}
	for _, want := range []string{"card ", "TN"} {
		if !strings.Contains(a, want) {
			t.Errorf("the transcript never shows %q:\n%.2000s", want, a)
		}
	}
}

// Scenario errors name the file and the field and exit 2 (issue: "a scenario
// with an unknown weapon, an impossible die or a missing field exits 2").
func TestScenarioErrors(t *testing.T) {
	dir := t.TempDir()
	duel := duelText(t)
	cases := []struct{ name, text, want string }{
		{"weapon.toml", strings.Replace(duel, `weapons = ["peacemaker"]
position = [10, 0]`, `weapons = ["winchster"]
position = [10, 0]`, 1), `combatant[2] (Mouthy vaquero).weapons[1]: unknown weapon "winchster"`},
		{"die.toml", strings.Replace(duel, `dexterity = "d10"`, `dexterity = "d7"`, 1), `combatant[1] (Miranda Valentine).traits.dexterity: die "d7"`},
		{"side.toml", strings.Replace(duel, `side = "gang"`, ``, 1), `combatant[2] (Mouthy vaquero).side is missing`},
		{"skill.toml", strings.Replace(duel, `shooting = 2`, `shooting = 9`, 1), `skills.shooting: 9 is outside 0..5`},
		// a misspelt skill would leave shooting untrained, silently
		{"skillname.toml", strings.Replace(duel, `shooting = 2`, `shootin = 2`, 1),
			`skillname.toml:24: combatant[2] (Mouthy vaquero).skills.shootin: unknown skill "shootin" (skills.traits has acuity, ambidexterity, `},
		{"unknown.toml", "weather = \"rain\"\n" + duel, `scenario: unknown field "weather"`},
		{"syntax.toml", "name = \"x\n", `syntax.toml`},
		// the situation fields (scripts/scenarios/README.md)
		{"hand.toml", strings.Replace(duel, `position = [10, 0]`, "position = [10, 0]\nin_hand = { left = \"rifle\" }", 1),
			`combatant[2] (Mouthy vaquero).in_hand.left: "rifle" is not one of Mouthy vaquero's weapons`},
		{"inline.toml", strings.Replace(duel, `weapons = ["peacemaker"]
position = [10, 0]`, `weapons = [{ base = "peacemaker", colour = "blue" }]
position = [10, 0]`, 1), `combatant[2] (Mouthy vaquero).weapons[1]: unknown field "colour" of an inline weapon`},
		{"aim.toml", strings.Replace(duel, `position = [10, 0]`, "position = [10, 0]\naim = { target = \"Angus\" }", 1),
			`combatant[2] (Mouthy vaquero).aim.target: no combatant "Angus" in the scenario`},
		{"facing.toml", strings.Replace(duel, `position = [10, 0]`, "position = [10, 0]\nfacing = 400", 1),
			`combatant[2] (Mouthy vaquero).facing: 400 is outside 0..360`},
		{"gait.toml", strings.Replace(duel, `position = [10, 0]`, "position = [10, 0]\nmount = { name = \"Pinto\", gait = \"trot\" }", 1),
			`combatant[2] (Mouthy vaquero).mount.gait: "trot" is not one of none, walk, run`},
		{"task.toml", strings.Replace(duel, `position = [10, 0]`, "position = [10, 0]\ntask = \"skill:knitting:2\"", 1),
			`combatant[2] (Mouthy vaquero).task: task "skill:knitting:2": unknown skill "knitting"`},
		{"order.toml", strings.Replace(duel, `position = [10, 0]`, "position = [10, 0]\ntask = \"dance\"", 1),
			`combatant[2] (Mouthy vaquero).task: unknown task "dance" (want fan, run, forgo, shove, fast_draw_both, or skill:SKILL`},
		// seed 000 "Hit Location and Damage": a limb at its 5th wound is "rendered useless" (rules/limbs.lua)
		{"limb.toml", strings.Replace(duel, `position = [10, 0]`, "position = [10, 0]\nin_hand = { right = \"peacemaker\" }\n"+
			"wounds = { \"right arm\" = 5 }", 1),
			`limb.toml:27: combatant[2] (Mouthy vaquero).in_hand.right: the right arm is lost (5 wounds): its hand holds nothing`},
		// an aim with no weapon drawn left its aimer "not expecting danger" (seed 000 "Expecting Danger?")
		{"aimnodraw.toml", strings.Replace(duel, `position = [10, 0]`, "position = [10, 0]\naim = { target = \"Miranda Valentine\" }", 1),
			`aimnodraw.toml:27: combatant[2] (Mouthy vaquero).aim: an aim needs a weapon in hand`},
		// a hand holds one weapon (rules/limbs.lua): a third gun drawn has no hand to be in
		{"drawn3.toml", strings.Replace(duel, `weapons = ["peacemaker"]
position = [10, 0]`, `weapons = [
  { base = "peacemaker", drawn = true },
  { base = "derringer", drawn = true },
  { base = "walker_colt", drawn = true },
]
position = [10, 0]`, 1), `drawn3.toml:28: combatant[2] (Mouthy vaquero).weapons[3].drawn: no hand is free to hold it`},
		// the duel says surprise = false: "nobody may be surprised" (scripts/scenarios/README.md)
		{"surpconf.toml", strings.Replace(duel, `position = [10, 0]`, "position = [10, 0]\nsurprised = true", 1),
			`surpconf.toml:27: combatant[2] (Mouthy vaquero).surprised: true, but the scenario says surprise = false`},
	}
	for _, tc := range cases {
		p := writeFile(t, dir, tc.name, tc.text)
		_, errs, code := twtw(t, "fight", p, "--seed", "1")
		if code != 2 || !strings.Contains(errs, tc.want) || !strings.Contains(errs, tc.name) {
			t.Errorf("%s: exit %d, stderr %q; want exit 2 naming %s and %q", tc.name, code, errs, tc.name, tc.want)
		}
	}
}

// A Lua error in a house rule exits 1 naming the module, file:line and message.
func TestRuleErrorExitsOne(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, dir, "gulch/broken.lua", `-- gulch/broken.lua: a house rule with a bug
local M = { name = "gulch.broken", version = "0.1.0", summary = "breaks", source = "house rule" }
function M.setup(api)
  api.wrap("fight.over", function(next, fight)
    local x = nil
    return x.side
  end)
end
return M
`)
	camp := writeFile(t, dir, "camp.toml", "name = \"Gulch\"\nmodules = [\"gulch.broken\"]\nscripts = [\"gulch\"]\n")
	_, errs, code := twtw(t, "fight", "--campaign", camp, "--seed", "1", "--rounds", "1")
	if code != 1 {
		t.Fatalf("exit %d, want 1: %s", code, errs)
	}
	for _, want := range []string{"gulch.broken", "gulch/broken.lua:6", "nil"} {
		if !strings.Contains(errs, want) {
			t.Errorf("stderr %q does not name %q", errs, want)
		}
	}
}

// Scripts are sandboxed: a house rule that reaches for os, io, load, dofile
// or a file path in require gets a clear error naming file:line, touches
// nothing, and the process exits cleanly (1, a rule failed).
func TestSandboxedHouseRules(t *testing.T) {
	dir := t.TempDir()
	victim := filepath.Join(dir, "victim.txt")
	for _, tc := range []struct{ name, body, want string }{
		{"osexec", `os.execute("touch ` + victim + `")`, "os"},
		{"ioopen", `io.open("` + victim + `", "w")`, "io"},
		{"load", `load("return 1")`, "load"},
		{"dofile", `dofile("` + victim + `")`, "dofile"},
		{"reqpath", `require("../../etc/passwd")`, "require"},
	} {
		sub := filepath.Join(dir, tc.name)
		writeFile(t, sub, "evil/"+tc.name+".lua", `-- evil/`+tc.name+`.lua: tries to escape the sandbox
local M = { name = "evil.`+tc.name+`", version = "0.1.0", summary = "escape", source = "house rule" }
function M.setup(api)
  `+tc.body+`
end
return M
`)
		camp := writeFile(t, sub, "camp.toml", "name = \"Evil\"\nmodules = [\"evil."+tc.name+"\"]\nscripts = [\"evil\"]\n")
		_, errs, code := twtw(t, "fight", "--campaign", camp, "--seed", "1", "--rounds", "1")
		if code == 0 || !strings.Contains(errs, "evil/"+tc.name+".lua:4") || !strings.Contains(errs, tc.want) {
			t.Errorf("%s: exit %d, stderr %q; want a failure naming evil/%s.lua:4 and %q", tc.name, code, errs, tc.name, tc.want)
		}
		if _, err := os.Stat(victim); err == nil {
			t.Fatalf("%s: the sandbox let a script create %s", tc.name, victim)
		}
	}
}

// A runaway house rule — also inside pcall — is stopped within the deadline
// with an error naming file:line.
func TestRunawayScriptIsStopped(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, dir, "loop/spin.lua", `-- loop/spin.lua: never ends
local M = { name = "loop.spin", version = "0.1.0", summary = "spins", source = "house rule" }
function M.setup(api)
  api.wrap("fight.over", function(next, fight)
    while true do pcall(function() while true do end end) end
  end)
end
return M
`)
	camp := writeFile(t, dir, "camp.toml", "name = \"Loop\"\nmodules = [\"loop.spin\"]\nscripts = [\"loop\"]\n")
	_, errs, code := twtw(t, "fight", "--campaign", camp, "--seed", "1", "--rounds", "1")
	if code != 1 || !strings.Contains(errs, "loop/spin.lua:5") || !strings.Contains(errs, "stopped") {
		t.Errorf("exit %d, stderr %q; want exit 1, a stop naming loop/spin.lua:5", code, errs)
	}
}

// twtw explain shows one attack's numbers with the module and file:line
// behind each (seed 000 "Range": increment 8, so 10 paces is +1; "Aim and
// Snap Shots": the Peacemaker's snap shot −2; card 40's d10 rows are 10, 1, 11).
func TestExplainNamesEveryTerm(t *testing.T) {
	out, errs, code := twtw(t, "explain", "--attacker", "Miranda Valentine", "--target", "Angus Laroq", "--card", "40", "--seed", "3")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{
		"card 40 [10,1,11] best 11",
		"tn: 5 (Standard) + 1 (range 10 paces, increment 8) + 2 (snap shot (F/-2)) = 8",
		"+5 Standard  [core.ranged rules/ranged.lua:",
		"+2 snap shot (F/-2)  [core.aim rules/aim.lua:",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("explain output lacks %q:\n%s", want, out)
		}
	}
	_, errs, code = twtw(t, "explain", "--attacker", "Nobody", "--seed", "3")
	if code != 2 || !strings.Contains(errs, `--attacker: no combatant named "Nobody" (there are: Miranda Valentine, Jonah Benton, Hank, `) {
		t.Errorf("unknown attacker: exit %d, stderr %q; want 2 naming Nobody and the combatants", code, errs)
	}
	// a first name, or the wrong case, is a slip for the combatant it begins
	_, errs, code = twtw(t, "explain", "duel", "--target", "mouthy", "--seed", "3")
	if want := "twtw: builtin:duel: --target: no combatant named \"mouthy\" (there are: Miranda Valentine, Mouthy vaquero); " +
		"did you mean \"Mouthy vaquero\"?\n"; code != 2 || errs != want {
		t.Errorf("a target's first name: exit %d, stderr %q; want 2 and %q", code, errs, want)
	}
}

// A house rule that doubles a string forever is stopped by the memory guard
// (not the deadline), naming file:line; the process exits cleanly. The
// global --timeout and --max-memory set both limits, and refuse values out
// of range with exit 2.
func TestMemoryHogIsStopped(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, dir, "hog/grow.lua", `-- hog/grow.lua: eats memory
local M = { name = "hog.grow", version = "0.1.0", summary = "grows", source = "house rule" }
function M.setup(api)
  api.wrap("fight.over", function(next, fight)
    local s = "x" while true do s = s .. s end
  end)
end
return M
`)
	camp := writeFile(t, dir, "camp.toml", "name = \"Hog\"\nmodules = [\"hog.grow\"]\nscripts = [\"hog\"]\n")
	// A deadline far beyond the guard's reaction, so that a loaded machine
	// cannot make the 2 s default fire first.
	_, errs, code := twtw(t, "--timeout", "1m", "fight", "--campaign", camp, "--seed", "1", "--rounds", "1")
	if code != 1 || !strings.Contains(errs, "hog/grow.lua:5") || !strings.Contains(errs, "memory limit of 64 MiB") {
		t.Errorf("exit %d, stderr %q; want exit 1 naming hog/grow.lua:5 and the memory limit", code, errs)
	}
	// --max-memory sets the limit; with the guard off (-1) the deadline
	// (--timeout) stops the hog instead.
	_, errs, code = twtw(t, "--timeout", "1m", "--max-memory", "16", "fight", "--campaign", camp, "--seed", "1")
	if code != 1 || !strings.Contains(errs, "hog/grow.lua:5: script stopped: memory limit of 16 MiB exceeded") {
		t.Errorf("--max-memory 16: exit %d, stderr %q; want the 16 MiB limit at hog/grow.lua:5", code, errs)
	}
	writeFile(t, dir, "spin/spin.lua", `local M = { name = "spin.spin", version = "0.1.0", summary = "spins", source = "house rule" }
function M.setup(api)
  api.wrap("fight.over", function(next, fight)
    while true do end
  end)
end
return M
`)
	camp2 := writeFile(t, dir, "camp2.toml", "name = \"Spin\"\nmodules = [\"spin.spin\"]\nscripts = [\"spin\"]\n")
	_, errs, code = twtw(t, "--timeout", "300ms", "--max-memory", "-1", "fight", "--campaign", camp2, "--seed", "1")
	if code != 1 || !strings.Contains(errs, "spin/spin.lua:4: script stopped: deadline of 300ms exceeded") {
		t.Errorf("--timeout 300ms: exit %d, stderr %q; want the 300ms deadline at spin/spin.lua:4", code, errs)
	}
	// the global flags may follow the command, as its own flags may
	_, errs2, code := twtw(t, "fight", "--campaign", camp2, "--timeout", "300ms", "--seed", "1", "--max-memory=-1")
	if code != 1 || errs2 != errs {
		t.Errorf("fight … --timeout 300ms --max-memory=-1: exit %d, stderr %q; want 1 and %q", code, errs2, errs)
	}
	// a sim stopped by a limit says the stop may be the machine's, and how to
	// tell it from a rule that runs without end
	_, errs, code = twtw(t, "--timeout", "300ms", "sim", "--campaign", camp2, "--runs", "2", "--workers", "2")
	if code != 1 || !strings.Contains(errs, "\n(which fight a tight limit stops depends on the machine: --timeout is wall-clock time") ||
		!strings.Contains(errs, "If the command below finishes the fight, the limit was too tight; if it stops at the same line, a rule there runs without end)\nreproduce: ") ||
		!strings.Contains(errs, "which the other worker's fights grow too") || !strings.Contains(errs, "\nreproduce: twtw --timeout 300ms") {
		t.Errorf("sim under --timeout 300ms: exit %d, stderr %q; want 1, the note on limits and the command", code, errs)
	}
	// one fight runs on one worker, however many --workers allows
	_, errs, _ = twtw(t, "--timeout", "300ms", "sim", "--campaign", camp2, "--runs", "1", "--workers", "4")
	if !strings.Contains(errs, "--max-memory counts the process's heap. If the command below") {
		t.Errorf("sim --runs 1 --workers 4 under --timeout: stderr %q; want the one-worker note", errs)
	}
	for _, bad := range [][]string{{"--timeout", "0s"}, {"--timeout", "2h"}, {"--max-memory", "0"}, {"--max-memory", "-2"}} {
		_, errs, code := twtw(t, append(bad, "fight", "--seed", "1")...)
		if code != 2 || !strings.Contains(errs, bad[0]+" ") {
			t.Errorf("%v: exit %d, stderr %q; want exit 2 naming %s", bad, code, errs, bad[0])
		}
	}
}
