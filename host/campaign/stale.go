package campaign

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"maps"
	"os"
	"slices"
	"sort"
	"strings"

	"github.com/twtw/twtw/host/tomltext"
)

// Stale lists what changed since the campaign was locked, as StaleLocks
// does, each as "module: what changed" (a module) or "what changed" (the
// rules besides the modules). cat is the catalog of the campaign's scripts
// as an engine built from it gives it (its Checker's Plan); a nil cat
// panics with a message saying so.
func (c *Campaign) Stale(cat Modules) []string {
	var out []string
	for _, s := range c.StaleLocks(cat) {
		out = append(out, s.String())
	}
	return out
}

// StaleReason says how the named module differs from its lock entry ("" when
// it matches, and for an unlocked campaign): gone from the scripts, not
// locked, another version, or which of its file and the libraries it loads
// changed, which libraries it loads now that it did not, and which it no
// longer loads. cat, as for Stale, must not be nil.
func (c *Campaign) StaleReason(cat Modules, name string) string {
	mustCatalog(cat)
	if !c.Locked() {
		return ""
	}
	m, ok := cat.CampaignModule(name)
	if !ok {
		return "no such module now"
	}
	l, ok := c.Lock[name]
	switch {
	case !ok:
		return "not in the lock"
	case l.Version != m.Version:
		return fmt.Sprintf("version %s, locked %s", m.Version, l.Version)
	case l.Hash == m.Hash:
		return ""
	}
	return filesReason(m, l, c.Rules == nil || c.Rules.Builtin == "")
}

// filesReason says which files of a module changed since l locked it:
// its own file, the libraries it loads, those it loads now that it did not
// and those it no longer loads ("" when none: an older twtw's entry that
// still matches). older says the entry may be an older twtw's, which
// hashed the file with every library of its folder and recorded none (the
// file has no lock_rules, which this twtw's lock always writes).
func filesReason(m Module, l LockEntry, older bool) string {
	if older && len(l.Libraries) == 0 && m.LegacyHash != "" && l.Hash != m.FileHash {
		return legacyReason(m, l)
	}
	var changed, added, dropped []string
	if LockHash(m.Path, m.FileHash, l.Libraries) != l.Hash {
		changed = append(changed, m.Path)
	}
	for _, p := range slices.Sorted(maps.Keys(m.Libraries)) {
		h, was := l.Libraries[p]
		switch {
		case !was:
			added = append(added, p)
		case h != m.Libraries[p]:
			changed = append(changed, p+" (a library it loads)")
		}
	}
	for _, p := range slices.Sorted(maps.Keys(l.Libraries)) {
		if _, now := m.Libraries[p]; !now {
			dropped = append(dropped, p)
		}
	}
	var why []string
	if len(changed) > 0 {
		why = append(why, andList(changed)+" changed since it was locked")
	}
	if len(added) > 0 {
		why = append(why, notCovered(added))
	}
	if len(dropped) > 0 {
		why = append(why, "it no longer loads "+andList(dropped))
	}
	return strings.Join(why, "; ")
}

// legacyReason is filesReason of an entry an older twtw wrote: one hash of
// the module's file and every library of its folder. It cannot say which
// of them changed; the libraries the module loads from elsewhere it never
// covered.
func legacyReason(m Module, l LockEntry) string {
	var outside []string
	for _, p := range slices.Sorted(maps.Keys(m.Libraries)) {
		if !slices.Contains(m.FolderLibraries, p) {
			outside = append(outside, p)
		}
	}
	var why []string
	if l.Hash != m.LegacyHash {
		why = append(why, fmt.Sprintf("%s or a library beside it (%s) changed since it was locked (an older twtw locked them as one)", m.Path, strings.Join(m.FolderLibraries, ", ")))
	}
	if len(outside) > 0 {
		why = append(why, notCovered(outside))
	}
	return strings.Join(why, "; ")
}

// notCovered says that a module loads libraries its lock entry lacks.
func notCovered(paths []string) string {
	return "it loads " + andList(paths) + " now, which the lock does not cover"
}

