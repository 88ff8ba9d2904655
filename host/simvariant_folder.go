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

// folderChange is a house-rule folder a variant loads: the modules it
// switched on, and where its label goes among the variant's.
type folderChange struct {
	dir     string
	catalog *Catalog // the scripts' catalog with the folder's modules
	notes   []folderNote
	at      int
}

// folderNote is one module a folder's label names: one of its own switched
// on (or replacing a built-in that is on), or an optional module one of them
// requires (by).
type folderNote struct {
	module, by string
	replacing  bool // the module replaces the built-in of its name
	wasOn      bool // on before the folder loaded (a built-in it replaces)
}

// label says what the folder changes under the variant's final options o
// (a later change of the variant may switch one of its modules off again):
// "with house rules ./gulch (+gulch.dust, +fields_of_fire (gulch.dust
// requires it))", and the modules it names switched on; "" when it names
// none.
func (f *folderChange) label(cat *Catalog, o Options) (string, []string) {
	var notes, named []string
	for _, n := range f.notes {
		if !moduleOn(cat, o, n.module) {
			continue
		}
		note := n.module
		if !n.wasOn {
			note = "+" + note
			named = append(named, n.module)
		}
		if n.replacing {
			note += " replacing the built-in"
		}
		if n.by != "" && moduleOn(cat, o, n.by) {
			note += " (" + n.by + " requires it)"
		}
		notes = append(notes, note)
	}
	if len(notes) == 0 {
		return "", nil
	}
	return fmt.Sprintf("with house rules %s (%s)", f.dir, strings.Join(notes, ", ")), named
}

// addFolder loads a house-rule folder over the scripts and switches on each
// of its modules that is off.
func (e *Engine) addFolder(o *Options, dir string) (*folderChange, error) {
	layer, err := e.folderLayer(dir)
	if err != nil {
		return nil, err
	}
	for _, l := range o.Layers {
		if l.Prefix == layer.Prefix {
			return nil, fmt.Errorf("%q would load as %s, where the baseline's folder %s loads (folders load under their own names: rename one; a folder the baseline has is no variant)", dir, layer.Prefix, layerFolder(l.Name))
		}
	}
	o.Layers = append(o.Layers, layer)
	probe, err := New(*o)
	if err != nil {
		return nil, fmt.Errorf("house rules %s: %w", dir, err)
	}
	defer probe.Close()
	f := &folderChange{dir: dir, catalog: probe.catalog}
	for _, m := range probe.catalog.Modules() {
		if m.From != layer.Name {
			continue
		}
		switch {
		case m.Overrides != "" && moduleOn(probe.catalog, *o, m.Name):
			f.notes = append(f.notes, folderNote{module: m.Name, replacing: true, wasOn: true})
		case !moduleOn(probe.catalog, *o, m.Name):
			o.Enable = append(o.Enable, Enable{Name: m.Name})
			if m.DefaultOn {
				o.Disable = slices.DeleteFunc(o.Disable, func(s string) bool { return s == m.Name })
			}
			f.notes = append(f.notes, folderNote{module: m.Name, replacing: m.Overrides != ""})
		}
		f.notes = append(f.notes, e.folderRequired(probe.catalog, o, m)...)
	}
	if len(f.notes) == 0 {
		return nil, fmt.Errorf("house rules %s: no module there changes the baseline", dir)
	}
	return f, nil
}

// folderRequired switches on the optional modules a folder's module m
// requires that are off, directly or through another (a house rule reading
// the fields fields_of_fire keeps), as a module switched on by name brings
// them, and returns a note for each, in the order they are required:
// "+arc_edges (gulch.needy requires it)", "+fields_of_fire (arc_edges
// requires it)".
func (e *Engine) folderRequired(cat *Catalog, o *Options, m *Manifest) []folderNote {
	// switching a module on switches on what it requires: which were off
	// is known before
	off := map[string]bool{}
	for _, x := range cat.Modules() {
		off[x.Name] = x.Kind != KindCore && !moduleOn(cat, *o, x.Name)
	}
	var notes []folderNote
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
			notes = append(notes, folderNote{module: r, by: by.Name})
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
