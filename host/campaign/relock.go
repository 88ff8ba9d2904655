package campaign

import (
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strings"
)

// Locking: what Relock and the other edits write into the lock.

// Relock accepts what changed since the campaign was locked: with no name,
// it locks every module that is on (default-on ones included) and the rules
// besides them (RulesLock), as they are now, replacing the whole lock; with
// names, it locks those modules only, which must be on. An unlocked
// campaign is locked whole: naming modules there is refused, so that no
// edit half-locks it.
func (c *Campaign) Relock(names ...string) error {
	return c.edit(true, func(n *Campaign, cat Modules) (relock, error) {
		if len(names) == 0 {
			return relock{all: true}, nil
		}
		if err := distinct(n, "module", names); err != nil {
			return relock{}, err
		}
		on := n.onModules(cat)
		for _, name := range names {
			if !slices.Contains(on, name) {
				return relock{}, n.Fault(fmt.Errorf("lock %s: %s", argText(name), notOn(cat, name)))
			}
		}
		if !n.Locked() {
			return relock{}, n.Fault(fmt.Errorf("lock: the campaign has no lock yet, and locking %s alone would leave the rest unlocked: lock everything with: twtw campaign lock %s", andList(names), n.Path))
		}
		return relock{modules: names, accept: true}, nil
	}, nil)
}

// relock is what an edit locks; every other lock entry stays as it is.
type relock struct {
	// all replaces the whole lock by the modules on and the rules as they
	// are now (Relock of every module, Create).
	all bool
	// modules are the modules to lock at their current scripts.
	modules []string
	// folders are the load folders ("gulch/") whose files no module loads
	// are to be recorded (a folder added).
	folders []string
	// deck records the deck file's hash (a deck set).
	deck bool
	// accept says the modules are locked to accept their changes (Relock):
	// else a library the lock already holds at another hash keeps it.
	accept bool
}

// keepHeld gives each of libs, the libraries of a module being locked
// without accepting a change (a module switched on), the hash the lock
// already holds for it elsewhere (another module's entry, or the files no
// module loaded), so that a changed library stays flagged under every
// module that loads it until Relock.
func (c *Campaign) keepHeld(module string, libs map[string]string) {
	for p := range libs {
		if c.Rules != nil {
			if h, ok := c.Rules.Unloaded[p]; ok {
				libs[p] = h
				continue
			}
		}
		for _, name := range slices.Sorted(maps.Keys(c.Lock)) {
			if h, ok := c.Lock[name].Libraries[p]; ok && name != module {
				libs[p] = h
				break
			}
		}
	}
}

// lockNow locks what lock says, as plan finds the scripts.
func (c *Campaign) lockNow(plan *Plan, lock relock) error {
	names := lock.modules
	if lock.all {
		c.Lock, names = nil, nil
		for _, p := range plan.Planned {
			if !p.Core {
				names = append(names, p.Name)
			}
		}
		now := plan.Modules.Rules()
		now.Deck = c.deckHash()
		c.Rules = &now
	}
	for _, name := range names {
		m, ok := plan.Modules.CampaignModule(name)
		if !ok {
			return c.Fault(fmt.Errorf("unknown module %q", name))
		}
		if c.Lock == nil {
			c.Lock = map[string]LockEntry{}
		}
		libs := maps.Clone(m.Libraries)
		if !lock.all && !lock.accept {
			c.keepHeld(name, libs)
		}
		c.Lock[name] = LockEntry{Version: m.Version, Hash: LockHash(m.Path, m.FileHash, libs), Libraries: libs}
	}
	c.tidyUnloaded(plan.Modules.Rules().Unloaded)
	if len(lock.folders) == 0 && !lock.deck {
		return nil
	}
	if c.Rules == nil {
		c.Rules = &RulesLock{}
	}
	if lock.deck {
		c.Rules.Deck = c.deckHash()
	}
	for p, h := range plan.Modules.Rules().Unloaded {
		for _, f := range lock.folders {
			if strings.HasPrefix(p, f) {
				if c.Rules.Unloaded == nil {
					c.Rules.Unloaded = map[string]string{}
				}
				c.Rules.Unloaded[p] = h
			}
		}
	}
	return nil
}

// tidyUnloaded drops the records of files no module loaded that a module
// loads now (not in now, the files no module loads) and that a module's
// entry records with the same hash: nothing is lost, and the file does not
// read as loaded by no module.
func (c *Campaign) tidyUnloaded(now map[string]string) {
	if c.Rules == nil {
		return
	}
	for p, h := range c.Rules.Unloaded {
		if _, still := now[p]; still {
			continue
		}
		if _, lh, ok := c.lockedLibrary(p); ok && lh == h {
			delete(c.Rules.Unloaded, p)
		}
	}
}

// LockChange is what an edit wrote into the lock: the entries it added or
// changed (see Campaign.LastLock).
type LockChange struct {
	// Modules are the modules whose entry it wrote, in the order of the
	// lock (those in modules, then the others by name).
	Modules []string
	// Builtin and Deck say it wrote the record of the built-in rules, of
	// the deck file.
	Builtin, Deck bool
	// Files are the folders' files no module loads whose record it wrote,
	// by path.
	Files []string
}

// LastLock says what the campaign's last edit (through this value) wrote
// into the lock, so that a caller can say so: Enable locks the modules it
// switches on, AddScripts a folder's files, SetDeck a new deck, Relock what
// changed.
func (c *Campaign) LastLock() LockChange { return c.lastLock }

// lockChange is what the lock of after adds to or changes in before's.
func lockChange(before, after *Campaign) LockChange {
	var ch LockChange
	for _, m := range after.lockOrder() {
		if l, ok := before.Lock[m]; !ok || !reflect.DeepEqual(l, after.Lock[m]) {
			ch.Modules = append(ch.Modules, m)
		}
	}
	was, now := RulesLock{}, RulesLock{}
	if before.Rules != nil {
		was = *before.Rules
	}
	if after.Rules != nil {
		now = *after.Rules
	}
	ch.Builtin = now.Builtin != "" && (now.Builtin != was.Builtin || now.Ruleset != was.Ruleset)
	ch.Deck = now.Deck != was.Deck && now.Deck != ""
	for _, p := range slices.Sorted(maps.Keys(now.Unloaded)) {
		if h, ok := was.Unloaded[p]; !ok || h != now.Unloaded[p] {
			ch.Files = append(ch.Files, p)
		}
	}
	return ch
}

// lockOrder lists the modules of the lock as the file writes them: those in
// modules in order, then the others by name.
func (c *Campaign) lockOrder() []string {
	var out []string
	for _, m := range c.Modules {
		if _, ok := c.Lock[m]; ok {
			out = append(out, m)
		}
	}
	for _, m := range slices.Sorted(maps.Keys(c.Lock)) {
		if !slices.Contains(c.Modules, m) {
			out = append(out, m)
		}
	}
	return out
}

// onModules lists the modules the campaign has on that its lock covers:
// those in modules, in order, then the default-on modules of cat it neither
// lists nor disables and the core modules a house-rule folder replaces
// (always on, as every core module), by name.
func (c *Campaign) onModules(cat Modules) []string {
	mustCatalog(cat)
	out := append([]string(nil), c.Modules...)
	for _, m := range cat.CampaignModules() {
		defaultOn := m.DefaultOn && m.Optional && !slices.Contains(c.Disabled, m.Name)
		if (defaultOn || m.Core && m.Overrides != "") && !slices.Contains(c.Modules, m.Name) {
			out = append(out, m.Name)
		}
	}
	return out
}
