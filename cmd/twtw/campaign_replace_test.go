package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// builtinCalled is the text of the built-in core.called module
// (scripts/rules/called.lua); call it before t.Chdir.
func builtinCalled(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "scripts", "rules", "called.lua"))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// shadowCalled makes a folder dir/shadow holding a copy of the built-in
// core.called module (builtin, its text) whose called shot at the head is
// worth head (1 to 9), and returns the copy's path.
func shadowCalled(t *testing.T, dir, builtin string, head int) string {
	t.Helper()
	text := strings.Replace(builtin, "head = 6, hand = 6", "head = "+string(rune('0'+head))+", hand = 6", 1)
	if text == builtin {
		t.Fatal("scripts/rules/called.lua has no \"head = 6, hand = 6\" to change")
	}
	if err := os.MkdirAll(filepath.Join(dir, "shadow"), 0o755); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "shadow", "called.lua")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// A house file that replaces a built-in core module (its manifest keeps the
// name core.called) is locked like a house module: the built-in rules'
// fingerprint does not cover it. campaign lock records it, show lists it
// with the file it replaces, the header names it, and --strict refuses an
// edit of it.
func TestCampaignLocksAReplacedCoreModule(t *testing.T) {
	builtin, dir := builtinCalled(t), t.TempDir()
	t.Chdir(dir)
	const file = "sh.toml"
	campaignOK(t, "campaign", "new", file)
	disableBuiltins(t, file)
	shadowCalled(t, dir, builtin, 1)
	out := campaignOK(t, "campaign", "scripts", file, "add", "shadow")
	// what the folder replaces waits for campaign lock, which the edit names
	if want := file + ": added house-rule folder shadow\n" + file + ": STALE core.called: not in the lock\n" +
		file + ": `twtw campaign lock " + file + "` accepts what is stale, once you have looked at it\n"; out != want {
		t.Errorf("scripts add printed %q, want %q", out, want)
	}
	if out := campaignOK(t, "campaign", "lock", file); out != file+": locked core.called\n" {
		t.Errorf("lock printed %q", out)
	}
	text, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	entry := "[lock.\"core.called\"]\nversion = \"1.0.0\"\nhash = \"" + sha256File(t, filepath.Join("shadow", "called.lua")) + "\"\n"
	if !strings.Contains(string(text), entry) {
		t.Errorf("the lock has no entry %q:\n%s", entry, text)
	}
	show := campaignOK(t, "campaign", "show", file)
	const line = "  core.called 1.0.0 (core, shadow/called.lua, replaces rules/called.lua)\n"
	if !strings.Contains(show, "modules, in load order:\n"+line) || !strings.HasSuffix(show, "\nlock: every module matches its lock\n") {
		t.Errorf("show does not list the replaced core module:\n%s", show)
	}
	args := []string{"explain", "--campaign", file, "--called", "head", "--seed", "1", "--strict"}
	out, errs, code := campaignRun(t, args...)
	if code != exitOK || errs != "" {
		t.Fatalf("explain --strict of the locked campaign: exit %d: %s", code, errs)
	}
	header := strings.SplitN(out, "\n", 3)[1]
	if want := "modules: core.called 1.0.0 (replaced by shadow/called.lua)"; !strings.HasSuffix(header, want) {
		t.Errorf("explain's header %q does not end in %q", header, want)
	}

	shadowCalled(t, dir, builtin, 3)
	_, errs, code = campaignRun(t, args...)
	want := "twtw: campaign sh.toml changed since it was locked (core.called: shadow/called.lua changed since it was locked); --strict refuses it: review the change, then accept it with: twtw campaign lock sh.toml\n"
	if code != exitBadUsed || errs != want {
		t.Errorf("explain --strict after an edit of the replacing file: exit %d, stderr %q; want exit 2, %q", code, errs, want)
	}
	show = campaignOK(t, "campaign", "show", file)
	if !strings.Contains(show, "  core.called 1.0.0 (core, shadow/called.lua, replaces rules/called.lua)  STALE: shadow/called.lua changed since it was locked\n") {
		t.Errorf("show does not flag the edit:\n%s", show)
	}
}

// A house module that replaces core.ranged and defines none of its rules
// builds (a rule may ask api.has and do without), but the fight's failure
// names the house file that replaced the module defining the missing rule.
func TestMissingRuleNamesTheReplacingFile(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	if err := os.Mkdir("house", 0o755); err != nil {
		t.Fatal(err)
	}
	empty := `return { name = "core.ranged", version = "1.0.0", summary = "nothing", source = "test", setup = function(api, opts) end }` + "\n"
	if err := os.WriteFile(filepath.Join("house", "ranged.lua"), []byte(empty), 0o644); err != nil {
		t.Fatal(err)
	}
	const file = "r.toml"
	campaignOK(t, "campaign", "new", file)
	campaignOK(t, "campaign", "scripts", file, "add", "house")
	campaignOK(t, "campaign", "lock", file)
	_, errs, code := campaignRun(t, "fight", "--campaign", file, "--seed", "1")
	const want = ": rule ranged.tn is not defined (house/ranged.lua replaces the built-in module core.ranged, rules/ranged.lua, and does not define ranged.tn)\n"
	if code != exitFailed || !strings.HasPrefix(errs, "twtw: rule round.run failed in ") || !strings.HasSuffix(errs, want) {
		t.Errorf("fight: exit %d, stderr %q; want exit 1 and a message ending in %q", code, errs, want)
	}
}

// A campaign whose house-rule folder holds a file with a syntax error
// cannot be read to switch the module off (its name is in the file), so
// every campaign command that builds the rules says how out: remove the
// folder. The file is left as it was.
func TestBrokenHouseFileSaysHowOut(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	if err := os.Mkdir("gulch", 0o755); err != nil {
		t.Fatal(err)
	}
	module := filepath.Join("gulch", "tables.lua")
	good := `return { name = "gulch.tables", version = "1.0.0", summary = "x", source = "test", setup = function(api, opts) end }` + "\n"
	if err := os.WriteFile(module, []byte(good), 0o644); err != nil {
		t.Fatal(err)
	}
	const file = "g.toml"
	campaignOK(t, "campaign", "new", file)
	campaignOK(t, "campaign", "scripts", file, "add", "gulch")
	campaignOK(t, "campaign", "enable", file, "gulch.tables")
	if err := os.WriteFile(module, []byte(strings.TrimSuffix(good, " }\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	before, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	const want = "twtw: g.toml: loading scripts: gulch/tables.lua:2: syntax error at end of file (fix the file, or take folder gulch out of the campaign with: twtw campaign scripts remove g.toml gulch)\n"
	for _, args := range [][]string{{"show", file}, {"disable", file, "gulch.tables"}, {"lock", file}} {
		if _, errs, code := campaignRun(t, append([]string{"campaign"}, args...)...); code != exitBadUsed || errs != want {
			t.Errorf("campaign %s: exit %d, stderr %q; want exit 2, %q", strings.Join(args, " "), code, errs, want)
		}
	}
	if after, _ := os.ReadFile(file); string(after) != string(before) {
		t.Errorf("the campaign file changed:\n%s", after)
	}
	out := campaignOK(t, "campaign", "scripts", file, "remove", "gulch")
	if want := file + ": removed house-rule folder gulch\n" + file + ": switched off gulch.tables (no folder left holds it)\n"; out != want {
		t.Errorf("scripts remove printed %q, want %q", out, want)
	}
}
