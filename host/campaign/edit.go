package campaign

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// Setting is one option value to set, as typed on a command line: the value
// is converted by the option's type when the edit is checked ("true", "3",
// "shot").
type Setting struct {
	Module, Option, Value string
}

// Enable switches modules on, appending them to the modules list in the
// order given (house rules load in that order), and, in a locked campaign,
// locks each module it switches on at its current scripts. Naming a module
// that is already on keeps its place and its lock entry as they are (a
// changed file stays flagged until Relock). A default-on optional module is
// not added to modules: enabling it takes it off the disabled list. The
// edit is refused, and nothing written, for an unknown module, a conflict, a
// missing requirement, two replacers of one rule or bad options.
func (c *Campaign) Enable(names ...string) error {
	if len(names) == 0 {
		return c.Fault(errors.New("enable: name at least one module"))
	}
	return c.edit(true, func(n *Campaign, cat Modules) (relock, error) {
		if err := distinct(n, "module", names); err != nil {
			return relock{}, err
		}
		var lock relock
		on := n.onModules(cat)
		for _, name := range names {
			if !slices.Contains(on, name) {
				lock.modules = append(lock.modules, name)
			}
			n.Disabled = without(n.Disabled, name)
			if isDefaultOn(cat, name) {
				continue
			}
			if !slices.Contains(n.Modules, name) {
				n.Modules = append(n.Modules, name)
			}
		}
		return lock, n.requirementsOff(cat, names)
	}, nil)
}

// requirementsOff refuses enabling modules whose requirements are off,
// saying which command turns them on (the requirements first: house rules
// load in the campaign's order).
func (c *Campaign) requirementsOff(cat Modules, names []string) error {
	on := c.onModules(cat)
	var lines []string
	for _, name := range names {
		m, ok := cat.CampaignModule(name)
		if !ok {
			continue // the checker's Plan names it
		}
		var off []string
		for _, r := range m.Requires {
			if req, ok := cat.CampaignModule(r); ok && !req.Core && !slices.Contains(on, r) {
				off = append(off, r)
			}
		}
		if len(off) == 0 {
			continue
		}
		words := "it is"
		if len(off) > 1 {
			words = "they are"
		}
		lines = append(lines, fmt.Sprintf("module %s requires %s, and %s off: turn %s on with: twtw campaign enable %s %s %s",
			name, strings.Join(off, ", "), words, map[bool]string{true: "it", false: "them"}[len(off) == 1], c.Path, strings.Join(off, " "), name))
	}
	if len(lines) > 0 {
		return c.Fault(errors.New(strings.Join(lines, "\n")))
	}
	return nil
}

// Disable switches modules off and drops their options and lock entries: it
// takes them out of modules and adds each default-on optional module to the
// disabled list. It refuses a module that is not on, and one that another
// module still on (default-on ones included) requires, naming both.
func (c *Campaign) Disable(names ...string) error {
	if len(names) == 0 {
		return c.Fault(errors.New("disable: name at least one module"))
	}
	return c.edit(true, func(n *Campaign, cat Modules) (relock, error) {
		if err := distinct(n, "module", names); err != nil {
			return relock{}, err
		}
		off := map[string]bool{}
		for _, name := range names {
			switch {
			case isDefaultOn(cat, name) && slices.Contains(n.Disabled, name):
				return relock{}, n.Fault(fmt.Errorf("module %q is already disabled", name))
			case isDefaultOn(cat, name):
				n.Disabled = append(n.Disabled, name)
			case !slices.Contains(n.Modules, name):
				return relock{}, n.Fault(fmt.Errorf("disable %s: %s", argText(name), notOn(cat, name)))
			}
			off[name] = true
			n.Modules = without(n.Modules, name)
			delete(n.Options, name)
			delete(n.Lock, name)
		}
		for _, m := range n.onModules(cat) {
			man, ok := cat.CampaignModule(m)
			if !ok {
				continue // the checker's Plan names it
			}
			for _, r := range man.Requires {
				if off[r] {
					return relock{}, n.Fault(fmt.Errorf("cannot disable %s: module %s requires it (disable %s as well, or first)", r, m, m))
				}
			}
		}
		return relock{}, nil
	}, nil)
}

