package campaign

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// fakeChecker is a Checker with no engine: its catalog is fixed modules
// (fakeModules), it plans the modules a campaign lists and refuses any it
// does not know, and knows one ruleset, twtw, with no built-in folders.
type fakeChecker struct{}

// fakeModules is the fake catalog: test.a, test.b (requires test.a) and
// test.d are house modules, bleeding and arc_edges optional ones, and
// fake.on an optional module on by default.
type fakeModules map[string]Module

func (m fakeModules) CampaignModule(name string) (Module, bool) {
	mod, ok := m[name]
	return mod, ok
}

func (m fakeModules) CampaignModules() []Module {
	var out []Module
	for _, mod := range m {
		out = append(out, mod)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

func (m fakeModules) Unknown(name string) string {
	return fmt.Sprintf("unknown module %q in ruleset twtw", name)
}

// Rules is the fake's rules: ruleset twtw 1.0.0, built-in fingerprint
// fakeBuiltin, no file that no module loads.
func (m fakeModules) Rules() RulesLock {
	return RulesLock{Ruleset: "twtw 1.0.0", Builtin: fakeBuiltin}
}

// fakeBuiltin is the built-in rules' fingerprint of the fake checker.
const fakeBuiltin = "builtin-of-the-fake"

func fakeCatalog() fakeModules {
	mods := fakeModules{}
	add := func(m Module) {
		m.Version, m.Hash, m.FileHash, m.Path = "1.0.0", "hash-of-"+m.Name, "hash-of-"+m.Name, m.Name+".lua"
		mods[m.Name] = m
	}
	add(Module{Name: "test.a", From: "campaign:house"})
	add(Module{Name: "test.b", From: "campaign:house", Requires: []string{"test.a"}})
	add(Module{Name: "test.d", From: "campaign:house"})
	add(Module{Name: "bleeding", Optional: true})
	add(Module{Name: "arc_edges", Optional: true})
	add(Module{Name: "fake.on", Optional: true, DefaultOn: true})
	return mods
}

func (fakeChecker) Ruleset(name string) error {
	if name != "twtw" {
		return fmt.Errorf("unknown ruleset %q", name)
	}
	return nil
}

func (fakeChecker) Builtin(ruleset, dir string) error {
	return fmt.Errorf("ruleset %s has no folder %s", ruleset, strings.TrimPrefix(dir, BuiltinPrefix))
}

// Deck refuses no deck: the fake's one ruleset, twtw, plays the action deck.
func (fakeChecker) Deck(string) error { return nil }

func (fakeChecker) MountName(folder string) string { return strings.ReplaceAll(folder, ".", "_") }

// fakeCatalogOf is the fake catalog as a campaign's folders give it: the
// house modules only while a folder loads as their layer.
func fakeCatalogOf(c *Campaign) fakeModules {
	cat := fakeCatalog()
	layers := map[string]bool{}
	for _, f := range c.Folders() {
		layers[f.Layer] = true
	}
	for name, m := range cat {
		if m.From != "" && !layers[m.From] {
			delete(cat, name)
		}
	}
	return cat
}

func (fakeChecker) Catalog(c *Campaign) (Modules, error) { return fakeCatalogOf(c), nil }

func (fakeChecker) Plan(c *Campaign) (*Plan, error) {
	cat := fakeCatalogOf(c)
	plan := &Plan{Modules: cat}
	for _, name := range c.onModules(cat) {
		if _, ok := cat[name]; !ok {
			return nil, c.Fault(fmt.Errorf("unknown module %q", name))
		}
		plan.Planned = append(plan.Planned, Planned{Name: name, Options: c.Options[name]})
	}
	return plan, nil
}

// campaignDir makes a folder with an empty house-rule folder "house" and
// returns the path of a campaign file in it (not created).
func campaignDir(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, "house"), 0o755); err != nil {
		t.Fatal(err)
	}
	return filepath.Join(dir, "camp.toml")
}

// newHouseCampaign creates a campaign with the house folder added and the
// default-on module disabled, so that no module is on.
func newHouseCampaign(t *testing.T) *Campaign {
	t.Helper()
	c := New(campaignDir(t), "Gulch", fakeChecker{})
	if err := c.Create(); err != nil {
		t.Fatal(err)
	}
	if err := c.AddScripts("house"); err != nil {
		t.Fatal(err)
	}
	if err := c.Disable("fake.on"); err != nil {
		t.Fatal(err)
	}
	return c
}
