package host

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/twtw/twtw/core/card"
	"github.com/twtw/twtw/host/campaign"
	"github.com/twtw/twtw/host/campaign/campaigntest"
)

// ARCHITECTURE.md "Campaigns": each malformed file is refused with its file and
// field named.
func TestParseCampaignRefuses(t *testing.T) {
	path := campaignDir(t)
	// line is the line the error names after the file (and in InputError.Line).
	for _, tc := range []struct {
		name, text, want string
		line             int
		field            string
	}{
		{"bad TOML", "name = \"x\"\nmodules = [\n", `toml: unexpected EOF; expected value (last key "modules")`, 2, "modules"},
		{"header missing its bracket", "name = \"x\"\n[options\nn = 1\n", `toml: expected '.' or ']' to end table name, but got '\n' instead`, 2, ""},
		{"unknown key", "name = \"x\"\ncolour = \"red\"\n", "unknown field colour", 2, "colour"},
		{"misspelt key", "name = \"x\"\nmodule = [\"test.a\"]\n", `unknown field module (a campaign has name, ruleset, modules, disabled, scripts, deck, options, lock, lock_rules); did you mean "modules"?`, 2, "module"},
		{"wrong field type", "modules = \"test.a\"\n", `"modules"`, 1, "modules"},
		{"option of a module that is off", "modules = [\"test.a\"]\nscripts = [\"house\"]\n[options.\"test.b\"]\nn = 1\n", `options."test.b": module "test.b" is not in modules`, 3, `options."test.b"`},
		{"unquoted dotted module", "modules = [\"test.a\"]\n[options.test.a]\nn = 1\n", `quote a dotted module name: [options."test.a"]`, 3, "options.test.a.n"},
		{"unquoted dotted lock", "modules = [\"test.a\"]\n[lock.test.a]\nversion = \"1\"\nhash = \"h\"\n", `[lock."test.a"]`, 2, "lock.test.a"},
		{"option value not a scalar", "modules = [\"test.a\"]\n[options.\"test.a\"]\nn = [1, 2]\n", `options."test.a".n: an option value is true/false, a number or a string, got an array`, 3, `options."test.a".n`},
		{"module twice", "modules = [\n  \"test.a\",\n  \"test.a\",\n]\n", `modules[2]: "test.a" is listed twice`, 3, "modules[2]"},
		{"empty module", "modules = [\"\"]\n", "modules[1]: an empty module name", 1, "modules[1]"},
		{"disabled twice", "disabled = [\"x\", \"y\", \"x\"]\n", `disabled[3]: "x" is listed twice`, 1, "disabled[3]"},
		{"enabled and disabled", "modules = [\"test.a\", \"x\"]\ndisabled = [\"x\"]\n", `disabled[1]: "x" is in modules too (a module is either enabled or disabled)`, 2, "disabled[1]"},
		{"empty disabled", "disabled = [\"x\", \"\"]\n", "disabled[2]: an empty module name", 1, "disabled[2]"},
		{"disabled not a list", "disabled = \"x\"\n", `"disabled"`, 1, "disabled"},
		{"option of a disabled module", "disabled = [\"x\"]\n[options.x]\nn = 1\n", `options.x: module "x" is not in modules`, 2, "options.x"},
		{"folder missing", "scripts = [\"house\", \"nowhere\"]\n", `scripts[2]: "nowhere" is not a folder`, 1, "scripts[2]"},
		{"folder twice", "scripts = [\"house\", \"./house/\"]\n", `scripts[2]: "./house/" is scripts[1] again`, 1, "scripts[2]"},
		{"folders with one name", "scripts = [\"house\", \"other/house\"]\n", `would both load as house/`, 1, "scripts[2]"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseCampaign(path, []byte(tc.text))
			var in *InputError
			if !errors.As(err, &in) {
				t.Fatalf("err = %v, want an *InputError", err)
			}
			prefix := fmt.Sprintf("%s:%d: ", path, tc.line)
			if msg := err.Error(); !strings.HasPrefix(msg, prefix) || !strings.Contains(msg, tc.want) {
				t.Errorf("err = %q, want %q prefixed by %q", msg, tc.want, prefix)
			}
			if in.File != path || in.Line != tc.line || in.Field != tc.field {
				t.Errorf("file %q line %d field %q, want %q, %d, %q", in.File, in.Line, in.Field, path, tc.line, tc.field)
			}
		})
	}
}

