package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"

	"github.com/urfave/cli/v2"

	"github.com/twtw/twtw/host"
)

// stubsFolder is where twtw stubs writes the annotation files, inside the
// workspace folder. It is hidden, so a house-rule folder that holds it never
// loads the stubs as scripts.
const stubsFolder = ".twtw/stubs"

func stubsCommand() *cli.Command {
	return &cli.Command{
		Name:  "stubs",
		Usage: "write lua-language-server annotations of the rules (DIR/" + stubsFolder + "/*.lua) and a DIR/.luarc.json that points the editor at them",
		Description: "DIR (default: the current folder) is the folder you edit house rules in. The stubs annotate every api\n" +
			"function, every rule with its doc and signature, each data table's shape, each event with its fields and the\n" +
			"spec DSL, for the ruleset and campaign chosen (neither chosen: the ruleset the folder's modules name, else twtw),\n" +
			"with the folder's own modules on, so their rules are annotated too; a folder that does not load fails.\n" +
			"An existing .luarc.json keeps its other settings.",
		ArgsUsage: "[DIR]",
		Flags:     []cli.Flag{rulesetFlag(), campaignFlag(), jsonFlag()},
		Action: func(c *cli.Context) error {
			if c.NArg() > 1 {
				return badInput("stubs: name one folder, got %d", c.NArg())
			}
			dir := c.Args().First()
			if dir == "" {
				dir = "."
			}
			opts, err := engineOptions(c)
			if err != nil {
				return err
			}
			if c.String("ruleset") == "" && c.String("campaign") == "" {
				opts.Ruleset = folderRuleset(opts, dir)
			}
			e, err := stubsEngine(c, opts, dir)
			if err != nil {
				return err
			}
			defer e.Close()
			files, err := e.Stubs()
			if err != nil {
				return engineError(err)
			}
			written, err := writeStubs(dir, files, writeFile)
			if err != nil {
				return err
			}
			if c.Bool("json") {
				return writeJSON(c.App.Writer, map[string]any{"files": written})
			}
			for _, f := range written {
				fmt.Fprintln(c.App.Writer, "wrote", f)
			}
			return nil
		},
	}
}

// stubsEngine is the engine whose rules the stubs of folder dir annotate:
// opts with the folder loaded (unless the campaign loads it already) and
// its modules switched on, so that the rules they define are stubbed too. A
// folder that does not load, or whose modules do not set up, is an error
// (exit 2, at its file:line); a module that cannot be on beside the others
// is left off with a warning. A folder that does not exist yet is made by
// the stubs, with the rules of opts.
func stubsEngine(c *cli.Context, opts host.Options, dir string) (*host.Engine, error) {
	if _, err := os.Stat(dir); errors.Is(err, fs.ErrNotExist) {
		return newEngine(opts) // a folder to start: the stubs make it, and it has no modules yet
	}
	l, pre, err := host.FolderLayer(dir)
	if err != nil {
		return nil, engineError(fmt.Errorf("stubs: %w", err))
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, badInput("stubs %s: %v", dir, err)
	}
	switch had, ok := campaignMounts(opts.Campaign)[pre]; {
	case !ok:
		opts.Layers = append(opts.Layers, l)
	case had.dir != abs:
		return nil, badInput("stubs %s: %s and %s would both load as %s (folders load under their own names): rename one", dir, had.arg, dir, pre)
	}
	layer := l.Name
	for _, x := range opts.Layers {
		if x.Prefix == pre {
			layer = x.Name // the campaign's own mount of the folder
		}
	}
	e, err := newEngine(opts)
	if err != nil {
		return nil, err
	}
	on, clashes, err := e.WithModulesOf(layer)
	e.Close()
	if err != nil {
		return nil, engineError(fmt.Errorf("stubs %s: %w", dir, err))
	}
	for _, msg := range clashes {
		warn(c.App.ErrWriter, c.Bool("json"), errorJSON{Message: "stubs: left off, its rules not annotated: " + msg, Kind: kindInput})
	}
	return newEngine(on)
}

