package main

import (
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/twtw/twtw/host"
)

func rulesetsCommand() *cli.Command {
	return &cli.Command{
		Name:  "rulesets",
		Usage: "list the games twtw can run (--ruleset NAME picks one for fight, explain, sim, test and modules)",
		Flags: []cli.Flag{jsonFlag()},
		Action: func(c *cli.Context) error {
			all, err := host.RulesetsWith(host.Options{CacheDir: scriptCache()})
			if err != nil {
				return engineError(err)
			}
			if c.Bool("json") {
				return writeJSON(c.App.Writer, all)
			}
			w := c.App.Writer
			for _, r := range all {
				def := ""
				if r.Default {
					def = " (default)"
				}
				fmt.Fprintf(w, "%s %s%s — %s\n", r.Name, r.Version, def, r.Summary)
				fmt.Fprintf(w, "    source: %s\n", r.Source)
				fmt.Fprintf(w, "    uses: %s · modules: %d core, %d optional, %d house\n", strings.Join(r.Uses, ", "),
					r.Modules["core"], r.Modules["optional"], r.Modules["house"])
				fmt.Fprintf(w, "    scenarios: %s (default %s)\n", strings.Join(r.Scenarios, ", "), r.Scenario)
				fmt.Fprintf(w, "    run: twtw fight --ruleset %s\n", r.Name)
			}
			return nil
		},
	}
}
