package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/twtw/twtw/core/card"
	"github.com/twtw/twtw/host"
)

// campaignModules are house-rule modules for the campaign commands' tests
// (scripts/README.md "A module"): test.a has an int option n (0..3) and an
// enum mode, test.b requires test.a, test.c conflicts with test.a, test.d and
// test.e both replace the core rule dispute.cut (scripts/rules/disputes.lua).
var campaignModules = map[string]string{
	"a.lua": `return { name = "test.a", version = "1.0.0", summary = "Module A", source = "campaign test",
  options = {
    n = { type = "int", default = 1, min = 0, max = 3, doc = "how many" },
    mode = { type = "enum", default = "shot", values = { "shot", "burst" }, doc = "fire mode" },
  },
  setup = function(api, opts) end }
`,
	"b.lua": `return { name = "test.b", version = "1.0.0", summary = "Module B", source = "campaign test",
  requires = { "test.a" }, setup = function(api, opts) end }
`,
	"c.lua": `return { name = "test.c", version = "1.0.0", summary = "Module C", source = "campaign test",
  conflicts = { "test.a" }, setup = function(api, opts) end }
`,
	"d.lua": `return { name = "test.d", version = "1.0.0", summary = "Module D", source = "campaign test",
  replaces = { "dispute.cut" }, setup = function(api, opts) api.replace("dispute.cut", function() return "judge" end) end }
`,
	"e.lua": `return { name = "test.e", version = "1.0.0", summary = "Module E", source = "campaign test",
  replaces = { "dispute.cut" }, setup = function(api, opts) api.replace("dispute.cut", function() return "player" end) end }
`,
}

