package host

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// Variant labels say exactly what differs from the baseline, and the options
// do it: a default-on module (bumps) compared is switched off — not compared
// with itself — an optional module on, an option set (the module switched on
// first if off), several changes joined by +, a house-rule folder loaded with
// its modules on. A change the baseline has already is refused.
func TestVariantLabelsAndOptions(t *testing.T) {
	base, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer base.Close()
	withBleeding, err := New(Options{Enable: []Enable{{Name: "bleeding"}}})
	if err != nil {
		t.Fatal(err)
	}
	defer withBleeding.Close()
	dir := t.TempDir()
	house := filepath.Join(dir, "gulch")
	if err := os.MkdirAll(house, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(house, "quiet.lua"), []byte(`return { name = "gulch.quiet", version = "1.0.0", summary = "nothing", source = "test", setup = function() end }`), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(house, "loud.lua"), []byte(`return { name = "gulch.loud", version = "1.0.0", summary = "noise", source = "test",
  options = { level = { type = "int", default = 1, min = 0, max = 5, doc = "how loud" } }, setup = function() end }`), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		base          *Engine
		spec, label   string
		enable, disab []string
	}{
		{base, "bumps", "without bumps", nil, []string{"bumps"}},
		{base, "bumps=off", "without bumps", nil, []string{"bumps"}},
		{base, "bleeding", "with bleeding", []string{"bleeding"}, nil},
		{base, "bleeding.heavy=2", "with bleeding (heavy=2)", []string{"bleeding"}, nil},
		{withBleeding, "bleeding", "without bleeding", nil, nil},
		{withBleeding, "bleeding.heavy=2", "bleeding.heavy=2 (baseline 1)", []string{"bleeding"}, nil},
		{base, "bleeding + bumps", "with bleeding, without bumps", []string{"bleeding"}, []string{"bumps"}},
		// a module switched on brings the modules it requires, and says so
		{base, "arc_edges.when=shot", "with arc_edges (when=shot) and fields_of_fire (arc_edges requires it)", []string{"arc_edges", "fields_of_fire"}, nil},
		{base, "arc_edges", "with arc_edges and fields_of_fire (arc_edges requires it)", []string{"arc_edges", "fields_of_fire"}, nil},
		{base, "fields_of_fire + arc_edges", "with fields_of_fire, with arc_edges", []string{"fields_of_fire", "arc_edges"}, nil},
		// the requirement named after the module that brought it: on already, in either form
		{base, "arc_edges=on + fields_of_fire=on", "with arc_edges, with fields_of_fire", []string{"arc_edges", "fields_of_fire"}, nil},
		{base, "arc_edges + fields_of_fire", "with arc_edges, with fields_of_fire", []string{"arc_edges", "fields_of_fire"}, nil},
		// several changes of one module: one label, against the baseline
		{base, "bleeding + bleeding.heavy=3", "with bleeding (heavy=3)", []string{"bleeding"}, nil},
		{base, "bleeding + bleeding.heavy=1", "with bleeding (heavy=1)", []string{"bleeding"}, nil},
		{base, "bleeding.heavy=2 + bumps + bleeding.serious=3", "with bleeding (heavy=2, serious=3), without bumps", []string{"bleeding"}, []string{"bumps"}},
		{withBleeding, "bleeding.heavy=2 + bleeding.serious=3", "bleeding.heavy=2 (baseline 1), bleeding.serious=3 (baseline 2)", []string{"bleeding"}, nil},
		{base, "builtin:houserules/gentle_bleeding", "with house rules builtin:houserules/gentle_bleeding (+bleeding replacing the built-in)", []string{"bleeding"}, nil},
		{base, house, "with house rules " + house + " (+gulch.loud, +gulch.quiet)", []string{"gulch.loud", "gulch.quiet"}, nil},
		// a folder's module's option, in either order: the folder loads first
		{base, house + "+gulch.loud.level=3", "with house rules " + house + " (+gulch.loud, +gulch.quiet), with gulch.loud (level=3)", []string{"gulch.loud", "gulch.quiet"}, nil},
		{base, "gulch.loud.level=3+" + house, "with house rules " + house + " (+gulch.loud, +gulch.quiet), with gulch.loud (level=3)", []string{"gulch.loud", "gulch.quiet"}, nil},
	} {
		o, label, err := tc.base.Variant(tc.spec)
		if err != nil {
			t.Errorf("%s: %v", tc.spec, err)
			continue
		}
		var enabled []string
		for _, e := range o.Enable {
			enabled = append(enabled, e.Name)
		}
		if label != tc.label || !slices.Equal(enabled, tc.enable) || !slices.Equal(o.Disable, tc.disab) {
			t.Errorf("%s: label %q enable %v disable %v; want %q, %v, %v", tc.spec, label, enabled, o.Disable, tc.label, tc.enable, tc.disab)
		}
		e, err := New(o)
		if err != nil {
			t.Errorf("%s: %v", tc.spec, err)
			continue
		}
		if e.SamePlan(tc.base) {
			t.Errorf("%s: the variant runs the baseline's plan", tc.spec)
		}
		e.Close()
	}
	if len(base.opts.Enable) != 0 || len(withBleeding.opts.Enable[0].Options) != 0 {
		t.Error("Variant changed the baseline's options")
	}
	for spec, want := range map[string]string{
		"bumps=on":          "module bumps is on in the baseline already",
		"bumps.step=4":      "bumps.step is 4 in the baseline already",
		"bleeding.rate=2":   `module bleeding has no option "rate" (its options: critical, heavy, serious)`,
		"bleeding.heavy=99": "bleeding.heavy: 99 is outside",
		"nosuch":            `unknown module "nosuch"`,
		"core.round":        "core rule and always on",
		"bleeding+":         "an empty change",
		// one thing changed twice: the last would win, and the label would say both
		"bleeding.heavy=2+bleeding.heavy=3": `"bleeding.heavy=2" and "bleeding.heavy=3" both set bleeding.heavy: give each change once`,
		"bumps.step=3+bumps":                `"bumps.step=3" and "bumps" both change module bumps: give each change once (MODULE.OPTION=V switches a module on)`,
		"bleeding+bleeding=off":             `"bleeding" and "bleeding=off" both change module bleeding`,
		// a module switched off and given an option: it ran on, labelled as an option change
		"bumps=off+bumps.step=3": `"bumps=off" switches module bumps off and "bumps.step=3" sets an option of it`,
		"bumps+bumps.step=3":     `"bumps" switches module bumps off and "bumps.step=3" sets an option of it`,
	} {
		if _, _, err := base.Variant(spec); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %q", spec, err, want)
		}
	}
	// a requirement the variant switches off is not switched back on by the
	// module that requires it (it was, silently, and the label lost the off)
	withFields, err := New(Options{Enable: []Enable{{Name: "fields_of_fire"}}})
	if err != nil {
		t.Fatal(err)
	}
	defer withFields.Close()
	want := `"fields_of_fire=off" switches module fields_of_fire off, and another change of the variant switches on a module that requires it`
	if _, _, err := withFields.Variant("fields_of_fire=off+arc_edges=on"); err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("fields_of_fire=off+arc_edges=on: %v, want %q", err, want)
	}
	again, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	if !again.SamePlan(base) || withBleeding.SamePlan(base) {
		t.Error("SamePlan: want true for two builds of the same options, false with bleeding on")
	}
}

