package host

import (
	"fmt"
	"slices"
	"sort"

	"github.com/twtw/twtw/host/tomltext"
)

// Stale lists the modules that are on (those in modules and the default-on
// modules not disabled) whose version or script hash differs from the lock,
// as "name: what changed" lines, sorted.
func (c *Campaign) Stale(cat *Catalog) []string {
	var out []string
	for _, name := range c.onModules(cat) {
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

// CampaignStatus is a campaign as `twtw campaign show` reports it: its
// fields, its modules that are on in load order with their options in force,
// the default-on modules it disables, and what changed since the lock.
type CampaignStatus struct {
	File    string         `json:"file"`
	Name    string         `json:"name"`
	Deck    string         `json:"deck"`
	Scripts []string       `json:"scripts"`
	Modules []ModuleStatus `json:"modules"`
	// Disabled lists the default-on optional modules the campaign switches
	// off, as its file lists them.
	Disabled []string `json:"disabled"`
	// Stale lists "module: what changed" for each module that differs from
	// its lock entry (Campaign.Stale).
	Stale []string `json:"stale"`
}

// ModuleStatus is one module of a campaign that is on.
type ModuleStatus struct {
	Name string `json:"name"`
	Kind string `json:"kind"`
	// DefaultOn says the module is on by default (the campaign may not
	// list it in modules).
	DefaultOn bool           `json:"default_on"`
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
		Scripts:  append([]string{}, c.Scripts...),
		Modules:  []ModuleStatus{},
		Disabled: append([]string{}, c.Disabled...),
		Stale:    append([]string{}, c.Stale(cat)...),
	}
	for _, p := range e.Plan() {
		if p.Kind == KindCore {
			continue
		}
		ms := ModuleStatus{
			Name: p.Name, Kind: p.Kind.String(), DefaultOn: p.DefaultOn, Version: p.Version, Summary: p.Summary,
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

// StaleLock is one module of a campaign that changed since the campaign
// locked it, located in the campaign file: Field is its lock entry
// (lock."gulch.headshot") or, when it has none, its place in modules
// (modules[2]); Line is that field's line (0: unknown).
type StaleLock struct {
	Module string `json:"module"`
	Reason string `json:"reason"`
	Field  string `json:"field"`
	Line   int    `json:"line"`
}

// StaleLocks is Stale with each module located in the campaign file, in the
// order of Stale.
func (c *Campaign) StaleLocks(cat *Catalog) []StaleLock {
	var out []StaleLock
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
		if s.Field != "" {
			s.Line = c.lines.Line(s.Field)
		}
		out = append(out, s)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Module+": "+out[i].Reason < out[j].Module+": "+out[j].Reason })
	return out
}
