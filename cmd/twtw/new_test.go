package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"text/template"

	"github.com/twtw/twtw/host"
)

// twtw new module writes a module and a spec that passes at once, in a
// folder whose name has a dot; a misspelt manifest
// key then fails with one line and a suggestion.
func TestNewModuleScaffold(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "my.rules")
	out := campaignOK(t, "new", "module", "gulch.headshot", "--dir", dir)
	for _, f := range []string{"headshot.lua", "headshot_spec.lua"} {
		if !strings.Contains(out, "wrote "+filepath.Join(dir, f)) {
			t.Errorf("output %q does not name %s", out, f)
		}
	}
	out = campaignOK(t, "test", dir)
	if !strings.HasSuffix(out, "4 passed, 0 failed\n") {
		t.Errorf("twtw test %s:\n%s\nwant 4 passed, 0 failed", dir, out)
	}
	_, errs, code := campaignRun(t, "new", "module", "gulch.headshot", "--dir", dir)
	if code != exitBadUsed || !strings.Contains(errs, filepath.Join(dir, "headshot.lua")+" already exists (nothing was written)") {
		t.Errorf("a second scaffold: exit %d, %q", code, errs)
	}

	file := filepath.Join(dir, "headshot.lua")
	text, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ from, to, want string }{
		{"requires = {}", "requries = {}", `twtw: my_rules/headshot.lua:11: requries: unknown field; did you mean "requires"?` + "\n"},
		{`version = "0.1.0"`, `version = "0.1"`, `twtw: my_rules/headshot.lua:7: manifest field "version": "0.1" is not a semantic version: want MAJOR.MINOR.PATCH, such as "1.0.0"` + "\n"},
	} {
		bad := strings.Replace(string(text), tc.from, tc.to, 1)
		if err := os.WriteFile(file, []byte(bad), 0o644); err != nil {
			t.Fatal(err)
		}
		_, errs, code := campaignRun(t, "test", dir)
		if code != exitBadUsed || errs != tc.want {
			t.Errorf("%s → %s: exit %d, stderr %q; want 2 and %q", tc.from, tc.to, code, errs, tc.want)
		}
	}
	for _, tc := range []struct{ from, to, want string }{
		{`api.on("wound.applied"`, `api.on("wound.aplied"`, `on "wound.aplied": no module declares event "wound.aplied"; did you mean "wound.applied"?`},
		{`api.wrap("ranged.tn"`, `api.wrap("ranged.tm"`, `wrap "ranged.tm": no such rule; did you mean "ranged.tn"?`},
	} {
		bad := strings.Replace(string(text), tc.from, tc.to, 1)
		if err := os.WriteFile(file, []byte(bad), 0o644); err != nil {
			t.Fatal(err)
		}
		out, _, code := campaignRun(t, "test", dir)
		// A module that does not set up is a script that does not load: exit
		// 2, as from every command (README "Exit codes and errors").
		if code != exitBadUsed || !strings.Contains(out, tc.want) || !strings.HasSuffix(out, "0 passed, 1 failed (1 error)\n") {
			t.Errorf("%s → %s: exit %d, output %q; want 2 and %q", tc.from, tc.to, code, out, tc.want)
		}
	}
}

// --campaign adds the folder to the campaign, whose fights can then switch
// the module on.
func TestNewModuleInCampaign(t *testing.T) {
	root := t.TempDir()
	camp := filepath.Join(root, "gulch.toml")
	campaignOK(t, "campaign", "new", camp)
	out := campaignOK(t, "new", "module", "gulch.headshot", "--dir", filepath.Join(root, "gulch-rules"), "--campaign", camp)
	if !strings.Contains(out, "switch it on:  twtw campaign enable "+camp+" gulch.headshot") {
		t.Errorf("output %q does not say how to switch it on", out)
	}
	text, err := os.ReadFile(camp)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(text), "scripts = [\n  \"gulch-rules\",\n]") {
		t.Errorf("campaign file:\n%s\nwant scripts = [ \"gulch-rules\" ]", text)
	}
	campaignOK(t, "campaign", "enable", camp, "gulch.headshot")
	if out := campaignOK(t, "test", "--campaign", camp, filepath.Join(root, "gulch-rules")); !strings.HasSuffix(out, "4 passed, 0 failed\n") {
		t.Errorf("specs under the campaign:\n%s", out)
	}
}

