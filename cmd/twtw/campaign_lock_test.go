package main

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// Only campaign lock accepts a change: enable of a module that is on keeps
// its lock entry (it stays STALE) and locks only the module it switches on,
// saying so; set on a module the lock lacks does not lock it.
func TestCampaignEditsKeepTheLock(t *testing.T) {
	dir := campaignFolder(t)
	file := filepath.Join(dir, "camp.toml")
	aPath := filepath.Join(dir, "house", "a.lua")
	campaignOK(t, "campaign", "new", file)
	disableBuiltins(t, file)
	campaignOK(t, "campaign", "scripts", file, "add", filepath.Join(dir, "house"))
	campaignOK(t, "campaign", "enable", file, "test.a")
	if err := os.WriteFile(aPath, []byte(campaignModules["a.lua"]+"-- a house tweak\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	stale := file + ": STALE test.a: house/a.lua changed since it was locked\n"
	accept := file + ": `twtw campaign lock " + file + "` accepts what is stale, once you have looked at it\n"
	out := campaignOK(t, "campaign", "enable", file, "test.a", "test.d")
	if want := file + ": enabled test.a\n" + file + ": enabled test.d\n" + file + ": locked test.d at its current scripts\n" + stale + accept; out != want {
		t.Errorf("enable printed %q, want %q", out, want)
	}
	if st := showJSON(t, file); !reflect.DeepEqual(st.Stale, []string{"test.a: house/a.lua changed since it was locked"}) {
		t.Errorf("stale after enable: %q", st.Stale)
	}

	// test.d's entry gone from the file: set leaves it out.
	text, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	i := strings.Index(string(text), "\n[lock.\"test.d\"]\n")
	if i < 0 {
		t.Fatalf("no lock entry of test.d:\n%s", text)
	}
	if err := os.WriteFile(file, text[:i+1], 0o644); err != nil {
		t.Fatal(err)
	}
	out = campaignOK(t, "campaign", "set", file, "test.a.n=2")
	if want := file + ": set test.a.n = 2\n" + stale + file + ": STALE test.d: not in the lock\n" + accept; out != want {
		t.Errorf("set printed %q, want %q", out, want)
	}
	if text, _ := os.ReadFile(file); strings.Contains(string(text), "[lock.\"test.d\"]") {
		t.Errorf("set locked test.d:\n%s", text)
	}
	if out := campaignOK(t, "campaign", "lock", file); out != file+": locked test.a\n"+file+": locked test.d\n" {
		t.Errorf("lock printed %q", out)
	}
}

// A campaign with no lock is unlocked: show and every edit say how to lock
// it, no edit locks part of it (lock MODULE is refused), fight does not
// warn, and fight --strict refuses it (exit 2, kind stale) until campaign
// lock records everything.
func TestCampaignCommandsUnlocked(t *testing.T) {
	dir := campaignFolder(t)
	t.Chdir(dir)
	const file = "hand.toml"
	if err := os.WriteFile(file, []byte("name = \"hand\"\nmodules = [\"test.a\"]\nscripts = [\"house\"]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	const note = "unlocked: twtw campaign lock hand.toml records the scripts\n"
	if out := campaignOK(t, "campaign", "show", file); !strings.HasSuffix(out, "\n"+note) || strings.Contains(out, "STALE") {
		t.Errorf("show of an unlocked campaign:\n%s", out)
	}
	if st := showJSON(t, file); st.Locked || len(st.Stale) != 0 || st.LockRules != nil {
		t.Errorf("show --json of an unlocked campaign: %+v", st)
	}
	if out := campaignOK(t, "campaign", "enable", file, "test.d"); out != file+": enabled test.d\n"+file+": "+note {
		t.Errorf("enable printed %q", out)
	}
	before, _ := os.ReadFile(file)
	if strings.Contains(string(before), "lock") {
		t.Errorf("enable locked an unlocked campaign:\n%s", before)
	}
	_, errs, code := campaignRun(t, "campaign", "lock", file, "test.a")
	if want := "twtw: hand.toml: lock: the campaign has no lock yet, and locking test.a alone would leave the rest unlocked: lock everything with: twtw campaign lock hand.toml\n"; code != exitBadUsed || errs != want {
		t.Errorf("lock of one module: exit %d, %q; want 2 and %q", code, errs, want)
	}
	if after, _ := os.ReadFile(file); string(after) != string(before) {
		t.Errorf("the refused lock changed the file:\n%s", after)
	}

	if _, errs, code := campaignRun(t, "fight", "--campaign", file, "--seed", "1", "--rounds", "1"); code != exitOK || errs != "" {
		t.Errorf("fight of an unlocked campaign: exit %d, %q; want 0 and no warning", code, errs)
	}
	_, errs, code = campaignRun(t, "fight", "--campaign", file, "--seed", "1", "--rounds", "1", "--strict")
	if want := "twtw: campaign hand.toml has no lock; --strict refuses it: review its scripts, then record them with: twtw campaign lock hand.toml\n"; code != exitBadUsed || errs != want {
		t.Errorf("fight --strict: exit %d, %q; want 2 and %q", code, errs, want)
	}
	_, errs, _ = campaignRun(t, "fight", "--campaign", file, "--seed", "1", "--rounds", "1", "--strict", "--json")
	if want := `{"error":{"message":"campaign hand.toml has no lock; --strict refuses it: review its scripts, then record them with: twtw campaign lock hand.toml","kind":"stale","file":"hand.toml","line":0,"field":""}}` + "\n"; errs != want {
		t.Errorf("fight --strict --json: %q, want %q", errs, want)
	}

	out := campaignOK(t, "campaign", "lock", file)
	want := file + ": locked test.a\n" + file + ": locked test.d\n"
	for _, d := range builtinDefaultOn(t) {
		want += file + ": locked " + d + "\n"
	}
	want += file + ": locked the built-in rules of ruleset twtw 1.0.0\n"
	if out != want {
		t.Errorf("lock printed %q, want %q", out, want)
	}
	if _, errs, code := campaignRun(t, "fight", "--campaign", file, "--seed", "1", "--rounds", "1", "--strict"); code != exitOK || errs != "" {
		t.Errorf("fight --strict after lock: exit %d, %q", code, errs)
	}
	if out := campaignOK(t, "campaign", "show", file); !strings.HasSuffix(out, "\nlock: every module matches its lock\n") {
		t.Errorf("show after lock:\n%s", out)
	}
}
