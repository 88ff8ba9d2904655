package campaign

import (
	"os"
	"path"
	"path/filepath"
	"strings"
)

// A campaign's house-rule folders: where each is on disk, the folder its
// scripts load under, and the check that each exists.

// checkFolders checks that every house-rule folder exists.
func (c *Campaign) checkFolders() error {
	for i, dir := range c.Scripts {
		if strings.HasPrefix(dir, BuiltinPrefix) {
			if err := c.rules().Builtin(c.Ruleset, dir); err != nil {
				return c.Errorf("scripts[%d]: %v", i+1, err)
			}
			continue
		}
		st, err := os.Stat(c.resolve(dir))
		if err != nil || !st.IsDir() {
			return c.Errorf("scripts[%d]: %q is not a folder", i+1, dir)
		}
	}
	return nil
}

// Folder is one house-rule folder of a campaign, as an engine loads it.
type Folder struct {
	// Entry is the folder as the campaign lists it.
	Entry string
	// Builtin says Entry names an embedded example folder (BuiltinPrefix…).
	Builtin bool
	// Dir is the folder's path: Entry relative to the campaign file's
	// folder ("" for a built-in folder).
	Dir string
	// Mount is the folder its scripts load under ("../gulch" → "gulch").
	Mount string
	// Layer names the script layer of a folder on disk, "campaign:" and
	// Entry: the From of the modules it holds ("" for a built-in folder,
	// whose layer the checker names).
	Layer string
}

// Folders returns the campaign's house-rule folders, in order.
func (c *Campaign) Folders() []Folder {
	out := make([]Folder, len(c.Scripts))
	for i, dir := range c.Scripts {
		f := Folder{Entry: dir, Builtin: strings.HasPrefix(dir, BuiltinPrefix), Mount: c.mount(dir)}
		if !f.Builtin {
			f.Dir = c.resolve(dir)
			f.Layer = "campaign:" + dir
		}
		out[i] = f
	}
	return out
}

// cleanDir is the form two folder entries are compared in.
func cleanDir(dir string) string { return path.Clean(filepath.ToSlash(dir)) }

// resolve returns a path relative to the campaign file's folder.
func (c *Campaign) resolve(p string) string {
	if filepath.IsAbs(p) || c.Path == "" {
		return p
	}
	return filepath.Join(filepath.Dir(c.Path), p)
}

// mount is the folder a house-rule folder's scripts load under: its name as
// the campaign writes it ("../gulch" → "gulch"), or, for the campaign's own
// folder or one above it ("." or ".."), the campaign file's name without its
// extension ("camp.toml" → "camp"), made fit for a script path by the
// checker's MountName ("my.rules" → "my_rules"). It never depends on the
// folder's name on disk: the same campaign and scripts load the same in a
// checkout called anything (a file:line names the mount, and the rules'
// fingerprint that sim merge compares holds it).
func (c *Campaign) mount(dir string) string {
	if strings.HasPrefix(dir, BuiltinPrefix) {
		return path.Base(dir)
	}
	name := path.Base(cleanDir(dir))
	if name == "." || name == ".." || name == "/" {
		base := filepath.Base(c.Path)
		name = strings.TrimSuffix(base, filepath.Ext(base))
	}
	return c.rules().MountName(name)
}
