package host

import (
	"errors"
	"fmt"
	"path"
	"slices"
	"strings"
)

// The rules a spec file plays: the engine's plan, plus the module the spec
// tests (by its name and folder) and the modules that module requires.

// specModule is the non-core module a spec file tests: the one whose file
// sits beside it and names it — MODULE_spec.lua or MODULE_anything_spec.lua
// (the longest such name wins: grit_more_spec.lua tests grit_more.lua over
// grit.lua) — in the spec's folder, or in its parent when the spec sits in
// a spec/ or specs/ folder (busted's layout).
func (e *Engine) specModule(specPath string) (*Manifest, bool) {
	dir, base := path.Split(strings.TrimSuffix(specPath, "_spec.lua"))
	dirs := []string{dir}
	if d := path.Clean(dir); path.Base(d) == "spec" || path.Base(d) == "specs" {
		dirs = append(dirs, path.Dir(d)+"/")
	}
	var best *Manifest
	bestLen := 0
	for _, m := range e.catalog.Modules() {
		mdir, mfile := path.Split(m.Path)
		mbase := strings.TrimSuffix(mfile, ".lua")
		if m.Kind == KindCore || !contains(dirs, mdir) || !(base == mbase || strings.HasPrefix(base, mbase+"_")) {
			continue
		}
		if len(mbase) > bestLen {
			best, bestLen = m, len(mbase)
		}
	}
	return best, best != nil
}

// planFor is the engine's plan plus the non-core module the spec file tests
// (specModule).
func (e *Engine) planFor(specPath string) ([]Planned, error) {
	m, _ := e.specModule(specPath)
	plan, err := e.planWith(m)
	var pe *PlanError
	if errors.As(err, &pe) {
		for _, p := range pe.Problems {
			if p.Ruleset != "" {
				// a folder outside a scripts tree plays the default ruleset:
				// say how to play the module's own
				return nil, fmt.Errorf("%w\n(%s is a spec of ruleset %s: run it under that ruleset, twtw test --ruleset %s)", err, specPath, p.Ruleset, p.Ruleset)
			}
		}
	}
	return plan, err
}

// planWith is the engine's plan with module m on as well (nil: the
// engine's own), and the modules m requires, directly or through another
// (a spec of arc_edges plays fields_of_fire too), even when the engine's
// options switch them off.
func (e *Engine) planWith(m *Manifest) ([]Planned, error) {
	enable := append([]Enable(nil), e.opts.Enable...)
	forced := e.requiredFirst(m)
	for _, name := range forced {
		if !slices.ContainsFunc(enable, func(x Enable) bool { return x.Name == name }) {
			enable = append(enable, Enable{Name: name})
		}
	}
	var disable []string
	for _, name := range e.opts.Disable {
		if !contains(forced, name) {
			disable = append(disable, name)
		}
	}
	return e.resolve(enable, disable...)
}

// requiredFirst is m's name after the non-core modules it requires, directly
// or through another, each after its own requirements: house modules load
// in the order they are asked for, so a house rule's spec plays the house
// rule it requires before it (nil m: none).
func (e *Engine) requiredFirst(m *Manifest) []string {
	var order []string
	var visit func(m *Manifest)
	visit = func(m *Manifest) {
		if contains(order, m.Name) {
			return
		}
		order = append(order, m.Name) // marked before its requirements: a cycle stops here
		at := len(order) - 1
		for _, r := range m.Requires {
			if req, ok := e.catalog.Module(r); ok && req.Kind != KindCore {
				visit(req)
			}
		}
		order = append(append(order[:at:at], order[at+1:]...), m.Name)
	}
	if m != nil {
		visit(m)
	}
	return order
}
