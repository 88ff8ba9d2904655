package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/twtw/twtw/host"
)

// moduleView is one module as `twtw modules --json` prints it.
type moduleView struct {
	*host.Manifest
	Kind    string         `json:"kind"`
	On      bool           `json:"on"`
	Options map[string]any `json:"option_values,omitempty"`
}

func modulesCommand() *cli.Command {
	return &cli.Command{
		Name:  "modules",
		Usage: "list the modules (core, optional, house) with summary, source and options; --plan: the resolved load order and each rule's chain",
		Flags: []cli.Flag{rulesetFlag(), campaignFlag(), &cli.BoolFlag{Name: "plan", Usage: "print the plan: modules in load order, each rule's chain with file:line, and every event declared with its listeners"}, jsonFlag()},
		Action: func(c *cli.Context) error {
			opts, err := engineOptions(c)
			if err != nil {
				return err
			}
			e, err := newEngine(opts)
			if err != nil {
				return err
			}
			defer e.Close()
			on := map[string]map[string]any{}
			for _, p := range e.Plan() {
				on[p.Name] = p.Options
			}
			var views []moduleView
			for _, m := range e.Catalog().Modules() {
				o, ok := on[m.Name]
				views = append(views, moduleView{Manifest: m, Kind: m.Kind.String(), On: ok, Options: o})
			}
			w := c.App.Writer
			if c.Bool("json") {
				out := map[string]any{"modules": views}
				if c.Bool("plan") {
					out["plan"] = e.Plan()
					out["rules"] = e.Rules()
					out["events"] = e.Events()
				}
				return writeJSON(w, out)
			}
			if c.Bool("plan") {
				printPlan(w, e)
				return nil
			}
			for _, v := range views {
				mark := "  "
				if v.On {
					mark = "on"
				}
				fmt.Fprintf(w, "%s %-9s %-28s %-7s %s\n", mark, v.Kind, v.Name, v.Version, v.Summary)
				fmt.Fprintf(w, "      source: %s  (%s)\n", v.Source, v.Path)
				if v.Manifest.Overrides != "" {
					fmt.Fprintf(w, "      replaces the built-in %s\n", v.Manifest.Overrides)
				}
				for _, o := range v.Manifest.Options {
					val := o.Default
					if x, ok := v.Options[o.Name]; ok {
						val = x
					}
					fmt.Fprintf(w, "      option %s (%s%s) = %v — %s\n", o.Name, o.Type, enumText(o.Values), val, o.Doc)
				}
			}
			return nil
		},
	}
}

func enumText(values []string) string {
	if len(values) == 0 {
		return ""
	}
	return ": " + strings.Join(values, "|")
}

// printPlan prints the modules in load order, then each rule's chain.
func printPlan(w io.Writer, e *host.Engine) {
	fmt.Fprintln(w, "load order:")
	for i, p := range e.Plan() {
		note := ""
		if p.Overrides != "" {
			note = " (replaces the built-in " + p.Overrides + ")"
		}
		fmt.Fprintf(w, "  %2d. %-9s %-28s %s %s%s\n", i+1, p.Kind, p.Name, p.Version, p.Path, note)
	}
	fmt.Fprintln(w, "\nrules:")
	heard := map[string][]host.Link{}
	for _, r := range e.Rules() {
		if r.Kind == "event" {
			heard[r.Name] = r.Chain
			continue
		}
		fmt.Fprintf(w, "  %s (%s)\n", r.Name, r.Kind)
		printChain(w, r.Chain)
	}
	// every event declared, with its declarer first: one no module listens
	// to yet is a hook a house rule may take
	for _, ev := range e.Events() {
		fmt.Fprintf(w, "  %s (event)\n      %-7s %-24s %s\n", ev.Name, "declare", ev.Module, ev.Path)
		printChain(w, heard[ev.Name])
	}
}

// printChain prints a rule's chain, a line for each link with its file:line.
func printChain(w io.Writer, chain []host.Link) {
	for _, l := range chain {
		fmt.Fprintf(w, "      %-7s %-24s %s\n", l.Op, l.Module, l.Where)
	}
}