// ARCHITECTURE.md "Campaigns": a new campaign, a folder, modules and options,
// written by each edit and read back.
func TestCampaignEditRoundTrip(t *testing.T) {
	c := newHouseCampaign(t)
	if err := c.Enable("test.a", "test.b"); err != nil {
		t.Fatal(err)
	}
	if err := c.SetOptions(
		Setting{Module: "test.a", Option: "n", Value: "3"},
		Setting{Module: "test.a", Option: "flag", Value: "true"},
		Setting{Module: "test.a", Option: "mode", Value: "burst"},
		Setting{Module: "test.a", Option: "rate", Value: "2.5"},
	); err != nil {
		t.Fatal(err)
	}
	text := campaigntest.ReadText(t, c.Path)
	for _, want := range []string{"name = \"Gulch\"\n", "modules = [\n  \"test.a\",\n  \"test.b\",\n]\n", "scripts = [\n  \"house\",\n]\n",
		"[options.\"test.a\"]\nflag = true\nmode = \"burst\"\nn = 3\nrate = 2.5\n"} {
		if !strings.Contains(text, want) {
			t.Errorf("file lacks %q:\n%s", want, text)
		}
	}
	back, err := LoadCampaign(c.Path)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back.Modules, []string{"test.a", "test.b"}) {
		t.Errorf("modules %v", back.Modules)
	}
	want := map[string]any{"n": int64(3), "flag": true, "mode": "burst", "rate": 2.5}
	if !reflect.DeepEqual(back.Options["test.a"], want) {
		t.Errorf("options %#v, want %#v", back.Options["test.a"], want)
	}
	st, err := CampaignStatusOf(back)
	if err != nil {
		t.Fatal(err)
	}
	if len(st.Modules) != 2 || st.Modules[0].Name != "test.a" || st.Modules[1].Name != "test.b" {
		t.Fatalf("status modules %+v", st.Modules)
	}
	var n OptionStatus
	for _, o := range st.Modules[0].Options {
		if o.Name == "n" {
			n = o
		}
	}
	if n.Value != int64(3) || !n.Set || n.Default != int64(1) {
		t.Errorf("option n in force %+v, want 3 set over default 1", n)
	}

	// Disabling drops the module's options and lock entry.
	if err := c.Disable("test.b"); err != nil {
		t.Fatal(err)
	}
	back, err = LoadCampaign(c.Path)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back.Modules, []string{"test.a"}) || len(back.Lock) != 1 {
		t.Errorf("after disable: modules %v lock %v", back.Modules, back.Lock)
	}
	if err := c.Disable("test.a"); err != nil {
		t.Fatal(err)
	}
	if err := c.RemoveScripts("house"); err != nil {
		t.Fatal(err)
	}
	back, err = LoadCampaign(c.Path)
	if err != nil {
		t.Fatal(err)
	}
	if back.Modules != nil || back.Scripts != nil || back.Options != nil || back.Lock != nil {
		t.Errorf("after removing everything: %+v", back)
	}
	campaigntest.NoTempFiles(t, filepath.Dir(c.Path))
}

