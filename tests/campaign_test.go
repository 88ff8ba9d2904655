package tests

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func fileSum(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	s := sha256.Sum256(b)
	return hex.EncodeToString(s[:])
}

// ARCHITECTURE.md "CLI contract" and "Campaigns": a campaign built with the
// campaign commands, as a user runs them from the campaign's folder, drives
// the other commands; refused edits exit 2 and keep the file; a changed
// house rule is flagged STALE until locked.
func TestCampaignFile(t *testing.T) {
	dir := t.TempDir()
	// testdata/campaign/gulch (scripts/README.md "A module"): gulch.a has an
	// int option n (0..3), gulch.b requires gulch.a, gulch.c conflicts with it.
	copyFixture(t, "campaign/gulch", filepath.Join(dir, "gulch"))
	reworded := fixtureText(t, "campaign/gulch/b.lua") + "-- reworded\n"
	t.Chdir(dir)
	ok := func(args ...string) string { t.Helper(); return mustTwtw(t, args...) }
	ok("campaign", "new", "gulch.toml", "--name", "Gulch")
	ok("campaign", "scripts", "gulch.toml", "add", "gulch")
	ok("campaign", "enable", "gulch.toml", "gulch.a", "gulch.b")
	ok("campaign", "set", "gulch.toml", "gulch.a.n=2")

	// The campaign drives the engine: `modules --campaign` shows the modules
	// on, with the option set.
	var mods struct {
		Modules []struct {
			Name    string
			On      bool
			Options map[string]any `json:"option_values"`
		}
	}
	if err := json.Unmarshal([]byte(ok("modules", "--campaign", "gulch.toml", "--json")), &mods); err != nil {
		t.Fatal(err)
	}
	on := map[string]any{}
	for _, m := range mods.Modules {
		if m.On && strings.HasPrefix(m.Name, "gulch.") {
			on[m.Name] = m.Options["n"]
		}
	}
	if len(on) != 2 || on["gulch.a"] != 2.0 {
		t.Errorf("modules on with the campaign: %v, want gulch.a (n = 2) and gulch.b", on)
	}

	// Refused edits: exit 2, the file named, the file unchanged.
	sum := fileSum(t, "gulch.toml")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"enable", "gulch.toml", "gulch.c"}, "gulch.toml: enable gulch.c: module gulch.c conflicts with gulch.a"},
		{[]string{"enable", "gulch.toml", "gulch.zz"}, `gulch.toml: enable gulch.zz: unknown module "gulch.zz"`},
		{[]string{"set", "gulch.toml", "gulch.a.n=9"}, "gulch.toml: set gulch.a.n=9: option gulch.a.n: 9 is outside 0..3"},
		// the whole value is the number: "2x" was read as 2 and "1 3" as 1
		{[]string{"set", "gulch.toml", "gulch.a.n=2x"}, `gulch.toml: set gulch.a.n=2x: option gulch.a.n: want a number, got "2x"`},
		{[]string{"set", "gulch.toml", "gulch.a.n=1 3"}, `gulch.toml: set "gulch.a.n=1 3": option gulch.a.n: want a number, got "1 3"`},
		{[]string{"disable", "gulch.toml", "gulch.a"}, "gulch.toml: cannot disable gulch.a: module gulch.b requires it"},
		{[]string{"new", "gulch.toml"}, "gulch.toml: file already exists"},
	} {
		_, errs, code := twtw(t, append([]string{"campaign"}, tc.args...)...)
		if code != 2 || !strings.Contains(errs, tc.want) {
			t.Errorf("campaign %v: exit %d, stderr %q; want 2 and %q", tc.args, code, errs, tc.want)
		}
		if fileSum(t, "gulch.toml") != sum {
			t.Fatalf("campaign %v changed the file", tc.args)
		}
	}

	// A malformed file is refused by show and by the commands that use it.
	if err := os.WriteFile("broken.toml", []byte("name = \"B\"\nmodules = [\"gulch.a\"]\n[options.\"gulch.b\"]\nn = 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"campaign", "show", "broken.toml"}, {"modules", "--campaign", "broken.toml"}} {
		_, errs, code := twtw(t, args...)
		if code != 2 || !strings.Contains(errs, `broken.toml:3: options."gulch.b": module "gulch.b" is not in modules`) {
			t.Errorf("%v: exit %d, stderr %q", args, code, errs)
		}
	}

	// Change a house rule: show flags it; lock accepts it.
	if err := os.WriteFile(filepath.Join("gulch", "b.lua"), []byte(reworded), 0o644); err != nil {
		t.Fatal(err)
	}
	show := ok("campaign", "show", "gulch.toml")
	if !strings.Contains(show, "gulch.b 1.0.0 (house, gulch/b.lua)  STALE: gulch/b.lua changed since it was locked") ||
		strings.Contains(show, "gulch.a 1.0.0 (house, gulch/a.lua)  STALE") {
		t.Errorf("show after changing gulch/b.lua:\n%s", show)
	}
	ok("campaign", "lock", "gulch.toml", "gulch.b")
	if show = ok("campaign", "show", "gulch.toml"); strings.Contains(show, "STALE") {
		t.Errorf("show after lock:\n%s", show)
	}
	text, err := os.ReadFile("gulch.toml")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(text), "[lock.\"gulch.b\"]\nversion = \"1.0.0\"\nhash = \""+fileSum(t, filepath.Join("gulch", "b.lua"))+"\"\n") {
		t.Errorf("lock of gulch.b not refreshed:\n%s", text)
	}
}