// A --compare of a module named without its namespace, or misspelt, ends
// with the "did you mean" after what was looked for: a module, then a folder.
func TestVariantUnknownSuggestsAtTheEnd(t *testing.T) {
	for _, tc := range []struct{ ruleset, spec, want string }{
		{"ticks", "bleeding_clock", `compare "bleeding_clock": unknown module "bleeding_clock" in ruleset ticks (twtw modules --ruleset ticks lists them), and no folder "bleeding_clock"; did you mean "ticks.bleeding_clock"?`},
		{"twtw", "bleedin", `compare "bleedin": unknown module "bleedin" in ruleset twtw (twtw modules lists them), and no folder "bleedin"; did you mean "bleeding"?`},
		{"twtw", "nosuch", `compare "nosuch": unknown module "nosuch" in ruleset twtw (twtw modules lists them), and no folder "nosuch"`},
		// a house rule's module without its folder: the forms that load it
		// (it said unknown module, or of gulch.dust=off unknown module "gulch")
		{"twtw", "gulch.dust.level=3", `compare "gulch.dust.level=3": unknown module "gulch.dust" in ruleset twtw (twtw modules lists them); a house rule's module is known once its folder loads: --compare ./FOLDER+gulch.dust.level=3, or --campaign FILE whose scripts hold the folder`},
		{"twtw", "gulch.dust=off", `compare "gulch.dust=off": unknown module "gulch.dust" in ruleset twtw (twtw modules lists them); a house rule's module is known once its folder loads: --compare ./FOLDER+gulch.dust=off, or --campaign FILE whose scripts hold the folder`},
		{"twtw", "bumps+gulch.dust", `compare "bumps+gulch.dust": unknown module "gulch.dust" in ruleset twtw (twtw modules lists them), and no folder "gulch.dust"; a house rule's module is known once its folder loads: --compare ./FOLDER+bumps+gulch.dust, or --campaign FILE whose scripts hold the folder`},
		// a misspelt one is a misspelt one, and an option set to on an option
		{"twtw", "gulch.hard_covr.bonus=2", `compare "gulch.hard_covr.bonus=2": unknown module "gulch.hard_covr" in ruleset twtw (twtw modules lists them); did you mean "gulch.hard_cover"?`},
		{"twtw", "bleeding.heavy=on", `compare "bleeding.heavy=on": bleeding.heavy: want a number, got "on"`},
		// a built-in house module is a file beside the example folders: compared by its module's name
		{"twtw", "builtin:houserules/hard_cover", `compare "builtin:houserules/hard_cover": houserules/hard_cover.lua is module gulch.hard_cover of the built-in scripts, not a folder: compare it as gulch.hard_cover`},
		{"twtw", "builtin:houserules/gentle", `compare "builtin:houserules/gentle": "houserules/gentle": no such built-in example folder in ruleset twtw (there are: houserules/gentle_bleeding)`},
	} {
		e, err := New(Options{Ruleset: tc.ruleset})
		if err != nil {
			t.Fatal(err)
		}
		_, _, err = e.Variant(tc.spec)
		e.Close()
		if err == nil || err.Error() != tc.want {
			t.Errorf("%s Variant(%q) = %v\nwant %s", tc.ruleset, tc.spec, err, tc.want)
		}
	}
}

