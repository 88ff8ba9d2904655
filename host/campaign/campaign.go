package campaign

import (
	"bytes"
	"fmt"
	"maps"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/BurntSushi/toml"

	"github.com/twtw/twtw/host/didyoumean"
	"github.com/twtw/twtw/host/tomltext"
)

// Campaign is a campaign file: which optional and house modules are on, in
// order, their options, the house-rule folders, the deck, and a lock of
// each module's version and content hash.
//
// An optional module whose manifest says default_on is on unless the
// campaign lists it in Disabled; it need not be in Modules (it is listed
// there only when the campaign sets its options). A module is never in both.
//
// A Campaign is edited through Enable, Disable, Set, SetOptions, AddScripts,
// RemoveScripts, SetDeck and Relock: each builds a candidate, has its
// Checker build an engine from it (which refuses unknown modules, conflicts,
// missing requirements, two replacers of one rule and bad options), and
// only then writes the file atomically. A refused edit leaves both the file
// and the Campaign value unchanged.
//
// The lock records what the judge accepted: for every module that is on,
// default-on modules included, its version and the text of its file and of
// each library it loads (Lock); and the rules the modules run on (Rules):
// the built-in scripts' fingerprint, the deck file's hash and the files of
// the house-rule folders that no module loads. Only Relock (and Create, for
// a new file) accepts a change. Another edit keeps every entry as it is and
// locks only what it brings in: Enable locks a module it switches on, and
// only it; AddScripts records the new folder's files no module loads;
// SetDeck records a new deck file. Disable and RemoveScripts drop the
// entries of the modules they switch off. So Stale keeps flagging a module
// whose file changed, or a default-on module that is new, until someone
// looks at it and runs Relock. A campaign with no lock at all (a file
// written by hand) is unlocked (Locked): nothing is flagged, no edit but
// Relock of every module locks it, and Relock of some modules is refused.
type Campaign struct {
	// Name is the campaign's name.
	Name string `toml:"name"`
	// Ruleset is the game the campaign plays ("" in the file: the default,
	// twtw). Its modules, folders and scenarios are that ruleset's.
	Ruleset string `toml:"ruleset,omitempty"`
	// Modules are the optional and house modules on, in load order.
	Modules []string `toml:"modules"`
	// Disabled are the default-on optional modules switched off.
	Disabled []string `toml:"disabled,omitempty"`
	// Scripts are the house-rule folders, relative to the file's folder.
	Scripts []string `toml:"scripts"`
	// Deck is StandardDeck or a deck file, relative to the file's folder;
	// "" for a campaign whose ruleset draws no action card (ticks,
	// percentile, shootout), which has no deck and whose file has no deck
	// line. Such a file that says "standard" (campaign new wrote it into
	// every file) still reads, as no deck; a deck file there is refused.
	Deck string `toml:"deck,omitempty"`
	// Options are the option values set, by module and option.
	Options map[string]map[string]any `toml:"options,omitempty"`
	// Lock is each locked module's version and hash, by module.
	Lock map[string]LockEntry `toml:"lock,omitempty"`
	// Rules is what the lock records of the rules besides the modules (nil:
	// nothing, as in a file an older twtw locked or one with no lock).
	Rules *RulesLock `toml:"lock_rules,omitempty"`

	// Path is the campaign file; folders and deck files are relative to it.
	Path string `toml:"-"`

	// checker answers what needs the rules (see Checker).
	checker Checker
	// lines locates the fields in the file's text (nil for a new campaign).
	lines tomltext.Lines
	// readSum is the sha256 of the file text the campaign was read from or
	// last written as (when fromFile): an edit re-reads a file that changed.
	readSum  [32]byte
	fromFile bool
	// lastLock is what the last edit wrote into the lock (LastLock).
	lastLock LockChange
	// source is that text: an edit patches it (see patch).
	source []byte
	// dropped is what the last write did not keep of the file (see
	// LastWrite).
	dropped WriteNote
	// edited, on an edit's candidate, is where its fields that differ from
	// the file come from (see noteEdited).
	edited map[string]fieldSource
	// writeFile writes the file (nil: writeAtomic); a test fails a write with it.
	writeFile func(name string, data []byte, exclusive bool) error
}

