package host

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/BurntSushi/toml"

	"github.com/twtw/twtw/core/card"
	"github.com/twtw/twtw/host/vm"
)

// Campaign is a campaign file (DESIGN.md "Campaigns"): which optional and
// house modules are on, in order, their options, the house-rule folders, the
// deck, and a lock of each module's version and content hash.
//
// A Campaign is edited through Enable, Disable, Set, SetOptions, AddScripts,
// RemoveScripts, SetDeck and Relock: each builds a candidate, builds an
// engine from it (which refuses unknown modules, conflicts, missing
// requirements, two replacers of one rule and bad options), and only then
// writes the file atomically. A refused edit leaves both the file and the
// Campaign value unchanged.
//
// The lock records what the judge accepted. An edit re-locks only the modules
// it touches (Enable: the modules named; Set: the modules whose options
// changed; Disable drops the disabled modules' entries); every other module
// keeps its lock entry, so Stale keeps flagging a module whose file changed
// until someone looks at it and runs Relock.
type Campaign struct {
	Name     string                    `toml:"name"`
	Modules  []string                  `toml:"modules"`
	Disabled []string                  `toml:"disabled,omitempty"`
	Scripts  []string                  `toml:"scripts"`
	Deck     string                    `toml:"deck,omitempty"`
	Options  map[string]map[string]any `toml:"options,omitempty"`
	Lock     map[string]LockEntry      `toml:"lock,omitempty"`

	// Path is the campaign file; folders and deck files are relative to it.
	Path string `toml:"-"`
}

// LockEntry records a module as it was when the campaign last changed.
type LockEntry struct {
	Version string `toml:"version" json:"version"`
	Hash    string `toml:"hash" json:"hash"`
}

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
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, &InputError{Err: fmt.Errorf("campaign: %w", err)}
	}
	return ParseCampaign(path, b)
}