// andList joins names as "a", "a and b", "a, b and c".
func andList(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// StaleLock is one thing that changed since the campaign locked it, located
// in the campaign file: a module (Module set) or the rules besides the
// modules (Module ""). Field is where the lock records it (lock."x",
// lock_rules.builtin) or, when it does not, the module's place in modules
// (modules[2]); Line is that field's line (0: unknown).
type StaleLock struct {
	Module string `json:"module,omitempty"`
	Reason string `json:"reason"`
	Field  string `json:"field"`
	Line   int    `json:"line"`
}

// String is "module: reason", or the reason alone for the rules.
func (s StaleLock) String() string {
	if s.Module == "" {
		return s.Reason
	}
	return s.Module + ": " + s.Reason
}

// StaleLocks lists what changed since the campaign was locked, located in
// the campaign file: first the rules besides the modules (the built-in
// rules, the deck file, the folders' files no module loads, by path), then
// the modules that are on (those in modules and the default-on modules not
// disabled), by name, as StaleReason says. An unlocked campaign has none.
// cat, as for Stale, must not be nil.
func (c *Campaign) StaleLocks(cat Modules) []StaleLock {
	mustCatalog(cat)
	if !c.Locked() {
		return nil
	}
	out := c.staleRules(cat.Rules())
	var mods []StaleLock
	for _, name := range c.onModules(cat) {
		why := c.StaleReason(cat, name)
		if why == "" {
			continue
		}
		s := StaleLock{Module: name, Reason: why}
		if _, ok := c.Lock[name]; ok {
			s.Field = "lock." + tomltext.QuoteKey(name)
		} else if i := slices.Index(c.Modules, name); i >= 0 {
			s.Field = fmt.Sprintf("modules[%d]", i+1)
		}
		mods = append(mods, s)
	}
	sort.Slice(mods, func(i, j int) bool { return mods[i].String() < mods[j].String() })
	out = append(out, mods...)
	for i := range out {
		if out[i].Field != "" {
			out[i].Line = c.lines.Line(out[i].Field)
		}
	}
	return out
}

// staleRules lists what changed of the rules besides the modules: now is
// what the campaign's engine says of them (its Deck is filled in here).
func (c *Campaign) staleRules(now RulesLock) []StaleLock {
	var out []StaleLock
	add := func(field, format string, args ...any) {
		out = append(out, StaleLock{Reason: fmt.Sprintf(format, args...), Field: field})
	}
	was := RulesLock{}
	if c.Rules != nil {
		was = *c.Rules
	}
	name := c.rulesetName()
	switch {
	case was.Builtin == "":
		add(c.rulesField(""), "the lock does not record the built-in rules of ruleset %s (an older twtw locked it)", name)
	case was.Builtin != now.Builtin && was.Ruleset != now.Ruleset:
		add("lock_rules.builtin", "the built-in rules of ruleset %s changed (another twtw build: %s, locked %s)", name, now.Ruleset, was.Ruleset)
	case was.Builtin != now.Builtin:
		add("lock_rules.builtin", "the built-in rules of ruleset %s changed (another twtw build)", name)
	}
	deck := c.deckHash()
	switch file := c.Deck; {
	case deck == "" && was.Deck != "":
		add("lock_rules.deck", "the lock holds a deck file, but the campaign plays the %s deck", StandardDeck)
	case deck != "" && was.Deck == "":
		add(c.rulesField("deck"), "deck file %s is not in the lock", file)
	case deck != was.Deck:
		add("lock_rules.deck", "deck file %s changed since it was locked", file)
	}
	const why = "no module loads it while the rules are built, but a rule may require it during a fight"
	for _, p := range slices.Sorted(maps.Keys(now.Unloaded)) {
		h, ok := was.Unloaded[p]
		field := "lock_rules.unloaded." + tomltext.QuoteKey(p)
		if !ok {
			var module string
			module, h, ok = c.lockedLibrary(p)
			field = "lock." + tomltext.QuoteKey(module) + ".libraries." + tomltext.QuoteKey(p)
		}
		switch {
		case !ok && was.Builtin == "":
			// a lock an older twtw wrote records none of these files
			add(c.rulesField("unloaded"), "%s is not in the lock (%s)", p, why)
		case !ok:
			add(c.rulesField("unloaded"), "%s is new since the lock (%s)", p, why)
		case h != now.Unloaded[p]:
			add(field, "%s changed since it was locked (%s)", p, why)
		}
	}
	return out
}

// lockedLibrary returns the hash a module's lock entry records for the
// library at path p (a library that module loaded when it was locked), and
// the module, the first by name.
func (c *Campaign) lockedLibrary(p string) (module, hash string, ok bool) {
	for _, name := range slices.Sorted(maps.Keys(c.Lock)) {
		if h, ok := c.Lock[name].Libraries[p]; ok {
			return name, h, true
		}
	}
	return "", "", false
}

// rulesField is the field of the lock_rules table sub ("": the table itself)
// when the file has it, else the table when the campaign has it, else "".
func (c *Campaign) rulesField(sub string) string {
	field := "lock_rules"
	if sub != "" && c.lines.Line(field+"."+sub) > 0 {
		return field + "." + sub
	}
	if c.Rules == nil {
		return ""
	}
	return field
}

// rulesetName is the campaign's ruleset's name ("twtw" for the default).
func (c *Campaign) rulesetName() string {
	if c.Ruleset == "" {
		return "twtw"
	}
	return c.Ruleset
}

// deckHash is the sha256 of the campaign's deck file ("" for the standard
// deck or none; a file that cannot be read hashes as the error, which no
// lock holds).
func (c *Campaign) deckHash() string {
	file := c.DeckFile()
	if file == "" {
		return ""
	}
	b, err := os.ReadFile(file)
	if err != nil {
		return "unreadable: " + err.Error()
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

// mustCatalog panics, saying why, on a nil catalog (a bug of the caller).
func mustCatalog(cat Modules) {
	if cat == nil {
		panic("campaign: a nil catalog (Modules) given to Stale, StaleReason or StaleLocks")
	}
}