// ARCHITECTURE.md "The rule registry": conflicts are refused when a campaign is
// built, each naming the modules, rule or option; ARCHITECTURE.md "Campaigns": a
// bad edit is refused and the old file kept. Each refusal leaves the file
// byte for byte and the Campaign value as they were.
func TestCampaignRefusedEdits(t *testing.T) {
	for _, tc := range []struct {
		name string
		edit func(c *Campaign) error
		want []string
	}{
		{"unknown module", func(c *Campaign) error { return c.Enable("test.zz") }, []string{`unknown module "test.zz"`}},
		{"conflict", func(c *Campaign) error { return c.Enable("test.c") }, []string{"module test.c conflicts with test.a"}},
		{"two replacers", func(c *Campaign) error { return c.Enable("test.d", "test.e") }, []string{"modules test.d and test.e both replace rule dispute.cut"}},
		{"named twice", func(c *Campaign) error { return c.Enable("test.d", "test.d") }, []string{`module "test.d" is named twice`}},
		{"core module", func(c *Campaign) error { return c.Enable("core.disputes") }, []string{`module "core.disputes" is a core rule and always on`}},
		{"value above max", func(c *Campaign) error { return c.Set("test.a", "n", "4") }, []string{"option test.a.n: 4 is outside 0..3"}},
		{"value not a number", func(c *Campaign) error { return c.Set("test.a", "n", "three") }, []string{`option test.a.n: want a number, got "three"`}},
		{"value not whole", func(c *Campaign) error { return c.Set("test.a", "n", "1.5") }, []string{"option test.a.n: want a whole number"}},
		{"value not a bool", func(c *Campaign) error { return c.Set("test.a", "flag", "yes") }, []string{`option test.a.flag: want a bool (true, false, 1 or 0), got "yes"`}},
		{"value not in enum", func(c *Campaign) error { return c.Set("test.a", "mode", "spray") }, []string{`option test.a.mode: want one of "shot", "burst", got "spray"`}},
		{"one bad of two", func(c *Campaign) error {
			return c.SetOptions(Setting{Module: "test.a", Option: "n", Value: "2"}, Setting{Module: "test.a", Option: "rate", Value: "-1"})
		}, []string{"option test.a.rate: -1 is outside 0..∞"}},
		{"unknown option", func(c *Campaign) error { return c.Set("test.a", "zz", "1") }, []string{`module test.a has no option "zz" (it has flag, mode, n, rate)`}},
		{"option of a module that is off", func(c *Campaign) error { return c.Set("test.c", "n", "1") }, []string{`set test.c.n=1: module "test.c" is not enabled`}},
		{"a module where an option goes", func(c *Campaign) error { return c.Set("test", "a", "2") }, []string{"set test.a: test.a is a module; set one of its options, as test.a.OPTION=VALUE"}},
		{"disable a requirement", func(c *Campaign) error { return c.Disable("test.a") }, []string{"cannot disable test.a: module test.b requires it"}},
		{"disable what is off", func(c *Campaign) error { return c.Disable("test.c") }, []string{`module "test.c" is not enabled`}},
		{"folder missing", func(c *Campaign) error { return c.AddScripts("nowhere") }, []string{`scripts add nowhere: "nowhere" is not a folder`}},
		{"folder twice", func(c *Campaign) error { return c.AddScripts("./house") }, []string{`scripts: "./house" is already listed (scripts[1])`}},
		{"folder with enabled modules", func(c *Campaign) error { return c.RemoveScripts("house") }, []string{`scripts: "house" holds module test.a (house/a.lua), which is enabled`}},
		{"folder not listed", func(c *Campaign) error { return c.RemoveScripts("other") }, []string{`scripts: "other" is not listed (listed: "house")`}},
		{"deck missing", func(c *Campaign) error { return c.SetDeck("nodeck.json") }, []string{"deck:", "nodeck.json"}},
		{"lock what is off", func(c *Campaign) error { return c.Relock("test.c") }, []string{`lock test.c: module "test.c" is not enabled`}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			c := newHouseCampaign(t)
			if err := c.Enable("test.a", "test.b"); err != nil {
				t.Fatal(err)
			}
			before := campaigntest.ReadText(t, c.Path)
			mem := c.Clone()
			err := tc.edit(c)
			var in *InputError
			if !errors.As(err, &in) {
				t.Fatalf("err = %v, want an *InputError", err)
			}
			msg := err.Error()
			if !strings.HasPrefix(msg, c.Path+": ") {
				t.Errorf("err = %q does not name the file", msg)
			}
			for _, w := range tc.want {
				if !strings.Contains(msg, w) {
					t.Errorf("err = %q, want %q", msg, w)
				}
			}
			if after := campaigntest.ReadText(t, c.Path); after != before {
				t.Errorf("file changed by a refused edit:\n%s", after)
			}
			if !reflect.DeepEqual(c, mem) {
				t.Errorf("campaign changed by a refused edit: %+v", c)
			}
			campaigntest.NoTempFiles(t, filepath.Dir(c.Path))
		})
	}
}

