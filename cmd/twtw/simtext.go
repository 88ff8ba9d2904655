package main

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"text/tabwriter"

	"github.com/twtw/twtw/core/stats"
	"github.com/twtw/twtw/host"
)

// printSim prints a simulation report as a table: a row per statistic, a
// column per variant (the baseline first), and under each rate of a variant
// its paired difference from the baseline.
func printSim(w io.Writer, r *host.SimReport) {
	last := r.FirstSeed + uint64(r.Runs) - 1
	fmt.Fprintf(w, "twtw sim — %s — ruleset %s — ", r.Scenario, r.Ruleset)
	if r.Shard != "" {
		// a shard's fights are its own seeds, not the run's
		var k, n int
		fmt.Sscanf(r.Shard, "%d/%d", &k, &n)
		mine := 0
		if k >= 1 && n >= 1 && k <= r.Runs {
			mine = (r.Runs-k)/n + 1
		}
		fmt.Fprintf(w, "shard %s: %d of %d fights (seeds %d, %d, … of %d..%d)", r.Shard, mine, r.Runs,
			r.FirstSeed+uint64(k)-1, r.FirstSeed+uint64(k+n)-1, r.FirstSeed, last)
	} else if r.Runs == 1 {
		fmt.Fprintf(w, "1 fight, seed %d", r.FirstSeed)
	} else {
		fmt.Fprintf(w, "%d fights, seeds %d..%d", r.Runs, r.FirstSeed, last)
	}
	if r.Deck != "" && r.Deck != "standard" {
		fmt.Fprintf(w, " — deck %s", r.Deck)
	}
	fmt.Fprintln(w)
	for i, v := range r.Variants {
		name := v.Label
		if i == 0 {
			name = "baseline"
		}
		fmt.Fprintf(w, "%s: %s\n", name, strings.Join(v.Modules, ", "))
	}
	fmt.Fprintln(w, "[low, high]: 95% interval (Wilson for rates; the mean ± 1.96 SE for means)")
	if unmeasured(r) {
		fmt.Fprintln(w, "[n/a]: no interval: a mean of fewer than two fights measures no spread")
	}
	fmt.Fprintln(w, "first to fall: the fights in which the combatant was among the first to fall (those who fell together each count)")
	fmt.Fprintf(w, "undecided: no side won; at the %[1]s limit: those the %[1]s limit ended (the rest ended with no side standing)\n", roundWord(r))
	if len(r.Variants) > 1 {
		fmt.Fprintln(w, "vs baseline: the paired difference on the same seeds (Newcombe), * = distinguishable from zero")
	}
	if failedAny(r) {
		for _, v := range r.Variants[1:] {
			if c := v.Stats.VsBaseline; c != nil && (c.Pairs != v.Stats.Fights || c.Pairs != r.Variants[0].Stats.Fights) {
				fmt.Fprintf(w, "%s: %s (below), so each column counts the fights it finished and its vs baseline rows the %d seeds both it and the baseline finished\n",
					v.Label, whoseFailed(v.Tally.Failed > 0, r.Variants[0].Tally.Failed > 0), c.Pairs)
			}
		}
	}
	fmt.Fprintln(w)

	tw := tabwriter.NewWriter(w, 0, 0, 3, ' ', 0)
	// cells: every cell of a row; row: a statistic's row, "n/a" under a
	// variant none of whose fights finished (it has no statistics; a
	// heading's empty cells stay empty)
	cells := func(label string, cell func(k int, v *host.Variant) string) {
		cs := []string{label}
		for k, v := range r.Variants {
			cs = append(cs, cell(k, v))
		}
		fmt.Fprintln(tw, strings.Join(cs, "\t")+"\t")
	}
	row := func(label string, cell func(k int, v *host.Variant) string) {
		cells(label, func(k int, v *host.Variant) string {
			if c := cell(k, v); v.Stats.Fights > 0 || c == "" {
				return c
			}
			return "n/a"
		})
	}
	vs := func(cell func(c *host.Comparison) string) {
		if len(r.Variants) < 2 {
			return
		}
		row("  vs baseline", func(k int, v *host.Variant) string {
			if k == 0 || v.Stats.VsBaseline == nil {
				return ""
			}
			if v.Stats.VsBaseline.Pairs == 0 {
				return "n/a"
			}
			return cell(v.Stats.VsBaseline)
		})
	}
	cells("", func(_ int, v *host.Variant) string { return v.Label })
	cells("fights", func(_ int, v *host.Variant) string { return fmt.Sprint(v.Stats.Fights) })
	base := r.Variants[0].Stats
	for i, w := range base.Wins {
		row(w.Name+" wins", func(_ int, v *host.Variant) string { return rateText(findRate(v.Stats.Wins, w.Name, v.Stats.Fights)) })
		vs(func(c *host.Comparison) string { return diffText(findDiff(c.Wins, base.Wins[i].Name)) })
	}
	row("undecided", func(_ int, v *host.Variant) string { return rateText(v.Stats.Undecided) })
	vs(func(c *host.Comparison) string { return diffText(c.Undecided) })
	row("  at the "+roundWord(r)+" limit", func(_ int, v *host.Variant) string { return rateText(v.Stats.RoundLimit) })
	if len(r.Variants) > 1 {
		// a paired count's row: empty under the baseline, n/a with no pairs
		paired := func(label string, rate func(c *host.Comparison) host.Rate) {
			row(label, func(k int, v *host.Variant) string {
				switch {
				case k == 0:
					return ""
				case v.Stats.VsBaseline.Pairs == 0:
					return "n/a"
				}
				return rateText(rate(v.Stats.VsBaseline))
			})
		}
		paired("outcome changed", func(c *host.Comparison) host.Rate { return c.Changed })
		paired("fight changed", func(c *host.Comparison) host.Rate { return c.Differs })
	}
	rounds := roundWord(r) + "s"
	row(rounds+", mean", func(_ int, v *host.Variant) string { return meanText(v.Stats.Rounds.Mean, v.Stats.Rounds.CI) })
	vs(func(c *host.Comparison) string {
		return figure("%+.2f", c.Rounds.Mean) + " " + ivText(c.Rounds.CI, "%+.2f", 1) + star(c.Rounds.Distinguishable)
	})
	row(rounds+", median/p90/max", func(_ int, v *host.Variant) string {
		l := v.Stats.Rounds
		return fmt.Sprintf("%d / %d / %d", l.Median, l.P90, l.Max)
	})
	printCombatants(row, r)
	if failedAny(r) {
		cells("failed fights", func(_ int, v *host.Variant) string { return fmt.Sprint(v.Tally.Failed) })
		cells("  first failure", func(_ int, v *host.Variant) string {
			if v.Tally.FirstError == nil {
				return ""
			}
			return fmt.Sprintf("seed %d", v.Tally.FirstError.Seed)
		})
	}
	tw.Flush()
	printLengths(w, r)
	for _, v := range r.Variants {
		if e := v.Tally.FirstError; e != nil {
			fmt.Fprintf(w, "%s: %d failed; first, seed %d: %s\n", v.Label, v.Tally.Failed, e.Seed, e.Error)
		}
	}
	for _, v := range r.Variants[1:] {
		// not when fights failed: the rule was reached, and broke them
		if c := v.Stats.VsBaseline; c != nil && c.Pairs > 0 && c.Differs.Count == 0 && v.Tally.Failed == 0 && r.Variants[0].Tally.Failed == 0 {
			fmt.Fprintf(w, "%s: no fight ended differently from the baseline on any of the %d seeds (winner, rounds, every combatant's end): "+
				"the scenario may never reach what it changes; --coverage lists the rules that ran\n", v.Label, c.Pairs)
		}
	}
}

