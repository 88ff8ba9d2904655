package main

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"os"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/twtw/twtw/host"
)

// loadScenario reads a scenario file, or a built-in one of the ruleset by
// name; no argument means the ruleset's default scenario (for TWTW the
// saloon gunfight).
func loadScenario(arg, ruleset string) (*host.Scenario, error) {
	if _, err := os.Stat(arg); arg == "" || err != nil && !strings.ContainsAny(arg, "/\\.") {
		sc, err := host.BuiltinScenario(ruleset, arg)
		if err != nil {
			return nil, engineError(err)
		}
		return sc, nil
	}
	sc, err := host.LoadScenario(arg)
	if err != nil {
		return nil, engineError(err)
	}
	return sc, nil
}

// runInputs reads what every command that runs rules needs: the seed, the
// scenario (the argument, a built-in name, or the saloon) and the engine
// options from --campaign and --deck.
func runInputs(c *cli.Context) (uint64, *host.Scenario, host.Options, error) {
	seed, err := seedOf(c)
	if err != nil {
		return 0, nil, host.Options{}, err
	}
	opts, err := engineOptions(c)
	if err != nil {
		return 0, nil, opts, err
	}
	sc, err := loadScenario(c.Args().First(), opts.Ruleset)
	return seed, sc, opts, err
}

// campaignLabel returns the campaign's name and file hash for a transcript header.
func campaignLabel(c *cli.Context) (name, hash string) {
	path := c.String("campaign")
	if path == "" {
		return "", ""
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return path, ""
	}
	sum := sha256.Sum256(b)
	return path, hex.EncodeToString(sum[:])
}

func fightCommand() *cli.Command {
	return &cli.Command{
		Name:      "fight",
		Usage:     "run a fight and print its transcript (default: the built-in saloon gunfight)",
		ArgsUsage: "[SCENARIO]",
		Flags: []cli.Flag{
			rulesetFlag(), campaignFlag(), strictFlag(), seedFlag(),
			&cli.IntFlag{Name: "rounds", Usage: "stop after `R` rounds", DefaultText: "the scenario's, else 20"},
			jsonFlag(),
		},
		Action: func(c *cli.Context) error {
			if c.NArg() > 1 {
				return badInput("fight: want at most one scenario, got %d", c.NArg())
			}
			if err := checkRounds(c); err != nil {
				return err
			}
			seed, sc, opts, err := runInputs(c)
			if err != nil {
				return err
			}
			e, err := newEngine(opts)
			if err != nil {
				return err
			}
			defer e.Close()
			if err := checkLock(c, e); err != nil {
				return err
			}
			name, hash := campaignLabel(c)
			_, err = e.Fight(context.Background(), sc, host.FightOptions{
				Seed: seed, Rounds: c.Int("rounds"), Out: c.App.Writer, JSON: c.Bool("json"),
				Campaign: name, CampaignHash: hash,
			})
			if err != nil {
				return engineError(err)
			}
			return nil
		},
	}
}
