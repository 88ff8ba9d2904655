package module

import (
	"strings"
	"testing"
)

// A campaign layer's module replaces the built-in one of its name, in
// either order; two modules of one name from the same kind of layer are
// refused.
func TestCatalogAdd(t *testing.T) {
	for _, builtinFirst := range []bool{true, false} {
		c := NewCatalog("twtw", "1.0.0", nil)
		builtin := &Manifest{Name: "bleeding", Kind: KindOptional, Path: "optional/bleeding.lua", From: "builtin"}
		mine := &Manifest{Name: "bleeding", Kind: KindHouse, Path: "gulch/bleeding.lua", From: "campaign:gulch"}
		first, second := builtin, mine
		if !builtinFirst {
			first, second = mine, builtin
		}
		for _, m := range []*Manifest{first, second} {
			if err := c.Add(m); err != nil {
				t.Fatal(err)
			}
		}
		got, ok := c.Module("bleeding")
		if !ok || got != mine || mine.Kind != KindOptional || mine.Overrides != "optional/bleeding.lua" || c.Overridden["bleeding"] != builtin {
			t.Errorf("builtin first %v: module %+v, overridden %v", builtinFirst, got, c.Overridden)
		}
	}
	c := NewCatalog("twtw", "1.0.0", nil)
	if err := c.Add(&Manifest{Name: "x", Path: "a/x.lua", From: "builtin"}); err != nil {
		t.Fatal(err)
	}
	err := c.Add(&Manifest{Name: "x", Path: "b/x.lua", From: "builtin"})
	if err == nil || err.Error() != `module name "x" is used by both a/x.lua and b/x.lua` {
		t.Errorf("Add of a second x = %v", err)
	}
}

// Finish gathers the declared events (the host's first) and refuses an event
// declared twice and a default-on module that is not optional.
func TestCatalogFinish(t *testing.T) {
	host := []EventSpec{{Name: "fight.end", Doc: "over", Module: "host", Path: "host/fight.go"}}
	c := NewCatalog("twtw", "1.0.0", nil)
	_ = c.Add(&Manifest{Name: "a", Kind: KindCore, Path: "rules/a.lua", Events: []EventSpec{{Name: "a.hit", Module: "a", Path: "rules/a.lua"}}})
	if err := c.Finish(host); err != nil {
		t.Fatal(err)
	}
	if evs := c.Events(); len(evs) != 2 || evs[0].Name != "a.hit" || evs[1].Name != "fight.end" {
		t.Errorf("Events = %+v", evs)
	}
	by := c.EventsByName()
	delete(by, "a.hit")
	if len(c.EventsByName()) != 2 {
		t.Errorf("EventsByName hands out the catalog's own map")
	}
	_ = c.Add(&Manifest{Name: "b", Kind: KindHouse, Path: "gulch/b.lua", Events: []EventSpec{{Name: "a.hit", Module: "b", Path: "gulch/b.lua"}}})
	if err := c.Finish(host); err == nil || !strings.Contains(err.Error(), `event "a.hit" is declared by both a (rules/a.lua) and b (gulch/b.lua)`) {
		t.Errorf("Finish with a.hit twice = %v", err)
	}
	c = NewCatalog("twtw", "1.0.0", nil)
	_ = c.Add(&Manifest{Name: "h", Kind: KindHouse, Path: "gulch/h.lua", DefaultOn: true})
	if err := c.Finish(host); err == nil || !strings.Contains(err.Error(), `gulch/h.lua: manifest field "default_on": only an optional module`) {
		t.Errorf("Finish with a default-on house rule = %v", err)
	}
}