// campaignFolder makes a folder holding house/ with campaignModules and
// returns it.
func campaignFolder(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, "house"), 0o755); err != nil {
		t.Fatal(err)
	}
	for name, text := range campaignModules {
		if err := os.WriteFile(filepath.Join(dir, "house", name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// campaignRun runs the CLI and returns stdout, stderr and the exit code.
func campaignRun(t *testing.T, args ...string) (string, string, int) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(append([]string{"twtw"}, args...), &out, &errb)
	return out.String(), errb.String(), code
}

// campaignOK runs the CLI and fails the test unless it exits 0.
func campaignOK(t *testing.T, args ...string) string {
	t.Helper()
	out, errs, code := campaignRun(t, args...)
	if code != exitOK {
		t.Fatalf("twtw %s: exit %d: %s", strings.Join(args, " "), code, errs)
	}
	return out
}

func sha256File(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

// campaignStatus is the part of `campaign show --json` the tests read.
type campaignStatus struct {
	File, Name, Deck string
	Ruleset          string
	RulesetVersion   string `json:"ruleset_version"`
	Scripts          []string
	Disabled         []string
	Stale            []string
	RulesStale       []string `json:"rules_stale"`
	Locked           bool
	LockRules        *struct{ Ruleset, Builtin, Deck string } `json:"lock_rules"`
	Modules          []struct {
		Name, Kind, Version, Path, Hash, Stale string
		DefaultOn                              bool `json:"default_on"`
		Libraries                              []string
		Lock                                   *struct {
			Version, Hash string
			Libraries     map[string]string
		}
		Options []struct {
			Name  string
			Value any
			Set   bool
		}
	}
}

// builtinDefaultOn lists the embedded optional modules that are on by
// default, by name.
func builtinDefaultOn(t *testing.T) []string {
	t.Helper()
	e, err := host.New(host.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	return e.Catalog().DefaultOn()
}

// disableBuiltins disables the built-in default-on modules in a campaign,
// so that only the modules a test enables are on.
func disableBuiltins(t *testing.T, file string) {
	t.Helper()
	if def := builtinDefaultOn(t); len(def) > 0 {
		campaignOK(t, append([]string{"campaign", "disable", file}, def...)...)
	}
}

func showJSON(t *testing.T, file string) campaignStatus {
	t.Helper()
	out := campaignOK(t, "campaign", "show", file, "--json")
	var st campaignStatus
	if err := json.Unmarshal([]byte(out), &st); err != nil {
		t.Fatalf("campaign show --json is not JSON: %v\n%s", err, out)
	}
	return st
}

// ARCHITECTURE.md "CLI contract": campaign new | show | enable | disable | set |
// scripts add|remove, each read back from the file.
func TestCampaignCommandsRoundTrip(t *testing.T) {
	dir := campaignFolder(t)
	t.Chdir(dir)
	file := filepath.Join("camps", "gulch.toml")
	if err := os.Mkdir("camps", 0o755); err != nil {
		t.Fatal(err)
	}

	out := campaignOK(t, "campaign", "new", file, "--name", "Dry Gulch")
	if out != file+": new campaign \"Dry Gulch\"\n" {
		t.Errorf("new printed %q", out)
	}
	disableBuiltins(t, file)
	st := showJSON(t, file)
	if st.Name != "Dry Gulch" || st.Deck != "standard" || len(st.Modules) != 0 || len(st.Scripts) != 0 {
		t.Errorf("new campaign %+v", st)
	}

	// DIR is given relative to the working folder and stored relative to
	// the campaign file.
	out = campaignOK(t, "campaign", "scripts", file, "add", "house")
	if out != file+": added house-rule folder ../house\n" {
		t.Errorf("scripts add printed %q", out)
	}
	// enabling locks each module switched on, and says so
	out = campaignOK(t, "campaign", "enable", file, "test.a", "test.b")
	if out != file+": enabled test.a\n"+file+": enabled test.b\n"+file+": locked test.a at its current scripts\n"+file+": locked test.b at its current scripts\n" {
		t.Errorf("enable printed %q", out)
	}
	out = campaignOK(t, "campaign", "set", file, "test.a.n=3", "test.a.mode=burst")
	if out != file+": set test.a.n = 3\n"+file+": set test.a.mode = \"burst\"\n" {
		t.Errorf("set printed %q", out)
	}
	text, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"name = \"Dry Gulch\"\n", "scripts = [\n  \"../house\",\n]\n",
		"modules = [\n  \"test.a\",\n  \"test.b\",\n]\n", "[options.\"test.a\"]\nmode = \"burst\"\nn = 3\n"} {
		if !strings.Contains(string(text), want) {
			t.Errorf("file lacks %q:\n%s", want, text)
		}
	}

	show := campaignOK(t, "campaign", "show", file)
	for _, want := range []string{
		"campaign \"Dry Gulch\" (" + file + ")\n",
		"deck: standard\n",
		"house-rule folders: ../house\n",
		"modules, in load order:\n  test.a 1.0.0 (house, house/a.lua)\n      Module A\n      mode = \"burst\" (set; enum shot|burst) fire mode\n      n = 3 (set; int 0..3) how many\n  test.b 1.0.0 (house, house/b.lua)\n      Module B\n",
		"lock: every module matches its lock\n",
	} {
		if !strings.Contains(show, want) {
			t.Errorf("show lacks %q:\n%s", want, show)
		}
	}
	st = showJSON(t, file)
	if len(st.Modules) != 2 || st.Modules[0].Name != "test.a" || st.Modules[0].Options[1].Name != "n" ||
		st.Modules[0].Options[1].Value != 3.0 || !st.Modules[0].Options[1].Set {
		t.Errorf("show --json modules %+v", st.Modules)
	}

	// Edits print the campaign's status with --json.
	out = campaignOK(t, "campaign", "disable", file, "test.b", "--json")
	var after campaignStatus
	if err := json.Unmarshal([]byte(out), &after); err != nil {
		t.Fatalf("disable --json: %v\n%s", err, out)
	}
	if len(after.Modules) != 1 || after.Modules[0].Name != "test.a" {
		t.Errorf("after disable %+v", after.Modules)
	}
	// a module switched off loses its options, and says so
	if out := campaignOK(t, "campaign", "disable", file, "test.a"); out != file+": disabled test.a (its options mode=\"burst\", n=3 are dropped: set them again when you enable it)\n" {
		t.Errorf("disable printed %q", out)
	}
	// remove takes the folder as on the command line or as the file lists it.
	campaignOK(t, "campaign", "scripts", file, "remove", "../house")
	st = showJSON(t, file)
	if len(st.Modules) != 0 || len(st.Scripts) != 0 {
		t.Errorf("after removing everything %+v", st)
	}
}

// ARCHITECTURE.md "CLI contract": exit 2 for bad input; ARCHITECTURE.md "Campaigns": a
// bad edit is refused and the old file kept, byte for byte.
func TestCampaignCommandsRefuse(t *testing.T) {
	const good = "name = \"G\"\nmodules = [\"test.a\", \"test.b\"]\nscripts = [\"house\"]\n"
	for _, tc := range []struct {
		name string
		file string // the campaign's text
		args []string
		want []string
	}{
		{"bad TOML", "name = \"G\"\nmodules = [\n", []string{"show"}, []string{`camp.toml:2: toml: unexpected EOF; expected value (last key "modules")`}},
		{"bad TOML, edit", "name = \"G\"\nmodules = [\n", []string{"enable", "test.a"}, []string{`camp.toml:2: toml: unexpected EOF; expected value (last key "modules")`}},
		{"unknown key", "name = \"G\"\ncolour = \"red\"\n", []string{"enable", "test.a"}, []string{"unknown field colour"}},
		{"wrong option type", good + "[options.\"test.a\"]\nn = \"three\"\n", []string{"show"}, []string{`option test.a.n: want a number, got "three"`}},
		{"wrong option type, edit", good + "[options.\"test.a\"]\nn = \"three\"\n", []string{"enable", "test.d"}, []string{`option test.a.n: want a number, got "three"`}},
		{"option of a module that is off", good + "[options.\"test.c\"]\nn = 1\n", []string{"show"}, []string{`options."test.c": module "test.c" is not in modules`}},
		{"folder missing", "name = \"G\"\nscripts = [\"house\", \"gone\"]\n", []string{"enable", "test.a"}, []string{`scripts[2]: "gone" is not a folder`}},
		{"unknown module", good, []string{"enable", "test.zz"}, []string{`unknown module "test.zz"`}},
		{"conflicting modules", good, []string{"enable", "test.c"}, []string{"module test.c conflicts with test.a"}},
		{"two replacers", good, []string{"enable", "test.d", "test.e"}, []string{"modules test.d and test.e both replace rule dispute.cut"}},
		{"missing requirement", "name = \"G\"\nscripts = [\"house\"]\n", []string{"enable", "test.b"}, []string{"module test.b requires test.a, and it is off: turn it on with: twtw campaign enable ", " test.a test.b"}},
		{"bad option value", good, []string{"set", "test.a.n=4"}, []string{"option test.a.n: 4 is outside 0..3"}},
		{"bad enum value", good, []string{"set", "test.a.n=2", "test.a.mode=spray"}, []string{`option test.a.mode: want one of "shot", "burst", got "spray"`}},
		{"unknown option", good, []string{"set", "test.a.zz=1"}, []string{`module test.a has no option "zz"`}},
		{"option of a module that is off, edit", good, []string{"set", "test.c.n=1"}, []string{`module "test.c" is not enabled`}},
		{"disable a requirement", good, []string{"disable", "test.a"}, []string{"cannot disable test.a: module test.b requires it"}},
		{"remove a folder in use", good, []string{"scripts", "remove", "house"}, []string{`"house" holds module test.a`}},
		{"add a missing folder", good, []string{"scripts", "add", "nowhere"}, []string{`"nowhere" is not a folder`}},
		{"new over a file", good, []string{"new"}, []string{"file already exists"}},
		{"setting without =", good, []string{"set", "test.a.n"}, []string{`"test.a.n": want MODULE.OPTION=VALUE`}},
		{"scripts verb", good, []string{"scripts", "frob", "house"}, []string{`"frob": want add or remove`}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := campaignFolder(t)
			t.Chdir(dir)
			file := filepath.Join(dir, "camp.toml")
			if err := os.WriteFile(file, []byte(tc.file), 0o644); err != nil {
				t.Fatal(err)
			}
			before := sha256File(t, file)
			args := append([]string{"campaign", tc.args[0], file}, tc.args[1:]...)
			out, errs, code := campaignRun(t, args...)
			if code != exitBadUsed {
				t.Fatalf("exit %d, want 2; stdout %q stderr %q", code, out, errs)
			}
			if !strings.Contains(errs, "twtw: "+file+":") { // "FILE: …" or "FILE:LINE: …"
				t.Errorf("stderr %q does not name %s", errs, file)
			}
			for _, w := range tc.want {
				if !strings.Contains(errs, w) {
					t.Errorf("stderr %q, want %q", errs, w)
				}
			}
			if sha256File(t, file) != before {
				t.Error("the campaign file changed")
			}
			ents, _ := os.ReadDir(dir)
			if len(ents) != 2 {
				t.Errorf("files left in the folder: %v", ents)
			}
		})
	}
}

// ARCHITECTURE.md "Campaigns": the lock has each module's version and content
// hash; show flags a module whose file changed since; lock accepts it.
func TestCampaignCommandsStale(t *testing.T) {
	dir := campaignFolder(t)
	file := filepath.Join(dir, "camp.toml")
	aPath := filepath.Join(dir, "house", "a.lua")
	campaignOK(t, "campaign", "new", file)
	disableBuiltins(t, file)
	campaignOK(t, "campaign", "scripts", file, "add", filepath.Join(dir, "house"))
	campaignOK(t, "campaign", "enable", file, "test.a", "test.d")

	st := showJSON(t, file)
	if st.Name != "camp" {
		t.Errorf("default name %q, want the file's name camp", st.Name)
	}
	hashA := sha256File(t, aPath)
	if m := st.Modules[0]; m.Name != "test.a" || m.Lock == nil || m.Lock.Version != "1.0.0" || m.Lock.Hash != hashA || m.Stale != "" {
		t.Fatalf("test.a after enable %+v (file hash %s)", m, hashA)
	}
	if len(st.Stale) != 0 {
		t.Errorf("stale right after enable: %q", st.Stale)
	}

	if err := os.WriteFile(aPath, []byte(campaignModules["a.lua"]+"-- a house tweak\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	show := campaignOK(t, "campaign", "show", file)
	if !strings.Contains(show, "  test.a 1.0.0 (house, house/a.lua)  STALE: house/a.lua changed since it was locked\n") ||
		!strings.Contains(show, "  test.d 1.0.0 (house, house/d.lua)\n") ||
		!strings.Contains(show, "STALE: 1 module(s) changed since the lock; `twtw campaign lock "+file+"` accepts the change\n") {
		t.Errorf("show after the change:\n%s", show)
	}
	st = showJSON(t, file)
	if !reflect.DeepEqual(st.Stale, []string{"test.a: house/a.lua changed since it was locked"}) || st.Modules[0].Hash == st.Modules[0].Lock.Hash {
		t.Errorf("show --json after the change: %+v", st)
	}
	// Other edits report it and keep it flagged.
	out := campaignOK(t, "campaign", "disable", file, "test.d")
	if !strings.Contains(out, file+": STALE test.a: house/a.lua changed since it was locked\n") {
		t.Errorf("disable printed %q", out)
	}
	out = campaignOK(t, "campaign", "lock", file)
	if out != file+": locked test.a\n" {
		t.Errorf("lock printed %q", out)
	}
	st = showJSON(t, file)
	if len(st.Stale) != 0 || st.Modules[0].Lock.Hash != sha256File(t, aPath) {
		t.Errorf("after lock: %+v", st)
	}
}

// The deck is given relative to the working folder and stored relative to
// the campaign file; usage errors exit 2 (ARCHITECTURE.md "CLI contract").
func TestCampaignCommandsDeckAndUsage(t *testing.T) {
	dir := campaignFolder(t)
	t.Chdir(dir)
	if err := os.MkdirAll(filepath.Join("decks"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir("camps", 0o755); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(filepath.Join("decks", "d.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := card.Standard().Encode(f); err != nil {
		t.Fatal(err)
	}
	f.Close()
	file := filepath.Join("camps", "c.toml")
	campaignOK(t, "campaign", "new", file)
	if out := campaignOK(t, "campaign", "deck", file, filepath.Join("decks", "d.json")); out != file+": deck ../decks/d.json\n"+file+": locked deck file ../decks/d.json at its current cards\n" {
		t.Errorf("deck printed %q", out)
	}
	if st := showJSON(t, file); st.Deck != "../decks/d.json" {
		t.Errorf("deck %q", st.Deck)
	}
	campaignOK(t, "campaign", "deck", file, "standard")
	if st := showJSON(t, file); st.Deck != "standard" {
		t.Errorf("deck %q", st.Deck)
	}
	for _, args := range [][]string{
		{"campaign"},
		{"campaign", "show"},
		{"campaign", "enable", file},
		{"campaign", "scripts", file, "add"},
		{"campaign", "deck", file, "a", "b"},
		{"campaign", "show", "missing.toml"},
	} {
		if _, errs, code := campaignRun(t, args...); code != exitBadUsed || errs == "" {
			t.Errorf("%v: exit %d, stderr %q; want 2 and a message", args, code, errs)
		}
	}
}

// Only an optional module can be on by default: adding a house-rule folder
// whose module says default_on is refused (exit 2), naming the file, and the
// campaign file is kept byte for byte.
func TestCampaignCommandsHouseDefaultOn(t *testing.T) {
	dir := campaignFolder(t)
	file := filepath.Join(dir, "camp.toml")
	campaignOK(t, "campaign", "new", file)
	loud := filepath.Join(dir, "loud")
	if err := os.Mkdir(loud, 0o755); err != nil {
		t.Fatal(err)
	}
	text := `return { name = "house.loud", version = "1.0.0", summary = "wants to be on", source = "campaign test",
  default_on = true, setup = function(api, opts) end }
`
	if err := os.WriteFile(filepath.Join(loud, "loud.lua"), []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	before := sha256File(t, file)
	out, errs, code := campaignRun(t, "campaign", "scripts", file, "add", loud)
	want := file + `: loud/loud.lua: manifest field "default_on": only an optional module (scripts/optional) can be on by default, and house.loud is a house module`
	if code != exitBadUsed || !strings.Contains(errs, want) {
		t.Errorf("scripts add: exit %d, stdout %q, stderr %q; want 2 and %q", code, out, errs, want)
	}
	if sha256File(t, file) != before {
		t.Error("the campaign file changed")
	}
	if st := showJSON(t, file); len(st.Scripts) != 0 {
		t.Errorf("scripts %v after a refused add", st.Scripts)
	}
}

// builtinModule returns an embedded module's manifest.
func builtinModule(t *testing.T, name string) *host.Manifest {
	t.Helper()
	e, err := host.New(host.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	m, ok := e.Catalog().Module(name)
	if !ok {
		t.Fatalf("no built-in module %q (scripts/embed.go must embed optional/)", name)
	}
	return m
}

// seed 001 "Optional Results: Bumps": bumps are an optional rule that
// scripts/optional/bumps.lua turns on by default. A new campaign has bumps
// on and locked, show marks it "(on by default)"; disable lists it in
// disabled (and show says so); enable takes it off the list; a house rule
// that requires bumps keeps it on; refusals exit 2 and keep the file.
func TestCampaignCommandsDefaultOn(t *testing.T) {
	bumps := builtinModule(t, "bumps")
	if !bumps.DefaultOn || bumps.Path != "optional/bumps.lua" {
		t.Fatalf("bumps: default_on %v, path %s; want an optional module on by default", bumps.DefaultOn, bumps.Path)
	}
	dir := campaignFolder(t)
	file := filepath.Join(dir, "camp.toml")
	campaignOK(t, "campaign", "new", file)
	campaignOK(t, "campaign", "scripts", file, "add", filepath.Join(dir, "house"))

	line := "  bumps " + bumps.Version + " (optional, optional/bumps.lua) (on by default)\n"
	if show := campaignOK(t, "campaign", "show", file); !strings.Contains(show, line) ||
		!strings.Contains(show, "lock: every module matches its lock\n") || strings.Contains(show, "disabled") {
		t.Errorf("show lacks %q:\n%s", line, show)
	}
	text, _ := os.ReadFile(file)
	if !strings.Contains(string(text), "modules = []\nscripts = [") ||
		!strings.Contains(string(text), "[lock.bumps]\nversion = \""+bumps.Version+"\"\nhash = \""+bumps.Hash+"\"\n") {
		t.Errorf("a new campaign does not lock bumps:\n%s", text)
	}
	st := showJSON(t, file)
	var on []string
	for _, m := range st.Modules {
		if m.DefaultOn {
			on = append(on, m.Name)
		}
	}
	if !slices.Contains(on, "bumps") || len(st.Disabled) != 0 {
		t.Errorf("show --json: default-on modules %v, disabled %v", on, st.Disabled)
	}

	if out := campaignOK(t, "campaign", "disable", file, "bumps"); out != file+": disabled bumps\n" {
		t.Errorf("disable printed %q", out)
	}
	text, _ = os.ReadFile(file)
	if !strings.Contains(string(text), "modules = []\ndisabled = [\n  \"bumps\",\n]\n") || strings.Contains(string(text), "[lock.bumps]") {
		t.Errorf("after disable bumps:\n%s", text)
	}
	show := campaignOK(t, "campaign", "show", file)
	if !strings.Contains(show, "disabled (on by default, switched off here; `twtw campaign enable "+file+" MODULE` switches one back on):\n  bumps\n") ||
		strings.Contains(show, "  bumps "+bumps.Version) {
		t.Errorf("show after disable:\n%s", show)
	}
	st = showJSON(t, file)
	for _, m := range st.Modules {
		if m.Name == "bumps" {
			t.Errorf("bumps is on after disable: %+v", m)
		}
	}
	if !reflect.DeepEqual(st.Disabled, []string{"bumps"}) {
		t.Errorf("show --json disabled %v", st.Disabled)
	}

	needs := `return { name = "test.needs", version = "1.0.0", summary = "needs bumps", source = "campaign test",
  requires = { "bumps" }, setup = function(api, opts) end }
`
	if err := os.WriteFile(filepath.Join(dir, "house", "needs.lua"), []byte(needs), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"disable", file, "bumps"}, file + `: module "bumps" is already disabled`},
		{[]string{"set", file, "bumps.step=5"}, file + `: set bumps.step=5: module "bumps" is disabled (enable it first)`},
		{[]string{"enable", file, "test.needs"}, file + ": module test.needs requires bumps, and it is off: turn it on with: twtw campaign enable " + file + " bumps test.needs"},
	} {
		before := sha256File(t, file)
		_, errs, code := campaignRun(t, append([]string{"campaign"}, tc.args...)...)
		if code != exitBadUsed || !strings.Contains(errs, tc.want) {
			t.Errorf("campaign %v: exit %d, stderr %q; want 2 and %q", tc.args, code, errs, tc.want)
		}
		if sha256File(t, file) != before {
			t.Errorf("campaign %v changed the file", tc.args)
		}
	}

	if out := campaignOK(t, "campaign", "enable", file, "bumps", "test.needs"); out != file+": enabled bumps\n"+file+": enabled test.needs\n"+
		file+": locked test.needs at its current scripts\n"+file+": locked bumps at its current scripts\n" {
		t.Errorf("enable printed %q", out)
	}
	text, _ = os.ReadFile(file)
	if strings.Contains(string(text), "disabled") || !strings.Contains(string(text), "modules = [\n  \"test.needs\",\n]\n") ||
		!strings.Contains(string(text), "[lock.bumps]\nversion = \""+bumps.Version+"\"\nhash = \""+bumps.Hash+"\"\n") {
		t.Errorf("after enable bumps test.needs:\n%s", text)
	}
	// lock with no module names locks every module that is on: those in
	// modules, then the default-on ones by name.
	want := file + ": locked test.needs\n"
	for _, d := range builtinDefaultOn(t) {
		want += file + ": locked " + d + "\n"
	}
	if out := campaignOK(t, "campaign", "lock", file); out != want {
		t.Errorf("lock printed %q, want %q", out, want)
	}
	before := sha256File(t, file)
	_, errs, code := campaignRun(t, "campaign", "disable", file, "bumps")
	if want := file + ": cannot disable bumps: module test.needs requires it (disable test.needs as well, or first)"; code != exitBadUsed || !strings.Contains(errs, want) {
		t.Errorf("disable bumps under test.needs: exit %d, stderr %q; want 2 and %q", code, errs, want)
	}
	if sha256File(t, file) != before {
		t.Error("a refused disable changed the file")
	}

	// Setting an option of bumps lists it in modules, with its options.
	if out := campaignOK(t, "campaign", "set", file, "bumps.step=5"); out != file+": set bumps.step = 5\n" {
		t.Errorf("set printed %q", out)
	}
	text, _ = os.ReadFile(file)
	if !strings.Contains(string(text), "modules = [\n  \"test.needs\",\n  \"bumps\",\n]\n") || !strings.Contains(string(text), "[options.bumps]\nstep = 5\n") {
		t.Errorf("after set bumps.step=5:\n%s", text)
	}
	if show := campaignOK(t, "campaign", "show", file); !strings.Contains(show, line+"      "+bumps.Summary+"\n      step = 5 (set; int 1..12)") {
		t.Errorf("show after set:\n%s", show)
	}
}

// campaign show says which game a campaign plays, in text and --json: a
// judge reading a percentile or shootout campaign saw its folders, deck and
// modules but not its ruleset. Only twtw draws action cards: the others
// have no deck to show (TestCampaignShowNamesNoDeckForARulesetWithoutOne).
func TestCampaignShowSaysTheRuleset(t *testing.T) {
	dir := t.TempDir()
	for rs, version := range map[string]string{"twtw": "1.0.0", "shootout": "1.0.0", "percentile": "1.0.0", "ticks": "1.0.0"} {
		file := filepath.Join(dir, rs+".toml")
		campaignOK(t, "campaign", "new", file, "--ruleset", rs)
		show := campaignOK(t, "campaign", "show", file)
		deck := "deck: none (ruleset " + rs + " draws no action card)\n"
		if rs == "twtw" {
			deck = "deck: standard\n"
		}
		if want := "campaign \"" + rs + "\" (" + file + ")\nruleset: " + rs + " " + version + "\n" + deck; !strings.HasPrefix(show, want) {
			t.Errorf("campaign show %s:\n%s\nwant it to begin %q", file, show, want)
		}
		if st := showJSON(t, file); st.Ruleset != rs || st.RulesetVersion != version {
			t.Errorf("campaign show --json %s: ruleset %q %q, want %q %q", file, st.Ruleset, st.RulesetVersion, rs, version)
		}
	}
}

// campaign enable of a house rule whose setup fails names the script's file
// and line under --json as in text, as fight does: the campaign's refusal
// (bad input about the campaign file) carried file "" and line 0.
func TestCampaignEnableSetupErrorJSONLocated(t *testing.T) {
	root := t.TempDir()
	t.Chdir(root)
	campaignOK(t, "campaign", "new", "c.toml", "--ruleset", "shootout")
	if err := os.MkdirAll("posse", 0o755); err != nil {
		t.Fatal(err)
	}
	mod := "local M = { name = \"posse.x\", version = \"1.0.0\", summary = \"s\", source = \"house rule\" }\n" +
		"function M.setup(api)\n  api.on(\"shot.resolve\", function() end)\nend\nreturn M\n"
	if err := os.WriteFile(filepath.Join("posse", "x.lua"), []byte(mod), 0o644); err != nil {
		t.Fatal(err)
	}
	campaignOK(t, "campaign", "scripts", "c.toml", "add", "posse")
	before := sha256File(t, "c.toml")
	_, errs, code := campaignRun(t, "campaign", "enable", "c.toml", "posse.x", "--json")
	var got struct {
		Error struct {
			Message, Kind, File, Field string
			Line                       int
		}
	}
	if err := json.Unmarshal([]byte(errs), &got); err != nil {
		t.Fatalf("stderr is not one JSON error: %v\n%s", err, errs)
	}
	e := got.Error
	if code != exitBadUsed || e.Kind != "script" || e.File != "posse/x.lua" || e.Line != 3 ||
		!strings.HasPrefix(e.Message, `c.toml: building the rules: module posse.x: setup: posse/x.lua:3: on "shot.resolve": no module declares event "shot.resolve"; did you mean "shot.resolved"?`) {
		t.Errorf("exit %d, error %+v; want 2, kind script, file posse/x.lua, line 3", code, e)
	}
	if sha256File(t, "c.toml") != before {
		t.Error("the refused enable changed c.toml")
	}
}

// A house rule whose manifest does not read (a misspelt field) is a script
// that does not load, wherever it is met: kind script, exit 2, and --json
// names its file, the line that sets the field, and the field, adding its folder to a campaign, fighting with
// a campaign that has it, and comparing it in a simulation. The campaign
// file is left as it was.
func TestManifestErrorJSONNamesFileAndField(t *testing.T) {
	root := t.TempDir()
	t.Chdir(root)
	campaignOK(t, "campaign", "new", "c.toml", "--ruleset", "shootout")
	if err := os.MkdirAll("posse", 0o755); err != nil {
		t.Fatal(err)
	}
	mod := "local M = { name = \"posse.x\", version = \"1.0.0\", summary = \"s\", source = \"house rule\",\n" +
		"  requries = { } }\nfunction M.setup() end\nreturn M\n"
	if err := os.WriteFile(filepath.Join("posse", "x.lua"), []byte(mod), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile("h.toml", []byte("ruleset = \"shootout\"\nscripts = [\"posse\"]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	before := sha256File(t, "c.toml")
	const msg = `posse/x.lua:2: requries: unknown field; did you mean "requires"?`
	for _, args := range [][]string{
		{"campaign", "scripts", "c.toml", "add", "posse", "--json"},
		{"fight", "--campaign", "h.toml", "--json"},
		{"sim", "--ruleset", "shootout", "--compare", "./posse", "--runs", "2", "--json"},
		{"test", "--ruleset", "shootout", "posse", "--json"},
	} {
		_, errs, code := campaignRun(t, args...)
		var got struct {
			Error struct {
				Message, Kind, File, Field string
				Line                       int
			}
		}
		if err := json.Unmarshal([]byte(errs), &got); err != nil {
			t.Fatalf("%v: stderr is not one JSON error: %v\n%s", args, err, errs)
		}
		e := got.Error
		if code != exitBadUsed || e.Kind != "script" || e.File != "posse/x.lua" || e.Field != "requries" || e.Line != 2 ||
			!strings.HasSuffix(e.Message, msg) {
			t.Errorf("%v: exit %d, error %+v; want 2, kind script, file posse/x.lua, line 2, field requries, a message ending %q", args, code, e, msg)
		}
	}
	if sha256File(t, "c.toml") != before {
		t.Error("the refused scripts add changed c.toml")
	}
}
