package main

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/twtw/twtw/host"
)

func testCommand() *cli.Command {
	return &cli.Command{
		Name:      "test",
		Usage:     "run Lua spec files (default: every spec of the built-in and campaign scripts)",
		ArgsUsage: "[PATH…]",
		Flags:     append([]cli.Flag{rulesetFlag(), campaignFlag(), strictFlag(), jsonFlag()}, specFlags()...),
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
			if err := pathRuleset(c, &opts); err != nil {
				return err
			}
			args, err := specArgs(c.Args().Slice(), &opts)
			if err != nil {
				return err
			}
			prefixes = append(prefixes, args.prefixes...)
			files := args.files
			e, err := newEngine(opts)
			if err != nil {
				return loadFailure(c, so, args, err)
			}
			e = manifestRuleset(c, opts, e)
			defer e.Close()
			if err := checkLock(c, e); err != nil {
				return err
			}
			if err := args.check(e); err != nil {
				return err
			}
			var paths []string
			if len(prefixes) > 0 || len(files) == 0 {
				paths = e.SpecPaths(prefixes...)
			}
			paths = uniquePaths(append(paths, files...))
			if len(paths) == 0 {
				under := c.Args().Slice()
				if len(under) == 0 { // --only-campaign: the campaign's folders
					under = append(under, "the folders of campaign "+c.String("campaign"))
				}
				return badInput("test: no spec files (*_spec.lua) under %s", strings.Join(under, ", "))
			}
			rep, err := e.RunSpecsWith(context.Background(), paths, c.App.Writer, so)
			if err != nil {
				return engineError(err)
			}
			if rep.Passed+rep.Failed+rep.Errors+rep.Pending == 0 {
				// a selection that selects nothing is a mistake (a typo in a CI
				// job's --filter), not a pass: exit 2, after the empty report
				return badInput("test: no test matched the --tags, --exclude-tags, --filter and --filter-out given")
			}
			return specFailure(rep)
		},
	}
}

// loadFailure is twtw test's answer to scripts that do not load at all
// (New refused them: a syntax error or a bad manifest beside the specs): the
// report still comes, each spec file on disk named failing at (loading) with
// the error, then the error itself (exit 2, kind script).
func loadFailure(c *cli.Context, so host.SpecOptions, args specTargets, err error) error {
	err = engineError(err)
	var ce *cliError
	if !errors.As(err, &ce) || ce.kind != kindScript || len(args.disk) == 0 {
		return err
	}
	if _, werr := host.SpecLoadFailure(args.disk, c.App.Writer, so, err); werr != nil {
		return &cliError{code: exitFailed, kind: kindError, err: werr}
	}
	return err
}

// specTargets are the PATH arguments of twtw test: the script prefixes whose
// specs run (folders and paths of the embedded scripts) and single spec files.
type specTargets struct {
	// disk maps each spec file on disk the arguments name (a file, or one
	// in a folder) from its load path to its path as named
	disk            map[string]string
	prefixes, files []string
	// named are the arguments that name folders (on disk or of the embedded
	// scripts), each with its prefix and whether it is on disk.
	named []namedPrefix
}

// namedPrefix is one folder argument of twtw test.
type namedPrefix struct {
	arg, prefix string
	onDisk      bool
}

// check refuses an argument under which there is no spec file: a misspelled
// path must not leave its specs out of the run unnoticed.
func (t specTargets) check(e *host.Engine) error {
	for _, n := range t.named {
		if len(e.SpecPaths(n.prefix)) > 0 {
			continue
		}
		if n.onDisk {
			return badInput("test %s: no spec files (*_spec.lua) in this folder", n.arg)
		}
		return badInput("test %s: no such file or folder, nor a folder or spec file of the built-in scripts", n.arg)
	}
	return nil
}