// StandardDeck is the Deck value of a campaign that plays the standard deck.
const StandardDeck = "standard"

// BuiltinPrefix marks a campaign script folder that is one of the embedded
// example folders, such as "builtin:houserules/gentle_bleeding".
const BuiltinPrefix = "builtin:"

// New returns an empty campaign (no modules, no folders, the standard
// deck) to be written to path by Create, which drops the deck when the
// Ruleset set meanwhile draws no action card. ch answers what needs the rules,
// here and in every edit; with a nil ch, whatever needs the rules fails
// with an error saying the campaign has no checker.
func New(path, name string, ch Checker) *Campaign {
	return &Campaign{Name: name, Deck: StandardDeck, Path: path, checker: ch}
}

// Load reads and checks a campaign file's syntax and fields, and that its
// folders exist; every error names the file and field. Module names and
// options are checked when ch builds an engine from it (an edit, or the
// host's CampaignOptions).
func Load(path string, ch Checker) (*Campaign, error) {
	if ch == nil {
		return nil, errNilChecker("Load")
	}
	b, err := tomltext.ReadFile("campaign", path)
	if err != nil {
		return nil, err
	}
	c, err := Parse(path, b, ch)
	if err != nil {
		return nil, err
	}
	c.noteRead(b)
	return c, nil
}

// Read reads a campaign file to edit it: its syntax and fields are checked,
// but not that its folders exist, so that an edit can mend a campaign whose
// folder has gone (RemoveScripts). Every edit checks the whole campaign
// before it writes.
func Read(path string, ch Checker) (*Campaign, error) {
	if ch == nil {
		return nil, errNilChecker("Read")
	}
	b, err := tomltext.ReadFile("campaign", path)
	if err != nil {
		return nil, err
	}
	c, err := decode(path, b, ch)
	if err != nil {
		return nil, err
	}
	c.noteRead(b)
	return c, nil
}

// Parse reads a campaign from TOML text; path names it in messages and
// anchors its relative folders, which must exist.
func Parse(path string, text []byte, ch Checker) (*Campaign, error) {
	if ch == nil {
		return nil, errNilChecker("Parse")
	}
	c, err := decode(path, text, ch)
	if err != nil {
		return nil, err
	}
	if err := c.checkFolders(); err != nil {
		return nil, err
	}
	return c, nil
}

// decode reads the TOML and checks every field that needs no file system:
// unknown keys, duplicate modules and folders, a module both enabled and
// disabled, options of modules that are not enabled, option values that are
// not scalars. It normalises what the file may leave out (an empty deck is
// the standard deck, or none for a ruleset that draws no action card; empty
// lists and tables are nil) so that encode of the result is canonical.
func decode(path string, text []byte, ch Checker) (*Campaign, error) {
	if err := tomltext.CheckShape(path, text); err != nil {
		return nil, err
	}
	c := Campaign{checker: ch}
	md, err := toml.NewDecoder(bytes.NewReader(text)).Decode(&c)
	if err != nil {
		return nil, tomltext.DecodeError(path, text, err)
	}
	c.lines = tomltext.Index(text)
	if len(md.Keys()) == 0 {
		return nil, &tomltext.InputError{Err: fmt.Errorf("%s: the campaign file is empty (twtw campaign new makes one)", path)}
	}
	if err := c.checkKeyCase(path, md.Keys()); err != nil {
		return nil, err
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
		return nil, &tomltext.InputError{Err: fmt.Errorf("%s: unknown field %s (a campaign has %s)%s%s", path, strings.Join(keys, ", "), strings.Join(fieldNames(), ", "), hint, didyoumean.Best(keys[0], fieldNames())),
			File: path, Field: field, Line: c.lines.Line(field)}
	}
	c.Path = path
	if err := c.checkFields(); err != nil {
		return nil, err
	}
	c.normalize()
	return &c, nil
}

