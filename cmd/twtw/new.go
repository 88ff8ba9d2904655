package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"text/template"

	"github.com/urfave/cli/v2"

	"github.com/twtw/twtw/host"
)

// moduleNameRE is what a module name may be: dotted lower-case words
// (gulch.headshot), as the registry checks names.
var moduleNameRE = regexp.MustCompile(`^[a-z0-9_]+(\.[a-z0-9_]+)*$`)

func newCommand() *cli.Command {
	return &cli.Command{
		Name:  "new",
		Usage: "scaffold a house rule",
		Subcommands: []*cli.Command{{
			Name:      "module",
			Usage:     "write a module NAME (manifest and a setup showing set, wrap and on) and a spec that passes at once",
			ArgsUsage: "NAME",
			Description: "The files are DIR/BASE.lua and DIR/BASE_spec.lua, BASE being the last part of NAME (gulch.headshot →\n" +
				"headshot.lua). --campaign FILE also adds DIR to the campaign's house-rule folders. Nothing is overwritten.",
			Flags: []cli.Flag{
				&cli.StringFlag{Name: "dir", Value: ".", Usage: "write into folder `DIR` (created when missing)"},
				rulesetFlag(), campaignFlag(), jsonFlag(),
			},
			Action: newModule,
		}},
	}
}

// scaffold is what the templates are filled with.
type scaffold struct {
	Name, File, Dir, Ruleset string
	Test                     string // the command that runs the spec
	Data, Rule, Event        string // generic templates: rules of the ruleset
	Dice, Poker              bool   // generic templates: the ruleset uses dice, poker
}

func newModule(c *cli.Context) error {
	if c.NArg() != 1 {
		return badInput("new module: name the module, such as gulch.headshot")
	}
	name := c.Args().First()
	if !moduleNameRE.MatchString(name) {
		return badInput("new module %q: a module name is dotted lower-case words, letters, digits and _ (gulch.headshot)", name)
	}
	file := name[strings.LastIndexByte(name, '.')+1:]
	if strings.HasSuffix(file, "_spec") {
		return badInput("new module %s: its file would be %s.lua, which twtw test reads as a spec, not a module: name the module otherwise", name, file)
	}
	dir := c.String("dir")
	if err := host.CheckFolderName(dir); err != nil {
		return badInput("new module: %v", err)
	}
	opts, err := engineOptions(c)
	if err != nil {
		return err
	}
	e, err := newEngine(opts)
	if err != nil {
		return err
	}
	defer e.Close()
	if m, ok := e.Catalog().Module(name); ok {
		return badInput("new module %s: ruleset %s already has a module of that name (%s)", name, e.Ruleset().Name, m.Path)
	}
	s := scaffold{Name: name, File: file, Dir: dir, Ruleset: e.Ruleset().Name}
	s.Test = specCommand(c.String("campaign"), e.Ruleset().Name, dir)
	if v := e.Ruleset().Version; v != "" {
		if ver, err := host.ParseVersion(v); err == nil {
			s.Ruleset = fmt.Sprintf("%s >= %d.%d", e.Ruleset().Name, ver.Major, ver.Minor)
		}
	}
	module, spec := twtwModule, twtwSpec
	if e.Ruleset().Name != "twtw" {
		module, spec = genericModule, genericSpec
		if err := s.pickRules(e); err != nil {
			return badInput("new module: %v", err)
		}
	}
	files := []scaffoldFile{
		{filepath.Join(dir, s.File+".lua"), module},
		{filepath.Join(dir, s.File+"_spec.lua"), spec},
	}
	for _, f := range files {
		if _, err := os.Stat(f.path); err == nil {
			return badInput("new module: %s already exists (nothing was written)", f.path)
		}
	}
	written, undo, err := writeScaffold(s, dir, files, writeFile)
	if err != nil {
		return err
	}
	if camp := c.String("campaign"); camp != "" {
		if err := addFolder(c, camp, dir); err != nil {
			undo()
			return err
		}
	}
	if c.Bool("json") {
		return writeJSON(c.App.Writer, map[string]any{"module": name, "files": written})
	}
	w := c.App.Writer
	for _, f := range written {
		fmt.Fprintln(w, "wrote", f)
	}
	fmt.Fprintf(w, "run its spec:  %s\n", s.Test)
	if camp := c.String("campaign"); camp != "" {
		fmt.Fprintf(w, "switch it on:  twtw campaign enable %s %s\n", camp, name)
	}
	return nil
}