// Set sets one option of an enabled module; see SetOptions.
func (c *Campaign) Set(module, option, value string) error {
	return c.SetOptions(Setting{Module: module, Option: option, Value: value})
}

// SetOptions sets options of enabled modules, all or none: each value is
// converted by the option's declared type and range. It locks nothing: a
// module keeps its lock entry, or its lack of one (a changed file, or a
// module the lock lacks, stays flagged until Relock); a default-on module
// that is on is added to modules, where its options are kept. It refuses a
// module that is not on, an option the module does not declare and a value
// that does not fit.
func (c *Campaign) SetOptions(settings ...Setting) error {
	if len(settings) == 0 {
		return c.Fault(errors.New("set: name at least one MODULE.OPTION=VALUE"))
	}
	return c.edit(true, func(n *Campaign, cat Modules) (relock, error) {
		seen := map[Setting]bool{}
		for _, s := range settings {
			key := Setting{Module: s.Module, Option: s.Option}
			switch {
			case s.Option == "":
				return relock{}, n.Fault(fmt.Errorf("set %s: name the option to set, as %s.OPTION=VALUE", argText(s.Module), argText(s.Module)))
			case seen[key]:
				return relock{}, n.Fault(fmt.Errorf("set %s: option %s.%s is set twice", setting(s.Module, s.Option, s.Value), s.Module, s.Option))
			case isModule(cat, s.Module+"."+s.Option):
				// posse.knives=2 of a module posse.knives: no option named
				return relock{}, n.Fault(fmt.Errorf("set %s.%s: %s is a module; set one of its options, as %s.OPTION=VALUE", s.Module, s.Option, s.Module+"."+s.Option, s.Module+"."+s.Option))
			case !known(cat, s.Module):
				return relock{}, n.Fault(fmt.Errorf("set %s: %s", setting(s.Module, s.Option, s.Value), cat.Unknown(s.Module)))
			case slices.Contains(n.Disabled, s.Module):
				return relock{}, n.Fault(fmt.Errorf("set %s: module %q is disabled (enable it first)", setting(s.Module, s.Option, s.Value), s.Module))
			case !slices.Contains(n.Modules, s.Module) && !isDefaultOn(cat, s.Module):
				return relock{}, n.Fault(fmt.Errorf("set %s: module %q is not enabled (enable it first)", setting(s.Module, s.Option, s.Value), s.Module))
			}
			if !slices.Contains(n.Modules, s.Module) {
				n.Modules = append(n.Modules, s.Module) // a default-on module, listed to keep its options
			}
			seen[key] = true
			if n.Options == nil {
				n.Options = map[string]map[string]any{}
			}
			if n.Options[s.Module] == nil {
				n.Options[s.Module] = map[string]any{}
			}
			n.Options[s.Module][s.Option] = s.Value
		}
		// setting an option is no review of a changed file: only Relock
		// accepts one
		return relock{}, nil
	}, nil)
}

// AddScripts adds a house-rule folder, written as it will be stored: relative
// to the campaign file's folder (or absolute). Its modules become available
// to Enable; a module there with a built-in module's name replaces that
// module, and Stale then flags it until Relock. In a locked campaign, the
// folder's files that are no module and that no module on loads are
// recorded in the lock (RulesLock.Unloaded), as they are. It refuses a
// folder that does not exist, is already listed, or whose scripts do not
// load.
func (c *Campaign) AddScripts(dir string) error {
	return c.edit(false, func(n *Campaign, _ Modules) (relock, error) {
		if i := indexDir(n.Scripts, dir); i >= 0 {
			return relock{}, n.Fault(fmt.Errorf("scripts: %q is already listed (scripts[%d])", dir, i+1))
		}
		n.Scripts = append(n.Scripts, dir)
		return relock{folders: []string{n.mount(dir) + "/"}}, nil
	}, nil)
}

