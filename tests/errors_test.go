package tests

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/twtw/twtw/core/card"
)

// brokenCampaign writes camp.toml with a house-rule folder gulch/ holding
// gulch/broken.lua (the given text) switched on, in a fresh working folder.
func brokenCampaign(t *testing.T, module string) {
	t.Helper()
	t.Chdir(t.TempDir())
	if err := os.MkdirAll("gulch", 0o755); err != nil {
		t.Fatal(err)
	}
	for name, text := range map[string]string{
		"gulch/broken.lua": module,
		"camp.toml":        "name = \"G\"\nscripts = [\"gulch\"]\nmodules = [\"gulch.broken\"]\n",
	} {
		if err := os.WriteFile(name, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

const brokenHead = "-- gulch/broken.lua\nlocal M = { name = \"gulch.broken\", version = \"0.1.0\", summary = \"s\", source = \"house rule\" }\n"

// A script that does not load — a syntax error, a setup that fails — exits 2
// with the same message from every command that loads the scripts; under
// --json it is one {"error"} object naming the file and line (README "Exit
// codes and errors").
func TestBadScriptSameExitEverywhere(t *testing.T) {
	for _, tc := range []struct {
		name, module, msg string
		line              int
	}{
		{"syntax error", brokenHead + "local x = = 1\nreturn M\n",
			// the campaign's name: gulch/ is its folder's load name, not a path from here
			"camp.toml: loading scripts: gulch/broken.lua:3: syntax error near '='", 3},
		{"setup fails", brokenHead + "function M.setup(api)\n  api.wrap(\"ranged.tm\", function(next, ctx) return next(ctx) end)\nend\nreturn M\n",
			`building the rules: module gulch.broken: setup: gulch/broken.lua:4: wrap "ranged.tm": no such rule; did you mean "ranged.tn"? (modules load in plan order; does gulch.broken require the module that defines it?)`, 4},
	} {
		t.Run(tc.name, func(t *testing.T) {
			brokenCampaign(t, tc.module)
			for _, args := range [][]string{
				{"fight", "--campaign", "camp.toml"},
				{"explain", "--campaign", "camp.toml"},
				{"sim", "--campaign", "camp.toml", "--runs", "2"},
				{"test", "--campaign", "camp.toml", "--only-campaign"},
				{"modules", "--campaign", "camp.toml"},
				{"doc", "ranged.tn", "--campaign", "camp.toml"},
				{"stubs", "out", "--campaign", "camp.toml"},
			} {
				out, errs, code := twtw(t, args...)
				if code != 2 || errs != "twtw: "+tc.msg+"\n" || out != "" {
					t.Errorf("%v: exit %d, stdout %q, stderr %q; want 2 and %q", args, code, out, errs, tc.msg)
				}
				_, errs, code = twtw(t, append(args, "--json")...)
				want := `{"error":{"message":` + jsonString(tc.msg) + `,"kind":"script","file":"gulch/broken.lua","line":` + itoa(tc.line) + `,"field":""}}` + "\n"
				if code != 2 || errs != want {
					t.Errorf("%v --json: exit %d, stderr %q; want %q", args, code, errs, want)
				}
			}
			// campaign commands add how out of it
			show := "twtw: camp.toml: " + strings.TrimPrefix(tc.msg, "camp.toml: ") +
				" (fix the file, or take folder gulch out of the campaign with: twtw campaign scripts remove camp.toml gulch)\n"
			if _, errs, code := twtw(t, "campaign", "show", "camp.toml"); code != 2 || errs != show {
				t.Errorf("campaign show: exit %d, %q", code, errs)
			}
		})
	}
}

// A rule that fails while it runs exits 1 from fight, explain and sim, named
// with the rule the host called, the rule whose function raised the error
// (ranged.tn as gulch.broken wraps it: it said "round.run failed in module
// gulch.broken", as if round.run were gulch.broken's), its file and line; a
// failing spec exits 1 from test, and a spec beside a module that does not
// set up exits 2.
func TestRuleFailureExitsOne(t *testing.T) {
	brokenCampaign(t, brokenHead+"function M.setup(api)\n  api.wrap(\"ranged.tn\", function(next, ctx) error(\"boom\") end)\nend\nreturn M\n")
	for _, tc := range []struct {
		args []string
		msg  string
	}{
		{[]string{"fight", "--campaign", "camp.toml", "--seed", "1"}, "rule round.run failed in ranged.tn (wrapped by module gulch.broken): gulch/broken.lua:4: boom"},
		{[]string{"explain", "--campaign", "camp.toml", "--seed", "1"}, "rule explain.attack failed in ranged.tn (wrapped by module gulch.broken): gulch/broken.lua:4: boom"},
		{[]string{"sim", "--campaign", "camp.toml", "--runs", "2"}, "seed 1: rule round.run failed in ranged.tn (wrapped by module gulch.broken): gulch/broken.lua:4: boom\\nreproduce: twtw fight --seed 1 --campaign camp.toml"},
	} {
		_, errs, code := twtw(t, append(tc.args, "--json")...)
		want := `{"error":{"message":"` + tc.msg + `","kind":"rule","file":"gulch/broken.lua","line":4,"field":""}}` + "\n"
		if code != 1 || !strings.HasSuffix(errs, want) {
			t.Errorf("%v: exit %d, stderr %q; want 1 and %q", tc.args, code, errs, want)
		}
	}

	spec := filepath.Join("mine", "sums_spec.lua")
	if err := os.MkdirAll("mine", 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(spec, []byte("describe(\"sums\", function() it(\"is wrong\", function() assert.equal(5, 2 + 2) end) end)\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errs, code := twtw(t, "test", spec, "--json")
	if code != 1 || errs != `{"error":{"message":"1 of 1 tests failed","kind":"test","file":"","line":0,"field":""}}`+"\n" || !strings.Contains(out, `"failed": 1,`) {
		t.Errorf("a failing spec: exit %d, stderr %q", code, errs)
	}
	if _, errs, code := twtw(t, "test", spec); code != 1 || errs != "" {
		t.Errorf("a failing spec, text: exit %d, stderr %q (the report says it all)", code, errs)
	}
	if err := os.WriteFile(filepath.Join("gulch", "broken_spec.lua"), []byte("describe(\"b\", function() it(\"runs\", function() end) end)\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join("gulch", "broken.lua"), []byte(brokenHead+"function M.setup(api)\n  api.wrap(\"ranged.tm\", function(next, ctx) return next(ctx) end)\nend\nreturn M\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, _, code = twtw(t, "test", "gulch")
	if code != 2 || !strings.HasPrefix(out, "ERROR gulch/broken_spec.lua › (loading)\n") || !strings.HasSuffix(out, "0 passed, 1 failed (1 error)\n") {
		t.Errorf("a spec whose module does not set up: exit %d, %q; want 2", code, out)
	}
}

// Names close to a known one get a "did you mean" — commands, flags,
// scenarios, rulesets, modules, rules — and usage errors are JSON too.
func TestDidYouMean(t *testing.T) {
	t.Chdir(t.TempDir())
	mustTwtw(t, "campaign", "new", "camp.toml")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"fihgt"}, `unknown command "fihgt"; did you mean "fight"? (twtw --help lists them)`},
		{[]string{"campaign", "enabel", "camp.toml"}, `unknown command "enabel"; did you mean "enable"? (twtw campaign --help lists them)`},
		{[]string{"fight", "--sed", "3"}, `unknown flag --sed; did you mean "--seed"?`},
		{[]string{"--timout", "3s", "fight"}, `unknown flag --timout; did you mean "--timeout"?`},
		{[]string{"fight", "--ruleset", "shootot"}, `no ruleset "shootot" (there are: twtw, percentile, shootout, ticks); did you mean "shootout"?`},
		{[]string{"campaign", "enable", "camp.toml", "bleedin"}, `camp.toml: enable bleedin: unknown module "bleedin" in ruleset twtw (twtw modules lists them); did you mean "bleeding"?`},
		{[]string{"campaign", "set", "camp.toml", "bleedin.rate=2"}, `camp.toml: set bleedin.rate=2: unknown module "bleedin" in ruleset twtw (twtw modules lists them); did you mean "bleeding"?`},
		{[]string{"doc", "ranged.tm"}, `doc: ruleset twtw has no rule, data table or event "ranged.tm"; did you mean "ranged.tn"?`},
	} {
		_, errs, code := twtw(t, tc.args...)
		if code != 2 || errs != "twtw: "+tc.want+"\n" {
			t.Errorf("%v: exit %d, %q; want 2 and %q", tc.args, code, errs, tc.want)
		}
	}
	// a campaign of another ruleset: set names the ruleset a module is of,
	// and its own listing, not the default game's
	mustTwtw(t, "campaign", "new", "pc.toml", "--ruleset", "percentile")
	for _, tc := range []struct{ arg, want string }{
		{"bleeding.rate=2", `pc.toml: set bleeding.rate=2: module "bleeding" belongs to ruleset twtw, not to ruleset percentile (a campaign plays one ruleset)`},
		{"posse.head_shots", `pc.toml: campaign set: "posse.head_shots": want MODULE.OPTION=VALUE (twtw modules --ruleset percentile lists the modules and their options)`},
	} {
		if _, errs, code := twtw(t, "campaign", "set", "pc.toml", tc.arg); code != 2 || errs != "twtw: "+tc.want+"\n" {
			t.Errorf("campaign set pc.toml %s: exit %d, %q; want 2 and %q", tc.arg, code, errs, tc.want)
		}
	}
	// the scenarios are listed, then the nearest is named
	_, errs, code := twtw(t, "fight", "saloom")
	if code != 2 || !strings.HasPrefix(errs, `twtw: no built-in scenario "saloom" in ruleset twtw (there are: `) || !strings.HasSuffix(errs, `); did you mean "saloon"?`+"\n") {
		t.Errorf("fight saloom: exit %d, %q", code, errs)
	}
	// a flag value that does not parse: one line on stderr, nothing on stdout
	// (not urfave/cli's "Incorrect Usage" and the help), the flag as written
	for _, args := range [][]string{{"sim", "--runs", "abc", "--json"}, {"fight", "--rounds", "x"}, {"campaign", "new", "--ruleset"}} {
		out, errs, code := twtw(t, args...)
		if code != 2 || out != "" || strings.Count(errs, "\n") != 1 || strings.Contains(errs, "Incorrect Usage") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want 2, nothing and one line", args, code, out, errs)
		}
	}
	if _, errs, _ := twtw(t, "sim", "--runs", "abc", "--json"); errs != `{"error":{"message":"invalid value \"abc\" for flag --runs: parse error","kind":"usage","file":"","line":0,"field":"--runs"}}`+"\n" {
		t.Errorf("sim --runs abc --json: stderr %q", errs)
	}
	_, errs, code = twtw(t, "fight", "--sed", "3", "--json")
	if want := `{"error":{"message":"unknown flag --sed; did you mean \"--seed\"?","kind":"usage","file":"","line":0,"field":"--sed"}}` + "\n"; code != 2 || errs != want {
		t.Errorf("--json usage error: exit %d, %q; want %q", code, errs, want)
	}
	// a bad flag value's field is the flag, as explain's --opt names its own
	for _, tc := range []struct {
		args  []string
		field string
	}{
		{[]string{"sim", "duel", "--runs", "0"}, "--runs"},
		{[]string{"sim", "duel", "--shard", "3/2"}, "--shard"},
		{[]string{"sim", "duel", "--plot", "x.gif"}, "--plot"},
		{[]string{"sim", "duel", "--compare", "bleeding.heavy=x"}, "--compare"},
	} {
		_, errs, code := twtw(t, append(tc.args, "--json")...)
		if want := `"field":"` + tc.field + `"}}`; code != 2 || !strings.HasSuffix(strings.TrimSpace(errs), want) {
			t.Errorf("%v --json: exit %d, stderr %q; want 2 and %s", tc.args, code, errs, want)
		}
	}
	// the coverage was dropped from the CSV without a word
	if out, errs, code := twtw(t, "sim", "duel", "--csv", "--coverage"); code != 2 || out != "" ||
		errs != "twtw: --csv and --coverage: a CSV row is one fight and has no place for rule counts (the table or --json has them)\n" {
		t.Errorf("sim --csv --coverage: exit %d, stdout %q, stderr %q; want 2, refused", code, out, errs)
	}
}

// A command that takes no arguments refuses them, exit 2, nothing on
// stdout: `twtw check d10 2 5` resolved a d6 check with the arguments
// ignored, and `twtw draw 5` drew one card.
func TestStrayArgumentsAreRefused(t *testing.T) {
	for _, args := range [][]string{{"check", "d10", "2", "5"}, {"draw", "5"}, {"modules", "bleeding"}, {"rulesets", "x"}, {"coverage", "duel"}} {
		want := fmt.Sprintf("twtw: %s: takes no arguments, got %q; its options are flags (twtw %s --help)\n", args[0], strings.Join(args[1:], " "), args[0])
		if out, errs, code := twtw(t, args...); code != 2 || out != "" || errs != want {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want 2 and %q", args, code, out, errs, want)
		}
	}
	// with flags: seed 000 "Fast Draw": "She draws card 37, showing 9 and 1" (d10, two rows)
	want := "card 37, d10 column rows 1..2: 9, 1 → best 9\ntotal 9 (mod +0) vs TN 5: success, margin 4, 1 bump(s)\n"
	if out := mustTwtw(t, "check", "--die", "d10", "--skill", "2", "--tn", "5", "--card", "37"); out != want {
		t.Errorf("check with flags: %q, want %q", out, want)
	}
}

// Scenario and campaign errors name the line and the field, in text and JSON.
func TestInputErrorsNameTheLine(t *testing.T) {
	t.Chdir(t.TempDir())
	const scenario = "name = \"Bad\"\n\n[[combatant]]\nname = \"A\"\nside = \"x\"\ntraits = { strength = \"d6\", dexterity = \"d7\" }\n\n[[combatant]]\nname = \"B\"\nside = \"y\"\ntraits = { dexterity = \"d8\" }\n"
	if err := os.WriteFile("bad.toml", []byte(scenario), 0o644); err != nil {
		t.Fatal(err)
	}
	msg := `bad.toml:6: combatant[1] (A).traits.dexterity: die \"d7\": want d4, d6, d8, d10, d12`
	_, errs, code := twtw(t, "fight", "bad.toml", "--json")
	if want := `{"error":{"message":"` + msg + `","kind":"input","file":"bad.toml","line":6,"field":"combatant[1].traits.dexterity"}}` + "\n"; code != 2 || errs != want {
		t.Errorf("scenario: exit %d, %q; want %q", code, errs, want)
	}
	if err := os.WriteFile("camp.toml", []byte("name = \"G\"\nmodules = [\n  \"bleeding\",\n  \"bleeding\",\n]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, errs, code = twtw(t, "fight", "--campaign", "camp.toml")
	if want := "twtw: camp.toml:4: modules[2]: \"bleeding\" is listed twice\n"; code != 2 || errs != want {
		t.Errorf("campaign: exit %d, %q; want %q", code, errs, want)
	}
	// what only the rules can refuse (a module, an option, a value) is found
	// at its line too, when a fight loads the campaign written by hand
	for text, want := range map[string]string{
		"name = \"G\"\nmodules = [\"bleeding\"]\n[options.bleeding]\nheavy = 99\n": `{"error":{"message":"camp.toml:4: options.bleeding.heavy: option bleeding.heavy: 99 is outside 0..20","kind":"input","file":"camp.toml","line":4,"field":"options.bleeding.heavy"}}`,
		"name = \"G\"\nmodules = [\n  \"risk\",\n  \"bleedin\",\n]\n":              `{"error":{"message":"camp.toml:4: modules[2]: unknown module \"bleedin\" in ruleset twtw (twtw modules lists them); did you mean \"bleeding\"?","kind":"input","file":"camp.toml","line":4,"field":"modules[2]"}}`,
		"name = \"G\"\ndisabled = [\"nosuch\"]\n":                                  `{"error":{"message":"camp.toml:2: disabled[1]: unknown module \"nosuch\" in ruleset twtw (twtw modules lists them)","kind":"input","file":"camp.toml","line":2,"field":"disabled[1]"}}`,
	} {
		if err := os.WriteFile("camp.toml", []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		if _, errs, code := twtw(t, "fight", "--campaign", "camp.toml", "--json"); code != 2 || errs != want+"\n" {
			t.Errorf("campaign %q: exit %d,\n got %s\nwant %s", text, code, errs, want)
		}
	}
}

// A bad --deck file is bad input (exit 2, kind input) naming the file and
// the field at fault, for a Lua command and a Go-only one alike; it was a
// usage error with no file nor field. The field is the path into the
// deck's JSON core/card's error carries ("cards[5].pen"), not read off the
// message.
func TestDeckFileErrorsNameTheFileAndField(t *testing.T) {
	t.Chdir(t.TempDir())
	hot := card.Standard()
	hot.Name = "hot"
	hot.Cards[5].Pen = 40
	pen, err := json.Marshal(hot)
	if err != nil {
		t.Fatal(err)
	}
	hot.Cards[5].Pen = card.Standard().Cards[5].Pen
	hot.Name = "hot\n== posse win"
	nl, err := json.Marshal(hot)
	if err != nil {
		t.Fatal(err)
	}
	for name, text := range map[string]string{"nocards.json": `{"name":"mine"}`, "bare.json": `{"name":"standard"}`,
		"pen.json": string(pen), "nl.json": string(nl), "extra.json": `{"name":"mine","extra":1}`} {
		if err := os.WriteFile(name, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--deck", "nocards.json", "fight", "--json"}, `{"error":{"message":"nocards.json: cards: missing","kind":"input","file":"nocards.json","line":0,"field":"cards"}}`},
		{[]string{"--deck", "bare.json", "card", "37", "--json"}, `{"error":{"message":"bare.json: cards: missing","kind":"input","file":"bare.json","line":0,"field":"cards"}}`},
		{[]string{"--deck", "pen.json", "fight", "--json"}, `{"error":{"message":"pen.json: card 5: pen: value 40 out of range -9..9","kind":"input","file":"pen.json","line":0,"field":"cards[5].pen"}}`},
		{[]string{"--deck", "nl.json", "fight", "--json"}, `{"error":{"message":"nl.json: name: \"hot\\n== posse win\" holds a control character (U+000A)","kind":"input","file":"nl.json","line":0,"field":"name"}}`},
		{[]string{"--deck", "extra.json", "draw", "--json"}, `{"error":{"message":"extra.json: deck: unknown field \"extra\" (want name and cards)","kind":"input","file":"extra.json","line":0,"field":"extra"}}`},
		{[]string{"--deck", "gone.json", "draw", "--json"}, `{"error":{"message":"load deck: open gone.json: no such file or directory","kind":"input","file":"gone.json","line":0,"field":""}}`},
	} {
		if _, errs, code := twtw(t, c.args...); code != 2 || errs != c.want+"\n" {
			t.Errorf("twtw %s: exit %d,\n got %s\nwant %s", strings.Join(c.args, " "), code, errs, c.want)
		}
	}
}

// jsonString is s as a JSON string.
func jsonString(s string) string {
	b, err := json.Marshal(s)
	if err != nil {
		panic(err)
	}
	return string(b)
}

func itoa(n int) string { return strconv.Itoa(n) }

// explain refuses an attack of a combatant on themself (exit 2), whether
// --attacker names them or they are the default attacker (the scenario's
// first combatant); it printed a shot at 0 paces.
func TestExplainRefusesASelfAttack(t *testing.T) {
	for _, args := range [][]string{
		{"explain", "duel", "--seed", "1", "--attacker", "Mouthy vaquero", "--target", "Mouthy vaquero"},
		{"explain", "duel", "--seed", "1", "--target", "Miranda Valentine"},
	} {
		name := args[len(args)-1]
		out, errs, code := twtw(t, args...)
		if want := "twtw: builtin:duel: \"" + name + "\" would attack themself: name another --target (or --attacker)\n"; code != 2 || out != "" || errs != want {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want 2 and %q", args, code, out, errs, want)
		}
	}
}

// Help is what --help asks for, and only that. urfave/cli gives every command
// a help subcommand ("help", alias "h"), so `twtw test h` (a folder h of
// specs) printed the help and exited 0 without running a spec, a CI job
// passing on nothing; and it reads the arguments after --help as a help
// topic, so `twtw fight saloon --help` said "No help topic for 'saloon'" and
// exited 3.
func TestHelpIsAskedOnlyWithHelp(t *testing.T) {
	t.Chdir(t.TempDir())
	if err := os.MkdirAll("h", 0o755); err != nil {
		t.Fatal(err)
	}
	spec := "describe(\"sums\", function()\n  it(\"adds\", function()\n    assert.equal(3, 1 + 1)\n  end)\nend)\n"
	if err := os.WriteFile("h/sum_spec.lua", []byte(spec), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errs, code := twtw(t, "test", "h")
	if want := "FAIL h/sum_spec.lua › sums › adds\n     h/sum_spec.lua:3: expected 3, got 2\n0 passed, 1 failed\n"; code != 1 || out != want {
		t.Errorf("twtw test h: exit %d, stdout %q, stderr %q; want 1 and %q", code, out, errs, want)
	}
	if _, errs, code := twtw(t, "fight", "h"); code != 2 || errs != "twtw: scenario: h: not a regular file\n" {
		t.Errorf("twtw fight h (h a folder): exit %d, stderr %q; want 2 and the scenario refused", code, errs)
	}
	for _, tc := range []struct {
		args []string
		cmd  string // whose help
	}{
		{[]string{"fight", "saloon", "--help"}, "fight"},
		{[]string{"sim", "merge", "a.json", "b.json", "--help"}, "sim"}, // merge is an argument of sim
		{[]string{"campaign", "show", "c.toml", "-h"}, "campaign show"},
		{[]string{"test", "h", "--help"}, "test"},
	} {
		out, errs, code := twtw(t, tc.args...)
		if want := "NAME:\n   twtw " + tc.cmd + " - "; code != 0 || !strings.HasPrefix(out, want) {
			t.Errorf("twtw %s: exit %d, stderr %q, stdout starting %.40q; want 0 and the help of twtw %s", strings.Join(tc.args, " "), code, errs, out, tc.cmd)
		}
	}
	// sim's help says what sim merge takes, merge being an argument of sim
	if out := mustTwtw(t, "sim", "merge", "--help"); !strings.Contains(out, "it takes --json and --plot only") {
		t.Errorf("twtw sim merge --help does not say what merge takes:\n%s", out)
	}
}

// A campaign file written by hand with several bad options reports every
// one, each at its own line, in the file's order (it reported the first
// located and the next without a line, and the module's other bad options
// not at all).
func TestCampaignReportsEveryBadOption(t *testing.T) {
	dir := t.TempDir()
	camp := writeFile(t, dir, "camp.toml", `name = "Hand"
modules = ["fields_of_fire", "arc_edges", "bleeding"]

[options.bleeding]
heavy = -1
serious = "two"

[options.arc_edges]
whenn = "shot"
`)
	_, errs, code := twtw(t, "fight", "--campaign", camp, "--seed", "1")
	want := camp + `:5: options.bleeding.heavy: option bleeding.heavy: -1 is outside 0..20
` + camp + `:6: options.bleeding.serious: option bleeding.serious: want a number, got "two"
` + camp + `:9: options.arc_edges.whenn: module arc_edges has no option "whenn" (it has band, npcs, players, when)
`
	if code != 2 || errs != "twtw: "+want {
		t.Errorf("exit %d, stderr:\n%s\nwant 2 and:\ntwtw: %s", code, errs, want)
	}
}
