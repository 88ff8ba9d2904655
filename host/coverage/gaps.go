package coverage

import (
	"fmt"
	"maps"
	"slices"
	"sort"
)

// Gap is a rule that never ran, or one link of a rule that ran.
type Gap struct {
	Rule string `json:"rule"`
	Kind string `json:"kind"` // "function" or "event"
	// Link is the link that never ran; for a rule that was never called at
	// all, its base (the define or replace in force).
	Link Link `json:"link"`
	// Whole is true when the rule was never called (or no listener of the
	// event ever fired).
	Whole bool `json:"whole"`
	// Exempt is the reason coverage.exempt gives, "" when it gives none.
	Exempt string `json:"exempt,omitempty"`
}

// String names the gap: "ranged.fan_fire (core.fanfire rules/fanfire.lua:20)".
func (g Gap) String() string {
	what := g.Rule
	if g.Kind == "event" {
		what = "event " + g.Rule
	}
	op := ""
	if !g.Whole || g.Kind == "event" {
		op = g.Link.Op + " by "
	}
	return fmt.Sprintf("%s (%s%s %s)", what, op, g.Link.Module, g.Link.Where)
}

// Gaps lists what never ran, in rule order: each rule never called (as one
// gap), each wrapper or listener of a called rule that never ran, and each
// listener that never fired. exempt (the ruleset's coverage.exempt: the
// reason, by rule or event name, or by "NAME@MODULE" for one module's link
// of it) marks the excused.
func (c *Coverage) Gaps(exempt map[string]string) []Gap {
	var out []Gap
	for _, r := range c.Rules {
		if len(r.Links) == 0 {
			continue
		}
		if r.Kind == "function" && r.Calls == 0 {
			out = append(out, Gap{Rule: r.Name, Kind: r.Kind, Link: r.Links[0], Whole: true,
				Exempt: exemptFor(exempt, r.Name, r.Links[0].Module)})
			continue
		}
		for _, l := range r.Links {
			if l.Count == 0 {
				out = append(out, Gap{Rule: r.Name, Kind: r.Kind, Link: l, Whole: r.Calls == 0,
					Exempt: exemptFor(exempt, r.Name, l.Module)})
			}
		}
	}
	return out
}

// exemptFor is the reason exempt gives for module's link of rule: the
// link's own entry ("NAME@MODULE"), else the rule's, else "".
func exemptFor(exempt map[string]string, rule, module string) string {
	if why, ok := exempt[rule+"@"+module]; ok {
		return why
	}
	return exempt[rule]
}

// Least returns the n rules called least often (but at least once),
// fewest first (ties by name).
func (c *Coverage) Least(n int) []Rule {
	var ran []Rule
	for _, r := range c.Rules {
		if r.Kind == "function" && r.Calls > 0 {
			ran = append(ran, r)
		}
	}
	sort.SliceStable(ran, func(i, j int) bool {
		if ran[i].Calls != ran[j].Calls {
			return ran[i].Calls < ran[j].Calls
		}
		return ran[i].Name < ran[j].Name
	})
	if len(ran) > n {
		ran = ran[:n]
	}
	return ran
}

// Stale lists the exempt keys (as Gaps takes them) whose rule (or link) ran
// after all, and the keys that name no rule, event or link the coverage
// knows, each with what is wrong: an exemption must stay true.
func (c *Coverage) Stale(exempt map[string]string) []string {
	known := map[string]int64{} // key → count
	for _, r := range c.Rules {
		known[r.Name] += r.Calls
		for _, l := range r.Links {
			known[r.Name+"@"+l.Module] += l.Count
		}
	}
	var out []string
	for _, k := range slices.Sorted(maps.Keys(exempt)) {
		n, ok := known[k]
		switch {
		case !ok:
			out = append(out, fmt.Sprintf("%s: no such rule, event or module link", k))
		case n > 0:
			out = append(out, fmt.Sprintf("%s: exempt (%q) but ran %d time(s)", k, exempt[k], n))
		}
	}
	return out
}