// The scaffold of another ruleset than TWTW says how to run its spec: a
// folder outside the scripts tree plays TWTW, where the module's manifest
// (ruleset = "shootout >= 1.0") refuses to load, so the command it prints,
// and the spec's own header, name the ruleset (or the campaign); that
// command passes.
func TestNewModuleOtherRulesetSaysHowToTest(t *testing.T) {
	for rs, want := range map[string]string{"percentile": "3 passed", "shootout": "4 passed", "ticks": "3 passed"} {
		t.Run(rs, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "posse")
			out := campaignOK(t, "new", "module", "posse.grit", "--dir", dir, "--ruleset", rs)
			hint := "twtw test --ruleset " + rs + " " + dir
			if !strings.HasSuffix(out, "run its spec:  "+hint+"\n") {
				t.Errorf("output %q; want it to end with run its spec:  %s", out, hint)
			}
			spec, err := os.ReadFile(filepath.Join(dir, "grit_spec.lua"))
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(string(spec), "\n-- "+hint+" runs them.\n") {
				t.Errorf("grit_spec.lua does not say %q:\n%s", hint, spec)
			}
			if out := campaignOK(t, "test", "--ruleset", rs, dir); !strings.HasSuffix(out, want+", 0 failed\n") {
				t.Errorf("%s:\n%s\nwant %s, 0 failed", hint, out, want)
			}
		})
	}
	root := t.TempDir()
	camp := filepath.Join(root, "posse.toml")
	campaignOK(t, "campaign", "new", camp, "--ruleset", "shootout")
	dir := filepath.Join(root, "posse")
	out := campaignOK(t, "new", "module", "posse.grit", "--dir", dir, "--campaign", camp)
	if hint := "run its spec:  twtw test --campaign " + camp + " " + dir + "\n"; !strings.Contains(out, hint) {
		t.Errorf("output %q; want %q", out, hint)
	}
	// TWTW's own scaffold keeps the short command
	dir = filepath.Join(root, "gulch")
	if out := campaignOK(t, "new", "module", "gulch.headshot", "--dir", dir); !strings.HasSuffix(out, "run its spec:  twtw test "+dir+"\n") {
		t.Errorf("TWTW scaffold output %q", out)
	}
}

