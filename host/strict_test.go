package host

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/twtw/twtw/host/didyoumean"
	"github.com/twtw/twtw/host/vm"
)

// strictHouse is a house rule's text with the given manifest fields (after name)
// and setup body.
func strictHouse(fields, setup string) string {
	return `return { name = "gulch.headshot", version = "1.0.0", summary = "s", source = "house rule",
  ` + fields + `
  setup = function(api, opts)
  ` + setup + `
  end }
`
}

// newStrictHouse builds an engine with one house rule (houserules/headshot.lua)
// switched on.
func newStrictHouse(text string) (*Engine, error) {
	return New(Options{
		Layers: []vm.Layer{fakeLayer(map[string]string{"houserules/headshot.lua": text})},
		Enable: []Enable{{Name: "gulch.headshot"}},
	})
}

// Typos in a manifest are refused with one line naming the file, the line
// that sets the field (strictHouse's fields are on line 2, name and version
// on line 1) and the field,
// with a "did you mean" when a known field is close: a *ManifestError of
// that field inside a *LoadError (the script does not load), or, for a
// manifest that reads well but cannot be planned (another ruleset, a
// requirement not met), an *InputError. field is the ManifestError's field,
// "" for an *InputError.
func TestManifestTypos(t *testing.T) {
	for _, tc := range []struct{ name, text, want, field string }{
		{"misspelt key", strictHouse(`requries = { "bleeding" },`, ""),
			`houserules/headshot.lua:2: requries: unknown field; did you mean "requires"?`, `requries`},
		{"two unknown fields, each at its line", strictHouse("requries = { },\n  helpers = { },", ""),
			"houserules/headshot.lua:3: helpers: unknown field (a module's table holds only its manifest fields and setup; share other values from a lib/ file)\n" +
				`houserules/headshot.lua:2: requries: unknown field; did you mean "requires"?`, `helpers`},
		{"misspelt version", strictHouse(`versoin = "1.0.0",`, ""),
			`houserules/headshot.lua:2: versoin: unknown field; did you mean "version"?`, `versoin`},
		{"a value that is no field", strictHouse(`helpers = { },`, ""),
			`houserules/headshot.lua:2: helpers: unknown field (a module's table holds only its manifest fields and setup; share other values from a lib/ file)`, `helpers`},
		{"misspelt option field", strictHouse(`options = { n = { type = "int", defualt = 1, doc = "n" } },`, ""),
			`houserules/headshot.lua:2: options.n.defualt: unknown field; did you mean "default"?`, `options.n.defualt`},
		{"misspelt event field", strictHouse(`events = { ["gulch.shot"] = { doc = "d", feilds = { } } },`, ""),
			`houserules/headshot.lua:2: events["gulch.shot"].feilds: unknown field; did you mean "fields"?`, `events["gulch.shot"].feilds`},
		{"event without a doc", strictHouse(`events = { ["gulch.shot"] = "" },`, ""),
			`houserules/headshot.lua:2: events["gulch.shot"] needs a one-line doc`, `events["gulch.shot"].doc`},
		{"version not semver", strings.Replace(strictHouse("", ""), `version = "1.0.0"`, `version = "1.2"`, 1),
			`houserules/headshot.lua:1: manifest field "version": "1.2" is not a semantic version: want MAJOR.MINOR.PATCH, such as "1.0.0"`, `version`},
		{"bad range", strictHouse(`requires = { "bleeding >= one" },`, ""),
			`houserules/headshot.lua:2: requires[1] "bleeding >= one": version range ">= one": "one" is not a version like 1.2 or 1.2.0`, `requires[1]`},
		{"ruleset not played", strictHouse(`ruleset = "shootout",`, ""),
			`module gulch.headshot (houserules/headshot.lua) is for ruleset shootout, not twtw (its manifest says ruleset = "shootout")`, ""},
		{"ruleset too old", strictHouse(`ruleset = "twtw >= 2",`, ""),
			`module gulch.headshot (houserules/headshot.lua) needs ruleset twtw >= 2, but twtw is version 1.0.0`, ""},
		{"requirement too old", strictHouse(`requires = { "core.damage >= 1.2" },`, ""),
			`module gulch.headshot (houserules/headshot.lua) requires core.damage >= 1.2, but core.damage is version 1.0.0 (rules/damage.lua)`, ""},
		{"requirement misspelt", strictHouse(`requires = { "bleedin" },`, ""),
			`houserules/headshot.lua:2: module gulch.headshot (houserules/headshot.lua) requires bleedin, which is not a module of ruleset twtw; did you mean "bleeding"?`, ""},
		{"conflict misspelt", strictHouse(`conflicts = { "bleding" },`, ""),
			`houserules/headshot.lua:2: module gulch.headshot (houserules/headshot.lua): manifest field "conflicts": bleding is not a module of ruleset twtw; did you mean "bleeding"?`, ""},
		{"conflict with a module of its own folder misspelt", strictHouse(`conflicts = { "gulch.headshoot" },`, ""),
			`houserules/headshot.lua:2: module gulch.headshot (houserules/headshot.lua): manifest field "conflicts": gulch.headshoot is not a module of ruleset twtw; did you mean "gulch.headshot"?`, ""},
		{"conflict of another ruleset", strictHouse(`conflicts = { "shootout.range_bands" },`, ""),
			`houserules/headshot.lua:2: module gulch.headshot (houserules/headshot.lua): manifest field "conflicts": shootout.range_bands is not a module of ruleset twtw (shootout.range_bands is a module of ruleset shootout)`, ""},
		// a default of the wrong Lua type: "1" was read as the number 1
		{"int default in quotes", strictHouse(`options = { n = { type = "int", default = "1", doc = "n" } },`, ""),
			`houserules/headshot.lua:2: options.n.default: want a number, got the string "1" (write it without quotes: default = 1)`, `options.n.default`},
		{"number default in quotes", strictHouse(`options = { n = { type = "number", default = "0.5", doc = "n" } },`, ""),
			`houserules/headshot.lua:2: options.n.default: want a number, got the string "0.5" (write it without quotes: default = 0.5)`, `options.n.default`},
		{"bool default in quotes", strictHouse(`options = { n = { type = "bool", default = "true", doc = "n" } },`, ""),
			`houserules/headshot.lua:2: options.n.default: want true or false, got the string "true" (write it without quotes: default = true)`, `options.n.default`},
		// names that could never be set (MODULE.OPTION=VALUE) or named
		{"option name with a dot", strictHouse(`options = { ["a.b"] = { type = "int", default = 1, doc = "n" } },`, ""),
			`houserules/headshot.lua:2: options["a.b"]: an option name is letters, digits and '_', not first a digit (it is set as MODULE.OPTION=VALUE)`, `options["a.b"]`},
		{"empty option name", strictHouse(`options = { [""] = { type = "int", default = 1, doc = "n" } },`, ""),
			`houserules/headshot.lua:2: options[""]: an option name is letters, digits and '_', not first a digit (it is set as MODULE.OPTION=VALUE)`, `options[""]`},
		{"module name ending in a dot", strings.Replace(strictHouse("", ""), `name = "gulch.headshot"`, `name = "gulch.headshot."`, 1),
			`houserules/headshot.lua:1: manifest field "name": rule name "gulch.headshot.": '.' separates words (no '.' first, last or twice)`, `name`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e, err := newStrictHouse(tc.text)
			if err == nil {
				e.Close()
				t.Fatalf("New accepted the manifest; want %q", tc.want)
			}
			var in *InputError
			var le *LoadError
			var me *ManifestError
			switch {
			case tc.field == "" && !errors.As(err, &in):
				t.Errorf("New = %T %v, want an *InputError (exit 2)", err, err)
			case tc.field != "" && (!errors.As(err, &le) || !errors.As(err, &me)):
				t.Errorf("New = %T %v, want a *ManifestError in a *LoadError (exit 2)", err, err)
			case tc.field != "" && (me.Path != "houserules/headshot.lua" || me.Field != tc.field):
				t.Errorf("ManifestError of %s, field %q; want houserules/headshot.lua, %q", me.Path, me.Field, tc.field)
			}
			if err.Error() != tc.want {
				t.Errorf("error\n %s\nwant\n %s", err, tc.want)
			}
		})
	}
}

