package host

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/BurntSushi/toml"

	"github.com/twtw/twtw/core/card"
	"github.com/twtw/twtw/host/vm"
)

// Campaign is a campaign file (DESIGN.md "Campaigns"): which optional and
// house modules are on, in order, their options, the house-rule folders, the
// deck, and a lock of each module's version and content hash.
type Campaign struct {
	Name    string                    `toml:"name"`
	Modules []string                  `toml:"modules"`
	Scripts []string                  `toml:"scripts"`
	Deck    string                    `toml:"deck,omitempty"`
	Options map[string]map[string]any `toml:"options,omitempty"`
	Lock    map[string]LockEntry      `toml:"lock,omitempty"`

	// Path is the campaign file; folders and deck files are relative to it.
	Path string `toml:"-"`
}

// LockEntry records a module as it was when the campaign last changed.
type LockEntry struct {
	Version string `toml:"version"`
	Hash    string `toml:"hash"`
}

// LoadCampaign reads and checks a campaign file's syntax and fields; every
// error names the file and field. Module names and options are checked when
// an engine is built from it (Options).
func LoadCampaign(path string) (*Campaign, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, &InputError{Err: fmt.Errorf("campaign: %w", err)}
	}
	return ParseCampaign(path, b)
}

// ParseCampaign reads a campaign from TOML text; path names it in messages.
func ParseCampaign(path string, text []byte) (*Campaign, error) {
	var c Campaign
	md, err := toml.NewDecoder(bytes.NewReader(text)).Decode(&c)
	if err != nil {
		return nil, &InputError{Err: fmt.Errorf("%s: %w", path, err)}
	}
	if und := md.Undecoded(); len(und) > 0 {
		keys := make([]string, len(und))
		for i, k := range und {
			keys[i] = k.String()
		}
		return nil, &InputError{Err: fmt.Errorf("%s: unknown field %s (a campaign has name, modules, scripts, deck, options, lock)", path, strings.Join(keys, ", "))}
	}
	c.Path = path
	seen := map[string]bool{}
	for i, m := range c.Modules {
		if seen[m] {
			return nil, &InputError{Err: fmt.Errorf("%s: modules[%d]: %q is listed twice", path, i+1, m)}
		}
		seen[m] = true
	}
	for name := range c.Options {
		if !seen[name] {
			return nil, &InputError{Err: fmt.Errorf("%s: options.%s: module %q is not in modules", path, name, name)}
		}
	}
	for i, dir := range c.Scripts {
		st, err := os.Stat(c.resolve(dir))
		if err != nil || !st.IsDir() {
			return nil, &InputError{Err: fmt.Errorf("%s: scripts[%d]: %q is not a folder", path, i+1, dir)}
		}
	}
	return &c, nil
}

// resolve returns a path relative to the campaign file's folder.
func (c *Campaign) resolve(p string) string {
	if filepath.IsAbs(p) || c.Path == "" {
		return p
	}
	return filepath.Join(filepath.Dir(c.Path), p)
}

// EngineOptions turns the campaign into engine options: its script folders
// as layers (each mounted under its folder name), its modules with options,
// and its deck.
func (c *Campaign) EngineOptions() (Options, error) {
	var o Options
	for _, dir := range c.Scripts {
		abs := c.resolve(dir)
		o.Layers = append(o.Layers, vm.Layer{Name: "campaign:" + dir, FS: os.DirFS(abs), Prefix: filepath.Base(filepath.Clean(abs)) + "/"})
	}
	for _, m := range c.Modules {
		o.Enable = append(o.Enable, Enable{Name: m, Options: c.Options[m]})
	}
	switch c.Deck {
	case "", "standard":
	default:
		d, err := card.LoadFile(c.resolve(c.Deck))
		if err != nil {
			return o, &InputError{Err: fmt.Errorf("%s: deck: %w", c.Path, err)}
		}
		o.Deck = d
	}
	return o, nil
}

// Stale lists the enabled modules whose version or script hash differs from
// the lock, as "name: what changed" lines, sorted.
func (c *Campaign) Stale(cat *Catalog) []string {
	var out []string
	for _, name := range c.Modules {
		m, ok := cat.Module(name)
		if !ok {
			out = append(out, fmt.Sprintf("%s: no such module now", name))
			continue
		}
		l, ok := c.Lock[name]
		switch {
		case !ok:
			out = append(out, fmt.Sprintf("%s: not in the lock", name))
		case l.Version != m.Version:
			out = append(out, fmt.Sprintf("%s: version %s, locked %s", name, m.Version, l.Version))
		case l.Hash != m.Hash:
			out = append(out, fmt.Sprintf("%s: %s changed since it was locked", name, m.Path))
		}
	}
	sort.Strings(out)
	return out
}
