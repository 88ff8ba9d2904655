package main

import (
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/twtw/twtw/host"
)

func docCommand() *cli.Command {
	return &cli.Command{
		Name:      "doc",
		Usage:     "show a rule, data table or event: its doc, its chain with file:line, and its signature, data shape (with what each set changed) or event fields",
		ArgsUsage: "NAME",
		Flags:     []cli.Flag{rulesetFlag(), campaignFlag(), jsonFlag()},
		Action: func(c *cli.Context) error {
			if c.NArg() != 1 {
				return badInput("doc: want one rule, data table or event NAME, got %d arguments", c.NArg())
			}
			opts, err := engineOptions(c)
			if err != nil {
				return err
			}
			e, err := newEngine(opts)
			if err != nil {
				return err
			}
			defer e.Close()
			d, err := e.Doc(c.Args().First())
			if err != nil {
				return engineError(err)
			}
			if c.Bool("json") {
				return writeJSON(c.App.Writer, d)
			}
			printDoc(c.App.Writer, d)
			return nil
		},
	}
}

// printDoc prints a rule's doc for people.
func printDoc(w io.Writer, d *host.RuleDoc) {
	kind := map[string]string{"function": "rule", "data": "data table", "event": "event"}[d.Kind]
	fmt.Fprintf(w, "%s (%s)\n", d.Name, kind)
	if d.Off != "" {
		fmt.Fprintf(w, "  module %s is off: this is the rule with it on (twtw campaign enable FILE %s)\n", d.Off, strings.Join(d.SwitchOn, " "))
	}
	if d.Doc != "" {
		fmt.Fprintf(w, "  %s\n", d.Doc)
	}
	if d.Kind == "function" {
		params := append([]string(nil), d.Params...)
		if d.Vararg {
			params = append(params, "...")
		}
		fmt.Fprintf(w, "  call: api.rules[%q](%s)\n", d.Name, strings.Join(params, ", "))
	}
	if ev := d.Event; ev != nil {
		fmt.Fprintf(w, "  declared by %s (%s); listeners get (%s)\n", ev.Module, ev.Path, strings.Join(ev.Args, ", "))
		if len(ev.Fields) > 0 {
			fmt.Fprintln(w, "fields:")
		}
		for _, k := range slices.Sorted(maps.Keys(ev.Fields)) {
			fmt.Fprintf(w, "  %s — %s\n", k, ev.Fields[k])
		}
	}
	fmt.Fprintln(w, "chain:")
	if len(d.Chain) == 0 {
		fmt.Fprintln(w, "  (no module listens to it)")
	}
	for _, l := range d.Chain {
		fmt.Fprintf(w, "  %-7s %-24s %s\n", l.Op, l.Module, l.Where)
	}
	if len(d.Changes) > 0 {
		fmt.Fprintln(w, "changed by sets:")
	}
	for _, ch := range d.Changes {
		if len(ch.Entries) == 0 {
			fmt.Fprintf(w, "  %s %s: nothing (every entry as it was)\n", ch.Module, ch.Where)
		}
		for _, en := range ch.Entries {
			fmt.Fprintf(w, "  %s %s: %s = %s\n", ch.Module, ch.Where, en.Entry, docValue(en.Value))
		}
	}
	if len(d.InForce) > 0 {
		fmt.Fprintln(w, "in force (a later set changed what a set above wrote):")
	}
	for _, en := range d.InForce {
		fmt.Fprintf(w, "  %s = %s\n", en.Entry, docValue(en.Value))
	}
	if len(d.Fields) > 0 {
		fmt.Fprintln(w, "fields (as a scenario file writes them; [] is each entry of a list, * each key of a map):")
	}
	for _, f := range d.Fields {
		req := ""
		if f.Required {
			req = ", required"
		}
		if f.Default != nil {
			req += ", default " + docValue(f.Default)
		}
		fmt.Fprintf(w, "  %s  %s%s\n", f.Path, f.Type, req)
		if f.Doc != "" {
			fmt.Fprintf(w, "      %s\n", f.Doc)
		}
	}
	if d.Shape != "" {
		fmt.Fprintln(w, "shape:")
		for _, l := range strings.Split(strings.TrimRight(d.Shape, "\n"), "\n") {
			fmt.Fprintln(w, strings.TrimRight("  "+l, " "))
		}
	}
}

// docValue prints a data value compactly: JSON, "nil" when removed.
func docValue(v any) string {
	if v == nil {
		return "nil (removed)"
	}
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	return string(b)
}
