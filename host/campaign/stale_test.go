package campaign

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/twtw/twtw/host/campaign/campaigntest"
)

// filesReason names what changed of a module's files: its own file, each
// library it loads, the libraries it loads now and those it no longer
// loads; an older twtw's entry, one hash of the file and its folder's
// libraries, is read as such only when the file may hold one.
func TestFilesReason(t *testing.T) {
	const path, g, h, k = "my/grit.lua", "gulch/lib/g.lua", "my/lib/h.lua", "my/lib/k.lua"
	grit := Module{Path: path, FileHash: "F1", Libraries: map[string]string{g: "G2"}}
	entry := func(file string, libs map[string]string) LockEntry {
		return LockEntry{Hash: LockHash(path, file, libs), Libraries: libs}
	}
	folder := Module{Path: path, FileHash: "F1", Libraries: map[string]string{h: "H1"}, FolderLibraries: []string{h, k},
		LegacyHash: LockHash(path, "F1", map[string]string{h: "H1", k: "K1"})}
	outside := folder
	outside.Libraries = map[string]string{h: "H1", g: "G1"}
	for _, tc := range []struct {
		name  string
		m     Module
		l     LockEntry
		older bool
		want  string
	}{
		{"its file", grit, entry("F0", map[string]string{g: "G2"}), false, "my/grit.lua changed since it was locked"},
		{"a library", grit, entry("F1", map[string]string{g: "G1"}), false, "gulch/lib/g.lua (a library it loads) changed since it was locked"},
		{"both", grit, entry("F0", map[string]string{g: "G1"}), false, "my/grit.lua and gulch/lib/g.lua (a library it loads) changed since it was locked"},
		{"a library it loads now", grit, entry("F1", nil), false, "it loads gulch/lib/g.lua now, which the lock does not cover"},
		{"a library it no longer loads", Module{Path: path, FileHash: "F1"}, entry("F1", map[string]string{g: "G1", h: "H1"}), false,
			"it no longer loads gulch/lib/g.lua and my/lib/h.lua"},
		{"its file, and a library more", grit, entry("F0", nil), false,
			"my/grit.lua changed since it was locked; it loads gulch/lib/g.lua now, which the lock does not cover"},
		{"an older entry that matches", folder, LockEntry{Hash: folder.LegacyHash}, true, ""},
		{"an older entry, a library from elsewhere", outside, LockEntry{Hash: folder.LegacyHash}, true,
			"it loads gulch/lib/g.lua now, which the lock does not cover"},
		{"an older entry that does not match", folder, LockEntry{Hash: "else"}, true,
			"my/grit.lua or a library beside it (my/lib/h.lua, my/lib/k.lua) changed since it was locked (an older twtw locked them as one)"},
		{"this twtw's entry is never read as an older one", folder, LockEntry{Hash: folder.LegacyHash}, false,
			"my/grit.lua changed since it was locked; it loads my/lib/h.lua now, which the lock does not cover"},
	} {
		if got := filesReason(tc.m, tc.l, tc.older); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
	}
}

// withRules is a fake catalog whose rules are given.
type withRules struct {
	fakeModules
	rules RulesLock
}

func (m withRules) Rules() RulesLock { return m.rules }