// seed 001 "Optional Results: Bumps": bumps are an optional rule on by
// default (scripts/optional/bumps.lua, default_on). A campaign switches it
// off with `campaign disable`, which lists it in the file's disabled list,
// and the rules commands then play without it; `campaign enable` takes it
// off the list again.
func TestCampaignDefaultOnModule(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	ok := func(args ...string) string { t.Helper(); return mustTwtw(t, args...) }
	// bumpsOn reads `modules --json` (with the campaign, when given): whether
	// bumps is listed, on, and on by default.
	bumpsOn := func(args ...string) (listed, on, def bool) {
		t.Helper()
		var mods struct {
			Modules []struct {
				Name, Kind string
				On         bool
				DefaultOn  bool `json:"default_on"`
			}
		}
		if err := json.Unmarshal([]byte(ok(append([]string{"modules", "--json"}, args...)...)), &mods); err != nil {
			t.Fatal(err)
		}
		for _, m := range mods.Modules {
			if m.Name == "bumps" && m.Kind == "optional" {
				return true, m.On, m.DefaultOn
			}
		}
		return false, false, false
	}
	if listed, on, def := bumpsOn(); !listed || !on || !def {
		t.Fatalf("twtw modules: bumps listed %v, on %v, default_on %v; want an optional module on by default (scripts/embed.go must embed optional/)", listed, on, def)
	}

	ok("campaign", "new", "camp.toml")
	if _, on, _ := bumpsOn("--campaign", "camp.toml"); !on {
		t.Error("bumps is off in a new campaign")
	}
	ok("campaign", "disable", "camp.toml", "bumps")
	text, err := os.ReadFile("camp.toml")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(text), "modules = []\ndisabled = [\n  \"bumps\",\n]\n") || strings.Contains(string(text), "[lock.bumps]") {
		t.Errorf("after disable bumps:\n%s", text)
	}
	if _, on, _ := bumpsOn("--campaign", "camp.toml"); on {
		t.Error("bumps is on in a campaign that disables it")
	}
	ok("campaign", "enable", "camp.toml", "bumps")
	if text, err = os.ReadFile("camp.toml"); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(text), "disabled") || !strings.Contains(string(text), "[lock.bumps]\n") {
		t.Errorf("after enable bumps:\n%s", text)
	}
	if _, on, _ := bumpsOn("--campaign", "camp.toml"); !on {
		t.Error("bumps is off after enable")
	}
}