// ReadCampaign reads a campaign file to edit it: its syntax and fields are
// checked, but not that its folders exist, so that an edit can mend a
// campaign whose folder has gone (RemoveScripts). Every edit checks the whole
// campaign before it writes.
func ReadCampaign(path string) (*Campaign, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, &InputError{Err: fmt.Errorf("campaign: %w", err)}
	}
	return decodeCampaign(path, b)
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
// system: unknown keys, duplicate modules and folders, options of modules
// that are not enabled, option values that are not scalars. It normalises
// what the file may leave out (an empty deck is the standard deck; empty
// lists and tables are nil) so that Encode of the result is canonical.
func decodeCampaign(path string, text []byte) (*Campaign, error) {
	var c Campaign
	md, err := toml.NewDecoder(bytes.NewReader(text)).Decode(&c)
	if err != nil {
		return nil, &InputError{Err: fmt.Errorf("%s: %w", path, err)}
	}
	if und := md.Undecoded(); len(und) > 0 {
		keys := make([]string, len(und))
		hint := ""
		for i, k := range und {
			keys[i] = k.String()
			if len(k) > 3 && (k[0] == "lock" || k[0] == "options") {
				hint = fmt.Sprintf("; quote a dotted module name: [%s.%s]", k[0], quoteKey(strings.Join(k[1:len(k)-1], ".")))
			}
		}
		return nil, &InputError{Err: fmt.Errorf("%s: unknown field %s (a campaign has name, modules, disabled, scripts, deck, options, lock)%s", path, strings.Join(keys, ", "), hint)}
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
		return &InputError{Err: fmt.Errorf("%s: "+format, append([]any{c.Path}, args...)...)}
	}
	if !utf8.ValidString(c.Name) {
		return fail("name: not UTF-8 text")
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
	for _, name := range sortedKeys(c.Options) {
		if !seen[name] {
			return fail("options.%s: module %q is not in modules", quoteKey(name), name)
		}
		for _, opt := range sortedKeys(c.Options[name]) {
			switch v := c.Options[name][opt].(type) {
			case bool, int64, float64:
			case string:
				if !utf8.ValidString(v) {
					return fail("options.%s.%s: not UTF-8 text", quoteKey(name), quoteKey(opt))
				}
			default:
				return fail("options.%s.%s: an option value is true/false, a number or a string, got %s", quoteKey(name), quoteKey(opt), tomlKind(v))
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
			return fail("lock.%s: not UTF-8 text", quoteKey(name))
		}
	}
	return nil
}

// checkFolders checks that every house-rule folder exists.
func (c *Campaign) checkFolders() error {
	for i, dir := range c.Scripts {
		st, err := os.Stat(c.resolve(dir))
		if err != nil || !st.IsDir() {
			return &InputError{Err: fmt.Errorf("%s: scripts[%d]: %q is not a folder", c.Path, i+1, dir)}
		}
	}
	return nil
}

func (c *Campaign) normalize() {
	if c.Deck == "" {
		c.Deck = StandardDeck
	}
	if len(c.Modules) == 0 {
		c.Modules = nil
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

// cleanDir is the form two folder entries are compared in.
func cleanDir(dir string) string { return path.Clean(filepath.ToSlash(dir)) }

func tomlKind(v any) string {
	switch v.(type) {
	case []any:
		return "an array"
	case map[string]any:
		return "a table"
	case nil:
		return "nothing"
	}
	return fmt.Sprintf("a %T", v)
}

// resolve returns a path relative to the campaign file's folder.
func (c *Campaign) resolve(p string) string {
	if filepath.IsAbs(p) || c.Path == "" {
		return p
	}
	return filepath.Join(filepath.Dir(c.Path), p)
}

// mount is the folder a house-rule folder's scripts load under: its own
// name ("../gulch" → "gulch", ".." → the parent's name).
func (c *Campaign) mount(dir string) string {
	p := c.resolve(dir)
	if abs, err := filepath.Abs(p); err == nil {
		p = abs
	}
	return filepath.Base(filepath.Clean(p))
}

// EngineOptions turns the campaign into engine options: its script folders
// as layers (each mounted under its folder name), its modules with options,
// and its deck.
func (c *Campaign) EngineOptions() (Options, error) {
	var o Options
	for _, dir := range c.Scripts {
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
		if why := c.StaleReason(cat, name); why != "" {
			out = append(out, name+": "+why)
		}
	}
	sort.Strings(out)
	return out
}

// StaleReason says how the named module differs from its lock entry ("" when
// it matches): gone from the scripts, not locked, another version, or its
// file's text changed.
func (c *Campaign) StaleReason(cat *Catalog, name string) string {
	m, ok := cat.Module(name)
	if !ok {
		return "no such module now"
	}
	l, ok := c.Lock[name]
	switch {
	case !ok:
		return "not in the lock"
	case l.Version != m.Version:
		return fmt.Sprintf("version %s, locked %s", m.Version, l.Version)
	case l.Hash != m.Hash:
		return fmt.Sprintf("%s changed since it was locked", m.Path)
	}
	return ""
}

// Encode returns the campaign as canonical TOML: a header comment, then
// name, deck, modules and scripts, then one [options."module"] table per
// module with options (in modules order, option names sorted), then one
// [lock."module"] table per locked enabled module (in modules order). Lock
// entries of modules that are not enabled are dropped. Decoding the text and
// encoding it again gives the same bytes.
func (c *Campaign) Encode() ([]byte, error) {
	if err := c.checkFields(); err != nil {
		return nil, err
	}
	var b bytes.Buffer
	b.WriteString("# twtw campaign file. `twtw campaign show FILE` explains it; the twtw campaign\n")
	b.WriteString("# commands edit it safely and rewrite it in this form (comments are not kept).\n")
	fmt.Fprintf(&b, "name = %s\n", quoteString(c.Name))
	deck := c.Deck
	if deck == "" {
		deck = StandardDeck
	}
	fmt.Fprintf(&b, "deck = %s\n", quoteString(deck))
	writeList(&b, "modules", c.Modules)
	writeList(&b, "scripts", c.Scripts)
	for _, m := range c.Modules {
		opts := c.Options[m]
		if len(opts) == 0 {
			continue
		}
		fmt.Fprintf(&b, "\n[options.%s]\n", quoteKey(m))
		for _, k := range sortedKeys(opts) {
			v, err := tomlValue(opts[k])
			if err != nil {
				return nil, &InputError{Err: fmt.Errorf("%s: options.%s.%s: %w", c.Path, quoteKey(m), quoteKey(k), err)}
			}
			fmt.Fprintf(&b, "%s = %s\n", quoteKey(k), v)
		}
	}
	for _, m := range c.Modules {
		l, ok := c.Lock[m]
		if !ok {
			continue
		}
		fmt.Fprintf(&b, "\n[lock.%s]\nversion = %s\nhash = %s\n", quoteKey(m), quoteString(l.Version), quoteString(l.Hash))
	}
	return b.Bytes(), nil
}

func writeList(b *bytes.Buffer, key string, items []string) {
	if len(items) == 0 {
		fmt.Fprintf(b, "%s = []\n", key)
		return
	}
	fmt.Fprintf(b, "%s = [\n", key)
	for _, s := range items {
		fmt.Fprintf(b, "  %s,\n", quoteString(s))
	}
	b.WriteString("]\n")
}

// quoteKey returns a TOML key: bare when it may be, else a basic string.
func quoteKey(k string) string {
	if k == "" {
		return `""`
	}
	for i := 0; i < len(k); i++ {
		c := k[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-') {
			return quoteString(k)
		}
	}
	return k
}

// quoteString returns a TOML basic string (the text must be UTF-8).
func quoteString(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch r {
		case '"':
			b.WriteString(`\"`)
		case '\\':
			b.WriteString(`\\`)
		case '\b':
			b.WriteString(`\b`)
		case '\t':
			b.WriteString(`\t`)
		case '\n':
			b.WriteString(`\n`)
		case '\f':
			b.WriteString(`\f`)
		case '\r':
			b.WriteString(`\r`)
		default:
			if r < 0x20 || r == 0x7f {
				fmt.Fprintf(&b, `\u%04X`, r)
			} else {
				b.WriteRune(r)
			}
		}
	}
	b.WriteByte('"')
	return b.String()
}

// tomlValue writes an option value: a bool, a whole number (int64), a
// float64 (always with a point or exponent, so it reads back as a float) or
// a string.
func tomlValue(v any) (string, error) {
	switch x := v.(type) {
	case bool:
		return strconv.FormatBool(x), nil
	case int64:
		return strconv.FormatInt(x, 10), nil
	case float64:
		switch {
		case math.IsNaN(x):
			return "nan", nil
		case math.IsInf(x, 1):
			return "inf", nil
		case math.IsInf(x, -1):
			return "-inf", nil
		}
		s := strconv.FormatFloat(x, 'g', -1, 64)
		if !strings.ContainsAny(s, ".e") {
			s += ".0"
		}
		return s, nil
	case string:
		return quoteString(x), nil
	}
	return "", fmt.Errorf("an option value is true/false, a number or a string, got %s", tomlKind(v))
}

// Save writes the campaign to its Path as canonical TOML (Encode),
// atomically: the text goes to a temporary file in the same folder, which is
// synced and then renamed over the old file. On any error the old file is
// left as it was. Save does not check modules and options; the edit methods
// do, before they save.
func (c *Campaign) Save() error {
	if c.Path == "" {
		return &InputError{Err: errors.New("campaign: no file to save to")}
	}
	text, err := c.Encode()
	if err != nil {
		return err
	}
	if err := writeAtomic(c.Path, text, false); err != nil {
		return fmt.Errorf("saving campaign: %w", err)
	}
	return nil
}

// Create checks a new campaign (its folders, modules, options and deck, by
// building an engine from it), locks its modules and writes it, refusing to
// replace a file that already exists.
func (c *Campaign) Create() error {
	if c.Path == "" {
		return &InputError{Err: errors.New("campaign: no file to create")}
	}
	if _, err := os.Lstat(c.Path); err == nil {
		return &InputError{Err: fmt.Errorf("%s: %w (a new campaign never replaces a file)", c.Path, fs.ErrExist)}
	}
	n := c.clone()
	n.normalize()
	if err := n.validate(n.Modules); err != nil {
		return err
	}
	text, err := n.Encode()
	if err != nil {
		return err
	}
	if err := writeAtomic(n.Path, text, true); err != nil {
		if errors.Is(err, fs.ErrExist) {
			return &InputError{Err: fmt.Errorf("%s: %w (a new campaign never replaces a file)", c.Path, fs.ErrExist)}
		}
		return fmt.Errorf("creating campaign: %w", err)
	}
	*c = *n
	return nil
}

// writeAtomic writes data to a temporary file beside name, syncs it and
// moves it into place: by rename (replacing name) or, when exclusive, by a
// hard link that fails if name exists. The temporary file never outlives the
// call. A symbolic link at name is followed, so the file it points at is
// replaced and the link kept.
func writeAtomic(name string, data []byte, exclusive bool) (err error) {
	target := name
	if !exclusive {
		if real, e := filepath.EvalSymlinks(name); e == nil {
			target = real
		}
	}
	mode := fs.FileMode(0o644)
	if st, e := os.Stat(target); e == nil {
		mode = st.Mode().Perm()
	}
	dir := filepath.Dir(target)
	f, err := os.CreateTemp(dir, "."+filepath.Base(target)+".tmp-*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	defer func() {
		if f != nil {
			f.Close()
		}
		os.Remove(tmp) // after a rename there is nothing left to remove
	}()
	if _, err := f.Write(data); err != nil {
		return err
	}
	if err := f.Chmod(mode); err != nil {
		return err
	}
	if err := f.Sync(); err != nil {
		return err
	}
	err = f.Close()
	f = nil
	if err != nil {
		return err
	}
	if exclusive {
		if err := os.Link(tmp, target); err != nil {
			if errors.Is(err, fs.ErrExist) {
				return err
			}
			// No hard links here (some file systems): check, then rename.
			if _, e := os.Lstat(target); e == nil {
				return &fs.PathError{Op: "create", Path: target, Err: fs.ErrExist}
			}
			if err := os.Rename(tmp, target); err != nil {
				return err
			}
		}
	} else if err := os.Rename(tmp, target); err != nil {
		return err
	}
	syncDir(dir)
	return nil
}

// syncDir makes a rename in dir durable where the system allows it (best
// effort: some systems cannot sync a folder).
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		_ = d.Sync()
		d.Close()
	}
}

// Setting is one option value to set, as typed on a command line: the value
// is converted by the option's type when the edit is checked ("true", "3",
// "shot").
type Setting struct {
	Module, Option, Value string
}

// Enable switches modules on, appending them to the modules list in the
// order given (house rules load in that order), and locks them. Naming a
// module that is already on keeps its place and re-locks it. The edit is
// refused, and nothing written, for an unknown module, a conflict, a missing
// requirement, two replacers of one rule or bad options.
func (c *Campaign) Enable(names ...string) error {
	if len(names) == 0 {
		return c.fault(errors.New("enable: name at least one module"))
	}
	return c.edit(func(n *Campaign) ([]string, error) {
		if err := distinct(n, "module", names); err != nil {
			return nil, err
		}
		for _, name := range names {
			if !contains(n.Modules, name) {
				n.Modules = append(n.Modules, name)
			}
		}
		return names, nil
	}, nil)
}

// Disable switches modules off and drops their options and lock entries. It
// refuses a module that is not on, and one that another enabled module
// requires, naming both.
func (c *Campaign) Disable(names ...string) error {
	if len(names) == 0 {
		return c.fault(errors.New("disable: name at least one module"))
	}
	off := map[string]bool{}
	return c.edit(func(n *Campaign) ([]string, error) {
		if err := distinct(n, "module", names); err != nil {
			return nil, err
		}
		for _, name := range names {
			if !contains(n.Modules, name) {
				return nil, n.fault(fmt.Errorf("module %q is not enabled", name))
			}
			off[name] = true
			delete(n.Options, name)
			delete(n.Lock, name)
		}
		kept := n.Modules[:0]
		for _, m := range n.Modules {
			if !off[m] {
				kept = append(kept, m)
			}
		}
		n.Modules = kept
		return nil, nil
	}, func(n *Campaign, cat *Catalog) error {
		for _, m := range n.Modules {
			man, ok := cat.Module(m)
			if !ok {
				continue // Resolve names it
			}
			for _, r := range man.Requires {
				if off[r] {
					return n.fault(fmt.Errorf("cannot disable %s: module %s requires it (disable %s as well, or first)", r, m, m))
				}
			}
		}
		return nil
	})
}

// Set sets one option of an enabled module; see SetOptions.
func (c *Campaign) Set(module, option, value string) error {
	return c.SetOptions(Setting{Module: module, Option: option, Value: value})
}

// SetOptions sets options of enabled modules, all or none: each value is
// converted by the option's declared type and range, and the modules whose
// options changed are re-locked. It refuses a module that is not on, an
// option the module does not declare and a value that does not fit.
func (c *Campaign) SetOptions(settings ...Setting) error {
	if len(settings) == 0 {
		return c.fault(errors.New("set: name at least one MODULE.OPTION=VALUE"))
	}
	return c.edit(func(n *Campaign) ([]string, error) {
		seen := map[Setting]bool{}
		var touched []string
		for _, s := range settings {
			key := Setting{Module: s.Module, Option: s.Option}
			switch {
			case s.Option == "":
				return nil, n.fault(fmt.Errorf("options.%s: name the option to set", quoteKey(s.Module)))
			case seen[key]:
				return nil, n.fault(fmt.Errorf("options.%s.%s is set twice", quoteKey(s.Module), quoteKey(s.Option)))
			case !contains(n.Modules, s.Module):
				return nil, n.fault(fmt.Errorf("options.%s.%s: module %q is not enabled (enable it first)", quoteKey(s.Module), quoteKey(s.Option), s.Module))
			}
			seen[key] = true
			if n.Options == nil {
				n.Options = map[string]map[string]any{}
			}
			if n.Options[s.Module] == nil {
				n.Options[s.Module] = map[string]any{}
			}
			n.Options[s.Module][s.Option] = s.Value
			if !contains(touched, s.Module) {
				touched = append(touched, s.Module)
			}
		}
		return touched, nil
	}, nil)
}

// AddScripts adds a house-rule folder, written as it will be stored: relative
// to the campaign file's folder (or absolute). Its modules become available
// to Enable; a module there with a built-in module's name replaces that
// module, and Stale then flags it until Relock. It refuses a folder that does
// not exist, is already listed, or whose scripts do not load.
func (c *Campaign) AddScripts(dir string) error {
	return c.edit(func(n *Campaign) ([]string, error) {
		if i := indexDir(n.Scripts, dir); i >= 0 {
			return nil, n.fault(fmt.Errorf("scripts: %q is already listed (scripts[%d])", dir, i+1))
		}
		n.Scripts = append(n.Scripts, dir)
		return nil, nil
	}, nil)
}

// RemoveScripts removes a house-rule folder, named as the campaign lists it.
// It refuses a folder that is not listed and one that holds an enabled module
// no other folder provides.
func (c *Campaign) RemoveScripts(dir string) error {
	i := indexDir(c.Scripts, dir)
	if i < 0 {
		listed := "none"
		if len(c.Scripts) > 0 {
			listed = strings.Join(quoteAll(c.Scripts), ", ")
		}
		return c.fault(fmt.Errorf("scripts: %q is not listed (listed: %s)", dir, listed))
	}
	entry := c.Scripts[i]
	before, err := c.catalog()
	if err != nil {
		before = nil // removing a broken folder is how to mend it
	}
	return c.edit(func(n *Campaign) ([]string, error) {
		n.Scripts = append(n.Scripts[:i:i], n.Scripts[i+1:]...)
		return nil, nil
	}, func(n *Campaign, cat *Catalog) error {
		if before == nil {
			return nil
		}
		for _, m := range n.Modules {
			old, was := before.Module(m)
			if _, still := cat.Module(m); !still && was && old.From == "campaign:"+entry {
				return n.fault(fmt.Errorf("scripts: %q holds module %s (%s), which is enabled: disable it first", entry, m, old.Path))
			}
		}
		return nil
	})
}

// SetDeck sets the deck: "standard" or a deck file, relative to the campaign
// file's folder (or absolute), which must load.
func (c *Campaign) SetDeck(deck string) error {
	return c.edit(func(n *Campaign) ([]string, error) {
		n.Deck = deck
		return nil, nil
	}, nil)
}

// Relock records the current version and hash of the named enabled modules
// (all of them when none is named) in the lock, accepting their changes.
func (c *Campaign) Relock(names ...string) error {
	return c.edit(func(n *Campaign) ([]string, error) {
		if len(names) == 0 {
			return n.Modules, nil
		}
		if err := distinct(n, "module", names); err != nil {
			return nil, err
		}
		for _, name := range names {
			if !contains(n.Modules, name) {
				return nil, n.fault(fmt.Errorf("lock: module %q is not enabled", name))
			}
		}
		return names, nil
	}, nil)
}

// edit applies change to a copy of the campaign, runs check (when given)
// against the catalog of the copy's scripts, validates the copy by building
// an engine from it, re-locks the modules change touched, writes the copy
// atomically and only then adopts it. On any error the file and c are
// unchanged.
func (c *Campaign) edit(change func(n *Campaign) (touched []string, err error), check func(n *Campaign, cat *Catalog) error) error {
	n := c.clone()
	touched, err := change(n)
	if err != nil {
		return err
	}
	n.normalize()
	if check != nil {
		if err := n.checkFields(); err != nil {
			return err
		}
		if err := n.checkFolders(); err != nil {
			return err
		}
		cat, err := n.catalog()
		if err != nil {
			return err
		}
		if err := check(n, cat); err != nil {
			return err
		}
	}
	if err := n.validate(touched); err != nil {
		return err
	}
	if err := n.Save(); err != nil {
		return err
	}
	*c = *n
	return nil
}

// validate checks every field, builds an engine from the campaign (which
// resolves its modules and options and runs their setup), stores each given
// option as its checked value, locks the touched modules and drops the lock
// entries of modules that are off.
func (c *Campaign) validate(touched []string) error {
	if err := c.checkFields(); err != nil {
		return err
	}
	if err := c.checkFolders(); err != nil {
		return err
	}
	o, err := c.EngineOptions()
	if err != nil {
		return err
	}
	e, err := New(o)
	if err != nil {
		return c.fault(err)
	}
	defer e.Close()
	for _, p := range e.Plan() {
		given := c.Options[p.Name]
		for k := range given {
			given[k] = p.Options[k]
		}
	}
	cat := e.Catalog()
	for _, name := range touched {
		m, ok := cat.Module(name)
		if !ok {
			return c.fault(fmt.Errorf("unknown module %q", name))
		}
		if c.Lock == nil {
			c.Lock = map[string]LockEntry{}
		}
		c.Lock[name] = LockEntry{Version: m.Version, Hash: m.Hash}
	}
	for name := range c.Lock {
		if !contains(c.Modules, name) {
			delete(c.Lock, name)
		}
	}
	c.normalize()
	return nil
}

// catalog returns every module the campaign's scripts hold, whether enabled
// or not.
func (c *Campaign) catalog() (*Catalog, error) {
	o, err := c.EngineOptions()
	if err != nil {
		return nil, err
	}
	o.Enable = nil
	e, err := New(o)
	if err != nil {
		return nil, c.fault(err)
	}
	defer e.Close()
	return e.Catalog(), nil
}

// fault wraps err as bad input naming the campaign file on each line.
func (c *Campaign) fault(err error) error {
	return &InputError{Err: &fileError{path: c.Path, err: err}}
}

// fileError prefixes every line of an error (Resolve reports one problem
// per line) with the file it is about.
type fileError struct {
	path string
	err  error
}

func (e *fileError) Error() string {
	lines := strings.Split(e.err.Error(), "\n")
	for i, l := range lines {
		lines[i] = e.path + ": " + l
	}
	return strings.Join(lines, "\n")
}

func (e *fileError) Unwrap() error { return e.err }

// clone returns a deep copy.
func (c *Campaign) clone() *Campaign {
	n := *c
	n.Modules = append([]string(nil), c.Modules...)
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

// distinct refuses a name given twice in one edit.
func distinct(c *Campaign, what string, names []string) error {
	seen := map[string]bool{}
	for _, n := range names {
		if seen[n] {
			return c.fault(fmt.Errorf("%s %q is named twice", what, n))
		}
		seen[n] = true
	}
	return nil
}

// indexDir finds a folder in a scripts list, comparing cleaned paths.
func indexDir(list []string, dir string) int {
	for i, d := range list {
		if cleanDir(d) == cleanDir(dir) {
			return i
		}
	}
	return -1
}

// CampaignStatus is a campaign as `twtw campaign show` reports it: its
// fields, its enabled modules in load order with their options in force, and
// what changed since the lock.
type CampaignStatus struct {
	File    string         `json:"file"`
	Name    string         `json:"name"`
	Deck    string         `json:"deck"`
	Scripts []string       `json:"scripts"`
	Modules []ModuleStatus `json:"modules"`
	// Stale lists "module: what changed" for each module that differs from
	// its lock entry (Campaign.Stale).
	Stale []string `json:"stale"`
}

// ModuleStatus is one enabled module of a campaign.
type ModuleStatus struct {
	Name      string         `json:"name"`
	Kind      string         `json:"kind"`
	Version   string         `json:"version"`
	Summary   string         `json:"summary"`
	Source    string         `json:"source"`
	Path      string         `json:"path"`
	Layer     string         `json:"layer"`
	Hash      string         `json:"hash"`
	Overrides string         `json:"overrides,omitempty"`
	Options   []OptionStatus `json:"options"`
	// Lock is the module's lock entry (nil when it has none).
	Lock *LockEntry `json:"lock"`
	// Stale says what changed since the lock ("" when nothing did).
	Stale string `json:"stale,omitempty"`
}

// OptionStatus is one option of an enabled module with the value in force.
type OptionStatus struct {
	OptionSpec
	Value any `json:"value"`
	// Set says whether the campaign sets the value (else it is the default).
	Set bool `json:"set"`
}

// Status builds an engine from the campaign (so it refuses what an edit
// would refuse) and reports the campaign's modules in load order, their
// options in force and what changed since the lock.
func (c *Campaign) Status() (*CampaignStatus, error) {
	if err := c.checkFields(); err != nil {
		return nil, err
	}
	if err := c.checkFolders(); err != nil {
		return nil, err
	}
	o, err := c.EngineOptions()
	if err != nil {
		return nil, err
	}
	e, err := New(o)
	if err != nil {
		return nil, c.fault(err)
	}
	defer e.Close()
	cat := e.Catalog()
	deck := c.Deck
	if deck == "" {
		deck = StandardDeck
	}
	st := &CampaignStatus{
		File: c.Path, Name: c.Name, Deck: deck,
		Scripts: append([]string{}, c.Scripts...),
		Modules: []ModuleStatus{},
		Stale:   append([]string{}, c.Stale(cat)...),
	}
	for _, p := range e.Plan() {
		if p.Kind == KindCore {
			continue
		}
		ms := ModuleStatus{
			Name: p.Name, Kind: p.Kind.String(), Version: p.Version, Summary: p.Summary,
			Source: p.Source, Path: p.Path, Layer: p.From, Hash: p.Hash, Overrides: p.Overrides,
			Options: []OptionStatus{}, Stale: c.StaleReason(cat, p.Name),
		}
		if l, ok := c.Lock[p.Name]; ok {
			ms.Lock = &l
		}
		for _, spec := range p.Manifest.Options {
			_, set := c.Options[p.Name][spec.Name]
			ms.Options = append(ms.Options, OptionStatus{OptionSpec: spec, Value: p.Options[spec.Name], Set: set})
		}
		st.Modules = append(st.Modules, ms)
	}
	return st, nil
}
