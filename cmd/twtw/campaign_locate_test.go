package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// errorOf runs the CLI with --json and returns its exit code and the error
// object it printed on stderr (a test failure when there is none).
func errorOf(t *testing.T, args ...string) (int, errorJSON) {
	t.Helper()
	_, errs, code := campaignRun(t, append(args, "--json")...)
	var got struct{ Error errorJSON }
	if err := json.Unmarshal([]byte(errs), &got); err != nil {
		t.Fatalf("twtw %v: stderr is not one JSON error: %v\n%s", args, err, errs)
	}
	return code, got.Error
}

// writeText writes text to name, failing the test on error.
func writeText(t *testing.T, name, text string) {
	t.Helper()
	if err := os.WriteFile(name, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// Every campaign command locates a fault of the campaign file as fight
// --campaign does: the file, the line and the field, in text and under
// --json (campaign show, enable, lock and set said "typo2.toml: unknown
// module …", with file "", line 0 and field "" under --json). The file is
// left as it was.
func TestCampaignCommandsLocateFileFaultsAsFightDoes(t *testing.T) {
	t.Chdir(t.TempDir())
	if err := os.Mkdir("rq", 0o755); err != nil {
		t.Fatal(err)
	}
	writeText(t, filepath.Join("rq", "a.lua"), `return { name = "rq.a", version = "1.0.0", summary = "s", source = "house rule",
  requires = { "bleeding" }, setup = function() end }
`)
	for _, tc := range []struct {
		file, text string
		want       errorJSON
	}{
		{"typo2.toml", "name = \"t\"\nmodules = [\"bleding\"]\nscripts = []\n", errorJSON{
			Message: `typo2.toml:2: modules[1]: unknown module "bleding" in ruleset twtw (twtw modules lists them); did you mean "bleeding"?`,
			Kind:    "input", File: "typo2.toml", Line: 2, Field: "modules[1]"}},
		{"opt.toml", "name = \"t\"\nmodules = [\"bleeding\"]\nscripts = []\n\n[options.bleeding]\nheavyy = 2\n", errorJSON{
			Message: `opt.toml:6: options.bleeding.heavyy: module bleeding has no option "heavyy" (it has critical, heavy, serious)`,
			Kind:    "input", File: "opt.toml", Line: 6, Field: "options.bleeding.heavyy"}},
		{"range.toml", "name = \"t\"\nmodules = [\"bleeding\"]\nscripts = []\n\n[options.bleeding]\nheavy = 99\n", errorJSON{
			Message: `range.toml:6: options.bleeding.heavy: option bleeding.heavy: 99 is outside 0..20`,
			Kind:    "input", File: "range.toml", Line: 6, Field: "options.bleeding.heavy"}},
		{"req.toml", "name = \"t\"\nscripts = [\"rq\"]\nmodules = [\n  \"rq.a\",\n]\n", errorJSON{
			Message: `req.toml:4: modules[1]: module rq.a requires bleeding, which is not enabled`,
			Kind:    "input", File: "req.toml", Line: 4, Field: "modules[1]"}},
	} {
		writeText(t, tc.file, tc.text)
		for _, args := range [][]string{
			{"fight", "--campaign", tc.file},
			{"campaign", "show", tc.file},
			{"campaign", "enable", tc.file, "fields_of_fire"},
			{"campaign", "disable", tc.file, "bumps"},
			{"campaign", "set", tc.file, "bumps.step=3"},
			{"campaign", "lock", tc.file},
			{"campaign", "deck", tc.file, "standard"},
		} {
			code, got := errorOf(t, args...)
			if code != exitBadUsed || got != tc.want {
				t.Errorf("twtw %v --json: exit %d, error %+v\nwant exit 2 and %+v", args, code, got, tc.want)
			}
			_, errs, _ := campaignRun(t, args...)
			if want := "twtw: " + tc.want.Message + "\n"; errs != want {
				t.Errorf("twtw %v: stderr %q, want %q", args, errs, want)
			}
		}
		if b, _ := os.ReadFile(tc.file); string(b) != tc.text {
			t.Errorf("%s changed:\n%s", tc.file, b)
		}
	}
}

// A campaign edit refused because the file is read-only names the file
// under --json (it gave file "").
func TestCampaignReadOnlyRefusalNamesTheFile(t *testing.T) {
	t.Chdir(t.TempDir())
	campaignOK(t, "campaign", "new", "ro.toml")
	if err := os.Chmod("ro.toml", 0o444); err != nil {
		t.Fatal(err)
	}
	code, got := errorOf(t, "campaign", "set", "ro.toml", "bumps.step=3")
	want := errorJSON{Message: "saving campaign ro.toml: the file is read-only (mode -r--r--r--): nothing written; make it writable to edit it",
		Kind: "input", File: "ro.toml"}
	if code != exitBadUsed || got != want {
		t.Errorf("exit %d, error %+v; want exit 2 and %+v", code, got, want)
	}
}

// A value an edit's arguments gave is in no line of the file: a refusal of
// it names the argument, with line 0 and the field it would set (campaign
// scripts add ./nope blamed "scripts[3]" at the line holding "scripts = [",
// set blamed the line of the option's old value). A list entry after one
// the edit removed is located at its own line of the file. A name close to
// a known one gets a "did you mean", a deck too ("standrd").
func TestCampaignEditNamesTheArgumentAtFault(t *testing.T) {
	t.Chdir(t.TempDir())
	writeText(t, "g.toml", "name = \"g\"\ndeck = \"standard\"\nmodules = [\n  \"fields_of_fire\",\n  \"arc_edges\",\n]\n"+
		"scripts = []\n\n[options.arc_edges]\nband = 2\n")
	for _, tc := range []struct {
		args []string
		want errorJSON
	}{
		{[]string{"scripts", "g.toml", "add", "./nope"}, errorJSON{
			Message: `g.toml: scripts add nope: "nope" is not a folder`, Field: "scripts[1]"}},
		{[]string{"set", "g.toml", "arc_edges.band=99"}, errorJSON{
			Message: `g.toml: set arc_edges.band=99: option arc_edges.band: 99 is outside 0..3`, Field: `options.arc_edges.band`}},
		{[]string{"set", "g.toml", "arc_edges.bandd=1"}, errorJSON{
			Message: `g.toml: set arc_edges.bandd=1: module arc_edges has no option "bandd" (it has band, npcs, players, when)`, Field: `options.arc_edges.bandd`}},
		{[]string{"enable", "g.toml", "bleding"}, errorJSON{
			Message: `g.toml: enable bleding: unknown module "bleding" in ruleset twtw (twtw modules lists them); did you mean "bleeding"?`, Field: "modules[3]"}},
		{[]string{"deck", "g.toml", "standrd"}, errorJSON{
			Message: `g.toml: deck standrd: load deck: open standrd: no such file or directory; did you mean "standard"?`, Field: "deck"}},
		{[]string{"lock", "g.toml", "arc_edgs"}, errorJSON{
			Message: `g.toml: lock arc_edgs: unknown module "arc_edgs" in ruleset twtw (twtw modules lists them); did you mean "arc_edges"?`}},
		{[]string{"lock", "g.toml", "bleeding"}, errorJSON{Message: `g.toml: lock bleeding: module "bleeding" is not enabled`}},
		{[]string{"disable", "g.toml", "arc_edgs"}, errorJSON{
			Message: `g.toml: disable arc_edgs: unknown module "arc_edgs" in ruleset twtw (twtw modules lists them); did you mean "arc_edges"?`}},
		{[]string{"set", "g.toml", "arc_edgs.band=1"}, errorJSON{
			Message: `g.toml: set arc_edgs.band=1: unknown module "arc_edgs" in ruleset twtw (twtw modules lists them); did you mean "arc_edges"?`}},
	} {
		tc.want.Kind, tc.want.File = "input", "g.toml"
		code, got := errorOf(t, append([]string{"campaign"}, tc.args...)...)
		if code != exitBadUsed || got != tc.want {
			t.Errorf("campaign %v --json: exit %d, error %+v\nwant exit 2 and %+v", tc.args, code, got, tc.want)
		}
	}
	// bleding, modules[2] in the file, is modules[1] once bleeding is off
	writeText(t, "m.toml", "name = \"m\"\nmodules = [\n  \"bleeding\",\n  \"bleding\",\n]\nscripts = []\n")
	code, got := errorOf(t, "campaign", "disable", "m.toml", "bleeding")
	want := errorJSON{Message: `m.toml:4: modules[2]: unknown module "bleding" in ruleset twtw (twtw modules lists them); did you mean "bleeding"?`,
		Kind: "input", File: "m.toml", Line: 4, Field: "modules[2]"}
	if code != exitBadUsed || got != want {
		t.Errorf("campaign disable m.toml bleeding --json: exit %d, error %+v\nwant exit 2 and %+v", code, got, want)
	}
	writeText(t, "d.toml", "name = \"d\"\ndeck = \"standrd\"\nmodules = []\nscripts = []\n")
	code, got = errorOf(t, "campaign", "show", "d.toml")
	want = errorJSON{Message: `d.toml:2: deck: load deck: open standrd: no such file or directory; did you mean "standard"?`,
		Kind: "input", File: "d.toml", Line: 2, Field: "deck"}
	if code != exitBadUsed || got != want {
		t.Errorf("campaign show d.toml --json: exit %d, error %+v\nwant exit 2 and %+v", code, got, want)
	}
}

// campaign new refuses a file name not ending in .toml, naming the one to
// use, and writes nothing (campaign new y.json wrote TOML into y.json).
func TestCampaignNewWantsATOMLName(t *testing.T) {
	t.Chdir(t.TempDir())
	for file, want := range map[string]string{
		"y.json": "twtw: campaign new y.json: a campaign file is TOML and its name ends in .toml: name it y.toml\n",
		"gulch":  "twtw: campaign new gulch: a campaign file is TOML and its name ends in .toml: name it gulch.toml\n",
	} {
		out, errs, code := campaignRun(t, "campaign", "new", file)
		if code != exitBadUsed || errs != want || out != "" {
			t.Errorf("campaign new %s: exit %d, stdout %q, stderr %q; want exit 2 and %q", file, code, out, errs, want)
		}
		if _, err := os.Stat(file); !os.IsNotExist(err) {
			t.Errorf("campaign new %s wrote the file (stat: %v)", file, err)
		}
	}
	campaignOK(t, "campaign", "new", "upper.TOML")
}
