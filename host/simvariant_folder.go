package host

import (
	"fmt"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/twtw/twtw/host/ruleset"
	"github.com/twtw/twtw/host/vm"
)

// A house-rule folder as a variant (sim --compare FOLDER): loaded over the
// scripts with its modules on, and the optional modules they require.

// addFolder loads a house-rule folder over the scripts and switches on each
// of its modules that is off.
func (e *Engine) addFolder(o *Options, dir string) (string, *Catalog, error) {
	layer, err := e.folderLayer(dir)
	if err != nil {
		return "", nil, err
	}
	for _, l := range o.Layers {
		if l.Prefix == layer.Prefix {
			return "", nil, fmt.Errorf("%q would load as %s, where the baseline's folder %s loads (folders load under their own names: rename one; a folder the baseline has is no variant)", dir, layer.Prefix, layerFolder(l.Name))
		}
	}
	o.Layers = append(o.Layers, layer)
	probe, err := New(*o)
	if err != nil {
		return "", nil, fmt.Errorf("house rules %s: %w", dir, err)
	}
	defer probe.Close()
	var notes []string
	for _, m := range probe.catalog.Modules() {
		if m.From != layer.Name {
			continue
		}
		switch {
		case m.Overrides != "" && moduleOn(probe.catalog, *o, m.Name):
			notes = append(notes, m.Name+" replacing the built-in")
		case !moduleOn(probe.catalog, *o, m.Name):
			o.Enable = append(o.Enable, Enable{Name: m.Name})
			if m.DefaultOn {
				o.Disable = slices.DeleteFunc(o.Disable, func(s string) bool { return s == m.Name })
			}
			note := "+" + m.Name
			if m.Overrides != "" {
				note += " replacing the built-in"
			}
			notes = append(notes, note)
		}
		notes = append(notes, e.folderRequired(probe.catalog, o, m)...)
	}
	if len(notes) == 0 {
		return "", nil, fmt.Errorf("house rules %s: no module there changes the baseline", dir)
	}
	return fmt.Sprintf("with house rules %s (%s)", dir, strings.Join(notes, ", ")), probe.catalog, nil
}

// folderRequired switches on the optional modules a folder's module m
// requires that are off, directly or through another (a house rule reading
// the fields fields_of_fire keeps), as a module switched on by name brings
// them, and returns a note for each, in the order they are required:
// "+arc_edges (gulch.needy requires it)", "+fields_of_fire (arc_edges
// requires it)".
func (e *Engine) folderRequired(cat *Catalog, o *Options, m *Manifest) []string {
	// switching a module on switches on what it requires: which were off
	// is known before
	off := map[string]bool{}
	for _, x := range cat.Modules() {
		off[x.Name] = x.Kind != KindCore && !moduleOn(cat, *o, x.Name)
	}
	var notes []string
	for queue := []*Manifest{m}; len(queue) > 0; queue = queue[1:] {
		by := queue[0]
		for _, r := range by.Requires {
			req, ok := cat.Module(r)
			if !ok || !off[r] {
				continue
			}
			off[r] = false // noted once, under the first module that requires it
			if !moduleOn(cat, *o, r) {
				_, _ = e.switchModule(cat, o, req.Name, true) // off, not core: it switches on
			}
			notes = append(notes, "+"+r+" ("+by.Name+" requires it)")
			queue = append(queue, req)
		}
	}
	return notes
}

// layerFolder is the folder a layer's name gives ("campaign:../gulch" →
// "../gulch"), or the name as it is.
func layerFolder(name string) string {
	if _, f, ok := strings.Cut(name, ":"); ok {
		return f
	}
	return name
}

// folderLayer is the script layer of a house-rule folder: an embedded
// example (builtin:houserules/NAME) or a folder on disk, mounted under its
// own name as a campaign mounts it.
func (e *Engine) folderLayer(dir string) (vm.Layer, error) {
	if strings.HasPrefix(dir, BuiltinPrefix) {
		l, err := BuiltinFolder(e.rs.Name, dir)
		if err != nil {
			// builtin:houserules/hard_cover is a module file, not a folder:
			// a variant names it by its module
			file := path.Clean(strings.TrimPrefix(dir, BuiltinPrefix)) + ".lua"
			for _, m := range e.catalog.Modules() {
				if m.Path == file {
					return l, fmt.Errorf("%s is module %s of the built-in scripts, not a folder: compare it as %s", file, m.Name, m.Name)
				}
			}
		}
		return l, err
	}
	abs, err := filepath.Abs(dir)
	if err != nil || !isDir(abs) {
		return vm.Layer{}, fmt.Errorf("%q is not a folder", dir)
	}
	mount := vm.MountName(filepath.Base(abs))
	if ruleset.OwnFolder(mount) {
		return vm.Layer{}, fmt.Errorf("%q would load as %s/, where the ruleset's own scripts load, and replace them file by file (folders load under their own names): rename the folder", dir, mount)
	}
	return vm.Layer{Name: "folder:" + dir, FS: newConfinedFS(abs), Prefix: mount + "/", Dir: dir}, nil
}
