package host

import (
	"bytes"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"github.com/BurntSushi/toml"

	"github.com/twtw/twtw/core/card"
	"github.com/twtw/twtw/host/tomltext"
	"github.com/twtw/twtw/host/vm"
)

// Campaign is a campaign file (ARCHITECTURE.md "Campaigns"): which optional and
// house modules are on, in order, their options, the house-rule folders, the
// deck, and a lock of each module's version and content hash.
//
// An optional module whose manifest says default_on is on unless the
// campaign lists it in Disabled; it need not be in Modules (it is listed
// there only when the campaign sets its options). A module is never in both.
//
// A Campaign is edited through Enable, Disable, Set, SetOptions, AddScripts,
// RemoveScripts, SetDeck and Relock: each builds a candidate, builds an
// engine from it (which refuses unknown modules, conflicts, missing
// requirements, two replacers of one rule and bad options), and only then
// writes the file atomically. A refused edit leaves both the file and the
// Campaign value unchanged.
//
// The lock records what the judge accepted, for every module that is on,
// default-on modules included. An edit re-locks only the modules it touches
// (Enable: the modules named; Set: the modules whose options changed;
// Disable drops the disabled modules' entries); every other module keeps its
// lock entry, so Stale keeps flagging a module whose file changed, or a
// default-on module that is new, until someone looks at it and runs Relock.
type Campaign struct {
	Name string `toml:"name"`
	// Ruleset is the game the campaign plays ("" in the file: the default,
	// twtw). Its modules, folders and scenarios are that ruleset's.
	Ruleset  string                    `toml:"ruleset,omitempty"`
	Modules  []string                  `toml:"modules"`
	Disabled []string                  `toml:"disabled,omitempty"`
	Scripts  []string                  `toml:"scripts"`
	Deck     string                    `toml:"deck,omitempty"`
	Options  map[string]map[string]any `toml:"options,omitempty"`
	Lock     map[string]LockEntry      `toml:"lock,omitempty"`

	// Path is the campaign file; folders and deck files are relative to it.
	Path string `toml:"-"`

	// layers are script layers loaded before the campaign's folders, as
	// if they were embedded (tests use them to add optional modules).
	layers []vm.Layer
	// lines locates the fields in the file's text (nil for a new campaign).
	lines tomltext.Lines
	// readSum is the sha256 of the file text the campaign was read from or
	// last written as (when fromFile): an edit re-reads a file that changed.
	readSum  [32]byte
	fromFile bool
}

// LockEntry records a module as it was when the campaign last changed.
type LockEntry struct {
	Version string `toml:"version" json:"version"`
	Hash    string `toml:"hash" json:"hash"`
}

// campaignFields are the fields of a campaign file, for a "did you mean".
var campaignFields = []string{"name", "ruleset", "modules", "disabled", "scripts", "deck", "options", "lock"}

// StandardDeck is the Deck value of a campaign that plays the standard deck.
const StandardDeck = "standard"

// NewCampaign returns an empty campaign (no modules, no folders, the
// standard deck) to be written to path by Create.
func NewCampaign(path, name string) *Campaign {
	return &Campaign{Name: name, Deck: StandardDeck, Path: path}
}

// LoadCampaign reads and checks a campaign file's syntax and fields; every
// error names the file and field. Module names and options are checked when
// an engine is built from it (Options).
func LoadCampaign(path string) (*Campaign, error) {
	b, err := tomltext.ReadFile("campaign", path)
	if err != nil {
		return nil, err
	}
	c, err := ParseCampaign(path, b)
	if err != nil {
		return nil, err
	}
	c.noteRead(b)
	return c, nil
}

// ReadCampaign reads a campaign file to edit it: its syntax and fields are
// checked, but not that its folders exist, so that an edit can mend a
// campaign whose folder has gone (RemoveScripts). Every edit checks the whole
// campaign before it writes.
func ReadCampaign(path string) (*Campaign, error) {
	b, err := tomltext.ReadFile("campaign", path)
	if err != nil {
		return nil, err
	}
	c, err := decodeCampaign(path, b)
	if err != nil {
		return nil, err
	}
	c.noteRead(b)
	return c, nil
}

// ParseCampaign reads a campaign from TOML text; path names it in messages
// and anchors its relative folders, which must exist.
func ParseCampaign(path string, text []byte) (*Campaign, error) {
	c, err := decodeCampaign(path, text)
	if err != nil {
		return nil, err
	}
	if err := c.checkFolders(); err != nil {
		return nil, err
	}
	return c, nil
}

