package module

import (
	"fmt"
	"maps"
	"slices"
	"sort"
	"strings"

	"github.com/twtw/twtw/host/didyoumean"
)

// Enable asks for one optional or house module, with option values as they
// came from a campaign file or the command line (checked against the
// module's typed options when the plan is resolved).
type Enable struct {
	Name    string
	Options map[string]any
}

// Planned is one module in load order with its checked option values.
type Planned struct {
	*Manifest
	Options map[string]any `json:"options"`
}

// Resolve checks a selection and returns the load order: every core module,
// then the enabled optional modules — those asked for and those on by default
// (DefaultOn) unless disabled — in dependency order (ties by name), then the
// enabled house modules in the order given. It refuses an unknown module,
// a missing requirement, a declared conflict, two replacers of one rule, an
// option the module does not declare or a value that does not fit, and a
// version or ruleset field that does not parse (only a Manifest built by
// hand has one: the host refuses it), naming the modules, rule or option.
func (c *Catalog) Resolve(enabled []Enable, disabled ...string) ([]Planned, error) {
	var errs []Problem
	// fail records a problem about module (its name as selected)
	fail := func(module string, format string, args ...any) {
		errs = append(errs, Problem{Module: module, Msg: fmt.Sprintf(format, args...)})
	}

	off := map[string]bool{}
	for _, name := range disabled {
		m, ok := c.byName[name]
		switch {
		case !ok:
			errs = append(errs, Problem{Module: name, Disabled: true, Msg: c.Unknown(name)})
		case m.Kind == KindCore:
			errs = append(errs, Problem{Module: name, Disabled: true,
				Msg: fmt.Sprintf("module %q is a core rule and always on, so it cannot be disabled", name)})
		case !m.DefaultOn:
			errs = append(errs, Problem{Module: name, Disabled: true,
				Msg: fmt.Sprintf("module %q is not on by default, so it cannot be disabled: it is off unless a campaign enables it", name)})
		}
		off[name] = true
	}
	asked := map[string]bool{}
	for _, e := range enabled {
		asked[e.Name] = true
		if off[e.Name] {
			fail(e.Name, "module %q is both enabled and disabled", e.Name)
		}
	}
	for _, m := range c.Modules() {
		if m.DefaultOn && !off[m.Name] && !asked[m.Name] {
			enabled = append(enabled, Enable{Name: m.Name})
		}
	}

	picked := map[string]Enable{}
	var optional, house []*Manifest
	for _, e := range enabled {
		m, ok := c.byName[e.Name]
		switch {
		case !ok:
			fail(e.Name, "%s", c.Unknown(e.Name))
			continue
		case m.Kind == KindCore:
			fail(e.Name, "module %q is a core rule and always on", e.Name)
			continue
		}
		if _, dup := picked[e.Name]; dup {
			fail(e.Name, "module %q is enabled twice", e.Name)
			continue
		}
		picked[e.Name] = e
		if m.Kind == KindOptional {
			optional = append(optional, m)
		} else {
			house = append(house, m)
		}
	}
	var core []*Manifest
	for _, m := range c.byName {
		if m.Kind == KindCore {
			core = append(core, m)
		}
	}
	on := func(name string) bool {
		m, ok := c.byName[name]
		if !ok {
			return false
		}
		_, p := picked[name]
		return m.Kind == KindCore || p
	}

	order := dependencyOrder(core)
	order = append(order, dependencyOrder(optional)...)
	order = append(order, house...)
	pos := map[string]int{}
	for i, m := range order {
		pos[m.Name] = i
	}

	replacers := map[string]string{}
	var plan []Planned
	for _, m := range order {
		for _, err := range []error{m.parsed.versionErr, m.parsed.rulesetErr} {
			if err != nil {
				fail(m.Name, "%v", err)
			}
		}
		for _, r := range m.Requires {
			switch {
			case c.byName[r] == nil:
				fail(m.Name, "%s requires %s, which is not a module of ruleset %s%s", m.label(), r, c.ruleset, c.elsewhere(r))
				errs[len(errs)-1].Require, errs[len(errs)-1].Field = r, "requires"
			case !on(r):
				fail(m.Name, "module %s requires %s, which is not enabled", m.Name, r)
			case pos[r] > pos[m.Name]:
				fail(m.Name, "module %s requires %s, which loads after it (house rules load in the campaign's order)", m.Name, r)
			case !m.Ranges[r].IsZero() && c.byName[r].parsed.versionErr == nil && !m.Ranges[r].Allows(c.byName[r].parsed.version):
				fail(m.Name, "%s requires %s %s, but %s is version %s (%s)", m.label(), r, m.Ranges[r], r, c.byName[r].Version, c.byName[r].Path)
			}
		}
		if msg := c.rulesetMismatch(m); msg != "" {
			fail(m.Name, "%s", msg)
			if m.parsed.rulesetName != c.ruleset {
				errs[len(errs)-1].Ruleset = m.parsed.rulesetName
			}
		}
		for _, x := range m.Conflicts {
			switch {
			case c.byName[x] == nil && c.ofAnotherFolder(x):
				// another group's module, whose folder is not loaded: nothing to guard against
			case c.byName[x] == nil:
				// refused as a requirement is: a misspelt name guards nothing
				fail(m.Name, "%s: manifest field \"conflicts\": %s is not a module of ruleset %s%s", m.label(), x, c.ruleset, c.elsewhere(x))
				errs[len(errs)-1].Require, errs[len(errs)-1].Field = x, "conflicts"
			case on(x):
				fail(m.Name, "module %s conflicts with %s: enable only one of them", m.Name, x)
			}
		}
		for _, r := range m.Replaces {
			if prev, ok := replacers[r]; ok {
				fail(m.Name, "modules %s and %s both replace rule %s", prev, m.Name, r)
			}
			replacers[r] = m.Name
		}
		opts, bad := checkOptions(m, picked[m.Name].Options)
		errs = append(errs, bad...)
		plan = append(plan, Planned{Manifest: m, Options: opts})
	}
	if len(errs) > 0 {
		return nil, &PlanError{Problems: errs}
	}
	return plan, nil
}

