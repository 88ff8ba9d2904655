// Package ruleset finds the games twtw can run. A ruleset is a folder of Lua
// modules with a manifest (ruleset.toml): its core rules (rules/), optional
// modules (optional/), example house rules (houserules/) and scenarios
// (scenarios/). The default ruleset, The West That Wasnt, is the root of the
// embedded scripts tree; every other one is scripts/rulesets/NAME/ with the
// same shape.
//
// The package reads manifests and hands out each ruleset's script layers and
// scenario files; it runs no Lua.
package ruleset

import (
	"bytes"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"sort"
	"strings"

	"github.com/BurntSushi/toml"

	"github.com/twtw/twtw/host/tomltext"
	"github.com/twtw/twtw/host/vm"
	"github.com/twtw/twtw/scripts"
)

// Default is the ruleset a command runs when none is named.
const Default = "twtw"

// ManifestFile is the name of a ruleset's manifest in its folder.
const ManifestFile = "ruleset.toml"

// Folders are a ruleset's script folders, in load order: core rules, optional
// modules, example house rules. Each becomes a script layer under its own name.
var folders = [...]string{"rules", "optional", "houserules"}

// SharedLib is the folder of the scripts tree holding the Lua libraries every
// ruleset shares (require("lib.say")): helpers that are the same in every
// game, written once. Its files are libraries, never modules.
const SharedLib = "lib"

// OwnFolder says whether name is a folder a ruleset loads its own scripts
// from (rules, optional, houserules, or the shared lib): a house-rule
// folder mounted under that name would stand in for the ruleset's files.
func OwnFolder(name string) bool {
	return name == SharedLib || slices.Contains(folders[:], name)
}

// Manifest is a ruleset's ruleset.toml.
type Manifest struct {
	// Name identifies the ruleset (--ruleset NAME, a campaign's ruleset).
	Name string `toml:"name" json:"name"`
	// Version is the ruleset's version (semver).
	Version string `toml:"version" json:"version"`
	// Summary is one line saying what the game is.
	Summary string `toml:"summary" json:"summary"`
	// Source names the seed files and headings the rules come from.
	Source string `toml:"source" json:"source"`
	// Uses lists the Go-core libraries the scripts see besides the general
	// API: "action", "damage", "dice", "poker".
	Uses []string `toml:"uses" json:"uses"`
	// Scenario is the built-in scenario `twtw fight` runs when none is given.
	Scenario string `toml:"scenario" json:"scenario"`
	// Duel is the built-in one-on-one scenario benchmarks and simulations use.
	Duel string `toml:"duel" json:"duel"`
	// Round is the game's word for a round, as a transcript's last line
	// says it ("turn": "== won by posse after 7 turns"; default "round").
	Round string `toml:"round" json:"round,omitempty"`
}

// Ruleset is one game: its manifest and its files.
type Ruleset struct {
	Manifest
	// Dir is the ruleset's folder in the scripts tree ("" for the default
	// ruleset, "rulesets/shootout" for another).
	Dir  string `json:"dir"`
	root fs.FS
	// shared is the scripts tree's lib/ folder (nil when the tree has none).
	shared fs.FS
}

// All returns every built-in ruleset, the default first, the others by name.
// A malformed manifest is an error naming its file and field.
func All() ([]*Ruleset, error) {
	return load(scripts.FS)
}

func load(tree fs.FS) ([]*Ruleset, error) {
	def, err := read(tree, "")
	if err != nil {
		return nil, err
	}
	out := []*Ruleset{def}
	entries, err := fs.ReadDir(tree, "rulesets")
	if err != nil {
		return out, nil // no other rulesets
	}
	var others []*Ruleset
	for _, e := range entries {
		if !e.IsDir() || strings.HasPrefix(e.Name(), ".") {
			continue
		}
		r, err := read(tree, "rulesets/"+e.Name())
		if err != nil {
			return nil, err
		}
		others = append(others, r)
	}
	sort.Slice(others, func(i, j int) bool { return others[i].Name < others[j].Name })
	seen := map[string]string{def.Name: def.file()}
	for _, r := range others {
		if prev, dup := seen[r.Name]; dup {
			return nil, fmt.Errorf("%s: name %q is taken by %s", r.file(), r.Name, prev)
		}
		seen[r.Name] = r.file()
	}
	return append(out, others...), nil
}

// Find returns the built-in ruleset called name ("" is the default). An
// unknown name is an error listing the known ones.
func Find(name string) (*Ruleset, error) {
	if name == "" {
		name = Default
	}
	all, err := All()
	if err != nil {
		return nil, err
	}
	var names []string
	for _, r := range all {
		if r.Name == name {
			return r, nil
		}
		names = append(names, r.Name)
	}
	return nil, fmt.Errorf("no ruleset %q (there are: %s)", name, strings.Join(names, ", "))
}