// folderRuleset is the ruleset a house-rule folder's stubs are for when no
// --ruleset or --campaign says: the one whose scripts tree holds it, else the
// one its modules' manifests name (ruleset = "ticks >= 1.0"), else
// opts.Ruleset: the stubs of a ticks folder were TWTW's, with TWTW's rules and
// events, and no word.
func folderRuleset(opts host.Options, dir string) string {
	if rs := host.FolderRuleset(dir); rs != "" {
		return rs
	}
	l, _, err := host.FolderLayer(dir)
	if err != nil {
		return opts.Ruleset
	}
	opts.Layers = append(opts.Layers, l)
	e, err := host.New(opts)
	if err != nil {
		return opts.Ruleset // the folder's own errors are the test command's to report
	}
	defer e.Close()
	if rs := e.FolderModulesRuleset(); rs != "" {
		return rs
	}
	return opts.Ruleset
}

// fileWriter writes a file whole or not at all (writeFile; a test's
// wrapper fails as a full disk would).
type fileWriter func(name string, write func(io.Writer) error) error

// writeStubs writes the stub files under dir/.twtw/stubs and merges the
// editor settings into dir/.luarc.json, returning the paths written. An
// existing .luarc.json that cannot be merged into is refused before
// anything is written (exit 2); a file that cannot be written is an error
// (exit 1) that leaves each file as it was or whole.
func writeStubs(dir string, files map[string]string, put fileWriter) ([]string, error) {
	rc := filepath.Join(dir, ".luarc.json")
	old, err := os.ReadFile(rc)
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		return nil, &cliError{code: exitBadUsed, kind: kindInput, err: fmt.Errorf("stubs: %w", err)}
	}
	text, err := luarc(old)
	if err != nil {
		return nil, engineError(&host.InputError{File: rc, Err: fmt.Errorf("stubs: %s: %w", rc, err)})
	}
	out := filepath.Join(dir, filepath.FromSlash(stubsFolder))
	if err := os.MkdirAll(out, 0o755); err != nil {
		return nil, writeError(fmt.Errorf("stubs: %w", err))
	}
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	sort.Strings(names)
	var written []string
	for _, n := range names {
		p := filepath.Join(out, n)
		if err := putBytes(put, p, []byte(files[n])); err != nil {
			return nil, err
		}
		written = append(written, p)
	}
	if err := putBytes(put, rc, text); err != nil {
		return nil, err
	}
	return append(written, rc), nil
}

// putBytes writes b into the file name through put; a failure is an error
// (exit 1) naming the file.
func putBytes(put fileWriter, name string, b []byte) error {
	err := put(name, func(w io.Writer) error {
		_, err := w.Write(b)
		return err
	})
	if err != nil {
		return writeError(fmt.Errorf("stubs: write %s: %w", name, err))
	}
	return nil
}

// luarc returns lua-language-server settings for the sandbox — Lua 5.1,
// the stubs as a library, the libraries scripts cannot reach switched off —
// merged into an existing .luarc.json (whose other settings are kept).
func luarc(old []byte) ([]byte, error) {
	cfg := map[string]any{}
	if len(bytes.TrimSpace(old)) > 0 {
		if err := json.Unmarshal(old, &cfg); err != nil {
			return nil, fmt.Errorf("not JSON, so not merged into: %v", err)
		}
	}
	cfg["$schema"] = "https://raw.githubusercontent.com/LuaLS/vscode-lua/master/setting/schema.json"
	cfg["runtime.version"] = "Lua 5.1"
	builtin, _ := cfg["runtime.builtin"].(map[string]any)
	if builtin == nil {
		builtin = map[string]any{}
	}
	for _, lib := range []string{"io", "os", "debug", "package", "coroutine"} {
		builtin[lib] = "disable" // the sandbox leaves them out (host/vm)
	}
	cfg["runtime.builtin"] = builtin
	lib, _ := cfg["workspace.library"].([]any)
	has := false
	for _, l := range lib {
		has = has || l == stubsFolder
	}
	if !has {
		lib = append(lib, stubsFolder)
	}
	cfg["workspace.library"] = lib
	cfg["workspace.checkThirdParty"] = false
	text, err := json.MarshalIndent(cfg, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(text, '\n'), nil
}