// specArgs reads the PATH arguments of twtw test, adding a layer to opts for
// each folder on disk (and for the folder of each spec file). A folder loads
// under its own name, so two folders of one name would shadow each other's
// files: that is refused naming both, as a campaign refuses it; the same
// folder named twice (or also by the campaign) loads once.
func specArgs(args []string, opts *host.Options) (specTargets, error) {
	var out specTargets
	mounts := campaignMounts(opts.Campaign)
	mount := func(p, dir string) (string, error) {
		l, pre, err := host.FolderLayer(dir)
		if err != nil {
			return "", badInput("test %s: %v", p, err)
		}
		abs, err := filepath.Abs(dir)
		if err != nil {
			return "", badInput("test %s: %v", p, err)
		}
		switch had, ok := mounts[pre]; {
		case !ok:
			mounts[pre] = folderMount{dir: abs, arg: dir}
			opts.Layers = append(opts.Layers, l)
		case had.dir != abs:
			return "", badInput("test %s: %s and %s would both load as %s (folders load under their own names): rename one, or test them one at a time", p, had.arg, dir, pre)
		}
		return pre, nil
	}
	for _, p := range args {
		st, err := os.Stat(p)
		switch {
		case err == nil && st.IsDir():
			pre, err := mount(p, p)
			if err != nil {
				return out, err
			}
			out.prefixes = append(out.prefixes, pre)
			out.named = append(out.named, namedPrefix{arg: p, prefix: pre, onDisk: true})
			out.specsOnDisk(p, pre)
		case err == nil:
			if !strings.HasSuffix(p, "_spec.lua") {
				return out, badInput("test %s: a spec file's name ends in _spec.lua", p)
			}
			pre, err := mount(p, filepath.Dir(p))
			if err != nil {
				return out, err
			}
			out.files = append(out.files, pre+filepath.Base(p))
			out.addDisk(pre+filepath.Base(p), p)
		case errors.Is(err, os.ErrNotExist):
			out.prefixes = append(out.prefixes, filepath.ToSlash(p)) // a path of the embedded scripts
			out.named = append(out.named, namedPrefix{arg: p, prefix: filepath.ToSlash(p)})
		default:
			return out, badInput("test %s: %v", p, err)
		}
	}
	return out, nil
}

// addDisk notes a spec file's load path and its path on disk.
func (t *specTargets) addDisk(load, disk string) {
	if t.disk == nil {
		t.disk = map[string]string{}
	}
	t.disk[load] = disk
}

// specsOnDisk notes the spec files under the folder dir, which loads under
// prefix: the files below it keep their paths, and hidden ones (".x") are
// not loaded, as a layer reads a folder.
func (t *specTargets) specsOnDisk(dir, prefix string) {
	_ = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		switch {
		case err != nil:
			return nil
		case p != dir && strings.HasPrefix(d.Name(), "."):
			if d.IsDir() {
				return fs.SkipDir
			}
			return nil
		case d.IsDir() || !strings.HasSuffix(p, "_spec.lua"):
			return nil
		}
		if rel, err := filepath.Rel(dir, p); err == nil {
			t.addDisk(prefix+filepath.ToSlash(rel), p)
		}
		return nil
	})
}

// folderMount is the folder on disk a script prefix loads from, and how it
// was named (a PATH argument, or a campaign's scripts entry).
type folderMount struct{ dir, arg string }

// campaignMounts are the prefixes the campaign's folders on disk load under.
func campaignMounts(camp *host.Campaign) map[string]folderMount {
	out := map[string]folderMount{}
	if camp == nil {
		return out
	}
	for _, f := range camp.Folders() {
		if f.Builtin {
			out[f.Mount+"/"] = folderMount{dir: f.Entry, arg: f.Entry}
			continue
		}
		abs, err := filepath.Abs(f.Dir)
		if err != nil {
			abs = f.Dir
		}
		out[f.Mount+"/"] = folderMount{dir: abs, arg: f.Dir + " (campaign " + camp.Path + ")"}
	}
	return out
}

