package main

import (
	"github.com/urfave/cli/v2"

	"github.com/twtw/twtw/host"
)

// campaignFlag is the --campaign flag of the commands that run rules.
func campaignFlag() cli.Flag {
	return &cli.StringFlag{Name: "campaign", Aliases: []string{"c"}, Usage: "use the modules, options, house rules and deck of campaign `FILE`"}
}

// engineOptions reads --campaign and the global --deck into engine options.
func engineOptions(c *cli.Context) (host.Options, error) {
	var opts host.Options
	if path := c.String("campaign"); path != "" {
		camp, err := host.LoadCampaign(path)
		if err != nil {
			return opts, engineError(err)
		}
		if opts, err = camp.EngineOptions(); err != nil {
			return opts, engineError(err)
		}
	}
	if c.String("deck") != "" {
		d, err := loadDeck(c)
		if err != nil {
			return opts, err
		}
		opts.Deck = d
	}
	return opts, nil
}