// RemoveScripts removes a house-rule folder, named as the campaign lists it.
// It refuses a folder that is not listed and one that holds an enabled module
// no other folder provides. A folder that is gone or does not load is how a
// campaign is mended: the enabled modules no remaining folder provides are
// switched off with it (their options and lock entries dropped), since they
// cannot be disabled first. The lock's record of the folder's files that no
// module loads is dropped with it.
func (c *Campaign) RemoveScripts(dir string) error {
	var folder Folder
	var before Modules
	return c.edit(false, func(n *Campaign, _ Modules) (relock, error) {
		// c is the campaign as the edit found it on disk.
		i := indexDir(n.Scripts, dir)
		if i < 0 {
			listed := "none"
			if len(n.Scripts) > 0 {
				listed = strings.Join(quoteAll(n.Scripts), ", ")
			}
			return relock{}, n.Fault(fmt.Errorf("scripts: %q is not listed (listed: %s)", dir, listed))
		}
		folder = n.Folders()[i]
		var err error
		if before, err = c.catalog(); err != nil {
			before = nil // removing a broken folder is how to mend it
		}
		n.Scripts = append(n.Scripts[:i:i], n.Scripts[i+1:]...)
		if n.Rules != nil {
			for p := range n.Rules.Unloaded {
				if strings.HasPrefix(p, folder.Mount+"/") {
					delete(n.Rules.Unloaded, p)
				}
			}
		}
		return relock{}, nil
	}, func(n *Campaign, cat Modules) error {
		if before == nil {
			n.dropUnknown(cat)
			return nil
		}
		for _, m := range n.Modules {
			old, was := before.CampaignModule(m)
			if _, still := cat.CampaignModule(m); !still && was && folder.Layer != "" && old.From == folder.Layer {
				return n.Fault(fmt.Errorf("scripts: %q holds module %s (%s), which is enabled: disable it first", folder.Entry, m, old.Path))
			}
		}
		return nil
	})
}

// dropUnknown switches off the enabled modules cat does not have, with their
// options and lock entries.
func (c *Campaign) dropUnknown(cat Modules) {
	c.Modules = slices.DeleteFunc(c.Modules, func(m string) bool {
		if _, ok := cat.CampaignModule(m); ok {
			return false
		}
		delete(c.Options, m)
		delete(c.Lock, m)
		return true
	})
}

// SetDeck sets the deck: "standard" or a deck file, relative to the campaign
// file's folder (or absolute), which must load. In a locked campaign, a deck
// other than the one set is recorded in the lock as it is (setting the deck
// it has keeps the lock's record: a changed file stays flagged until
// Relock). A campaign whose ruleset draws no action card has no deck:
// setting one, "standard" too, is refused naming the deck field (decided
// here: a deck set there would never be played, and fight and sim refuse
// --deck for such a ruleset as well).
func (c *Campaign) SetDeck(deck string) error {
	return c.edit(false, func(n *Campaign, _ Modules) (relock, error) {
		if err := n.rules().Deck(n.Ruleset); err != nil {
			return relock{}, n.Errorf("deck: cannot set %q: %v, so a %s campaign has no deck", deck, err, n.Ruleset)
		}
		same := cleanDir(n.Deck) == cleanDir(deck)
		n.Deck = deck
		return relock{deck: !same}, nil
	}, nil)
}