// read loads the manifest of the ruleset in dir, strictly.
func read(tree fs.FS, dir string) (*Ruleset, error) {
	r := &Ruleset{Dir: dir}
	file := r.file()
	b, err := fs.ReadFile(tree, file)
	if err != nil {
		return nil, fmt.Errorf("ruleset %s: %w", file, err)
	}
	md, err := toml.NewDecoder(bytes.NewReader(b)).Decode(&r.Manifest)
	if err != nil {
		// at the line the fault is on, as a scenario's or a campaign's
		if line, _, err := tomltext.LocateError(b, err); line > 0 {
			return nil, fmt.Errorf("%s:%d: %w", file, line, err)
		}
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	if und := md.Undecoded(); len(und) > 0 {
		return nil, fmt.Errorf("%s: unknown field %s", file, und[0].String())
	}
	if err := r.check(); err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	if dir == "" {
		r.root = tree
	} else if r.root, err = fs.Sub(tree, dir); err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	if st, err := fs.Stat(tree, SharedLib); err == nil && st.IsDir() {
		r.shared, _ = fs.Sub(tree, SharedLib)
	}
	return r, nil
}

func (r *Ruleset) file() string { return path.Join(r.Dir, ManifestFile) }

func (r *Ruleset) check() error {
	for _, f := range []struct{ name, val string }{
		{"name", r.Name}, {"version", r.Version}, {"summary", r.Summary}, {"source", r.Source}, {"scenario", r.Scenario},
	} {
		if strings.TrimSpace(f.val) == "" {
			return fmt.Errorf("field %q is missing", f.name)
		}
	}
	if _, err := vm.ModulePath(r.Name); err != nil || strings.Contains(r.Name, ".") {
		return fmt.Errorf("field \"name\" %q: use letters, digits, \"_\" and \"-\"", r.Name)
	}
	if r.Duel == "" {
		r.Duel = r.Scenario
	}
	if r.Round == "" {
		r.Round = "round"
	} else if strings.ContainsAny(r.Round, " \t\n") {
		return fmt.Errorf("field \"round\" %q: one word, such as \"turn\"", r.Round)
	}
	return nil
}

// Layers returns the ruleset's script folders as layers, each under its own
// name ("rules/", "optional/", "houserules/"), so chunk names and require
// paths are relative to the ruleset's folder; first comes the shared library
// folder as "lib/", the same for every ruleset.
func (r *Ruleset) Layers() []vm.Layer {
	var out []vm.Layer
	if r.shared != nil {
		out = append(out, vm.Layer{Name: "builtin", FS: r.shared, Prefix: SharedLib + "/"})
	}
	for _, f := range folders {
		if st, err := fs.Stat(r.root, f); err != nil || !st.IsDir() {
			continue
		}
		sub, _ := fs.Sub(r.root, f)
		out = append(out, vm.Layer{Name: "builtin", FS: sub, Prefix: f + "/"})
	}
	return out
}

// Folder returns an example house-rule folder of the ruleset
// ("houserules/NAME") as its own file system, or an error when there is none.
func (r *Ruleset) Folder(rel string) (fs.FS, error) {
	rel = path.Clean(rel)
	if !strings.HasPrefix(rel, "houserules/") || strings.Count(rel, "/") != 1 {
		return nil, fmt.Errorf("%q: the built-in example folders are houserules/NAME", rel)
	}
	if st, err := fs.Stat(r.root, rel); err != nil || !st.IsDir() {
		if _, err := fs.Stat(r.root, rel+".lua"); err == nil {
			return nil, fmt.Errorf("%q: %s.lua is a house module of ruleset %s, not a folder: name its module "+
				"(twtw modules --ruleset %s lists the house modules)", rel, rel, r.Name, r.Name)
		}
		there := "none"
		if names := r.folders(); len(names) > 0 {
			there = strings.Join(names, ", ")
		}
		return nil, fmt.Errorf("%q: no such built-in example folder in ruleset %s (there are: %s)", rel, r.Name, there)
	}
	return fs.Sub(r.root, rel)
}

// folders lists the example house-rule folders ("houserules/NAME"), sorted.
func (r *Ruleset) folders() []string {
	entries, _ := fs.ReadDir(r.root, "houserules")
	var out []string
	for _, e := range entries {
		if e.IsDir() {
			out = append(out, "houserules/"+e.Name())
		}
	}
	return out
}

// Scenarios returns the names of the ruleset's built-in scenarios, sorted.
func (r *Ruleset) Scenarios() []string {
	entries, _ := fs.ReadDir(r.root, "scenarios")
	var out []string
	for _, e := range entries {
		if !e.IsDir() && strings.HasSuffix(e.Name(), ".toml") {
			out = append(out, strings.TrimSuffix(e.Name(), ".toml"))
		}
	}
	sort.Strings(out)
	return out
}

// ScenarioText returns the text of the built-in scenario called name.
func (r *Ruleset) ScenarioText(name string) ([]byte, error) {
	if strings.ContainsAny(name, "/\\") || name == "" || strings.HasPrefix(name, ".") {
		return nil, fmt.Errorf("no built-in scenario %q in ruleset %s", name, r.Name)
	}
	b, err := fs.ReadFile(r.root, "scenarios/"+name+".toml")
	if err != nil {
		return nil, fmt.Errorf("no built-in scenario %q in ruleset %s (there are: %s)", name, r.Name, strings.Join(r.Scenarios(), ", "))
	}
	return b, nil
}