// printCombatants adds a block of rows per combatant: each status the
// ruleset reports, first to fall, and the means of its numbers.
func printCombatants(row func(string, func(int, *host.Variant) string), r *host.SimReport) {
	var names []string
	seen := map[string]bool{}
	for _, v := range r.Variants {
		for _, c := range v.Stats.Combatants {
			if !seen[c.Name] {
				seen[c.Name] = true
				names = append(names, c.Name)
			}
		}
	}
	// every combatant gets the same status rows, in one order (the JSON's,
	// by name), whichever it reached: a status none of its fights ended in
	// is 0.0% of them, not a row left out
	var statuses []string
	for _, v := range r.Variants {
		for _, c := range v.Stats.Combatants {
			for _, st := range c.Status {
				statuses = appendNew(statuses, st.Name)
			}
		}
	}
	slices.Sort(statuses)
	for _, name := range names {
		find := func(v *host.Variant) *host.CombatantStats {
			for i := range v.Stats.Combatants {
				if v.Stats.Combatants[i].Name == name {
					return &v.Stats.Combatants[i]
				}
			}
			return nil
		}
		var means []string
		for _, v := range r.Variants {
			if c := find(v); c != nil {
				for _, m := range c.Means {
					means = appendNew(means, m.Name)
				}
			}
		}
		side := ""
		if c := find(r.Variants[0]); c != nil && c.Side != "" {
			side = " (" + c.Side + ")"
		}
		row(name+side, func(int, *host.Variant) string { return "" })
		for _, s := range statuses {
			row("  "+s, func(_ int, v *host.Variant) string {
				if c := find(v); c != nil {
					return rateText(findRate(c.Status, s, v.Stats.Fights))
				}
				return ""
			})
		}
		row("  first to fall", func(_ int, v *host.Variant) string {
			if c := find(v); c != nil {
				return rateText(c.FirstToFall)
			}
			return ""
		})
		for _, m := range means {
			row("  "+m+", mean", func(_ int, v *host.Variant) string {
				if c := find(v); c != nil {
					for _, x := range c.Means {
						if x.Name == m {
							return meanText(x.Mean, x.CI)
						}
					}
				}
				return ""
			})
		}
	}
}

