package host

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"

	"github.com/twtw/twtw/host/campaign"
)

// What a campaign locks of a module is its file and every file it loads:
// while an engine is built (each module's main chunk read for the catalog,
// then the first VM's build, which runs the main chunks again and the
// setup of every module on), each require is recorded as an edge from the
// script whose function made it to the script it loads (vm.OnRequire).
// A module's libraries are what its file reaches along those edges, but for
// the ruleset's built-in scripts, which the built-in rules' fingerprint
// covers. A require made later, by a rule while a fight runs, is not seen:
// the files of the house-rule folders that no module on loads are recorded
// apart (unloaded), so that a change to one is still flagged.

// loadGraph records which scripts each script required: from → to.
type loadGraph map[string]map[string]bool

// note records that the script from required the script to.
func (g loadGraph) note(from, to string) {
	if from == to {
		return
	}
	if g[from] == nil {
		g[from] = map[string]bool{}
	}
	g[from][to] = true
}

// reach returns every script p loads, itself or through the scripts it
// loads, p left out.
func (g loadGraph) reach(p string) map[string]bool {
	seen := map[string]bool{p: true}
	todo := []string{p}
	for len(todo) > 0 {
		q := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		for r := range g[q] {
			if !seen[r] {
				seen[r] = true
				todo = append(todo, r)
			}
		}
	}
	delete(seen, p)
	return seen
}

// builtinLayer says whether a script layer is one the ruleset embeds: its
// own scripts ("builtin") or an example folder a campaign mounts
// ("builtin:houserules/NAME"). A twtw build changes them; the built-in
// rules' fingerprint says so.
func builtinLayer(layer string) bool {
	return layer == "builtin" || strings.HasPrefix(layer, BuiltinPrefix)
}

// hashModules fills in each module's Libraries and Hash from the requires
// recorded while the engine was built (see loadGraph).
func (e *Engine) hashModules() {
	for _, m := range e.catalog.Modules() {
		own := e.scripts.Hash(m.Path)
		libs := e.libraries(m.Path)
		m.Libraries = slices.Sorted(maps.Keys(libs))
		if len(m.Libraries) == 0 {
			m.Libraries = nil
		}
		m.Hash = campaign.LockHash(m.Path, own, libs)
	}
}

// libraries returns the scripts outside the built-in ones that the script
// at p loads (see loadGraph), with the sha256 of each.
func (e *Engine) libraries(p string) map[string]string {
	out := map[string]string{}
	for q := range e.loads.reach(p) {
		if e.scripts.Has(q) && e.scripts.Source(q) != "builtin" {
			out[q] = e.scripts.Hash(q)
		}
	}
	return out
}

// legacyHash is what an older twtw locked of the module at p: LockHash of
// its file and every library of its folder (its layer's files that are no
// module and no spec), whether it loads them or not, with those libraries
// ("" and none for a built-in module, or a folder with no library).
func (e *Engine) legacyHash(p string) (string, []string) {
	from := e.scripts.Source(p)
	if from == "builtin" {
		return "", nil
	}
	libs := map[string]string{}
	for _, q := range e.scripts.Paths() {
		if e.scripts.Source(q) == from && isLibraryPath(q) {
			libs[q] = e.scripts.Hash(q)
		}
	}
	if len(libs) == 0 {
		return "", nil
	}
	return campaign.LockHash(p, e.scripts.Hash(p), libs), slices.Sorted(maps.Keys(libs))
}

// isLibraryPath says whether a script is a library: a Lua file that is no
// module and no spec.
func isLibraryPath(p string) bool {
	return strings.HasSuffix(p, ".lua") && !strings.HasSuffix(p, "_spec.lua") && !isModulePath(p)
}

// unloaded returns the libraries of the house-rule folders (layers the
// ruleset does not embed) that no module on loads while the rules are
// built, with the sha256 of each: a rule may still require one during a
// fight.
func (e *Engine) unloaded() map[string]string {
	loaded := map[string]bool{}
	for _, p := range e.plan {
		for _, q := range p.Libraries {
			loaded[q] = true
		}
	}
	out := map[string]string{}
	for _, p := range e.scripts.Paths() {
		if !builtinLayer(e.scripts.Source(p)) && isLibraryPath(p) && !loaded[p] {
			out[p] = e.scripts.Hash(p)
		}
	}
	return out
}

// writeScripts writes what the engine's fingerprints hash of its scripts:
// the ruleset's name and version, then the path and hash of every script
// keep takes, specs left out.
func (e *Engine) writeScripts(h io.Writer, keep func(path string) bool) {
	fmt.Fprintf(h, "ruleset %s %s\n", e.rs.Name, e.rs.Version)
	for _, p := range e.scripts.Paths() {
		if !strings.HasSuffix(p, "_spec.lua") && keep(p) {
			fmt.Fprintf(h, "script %s %s\n", p, e.scripts.Hash(p))
		}
	}
}

// BuiltinHash fingerprints the ruleset's built-in rules, which a campaign's
// lock records: the ruleset's name and version, the path and sha256 of every
// built-in script (specs left out; a script of a layer that stands in for
// a built-in one, as a scripts tree run in place, counts as built in) and,
// for a ruleset that draws action cards, the built-in deck's cards. Another
// twtw build whose built-in rules differ gives another; the Go host itself
// is not covered. The sha256, in hex.
func (e *Engine) BuiltinHash() string {
	e.builtinOnce.Do(func() {
		h := sha256.New()
		e.writeScripts(h, func(p string) bool {
			return e.scripts.Source(p) == "builtin" || slices.Contains(e.scripts.Shadowed(p), "builtin")
		})
		if e.uses("action") {
			if err := defaultDeck().Encode(h); err != nil {
				fmt.Fprintf(h, "deck: %v\n", err)
			}
		}
		e.builtinHash = hex.EncodeToString(h.Sum(nil))
	})
	return e.builtinHash
}
