package coverage_test

import (
	"fmt"

	"github.com/twtw/twtw/host/coverage"
)

// Three fights: fight.new ran once a fight and a module's wrapper of it every
// time, while dispute.cut was never called. Its gap names its base; the
// ruleset's coverage.exempt would excuse it with a reason.
func Example() {
	c := &coverage.Coverage{Fights: 3, Rules: []coverage.Rule{
		{Name: "dispute.cut", Kind: "function", Links: []coverage.Link{
			{Op: "define", Module: "core.disputes", ModuleKind: "core", Where: "rules/disputes.lua:15"}}},
		{Name: "fight.new", Kind: "function", Calls: 3, Links: []coverage.Link{
			{Op: "define", Module: "core.fight", ModuleKind: "core", Where: "rules/fight.lua:10", Count: 3},
			{Op: "wrap", Module: "risk", ModuleKind: "optional", Where: "optional/risk.lua:40", Count: 3}}},
	}}
	for _, g := range c.Gaps(nil) {
		fmt.Println("never ran:", g)
	}
	exempt := map[string]string{"dispute.cut": "the Judge's cut; no rule in a fight asks it"}
	for _, g := range c.Gaps(exempt) {
		fmt.Printf("exempt: %s — %s\n", g, g.Exempt)
	}
	for _, r := range c.Least(5) {
		fmt.Printf("least run: %s %d\n", r.Name, r.Calls)
	}
	// Output:
	// never ran: dispute.cut (core.disputes rules/disputes.lua:15)
	// exempt: dispute.cut (core.disputes rules/disputes.lua:15) — the Judge's cut; no rule in a fight asks it
	// least run: fight.new 3
}
