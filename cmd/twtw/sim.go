package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"runtime"
	"slices"
	"sort"

	"github.com/urfave/cli/v2"

	"github.com/twtw/twtw/host"
)

// simRun is one simulated rule set: its label and its statistics.
type simRun struct {
	Label string         `json:"label"`
	Stats *host.SimStats `json:"stats"`
}

func simCommand() *cli.Command {
	return &cli.Command{
		Name:      "sim",
		Usage:     "simulate many fights of a scenario and tally who wins; --compare MODULE also runs with MODULE switched the other way",
		ArgsUsage: "[SCENARIO]",
		Flags: []cli.Flag{
			&cli.IntFlag{Name: "runs", Aliases: []string{"n"}, Value: 100, Usage: "fights to run (seeds S, S+1, …)"},
			&cli.IntFlag{Name: "workers", Aliases: []string{"w"}, Value: runtime.GOMAXPROCS(0), Usage: "fights run at once (the results do not depend on it)"},
			&cli.StringFlag{Name: "seed", Value: "1", Usage: "the first seed `S`"},
			&cli.IntFlag{Name: "rounds", Usage: "round limit per fight (default: the scenario's)"},
			&cli.StringFlag{Name: "compare", Usage: "also simulate with optional or house `MODULE` switched on (or off, if the campaign has it on)"},
			rulesetFlag(), campaignFlag(), jsonFlag(),
		},
		Action: func(c *cli.Context) error {
			if c.NArg() > 1 {
				return badInput("sim: want at most one scenario, got %d", c.NArg())
			}
			runs, workers := c.Int("runs"), c.Int("workers")
			if runs < 1 || runs > 1_000_000 {
				return badInput("--runs %d: want 1..1000000", runs)
			}
			if workers < 1 || workers > 256 {
				return badInput("--workers %d: want 1..256", workers)
			}
			seed, sc, opts, err := runInputs(c)
			if err != nil {
				return err
			}
			sets := []struct {
				label string
				opts  host.Options
			}{{label: "as configured", opts: opts}}
			if m := c.String("compare"); m != "" {
				other, label := toggleModule(opts, m)
				sets = append(sets, struct {
					label string
					opts  host.Options
				}{label, other})
			}
			var out []simRun
			for _, s := range sets {
				e, err := newEngine(s.opts)
				if err != nil {
					return err
				}
				st, err := e.Simulate(context.Background(), sc, host.SimOptions{
					Runs: runs, FirstSeed: seed, Workers: workers, Rounds: c.Int("rounds"),
					Progress: progress(c.App.ErrWriter, s.label),
				})
				e.Close()
				if err != nil {
					return engineError(err)
				}
				out = append(out, simRun{Label: s.label, Stats: st})
			}
			if c.Bool("json") {
				return writeJSON(c.App.Writer, map[string]any{"scenario": sc.Name, "first_seed": seed, "runs": out})
			}
			printSim(c.App.Writer, sc, seed, runs, out)
			return nil
		},
	}
}

// toggleModule returns options with the module switched the other way and a label saying how.
func toggleModule(o host.Options, name string) (host.Options, string) {
	n := o
	n.Enable = nil
	on := false
	for _, e := range o.Enable {
		if e.Name == name {
			on = true
			continue
		}
		n.Enable = append(n.Enable, e)
	}
	if slices.Contains(o.Disable, name) {
		n.Disable = slices.DeleteFunc(slices.Clone(o.Disable), func(s string) bool { return s == name })
		return n, "with " + name
	}
	if on {
		return n, "without " + name
	}
	n.Enable = append(n.Enable, host.Enable{Name: name})
	return n, "with " + name
}

// progress reports progress on a terminal only (never into pipes or CI logs).
func progress(w io.Writer, label string) func(done, total int) {
	f, ok := w.(*os.File)
	if !ok {
		return nil
	}
	if st, err := f.Stat(); err != nil || st.Mode()&os.ModeCharDevice == 0 {
		return nil
	}
	return func(done, total int) {
		if done == total || done%max(total/100, 1) == 0 {
			fmt.Fprintf(w, "\r%s: %d/%d fights", label, done, total)
			if done == total {
				fmt.Fprintln(w)
			}
		}
	}
}

func printSim(w io.Writer, sc *host.Scenario, seed uint64, runs int, out []simRun) {
	fmt.Fprintf(w, "twtw sim — %s — %d fights, seeds %d..%d\n", sc.Name, runs, seed, seed+uint64(runs)-1)
	sides := map[string]bool{}
	for _, r := range out {
		for s := range r.Stats.Wins {
			sides[s] = true
		}
	}
	var names []string
	for s := range sides {
		names = append(names, s)
	}
	sort.Strings(names)
	fmt.Fprintf(w, "%-22s", "")
	for _, r := range out {
		fmt.Fprintf(w, "%22s", r.Label)
	}
	fmt.Fprintln(w)
	row := func(label string, get func(*host.SimStats) int) {
		fmt.Fprintf(w, "%-22s", label)
		for _, r := range out {
			n := get(r.Stats)
			fmt.Fprintf(w, "%13d (%5.1f%%)", n, 100*float64(n)/float64(r.Stats.Runs))
		}
		fmt.Fprintln(w)
	}
	for _, s := range names {
		row(s+" win", func(st *host.SimStats) int { return st.Wins[s] })
	}
	row("undecided", func(st *host.SimStats) int { return st.Undecided })
	fmt.Fprintf(w, "%-22s", "mean rounds")
	for _, r := range out {
		fmt.Fprintf(w, "%22.2f", r.Stats.MeanRounds)
	}
	fmt.Fprintln(w)
}
