package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/twtw/twtw/host"
)

func testCommand() *cli.Command {
	return &cli.Command{
		Name:      "test",
		Usage:     "run Lua spec files (default: every spec of the built-in and campaign scripts)",
		ArgsUsage: "[PATH…]",
		Flags:     append([]cli.Flag{rulesetFlag(), campaignFlag(), jsonFlag()}, specFlags()...),
		Action: func(c *cli.Context) error {
			so, err := specOptions(c)
			if err != nil {
				return err
			}
			opts, err := engineOptions(c)
			if err != nil {
				return err
			}
			prefixes, err := campaignPrefixes(c, opts)
			if err != nil {
				return err
			}
			var files []string
			for _, p := range c.Args().Slice() {
				st, err := os.Stat(p)
				switch {
				case err == nil && st.IsDir():
					l, pre, err := host.FolderLayer(p)
					if err != nil {
						return badInput("test %s: %v", p, err)
					}
					opts.Layers = append(opts.Layers, l)
					prefixes = append(prefixes, pre)
				case err == nil:
					if !strings.HasSuffix(p, "_spec.lua") {
						return badInput("test %s: a spec file's name ends in _spec.lua", p)
					}
					l, pre, err := host.FolderLayer(filepath.Dir(p))
					if err != nil {
						return badInput("test %s: %v", p, err)
					}
					opts.Layers = append(opts.Layers, l)
					files = append(files, pre+filepath.Base(p))
				case errors.Is(err, os.ErrNotExist):
					prefixes = append(prefixes, filepath.ToSlash(p)) // a path of the embedded scripts
				default:
					return badInput("test %s: %v", p, err)
				}
			}
			e, err := newEngine(opts)
			if err != nil {
				return err
			}
			defer e.Close()
			var paths []string
			if len(prefixes) > 0 || len(files) == 0 {
				paths = e.SpecPaths(prefixes...)
			}
			paths = append(paths, files...)
			if len(paths) == 0 {
				return badInput("test: no spec files (*_spec.lua) under %s", strings.Join(c.Args().Slice(), ", "))
			}
			rep, err := e.RunSpecsWith(context.Background(), paths, c.App.Writer, so)
			if err != nil {
				return engineError(err)
			}
			if rep.Passed+rep.Failed+rep.Pending == 0 {
				fmt.Fprintln(c.App.ErrWriter, "twtw test: no test matched the --tags, --exclude-tags, --filter and --filter-out given")
			}
			if rep.Failed > 0 {
				return cli.Exit("", exitFailed)
			}
			return nil
		},
	}
}

// newEngine builds the rules engine, mapping bad input to exit 2 and script
// errors to exit 1.
func newEngine(opts host.Options) (*host.Engine, error) {
	e, err := host.New(opts)
	if err != nil {
		return nil, engineError(err)
	}
	return e, nil
}

// engineError maps an engine error to the CLI's exit codes: bad input 2, a
// rule (script) error 1.
func engineError(err error) error {
	var in *host.InputError
	if errors.As(err, &in) {
		return cli.Exit(err.Error(), exitBadUsed)
	}
	var se *host.ScriptError
	var st *host.StopError
	if errors.As(err, &se) || errors.As(err, &st) {
		return cli.Exit(err.Error(), exitFailed)
	}
	return cli.Exit(fmt.Sprint(err), exitFailed)
}
