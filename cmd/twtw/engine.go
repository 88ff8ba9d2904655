package main

import (
	"time"

	"github.com/urfave/cli/v2"

	"github.com/twtw/twtw/host"
)

// campaignFlag is the --campaign flag of the commands that run rules.
func campaignFlag() cli.Flag {
	return &cli.StringFlag{Name: "campaign", Aliases: []string{"c"}, Usage: "use the modules, options, house rules and deck of campaign `FILE`"}
}

// rulesetFlag is the --ruleset flag of the commands that run rules.
func rulesetFlag() cli.Flag {
	return &cli.StringFlag{Name: "ruleset", Aliases: []string{"r"}, Usage: "play ruleset `NAME` (default: the campaign's, else twtw; twtw rulesets lists them)"}
}

// maxTimeout is the longest --timeout: a script call's deadline is a safety
// stop, not a wait.
const maxTimeout = time.Hour

// engineOptions reads --ruleset, --campaign and the global --deck, --timeout
// and --max-memory into engine options. A --ruleset that differs from the
// campaign's is refused.
func engineOptions(c *cli.Context) (host.Options, error) {
	opts, err := campaignOptions(c)
	opts.CacheDir = scriptCache()
	return opts, err
}

// campaignOptions is engineOptions before the script cache is chosen.
func campaignOptions(c *cli.Context) (host.Options, error) {
	var opts host.Options
	if path := c.String("campaign"); path != "" {
		camp, err := host.LoadCampaign(path)
		if err != nil {
			return opts, engineError(err)
		}
		if opts, err = host.CampaignOptions(camp); err != nil {
			return opts, engineError(err)
		}
	}
	if r := c.String("ruleset"); r != "" {
		camp := opts.Ruleset
		if camp == "" {
			camp = "twtw"
		}
		if c.String("campaign") != "" && camp != r {
			return opts, badInput("--ruleset %s: campaign %s plays ruleset %s", r, c.String("campaign"), camp)
		}
		opts.Ruleset = r
	}
	if c.String("deck") != "" {
		d, err := loadDeck(c)
		if err != nil {
			return opts, err
		}
		opts.Deck = d
	}
	if c.IsSet("timeout") {
		d := c.Duration("timeout")
		if d <= 0 || d > maxTimeout {
			return opts, badInput("--timeout %v: want more than 0 and at most 1h", d)
		}
		opts.CallTimeout = d
	}
	if c.IsSet("max-memory") {
		m := c.Int("max-memory")
		switch {
		case m == -1:
			opts.MaxMemory = -1
		case m >= 1 && m <= 1<<20:
			opts.MaxMemory = int64(m) << 20
		default:
			return opts, badInput("--max-memory %d: want 1..1048576 MiB, or -1 for no limit", m)
		}
	}
	return opts, nil
}
