package coverage

import (
	"strings"
	"testing"
)

// Coverages of different rule sets add up to their union; gaps name what
// never ran, exempt or not; a stale exemption is reported.
func TestCoverageAddGapsStale(t *testing.T) {
	link := func(op, module string, n int64) Link {
		return Link{Op: op, Module: module, ModuleKind: "core", Where: module + ".lua:1", Count: n}
	}
	a := &Coverage{Fights: 1, Rules: []Rule{
		{Name: "a.ran", Kind: "function", Calls: 3, Links: []Link{link("define", "m", 3)}},
		{Name: "b.never", Kind: "function", Links: []Link{link("define", "m", 0)}},
	}}
	b := &Coverage{Fights: 2, Rules: []Rule{
		{Name: "a.ran", Kind: "function", Calls: 2, Links: []Link{link("define", "m", 2), link("wrap", "w", 0)}},
		{Name: "c.opt", Kind: "function", Calls: 1, Links: []Link{link("define", "o", 1)}},
	}}
	sum := &Coverage{}
	sum.Add(a)
	sum.Add(b)
	sum.Add(a) // same shape as the sum? no: the fast path must not be taken
	if sum.Fights != 4 || len(sum.Rules) != 3 {
		t.Fatalf("sum %+v, want 4 fights of 3 rules", sum)
	}
	ran := sum.Rules[0]
	if ran.Name != "a.ran" || ran.Calls != 8 || len(ran.Links) != 2 || ran.Links[0].Count != 8 || ran.Links[1].Count != 0 {
		t.Errorf("a.ran %+v, want 8 calls, base 8, wrap 0", ran)
	}
	gaps := sum.Gaps(map[string]string{"b.never": "only between fights", "gone.rule": "x", "c.opt": "y"})
	if got, want := gapList(gaps), "a.ran (wrap by w w.lua:1)|,b.never (m m.lua:1)|only between fights"; got != want {
		t.Errorf("gaps %q, want %q", got, want)
	}
	stale := sum.Stale(map[string]string{"b.never": "ok", "c.opt": "y", "a.ran@w": "z", "gone.rule": "x"})
	if len(stale) != 2 || !strings.HasPrefix(stale[0], "c.opt: exempt") || !strings.HasPrefix(stale[1], "gone.rule: no such") {
		t.Errorf("stale %q, want c.opt (ran) and gone.rule (no such rule)", stale)
	}
	if least := sum.Least(1); len(least) != 1 || least[0].Name != "c.opt" {
		t.Errorf("least %+v, want c.opt", least)
	}
}

// Plus is Add for a sum that may not exist yet, as a simulation's tally
// keeps it: nil plus nil is nil, nil plus a coverage a copy of it (sorted
// by rule) that later sums do not share, a coverage plus nil itself.
func TestCoveragePlus(t *testing.T) {
	var none *Coverage
	if none.Plus(nil) != nil {
		t.Error("nil plus nil is not nil")
	}
	a := &Coverage{Fights: 1, Rules: []Rule{
		{Name: "z.rule", Kind: "function", Calls: 1, Links: []Link{{Op: "define", Module: "m", Where: "m.lua:1", Count: 1}}},
		{Name: "a.event", Kind: "event", Calls: 2, Links: []Link{{Op: "on", Module: "m", Where: "m.lua:2", Count: 2}}},
	}}
	sum := none.Plus(a)
	if sum == nil || sum == a || sum.Fights != 1 || len(sum.Rules) != 2 || sum.Rules[0].Name != "a.event" {
		t.Fatalf("nil plus a = %+v, want a sorted copy of a", sum)
	}
	if again := sum.Plus(a); again != sum || sum.Fights != 2 || a.Fights != 1 || a.Rules[0].Links[0].Count != 1 ||
		sum.Rules[1].Links[0].Count != 2 {
		t.Errorf("sum plus a = %+v (a %+v), want the sum grown in place and a as it was", again, a)
	}
	if sum.Plus(nil) != sum || sum.Fights != 2 {
		t.Error("a sum plus nil is not the sum unchanged")
	}
}