// decodeCampaign reads the TOML and checks every field that needs no file
// system: unknown keys, duplicate modules and folders, a module both
// enabled and disabled, options of modules that are not enabled, option
// values that are not scalars. It normalises
// what the file may leave out (an empty deck is the standard deck; empty
// lists and tables are nil) so that Encode of the result is canonical.
func decodeCampaign(path string, text []byte) (*Campaign, error) {
	if err := tomltext.CheckShape(path, text); err != nil {
		return nil, err
	}
	var c Campaign
	md, err := toml.NewDecoder(bytes.NewReader(text)).Decode(&c)
	if err != nil {
		return nil, tomltext.DecodeError(path, err)
	}
	c.lines = tomltext.Index(text)
	if len(md.Keys()) == 0 {
		return nil, &InputError{Err: fmt.Errorf("%s: the campaign file is empty (twtw campaign new makes one)", path)}
	}
	if und := md.Undecoded(); len(und) > 0 {
		keys := make([]string, len(und))
		hint := ""
		for i, k := range und {
			keys[i] = k.String()
			if len(k) > 3 && (k[0] == "lock" || k[0] == "options") {
				hint = fmt.Sprintf("; quote a dotted module name: [%s.%s]", k[0], tomltext.QuoteKey(strings.Join(k[1:len(k)-1], ".")))
			}
		}
		field := ""
		for _, k := range und[0] {
			field = tomltext.JoinField(field, tomltext.QuoteKey(k))
		}
		return nil, &InputError{Err: fmt.Errorf("%s: unknown field %s (a campaign has name, modules, disabled, scripts, deck, options, lock)%s%s", path, strings.Join(keys, ", "), hint, suggestClose(keys[0], campaignFields)),
			File: path, Field: field, Line: c.lines.Line(field)}
	}
	c.Path = path
	if err := c.checkFields(); err != nil {
		return nil, err
	}
	c.normalize()
	return &c, nil
}

// checkFields checks what decodeCampaign checks, on any Campaign value.
func (c *Campaign) checkFields() error {
	fail := func(format string, args ...any) error {
		return tomltext.Locate(&InputError{Err: fmt.Errorf("%s: "+format, append([]any{c.Path}, args...)...)}, c.Path, c.lines)
	}
	if !utf8.ValidString(c.Name) {
		return fail("name: not UTF-8 text")
	}
	if c.Ruleset != "" {
		if _, err := findRuleset(c.Ruleset); err != nil {
			return fail("ruleset: %v", err)
		}
	}
	seen := map[string]bool{}
	for i, m := range c.Modules {
		switch {
		case m == "":
			return fail("modules[%d]: an empty module name", i+1)
		case !utf8.ValidString(m):
			return fail("modules[%d]: not UTF-8 text", i+1)
		case seen[m]:
			return fail("modules[%d]: %q is listed twice", i+1, m)
		}
		seen[m] = true
	}
	off := map[string]bool{}
	for i, m := range c.Disabled {
		switch {
		case m == "":
			return fail("disabled[%d]: an empty module name", i+1)
		case !utf8.ValidString(m):
			return fail("disabled[%d]: not UTF-8 text", i+1)
		case off[m]:
			return fail("disabled[%d]: %q is listed twice", i+1, m)
		case seen[m]:
			return fail("disabled[%d]: %q is in modules too (a module is either enabled or disabled)", i+1, m)
		}
		off[m] = true
	}
	for _, name := range sortedKeys(c.Options) {
		if !seen[name] {
			return fail("options.%s: module %q is not in modules", tomltext.QuoteKey(name), name)
		}
		for _, opt := range sortedKeys(c.Options[name]) {
			switch v := c.Options[name][opt].(type) {
			case bool, int64, float64:
			case string:
				if !utf8.ValidString(v) {
					return fail("options.%s.%s: not UTF-8 text", tomltext.QuoteKey(name), tomltext.QuoteKey(opt))
				}
			default:
				return fail("options.%s.%s: an option value is true/false, a number or a string, got %s", tomltext.QuoteKey(name), tomltext.QuoteKey(opt), tomlKind(v))
			}
		}
	}
	folders, mounts := map[string]int{}, map[string]int{}
	for i, dir := range c.Scripts {
		if dir == "" {
			return fail("scripts[%d]: an empty folder name", i+1)
		}
		if !utf8.ValidString(dir) {
			return fail("scripts[%d]: not UTF-8 text", i+1)
		}
		key := cleanDir(dir)
		if j, dup := folders[key]; dup {
			return fail("scripts[%d]: %q is scripts[%d] again", i+1, dir, j)
		}
		folders[key] = i + 1
		mount := c.mount(dir)
		if j, dup := mounts[mount]; dup {
			return fail("scripts[%d]: %q and scripts[%d] %q would both load as %s/ (folders load under their own names): rename one", i+1, dir, j, c.Scripts[j-1], mount)
		}
		mounts[mount] = i + 1
	}
	if !utf8.ValidString(c.Deck) {
		return fail("deck: not UTF-8 text")
	}
	for _, name := range sortedKeys(c.Lock) {
		l := c.Lock[name]
		if !utf8.ValidString(name) || !utf8.ValidString(l.Version) || !utf8.ValidString(l.Hash) {
			return fail("lock.%s: not UTF-8 text", tomltext.QuoteKey(name))
		}
	}
	return nil
}

