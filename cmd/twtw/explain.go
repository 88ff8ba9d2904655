package main

import (
	"context"

	"github.com/urfave/cli/v2"

	"github.com/twtw/twtw/core/card"
	"github.com/twtw/twtw/host"
)

func explainCommand() *cli.Command {
	return &cli.Command{
		Name:      "explain",
		Usage:     "run one attack from a scenario and show every number with the module and file:line that shaped it",
		ArgsUsage: "[SCENARIO]",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "attacker", Aliases: []string{"a"}, Usage: "the attacker's `NAME` (default: the scenario's first combatant)"},
			&cli.StringFlag{Name: "target", Aliases: []string{"t"}, Usage: "the target's `NAME` (default: the first combatant of another side)"},
			&cli.StringFlag{Name: "weapon", Usage: "the attacker's weapon by gear `KEY` (default: the first ready one)"},
			&cli.IntFlag{Name: "card", Value: -1, Usage: "read card `N` instead of drawing"},
			&cli.IntFlag{Name: "aimed", Usage: "aim actions before the shot (0..2)"},
			&cli.StringFlag{Name: "called", Usage: "a called shot at `LOCATION`"},
			campaignFlag(), seedFlag(), jsonFlag(),
		},
		Action: func(c *cli.Context) error {
			if c.NArg() > 1 {
				return badInput("explain: want at most one scenario, got %d", c.NArg())
			}
			if n := c.Int("card"); c.IsSet("card") && (n < 0 || n >= card.Count) {
				return badInput("--card %d: want 0..53", n)
			}
			if n := c.Int("aimed"); n < 0 || n > 2 {
				return badInput("--aimed %d: want 0..2 (seed 000: a weapon may be aimed up to two consecutive actions)", n)
			}
			seed, sc, opts, err := runInputs(c)
			if err != nil {
				return err
			}
			attacker, target := c.String("attacker"), c.String("target")
			if attacker == "" {
				attacker = sc.Combatants[0].Name
			}
			if target == "" {
				side := ""
				for _, x := range sc.Combatants {
					if x.Name == attacker {
						side = x.Side
					}
				}
				for _, x := range sc.Combatants {
					if x.Side != side {
						target = x.Name
						break
					}
				}
			}
			e, err := newEngine(opts)
			if err != nil {
				return err
			}
			defer e.Close()
			_, err = e.Explain(context.Background(), sc, host.ExplainOptions{
				Seed: seed, Attacker: attacker, Target: target, Weapon: c.String("weapon"),
				Card: c.Int("card"), Aimed: c.Int("aimed"), Called: c.String("called"),
				Out: c.App.Writer, JSON: c.Bool("json"),
			})
			if err != nil {
				return engineError(err)
			}
			return nil
		},
	}
}