// StaleLocks lists the rules besides the modules first (the built-in
// rules, the deck file, the folders' files no module loads), each located
// at its field of lock_rules, then the modules; an unlocked campaign has
// none.
func TestStaleLocksOfTheRules(t *testing.T) {
	dir := t.TempDir()
	deck := filepath.Join(dir, "hot.json")
	if err := os.WriteFile(deck, []byte("{}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	text := `name = "c"
deck = "hot.json"
modules = ["test.a"]
scripts = []

[lock_rules]
ruleset = "twtw 0.9.0"
builtin = "old"
deck = "0000"

[lock_rules.unloaded]
"house/lib/x.lua" = "X0"
"house/lib/y.lua" = "Y1"

[lock."test.a"]
version = "1.0.0"
hash = "hash-of-test.a"

[lock."test.a".libraries]
"house/lib/z.lua" = "Z1"
`
	c, err := Parse(filepath.Join(dir, "c.toml"), []byte(text), fakeChecker{})
	if err != nil {
		t.Fatal(err)
	}
	cat := withRules{fakeCatalog(), RulesLock{Ruleset: "twtw 1.0.0", Builtin: "new", Unloaded: map[string]string{
		"house/lib/w.lua": "W1", "house/lib/x.lua": "X1", "house/lib/y.lua": "Y1", "house/lib/z.lua": "Z2"}}}
	const why = " (no module loads it while the rules are built, but a rule may require it during a fight)"
	want := []StaleLock{
		{Reason: "the built-in rules of ruleset twtw changed (another twtw build: twtw 1.0.0, locked twtw 0.9.0)", Field: "lock_rules.builtin", Line: 8},
		{Reason: "deck file hot.json changed since it was locked", Field: "lock_rules.deck", Line: 9},
		{Reason: "house/lib/w.lua is new since the lock" + why, Field: "lock_rules.unloaded", Line: 11},
		{Reason: "house/lib/x.lua changed since it was locked" + why, Field: `lock_rules.unloaded."house/lib/x.lua"`, Line: 12},
		{Reason: "house/lib/z.lua changed since it was locked" + why, Field: `lock."test.a".libraries."house/lib/z.lua"`, Line: 20},
		{Module: "fake.on", Reason: "not in the lock"},
	}
	if got := c.StaleLocks(cat); !reflect.DeepEqual(got, want) {
		t.Errorf("StaleLocks\n%#v\nwant\n%#v", got, want)
	}
	if got := c.Stale(cat)[0]; got != want[0].Reason {
		t.Errorf("Stale[0] = %q", got)
	}

	// The same built-in rules of another version of the ruleset, and no
	// record of them at all.
	cat.rules.Ruleset = "twtw 0.9.0"
	if got := c.StaleLocks(cat)[0].Reason; got != "the built-in rules of ruleset twtw changed (another twtw build)" {
		t.Errorf("another build of one version: %q", got)
	}
	c.Rules, c.lines = nil, nil // as read from a file without lock_rules
	if got := c.StaleLocks(cat)[:4]; !reflect.DeepEqual(got, []StaleLock{
		{Reason: "the lock does not record the built-in rules of ruleset twtw (an older twtw locked it)"},
		{Reason: "deck file hot.json is not in the lock"},
		{Reason: "house/lib/w.lua is not in the lock" + why},
		{Reason: "house/lib/x.lua is not in the lock" + why},
	}) {
		t.Errorf("a lock without lock_rules: %#v", got)
	}

	// Without a lock, nothing is stale.
	c.Lock = nil
	if got := c.StaleLocks(cat); got != nil || c.Locked() || c.StaleReason(cat, "fake.on") != "" {
		t.Errorf("an unlocked campaign: %+v", got)
	}
}

// Only Relock accepts a change: enabling a module that is on, or setting an
// option of one, keeps its lock entry (or its lack of one) as it is; a
// module switched on is locked, and LastLock says so.
func TestEditsKeepTheLock(t *testing.T) {
	c := newHouseCampaign(t)
	if c.Rules == nil || c.Rules.Builtin != fakeBuiltin || c.Rules.Ruleset != "twtw 1.0.0" {
		t.Fatalf("Create wrote the rules %+v", c.Rules)
	}
	if err := c.Enable("test.a"); err != nil {
		t.Fatal(err)
	}
	if got := c.LastLock(); !reflect.DeepEqual(got, LockChange{Modules: []string{"test.a"}}) {
		t.Errorf("Enable locked %+v", got)
	}
	// test.a's file changes (here: its entry is an older one)
	text := strings.Replace(campaigntest.ReadText(t, c.Path), `hash = "hash-of-test.a"`, `hash = "before"`, 1)
	if err := os.WriteFile(c.Path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	c, err := Read(c.Path, fakeChecker{})
	if err != nil {
		t.Fatal(err)
	}
	stale := []string{"test.a: test.a.lua changed since it was locked"}
	if err := c.Enable("test.a", "test.d"); err != nil {
		t.Fatal(err)
	}
	if got := c.LastLock(); !reflect.DeepEqual(got, LockChange{Modules: []string{"test.d"}}) || c.Lock["test.a"].Hash != "before" {
		t.Errorf("Enable of a module that is on: locked %+v, test.a %+v", got, c.Lock["test.a"])
	}
	if got := c.Stale(fakeCatalogOf(c)); !reflect.DeepEqual(got, stale) {
		t.Errorf("stale %q, want %q", got, stale)
	}

	// A module the lock lacks stays out of it when one sets its option.
	delete(c.Lock, "test.d")
	if err := c.Save(); err != nil {
		t.Fatal(err)
	}
	if err := c.Set("test.d", "n", "2"); err != nil {
		t.Fatal(err)
	}
	if _, ok := c.Lock["test.d"]; ok || !reflect.DeepEqual(c.LastLock(), LockChange{}) {
		t.Errorf("Set locked test.d: %+v", c.LastLock())
	}
	stale = append(stale, "test.d: not in the lock")
	if got := c.Stale(fakeCatalogOf(c)); !reflect.DeepEqual(got, stale) {
		t.Errorf("stale %q, want %q", got, stale)
	}

	if err := c.Relock("test.a"); err != nil {
		t.Fatal(err)
	}
	if got := c.LastLock(); !reflect.DeepEqual(got, LockChange{Modules: []string{"test.a"}}) || c.Lock["test.a"].Hash != "hash-of-test.a" {
		t.Errorf("Relock(test.a) locked %+v", got)
	}
	if err := c.Relock(); err != nil {
		t.Fatal(err)
	}
	if got := c.LastLock(); !reflect.DeepEqual(got, LockChange{Modules: []string{"test.d"}}) || len(c.Stale(fakeCatalogOf(c))) != 0 {
		t.Errorf("Relock() locked %+v; stale %q", got, c.Stale(fakeCatalogOf(c)))
	}
}

// A campaign without a lock stays unlocked through every edit but Relock of
// everything; Relock of one module is refused, naming the command that
// locks it whole.
func TestUnlockedCampaign(t *testing.T) {
	path := campaignDir(t)
	if err := os.WriteFile(path, []byte("name = \"hand\"\nmodules = [\"test.a\"]\nscripts = [\"house\"]\ndisabled = [\"fake.on\"]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	c, err := Read(path, fakeChecker{})
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Enable("test.d"); err != nil {
		t.Fatal(err)
	}
	if err := c.Set("test.a", "n", "1"); err != nil {
		t.Fatal(err)
	}
	if c.Locked() || strings.Contains(campaigntest.ReadText(t, path), "lock") || !reflect.DeepEqual(c.LastLock(), LockChange{}) {
		t.Errorf("edits locked an unlocked campaign:\n%s", campaigntest.ReadText(t, path))
	}
	before := campaigntest.ReadText(t, path)
	err = c.Relock("test.a", "test.d")
	want := path + ": lock: the campaign has no lock yet, and locking test.a and test.d alone would leave the rest unlocked: lock everything with: twtw campaign lock " + path
	if err == nil || err.Error() != want {
		t.Errorf("Relock of two modules: %v, want %q", err, want)
	}
	if campaigntest.ReadText(t, path) != before {
		t.Error("the refused Relock changed the file")
	}
	if err := c.Relock(); err != nil {
		t.Fatal(err)
	}
	if got := c.LastLock(); !reflect.DeepEqual(got, LockChange{Modules: []string{"test.a", "test.d"}, Builtin: true}) {
		t.Errorf("Relock() of an unlocked campaign locked %+v", got)
	}
	if !strings.Contains(campaigntest.ReadText(t, path), "\n[lock_rules]\nruleset = \"twtw 1.0.0\"\nbuiltin = \""+fakeBuiltin+"\"\n\n[lock.\"test.a\"]\n") {
		t.Errorf("the locked file:\n%s", campaigntest.ReadText(t, path))
	}
}

// The lock's tables of libraries and unloaded files are written by path,
// read back as they were, and the text is canonical.
func TestLockTablesRoundTrip(t *testing.T) {
	c := New(filepath.Join(t.TempDir(), "c.toml"), "c", fakeChecker{})
	c.Rules = &RulesLock{Ruleset: "twtw 1.0.0", Builtin: "B", Deck: "D", Unloaded: map[string]string{"my_rules/lib/z.lua": "Z", "gulch/lib/a.lua": "A"}}
	c.Modules = []string{"test.a"}
	c.Lock = map[string]LockEntry{"test.a": {Version: "1.0.0", Hash: "H", Libraries: map[string]string{"gulch/lib/g.lua": "G"}}}
	text, err := c.encode()
	if err != nil {
		t.Fatal(err)
	}
	want := `
[lock_rules]
ruleset = "twtw 1.0.0"
builtin = "B"
deck = "D"

[lock_rules.unloaded]
"gulch/lib/a.lua" = "A"
"my_rules/lib/z.lua" = "Z"

[lock."test.a"]
version = "1.0.0"
hash = "H"

[lock."test.a".libraries]
"gulch/lib/g.lua" = "G"
`
	if !strings.HasSuffix(string(text), want) {
		t.Errorf("encoded:\n%s\nwant it to end with:\n%s", text, want)
	}
	back, err := Parse(c.Path, text, fakeChecker{})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back.Lock, c.Lock) || !reflect.DeepEqual(back.Rules, c.Rules) {
		t.Errorf("read back: lock %+v rules %+v", back.Lock, back.Rules)
	}
	again, err := back.encode()
	if err != nil || string(again) != string(text) {
		t.Errorf("encoding again gave other text (%v):\n%s", err, again)
	}
}