func appendNew(list []string, s string) []string {
	for _, x := range list {
		if x == s {
			return list
		}
	}
	return append(list, s)
}

// findRate is the rate called name, or none of fights when rs has no such
// rate (a status that never came up in this variant: 0 of its fights, with
// the interval of 0 out of fights, not of nothing).
func findRate(rs []host.Rate, name string, fights int) host.Rate {
	for _, r := range rs {
		if r.Name == name {
			return r
		}
	}
	return host.Rate{Name: name, CI: stats.Wilson(0, fights, stats.Z95)}
}

func findDiff(ds []host.Difference, name string) host.Difference {
	for _, d := range ds {
		if d.Name == name {
			return d
		}
	}
	return host.Difference{Name: name}
}

func failedAny(r *host.SimReport) bool {
	for _, v := range r.Variants {
		if v.Tally.Failed > 0 {
			return true
		}
	}
	return false
}

// rateText is "78.0% [73.7, 81.8]".
func rateText(r host.Rate) string {
	return fmt.Sprintf("%.1f%% %s", 100*r.Rate, ivText(r.CI, "%.1f", 100))
}

// diffText is "-1.0 pts [-3.1, +1.1]" with * when the interval excludes zero.
func diffText(d host.Difference) string {
	return fmt.Sprintf("%+.1f pts %s%s", 100*d.Diff, ivText(d.CI, "%+.1f", 100), star(d.Distinguishable))
}

func meanText(m float64, ci stats.Interval) string {
	return figure("%.2f", m) + " " + ivText(ci, "%.2f", 1)
}

// ivText is "[lo, hi]" in format, "[n/a]" for an interval one value cannot
// bound; a bound that rounds to zero prints as figure says.
func ivText(iv stats.Interval, format string, scale float64) string {
	if !iv.Known() {
		return "[n/a]"
	}
	return "[" + figure(format, scale*iv.Lo) + ", " + figure(format, scale*iv.Hi) + "]"
}

// figure is x in format. A figure that rounds to zero: unsigned (a mean's
// bound, "0.00"), without a minus, a normal approximation's rounding and
// not a negative count; signed (a difference, "%+"), with x's own sign, so
// a paired interval's bound just below zero reads "-0.0", as the interval
// that takes in zero (no star) is, not "+0.0".
func figure(format string, x float64) string {
	s := fmt.Sprintf(format, x)
	if strings.Trim(s, "+-0.") == "" {
		s = strings.TrimLeft(s, "+-")
		if strings.HasPrefix(format, "%+") {
			if x < 0 {
				s = "-" + s
			} else {
				s = "+" + s
			}
		}
	}
	return s
}

// whoseFailed says whose fights failed, for a variant's note: its own, the
// baseline's (the note named the variant alone, whose fights had all
// finished), or both's.
func whoseFailed(own, baseline bool) string {
	switch {
	case own && baseline:
		return "fights of it and of the baseline failed"
	case own:
		return "fights of it failed"
	}
	return "fights of the baseline failed"
}

func star(b bool) string {
	if b {
		return " *"
	}
	return ""
}

// roundWord is the ruleset's word for a round ("turn" for shootout).
func roundWord(r *host.SimReport) string {
	if r.Round == "" {
		return "round"
	}
	return r.Round
}

// unmeasured says whether a mean of the report has no interval (fewer than
// two fights, or pairs, behind it).
func unmeasured(r *host.SimReport) bool {
	for _, v := range r.Variants {
		if v.Stats == nil {
			continue
		}
		if !v.Stats.Rounds.CI.Known() || (v.Stats.VsBaseline != nil && !v.Stats.VsBaseline.Rounds.CI.Known()) {
			return true
		}
	}
	return false
}