// PlanError is why Resolve refused a selection: its problems, one a line,
// each naming the module (and option) of the selection it is about, so that
// a campaign can point at the line that selected it.
type PlanError struct{ Problems []Problem }

// Problem is one reason Resolve refused a selection.
type Problem struct {
	// Module is the module the problem is about, as selected.
	Module string
	// Option is the option whose value or name is refused ("" for none).
	Option string
	// Disabled says the module was named among the disabled.
	Disabled bool
	// Ruleset is, for a module written for another ruleset, that ruleset.
	Ruleset string
	// Require is, for a requirement or a conflict no module of the catalog
	// answers (a misspelt name), that name as the manifest writes it, and
	// Field the manifest field that names it ("requires", "conflicts"): the
	// host locates it at its line in the module's file.
	Require, Field string
	// Msg says what is wrong, naming the modules, rule or option.
	Msg string
}

// Error is the problems' messages, one a line.
func (e *PlanError) Error() string {
	msgs := make([]string, len(e.Problems))
	for i, p := range e.Problems {
		msgs[i] = p.Msg
	}
	return strings.Join(msgs, "\n")
}

// rulesetMismatch says why a module's ruleset field does not fit the
// catalog's ruleset ("" when it fits, says nothing or does not parse).
func (c *Catalog) rulesetMismatch(m *Manifest) string {
	rulesetName, rulesetRange := m.parsed.rulesetName, m.parsed.rulesetRange
	if rulesetName == "" {
		return ""
	}
	if rulesetName != c.ruleset {
		return fmt.Sprintf("%s is for ruleset %s, not %s (its manifest says ruleset = %q)", m.label(), rulesetName, c.ruleset, m.Ruleset)
	}
	if rulesetRange.IsZero() {
		return ""
	}
	v, err := ParseVersion(c.rulesetVersion)
	if err != nil {
		return fmt.Sprintf("%s needs ruleset %s, whose version %q is not a semantic version", m.label(), m.Ruleset, c.rulesetVersion)
	}
	if !rulesetRange.Allows(v) {
		return fmt.Sprintf("%s needs ruleset %s, but %s is version %s", m.label(), m.Ruleset, c.ruleset, c.rulesetVersion)
	}
	return ""
}