// A house-rule folder compared brings the optional modules its modules
// require, as a module switched on by name does, and its label says so: the
// variant was refused ("requires fields_of_fire, which is not enabled").
func TestVariantFolderBringsWhatItRequires(t *testing.T) {
	base, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer base.Close()
	house := requiringFolder(t, "needy", "fields_of_fire")
	o, label, err := base.Variant(house)
	if err != nil {
		t.Fatal(err)
	}
	if want := "with house rules " + house + " (+gulch.needy, +fields_of_fire (gulch.needy requires it))"; label != want {
		t.Errorf("label %q, want %q", label, want)
	}
	e, err := New(o)
	if err != nil {
		t.Fatalf("the variant does not load: %v", err)
	}
	defer e.Close()
	var on []string
	for _, p := range e.plan {
		on = append(on, p.Name)
	}
	if !slices.Contains(on, "fields_of_fire") || !slices.Contains(on, "gulch.needy") {
		t.Errorf("the variant plays %v; want fields_of_fire and gulch.needy among them", on)
	}

	// through another: arc_edges requires fields_of_fire, and the label
	// names both (it named arc_edges alone, and fields_of_fire ran unnamed)
	deeper := requiringFolder(t, "deeper", "arc_edges")
	_, label, err = base.Variant(deeper)
	if want := "with house rules " + deeper + " (+gulch.deeper, +arc_edges (gulch.deeper requires it), +fields_of_fire (arc_edges requires it))"; err != nil || label != want {
		t.Errorf("label %q, %v; want %q", label, err, want)
	}
}

// requiringFolder writes a house-rule folder NAME holding module gulch.NAME,
// which requires module req and does nothing else, and returns the folder.
func requiringFolder(t *testing.T, name, req string) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), name)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	text := `return { name = "gulch.` + name + `", version = "1.0.0", summary = "s", source = "test",
  requires = { "` + req + `" }, setup = function() end }`
	if err := os.WriteFile(filepath.Join(dir, name+".lua"), []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// A folder's module switched off again in the same variant drops out of the
// folder's label, and one switched on again is not named twice: both
// variants of ./gulch+gulch.loud and ./gulch+gulch.loud=off were labelled
// "with house rules ./gulch (+gulch.loud, +gulch.quiet), with gulch.loud",
// though the second ran without gulch.loud.
func TestVariantFolderModuleSwitchedOffAgain(t *testing.T) {
	base, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer base.Close()
	house := filepath.Join(t.TempDir(), "gulch")
	if err := os.MkdirAll(house, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"loud", "quiet"} {
		text := `return { name = "gulch.` + name + `", version = "1.0.0", summary = "s", source = "test",
  options = { level = { type = "int", default = 1, min = 0, max = 5, doc = "how much" } }, setup = function() end }`
		if err := os.WriteFile(filepath.Join(house, name+".lua"), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	needy := requiringFolder(t, "needy", "fields_of_fire")
	for _, tc := range []struct {
		spec, label string
		enable      []string
	}{
		{house + "+gulch.loud", "with house rules " + house + " (+gulch.loud, +gulch.quiet)", []string{"gulch.loud", "gulch.quiet"}},
		{house + "+gulch.loud=on", "with house rules " + house + " (+gulch.loud, +gulch.quiet)", []string{"gulch.loud", "gulch.quiet"}},
		{house + "+gulch.loud=off", "with house rules " + house + " (+gulch.quiet)", []string{"gulch.quiet"}},
		{"gulch.quiet=off+" + house, "with house rules " + house + " (+gulch.loud)", []string{"gulch.loud"}},
		// what the module switched off brought stays on, and the label says so
		{needy + "+gulch.needy=off", "with house rules " + needy + " (+fields_of_fire)", []string{"fields_of_fire"}},
	} {
		o, label, err := base.Variant(tc.spec)
		if err != nil {
			t.Errorf("%s: %v", tc.spec, err)
			continue
		}
		var enabled []string
		for _, e := range o.Enable {
			enabled = append(enabled, e.Name)
		}
		if label != tc.label || !slices.Equal(enabled, tc.enable) {
			t.Errorf("%s: label %q enable %v; want %q, %v", tc.spec, label, enabled, tc.label, tc.enable)
		}
	}
	spec := house + "+gulch.loud=off+gulch.quiet=off"
	want := `compare "` + spec + `": house rules ` + house + `: the variant switches off again every module the folder switches on: nothing to compare`
	if _, _, err := base.Variant(spec); err == nil || err.Error() != want {
		t.Errorf("%s: %v\nwant %s", spec, err, want)
	}
}
