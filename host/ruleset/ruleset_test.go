package ruleset

import (
	"strings"
	"testing"
	"testing/fstest"
)

func tree(files map[string]string) fstest.MapFS {
	m := fstest.MapFS{}
	for k, v := range files {
		m[k] = &fstest.MapFile{Data: []byte(v)}
	}
	return m
}

const twtwManifest = "name = \"twtw\"\nversion = \"1.0.0\"\nsummary = \"s\"\nsource = \"seed 000\"\nuses = [\"action\"]\nscenario = \"saloon\"\n"

func TestLoadFindsRulesetsDefaultFirst(t *testing.T) {
	rs, err := load(tree(map[string]string{
		"ruleset.toml":                         twtwManifest,
		"rules/a.lua":                          "",
		"rulesets/zeta/ruleset.toml":           strings.Replace(twtwManifest, "twtw", "zeta", 1),
		"rulesets/alpha/ruleset.toml":          strings.Replace(twtwManifest, "twtw", "alpha", 1),
		"rulesets/alpha/rules/x.lua":           "",
		"rulesets/alpha/scenarios/duel.toml":   "",
		"rulesets/alpha/scenarios/saloon.toml": "",
		"rulesets/alpha/notes/n.lua":           "",
	}))
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, r := range rs {
		names = append(names, r.Name)
	}
	if got := strings.Join(names, ","); got != "twtw,alpha,zeta" {
		t.Errorf("order %s, want twtw,alpha,zeta", got)
	}
	alpha := rs[1]
	if alpha.Dir != "rulesets/alpha" || alpha.Duel != "saloon" {
		t.Errorf("alpha: dir %q duel %q (an empty duel falls back to the default scenario)", alpha.Dir, alpha.Duel)
	}
	if got := strings.Join(alpha.Scenarios(), ","); got != "duel,saloon" {
		t.Errorf("scenarios %s", got)
	}
	layers := alpha.Layers()
	if len(layers) != 1 || layers[0].Prefix != "rules/" {
		t.Errorf("layers %+v: only rules/, optional/ and houserules/ load as scripts", layers)
	}
	if _, err := alpha.ScenarioText("../../ruleset"); err == nil {
		t.Error("a scenario name with a path was accepted")
	}
	if _, err := alpha.ScenarioText("street"); err == nil || !strings.Contains(err.Error(), "there are: duel, saloon") {
		t.Errorf("unknown scenario: %v", err)
	}
}

func TestManifestErrorsNameFileAndField(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{strings.Replace(twtwManifest, "version", "versoin", 1), `rulesets/x/ruleset.toml: unknown field versoin`},
		{strings.Replace(twtwManifest, "summary = \"s\"\n", "", 1), `rulesets/x/ruleset.toml: field "summary" is missing`},
		{strings.Replace(twtwManifest, "\"twtw\"", "\"a.b\"", 1), `field "name" "a.b"`},
		{strings.Replace(twtwManifest, "\"twtw\"", "\"twtw\"", 1), `name "twtw" is taken by ruleset.toml`},
		{strings.Replace(twtwManifest, "\"twtw\"", "\"x\"", 1) + "round = \"game turn\"\n", `rulesets/x/ruleset.toml: field "round" "game turn": one word, such as "turn"`},
		// a syntax error at its line, not the next one the decoder met
		{"[manifest\n" + twtwManifest, `rulesets/x/ruleset.toml:1: toml: expected '.' or ']' to end table name, but got '\n' instead`},
	} {
		_, err := load(tree(map[string]string{"ruleset.toml": twtwManifest, "rulesets/x/ruleset.toml": tc.text}))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("got %v, want %q", err, tc.want)
		}
	}
}

func TestBuiltinDefaultIsTWTW(t *testing.T) {
	r, err := Find("")
	if err != nil {
		t.Fatal(err)
	}
	if r.Name != "twtw" || r.Scenario != "saloon" || r.Dir != "" || r.Round != "round" {
		t.Errorf("default ruleset %+v", r.Manifest)
	}
	// seed 004 plays in turns
	if s, err := Find("shootout"); err != nil || s.Round != "turn" {
		t.Errorf("shootout: %v, round word %q; want turn", err, s.Round)
	}
	if _, err := Find("chess"); err == nil || !strings.Contains(err.Error(), `no ruleset "chess" (there are: twtw`) {
		t.Errorf("unknown: %v", err)
	}
}

// Folder hands out an example house-rule folder; a name that is none says
// which there are, and a house module's file that it is no folder.
func TestFolder(t *testing.T) {
	r, err := Find("twtw")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.Folder("houserules/gentle_bleeding"); err != nil {
		t.Errorf("gentle_bleeding: %v", err)
	}
	for rel, want := range map[string]string{
		"houserules/gentle":     `"houserules/gentle": no such built-in example folder in ruleset twtw (there are: houserules/gentle_bleeding)`,
		"houserules/hard_cover": `"houserules/hard_cover": houserules/hard_cover.lua is a house module of ruleset twtw, not a folder: name its module (twtw modules --ruleset twtw lists the house modules)`,
		"rules":                 `"rules": the built-in example folders are houserules/NAME`,
	} {
		if _, err := r.Folder(rel); err == nil || err.Error() != want {
			t.Errorf("Folder(%q) = %v\nwant %s", rel, err, want)
		}
	}
}
