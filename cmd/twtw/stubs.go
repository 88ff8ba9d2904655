package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"

	"github.com/urfave/cli/v2"
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
			"spec DSL, for the ruleset and campaign chosen. An existing .luarc.json keeps its other settings.",
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
			e, err := newEngine(opts)
			if err != nil {
				return err
			}
			defer e.Close()
			files, err := e.Stubs()
			if err != nil {
				return engineError(err)
			}
			written, err := writeStubs(dir, files)
			if err != nil {
				return badInput("stubs: %v", err)
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

// writeStubs writes the stub files under dir/.twtw/stubs and merges the
// editor settings into dir/.luarc.json, returning the paths written.
func writeStubs(dir string, files map[string]string) ([]string, error) {
	out := filepath.Join(dir, filepath.FromSlash(stubsFolder))
	if err := os.MkdirAll(out, 0o755); err != nil {
		return nil, err
	}
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	sort.Strings(names)
	var written []string
	for _, n := range names {
		p := filepath.Join(out, n)
		if err := os.WriteFile(p, []byte(files[n]), 0o644); err != nil {
			return nil, err
		}
		written = append(written, p)
	}
	rc := filepath.Join(dir, ".luarc.json")
	old, err := os.ReadFile(rc)
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		return nil, err
	}
	text, err := luarc(old)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", rc, err)
	}
	if err := os.WriteFile(rc, text, 0o644); err != nil {
		return nil, err
	}
	return append(written, rc), nil
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