// A requirement's version range is met by the module's version.
func TestRequirementRangeMet(t *testing.T) {
	e, err := New(Options{
		Layers: []vm.Layer{fakeLayer(map[string]string{"houserules/headshot.lua": strictHouse(`requires = { "bleeding >= 1.0, < 2" }, ruleset = "twtw ^1",`, "")})},
		Enable: []Enable{{Name: "bleeding"}, {Name: "gulch.headshot"}},
	})
	if err != nil {
		t.Fatal(err)
	}
	e.Close()
}

// Typos in event and rule names are refused at setup with the nearest name.
func TestRegistryTypos(t *testing.T) {
	for _, tc := range []struct{ name, setup, want string }{
		{"on a misspelt event", `api.on("wound.aplied", function() end)`,
			`building the rules: module gulch.headshot: setup: houserules/headshot.lua:4: on "wound.aplied": no module declares event "wound.aplied"; did you mean "wound.applied"? (the module that emits an event declares it in its manifest: events = { ["wound.aplied"] = "what it means" })`},
		{"on an event of a module that is off", `api.on("gulch.other", function() end)`,
			`building the rules: module gulch.headshot: setup: houserules/headshot.lua:4: on "gulch.other": event "gulch.other" is declared by module gulch.other, which is not on (add gulch.other to the requires of gulch.headshot)`},
		{"wrap a misspelt rule", `api.wrap("ranged.tm", function(next, ctx) return next(ctx) end)`,
			`building the rules: module gulch.headshot: setup: houserules/headshot.lua:4: wrap "ranged.tm": no such rule; did you mean "ranged.tn"? (modules load in plan order; does gulch.headshot require the module that defines it?)`},
		{"set a misspelt table", `api.set("called.tabel", function(t) return t end)`,
			`building the rules: module gulch.headshot: setup: houserules/headshot.lua:4: set "called.tabel": no such data table; did you mean "called.table"? (modules load in plan order; does gulch.headshot require the module that defines it?)`},
		{"replace a misspelt rule", `api.replace("dispute.cutt", function() end)`,
			`building the rules: module gulch.headshot: setup: houserules/headshot.lua:4: replace "dispute.cutt": no such rule; did you mean "dispute.cut"? (modules load in plan order; does gulch.headshot require the module that defines it?)`},
		{"wrap a rule of a module that is off", `api.wrap("bleeding.bleed", function(next, ...) return next(...) end)`,
			`building the rules: module gulch.headshot: setup: houserules/headshot.lua:4: wrap "bleeding.bleed": the rule is module bleeding's, which is off (add "bleeding" to gulch.headshot's requires, or switch it on: twtw campaign enable FILE bleeding)`},
		{"set a table of a module that is off", `api.set("two_weapon.table", function(t) return t end)`,
			`building the rules: module gulch.headshot: setup: houserules/headshot.lua:4: set "two_weapon.table": the rule is module two_weapon_advanced's, which is off (add "two_weapon_advanced" to gulch.headshot's requires, or switch it on: twtw campaign enable FILE two_weapon_advanced)`},
		{"read a rule during setup", `local x = api.rules["ranged.tn"]`,
			`building the rules: module gulch.headshot: setup: houserules/headshot.lua:4: rules["ranged.tn"]: rules are read when they are called, not during setup (later modules may still change them)`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			other := `return { name = "gulch.other", version = "1.0.0", summary = "s", source = "house rule",
  events = { ["gulch.other"] = "a house event" }, setup = function(api) end }
`
			e, err := New(Options{
				Layers: []vm.Layer{fakeLayer(map[string]string{"houserules/headshot.lua": strictHouse("", tc.setup), "houserules/other.lua": other})},
				Enable: []Enable{{Name: "gulch.headshot"}},
			})
			if err == nil {
				e.Close()
				t.Fatalf("New accepted the setup; want %q", tc.want)
			}
			if err.Error() != tc.want {
				t.Errorf("error\n %s\nwant\n %s", err, tc.want)
			}
		})
	}
}