// A campaign that refuses the new folder leaves nothing behind: neither the
// module and spec written before the campaign was edited nor the folders
// made for them; a folder that was there keeps what it had.
func TestNewModuleCampaignRefusedWritesNothing(t *testing.T) {
	root := t.TempDir()
	camp := filepath.Join(root, "gulch.toml")
	campaignOK(t, "campaign", "new", camp)
	before, err := os.ReadFile(camp)
	if err != nil {
		t.Fatal(err)
	}
	// a folder named rules would load over the ruleset's own rules/: it is
	// refused before anything is written (the campaign refused it after)
	dir := filepath.Join(root, "house", "rules")
	_, errs, code := campaignRun(t, "new", "module", "gulch.headshot", "--dir", dir, "--campaign", camp)
	if code != exitBadUsed || !strings.Contains(errs, dir+` would load as rules/`) {
		t.Errorf("exit %d, stderr %q; want 2 and the folder refused", code, errs)
	}
	if _, err := os.Stat(filepath.Join(root, "house")); !os.IsNotExist(err) {
		t.Errorf("the refused scaffold left %s behind (stat: %v)", filepath.Join(root, "house"), err)
	}
	// a read-only campaign: the folder existed, so it stays, empty of the scaffold
	kept := filepath.Join(root, "kept")
	if err := os.MkdirAll(kept, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(kept, "notes.txt"), []byte("mine\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(camp, 0o444); err != nil {
		t.Fatal(err)
	}
	_, errs, code = campaignRun(t, "new", "module", "gulch.headshot", "--dir", kept, "--campaign", camp)
	if code != exitBadUsed || !strings.Contains(errs, "the file is read-only") {
		t.Errorf("read-only campaign: exit %d, stderr %q", code, errs)
	}
	ents, err := os.ReadDir(kept)
	if err != nil || len(ents) != 1 || ents[0].Name() != "notes.txt" {
		t.Errorf("%s after the refused scaffold: %v %v; want notes.txt alone", kept, ents, err)
	}
	if after, _ := os.ReadFile(camp); string(after) != string(before) {
		t.Errorf("the campaign changed:\n%s", after)
	}
}

// twtw stubs writes the annotation files and merges .luarc.json, keeping
// the settings it does not own.
func TestStubsCommand(t *testing.T) {
	dir := t.TempDir()
	rc := filepath.Join(dir, ".luarc.json")
	if err := os.WriteFile(rc, []byte(`{"diagnostics.disable": ["lowercase-global"], "workspace.library": ["vendor"]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	campaignOK(t, "stubs", dir)
	for _, f := range []string{"twtw.lua", "rules.lua", "spec.lua"} {
		text, err := os.ReadFile(filepath.Join(dir, ".twtw", "stubs", f))
		if err != nil || !strings.HasPrefix(string(text), "---@meta") {
			t.Errorf("%s: %v, want a ---@meta file", f, err)
		}
	}
	rules, _ := os.ReadFile(filepath.Join(dir, ".twtw", "stubs", "rules.lua"))
	if !strings.Contains(string(rules), `rules["ranged.tn"] = function(ctx) end`) {
		t.Error("rules.lua does not annotate ranged.tn")
	}
	var cfg map[string]any
	text, _ := os.ReadFile(rc)
	if err := json.Unmarshal(text, &cfg); err != nil {
		t.Fatal(err)
	}
	lib, _ := json.Marshal(cfg["workspace.library"])
	if string(lib) != `["vendor",".twtw/stubs"]` || cfg["runtime.version"] != "Lua 5.1" || cfg["diagnostics.disable"] == nil {
		t.Errorf(".luarc.json = %s", text)
	}
	campaignOK(t, "stubs", dir)
	text2, _ := os.ReadFile(rc)
	if string(text2) != string(text) {
		t.Errorf("a second run changed .luarc.json:\n%s", text2)
	}
}

// The generic scaffold (for a ruleset other than TWTW) is built on rules the
// engine picks, with stacked dice and cards when the ruleset uses them; its
// spec passes at once under every ruleset (TWTW's too, rendered generic).
func TestGenericScaffold(t *testing.T) {
	for rs, want := range map[string]string{"twtw": "2 passed", "percentile": "3 passed", "shootout": "4 passed", "ticks": "3 passed"} {
		t.Run(rs, func(t *testing.T) {
			e, err := newEngine(host.Options{Ruleset: rs})
			if err != nil {
				t.Fatal(err)
			}
			defer e.Close()
			dir := filepath.Join(t.TempDir(), "tmp.x1y2")
			s := scaffold{Name: "gulch.generic", File: "generic", Dir: dir, Ruleset: rs}
			if err := s.pickRules(e); err != nil {
				t.Fatal(err)
			}
			if s.Data == "" || s.Rule == "" || s.Event == "" {
				t.Errorf("picked %+v", s)
			}
			if err := os.MkdirAll(dir, 0o755); err != nil {
				t.Fatal(err)
			}
			for name, tmpl := range map[string]string{"generic.lua": genericModule, "generic_spec.lua": genericSpec} {
				var b strings.Builder
				if err := template.Must(template.New(name).Parse(tmpl)).Execute(&b, s); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(filepath.Join(dir, name), []byte(b.String()), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			if out := campaignOK(t, "test", "--ruleset", rs, dir); !strings.HasSuffix(out, want+", 0 failed\n") {
				t.Errorf("generic scaffold specs:\n%s\nwant %s, 0 failed", out, want)
			}
		})
	}
}

// A scaffold file that cannot be written whole is not left behind: a full
// disk left an empty nm/b.lua that blocked a retry ("already exists"). The
// failure is an error (exit 1), and so is a folder that cannot be made
// (it was bad usage, exit 2).
func TestNewModuleFailedWriteLeavesNothing(t *testing.T) {
	t.Chdir(t.TempDir())
	files := []scaffoldFile{{filepath.Join("nm", "b.lua"), "-- {{.Name}}\n"}, {filepath.Join("nm", "b_spec.lua"), "-- spec\n"}}
	for _, full := range []string{"b.lua", "b_spec.lua"} {
		_, _, err := writeScaffold(scaffold{Name: "a.b"}, "nm", files, fullDiskAt(full, 2))
		code, ej := describe(err)
		want := "new module: write nm/" + full + ": no space left on device"
		if code != exitFailed || ej.Kind != kindError || ej.Message != want {
			t.Errorf("%s on a full disk: exit %d, kind %q, %q; want 1, error and %q", full, code, ej.Kind, ej.Message, want)
		}
		if _, err := os.Stat("nm"); !os.IsNotExist(err) {
			left, _ := filepath.Glob("nm/*")
			t.Errorf("%s on a full disk: nm left behind (%v), holding %v", full, err, left)
		}
	}
	out := campaignOK(t, "new", "module", "a.b", "--dir", "nm")
	if want := "wrote nm/b.lua\nwrote nm/b_spec.lua\nrun its spec:  twtw test nm\n"; out != want {
		t.Errorf("the retry printed %q; want %q", out, want)
	}
	if err := os.WriteFile("f", nil, 0o644); err != nil {
		t.Fatal(err)
	}
	_, errs, code := campaignRun(t, "new", "module", "a.b", "--dir", "f/sub", "--json")
	if want := `{"error":{"message":"new module: mkdir f: not a directory","kind":"error","file":"","line":0,"field":""}}` + "\n"; code != exitFailed || errs != want {
		t.Errorf("new module --dir f/sub (f a file): exit %d, stderr %q; want 1 and %q", code, errs, want)
	}
}

// A folder with a space in its name is quoted in the hint, so the command can
// be pasted as printed (`twtw test --ruleset ticks /tmp/x/my rules` tested a
// folder "my" and a file "rules"); and the folder's stubs are its ruleset's
// (the ticks module's folder got TWTW's rules and events): twtw stubs reads
// the ruleset its modules name when no --ruleset or --campaign says.
func TestNewModuleQuotedHintAndItsRulesetsStubs(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "my rules")
	out := campaignOK(t, "new", "module", "posse.grit", "--dir", dir, "--ruleset", "ticks")
	if hint := "run its spec:  twtw test --ruleset ticks '" + dir + "'\n"; !strings.HasSuffix(out, hint) {
		t.Errorf("output %q; want it to end with %q", out, hint)
	}
	campaignOK(t, "stubs", dir)
	rules, err := os.ReadFile(filepath.Join(dir, ".twtw", "stubs", "rules.lua"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(rules), `rules["test.ladder"]`) || strings.Contains(string(rules), `rules["ranged.tn"]`) {
		t.Errorf("the ticks folder's stubs are not ticks' (test.ladder %v, TWTW's ranged.tn %v)",
			strings.Contains(string(rules), `rules["test.ladder"]`), strings.Contains(string(rules), `rules["ranged.tn"]`))
	}
}

// twtw new refuses, before writing anything, a module whose file would be
// read as a spec (gulch.my_spec → my_spec.lua: "defines no tests") and a
// folder that twtw test would refuse to load (lib/, rules/ outside a
// scripts tree: "rename the folder"); both scaffolds used to be written.
func TestNewModuleRefusesWhatCouldNotRun(t *testing.T) {
	root := t.TempDir()
	for _, tc := range []struct{ name, dir, want string }{
		{"gulch.my_spec", filepath.Join(root, "nn"), "its file would be my_spec.lua, which twtw test reads as a spec, not a module"},
		{"gulch.grit", filepath.Join(root, "lib"), "would load as lib/, where the ruleset's own scripts load"},
		{"gulch.grit", filepath.Join(root, "sub", "rules"), "would load as rules/, where the ruleset's own scripts load"},
	} {
		_, errs, code := campaignRun(t, "new", "module", tc.name, "--dir", tc.dir)
		if code != exitBadUsed || !strings.Contains(errs, tc.want) {
			t.Errorf("new module %s --dir %s: exit %d, %q; want %d and %q", tc.name, tc.dir, code, errs, exitBadUsed, tc.want)
		}
		if _, err := os.Stat(tc.dir); !os.IsNotExist(err) {
			t.Errorf("new module %s --dir %s: the folder was made (%v)", tc.name, tc.dir, err)
		}
	}
}
