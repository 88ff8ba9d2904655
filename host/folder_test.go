package host

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FolderLayer mounts a folder where the scripts it holds load: below the
// scripts tree, below a ruleset's own folder (FolderRuleset names the
// ruleset), or under its own name elsewhere; the default ruleset's root
// leaves the other rulesets out.
func TestFolderLayer(t *testing.T) {
	root := t.TempDir()
	for _, f := range []string{
		"scripts/ruleset.toml", // a twtw scripts tree: the default ruleset's manifest and rules/
		"scripts/rules/a.lua", "scripts/rulesets/ticks/houserules/b.lua", "scripts/rulesets/ticks/rules/c.lua",
		"gulch/d.lua", "my.rules/e.lua",
	} {
		p := filepath.Join(root, filepath.FromSlash(f))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("return {}\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct{ dir, prefix, ruleset string }{
		{"scripts/rules", "rules/", ""},
		{"scripts/rulesets/ticks/houserules", "houserules/", "ticks"},
		{"scripts/rulesets/ticks", "", "ticks"},
		{"scripts", "", ""},
		{"gulch", "gulch/", ""},
		{"my.rules", "my_rules/", ""},
	} {
		dir := filepath.Join(root, filepath.FromSlash(c.dir))
		l, prefix, err := FolderLayer(dir)
		if err != nil {
			t.Fatal(err)
		}
		if prefix != c.prefix || l.Prefix != c.prefix {
			t.Errorf("%s: prefix %q (layer %q), want %q", c.dir, prefix, l.Prefix, c.prefix)
		}
		if r := FolderRuleset(dir); r != c.ruleset {
			t.Errorf("%s: ruleset %q, want %q", c.dir, r, c.ruleset)
		}
	}
	l, _, err := FolderLayer(filepath.Join(root, "scripts"))
	if err != nil {
		t.Fatal(err)
	}
	var files []string
	if err := fs.WalkDir(l.FS, ".", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			files = append(files, p)
		}
		return err
	}); err != nil {
		t.Fatal(err)
	}
	if len(files) != 2 || files[0] != "rules/a.lua" || files[1] != "ruleset.toml" {
		t.Errorf("the scripts root holds %q, want only rules/a.lua and ruleset.toml (not the other rulesets)", files)
	}
	if _, err := fs.ReadFile(l.FS, "rulesets/ticks/rules/c.lua"); err == nil {
		t.Errorf("the scripts root opens a file of another ruleset")
	}
	// outside a scripts tree, a folder named like the ruleset's own would shadow them
	own := filepath.Join(root, "gulch", "rules")
	if err := os.MkdirAll(own, 0o755); err != nil {
		t.Fatal(err)
	}
	want := own + " would load as rules/, where the ruleset's own scripts load, and replace them file by file (a folder outside a scripts tree loads under its own name): rename the folder"
	if _, _, err := FolderLayer(own); err == nil || err.Error() != want {
		t.Errorf("FolderLayer(%s): %v, want %q", own, err, want)
	}
}

// Only a twtw scripts tree maps a folder to its path in the tree: a folder
// below any other folder named scripts (a bot's /srv/bot/scripts) loads
// under its own name, and one named rules/ is refused, as a campaign refuses
// it. /srv/bot/scripts/rules loaded as rules/ and replaced the core rules
// file by file.
func TestFolderLayerOfAnotherScriptsFolder(t *testing.T) {
	root := t.TempDir()
	for _, f := range []string{"scripts/rules/ranged.lua", "scripts/gulch/d.lua", "scripts/rulesets/ticks/houserules/b.lua"} {
		p := filepath.Join(root, filepath.FromSlash(f))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("return {}\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	own := filepath.Join(root, "scripts", "rules")
	for _, check := range []func(string) error{
		func(d string) error { _, _, err := FolderLayer(d); return err },
		CheckFolderName,
	} {
		var in *InputError
		if err := check(own); !errors.As(err, &in) || !strings.Contains(err.Error(), "would load as rules/") {
			t.Errorf("%s: %v, want it refused as an outside folder named rules/", own, err)
		}
	}
	for _, c := range []struct{ dir, prefix string }{
		{"scripts/gulch", "gulch/"},
		{"scripts/rulesets/ticks/houserules", ""},
	} {
		dir := filepath.Join(root, filepath.FromSlash(c.dir))
		_, prefix, err := FolderLayer(dir)
		if c.prefix == "" {
			if err == nil { // houserules/ outside a tree is a ruleset's own name
				t.Errorf("%s: loads as %q, want it refused", c.dir, prefix)
			}
		} else if err != nil || prefix != c.prefix {
			t.Errorf("%s: %q, %v; want %q", c.dir, prefix, err, c.prefix)
		}
		if r := FolderRuleset(dir); r != "" {
			t.Errorf("%s: ruleset %q, want none outside a scripts tree", c.dir, r)
		}
	}
}

// A folder that does not exist is refused by FolderLayer, naming it, as an
// *InputError: it was taken, and New then failed reading it as a script
// error, "stat .: no such file or directory", the folder's name lost.
func TestFolderLayerOfNoFolder(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "gulch")
	_, _, err := FolderLayer(dir)
	var in *InputError
	if !errors.As(err, &in) || in.File != dir || err.Error() != dir+": no such folder" {
		t.Errorf("FolderLayer(%s) = %T %v, want an *InputError naming the folder", dir, err, err)
	}
}

// A folder's link to a file outside it is refused before the file is read
// (its text would be echoed in a parse error); a link inside it is a file
// like any other.
func TestFolderLayerRefusesLinksOutOfTheFolder(t *testing.T) {
	root := t.TempDir()
	secret := filepath.Join(root, "secret.txt")
	dir := filepath.Join(root, "gulch")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	rule := houseRule("x", "")
	for name, text := range map[string]string{secret: "\"sk_live_SECRET\n", filepath.Join(dir, "x.lua"): rule} {
		if err := os.WriteFile(name, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink(filepath.Join(dir, "x.lua"), filepath.Join(dir, "y.lua")); err != nil {
		t.Fatal(err)
	}
	l, _, err := FolderLayer(dir)
	if err != nil {
		t.Fatal(err)
	}
	if text, err := fs.ReadFile(l.FS, "y.lua"); err != nil || string(text) != rule {
		t.Errorf("a link inside the folder: %q, %v", text, err)
	}
	if err := os.Symlink(secret, filepath.Join(dir, "leak.lua")); err != nil {
		t.Fatal(err)
	}
	_, err = New(Options{Layers: []Layer{l}})
	if err == nil || !strings.Contains(err.Error(), "leak.lua") || !strings.Contains(err.Error(), "outside the folder") ||
		strings.Contains(err.Error(), "SECRET") {
		t.Errorf("New with a link out of the folder: %v; want it refused naming leak.lua, without its text", err)
	}
}
