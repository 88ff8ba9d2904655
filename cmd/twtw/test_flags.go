package main

import (
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/twtw/twtw/host"
)

// specFlags are the flags of `twtw test` that choose tests and the report.
func specFlags() []cli.Flag {
	return []cli.Flag{
		&cli.StringSliceFlag{Name: "tags", Aliases: []string{"t"}, Usage: "run only the tests with one of these #`TAGS` in their describe › it path (comma-separated or repeated)"},
		&cli.StringSliceFlag{Name: "exclude-tags", Usage: "leave out the tests with one of these #`TAGS`"},
		&cli.GenericFlag{Name: "filter", Value: &repeated{}, Usage: "run only the tests whose describe › it path contains `PATTERN` (plain text or a Lua pattern; repeatable)"},
		&cli.GenericFlag{Name: "filter-out", Value: &repeated{}, Usage: "leave out the tests whose path contains `PATTERN` (repeatable)"},
		&cli.StringFlag{Name: "format", Aliases: []string{"o"}, Value: host.SpecFormatText, Usage: "report as `FORMAT`: " + strings.Join(host.SpecFormats(), ", ")},
		&cli.BoolFlag{Name: "only-campaign", Usage: "run only the specs of the --campaign's own script folders"},
		&cli.BoolFlag{Name: "verbose", Aliases: []string{"v"}, Usage: "one line per test (text format)"},
	}
}

// specOptions reads the spec flags; --json is --format json. An unknown
// format, or --json with another --format, is bad usage.
func specOptions(c *cli.Context) (host.SpecOptions, error) {
	o := host.SpecOptions{
		Tags:        splitList(c.StringSlice("tags")),
		ExcludeTags: splitList(c.StringSlice("exclude-tags")),
		Filter:      repeatedValues(c, "filter"),
		FilterOut:   repeatedValues(c, "filter-out"),
		Format:      c.String("format"),
		Verbose:     c.Bool("verbose"),
	}
	if c.Bool("json") {
		if c.IsSet("format") && o.Format != host.SpecFormatJSON {
			return o, badInput("test: --json reports as --format json, not %q: give one of them", o.Format)
		}
		o.Format = host.SpecFormatJSON
	}
	for _, f := range host.SpecFormats() {
		if o.Format == f {
			return o, nil
		}
	}
	return o, badInput("test: unknown --format %q (one of %s)", o.Format, strings.Join(host.SpecFormats(), ", "))
}

// splitList splits comma-separated values ("a,b") and drops a leading "#".
func splitList(vals []string) []string {
	var out []string
	for _, v := range vals {
		for _, x := range strings.Split(v, ",") {
			if x = strings.TrimPrefix(strings.TrimSpace(x), "#"); x != "" {
				out = append(out, x)
			}
		}
	}
	return out
}

// repeated is a flag value that may be given more than once; unlike a
// StringSliceFlag it does not split at commas (a pattern may hold one).
type repeated struct{ vals []string }

// Set adds one value.
func (r *repeated) Set(v string) error {
	r.vals = append(r.vals, v)
	return nil
}

// String joins the values for the help text.
func (r *repeated) String() string { return strings.Join(r.vals, " ") }

func repeatedValues(c *cli.Context, name string) []string {
	if r, ok := c.Generic(name).(*repeated); ok {
		return r.vals
	}
	return nil
}

// campaignPrefixes are the script prefixes of the campaign's own folders
// under --only-campaign (none otherwise): those specs alone run.
func campaignPrefixes(c *cli.Context, opts host.Options) ([]string, error) {
	if !c.Bool("only-campaign") {
		return nil, nil
	}
	if c.String("campaign") == "" {
		return nil, badInput("test: --only-campaign needs --campaign FILE")
	}
	var out []string
	for _, l := range opts.Layers {
		if strings.HasPrefix(l.Name, "campaign:") && l.Prefix != "" {
			out = append(out, l.Prefix)
		}
	}
	if len(out) == 0 {
		return nil, badInput("test: campaign %s has no script folders of its own (campaign scripts FILE add DIR)", c.String("campaign"))
	}
	return out, nil
}
