package tests

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A new user's house rule, as far as commands cover it: scaffold "head
// shots are −8" into a campaign, set an editor up with twtw stubs, see its
// spec pass, change the rule and watch the spec fail
// then pass, switch it on and fight with it. Seed 000 "Called Shots": a head
// shot is −6.
func TestAuthoringAHouseRule(t *testing.T) {
	root := t.TempDir()
	camp := filepath.Join(root, "gulch.toml")
	dir := filepath.Join(root, "my.rules")
	mustTwtw(t, "campaign", "new", camp)
	mustTwtw(t, "new", "module", "gulch.headshot", "--dir", dir, "--campaign", camp)

	mustTwtw(t, "stubs", dir)
	stubs := authoringRead(t, filepath.Join(dir, ".twtw", "stubs", "rules.lua")) + authoringRead(t, filepath.Join(dir, ".twtw", "stubs", "twtw.lua"))
	for _, want := range []string{`rules["ranged.tn"] = function(ctx) end`, `---| "wound.applied" # `, "---@class twtw.data.called_table"} {
		if !strings.Contains(stubs, want) {
			t.Errorf("stubs lack %q", want)
		}
	}
	if rc := authoringRead(t, filepath.Join(dir, ".luarc.json")); !strings.Contains(rc, `".twtw/stubs"`) {
		t.Errorf(".luarc.json does not point at the stubs:\n%s", rc)
	}

	if out := mustTwtw(t, "test", dir); !strings.HasSuffix(out, "4 passed, 0 failed\n") {
		t.Fatalf("the scaffold's spec:\n%s", out)
	}
	module := filepath.Join(dir, "headshot.lua")
	authoringEdit(t, module, `head = { type = "int", default = 6,`, `head = { type = "int", default = 8,`)
	out, _, code := twtw(t, "test", dir)
	if code != 1 || !strings.Contains(out, "expected 6, got 8") || !strings.HasSuffix(out, "3 passed, 1 failed\n") {
		t.Errorf("after head = 8 by default: exit %d\n%s\nwant the first spec to fail: expected 6, got 8", code, out)
	}
	authoringEdit(t, filepath.Join(dir, "headshot_spec.lua"), "assert.equal(6, head_penalty())", "assert.equal(8, head_penalty())")
	if out := mustTwtw(t, "test", dir); !strings.HasSuffix(out, "4 passed, 0 failed\n") {
		t.Errorf("after the spec says 8:\n%s", out)
	}

	mustTwtw(t, "campaign", "enable", camp, "gulch.headshot")
	if out := mustTwtw(t, "fight", "--campaign", camp, "--seed", "1"); !strings.Contains(out, "== won by ") && !strings.Contains(out, "== end after") {
		t.Errorf("a fight with the house rule on did not end:\n%s", out)
	}

	authoringEdit(t, module, "requires = {}", "requries = {}")
	_, errs, code := twtw(t, "fight", "--campaign", camp, "--seed", "1")
	if code != 2 || errs != "twtw: my_rules/headshot.lua:11: requries: unknown field; did you mean \"requires\"?\n" {
		t.Errorf("a misspelt manifest key: exit %d, %q", code, errs)
	}
}

func authoringRead(t *testing.T, p string) string {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// authoringEdit replaces one occurrence of from in the file, failing when it is not there.
func authoringEdit(t *testing.T, p, from, to string) {
	t.Helper()
	s := authoringRead(t, p)
	if !strings.Contains(s, from) {
		t.Fatalf("%s has no %q", p, from)
	}
	if err := os.WriteFile(p, []byte(strings.Replace(s, from, to, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
}
