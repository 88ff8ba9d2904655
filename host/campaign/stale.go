package campaign

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/twtw/twtw/host/tomltext"
)

// Stale lists the modules that are on (those in modules and the default-on
// modules not disabled) whose version or script hash differs from the lock,
// as "name: what changed" lines, sorted. cat is the catalog of the
// campaign's scripts, such as its Checker's Catalog; a nil cat panics with a
// message saying so.
func (c *Campaign) Stale(cat Modules) []string {
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
// file's text changed. cat, as for Stale, must not be nil.
func (c *Campaign) StaleReason(cat Modules, name string) string {
	mustCatalog(cat)
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
	case l.Hash != m.Hash && len(m.Libraries) > 0:
		return fmt.Sprintf("%s or a library beside it (%s) changed since it was locked", m.Path, strings.Join(m.Libraries, ", "))
	case l.Hash != m.Hash:
		return fmt.Sprintf("%s changed since it was locked", m.Path)
	}
	return ""
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
// order of Stale; cat, as for Stale, must not be nil.
func (c *Campaign) StaleLocks(cat Modules) []StaleLock {
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

// mustCatalog panics, saying why, on a nil catalog (a bug of the caller).
func mustCatalog(cat Modules) {
	if cat == nil {
		panic("campaign: a nil catalog (Modules) given to Stale, StaleReason or StaleLocks")
	}
}
