package module

import (
	"fmt"
	"maps"
	"slices"
	"sort"
	"strings"

	"github.com/twtw/twtw/host/didyoumean"
)

// Catalog is every module a script set holds, by name. The zero Catalog is
// an empty catalog of a ruleset with no name or version, ready for Add;
// NewCatalog names them.
type Catalog struct {
	byName map[string]*Manifest
	// Overridden lists the built-in modules a campaign layer replaced by name.
	Overridden map[string]*Manifest
	// ListedBy is the command that lists the modules, which a message about
	// an unknown one names ("twtw modules --ruleset shootout"); "" is
	// "twtw modules".
	ListedBy string
	// ruleset is the name of the ruleset the modules belong to; owner, when
	// set, names the other ruleset a module belongs to ("" for none).
	ruleset string
	owner   func(module string) string
	// rulesetVersion is the ruleset's version, which a module's ruleset
	// field may constrain.
	rulesetVersion string
	// events are the events the modules declare, by name.
	events map[string]*EventSpec
}

// NewCatalog returns an empty catalog of the modules of a ruleset at a
// version. owner, when not nil, names the other ruleset a module name
// belongs to ("" for none), so that Resolve can say where a stray module
// lives.
func NewCatalog(ruleset, version string, owner func(module string) string) *Catalog {
	return &Catalog{
		byName:     map[string]*Manifest{},
		Overridden: map[string]*Manifest{},
		ruleset:    ruleset, rulesetVersion: version, owner: owner,
		events: map[string]*EventSpec{},
	}
}

// Add puts a module in the catalog, parsing its Version and Ruleset once
// (Resolve reports one that does not parse). A module of a campaign layer (From is
// not "builtin") may take the name of a built-in one: it replaces it, takes
// its kind unless it is a house rule, records its path in Overrides, and
// the built-in one goes to Overridden, whichever of the two comes first.
// Two modules of one name are otherwise refused.
func (c *Catalog) Add(m *Manifest) error {
	if c.byName == nil {
		c.byName = map[string]*Manifest{}
	}
	if c.Overridden == nil {
		c.Overridden = map[string]*Manifest{}
	}
	if prev, ok := c.byName[m.Name]; ok {
		builtin := func(x *Manifest) bool { return x.From == "builtin" }
		switch {
		case builtin(prev) && !builtin(m):
			m.Overrides = prev.Path
			if prev.Kind != KindHouse {
				m.Kind = prev.Kind
			}
			c.Overridden[m.Name] = prev
		case !builtin(prev) && builtin(m):
			prev.Overrides = m.Path
			if m.Kind != KindHouse {
				prev.Kind = m.Kind
			}
			c.Overridden[m.Name] = m
			return nil
		default:
			return fmt.Errorf("module name %q is used by both %s and %s", m.Name, prev.Path, m.Path)
		}
	}
	m.parse()
	c.byName[m.Name] = m
	return nil
}

// Finish checks the catalog once every module is in: it gathers the events
// the host emits (host) and those every module declares, refusing an event
// declared twice, and refuses a module on by default that is not optional.
func (c *Catalog) Finish(host []EventSpec) error {
	events, err := c.declaredEvents(host)
	if err != nil {
		return err
	}
	c.events = events
	// Only the book's optional rules may be on by default: a core rule is
	// always on, and a house rule is on when a campaign enables it.
	for _, m := range c.Modules() {
		if m.DefaultOn && m.Kind != KindOptional {
			return fmt.Errorf("%s: manifest field \"default_on\": only an optional module (scripts/optional) can be on by default, and %s is a %s module (a core rule is always on; a house rule is on when a campaign enables it)", m.Path, m.Name, m.Kind)
		}
	}
	return nil
}

// declaredEvents gathers the events the host emits and those every module
// declares, refusing an event two modules declare: the module that emits an
// event declares it.
func (c *Catalog) declaredEvents(host []EventSpec) (map[string]*EventSpec, error) {
	out := map[string]*EventSpec{}
	for i := range host {
		out[host[i].Name] = &host[i]
	}
	for _, m := range c.Modules() {
		for i := range m.Events {
			ev := &m.Events[i]
			if prev, ok := out[ev.Name]; ok {
				return nil, fmt.Errorf("event %q is declared by both %s (%s) and %s (%s): only the module that emits an event declares it", ev.Name, prev.Module, prev.Path, m.Name, m.Path)
			}
			out[ev.Name] = ev
		}
	}
	return out, nil
}

// Events returns every event the host and the modules declare, by name.
func (c *Catalog) Events() []EventSpec {
	out := make([]EventSpec, 0, len(c.events))
	for _, name := range slices.Sorted(maps.Keys(c.events)) {
		out = append(out, *c.events[name])
	}
	return out
}

// EventsByName returns every event the host and the modules declare, keyed
// by name, in a map of the caller's own.
func (c *Catalog) EventsByName() map[string]*EventSpec {
	return maps.Clone(c.events)
}

// Unknown says that no module is called name here, naming the ruleset that
// has one by that name, or suggesting a close name.
func (c *Catalog) Unknown(name string) string {
	if c.owner != nil {
		if other := c.owner(name); other != "" {
			return fmt.Sprintf("module %q belongs to ruleset %s, not to ruleset %s (a campaign plays one ruleset)", name, other, c.ruleset)
		}
	}
	names := slices.Sorted(maps.Keys(c.byName))
	hint := didyoumean.Best(name, names)
	if hint == "" {
		hint = qualified(name, names)
	}
	lister := c.ListedBy
	if lister == "" {
		lister = "twtw modules"
	}
	return fmt.Sprintf("unknown module %q in ruleset %s (%s lists them)%s", name, c.ruleset, lister, hint)
}

// qualified is the "did you mean" of a module name given without its
// namespace: range_bands for shootout.range_bands (the other rulesets
// namespace their modules, TWTW's optional ones are bare), when exactly one
// module's name ends in "." and name; else "".
func qualified(name string, names []string) string {
	var found []string
	for _, n := range names {
		if strings.HasSuffix(n, "."+name) {
			found = append(found, n)
		}
	}
	if len(found) != 1 {
		return ""
	}
	return fmt.Sprintf("; did you mean %q?", found[0])
}

// Module returns the named module's manifest.
func (c *Catalog) Module(name string) (*Manifest, bool) {
	m, ok := c.byName[name]
	return m, ok
}

// DefaultOn returns the names of the modules that are on unless a campaign
// or Disable switches them off, in Modules' order.
func (c *Catalog) DefaultOn() []string {
	var out []string
	for _, m := range c.Modules() {
		if m.DefaultOn {
			out = append(out, m.Name)
		}
	}
	return out
}

// Modules returns every module: core first, then optional, then house, each by name.
func (c *Catalog) Modules() []*Manifest {
	out := make([]*Manifest, 0, len(c.byName))
	for _, m := range c.byName {
		out = append(out, m)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Kind != out[j].Kind {
			return out[i].Kind < out[j].Kind
		}
		return out[i].Name < out[j].Name
	})
	return out
}
