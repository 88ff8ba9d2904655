package host

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/twtw/twtw/core/card"
	"github.com/twtw/twtw/host/campaign"
)

// loadsFolders are two house-rule folders: mine.grit requires a library of
// the other folder, gulch (whose module gulch.headshot loads none, and
// gulch.also the same library);
// mine.late loads a library only in its setup, and that library loads
// another.
var loadsFolders = map[string]string{
	"gulch/headshot.lua": `return { name = "gulch.headshot", version = "1.0.0", summary = "s", source = "test", setup = function() end }`,
	"gulch/lib/g.lua":    "return { extra = function() return 0 end }\n",
	"gulch/also.lua": `local g = require("gulch.lib.g")
return { name = "gulch.also", version = "1.0.0", summary = "s", source = "test", setup = function() assert(g.extra) end }`,
	"mine/grit.lua": `local g = require("gulch.lib.g")
return { name = "mine.grit", version = "1.0.0", summary = "s", source = "test", setup = function() assert(g.extra() == 0) end }`,
	"mine/late.lua": `return { name = "mine.late", version = "1.0.0", summary = "s", source = "test",
  setup = function() assert(require("mine.lib.deep").v) end }`,
	"mine/lib/deep.lua":   "local deeper = require(\"mine.lib.deeper\")\nreturn { v = deeper.v }\n",
	"mine/lib/deeper.lua": "return { v = 1 }\n",
}

// loadsCampaign writes loadsFolders beside a new campaign with both folders
// and the built-in default-on modules disabled, and returns it and its
// folder.
func loadsCampaign(t *testing.T) (*Campaign, string) {
	t.Helper()
	dir := t.TempDir()
	for name, text := range loadsFolders {
		writeTestFile(t, filepath.Join(dir, name), text)
	}
	c := NewCampaign(filepath.Join(dir, "camp.toml"), "loads")
	if err := c.Create(); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"gulch", "mine"} {
		if err := c.AddScripts(f); err != nil {
			t.Fatal(err)
		}
	}
	if def := builtinDefaultOn(t); len(def) > 0 {
		if err := c.Disable(def...); err != nil {
			t.Fatal(err)
		}
	}
	return c, dir
}