// Reading a misspelt rule at run time, emitting an undeclared event and
// declaring an event twice are errors naming the name and the nearest one.
func TestRunTimeTypos(t *testing.T) {
	e, err := newStrictHouse(strictHouse(`events = { ["gulch.headshot"] = "a head shot landed" },`, `
    api.define("gulch.read", function() return api.rules["ranged.tm"] end, "reads a misspelt rule")
    api.define("gulch.emit", function() api.emit("gulch.headshoot") end, "emits a misspelt event")
    api.define("gulch.has", function() return api.has("ranged.tn"), api.has("ranged.tm") end, "asks")`))
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	_, a := pooledAPI(t, e)
	for _, tc := range []struct{ rule, want string }{
		{"gulch.read", `houserules/headshot.lua:5: rules["ranged.tm"]: no such rule or data table; did you mean "ranged.tn"? (api.has(name) asks without failing)`},
		{"gulch.emit", `houserules/headshot.lua:6: emit "gulch.headshoot": no module declares event "gulch.headshoot"; did you mean "gulch.headshot"? (the module that emits an event declares it in its manifest: events = { ["gulch.headshoot"] = "what it means" })`},
	} {
		_, err := a.call(context.Background(), tc.rule)
		if err == nil || !strings.HasSuffix(err.Error(), tc.want) {
			t.Errorf("%s: %v\nwant …%s", tc.rule, err, tc.want)
		}
	}
	rets, err := a.callN(context.Background(), "gulch.has", 2)
	if err != nil {
		t.Fatal(err)
	}
	if rets[0].String() != "true" || rets[1].String() != "false" {
		t.Errorf("api.has(ranged.tn), api.has(ranged.tm) = %v, %v; want true, false", rets[0], rets[1])
	}

	_, err = newStrictHouse(strictHouse(`events = { ["wound.applied"] = "mine too" },`, ""))
	want := `event "wound.applied" is declared by both core.damage (rules/damage.lua) and gulch.headshot (houserules/headshot.lua): only the module that emits an event declares it`
	if err == nil || err.Error() != want {
		t.Errorf("declaring wound.applied again: %v\nwant %s", err, want)
	}
}

