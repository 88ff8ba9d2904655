package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/twtw/twtw/host"
)

// maxReportBytes caps the size of a report sim merge reads.
const maxReportBytes = 64 << 20

// simMerge is twtw sim merge FILE…: it adds up the --json reports of the
// shards of one simulation into the report of the whole, printed as the
// unsharded run would (text, --json or a --plot).
func simMerge(c *cli.Context) error {
	files := c.Args().Tail()
	if len(files) == 0 {
		return badInput("sim merge: name the --json reports of the shards (sim merge a.json b.json …)")
	}
	for _, f := range []string{"compare", "shard", "campaign", "ruleset", "csv", "keep-going", "rounds", "runs", "seed", "profile", "profile-every", "coverage"} {
		if c.IsSet(f) {
			return badInput("sim merge: --%s belongs to the runs, not to merge (merge takes --json and --plot)", f)
		}
	}
	if plot := c.String("plot"); plot != "" {
		if ext := strings.ToLower(filepath.Ext(plot)); ext != ".svg" && ext != ".png" {
			return badInput("--plot %s: want a file name ending in .svg or .png", plot)
		}
	}
	if err := outputFolders(c, readFiles(c, files, "the report"), "plot"); err != nil {
		return err
	}
	var reports []*host.SimReport
	for _, f := range files {
		st, err := os.Stat(f)
		if err != nil {
			return mergeFileError(f, err)
		}
		if st.Size() > maxReportBytes {
			return mergeFileError(f, fmt.Errorf("%s: %d bytes, more than a report can have (%d)", f, st.Size(), maxReportBytes))
		}
		b, err := os.ReadFile(f)
		if err != nil {
			return mergeFileError(f, err)
		}
		r, err := host.ReadSimReport(f, b)
		if err != nil {
			return engineError(err)
		}
		reports = append(reports, r)
	}
	merged, err := host.MergeReports(files, reports)
	if err != nil {
		return engineError(err)
	}
	if plot := c.String("plot"); plot != "" {
		if err := writePlot(plot, merged); err != nil {
			return writeError(fmt.Errorf("--plot %s: %w", plot, err))
		}
	}
	if c.Bool("json") {
		return writeReport(c, merged)
	}
	printSim(c.App.Writer, merged)
	printSimCoverage(c.App.Writer, merged)
	return nil
}

// mergeFileError is a report file sim merge cannot read: bad input naming
// the file (kind input, its file in --json's error object).
func mergeFileError(f string, err error) error {
	return engineError(&host.InputError{File: f, Err: fmt.Errorf("sim merge: %w", err)})
}