// TestCampaignFileComesFirst: a campaign command given a FILE that does not
// exist names it as the campaign file it was taken for, with the command's
// arguments, and when a later argument is a file, the slip of putting it
// second (it used to say only "campaign: stat add: no such file or
// directory"); exit 2, kind input, the file named under --json, and nothing
// written.
func TestCampaignFileComesFirst(t *testing.T) {
	dir := t.TempDir()
	c := filepath.Join(dir, "c.toml")
	mustTwtw(t, "campaign", "new", c)
	before := fileSum(t, c)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"campaign", "scripts", "add", c, dir}, fmt.Sprintf("twtw: campaign scripts: add: no such campaign file (want FILE add|remove DIR; %q is a file: the campaign file comes first)\n", c)},
		{[]string{"campaign", "enable", filepath.Join(dir, "none.toml"), "bleeding"}, fmt.Sprintf("twtw: campaign enable: %s: no such campaign file (want FILE MODULE…; twtw campaign new FILE writes one)\n", filepath.Join(dir, "none.toml"))},
		{[]string{"campaign", "show", "add"}, "twtw: campaign show: add: no such campaign file (want FILE; twtw campaign new FILE writes one)\n"},
	} {
		_, errs, code := twtw(t, tc.args...)
		if code != 2 || errs != tc.want {
			t.Errorf("twtw %v: exit %d, stderr %q; want exit 2, %q", tc.args, code, errs, tc.want)
		}
	}
	_, out, code := twtw(t, "campaign", "show", "add", "--json")
	var got struct {
		Error struct{ Kind, File string }
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil || code != 2 || got.Error.Kind != "input" || got.Error.File != "add" {
		t.Errorf("campaign show add --json: exit %d, %q (%v); want exit 2, kind input, file add", code, out, err)
	}
	if fileSum(t, c) != before {
		t.Error("a refused command changed the campaign file")
	}
}

// TestCampaignHouseRuleOfAnotherGame: a house module whose manifest names no
// ruleset and whose setup wraps a rule the campaign's game lacks (TWTW's
// ranged.tn in a ticks campaign) is refused with the module's line and the
// likely cause; under TWTW, the game it was written for, it is enabled.
func TestCampaignHouseRuleOfAnotherGame(t *testing.T) {
	dir := t.TempDir()
	hr := filepath.Join(dir, "hr")
	if err := os.MkdirAll(hr, 0o755); err != nil {
		t.Fatal(err)
	}
	src := `-- tn.lua — one easier shot, written for TWTW, naming no ruleset
local M = { name = "posse.tn", version = "1.0.0", summary = "one easier shot", source = "house" }
function M.setup(api)
  api.wrap("ranged.tn", function(next, ctx)
    local tn = next(ctx)
    tn:add(-1, "house", "house")
    return tn
  end, "easier")
end
return M
`
	if err := os.WriteFile(filepath.Join(hr, "tn.lua"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	ticks, twtwc := filepath.Join(dir, "ticks.toml"), filepath.Join(dir, "twtw.toml")
	mustTwtw(t, "campaign", "new", ticks, "--ruleset", "ticks")
	mustTwtw(t, "campaign", "scripts", ticks, "add", hr)
	before := fileSum(t, ticks)
	_, errs, code := twtw(t, "campaign", "enable", ticks, "posse.tn")
	want := `hr/tn.lua:4: wrap "ranged.tn": no such rule (modules load in plan order; does posse.tn require the module that defines it?) (posse.tn's manifest names no ruleset and the game played is ticks: a module written for another game says so with ruleset = "NAME", and ticks then refuses it up front)`
	if code != 2 || !strings.Contains(errs, want) {
		t.Errorf("enable under ticks: exit %d, stderr %q; want exit 2 and %q", code, errs, want)
	}
	if fileSum(t, ticks) != before {
		t.Error("the refused enable changed the campaign file")
	}
	mustTwtw(t, "campaign", "new", twtwc)
	mustTwtw(t, "campaign", "scripts", twtwc, "add", hr)
	mustTwtw(t, "campaign", "enable", twtwc, "posse.tn")
}
