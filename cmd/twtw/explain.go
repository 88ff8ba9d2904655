package main

import (
	"context"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/twtw/twtw/host"
)

func explainCommand() *cli.Command {
	return &cli.Command{
		Name:      "explain",
		Usage:     "run one attack from a scenario and show every number with the module and file:line that shaped it",
		ArgsUsage: "[SCENARIO]",
		Description: "TWTW's kinds of attack (--opt KEY=VALUE; every other KEY is an attack-context field such as moving=run;\n" +
			"a KEY no script of the game or of a module on reads is refused):\n" +
			"   a shot, a throw or a melee blow: --weapon KEY (the defender defends with their own weapon, or --opt defend_with=fists)\n" +
			"   two guns: --opt hands=both [--opt off_weapon=KEY] (the dominant hand's shot, then the off hand's; seed 000 \"Two Weapons\")\n" +
			"   an unarmed maneuver: --opt maneuver=punch|kick|hold|shove|throw|choke|dirty_blow|takedown|disarm (seed 000 \"Unarmed Combat\")\n" +
			"   fan fire: --opt fan=N (seed 000 \"Fan Firing\"); covering fire: --opt covering=1 [--opt target_action=KIND]\n" +
			"   a mounted shot: --opt gait=none|walk|run (the attacker's mount or vehicle at that gait; seed 000 \"Move and Fire\")",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "attacker", Aliases: []string{"a"}, Usage: "the attacker's `NAME` (default: the scenario's first combatant)"},
			&cli.StringFlag{Name: "target", Aliases: []string{"t"}, Usage: "the target's `NAME` (default: the first combatant of another side; shootout: the nearest enemy the attacker can shoot at)"},
			&cli.StringFlag{Name: "weapon", Usage: "the attacker's weapon by gear `KEY` (default: the first ready one)"},
			&cli.StringFlag{Name: "card", Usage: "read card `C` instead of drawing (TWTW: a number 0..53; a poker ruleset: a name such as KH)"},
			&cli.StringFlag{Name: "stack", Usage: "what is drawn, in order: `C1,C2,…` (TWTW: the cards of the attack check, then stun checks, strays …, after --card; a ruleset with dice: the die faces rolled, as its README says)"},
			&cli.IntFlag{Name: "aimed", Usage: "aim actions before the shot (TWTW: 0 up to aim.table.max_actions, 2; ticks: the ticks waited; shootout: 1, he aimed last turn; percentile has none: --opt mode=aimed)"},
			&cli.StringFlag{Name: "called", Usage: "a called shot at `LOCATION`"},
			&cli.GenericFlag{Name: "opt", Value: &repeated{}, Usage: "pass `KEY=VALUE` to the ruleset's explain.attack rule (repeatable; a comma is part of the VALUE)"},
			rulesetFlag(), campaignFlag(), strictFlag(), seedFlag(), jsonFlag(),
		},
		Action: func(c *cli.Context) error {
			if c.NArg() > 1 {
				return badInput("explain: want at most one scenario, got %d", c.NArg())
			}
			if n := c.Int("aimed"); n < 0 {
				return badInput("--aimed %d: want 0 or more", n)
			}
			opts, err := explainOpts(c)
			if err != nil {
				return err
			}
			seed, sc, eopts, err := runInputs(c)
			if err != nil {
				return err
			}
			if eopts.Ruleset == "" || eopts.Ruleset == "twtw" {
				if err := checkCards(opts); err != nil {
					return err
				}
			}
			e, err := newEngine(eopts)
			if err != nil {
				return err
			}
			defer e.Close()
			if err := checkLock(c, e); err != nil {
				return err
			}
			name, _ := campaignLabel(c)
			_, err = e.Explain(context.Background(), sc, host.ExplainOptions{
				Seed: seed, Attacker: c.String("attacker"), Target: c.String("target"), Opts: opts,
				Out: c.App.Writer, JSON: c.Bool("json"), Campaign: name,
			})
			if err != nil {
				return engineError(err)
			}
			return nil
		},
	}
}

// explainOpts gathers the flags explain passes to the rule as its opts.
func explainOpts(c *cli.Context) (map[string]string, error) {
	opts := map[string]string{}
	for _, kv := range repeatedValues(c, "opt") {
		k, v, ok := strings.Cut(kv, "=")
		if !ok || k == "" {
			return nil, badInput("--opt %q: want KEY=VALUE", kv)
		}
		opts[k] = v
	}
	for _, f := range []string{"weapon", "card", "called", "stack"} {
		if c.IsSet(f) {
			opts[f] = c.String(f)
		}
	}
	if c.Int("aimed") > 0 {
		opts["aimed"] = strconv.Itoa(c.Int("aimed"))
	}
	return opts, nil
}

// checkCards refuses a TWTW --card or --stack that is not action deck cards 0..53.
func checkCards(opts map[string]string) error {
	if card, ok := opts["card"]; ok {
		if n, err := strconv.Atoi(card); err != nil || n < 0 || n > 53 {
			return badInput("--card %s: want 0..53", card)
		}
	}
	if s, ok := opts["stack"]; ok {
		for _, c := range strings.Split(s, ",") {
			if n, err := strconv.Atoi(strings.TrimSpace(c)); err != nil || n < 0 || n > 53 {
				return badInput("--stack %s: %q: want card numbers 0..53 separated by commas", s, c)
			}
		}
	}
	return nil
}