// writeTestFile writes a file, making its folder.
func writeTestFile(t *testing.T, path, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// A module's lock covers every library it loads, wherever the library
// lives, in its main chunk or its setup, directly or through another
// library; a change to one flags the modules that load it, naming the file,
// and only them, whether or not a module of the library's own folder is on.
// A library no module loads is recorded apart and flagged alone.
func TestCampaignLockCoversEveryLibraryLoaded(t *testing.T) {
	c, dir := loadsCampaign(t)
	if got := c.Rules.Unloaded; len(got) != 3 {
		t.Errorf("the folders' libraries no module loads, as added: %v", got)
	}
	if err := c.Enable("mine.grit", "mine.late", "gulch.headshot"); err != nil {
		t.Fatal(err)
	}
	hash := func(p string) string { return fileHash(t, filepath.Join(dir, p)) }
	want := map[string]map[string]string{
		"mine.grit":      {"gulch/lib/g.lua": hash("gulch/lib/g.lua")},
		"mine.late":      {"mine/lib/deep.lua": hash("mine/lib/deep.lua"), "mine/lib/deeper.lua": hash("mine/lib/deeper.lua")},
		"gulch.headshot": nil,
	}
	for m, libs := range want {
		l := c.Lock[m]
		if !reflect.DeepEqual(l.Libraries, libs) {
			t.Errorf("lock of %s: libraries %v, want %v", m, l.Libraries, libs)
		}
		path := map[string]string{"mine.grit": "mine/grit.lua", "mine.late": "mine/late.lua", "gulch.headshot": "gulch/headshot.lua"}[m]
		if l.Hash != campaign.LockHash(path, hash(path), libs) {
			t.Errorf("lock of %s: hash %s, want LockHash of %s and its libraries", m, l.Hash, path)
		}
	}
	if c.Rules.Unloaded != nil {
		t.Errorf("libraries the modules load are still recorded as loaded by none: %v", c.Rules.Unloaded)
	}

	writeTestFile(t, filepath.Join(dir, "gulch/lib/g.lua"), "return { extra = function() return 0 end } -- changed\n")
	stale := []string{"mine.grit: gulch/lib/g.lua (a library it loads) changed since it was locked"}
	if got := c.Stale(mustCatalog(t, c)); !reflect.DeepEqual(got, stale) {
		t.Errorf("stale %q, want %q", got, stale)
	}
	if err := c.Disable("gulch.headshot"); err != nil {
		t.Fatal(err)
	}
	if got := c.Stale(mustCatalog(t, c)); !reflect.DeepEqual(got, stale) {
		t.Errorf("with gulch.headshot off: stale %q, want %q", got, stale)
	}
	writeTestFile(t, filepath.Join(dir, "mine/lib/deeper.lua"), "return { v = 2 }\n")
	stale = append(stale, "mine.late: mine/lib/deeper.lua (a library it loads) changed since it was locked")
	if got := c.Stale(mustCatalog(t, c)); !reflect.DeepEqual(got, stale) {
		t.Errorf("stale %q, want %q", got, stale)
	}
	if err := c.Relock(); err != nil {
		t.Fatal(err)
	}

	// A library no module loads: one line naming it, no module flagged.
	writeTestFile(t, filepath.Join(dir, "gulch/lib/spare.lua"), "return {}\n")
	stale = []string{"gulch/lib/spare.lua is new since the lock (no module loads it while the rules are built, but a rule may require it during a fight)"}
	if got := c.Stale(mustCatalog(t, c)); !reflect.DeepEqual(got, stale) {
		t.Errorf("stale %q, want %q", got, stale)
	}
	if err := c.Relock(); err != nil {
		t.Fatal(err)
	}
	if got := c.Rules.Unloaded; !reflect.DeepEqual(got, map[string]string{"gulch/lib/spare.lua": hash("gulch/lib/spare.lua")}) {
		t.Errorf("unloaded after Relock: %v", got)
	}
}

// A lock entry an older twtw wrote (one hash of the module's file and every
// library of its folder, no library recorded, no lock_rules) still matches
// when nothing changed; a library of another folder the module loads it
// never covered, and the built-in rules it never recorded.
func TestCampaignOlderLockEntries(t *testing.T) {
	c, dir := loadsCampaign(t)
	if err := c.Enable("mine.grit", "mine.late"); err != nil {
		t.Fatal(err)
	}
	libs := map[string]string{"mine/lib/deep.lua": fileHash(t, filepath.Join(dir, "mine/lib/deep.lua")), "mine/lib/deeper.lua": fileHash(t, filepath.Join(dir, "mine/lib/deeper.lua"))}
	older := func(p string) string { return campaign.LockHash(p, fileHash(t, filepath.Join(dir, p)), libs) }
	text := "name = \"old\"\nmodules = [\"mine.grit\", \"mine.late\"]\nscripts = [\"gulch\", \"mine\"]\n" + disabledLine(builtinDefaultOn(t)) +
		"\n[lock.\"mine.grit\"]\nversion = \"1.0.0\"\nhash = \"" + older("mine/grit.lua") + "\"\n" +
		"\n[lock.\"mine.late\"]\nversion = \"1.0.0\"\nhash = \"" + older("mine/late.lua") + "\"\n"
	writeTestFile(t, c.Path, text)
	old, err := LoadCampaign(c.Path)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"the lock does not record the built-in rules of ruleset twtw (an older twtw locked it)",
		"mine.grit: it loads gulch/lib/g.lua now, which the lock does not cover",
	}
	if got := old.Stale(mustCatalog(t, old)); !reflect.DeepEqual(got, want) {
		t.Errorf("stale %q, want %q", got, want)
	}
}