// Errorf returns bad input about the campaign: "FILE: " and the message,
// which starts with the field it is about, as an *tomltext.InputError
// located at that field's line. A campaign with no file (a Campaign
// literal) is not named: the message alone.
//
// On an edit's candidate, a message about a value the edit's arguments gave
// names the argument instead of the field, with no line (see noteEdited).
func (c *Campaign) Errorf(format string, args ...any) error {
	err, given := c.sourced(fmt.Errorf(format, args...))
	if given {
		return err
	}
	if c.Path != "" {
		err = fmt.Errorf("%s: %w", c.Path, err)
	}
	return tomltext.Locate(&tomltext.InputError{Err: err}, c.Path, c.lines)
}

// checkFields checks what decode checks, on any Campaign value.
func (c *Campaign) checkFields() error {
	fail := c.Errorf
	if !utf8.ValidString(c.Name) {
		return fail("name: not UTF-8 text")
	}
	if c.Ruleset != "" {
		if err := c.rules().Ruleset(c.Ruleset); err != nil {
			return fail("ruleset: %v", err)
		}
	}
	if err := c.checkModules(); err != nil {
		return err
	}
	for _, name := range slices.Sorted(maps.Keys(c.Options)) {
		if !slices.Contains(c.Modules, name) {
			return fail("options.%s: module %q is not in modules", tomltext.QuoteKey(name), name)
		}
		for _, opt := range slices.Sorted(maps.Keys(c.Options[name])) {
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
	if c.Deck != "" && c.Deck != StandardDeck {
		// a deck file for a game that plays none would be read and never
		// played (the engine refuses it too); "standard" is let through:
		// campaign new wrote it into every file, and normalize drops it
		if err := c.rules().Deck(c.Ruleset); err != nil {
			return fail("deck: %q: %v, so a %s campaign has no deck: remove the deck line", c.Deck, err, c.Ruleset)
		}
	}
	for _, name := range slices.Sorted(maps.Keys(c.Lock)) {
		l := c.Lock[name]
		if !utf8.ValidString(name) || !utf8.ValidString(l.Version) || !utf8.ValidString(l.Hash) || !validTexts(l.Libraries) {
			return fail("lock.%s: not UTF-8 text", tomltext.QuoteKey(name))
		}
	}
	if r := c.Rules; r != nil && (!utf8.ValidString(r.Ruleset) || !utf8.ValidString(r.Builtin) || !utf8.ValidString(r.Deck) || !validTexts(r.Unloaded)) {
		return fail("lock_rules: not UTF-8 text")
	}
	return nil
}

// checkModules checks the modules and disabled lists: no empty name, none
// listed twice, none in both.
func (c *Campaign) checkModules() error {
	seen := map[string]bool{}
	for i, m := range c.Modules {
		switch {
		case m == "":
			return c.Errorf("modules[%d]: an empty module name", i+1)
		case !utf8.ValidString(m):
			return c.Errorf("modules[%d]: not UTF-8 text", i+1)
		case seen[m]:
			return c.Errorf("modules[%d]: %q is listed twice", i+1, m)
		}
		seen[m] = true
	}
	off := map[string]bool{}
	for i, m := range c.Disabled {
		switch {
		case m == "":
			return c.Errorf("disabled[%d]: an empty module name", i+1)
		case !utf8.ValidString(m):
			return c.Errorf("disabled[%d]: not UTF-8 text", i+1)
		case off[m]:
			return c.Errorf("disabled[%d]: %q is listed twice", i+1, m)
		case seen[m]:
			return c.Errorf("disabled[%d]: %q is in modules too (a module is either enabled or disabled)", i+1, m)
		}
		off[m] = true
	}
	return nil
}

// Check checks every field of the campaign, as Parse does, and that every
// house-rule folder exists; it asks nothing of modules and options.
func (c *Campaign) Check() error {
	if err := c.checkFields(); err != nil {
		return err
	}
	return c.checkFolders()
}

// normalize gives what a file may leave out its one form: the standard deck
// for an empty deck, or no deck ("") when the ruleset draws no action card
// (a "standard" such a file says is dropped), nil for empty lists and
// tables.
func (c *Campaign) normalize() {
	if c.Deck == "" || c.Deck == StandardDeck {
		c.Deck = ""
		if c.playsDeck() {
			c.Deck = StandardDeck
		}
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
	for name, l := range c.Lock {
		if len(l.Libraries) == 0 && l.Libraries != nil {
			l.Libraries = nil
			c.Lock[name] = l
		}
	}
	if len(c.Lock) == 0 {
		c.Lock = nil
	}
	if c.Rules != nil && len(c.Rules.Unloaded) == 0 {
		c.Rules.Unloaded = nil
	}
}

// Clone returns a deep copy: its lists and tables are its own, and it keeps
// the Checker and the file it was read from.
func (c *Campaign) Clone() *Campaign {
	n := *c
	n.Modules = append([]string(nil), c.Modules...)
	n.Disabled = append([]string(nil), c.Disabled...)
	n.Scripts = append([]string(nil), c.Scripts...)
	if c.Options != nil {
		n.Options = make(map[string]map[string]any, len(c.Options))
		for m, opts := range c.Options {
			n.Options[m] = maps.Clone(opts)
		}
	}
	if c.Lock != nil {
		n.Lock = make(map[string]LockEntry, len(c.Lock))
		for m, l := range c.Lock {
			l.Libraries = maps.Clone(l.Libraries)
			n.Lock[m] = l
		}
	}
	if c.Rules != nil {
		r := *c.Rules
		r.Unloaded = maps.Clone(r.Unloaded)
		n.Rules = &r
	}
	return &n
}

// Checker returns the Checker the campaign was read or made with (nil for
// a Campaign made otherwise, such as a literal).
func (c *Campaign) Checker() Checker { return c.checker }

// WithChecker returns a deep copy of the campaign (see Clone) that asks ch
// what needs the rules.
func (c *Campaign) WithChecker(ch Checker) *Campaign {
	n := c.Clone()
	n.checker = ch
	return n
}

// rules returns the campaign's Checker, or for a campaign with none one
// whose every answer is an error saying so.
func (c *Campaign) rules() Checker {
	if c.checker == nil {
		return noChecker{}
	}
	return c.checker
}

// playsDeck says whether the campaign's ruleset draws action cards, so that
// the campaign has a deck (a ruleset the Checker does not know: no).
func (c *Campaign) playsDeck() bool {
	return c.rules().Deck(c.Ruleset) == nil
}

// DeckFile returns the path of the campaign's deck file, "" when it plays
// the standard deck or none.
func (c *Campaign) DeckFile() string {
	switch c.Deck {
	case "", StandardDeck:
		return ""
	}
	return c.resolve(c.Deck)
}

// Field is the field of the campaign file that selects what a module problem
// is about: the option's entry (options."bleeding".heavy), or the module's
// place in disabled or modules (modules[2]); "" when the campaign does not
// name it there.
func (c *Campaign) Field(module, option string, disabled bool) string {
	if option != "" {
		if _, ok := c.Options[module][option]; ok {
			return "options." + tomltext.QuoteKey(module) + "." + tomltext.QuoteKey(option)
		}
	}
	list, name := c.Modules, "modules"
	if disabled {
		list, name = c.Disabled, "disabled"
	}
	if i := slices.Index(list, module); i >= 0 {
		return fmt.Sprintf("%s[%d]", name, i+1)
	}
	return ""
}

// OptionAt is where the campaign sets a module's option, for a term that
// credits it: "FILE:LINE" ("bs.toml:11"), the file alone when no text it
// was read from or written as shows the line (a campaign made or changed in
// Go), "" when the campaign does not set the option.
func (c *Campaign) OptionAt(module, option string) string {
	if _, ok := c.Options[module][option]; !ok {
		return ""
	}
	field := "options." + tomltext.QuoteKey(module) + "." + tomltext.QuoteKey(option)
	if n, ok := c.lines[field]; ok && n > 0 {
		return fmt.Sprintf("%s:%d", c.Path, n)
	}
	return c.Path
}