// scaffoldFile is one file of a scaffold: where it goes and its template.
type scaffoldFile struct{ path, tmpl string }

// writeScaffold writes the files of s into dir (made when missing) through
// put, each whole or not at all, and returns the paths written and an undo
// that takes them back with the folders it made. When a file cannot be
// written (an error, exit 1) it has undone itself: nothing of a refused
// scaffold is left behind, not even an empty file that blocks a retry.
func writeScaffold(s scaffold, dir string, files []scaffoldFile, put fileWriter) ([]string, func(), error) {
	created := missingDirs(dir)
	var written []string
	undo := func() {
		for _, p := range written {
			os.Remove(p)
		}
		for _, d := range created {
			os.Remove(d) // only when empty
		}
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, nil, writeError(fmt.Errorf("new module: %w", err))
	}
	for _, f := range files {
		var b strings.Builder
		if err := template.Must(template.New(f.path).Parse(f.tmpl)).Execute(&b, s); err != nil {
			undo()
			return nil, nil, err
		}
		err := put(f.path, func(w io.Writer) error {
			_, err := io.WriteString(w, b.String())
			return err
		})
		if err != nil {
			undo()
			return nil, nil, writeError(fmt.Errorf("new module: write %s: %w", f.path, err))
		}
		written = append(written, f.path)
	}
	return written, undo, nil
}

// specCommand is the command that runs the new module's spec: a folder
// outside the scripts tree plays TWTW unless told otherwise, so the module of
// another ruleset (its manifest says ruleset = "NAME >= …") needs the
// campaign that plays it or --ruleset NAME.
func specCommand(camp, ruleset, dir string) string {
	switch {
	case camp != "":
		return fmt.Sprintf("twtw test --campaign %s %s", shellQuote(camp), shellQuote(dir))
	case ruleset != "twtw":
		return fmt.Sprintf("twtw test --ruleset %s %s", ruleset, shellQuote(dir))
	}
	return "twtw test " + shellQuote(dir)
}

// addFolder adds dir to a campaign's house-rule folders (relative to the
// campaign file's folder) unless it is there already.
func addFolder(c *cli.Context, camp, dir string) error {
	cp, err := host.LoadCampaign(camp)
	if err != nil {
		return engineError(err)
	}
	rel, err := filepath.Rel(filepath.Dir(absPath(camp)), absPath(dir))
	if err != nil {
		rel = absPath(dir)
	}
	rel = filepath.ToSlash(rel)
	for _, s := range cp.Scripts {
		if filepath.Clean(s) == filepath.Clean(rel) {
			return nil
		}
	}
	if err := cp.AddScripts(rel); err != nil {
		var in *host.InputError
		if errors.As(err, &in) {
			return &cliError{code: exitBadUsed, kind: kindInput, err: err}
		}
		return engineError(err)
	}
	noteDroppedComments(c, cp)
	return nil
}

// missingDirs lists the folders MkdirAll(dir) would create, deepest first.
func missingDirs(dir string) []string {
	var out []string
	for d := filepath.Clean(dir); ; d = filepath.Dir(d) {
		if _, err := os.Stat(d); err == nil || filepath.Dir(d) == d {
			return out
		}
		out = append(out, d)
	}
}

func absPath(p string) string {
	if a, err := filepath.Abs(p); err == nil {
		return a
	}
	return p
}

// pickRules chooses a data table, a function rule and an event without
// listeners of the engine's ruleset for the generic templates.
func (s *scaffold) pickRules(e *host.Engine) error {
	heard := map[string]bool{}
	for _, r := range e.Rules() {
		switch {
		case r.Kind == "data" && s.Data == "":
			s.Data = r.Name
		case r.Kind == "function" && s.Rule == "":
			s.Rule = r.Name
		case r.Kind == "event":
			heard[r.Name] = true
		}
	}
	for _, lib := range e.Ruleset().Uses {
		s.Dice = s.Dice || lib == "dice"
		s.Poker = s.Poker || lib == "poker"
	}
	if s.Data == "" || s.Rule == "" {
		return fmt.Errorf("ruleset %s defines no data table or no rule function to build a scaffold on", e.Ruleset().Name)
	}
	on := map[string]bool{"host": true}
	for _, p := range e.Plan() {
		on[p.Name] = true
	}
	for _, ev := range e.Catalog().Events() {
		if on[ev.Module] && !heard[ev.Name] {
			s.Event = ev.Name
			break
		}
	}
	return nil
}
