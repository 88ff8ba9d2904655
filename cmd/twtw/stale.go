package main

import (
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/twtw/twtw/host"
)

// strictFlag is --strict of the commands that run a campaign's rules.
func strictFlag() cli.Flag {
	return &cli.BoolFlag{Name: "strict", Usage: "refuse (exit 2) a --campaign whose scripts changed since they were locked, or that has no lock, instead of warning"}
}

// checkLock warns on stderr, once for each change, when what --campaign
// plays changed since the campaign locked it (a module's file or a library
// it loads edited, a version bumped, a module on that the lock lacks, the
// built-in rules of another twtw build, the deck file, a folder's file no
// module loads); with --strict it refuses to run instead (exit 2). After
// review, `twtw campaign lock FILE` accepts the changes. A campaign with no
// lock at all (written by hand, never locked) is unlocked: it gets no
// warning, and --strict refuses it, saying how to lock it (decided here:
// --strict promises rules a judge accepted, and nobody accepted these).
func checkLock(c *cli.Context, e *host.Engine) error {
	path := c.String("campaign")
	if path == "" {
		return nil
	}
	camp, err := host.LoadCampaign(path)
	if err != nil {
		return engineError(err)
	}
	accept := "twtw campaign lock " + shellQuote(path)
	if !camp.Locked() {
		if !c.Bool("strict") {
			return nil
		}
		return &cliError{code: exitBadUsed, kind: kindStale, err: &host.InputError{
			Err:  fmt.Errorf("campaign %s has no lock; --strict refuses it: review its scripts, then record them with: %s", path, accept),
			File: path,
		}}
	}
	stale := camp.StaleLocks(e.CampaignModules())
	if len(stale) == 0 {
		return nil
	}
	if c.Bool("strict") {
		why := make([]string, len(stale))
		for i, s := range stale {
			why[i] = s.String()
		}
		s := stale[0]
		return &cliError{code: exitBadUsed, kind: kindStale, err: &host.InputError{
			Err:  fmt.Errorf("campaign %s changed since it was locked (%s); --strict refuses it: review the change, then accept it with: %s", path, strings.Join(why, "; "), accept),
			File: path, Line: s.Line, Field: s.Field,
		}}
	}
	for _, s := range stale {
		warn(c.App.ErrWriter, c.Bool("json"), errorJSON{
			Message: fmt.Sprintf("campaign %s: %s; review it, then accept it with: %s", path, s, accept),
			Kind:    kindStale, File: path, Line: s.Line, Field: s.Field,
		})
	}
	return nil
}
