package main

import (
	"encoding/csv"
	"fmt"
	"io"
	"slices"
	"sort"
	"strconv"

	"github.com/twtw/twtw/host"
)

// simCSV writes one row per fight per variant, in seed order, as the
// simulation runs: variant (0 is the baseline), label, seed, winner, rounds,
// reason, error, then for each combatant of the scenario its status, the
// order it fell in and every number the ruleset's fight.summary reports
// (the columns are those of the first fight; a number first reported later
// is an error, since the columns are fixed by then).
type simCSV struct {
	w      *csv.Writer
	report *host.SimReport
	fields []string // fight.summary's numbers, by name
	header bool
}

func newSimCSV(w io.Writer, r *host.SimReport) *simCSV {
	return &simCSV{w: csv.NewWriter(w), report: r}
}

func (s *simCSV) write(seed uint64, outs []host.Outcome) error {
	if !s.header {
		s.header = true
		seen := map[string]bool{}
		for _, o := range outs {
			for _, c := range o.Combatants {
				for k := range c.Values {
					if !seen[k] {
						seen[k] = true
						s.fields = append(s.fields, k)
					}
				}
			}
		}
		sort.Strings(s.fields)
		head := []string{"variant", "label", "seed", "winner", "rounds", "reason", "error"}
		for _, c := range s.report.Combatants {
			head = append(head, c.Name+" status", c.Name+" fell")
			for _, f := range s.fields {
				head = append(head, c.Name+" "+f)
			}
		}
		if err := s.w.Write(head); err != nil {
			return fmt.Errorf("writing CSV: %w", err)
		}
	}
	for k, o := range outs {
		row := []string{strconv.Itoa(k), s.report.Variants[k].Label, strconv.FormatUint(seed, 10), o.Winner}
		if o.Err != nil {
			row = append(row, "", "", o.Err.Error())
		} else {
			row = append(row, strconv.Itoa(o.Rounds), o.Reason, "")
		}
		for _, c := range s.report.Combatants {
			sum, ok := o.Combatants[c.Name]
			if !ok {
				row = append(row, "", "")
				row = append(row, make([]string, len(s.fields))...)
				continue
			}
			fell := ""
			if sum.Fell > 0 {
				fell = strconv.Itoa(sum.Fell)
			}
			row = append(row, sum.Status, fell)
			for _, f := range s.fields {
				v, ok := sum.Values[f]
				if !ok {
					row = append(row, "")
					continue
				}
				row = append(row, strconv.FormatFloat(v, 'g', -1, 64))
			}
			for f := range sum.Values {
				if !slices.Contains(s.fields, f) {
					return fmt.Errorf("seed %d: fight.summary reports %q for %s, which the first fight did not: the CSV columns are fixed by then", seed, f, c.Name)
				}
			}
		}
		if err := s.w.Write(row); err != nil {
			return fmt.Errorf("writing CSV: %w", err)
		}
	}
	return nil
}

func (s *simCSV) flush() error {
	s.w.Flush()
	if err := s.w.Error(); err != nil {
		return fmt.Errorf("writing CSV: %w", err)
	}
	return nil
}
