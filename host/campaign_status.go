package host

import (
	"errors"

	"github.com/twtw/twtw/host/campaign"
)

// CampaignStatus is a campaign as `twtw campaign show` reports it: its
// fields, its modules that are on in load order with their options in force,
// the default-on modules it disables, and what changed since the lock.
type CampaignStatus struct {
	File string `json:"file"`
	Name string `json:"name"`
	// Ruleset and RulesetVersion are the game the campaign plays.
	Ruleset        string `json:"ruleset"`
	RulesetVersion string `json:"ruleset_version"`
	// Deck is the action deck the campaign plays, "standard" or a deck
	// file; "" (left out of the JSON) when its ruleset draws no action card
	// (it does not use the action library: only twtw does), whatever the
	// file's deck says.
	Deck    string         `json:"deck,omitempty"`
	Scripts []string       `json:"scripts"`
	Modules []ModuleStatus `json:"modules"`
	// Disabled lists the default-on optional modules the campaign switches
	// off, as its file lists them.
	Disabled []string `json:"disabled"`
	// Locked says the campaign has a lock (Campaign.Locked); an unlocked
	// one is not checked, and Stale is empty.
	Locked bool `json:"locked"`
	// LockRules is what the lock records of the rules besides the modules
	// (nil: nothing).
	LockRules *campaign.RulesLock `json:"lock_rules,omitempty"`
	// Stale lists what changed since the lock, as Campaign.Stale: "what
	// changed" for the rules besides the modules (the built-in rules, the
	// deck file, a folder's file no module loads), then "module: what
	// changed" for each module that differs from its lock entry.
	Stale []string `json:"stale"`
	// RulesStale are the lines of Stale about the rules besides the modules.
	RulesStale []string `json:"rules_stale"`
}

// ModuleStatus is one module of a campaign that is on: an optional or house
// module, or a core module a house-rule folder replaces (Overrides set).
type ModuleStatus struct {
	Name string `json:"name"`
	Kind string `json:"kind"`
	// DefaultOn says the module is on by default (the campaign may not
	// list it in modules).
	DefaultOn bool   `json:"default_on"`
	Version   string `json:"version"`
	Summary   string `json:"summary"`
	Source    string `json:"source"`
	Path      string `json:"path"`
	Layer     string `json:"layer"`
	Hash      string `json:"hash"`
	// Libraries are the scripts outside the built-in rules the module loads
	// while the rules are built, which its Hash covers.
	Libraries []string       `json:"libraries,omitempty"`
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

// CampaignStatusOf builds an engine from the campaign (so it refuses what an
// edit would refuse) and reports the campaign's modules in load order, their
// options in force and what changed since the lock. A campaign made with no
// checker (a Campaign literal) is checked against the engine.
func CampaignStatusOf(c *Campaign) (*CampaignStatus, error) {
	if c == nil {
		return nil, &InputError{Err: errors.New("campaign status: no campaign (nil)")}
	}
	c = withEngine(c)
	if err := c.Check(); err != nil {
		return nil, err
	}
	e, err := checkerOf(c).engine(c)
	if err != nil {
		return nil, err
	}
	defer e.Close()
	cat := e.CampaignModules()
	deck := c.Deck
	switch {
	case !e.uses("action"):
		deck = "" // no action card is drawn: a deck would never be played
	case deck == "":
		deck = StandardDeck
	}
	st := &CampaignStatus{
		File: c.Path, Name: c.Name, Deck: deck,
		Ruleset: e.Ruleset().Name, RulesetVersion: e.Ruleset().Version,
		Scripts:  append([]string{}, c.Scripts...),
		Modules:  []ModuleStatus{},
		Disabled: append([]string{}, c.Disabled...),
		Locked:   c.Locked(), LockRules: c.Rules,
		Stale: []string{}, RulesStale: []string{},
	}
	for _, s := range c.StaleLocks(cat) {
		st.Stale = append(st.Stale, s.String())
		if s.Module == "" {
			st.RulesStale = append(st.RulesStale, s.Reason)
		}
	}
	for _, p := range e.Plan() {
		if p.Kind == KindCore && p.Overrides == "" {
			continue // a built-in core module: always on, never locked
		}
		ms := ModuleStatus{
			Name: p.Name, Kind: p.Kind.String(), DefaultOn: p.DefaultOn, Version: p.Version, Summary: p.Summary,
			Source: p.Source, Path: p.Path, Layer: p.From, Hash: p.Hash, Libraries: p.Libraries, Overrides: p.Overrides,
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