// A campaign's deck file is locked: a change to its cards is flagged, naming
// it; setting the deck it has keeps the record, setting another records it.
func TestCampaignLockCoversTheDeckFile(t *testing.T) {
	c := newHouseCampaign(t)
	dir := filepath.Dir(c.Path)
	deck := card.Standard()
	deck.Name = "hot"
	var b bytes.Buffer
	if err := deck.Encode(&b); err != nil {
		t.Fatal(err)
	}
	hot := filepath.Join(dir, "decks", "hot.json")
	writeTestFile(t, hot, b.String())
	if err := c.SetDeck("decks/hot.json"); err != nil {
		t.Fatal(err)
	}
	if c.Rules.Deck != fileHash(t, hot) || !c.LastLock().Deck {
		t.Errorf("deck record %q, last lock %+v", c.Rules.Deck, c.LastLock())
	}
	writeTestFile(t, hot, strings.Replace(b.String(), `"name": "hot"`, `"name": "hotter"`, 1))
	want := []string{"deck file decks/hot.json changed since it was locked"}
	if got := c.Stale(mustCatalog(t, c)); !reflect.DeepEqual(got, want) {
		t.Errorf("stale %q, want %q", got, want)
	}
	if err := c.SetDeck("decks/hot.json"); err != nil {
		t.Fatal(err)
	}
	if got := c.Stale(mustCatalog(t, c)); !reflect.DeepEqual(got, want) || c.LastLock().Deck {
		t.Errorf("after setting the same deck: stale %q, last lock %+v", got, c.LastLock())
	}
	if err := c.Relock(); err != nil {
		t.Fatal(err)
	}
	if got := c.Stale(mustCatalog(t, c)); len(got) != 0 || c.Rules.Deck != fileHash(t, hot) {
		t.Errorf("after Relock: stale %q, deck record %q", got, c.Rules.Deck)
	}
}

// The built-in rules' fingerprint is the ruleset's own: the same for every
// engine of a ruleset, whatever house rules and deck it plays, another for
// another ruleset.
func TestBuiltinHash(t *testing.T) {
	plain, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer plain.Close()
	c, _ := loadsCampaign(t)
	o, err := CampaignOptions(c)
	if err != nil {
		t.Fatal(err)
	}
	deck := card.Standard()
	deck.Name = "hot"
	o.Deck = deck
	house, err := New(o)
	if err != nil {
		t.Fatal(err)
	}
	defer house.Close()
	ticks, err := New(Options{Ruleset: "ticks"})
	if err != nil {
		t.Fatal(err)
	}
	defer ticks.Close()
	if h := plain.BuiltinHash(); len(h) != 64 || h != house.BuiltinHash() || h == ticks.BuiltinHash() {
		t.Errorf("built-in hashes: twtw %s, with house rules and a deck %s, ticks %s", h, house.BuiltinHash(), ticks.BuiltinHash())
	}
	if plain.RulesHash() == house.RulesHash() {
		t.Errorf("the rules' fingerprint does not tell the house rules and the deck: %s", plain.RulesHash())
	}
}

// Enabling a module locks it at its current scripts, but for a library the
// lock already holds at another hash: that one keeps it, so a changed
// library stays flagged under every module that loads it until Relock.
func TestEnableKeepsALibraryTheLockHolds(t *testing.T) {
	c, dir := loadsCampaign(t)
	if err := c.Enable("mine.grit"); err != nil {
		t.Fatal(err)
	}
	g := filepath.Join(dir, "gulch/lib/g.lua")
	old := fileHash(t, g)
	writeTestFile(t, g, "return { extra = function() return 0 end } -- changed\n")
	if err := c.Enable("gulch.also"); err != nil {
		t.Fatal(err)
	}
	if got := c.Lock["gulch.also"].Libraries; !reflect.DeepEqual(got, map[string]string{"gulch/lib/g.lua": old}) {
		t.Errorf("gulch.also locked with %v, want the hash the lock held, %s", got, old)
	}
	if got := c.LastLock(); !reflect.DeepEqual(got, campaign.LockChange{Modules: []string{"gulch.also"}}) {
		t.Errorf("last lock %+v", got)
	}
	want := []string{
		"gulch.also: gulch/lib/g.lua (a library it loads) changed since it was locked",
		"mine.grit: gulch/lib/g.lua (a library it loads) changed since it was locked",
	}
	if got := c.Stale(mustCatalog(t, c)); !reflect.DeepEqual(got, want) {
		t.Errorf("stale %q, want %q", got, want)
	}
	if err := c.Relock("gulch.also", "mine.grit"); err != nil {
		t.Fatal(err)
	}
	if got := c.Stale(mustCatalog(t, c)); len(got) != 0 || c.Lock["gulch.also"].Libraries["gulch/lib/g.lua"] != fileHash(t, g) {
		t.Errorf("after Relock: stale %q, lock %+v", got, c.Lock["gulch.also"])
	}
}
