// Package coverage is rule coverage as data: how often each rule ran and
// each event listener fired in one or more fights (Coverage, with a Rule per
// rule or event and a Link per link of its chain), the sum of coverages
// (Add, Plus), and what is read off them — the rules and links that never ran
// (Gaps), the least-run rules (Least), the exemptions that no longer hold
// (Stale) and the result of a ruleset's coverage sweep (SweepResult).
//
// It is pure Go: it runs no fight and knows no Lua. The host counts the
// calls in a VM whose rules it has swapped for counting ones, builds each
// fight's coverage from those counts (FromCounts) and hands it here; a
// simulation's tally sums the fights' coverages through Plus.
package coverage