// A module's ruleset field and the version ranges of its requirements are
// checked against the catalog's ruleset and the required module's version.
func TestResolveVersions(t *testing.T) {
	c := NewCatalog("twtw", "1.0.0", func(name string) string {
		if name == "deadlands.huckster" {
			return "deadlands"
		}
		return ""
	})
	for _, m := range []*Manifest{
		{Name: "bleeding", Version: "1.1.0", Kind: KindOptional, Path: "optional/bleeding.lua"},
		{Name: "gore", Version: "1.0.0", Kind: KindHouse, Path: "gulch/gore.lua", Requires: []string{"bleeding"},
			Ranges: map[string]VersionRange{"bleeding": mustRange(t, ">= 1.2")}},
		{Name: "later", Version: "1.0.0", Kind: KindHouse, Path: "gulch/later.lua", Ruleset: "twtw >= 2"},
		{Name: "other", Version: "1.0.0", Kind: KindHouse, Path: "gulch/other.lua", Ruleset: "deadlands"},
		{Name: "across", Version: "1.0.0", Kind: KindHouse, Path: "gulch/across.lua", Requires: []string{"deadlands.huckster"}},
	} {
		if err := c.Add(m); err != nil {
			t.Fatal(err)
		}
	}
	_, err := c.Resolve([]Enable{{Name: "bleeding"}, {Name: "gore"}, {Name: "later"}, {Name: "other"}, {Name: "deadlands.huckster"}, {Name: "across"}})
	for _, want := range []string{
		`module "deadlands.huckster" belongs to ruleset deadlands, not to ruleset twtw (a campaign plays one ruleset)`,
		// a problem of a module's own manifest names the file to edit
		"module gore (gulch/gore.lua) requires bleeding >= 1.2, but bleeding is version 1.1.0 (optional/bleeding.lua)",
		"module later (gulch/later.lua) needs ruleset twtw >= 2, but twtw is version 1.0.0",
		`module other (gulch/other.lua) is for ruleset deadlands, not twtw (its manifest says ruleset = "deadlands")`,
		// a requirement of another ruleset says whose it is
		"module across (gulch/across.lua) requires deadlands.huckster, which is not a module of ruleset twtw (deadlands.huckster is a module of ruleset deadlands)",
	} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Resolve = %v; want %q", err, want)
		}
	}
}

// The zero Catalog takes modules, overrides included, and resolves, finishes
// and lists them as NewCatalog's does.
func TestCatalogZero(t *testing.T) {
	var c Catalog
	if _, ok := c.Module("x"); ok || len(c.Modules()) != 0 || len(c.Events()) != 0 {
		t.Errorf("empty zero Catalog: Module, Modules or Events not empty")
	}
	builtin := &Manifest{Name: "bleeding", Kind: KindOptional, Path: "optional/bleeding.lua", From: "builtin"}
	mine := &Manifest{Name: "bleeding", Kind: KindHouse, Path: "gulch/bleeding.lua", From: "campaign:gulch"}
	for _, m := range []*Manifest{{Name: "core.x", Kind: KindCore}, builtin, mine} {
		if err := c.Add(m); err != nil {
			t.Fatalf("Add(%s) = %v", m.Name, err)
		}
	}
	if c.Overridden["bleeding"] != builtin {
		t.Errorf("Overridden = %v, want the built-in bleeding", c.Overridden)
	}
	if err := c.Add(&Manifest{Name: "core.x", Kind: KindCore, Path: "rules/x2.lua"}); err == nil {
		t.Error("Add of a second core.x: no error")
	}
	if err := c.Finish(nil); err != nil {
		t.Fatal(err)
	}
	plan, err := c.Resolve([]Enable{{Name: "bleeding"}})
	if err != nil || len(plan) != 2 || plan[0].Name != "core.x" || plan[1].Manifest != mine {
		t.Errorf("Resolve = %v, %v; want core.x then the campaign's bleeding", plan, err)
	}
}

// Kind names the three kinds, and any other value by its number.
func TestKindString(t *testing.T) {
	for k, want := range map[Kind]string{KindCore: "core", KindOptional: "optional", KindHouse: "house", 3: "kind(3)", 7: "kind(7)", -1: "kind(-1)"} {
		if got := k.String(); got != want {
			t.Errorf("Kind(%d).String() = %q, want %q", int(k), got, want)
		}
	}
}

