package host

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io/fs"
	"path"
	"strings"
	"testing"

	"github.com/twtw/twtw/host/ruleset"
	"github.com/twtw/twtw/scripts"
)

// Every script an engine loads is a file of its own ruleset's folder, or of
// the shared library folder lib/ every ruleset sees, byte for byte: no
// ruleset's fight loads another's scripts.
func TestRulesetLoadsOnlyItsOwnScripts(t *testing.T) {
	all, err := ruleset.All()
	if err != nil {
		t.Fatal(err)
	}
	for _, rs := range all {
		e, err := New(Options{Ruleset: rs.Name})
		if err != nil {
			t.Fatalf("ruleset %s: %v", rs.Name, err)
		}
		paths := e.Scripts().Paths()
		if len(paths) == 0 {
			t.Errorf("ruleset %s loads no scripts", rs.Name)
		}
		for _, p := range paths {
			if strings.HasPrefix(p, "rulesets/") {
				t.Errorf("ruleset %s loads %s of another ruleset", rs.Name, p)
			}
			file := path.Join(rs.Dir, p)
			if strings.HasPrefix(p, ruleset.SharedLib+"/") {
				file = p
			}
			b, err := fs.ReadFile(scripts.FS, file)
			if err != nil {
				t.Errorf("ruleset %s loads %s, which is not in its folder %q", rs.Name, p, rs.Dir)
				continue
			}
			sum := sha256.Sum256(b)
			if got := e.Scripts().Hash(p); got != hex.EncodeToString(sum[:]) {
				t.Errorf("ruleset %s: %s is not its own folder's file", rs.Name, p)
			}
		}
		if !e.Scripts().Has("lib/falls.lua") {
			t.Errorf("ruleset %s does not see the shared library lib/falls.lua", rs.Name)
		}
		e.Close()
	}
}

// TWTW's API has the action deck and the damage library; the general part is
// there for every ruleset.
func TestRulesetLibraries(t *testing.T) {
	e, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	_, a := pooledAPI(t, e)
	for _, name := range []string{"action", "damage", "define", "wrap", "log", "terms", "random"} {
		if a.table.RawGetString(name).Type().String() == "nil" {
			t.Errorf("twtw's api has no %s", name)
		}
	}
	if err := checkLibraries([]string{"action", "dies"}); err == nil || !strings.Contains(err.Error(), `did you mean "dice"`) && !strings.Contains(err.Error(), `no Go-core library "dies"`) {
		t.Errorf("an unknown library: %v", err)
	}
}

// A scenario written for one ruleset is refused by another, naming the file
// and the field; an unknown ruleset is bad input.
func TestScenarioOfAnotherRuleset(t *testing.T) {
	e, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	sc, err := ParseScenario("other.toml", []byte(`ruleset = "shootout"
[[combatant]]
name = "A"
side = "x"
[[combatant]]
name = "B"
side = "y"
`))
	if err != nil {
		t.Fatal(err)
	}
	err = e.CheckScenario(context.Background(), sc)
	var in *InputError
	if !errors.As(err, &in) || !strings.Contains(err.Error(), `other.toml:1: ruleset: the scenario is written for ruleset "shootout" and this runs ruleset "twtw"`) {
		t.Errorf("got %v", err)
	}
	if _, err := New(Options{Ruleset: "chess"}); !errors.As(err, &in) || !strings.Contains(err.Error(), `no ruleset "chess"`) {
		t.Errorf("unknown ruleset: %v", err)
	}
}

// An unknown field of a scenario that does not say its ruleset gets the
// hint that the scenario may be another game's only when it looks like no
// field of this game: a slip, even one no edit distance reaches ("pos" for
// "position"), was told it may be another game's.
func TestScenarioFieldSlipOrOtherGame(t *testing.T) {
	e, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	base := "[[combatant]]\nname = \"A\"\nside = \"x\"\n%s\n[[combatant]]\nname = \"B\"\nside = \"y\"\n"
	for extra, want := range map[string]string{
		`pos = [1, 2]`:  `s.toml:4: combatant[1] (A): unknown field "pos"; did you mean "position"?`,
		`skils = {}`:    `s.toml:4: combatant[1] (A): unknown field "skils"; did you mean "skills"?`,
		`toughness = 4`: `s.toml:4: combatant[1] (A): unknown field "toughness" (the scenario does not say its ruleset; is it another game's? this runs ruleset twtw)`,
	} {
		sc, err := ParseScenario("s.toml", []byte(strings.Replace(base, "%s", extra, 1)))
		if err == nil {
			err = e.CheckScenario(context.Background(), sc)
		}
		if err == nil || err.Error() != want {
			t.Errorf("%s: got %v, want %s", extra, err, want)
		}
	}
}

