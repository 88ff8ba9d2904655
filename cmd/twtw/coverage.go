package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/twtw/twtw/host"
)

// leastShown is how many of the least-run rules the coverage report lists.
const leastShown = 15

// coverageCommand is twtw coverage: every built-in scenario of the ruleset,
// under its core rules and with every optional module on, with the rules
// that never ran; exit 1 when a core or optional rule never ran and
// coverage.exempt gives no reason (or an exemption is stale).
func coverageCommand() *cli.Command {
	return &cli.Command{
		Name: "coverage",
		Usage: "run every built-in scenario of the ruleset under the core rules and with every optional module on; " +
			"list the rules that never ran (exit 1 if one has no reason in coverage.exempt)",
		Flags: []cli.Flag{
			&cli.IntFlag{Name: "runs", Aliases: []string{"n"}, Value: 20, Usage: "fights per scenario and rule set (seeds S, S+1, …)"},
			workersFlag("fights run at once (the counts do not depend on it)"),
			firstSeedFlag(),
			rulesetFlag(), jsonFlag(),
		},
		Action: func(c *cli.Context) error {
			runs := c.Int("runs")
			if runs < 1 || runs > 100_000 {
				return badInput("--runs %d: want 1..100000", runs)
			}
			if err := checkWorkers(c.Int("workers")); err != nil {
				return err
			}
			seed, err := seedOf(c)
			if err != nil {
				return err
			}
			manyFightsGC()
			opts, err := engineOptions(c)
			if err != nil {
				return err
			}
			res, err := host.Sweep(context.Background(), host.SweepOptions{Options: opts, Runs: runs,
				FirstSeed: seed, Workers: c.Int("workers")})
			if err != nil {
				return engineError(err)
			}
			if c.Bool("json") {
				if err := writeJSON(c.App.Writer, res); err != nil {
					return err
				}
			} else {
				printSweep(c.App.Writer, res)
			}
			if n, s := len(res.Missing()), len(res.Stale); n+s > 0 {
				return cli.Exit(fmt.Sprintf("coverage: %d rule(s) never ran without a reason in %s, %d stale exemption(s)", n, host.ExemptRule, s), exitFailed)
			}
			return nil
		},
	}
}

func printSweep(w io.Writer, r *host.SweepResult) {
	fmt.Fprintf(w, "twtw coverage — ruleset %s — %d scenario(s) × %d rule set(s) × %d seed(s) from %d: %d fights\n",
		r.Ruleset, len(r.Scenarios), len(r.Sets), r.Runs, r.FirstSeed, r.Coverage.Fights)
	fmt.Fprintf(w, "scenarios: %s\n", strings.Join(r.Scenarios, ", "))
	for _, s := range r.Sets {
		fmt.Fprintln(w, s)
	}
	printCoverage(w, r.Coverage, r.Gaps, "core and optional rules")
	if len(r.Stale) > 0 {
		fmt.Fprintf(w, "\nstale entries of %s (remove them):\n", host.ExemptRule)
		for _, s := range r.Stale {
			fmt.Fprintln(w, "  "+s)
		}
	}
}

// printSimCoverage prints each variant's coverage after the sim table.
func printSimCoverage(w io.Writer, r *host.SimReport) {
	for _, v := range r.Variants {
		if v.Tally.Coverage == nil {
			continue
		}
		fmt.Fprintf(w, "\n== rule coverage: %s (%s)\n", v.Label, strings.Join(v.Modules, ", "))
		printCoverage(w, v.Tally.Coverage, v.Tally.Coverage.Gaps(r.CoverageExempt), "rules")
	}
}

// printCoverage prints the totals, what never ran (the unexcused first)
// and the least-run rules.
func printCoverage(w io.Writer, c *host.Coverage, gaps []host.CoverageGap, what string) {
	rules, ran, links, linksRan := 0, 0, 0, 0
	for _, r := range c.Rules {
		if r.Kind == "function" {
			rules++
			if r.Calls > 0 {
				ran++
			}
		}
		for _, l := range r.Links {
			links++
			if l.Count > 0 {
				linksRan++
			}
		}
	}
	fmt.Fprintf(w, "%d fights: %d of %d function rules ran; %d of %d links (bases, wrappers, listeners) ran\n",
		c.Fights, ran, rules, linksRan, links)
	var missing, exempt []host.CoverageGap
	for _, g := range gaps {
		if g.Exempt == "" {
			missing = append(missing, g)
		} else {
			exempt = append(exempt, g)
		}
	}
	fmt.Fprintf(w, "\n%s that never ran (%d):\n", what, len(missing))
	for _, g := range missing {
		fmt.Fprintln(w, "  "+g.String())
	}
	if len(exempt) > 0 {
		fmt.Fprintf(w, "\nnever ran, exempt in %s (%d):\n", host.ExemptRule, len(exempt))
		for _, g := range exempt {
			fmt.Fprintf(w, "  %s — %s\n", g.String(), g.Exempt)
		}
	}
	fmt.Fprintf(w, "\nleast run:\n")
	for _, r := range c.Least(leastShown) {
		fmt.Fprintf(w, "  %8d  %s\n", r.Calls, r.Name)
	}
}