// Suggest, the CLI's "did you mean", and the host's own messages answer as
// didyoumean.Best does: a misspelt ruleset, scenario or data table gets the
// closest name within reach, and a name beyond it gets none.
func TestSuggestIsBest(t *testing.T) {
	known := []string{"fight", "enable", "--seed", "percentile"}
	for _, name := range []string{"fihgt", "enabel", "--sed", "percentil", "zzz", ""} {
		if got, want := Suggest(name, known), didyoumean.Best(name, known); got != want {
			t.Errorf("Suggest(%q) = %q, want didyoumean.Best's %q", name, got, want)
		}
	}
	if _, err := findRuleset("percentil"); err == nil || !strings.Contains(err.Error(), `; did you mean "percentile"?`) {
		t.Errorf("findRuleset(percentil) = %v, want a did you mean of percentile", err)
	}
	if _, err := findRuleset("zzzzzz"); err == nil || strings.Contains(err.Error(), "did you mean") {
		t.Errorf("findRuleset(zzzzzz) = %v, want an error with no did you mean", err)
	}
}

// A manifest's replaces that names no rule is refused with the nearest
// name, and a replace under a misspelt entry names the entry; a module file
// that returns nothing is told to end with return M.
func TestReplacesTyposAndNoManifest(t *testing.T) {
	for _, tc := range []struct{ name, src, want string }{
		{"a replaces entry that names no rule", strictHouse(`replaces = { "ranged.incremnts" },`, ``),
			`building the rules: module gulch.headshot (houserules/headshot.lua): replaces[1] "ranged.incremnts": no such rule; did you mean "ranged.increments"?`},
		{"a replace under a misspelt entry", strictHouse(`replaces = { "ranged.incremnts" },`, `api.replace("ranged.increments", function() return 0 end)`),
			`building the rules: module gulch.headshot: setup: houserules/headshot.lua:4: replace "ranged.increments": module gulch.headshot's manifest lists "ranged.incremnts" in its replaces, not "ranged.increments": a misspelt entry?`},
		{"a file that returns nothing", `local M = { name = "gulch.headshot" }`,
			`houserules/headshot.lua: a module returns its manifest table, and this file returns nothing: end it with return M`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := New(Options{
				Layers: []vm.Layer{fakeLayer(map[string]string{"houserules/headshot.lua": tc.src})},
				Enable: []Enable{{Name: "gulch.headshot"}},
			})
			if err == nil || !strings.HasSuffix(err.Error(), tc.want) {
				t.Errorf("error\n %v\nwant it to end\n %s", err, tc.want)
			}
		})
	}
}

// A conflict with a module of a house-rule folder that is not loaded
// ("crew.loud": no module begins with crew.) is harmless, since that module
// cannot be on: the module loads. Refusing it, as a misspelt name is, kept a
// group's module from loading wherever the other group's folder was not.
func TestConflictWithAnotherFoldersModule(t *testing.T) {
	e, err := newStrictHouse(strictHouse(`conflicts = { "crew.loud" },`, ""))
	if err != nil {
		t.Fatalf("New: %v; want the module to load", err)
	}
	defer e.Close()
	if !slices.ContainsFunc(e.Plan(), func(p Planned) bool { return p.Name == "gulch.headshot" }) {
		t.Errorf("gulch.headshot is not in the plan")
	}
}
