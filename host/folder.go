package host

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/twtw/twtw/host/module"
	"github.com/twtw/twtw/host/ruleset"
	"github.com/twtw/twtw/host/vm"
)

// FolderLayer maps a folder on disk to a script layer and returns the
// prefix its scripts load under. A folder inside a twtw scripts tree (a
// folder named scripts that holds ruleset.toml and rules/, as this
// repository's does) keeps its path below it (scripts/rules → rules/), so
// a developer can run edited built-in scripts without rebuilding; a folder
// of a ruleset's own tree
// keeps its path below the ruleset's folder, as that ruleset loads it
// (scripts/rulesets/ticks/houserules → houserules/; FolderRuleset names the
// ruleset); any other folder is mounted under its own name (gulch/ →
// gulch/). Folder names that a script path cannot hold are mounted under
// vm.MountName (my.rules/ → my_rules/): modules are named by their
// manifests, not their paths. A folder outside a scripts tree named like
// one of the ruleset's own folders (rules/, optional/, houserules/, lib/) is
// refused, as campaigns and the CLI refuse it: it would shadow the built-in
// files. A folder below some other folder named scripts (/srv/bot/scripts/
// rules) is outside a scripts tree. A folder that does not exist is refused
// too. Its errors are *InputError naming the folder.
func FolderLayer(dir string) (Layer, string, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return Layer{}, "", &InputError{Err: err, File: dir}
	}
	if st, err := os.Stat(abs); err != nil || !st.IsDir() {
		// found now, with its name, not when New reads it ("stat .")
		return Layer{}, "", &InputError{Err: fmt.Errorf("%s: no such folder", dir), File: dir}
	}
	if err := shadowsOwnFolder(dir, abs); err != nil {
		return Layer{}, "", err
	}
	rel, rs, _ := scriptsPath(abs)
	fsys := newConfinedFS(abs)
	prefix := ""
	if rel != "." {
		for _, seg := range strings.Split(rel, "/") {
			prefix += vm.MountName(seg) + "/"
		}
	} else if rs == "" {
		// the default ruleset's root: the other rulesets below it are not its scripts
		fsys = withoutRulesets{fsys}
	}
	return Layer{Name: "dir:" + dir, FS: fsys, Prefix: prefix, Dir: dir}, prefix, nil
}

// CheckFolderName refuses a folder, existing or to be made, that would load
// where a ruleset's own scripts load (a folder outside a scripts tree named
// rules/, optional/, houserules/ or lib/), as FolderLayer would: twtw new
// asks before it writes one.
func CheckFolderName(dir string) error {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return &InputError{Err: err, File: dir}
	}
	return shadowsOwnFolder(dir, abs)
}

// shadowsOwnFolder is CheckFolderName's refusal for dir at abs.
func shadowsOwnFolder(dir, abs string) error {
	if rel, _, inTree := scriptsPath(abs); !inTree && ruleset.OwnFolder(vm.MountName(rel)) {
		return &InputError{File: dir, Err: fmt.Errorf("%s would load as %s/, where the ruleset's own scripts load, and replace them file by file (a folder outside a scripts tree loads under its own name): rename the folder", dir, vm.MountName(rel))}
	}
	return nil
}

// withoutRulesets is a scripts tree without its rulesets/ folder.
type withoutRulesets struct{ fs.FS }

// Open hides rulesets/ and what it holds.
func (w withoutRulesets) Open(name string) (fs.File, error) {
	if name == "rulesets" || strings.HasPrefix(name, "rulesets/") {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
	}
	return w.FS.Open(name)
}

// ReadDir lists a folder, the root without rulesets/.
func (w withoutRulesets) ReadDir(name string) ([]fs.DirEntry, error) {
	if name == "rulesets" || strings.HasPrefix(name, "rulesets/") {
		return nil, &fs.PathError{Op: "readdir", Path: name, Err: fs.ErrNotExist}
	}
	entries, err := fs.ReadDir(w.FS, name)
	if name != "." {
		return entries, err
	}
	return slices.DeleteFunc(entries, func(e fs.DirEntry) bool { return e.Name() == "rulesets" }), err
}

// FolderRuleset is the ruleset whose tree holds dir (scripts/rulesets/NAME/…
// → NAME), or "" for a folder of no ruleset's own tree; its scripts run with
// that ruleset's modules.
func FolderRuleset(dir string) string {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return ""
	}
	_, rs, _ := scriptsPath(abs)
	return rs
}

// scriptsPath is where the absolute folder abs loads, slash-separated: its
// path below the nearest twtw scripts tree above it (scriptsTree), or below
// scripts/rulesets/NAME (then ruleset is NAME), or its own name outside a
// scripts tree (inTree false).
func scriptsPath(abs string) (rel, ruleset string, inTree bool) {
	for d := abs; filepath.Dir(d) != d; d = filepath.Dir(d) {
		if !scriptsTree(d) {
			continue
		}
		r, err := filepath.Rel(d, abs)
		if err != nil {
			break
		}
		segs := strings.Split(filepath.ToSlash(r), "/")
		if len(segs) >= 2 && segs[0] == "rulesets" {
			if rest := strings.Join(segs[2:], "/"); rest != "" {
				return rest, segs[1], true
			}
			return ".", segs[1], true
		}
		return filepath.ToSlash(r), "", true
	}
	return filepath.Base(abs), "", false
}

// scriptsTree says whether the folder d is a twtw scripts tree, the
// layout the twtw command embeds: a folder named "scripts" that holds the
// default ruleset's ruleset.toml and its rules/ folder. Any other folder
// named scripts (a bot's /srv/bot/scripts) is no tree: a folder below it
// loads under its own name, and one named like a ruleset's own folder is
// refused rather than loaded over the built-in rules.
func scriptsTree(d string) bool {
	if filepath.Base(d) != "scripts" {
		return false
	}
	manifest, err := os.Stat(filepath.Join(d, "ruleset.toml"))
	if err != nil || !manifest.Mode().IsRegular() {
		return false
	}
	rules, err := os.Stat(filepath.Join(d, "rules"))
	return err == nil && rules.IsDir()
}

// FolderModulesRuleset names the ruleset the modules loaded from folders on
// disk say they are for, when at least one names a ruleset in its manifest
// and every one that does names the same ("" otherwise): twtw test of a
// folder written for another game, run with no --ruleset, plays that game
// instead of refusing every spec in it.
func (e *Engine) FolderModulesRuleset() string {
	found := ""
	for _, m := range e.catalog.Modules() {
		if m.Ruleset == "" || !strings.HasPrefix(m.From, "dir:") {
			continue
		}
		name, _, err := module.ParseConstraint(m.Ruleset)
		if err != nil || name == "" {
			return ""
		}
		if found != "" && name != found {
			return ""
		}
		found = name
	}
	return found
}
