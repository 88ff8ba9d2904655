// Package simreport is the report of a simulation: the exact counts of each
// variant's fights (Tally), the statistics derived from them (Wilson
// intervals for rates, Newcombe's paired differences against the baseline,
// means of fight length and of the rulesets' summary numbers), the report's
// JSON, and the merging of the reports of a simulation's shards into the
// report of the whole.
//
// It is pure Go: it runs no fight and knows no Lua. The host runs the fights
// and hands each seed's outcomes to Report.Add, in seed order; a fight's
// rule coverage (host/coverage, also pure Go) is summed without being read.
package simreport