// checkFolders checks that every house-rule folder exists.
func (c *Campaign) checkFolders() error {
	for i, dir := range c.Scripts {
		if strings.HasPrefix(dir, BuiltinPrefix) {
			if _, err := BuiltinFolder(c.Ruleset, dir); err != nil {
				return tomltext.Locate(&InputError{Err: fmt.Errorf("%s: scripts[%d]: %v", c.Path, i+1, err)}, c.Path, c.lines)
			}
			continue
		}
		st, err := os.Stat(c.resolve(dir))
		if err != nil || !st.IsDir() {
			return tomltext.Locate(&InputError{Err: fmt.Errorf("%s: scripts[%d]: %q is not a folder", c.Path, i+1, dir)}, c.Path, c.lines)
		}
	}
	return nil
}

// normalize gives what a file may leave out its one form: the standard deck
// for an empty deck, nil for empty lists and tables.
func (c *Campaign) normalize() {
	if c.Deck == "" {
		c.Deck = StandardDeck
	}
	if len(c.Modules) == 0 {
		c.Modules = nil
	}
	if len(c.Disabled) == 0 {
		c.Disabled = nil
	}
	if len(c.Scripts) == 0 {
		c.Scripts = nil
	}
	for name, opts := range c.Options {
		if len(opts) == 0 {
			delete(c.Options, name)
		}
	}
	if len(c.Options) == 0 {
		c.Options = nil
	}
	if len(c.Lock) == 0 {
		c.Lock = nil
	}
}

// clone returns a deep copy.
func (c *Campaign) clone() *Campaign {
	n := *c
	n.Modules = append([]string(nil), c.Modules...)
	n.Disabled = append([]string(nil), c.Disabled...)
	n.Scripts = append([]string(nil), c.Scripts...)
	if c.Options != nil {
		n.Options = make(map[string]map[string]any, len(c.Options))
		for m, opts := range c.Options {
			cp := make(map[string]any, len(opts))
			for k, v := range opts {
				cp[k] = v
			}
			n.Options[m] = cp
		}
	}
	if c.Lock != nil {
		n.Lock = make(map[string]LockEntry, len(c.Lock))
		for m, l := range c.Lock {
			n.Lock[m] = l
		}
	}
	return &n
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

// mount is the folder a house-rule folder's scripts load under: its own
// name ("../gulch" → "gulch", ".." → the parent's name), made fit for a
// script path by vm.MountName ("my.rules" → "my_rules").
func (c *Campaign) mount(dir string) string {
	if strings.HasPrefix(dir, BuiltinPrefix) {
		return path.Base(dir)
	}
	p := c.resolve(dir)
	if abs, err := filepath.Abs(p); err == nil {
		p = abs
	}
	return vm.MountName(filepath.Base(filepath.Clean(p)))
}

// EngineOptions turns the campaign into engine options: its script folders
// as layers (each mounted under its folder name), its modules with options,
// the default-on modules it disables, and its deck.
func (c *Campaign) EngineOptions() (Options, error) {
	var o Options
	o.Ruleset = c.Ruleset
	o.Layers = append(o.Layers, c.layers...)
	for _, dir := range c.Scripts {
		if strings.HasPrefix(dir, BuiltinPrefix) {
			l, err := BuiltinFolder(c.Ruleset, dir)
			if err != nil {
				return o, tomltext.Locate(&InputError{Err: fmt.Errorf("%s: scripts: %w", c.Path, err)}, c.Path, c.lines)
			}
			o.Layers = append(o.Layers, l)
			continue
		}
		abs := c.resolve(dir)
		o.Layers = append(o.Layers, vm.Layer{Name: "campaign:" + dir, FS: os.DirFS(abs), Prefix: c.mount(dir) + "/"})
	}
	for _, m := range c.Modules {
		o.Enable = append(o.Enable, Enable{Name: m, Options: c.Options[m]})
	}
	o.Disable = append(o.Disable, c.Disabled...)
	switch c.Deck {
	case "", StandardDeck:
	default:
		d, err := card.LoadFile(c.resolve(c.Deck))
		if err != nil {
			return o, tomltext.Locate(&InputError{Err: fmt.Errorf("%s: deck: %w", c.Path, err)}, c.Path, c.lines)
		}
		o.Deck = d
	}
	return o, nil
}

// onModules lists the optional and house modules the campaign has on: those
// in modules, in order, then the default-on modules of cat it neither lists
// nor disables, by name.
func (c *Campaign) onModules(cat *Catalog) []string {
	out := append([]string(nil), c.Modules...)
	for _, m := range cat.Modules() {
		if m.DefaultOn && m.Kind == KindOptional && !contains(c.Modules, m.Name) && !contains(c.Disabled, m.Name) {
			out = append(out, m.Name)
		}
	}
	return out
}
