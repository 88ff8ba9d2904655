package host

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// shadowModule is a house rule whose file sits where the core's
// rules/ranged.lua does, once its folder is named "rules".
const shadowModule = `return { name = "gulch.shadow", version = "1.0.0", summary = "a house rule", source = "test", setup = function() end }`

// A house-rule folder that would load under a folder name of the ruleset's
// own (rules/, optional/, houserules/, lib/) would replace the built-in
// scripts of the same paths file by file — rules/ranged.lua, and with it
// core.ranged, was gone. A campaign naming such a folder is refused at its
// scripts line, an edit adding one is refused and leaves the file as it was,
// and sim --compare refuses it as a variant; a folder whose name only needs
// mending (my.rules) compares under its mount name (my_rules/).
func TestOwnFolderNamesAreRefused(t *testing.T) {
	dir := t.TempDir()
	for _, f := range []string{"rules/ranged.lua", "my.rules/ranged.lua"} {
		p := filepath.Join(dir, filepath.FromSlash(f))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(shadowModule), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	path := filepath.Join(dir, "camp.toml")
	const want = `scripts[1]: "rules" would load as rules/, where the ruleset's own scripts load, and replace them file by file (folders load under their own names): rename the folder`
	c, err := ParseCampaign(path, []byte("name = \"x\"\nscripts = [\"rules\"]\n"))
	if err == nil {
		_, err = CampaignOptions(c)
	}
	var in *InputError
	if !errors.As(err, &in) || err.Error() != path+":2: "+want || in.Line != 2 || in.Field != "scripts[1]" {
		t.Errorf("a campaign with a folder named rules: %v (%+v); want %q at line 2, field scripts[1]", err, in, want)
	}

	c = NewCampaign(path, "x")
	if err := c.Create(); err != nil {
		t.Fatal(err)
	}
	before, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.AddScripts(filepath.Join(dir, "rules")); err == nil || !strings.Contains(err.Error(), "would load as rules/, where the ruleset's own scripts load") {
		t.Errorf("adding a folder named rules: %v", err)
	}
	if after, _ := os.ReadFile(path); string(after) != string(before) {
		t.Errorf("a refused edit changed the file:\n%s", after)
	}

	e, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	rules := filepath.Join(dir, "rules")
	if _, _, err := e.Variant(rules); err == nil || !strings.Contains(err.Error(), `would load as rules/, where the ruleset's own scripts load`) {
		t.Errorf("--compare %s: %v", rules, err)
	}
	mine := filepath.Join(dir, "my.rules")
	o, label, err := e.Variant(mine)
	if err != nil {
		t.Fatalf("--compare %s: %v", mine, err)
	}
	v, err := New(o)
	if err != nil {
		t.Fatalf("the my.rules variant: %v", err)
	}
	defer v.Close()
	if m, ok := v.Catalog().Module("gulch.shadow"); !ok || m.Path != "my_rules/ranged.lua" || label != "with house rules "+mine+" (+gulch.shadow)" {
		t.Errorf("the my.rules variant: module %+v (found %v), label %q", m, ok, label)
	}
	if _, ok := v.Catalog().Module("core.ranged"); !ok {
		t.Errorf("the my.rules variant lost core.ranged")
	}
}

// A --compare folder that would load under the name of one of the
// baseline's folders would shadow its files (the baseline's modules gone,
// and "unknown module" about one of them): it is refused, naming both.
func TestVariantFolderOfABaselineFolderName(t *testing.T) {
	dir := t.TempDir()
	for _, f := range []string{"a/gulch/m.lua", "b/gulch/m.lua"} {
		p := filepath.Join(dir, filepath.FromSlash(f))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		name := "gulch." + strings.Split(f, "/")[0]
		if err := os.WriteFile(p, []byte(`return { name = "`+name+`", version = "1.0.0", summary = "s", source = "test", setup = function() end }`), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	e, err := New(Options{
		Layers: []Layer{{Name: "campaign:a/gulch", FS: os.DirFS(filepath.Join(dir, "a", "gulch")), Prefix: "gulch/"}},
		Enable: []Enable{{Name: "gulch.a"}},
	})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	other := filepath.Join(dir, "b", "gulch")
	want := fmt.Sprintf(`compare %q: %q would load as gulch/, where the baseline's folder a/gulch loads (folders load under their own names: rename one; a folder the baseline has is no variant)`, other, other)
	if _, _, err := e.Variant(other); err == nil || err.Error() != want {
		t.Errorf("--compare %s:\n got %v\nwant %s", other, err, want)
	}
}