// A Manifest built by hand whose version or ruleset field does not parse is
// refused by Resolve, naming the module, once it is in the plan: its ruleset
// is not read as any ruleset, and its version is not checked against a
// range. An empty version reads as 0.0.0.
func TestResolveBadManifestFields(t *testing.T) {
	c := NewCatalog("twtw", "1.0.0", nil)
	for _, m := range []*Manifest{
		{Name: "badver", Version: "1.x", Kind: KindOptional},
		{Name: "badrs", Version: "1.0.0", Kind: KindHouse, Ruleset: "twtw >= banana"},
		{Name: "nors", Version: "1.0.0", Kind: KindHouse, Ruleset: ">= 1.0"},
		{Name: "user", Version: "1.0.0", Kind: KindHouse, Requires: []string{"badver"},
			Ranges: map[string]VersionRange{"badver": mustRange(t, ">= 1.0")}},
		{Name: "nover", Kind: KindOptional},
		{Name: "idle", Version: "nonsense", Kind: KindOptional},
	} {
		if err := c.Add(m); err != nil {
			t.Fatal(err)
		}
	}
	_, err := c.Resolve([]Enable{{Name: "badver"}, {Name: "badrs"}, {Name: "nors"}, {Name: "user"}})
	for _, want := range []string{
		`module badver: manifest field "version": "1.x" is not a semantic version`,
		`module badrs: manifest field "ruleset" "twtw >= banana": want a ruleset name and an optional version range ("twtw >= 1.0")`,
		`module nors: manifest field "ruleset" ">= 1.0": want a ruleset name`,
	} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Resolve = %v; want %q", err, want)
		}
	}
	if err != nil && (strings.Contains(err.Error(), "module user requires") || strings.Contains(err.Error(), "idle")) {
		t.Errorf("Resolve = %v; want no word of user's range or of idle, which is not enabled", err)
	}
	if plan, err := c.Resolve([]Enable{{Name: "nover"}}); err != nil || len(plan) != 1 {
		t.Errorf("Resolve(nover) = %v, %v; want a plan of one with no error", plan, err)
	}
	c2 := NewCatalog("twtw", "1.0.0", nil)
	_ = c2.Add(&Manifest{Name: "nover", Kind: KindOptional})
	_ = c2.Add(&Manifest{Name: "user", Version: "1.0.0", Kind: KindHouse, Requires: []string{"nover"},
		Ranges: map[string]VersionRange{"nover": mustRange(t, ">= 0.1")}})
	if _, err := c2.Resolve([]Enable{{Name: "nover"}, {Name: "user"}}); err == nil || !strings.Contains(err.Error(), "module user requires nover >= 0.1, but nover is version") {
		t.Errorf("Resolve with an unversioned requirement = %v; want it read as 0.0.0", err)
	}
}

func mustRange(t *testing.T, s string) VersionRange {
	t.Helper()
	r, err := parseRange(s)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// DefaultOn names the modules on by default, core first, then by name; a
// module without the flag is not among them.
func TestCatalogDefaultOn(t *testing.T) {
	c := NewCatalog("twtw", "1.0.0", nil)
	for _, m := range []*Manifest{
		{Name: "risk", Kind: KindOptional, Path: "optional/risk.lua", DefaultOn: true},
		{Name: "bleeding", Kind: KindOptional, Path: "optional/bleeding.lua"},
		{Name: "bumps", Kind: KindOptional, Path: "optional/bumps.lua", DefaultOn: true},
		{Name: "core.wounds", Kind: KindCore, Path: "rules/wounds.lua"},
	} {
		if err := c.Add(m); err != nil {
			t.Fatal(err)
		}
	}
	if got := strings.Join(c.DefaultOn(), ","); got != "bumps,risk" {
		t.Errorf("DefaultOn = %q, want bumps,risk", got)
	}
}

// A module asked for without its namespace (range_bands, the way TWTW's
// optional modules are named) is suggested by its full name when exactly
// one module ends in it; an ambiguous one gets no guess.
func TestUnknownSuggestsTheNamespacedModule(t *testing.T) {
	c := NewCatalog("shootout", "1.0.0", nil)
	for _, m := range []*Manifest{
		{Name: "shootout.range_bands", Kind: KindOptional, Path: "optional/range_bands.lua"},
		{Name: "shootout.cover", Kind: KindCore, Path: "rules/cover.lua"},
		{Name: "posse.cover", Kind: KindHouse, Path: "posse/cover.lua"},
	} {
		if err := c.Add(m); err != nil {
			t.Fatal(err)
		}
	}
	for name, want := range map[string]string{
		"range_bands": `unknown module "range_bands" in ruleset shootout (twtw modules lists them); did you mean "shootout.range_bands"?`,
		"cover":       `unknown module "cover" in ruleset shootout (twtw modules lists them)`,
		"bands":       `unknown module "bands" in ruleset shootout (twtw modules lists them)`,
	} {
		if got := c.Unknown(name); got != want {
			t.Errorf("Unknown(%q) = %q, want %q", name, got, want)
		}
	}
}
