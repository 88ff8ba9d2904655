package coverage

import "sort"

// Coverage counts how often each rule ran and each event listener fired in
// one or more fights. Only function rules and listeners are counted: a data
// table does not run.
type Coverage struct {
	Fights int    `json:"fights"`
	Rules  []Rule `json:"rules"` // sorted by name, then kind
}

// Rule is one rule or event and the links of its chain in force.
type Rule struct {
	Name string `json:"name"`
	Kind string `json:"kind"` // "function" or "event"
	// Calls is how often the rule was called through api.rules or by the
	// host; for an event, how often its busiest listener fired.
	Calls int64 `json:"calls"`
	// Links are the base in force (a define or replace), each wrapper and
	// each listener, in load order, with how often each ran. A define that a
	// replace put out of force is not listed: it can never run.
	Links []Link `json:"links"`
}

// Link is one link of a chain and how often it ran.
type Link struct {
	Op         string `json:"op"` // "define", "replace", "wrap" or "on"
	Module     string `json:"module"`
	ModuleKind string `json:"module_kind"` // "core", "optional" or "house"
	Where      string `json:"where"`       // file:line of the call that made the link
	Count      int64  `json:"count"`
}

// FromCounts returns the coverage of one fight: rules lists the rules and
// events with their links (counts aside), in order, and counts holds one
// count per link in that same order, so that each link takes its count and
// each rule its Calls. rules is left as it is; FromCounts panics when counts
// holds fewer counts than rules has links.
func FromCounts(rules []Rule, counts []int64) *Coverage {
	c := &Coverage{Fights: 1, Rules: make([]Rule, len(rules))}
	k := 0
	for i, r := range rules {
		r.Links = append([]Link(nil), r.Links...)
		for j := range r.Links {
			r.Links[j].Count = counts[k]
			k++
		}
		r.Calls = r.calls()
		c.Rules[i] = r
	}
	return c
}

// calls is a function rule's outermost link count (every call runs it), or
// an event's busiest listener's.
func (r *Rule) calls() int64 {
	if len(r.Links) == 0 {
		return 0
	}
	if r.Kind == "function" {
		return r.Links[len(r.Links)-1].Count
	}
	var most int64
	for _, l := range r.Links {
		most = max(most, l.Count)
	}
	return most
}

// Add adds another coverage's counts: rules and links are matched by name
// and by op, module and file:line, so coverages of different rule sets (the
// core rules alone, every optional module on) add up to their union.
func (c *Coverage) Add(o *Coverage) {
	if o == nil {
		return
	}
	c.Fights += o.Fights
	if c.sameShape(o) { // the usual case: another fight under the same rules
		for i, r := range o.Rules {
			c.Rules[i].Calls += r.Calls
			for j, l := range r.Links {
				c.Rules[i].Links[j].Count += l.Count
			}
		}
		return
	}
	at := map[[2]string]int{}
	for i, r := range c.Rules {
		at[[2]string{r.Name, r.Kind}] = i
	}
	for _, r := range o.Rules {
		i, ok := at[[2]string{r.Name, r.Kind}]
		if !ok {
			r.Links = append([]Link(nil), r.Links...)
			c.Rules = append(c.Rules, r)
			at[[2]string{r.Name, r.Kind}] = len(c.Rules) - 1
			continue
		}
		mine := &c.Rules[i]
		mine.Calls += r.Calls
		for _, l := range r.Links {
			found := false
			for j := range mine.Links {
				m := &mine.Links[j]
				if m.Op == l.Op && m.Module == l.Module && m.Where == l.Where {
					m.Count += l.Count
					found = true
					break
				}
			}
			if !found {
				mine.Links = append(mine.Links, l)
			}
		}
	}
	sort.SliceStable(c.Rules, func(i, j int) bool {
		if c.Rules[i].Name != c.Rules[j].Name {
			return c.Rules[i].Name < c.Rules[j].Name
		}
		return c.Rules[i].Kind < c.Rules[j].Kind
	})
}

// Plus adds o's counts to c's and returns c; for a nil c, a new coverage
// with o's counts (a simulation's tally sums its fights' coverage so:
// simreport.Counts). A nil o leaves c as it is.
func (c *Coverage) Plus(o *Coverage) *Coverage {
	if o == nil {
		return c
	}
	if c == nil {
		c = &Coverage{}
	}
	c.Add(o)
	return c
}

// sameShape says whether o lists the same rules and links in the same order.
func (c *Coverage) sameShape(o *Coverage) bool {
	if len(c.Rules) != len(o.Rules) {
		return false
	}
	for i, r := range o.Rules {
		m := c.Rules[i]
		if m.Name != r.Name || m.Kind != r.Kind || len(m.Links) != len(r.Links) {
			return false
		}
		for j, l := range r.Links {
			if ml := m.Links[j]; ml.Op != l.Op || ml.Module != l.Module || ml.Where != l.Where {
				return false
			}
		}
	}
	return true
}
