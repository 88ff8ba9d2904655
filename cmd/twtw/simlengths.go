package main

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/twtw/twtw/host"
)

// printLengths writes the distribution of fight length under the table: a
// row per variant, a column per round count from the shortest fight of any
// variant to the longest, each cell the share of that variant's finished
// fights that lasted so many rounds (the JSON's histogram, as percentages;
// the table gives only the median, p90 and max).
func printLengths(w io.Writer, r *host.SimReport) {
	lo, hi := 0, 0
	for _, v := range r.Variants {
		for _, b := range v.Stats.Rounds.Histogram {
			if lo == 0 || b.Rounds < lo {
				lo = b.Rounds
			}
			hi = max(hi, b.Rounds)
		}
	}
	if lo == 0 {
		return // no fight finished
	}
	fmt.Fprintf(w, "\nfights lasting N %ss, as %% of each row's finished fights:\n", roundWord(r))
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	head := []string{""}
	for n := lo; n <= hi; n++ {
		head = append(head, fmt.Sprint(n))
	}
	names, width := make([]string, len(r.Variants)), 0
	for i, v := range r.Variants {
		names[i] = v.Label
		if i == 0 {
			names[i] = "baseline"
		}
		width = max(width, len([]rune(names[i])))
	}
	fmt.Fprintln(tw, strings.Join(head, "\t")+"\t")
	for i, v := range r.Variants {
		// the numbers align right, the names left: padded to one width
		cells := []string{names[i] + strings.Repeat(" ", width-len([]rune(names[i])))}
		if v.Stats.Fights == 0 {
			cells = append(cells, "n/a")
		} else {
			share := make([]int, hi-lo+1)
			for _, b := range v.Stats.Rounds.Histogram {
				share[b.Rounds-lo] = b.Fights
			}
			for _, f := range share {
				cells = append(cells, fmt.Sprintf("%.1f", 100*float64(f)/float64(v.Stats.Fights)))
			}
		}
		fmt.Fprintln(tw, strings.Join(cells, "\t")+"\t")
	}
	tw.Flush()
}