// A missing requirement names both modules; enabling the requirement later
// in the same list is refused too, since house rules load in the order
// given (ARCHITECTURE.md "The rule registry": order is deterministic).
func TestCampaignMissingRequirement(t *testing.T) {
	c := newHouseCampaign(t)
	err := c.Enable("test.b")
	want := c.Path + ": module test.b requires test.a, and it is off: turn it on with: twtw campaign enable " + c.Path + " test.a test.b"
	if err == nil || err.Error() != want {
		t.Errorf("Enable(test.b) = %v", err)
	}
	err = c.Enable("test.b", "test.a")
	if err == nil || !strings.Contains(err.Error(), "module test.b requires test.a, which loads after it") {
		t.Errorf("Enable(test.b, test.a) = %v", err)
	}
	if c.Modules != nil {
		t.Errorf("modules %v after refused edits", c.Modules)
	}
}

// ARCHITECTURE.md "Campaigns": the lock records each module's version and content
// hash so a judge sees when rules changed. Enabling a module locks it; other
// edits leave the entries as they are (setting an option of a changed module
// included), so a change stays flagged until Relock.
func TestCampaignLockAndStale(t *testing.T) {
	c := newHouseCampaign(t)
	aPath := filepath.Join(filepath.Dir(c.Path), "house", "a.lua")
	if err := c.Enable("test.a"); err != nil {
		t.Fatal(err)
	}
	want := LockEntry{Version: "1.0.0", Hash: fileHash(t, aPath)}
	if !reflect.DeepEqual(c.Lock["test.a"], want) {
		t.Fatalf("lock %+v, want %+v", c.Lock["test.a"], want)
	}
	if !strings.Contains(campaigntest.ReadText(t, c.Path), "[lock.\"test.a\"]\nversion = \"1.0.0\"\nhash = \""+want.Hash+"\"\n") {
		t.Errorf("file lacks the lock:\n%s", campaigntest.ReadText(t, c.Path))
	}

	// Change the module's file: show flags it, and an edit of another
	// module does not hide it.
	if err := os.WriteFile(aPath, []byte(houseModules(t)["a.lua"]+"-- changed\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := c.Enable("test.d"); err != nil {
		t.Fatal(err)
	}
	loaded, err := LoadCampaign(c.Path)
	if err != nil {
		t.Fatal(err)
	}
	st, err := CampaignStatusOf(loaded)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(st.Stale, []string{"test.a: house/a.lua changed since it was locked"}) {
		t.Errorf("stale %q", st.Stale)
	}
	if st.Modules[0].Name != "test.a" || st.Modules[0].Stale == "" || st.Modules[1].Stale != "" {
		t.Errorf("module flags %+v", st.Modules)
	}

	// A version change is reported as such.
	bumped := strings.Replace(houseModules(t)["a.lua"], `version = "1.0.0"`, `version = "1.1.0"`, 1)
	if err := os.WriteFile(aPath, []byte(bumped), 0o644); err != nil {
		t.Fatal(err)
	}
	st, err = CampaignStatusOf(loaded)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(st.Stale, []string{"test.a: version 1.1.0, locked 1.0.0"}) {
		t.Errorf("stale %q", st.Stale)
	}

	// Setting one of its options is no review of the change: the lock keeps
	// the entry it had and the module stays flagged, until Relock.
	if err := loaded.Set("test.a", "n", "0"); err != nil {
		t.Fatal(err)
	}
	if got := loaded.Lock["test.a"]; !reflect.DeepEqual(got, want) {
		t.Errorf("lock after set %+v, want the entry before it %+v", got, want)
	}
	st, err = CampaignStatusOf(loaded)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(st.Stale, []string{"test.a: version 1.1.0, locked 1.0.0"}) {
		t.Errorf("stale after set %q", st.Stale)
	}
	if err := loaded.Relock("test.a"); err != nil {
		t.Fatal(err)
	}
	if got := loaded.Lock["test.a"]; !reflect.DeepEqual(got, LockEntry{Version: "1.1.0", Hash: fileHash(t, aPath)}) {
		t.Errorf("lock after Relock %+v", got)
	}

	// A hand-written campaign without a lock is unlocked: nothing is
	// flagged, no edit but a Relock of everything locks it, and a Relock of
	// one module is refused, so that it is never half-locked.
	text := "name = \"hand\"\nmodules = [\"test.a\", \"test.d\"]\nscripts = [\"house\"]\n" + disabledLine(builtinDefaultOn(t))
	if err := os.WriteFile(c.Path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	hand, err := LoadCampaign(c.Path)
	if err != nil {
		t.Fatal(err)
	}
	if got := hand.Stale(mustCatalog(t, hand)); len(got) != 0 || hand.Locked() {
		t.Errorf("an unlocked campaign: stale %q, locked %v", got, hand.Locked())
	}
	if err := hand.Set("test.a", "n", "1"); err != nil {
		t.Fatal(err)
	}
	if hand.Lock != nil || hand.Rules != nil || strings.Contains(campaigntest.ReadText(t, c.Path), "lock") {
		t.Errorf("set locked an unlocked campaign: lock %v rules %v", hand.Lock, hand.Rules)
	}
	refused(t, hand, func(c *Campaign) error { return c.Relock("test.a") },
		"lock: the campaign has no lock yet, and locking test.a alone would leave the rest unlocked: lock everything with: twtw campaign lock "+c.Path)
	if err := hand.Relock(); err != nil {
		t.Fatal(err)
	}
	if got := hand.Stale(mustCatalog(t, hand)); len(got) != 0 || len(hand.Lock) != 2 || hand.Rules == nil || hand.Rules.Ruleset != "twtw 1.0.0" {
		t.Errorf("after Relock: stale %q lock %v rules %+v", got, hand.Lock, hand.Rules)
	}
}

// A wrong option type in the file itself is refused when the campaign is
// used (Status, like every command, builds the engine).
func TestCampaignStatusRefusesBadOption(t *testing.T) {
	path := campaignDir(t)
	text := "modules = [\"test.a\"]\nscripts = [\"house\"]\n[options.\"test.a\"]\nn = \"three\"\n"
	c, err := ParseCampaign(path, []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	_, err = CampaignStatusOf(c)
	if err == nil || err.Error() != path+`:4: options."test.a".n: option test.a.n: want a number, got "three"` {
		t.Errorf("Status = %v", err)
	}
}

// ARCHITECTURE.md "Campaigns": the deck is "standard" or a deck file, relative to
// the campaign file; a file that does not load is refused.
func TestCampaignDeck(t *testing.T) {
	c := newHouseCampaign(t)
	dir := filepath.Dir(c.Path)
	if err := os.Mkdir(filepath.Join(dir, "decks"), 0o755); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(filepath.Join(dir, "decks", "mine.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := card.Standard().Encode(f); err != nil {
		t.Fatal(err)
	}
	f.Close()
	if err := os.WriteFile(filepath.Join(dir, "decks", "bad.json"), []byte(`{"cards": 3}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := c.SetDeck("decks/mine.json"); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(campaigntest.ReadText(t, c.Path), "deck = \"decks/mine.json\"\n") {
		t.Errorf("file:\n%s", campaigntest.ReadText(t, c.Path))
	}
	o, err := CampaignOptions(c)
	if err != nil || o.Deck == nil {
		t.Fatalf("CampaignOptions: deck %v, %v", o.Deck, err)
	}
	before := campaigntest.ReadText(t, c.Path)
	err = c.SetDeck("decks/bad.json")
	if err == nil || !strings.HasPrefix(err.Error(), c.Path+": deck decks/bad.json: ") || campaigntest.ReadText(t, c.Path) != before || c.Deck != "decks/mine.json" {
		t.Errorf("SetDeck(bad) = %v; deck now %q", err, c.Deck)
	}
	if err := c.SetDeck(StandardDeck); err != nil {
		t.Fatal(err)
	}
	if o, err := CampaignOptions(c); err != nil || o.Deck != nil {
		t.Errorf("standard deck: %v, %v", o.Deck, err)
	}
}

// ReadCampaign leaves the folders to the edit, so removing a folder that has
// gone mends the campaign that LoadCampaign refuses.
func TestCampaignMendMissingFolder(t *testing.T) {
	path := campaignDir(t)
	if err := os.WriteFile(path, []byte("name = \"m\"\nmodules = [\"test.a\"]\nscripts = [\"house\", \"gone\"]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadCampaign(path); err == nil || !strings.Contains(err.Error(), `scripts[2]: "gone" is not a folder`) {
		t.Fatalf("LoadCampaign = %v", err)
	}
	c, err := ReadCampaign(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Enable("test.d"); err == nil || !strings.Contains(err.Error(), `scripts[2]: "gone" is not a folder`) {
		t.Errorf("Enable with a folder gone = %v", err)
	}
	if err := c.RemoveScripts("gone"); err != nil {
		t.Fatal(err)
	}
	back, err := LoadCampaign(path)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back.Scripts, []string{"house"}) || !reflect.DeepEqual(back.Modules, []string{"test.a"}) {
		t.Errorf("mended campaign %+v", back)
	}
}

// A folder that is gone while one of its modules is enabled: the module
// cannot be disabled (the campaign does not load), so removing the folder
// switches it off, its options and lock entry with it.
func TestCampaignMendMissingFolderWithAModuleOn(t *testing.T) {
	path := campaignDir(t)
	extra := filepath.Join(filepath.Dir(path), "extra")
	if err := os.Mkdir(extra, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(extra, "x.lua"), []byte(`return { name = "extra.x", version = "1.0.0", summary = "s", source = "test",
  options = { n = { type = "int", default = 1, doc = "a number" } }, setup = function() end }`), 0o644); err != nil {
		t.Fatal(err)
	}
	c := withHouse(t, NewCampaign(path, "m"))
	if err := c.AddScripts("extra"); err != nil {
		t.Fatal(err)
	}
	if err := c.Enable("test.a", "extra.x"); err != nil {
		t.Fatal(err)
	}
	if err := c.Set("extra.x", "n", "3"); err != nil {
		t.Fatal(err)
	}
	if err := os.RemoveAll(extra); err != nil {
		t.Fatal(err)
	}
	c, err := ReadCampaign(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Disable("extra.x"); err == nil || !strings.Contains(err.Error(), `"extra" is not a folder`) {
		t.Errorf("Disable with its folder gone = %v", err)
	}
	if err := c.RemoveScripts("extra"); err != nil {
		t.Fatal(err)
	}
	back, err := LoadCampaign(path)
	if err != nil {
		t.Fatal(err)
	}
	_, locked := back.Lock["extra.x"]
	if !reflect.DeepEqual(back.Scripts, []string{"house"}) || !reflect.DeepEqual(back.Modules, []string{"test.a"}) || back.Options["extra.x"] != nil || locked {
		t.Errorf("mended campaign: scripts %v, modules %v, options %v, lock %v", back.Scripts, back.Modules, back.Options, back.Lock)
	}
}

// A house module's lock covers the libraries beside it in its folder (lib/),
// which it may require: a changed library changes what the module does, so
// the module is flagged until Relock, naming the library.
func TestCampaignLockCoversTheFolderLibraries(t *testing.T) {
	path := campaignDir(t)
	tuned := filepath.Join(filepath.Dir(path), "tuned")
	files := map[string]string{
		"lib/tune.lua": "return { bonus = 1 }\n",
		"t.lua": `local tune = require("tuned.lib.tune")
return { name = "tuned.t", version = "1.0.0", summary = "s", source = "test", setup = function() assert(tune.bonus) end }`,
	}
	for name, text := range files {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(tuned, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(tuned, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	c := withHouse(t, NewCampaign(path, "m"))
	if err := c.AddScripts("tuned"); err != nil {
		t.Fatal(err)
	}
	if err := c.Enable("tuned.t"); err != nil {
		t.Fatal(err)
	}
	if got := c.Stale(mustCatalog(t, c)); len(got) != 0 {
		t.Fatalf("stale right after enable: %q", got)
	}
	if err := os.WriteFile(filepath.Join(tuned, "lib", "tune.lua"), []byte("return { bonus = 5 }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	want := []string{"tuned.t: tuned/lib/tune.lua (a library it loads) changed since it was locked"}
	if got := c.Stale(mustCatalog(t, c)); !reflect.DeepEqual(got, want) {
		t.Errorf("stale after the library changed: %q, want %q", got, want)
	}
	if err := c.Relock(); err != nil {
		t.Fatal(err)
	}
	if got := c.Stale(mustCatalog(t, c)); len(got) != 0 {
		t.Errorf("stale after Relock: %q", got)
	}
}

// A Campaign literal, made with no checker, is checked against the engine by
// CampaignOptions and CampaignStatusOf, as a loaded campaign is; the literal
// keeps no checker.
func TestCampaignLiteral(t *testing.T) {
	path := campaignDir(t)
	lit := &Campaign{Name: "Gulch", Path: path, Scripts: []string{"house"}, Modules: []string{"test.a"}, Deck: StandardDeck}
	o, err := CampaignOptions(lit)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(o.Layers); n == 0 || o.Layers[n-1].Name != "campaign:house" || o.Layers[n-1].Prefix != "house/" {
		t.Errorf("CampaignOptions layers = %+v, want the last campaign:house under house/", o.Layers)
	}
	if len(o.Enable) != 1 || o.Enable[0].Name != "test.a" {
		t.Errorf("CampaignOptions enables %+v", o.Enable)
	}
	st, err := CampaignStatusOf(lit)
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, m := range st.Modules {
		found = found || m.Name == "test.a" && m.Layer == "campaign:house"
	}
	if !found || st.Name != "Gulch" || st.File != path {
		t.Errorf("CampaignStatusOf = %+v, want test.a from campaign:house", st)
	}
	if lit.Checker() != nil {
		t.Error("CampaignStatusOf gave the literal a checker")
	}
	bad := &Campaign{Name: "Gulch", Path: path, Ruleset: "nope"}
	if _, err := CampaignStatusOf(bad); err == nil || !strings.Contains(err.Error(), "ruleset:") || strings.Contains(err.Error(), "no checker") {
		t.Errorf("CampaignStatusOf of a bad ruleset: %v", err)
	}
}

// Engine.CampaignModules is the engine's catalog as a campaign sees it: the
// same modules, in the same order, with their kind, version, hash and layer.
func TestCampaignModulesAdapter(t *testing.T) {
	e, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	cat := e.CampaignModules()
	all := cat.CampaignModules()
	mans := e.Catalog().Modules()
	if len(all) != len(mans) || len(all) == 0 {
		t.Fatalf("%d campaign modules, %d in the catalog", len(all), len(mans))
	}
	for i, m := range mans {
		want := campaign.Module{
			Name: m.Name, Version: m.Version, Hash: m.Hash, FileHash: e.Scripts().Hash(m.Path), Path: m.Path, From: m.From,
			Core: m.Kind == KindCore, Optional: m.Kind == KindOptional, DefaultOn: m.DefaultOn, Requires: m.Requires,
		}
		if !reflect.DeepEqual(all[i], want) {
			t.Errorf("CampaignModules()[%d] = %+v, want %+v", i, all[i], want)
		}
		if got, ok := cat.CampaignModule(m.Name); !ok || !reflect.DeepEqual(got, want) {
			t.Errorf("CampaignModule(%q) = %+v, %v", m.Name, got, ok)
		}
	}
	if _, ok := cat.CampaignModule("no.such.module"); ok {
		t.Error("CampaignModule found a module that is not there")
	}
}