// FromCounts hands each link its count in order and derives each rule's
// calls: a function's outermost link, an event's busiest listener; the
// rules it is given keep their zero counts.
func TestFromCounts(t *testing.T) {
	rules := []Rule{
		{Name: "a.rule", Kind: "function", Links: []Link{{Op: "define", Module: "m", Where: "m.lua:1"}, {Op: "wrap", Module: "w", Where: "w.lua:1"}}},
		{Name: "b.event", Kind: "event", Links: []Link{{Op: "on", Module: "m", Where: "m.lua:2"}, {Op: "on", Module: "w", Where: "w.lua:2"}}},
		{Name: "c.never", Kind: "function", Links: []Link{{Op: "define", Module: "m", Where: "m.lua:3"}}},
		{Name: "d.quiet", Kind: "event"},
	}
	c := FromCounts(rules, []int64{5, 2, 3, 7, 0})
	if c.Fights != 1 || len(c.Rules) != 4 {
		t.Fatalf("coverage %+v, want one fight of 4 rules", c)
	}
	for i, want := range []int64{2, 7, 0, 0} {
		if got := c.Rules[i].Calls; got != want {
			t.Errorf("%s: %d calls, want %d", c.Rules[i].Name, got, want)
		}
	}
	if c.Rules[0].Links[0].Count != 5 || c.Rules[0].Links[1].Count != 2 || c.Rules[1].Links[0].Count != 3 || c.Rules[1].Links[1].Count != 7 {
		t.Errorf("link counts %+v, want 5 2 and 3 7", c.Rules[:2])
	}
	if rules[0].Links[0].Count != 0 || rules[1].Calls != 0 {
		t.Errorf("FromCounts changed the rules it was given: %+v", rules[:2])
	}
}

// Missing is the gaps without a reason, in order.
func TestSweepMissing(t *testing.T) {
	r := &SweepResult{Gaps: []Gap{{Rule: "a", Exempt: "why"}, {Rule: "b"}, {Rule: "c", Exempt: "why not"}, {Rule: "d"}}}
	var names []string
	for _, g := range r.Missing() {
		names = append(names, g.Rule)
	}
	if strings.Join(names, ",") != "b,d" {
		t.Errorf("missing %q, want b,d", names)
	}
	if (&SweepResult{}).Missing() != nil {
		t.Error("no gaps, yet some missing")
	}
}

// A link's own exemption ("NAME@MODULE") comes before its rule's; an event
// whose listeners never fired is a gap per listener, each named with its op.
func TestGapsOfEventsAndLinks(t *testing.T) {
	c := &Coverage{Fights: 1, Rules: []Rule{
		{Name: "r.run", Kind: "function", Calls: 1, Links: []Link{
			{Op: "define", Module: "core.r", Where: "rules/r.lua:1", Count: 1},
			{Op: "wrap", Module: "a", Where: "optional/a.lua:2"},
			{Op: "wrap", Module: "b", Where: "optional/b.lua:3"}}},
		{Name: "tick", Kind: "event", Links: []Link{{Op: "on", Module: "a", Where: "optional/a.lua:9"}}},
		{Name: "silent", Kind: "event"},
	}}
	gaps := c.Gaps(map[string]string{"r.run": "the rule's", "r.run@b": "b's own"})
	want := "r.run (wrap by a optional/a.lua:2)|the rule's,r.run (wrap by b optional/b.lua:3)|b's own,event tick (on by a optional/a.lua:9)|"
	if got := gapList(gaps); got != want {
		t.Errorf("gaps %q, want %q", got, want)
	}
	if len(gaps) != 3 || gaps[0].Whole || !gaps[2].Whole {
		t.Errorf("gaps %+v: want the wrappers of a called rule partial, the silent event's listener whole", gaps)
	}
}

// gapList writes gaps as "gap|exemption" joined with commas.
func gapList(gaps []Gap) string {
	var out []string
	for _, g := range gaps {
		out = append(out, g.String()+"|"+g.Exempt)
	}
	return strings.Join(out, ",")
}
