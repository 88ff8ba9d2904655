package main

import (
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/twtw/twtw/host"
)

// strictFlag is --strict of the commands that run a campaign's rules.
func strictFlag() cli.Flag {
	return &cli.BoolFlag{Name: "strict", Usage: "refuse (exit 2) a --campaign whose scripts changed since they were locked, instead of warning"}
}

// checkLock warns on stderr, once per module, when --campaign's modules
// changed since the campaign locked them (a file edited, a version bumped, a
// module on that the lock lacks); with --strict it refuses to run instead
// (exit 2). After review, `twtw campaign lock FILE` accepts the changes. A
// campaign with no lock at all (written by hand, never locked) has nothing
// to compare with and gets no warning.
func checkLock(c *cli.Context, e *host.Engine) error {
	path := c.String("campaign")
	if path == "" {
		return nil
	}
	camp, err := host.LoadCampaign(path)
	if err != nil {
		return engineError(err)
	}
	if len(camp.Lock) == 0 {
		return nil
	}
	stale := camp.StaleLocks(e.CampaignModules())
	if len(stale) == 0 {
		return nil
	}
	accept := "twtw campaign lock " + shellQuote(path)
	if c.Bool("strict") {
		why := make([]string, len(stale))
		for i, s := range stale {
			why[i] = s.Module + ": " + s.Reason
		}
		s := stale[0]
		return &cliError{code: exitBadUsed, kind: kindStale, err: &host.InputError{
			Err:  fmt.Errorf("campaign %s changed since it was locked (%s); --strict refuses it: review the change, then accept it with: %s", path, strings.Join(why, "; "), accept),
			File: path, Line: s.Line, Field: s.Field,
		}}
	}
	for _, s := range stale {
		warn(c.App.ErrWriter, c.Bool("json"), errorJSON{
			Message: fmt.Sprintf("campaign %s: %s: %s; review it, then accept it with: %s", path, s.Module, s.Reason, accept),
			Kind:    kindStale, File: path, Line: s.Line, Field: s.Field,
		})
	}
	return nil
}