// A slip for a field the host reads itself (a scenario's name, summary,
// rounds, ruleset or combatants; a combatant's name or side, written beside
// it) gets its "did you mean", as a ruleset's fields do, and no hint that
// the scenario may be another game's: "rulset" named the ruleset.
func TestScenarioHostFieldSlips(t *testing.T) {
	e, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	for _, tc := range []struct{ top, extra, want string }{
		{"round = 5", "", `s.toml:1: scenario: unknown field "round"; did you mean "rounds"?`},
		{"summery = \"x\"", "", `s.toml:1: scenario: unknown field "summery"; did you mean "summary"?`},
		{"rulset = \"twtw\"", "", `s.toml:1: scenario: unknown field "rulset"; did you mean "ruleset"?`},
		{"nme = \"t\"", "", `s.toml:1: scenario: unknown field "nme"; did you mean "name"?`},
		{"", "sid = \"y\"", `s.toml:5: combatant[1] (A): unknown field "sid"; did you mean "side"?`},
		{"", "nmae = \"B\"", `s.toml:5: combatant[1] (A): unknown field "nmae"; did you mean "name"?`},
		{"weather = \"rain\"", "", `s.toml:1: scenario: unknown field "weather" (the scenario does not say its ruleset; is it another game's? this runs ruleset twtw)`},
	} {
		text := tc.top + "\n[[combatant]]\nname = \"A\"\nside = \"x\"\n" + tc.extra + "\n[[combatant]]\nname = \"B\"\nside = \"y\"\n"
		sc, err := ParseScenario("s.toml", []byte(text))
		if err == nil {
			err = e.CheckScenario(context.Background(), sc)
		}
		if err == nil || err.Error() != tc.want {
			t.Errorf("%s%s: got %v, want %s", tc.top, tc.extra, err, tc.want)
		}
	}
}

// The TWTW schema checks a scenario's fields: each error names the file and
// the field, with a suggestion for a near miss.
func TestScenarioSchemaErrors(t *testing.T) {
	e, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	base := "[[combatant]]\nname = \"A\"\nside = \"x\"\ntraits = { dexterity = \"d8\" }\n%s\n[[combatant]]\nname = \"B\"\nside = \"y\"\ntraits = { dexterity = \"d8\" }\n"
	// Each error names the file, the line (the extra field is on line 5) and
	// the field; the field, without the combatant's name, is in the error.
	for _, tc := range []struct{ extra, want, field string }{
		{`skils = { shooting = 2 }`, `s.toml:5: combatant[1] (A): unknown field "skils"; did you mean "skills"?`, "combatant[1].skils"},
		{`skills = { shooting = 6 }`, `s.toml:5: combatant[1] (A).skills.shooting: 6 is outside 0..5`, "combatant[1].skills.shooting"},
		{`weapons = ["bow"]`, `s.toml:5: combatant[1] (A).weapons[1]: unknown weapon "bow"`, "combatant[1].weapons[1]"},
		{`position = [1]`, `s.toml:5: combatant[1] (A).position: 1 entries, want 2..2`, "combatant[1].position"},
		{`cover = { av = 2, locations = ["nose"] }`, `s.toml:5: combatant[1] (A).cover.locations[1]: "nose" is not one of`, "combatant[1].cover.locations[1]"},
		{`hand = "lft"`, `did you mean "left"?`, "combatant[1].hand"},
		{`size = 6.5`, `s.toml:5: combatant[1] (A).size: want a whole number`, "combatant[1].size"},
	} {
		text := strings.Replace(base, "%s", tc.extra, 1)
		sc, err := ParseScenario("s.toml", []byte(text))
		if err == nil {
			err = e.CheckScenario(context.Background(), sc)
		}
		var in *InputError
		if !errors.As(err, &in) || !strings.Contains(err.Error(), tc.want) || in.File != "s.toml" || in.Line != 5 || in.Field != tc.field {
			t.Errorf("%s: got %v (%+v), want %q at s.toml:5, field %s", tc.extra, err, in, tc.want, tc.field)
		}
	}
	bad := strings.Replace(strings.Replace(base, "%s", "", 1), `"A"`, `"A\nforged"`, 1)
	if _, err := ParseScenario("s.toml", []byte(bad)); err == nil || !strings.Contains(err.Error(), "control character") {
		t.Errorf("a newline in a name: %v", err)
	}
	deep := "x = " + strings.Repeat("[", MaxTOMLNesting+5) + strings.Repeat("]", MaxTOMLNesting+5) + "\n"
	if _, err := ParseScenario("s.toml", []byte(deep)); err == nil || !strings.Contains(err.Error(), "s.toml:1: tables and arrays nest more than") {
		t.Errorf("deep nesting: %v", err)
	}
}

// The Go-core libraries are read-only to scripts, like the rest of the api.
func TestLibrariesAreReadOnly(t *testing.T) {
	e, err := New(Options{Ruleset: "percentile"})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	v, err := e.pool.Get()
	if err != nil {
		t.Fatal(err)
	}
	defer e.pool.Put(v)
	fn, err := v.State().LoadString(`require("twtw").dice.roll = function() return 6 end`)
	if err != nil {
		t.Fatal(err)
	}
	_, err = v.Call(context.Background(), fn, 0)
	if err == nil || !strings.Contains(err.Error(), "api.dice.roll is read-only") {
		t.Errorf("replacing api.dice.roll: %v", err)
	}
}