// edit applies change to a copy of the campaign, runs check (when given)
// against the catalog of the copy's scripts, validates the copy by having
// the checker build an engine from it, locks what change says (in a campaign
// that was locked, or when it locks everything), writes the copy atomically
// and only then adopts it. When withCatalog is set, change gets the catalog
// of the campaign's scripts as they are (an edit that does not change the
// folders), which is checked first; else it gets nil. It runs under the
// folder's edit lock, on the file as it is then (see lockCampaign): when
// another edit changed it since c was read, c becomes what the file holds.
// On any error the file is unchanged.
func (c *Campaign) edit(withCatalog bool, change func(n *Campaign, cat Modules) (relock, error), check func(n *Campaign, cat Modules) error) error {
	if c.Path != "" {
		unlock, err := lockCampaign(c.Path)
		if err != nil {
			return err
		}
		defer unlock()
		if err := c.refresh(); err != nil {
			return err
		}
	}
	var cat Modules
	if withCatalog {
		var err error
		if cat, err = c.checkedCatalog(); err != nil {
			return err
		}
	}
	n := c.Clone()
	lock, err := change(n, cat)
	if err != nil {
		return n.named(err)
	}
	if !c.Locked() && !lock.all {
		lock = relock{} // an unlocked campaign stays unlocked
	}
	n.normalize()
	n.noteEdited(c)
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
			return n.named(err)
		}
	}
	if err := n.validate(lock); err != nil {
		return err
	}
	if err := n.write(); err != nil {
		return err
	}
	n.lastLock = lockChange(c, n)
	n.edited = nil
	*c = *n
	return nil
}

// validate checks every field, has the checker build an engine from the
// campaign (which resolves its modules and options and runs their setup),
// stores each given option as its checked value, locks what lock says and
// drops the lock entries of modules that are off (not in the plan).
func (c *Campaign) validate(lock relock) error {
	if err := c.Check(); err != nil {
		return err
	}
	plan, err := c.rules().Plan(c)
	if err != nil {
		return err
	}
	if plan == nil || plan.Modules == nil {
		return errors.New("campaign: the checker's Plan gave no plan or no modules and no error")
	}
	planned := map[string]bool{}
	for _, p := range plan.Planned {
		planned[p.Name] = !p.Core
		given := c.Options[p.Name]
		for k := range given {
			given[k] = p.Options[k]
		}
	}
	if err := c.lockNow(plan, lock); err != nil {
		return err
	}
	for name := range c.Lock {
		if !planned[name] {
			delete(c.Lock, name)
		}
	}
	c.normalize()
	return nil
}

// catalog returns every module the campaign's scripts hold, whether enabled
// or not.
func (c *Campaign) catalog() (Modules, error) {
	cat, err := c.rules().Catalog(c)
	if err == nil && cat == nil {
		err = errors.New("campaign: the checker's Catalog gave no modules and no error")
	}
	return cat, err
}

// checkedCatalog checks the campaign's fields and folders, then returns its
// catalog.
func (c *Campaign) checkedCatalog() (Modules, error) {
	if err := c.Check(); err != nil {
		return nil, err
	}
	return c.catalog()
}

// distinct refuses a name given twice in one edit.
func distinct(c *Campaign, what string, names []string) error {
	seen := map[string]bool{}
	for _, n := range names {
		if seen[n] {
			return c.Fault(fmt.Errorf("%s %q is named twice", what, n))
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

// isModule says whether the rules have a module of that name.
func isModule(cat Modules, name string) bool {
	_, ok := cat.CampaignModule(name)
	return ok
}

// isDefaultOn says whether cat has the named module as an optional module
// that is on by default.
func isDefaultOn(cat Modules, name string) bool {
	m, ok := cat.CampaignModule(name)
	return ok && m.DefaultOn && m.Optional
}

// without returns list without name, keeping the order (nil when nothing is
// left).
func without(list []string, name string) []string {
	var out []string
	for _, s := range list {
		if s != name {
			out = append(out, s)
		}
	}
	return out
}

// quoteAll quotes each string as Go would.
func quoteAll(ss []string) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = fmt.Sprintf("%q", s)
	}
	return out
}

// known says whether cat has a module called name.
func known(cat Modules, name string) bool {
	_, ok := cat.CampaignModule(name)
	return ok
}