// label names a module in a problem its own manifest causes (its requires
// or ruleset field): "module NAME (PATH)", the file to edit, or "module NAME"
// for a Manifest built by hand with no path.
func (m *Manifest) label() string {
	if m.Path == "" {
		return "module " + m.Name
	}
	return fmt.Sprintf("module %s (%s)", m.Name, m.Path)
}

// ofAnotherFolder says whether a module name no module of the catalog has
// names a module of a house-rule folder that is not loaded: a dotted name
// ("crew.loud") whose first word no module of the catalog begins with, not
// "core" and not another ruleset's. A conflict with one is harmless (it
// cannot be on), unlike a misspelt one ("bleding", "gulch.dsut" beside
// gulch.dust), which guards nothing.
func (c *Catalog) ofAnotherFolder(name string) bool {
	first, _, dotted := strings.Cut(name, ".")
	if !dotted || first == "core" || (c.owner != nil && c.owner(name) != "") {
		return false
	}
	for n := range c.byName {
		if strings.HasPrefix(n, first+".") {
			return false
		}
	}
	return true
}

// elsewhere says what a required name that is no module of the catalog's
// ruleset is: a module of another ruleset (a module cannot require across
// rulesets), or else the nearest name.
func (c *Catalog) elsewhere(name string) string {
	if c.owner != nil {
		if other := c.owner(name); other != "" {
			return fmt.Sprintf(" (%s is a module of ruleset %s)", name, other)
		}
	}
	return didyoumean.Best(name, slices.Sorted(maps.Keys(c.byName)))
}

// checkOptions merges given option values over the module's defaults; each
// problem names an option it refuses (every one, by name).
func checkOptions(m *Manifest, given map[string]any) (map[string]any, []Problem) {
	var bad []Problem
	out := map[string]any{}
	for _, o := range m.Options {
		out[o.Name] = o.Default
	}
	for _, name := range slices.Sorted(maps.Keys(given)) {
		var spec *OptionSpec
		for i := range m.Options {
			if m.Options[i].Name == name {
				spec = &m.Options[i]
			}
		}
		if spec == nil {
			var known []string
			for _, o := range m.Options {
				known = append(known, o.Name)
			}
			msg := fmt.Sprintf("module %s has no option %q (it has %s)", m.Name, name, strings.Join(known, ", "))
			if len(known) == 0 {
				msg = fmt.Sprintf("module %s has no option %q (it takes none)", m.Name, name)
			}
			bad = append(bad, Problem{Module: m.Name, Option: name, Msg: msg})
			continue
		}
		v, err := spec.Check(given[name])
		if err != nil {
			bad = append(bad, Problem{Module: m.Name, Option: name, Msg: fmt.Sprintf("option %s.%s: %v", m.Name, name, err)})
			continue
		}
		out[name] = v
	}
	if len(bad) > 0 {
		return nil, bad
	}
	return out, nil
}

// dependencyOrder sorts modules so each comes after those it requires (when
// they are in the same list), ties by name. A cycle keeps name order for the
// modules in it; Resolve then reports the requirement that loads too late.
func dependencyOrder(mods []*Manifest) []*Manifest {
	sort.Slice(mods, func(i, j int) bool { return mods[i].Name < mods[j].Name })
	in := map[string]*Manifest{}
	for _, m := range mods {
		in[m.Name] = m
	}
	done := map[string]bool{}
	var out []*Manifest
	for len(out) < len(mods) {
		progressed := false
		for _, m := range mods {
			if done[m.Name] {
				continue
			}
			ready := true
			for _, r := range m.Requires {
				if _, here := in[r]; here && !done[r] {
					ready = false
				}
			}
			if ready {
				done[m.Name] = true
				out = append(out, m)
				progressed = true
				break
			}
		}
		if !progressed {
			for _, m := range mods {
				if !done[m.Name] {
					done[m.Name] = true
					out = append(out, m)
				}
			}
		}
	}
	return out
}