// uniquePaths drops the spec paths named again (a file also under a folder
// named), keeping the first of each.
func uniquePaths(paths []string) []string {
	seen := map[string]bool{}
	out := paths[:0]
	for _, p := range paths {
		if !seen[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	return out
}

// pathRuleset plays the ruleset whose own tree holds the folders and spec
// files named (twtw test scripts/rulesets/ticks/houserules plays ticks) when
// neither --ruleset nor --campaign chose one; paths of two rulesets, or of
// another ruleset than the one chosen, are bad usage.
func pathRuleset(c *cli.Context, opts *host.Options) error {
	var found, from string
	for _, p := range c.Args().Slice() {
		st, err := os.Stat(p)
		if err != nil {
			continue // reported by the caller's loop
		}
		dir := p
		if !st.IsDir() {
			dir = filepath.Dir(p)
		}
		r := host.FolderRuleset(dir)
		if r == "" {
			continue
		}
		if found != "" && r != found {
			return badInput("test: %s is of ruleset %s and %s of ruleset %s; test one ruleset at a time", from, found, p, r)
		}
		found, from = r, p
	}
	chosen := opts.Ruleset
	if chosen == "" && (c.String("ruleset") != "" || c.String("campaign") != "") {
		chosen = "twtw"
	}
	switch {
	case found == "":
	case chosen == "":
		opts.Ruleset = found
	case chosen != found:
		return badInput("test: %s is of ruleset %s, but ruleset %s is played (--ruleset %s to test it)", from, found, chosen, found)
	}
	return nil
}

// manifestRuleset returns an engine of the ruleset the folders' modules say
// they are for, when no --ruleset, --campaign or scripts tree chose one and
// it is not e's (twtw test my.rules, whose modules say ruleset = "ticks",
// plays ticks); else e. A ruleset that cannot be built leaves e, whose specs
// then say why they cannot load.
func manifestRuleset(c *cli.Context, opts host.Options, e *host.Engine) *host.Engine {
	if opts.Ruleset != "" || c.String("ruleset") != "" || c.String("campaign") != "" {
		return e
	}
	rs := e.FolderModulesRuleset()
	if rs == "" || rs == e.Ruleset().Name {
		return e
	}
	opts.Ruleset = rs
	other, err := host.New(opts)
	if err != nil {
		return e
	}
	e.Close()
	return other
}

// newEngine builds the rules engine, mapping bad input and a script that
// does not load to exit 2.
func newEngine(opts host.Options) (*host.Engine, error) {
	e, err := host.New(opts)
	if err != nil {
		return nil, engineError(err)
	}
	return e, nil
}

// specFailure is the outcome of a spec run: nil when nothing failed or
// raised an error; exit 2 (kind script) when a spec file could not be
// loaded, as for any script that does not load; else exit 1 (kind test).
// The report has said it all, so the text mode prints nothing more.
func specFailure(rep *host.SpecReport) error {
	if rep.Failed+rep.Errors == 0 {
		return nil
	}
	var unloaded []string
	var first *host.SpecResult
	for i, r := range rep.Results {
		if r.Name == host.SpecLoading && !r.OK {
			unloaded = append(unloaded, r.File)
			if first == nil {
				first = &rep.Results[i]
			}
		}
	}
	if len(unloaded) > 0 {
		// at the fault: a module's setup beside the spec, or the spec itself
		file, line := first.FaultFile, first.FaultLine
		if file == "" {
			file, line = first.Path, firstLine(first)
		}
		return &cliError{code: exitBadUsed, kind: kindScript, quiet: true,
			err: &host.InputError{File: file, Line: line,
				Err: fmt.Errorf("%d spec file(s) could not be loaded: %s", len(unloaded), strings.Join(unloaded, ", "))}}
	}
	return &cliError{code: exitFailed, kind: kindTest, quiet: true, err: errors.New(failedTests(rep))}
}

// failedTests says how many of the tests run failed and how many raised
// an error: "1 of 3 tests failed", "1 of 3 tests failed and 1 raised an
// error", "2 of 3 tests raised an error".
func failedTests(rep *host.SpecReport) string {
	total := rep.Passed + rep.Failed + rep.Errors
	switch {
	case rep.Errors == 0:
		return fmt.Sprintf("%d of %d tests failed", rep.Failed, total)
	case rep.Failed == 0:
		return fmt.Sprintf("%d of %d tests raised an error", rep.Errors, total)
	}
	return fmt.Sprintf("%d of %d tests failed and %d raised an error", rep.Failed, total, rep.Errors)
}

// luaAt finds the file:line a Lua error message starts at or quotes.
var luaAt = regexp.MustCompile(`([^\s:"]+\.lua):(\d+):`)

// firstLine is the line of the first file:line the error of a spec file
// that did not load names in that file (0: none): --json's error object
// locates the failure at the spec, as the report's own result does.
func firstLine(r *host.SpecResult) int {
	for _, m := range luaAt.FindAllStringSubmatch(r.Err, -1) {
		if m[1] == r.File {
			n, _ := strconv.Atoi(m[2])
			return n
		}
	}
	return 0
}
