package host

import (
	"context"
	"fmt"
	"path"
	"sort"
)

// untestedModules are the non-core modules in the folders of the spec
// files paths (and in the parent of a spec/ or specs/ folder) that no spec
// file of the script set tests (specModule), by path. A spec runs with its
// own module on, so a module no spec names would otherwise never be set up
// by twtw test, and a folder whose module cannot build would pass.
func (e *Engine) untestedModules(paths []string) []*Manifest {
	dirs, tested := map[string]bool{}, map[string]bool{}
	for _, p := range paths {
		if isExampleFolder(p) {
			continue // run on an engine of its own (runExampleSpec)
		}
		dir := path.Dir(p)
		dirs[dir] = true
		if b := path.Base(dir); b == "spec" || b == "specs" {
			dirs[path.Dir(dir)] = true
		}
	}
	for _, p := range e.SpecPaths() {
		if m, ok := e.specModule(p); ok {
			tested[m.Name] = true
		}
	}
	var out []*Manifest
	for _, m := range e.catalog.Modules() {
		if m.Kind != KindCore && !tested[m.Name] && dirs[path.Dir(m.Path)] {
			out = append(out, m)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Path < out[j].Path })
	return out
}

// moduleSetsUp builds the engine's rules with module m on in a VM of its
// own, as a spec of m would, and returns what stopped them (ctx's end too).
func (e *Engine) moduleSetsUp(ctx context.Context, m *Manifest) error {
	plan, err := e.planWith(m)
	if err != nil {
		return err
	}
	s, err := e.emptySpecVM()
	if err != nil {
		return err
	}
	defer s.v.Close()
	return s.a.build(ctx, plan)
}

// checkUntested sets up every module of the run's folders that no spec
// tested and files one that does not build as a (loading) failure of its
// file, which twtw test exits 2 for.
func (e *Engine) checkUntested(ctx context.Context, paths []string, run *specRun) {
	for _, m := range e.untestedModules(paths) {
		if ctx.Err() != nil {
			return
		}
		if err := e.moduleSetsUp(ctx, m); err != nil {
			run.add(loadingResult(m.Path, fmt.Errorf("no spec tests this module, and it does not set up: %w", err), run.scripts))
		}
	}
}
