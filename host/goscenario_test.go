package host

import (
	"context"
	"errors"
	"maps"
	"math"
	"strings"
	"testing"
)

// goDuel is the built-in duel rebuilt in Go, with change applied: a
// scenario as an embedding program makes one, with no file behind it.
func goDuel(t *testing.T, change func(sc *Scenario)) *Scenario {
	t.Helper()
	duel, err := BuiltinScenario("", "duel")
	if err != nil {
		t.Fatal(err)
	}
	sc := &Scenario{Name: duel.Name, Fields: maps.Clone(duel.Fields)}
	for _, c := range duel.Combatants {
		sc.Combatants = append(sc.Combatants, Combatant{Name: c.Name, Side: c.Side, Fields: maps.Clone(c.Fields)})
	}
	if change != nil {
		change(sc)
	}
	return sc
}

// withLone adds to the duel a second man of the gang and a third man alone
// on side.
func withLone(side string) func(sc *Scenario) {
	return func(sc *Scenario) {
		c := sc.Combatants[1]
		sc.Combatants = append(sc.Combatants, Combatant{Name: "Second", Side: "gang", Fields: maps.Clone(c.Fields)},
			Combatant{Name: "Third", Side: side, Fields: maps.Clone(c.Fields)})
	}
}

// A scenario built in Go is checked for what ParseScenario checks of a file
// (names, sides, the round limit, texts, finite numbers), so that a fight
// refuses it as bad input naming the field rather than running it (one
// side: won before it starts; a newline in a name: a forged transcript
// line; rounds 1<<40: a fight that never ends) or failing as a rule error
// (two combatants with one name). With no Path, the message is not
// prefixed with an empty file name; with one, it names it.
func TestGoScenarioIsCheckedAsAFileIs(t *testing.T) {
	e, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	cases := []struct {
		name   string
		change func(sc *Scenario)
		msg    string
		field  string
	}{
		{"one side", func(sc *Scenario) { sc.Combatants[1].Side = sc.Combatants[0].Side },
			"combatant: a fight needs at least two sides", "combatant"},
		{"same name", func(sc *Scenario) { sc.Combatants[1].Name = sc.Combatants[0].Name },
			`combatant[2] (Miranda Valentine).name: two combatants are called "Miranda Valentine"`, "combatant[2].name"},
		{"no name", func(sc *Scenario) { sc.Combatants[1].Name = "" },
			"combatant[2].name is missing", "combatant[2].name"},
		{"no side", func(sc *Scenario) { sc.Combatants[1].Side = "" },
			"combatant[2] (Mouthy vaquero).side is missing", "combatant[2].side"},
		{"newline in a name", func(sc *Scenario) { sc.Combatants[0].Name = "Ann\n== posse win" },
			`combatant[1].name: "Ann\n== posse win" holds a control character (U+000A)`, "combatant[1].name"},
		{"escape in a side", func(sc *Scenario) { sc.Combatants[0].Side = "posse\x1b[2J" },
			`combatant[1] (Miranda Valentine).side: "posse\x1b[2J" holds a control character (U+001B)`, "combatant[1].side"},
		{"newline in the summary", func(sc *Scenario) { sc.Summary = "a\nb" },
			`summary: "a\nb" holds a control character (U+000A)`, "summary"},
		{"negative rounds", func(sc *Scenario) { sc.Rounds = -5 },
			"rounds -5: want 0..1000 (0: the default)", "rounds"},
		{"endless rounds", func(sc *Scenario) { sc.Rounds = 1 << 40 },
			"rounds 1099511627776: want 0..1000 (0: the default)", "rounds"},
		{"NaN", func(sc *Scenario) { sc.Fields["surprise"] = math.NaN() },
			"surprise: NaN is not a finite number", "surprise"},
		{"one combatant", func(sc *Scenario) { sc.Combatants = sc.Combatants[:1] },
			"combatant: a fight needs at least two combatants, got 1", "combatant"},
		// a lone side one letter from a side of several: a three-way fight by a slip
		{"lone side a slip", withLone("gnag"), `combatant[4] (Third).side: "gnag" has no one else on it and all but names side "gang" (2 combatants): a slip? ` +
			"(a side of one is fine: give it a name further from the others)", "combatant[4].side"},
		{"lone side a case slip", withLone("Gang"), `combatant[4] (Third).side: sides "gang" and "Gang" differ only in case: ` +
			"write them alike for one side, or name two sides apart", "combatant[4].side"},
		// names and sides people tell apart by eye, as a file's are checked
		{"blank name", func(sc *Scenario) { sc.Combatants[1].Name = "  " },
			`combatant[2].name: "  " is blank`, "combatant[2].name"},
		{"space after a side", func(sc *Scenario) { sc.Combatants[1].Side = sc.Combatants[0].Side + " " },
			`combatant[2] (Mouthy vaquero).side: "posse " ends with white space (U+0020): write it without`, "combatant[2].side"},
		{"bidi override in a name", func(sc *Scenario) { sc.Combatants[0].Name = "Ann\u202eevil" },
			`combatant[1].name: "Ann\u202eevil" holds a format character (U+202E), which changes how the text around it shows`, "combatant[1].name"},
		{"long name", func(sc *Scenario) { sc.Combatants[0].Name = strings.Repeat("\u00e9", 65) },
			"combatant[1].name: 65 characters, over the limit of 64", "combatant[1].name"},
		{"one name in two Unicode forms", func(sc *Scenario) { sc.Combatants[0].Name, sc.Combatants[1].Name = "Jos\u00e9", "Jose\u0301" },
			"combatant[2] (Jose\u0301).name: two combatants are called \"Jose\u0301\": combatant[1]'s name is written with other Unicode code points that look the same", "combatant[2].name"},
		{"scenario name with a bidi override", func(sc *Scenario) { sc.Name = "\u202eduel" },
			`name: "\u202eduel" holds a format character (U+202E), which changes how the text around it shows`, "name"},
	}
	ctx := context.Background()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			sc := goDuel(t, tc.change)
			for _, run := range []struct {
				what string
				err  error
			}{
				{"CheckScenario", e.CheckScenario(ctx, sc)},
				{"Fight", func() error { _, err := e.Fight(ctx, sc, FightOptions{Seed: 1}); return err }()},
			} {
				var in *InputError
				if !errors.As(run.err, &in) || run.err.Error() != tc.msg || in.Field != tc.field || in.File != "" {
					t.Errorf("%s = %T %v (field %q), want *InputError %q (field %q)", run.what, run.err, run.err, fieldOf(in), tc.msg, tc.field)
				}
			}
			sc.Path = "bot:table-7"
			if err := e.CheckScenario(ctx, sc); err == nil || err.Error() != "bot:table-7: "+tc.msg {
				t.Errorf("CheckScenario with a Path = %v, want %q", err, "bot:table-7: "+tc.msg)
			}
		})
	}
	if err := e.CheckScenario(ctx, goDuel(t, nil)); err != nil {
		t.Errorf("the duel built in Go: %v", err)
	}
}

// fieldOf is the Field of an *InputError, "" for nil.
func fieldOf(in *InputError) string {
	if in == nil {
		return ""
	}
	return in.Field
}

// A scenario built in Go may use Go's own types — an int, a []string, a
// map[string]string — and fights as the same scenario in TOML's shapes,
// byte for byte; the caller's values are left as they were. A value of no
// TOML shape (a struct) and a table that holds itself are refused as bad
// input naming the field.
func TestGoScenarioTakesGoValues(t *testing.T) {
	e, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	ctx := context.Background()
	fight := func(sc *Scenario) string {
		t.Helper()
		var out strings.Builder
		if _, err := e.Fight(ctx, sc, FightOptions{Seed: 4, Out: &out}); err != nil {
			t.Fatalf("Fight: %v", err)
		}
		return out.String()
	}
	want := fight(goDuel(t, nil))
	traits := map[string]string{"strength": "d6", "dexterity": "d10", "reflex": "d12", "fortitude": "d8", "acuity": "d8", "spirit": "d10"}
	skills := map[string]int{"shooting": 3, "fast_draw": 2}
	goTyped := goDuel(t, func(sc *Scenario) {
		f := sc.Combatants[0].Fields
		f["traits"], f["skills"], f["weapons"], f["position"] = traits, skills, []string{"peacemaker"}, [2]int{0, 0}
	})
	if got := fight(goTyped); got != want {
		t.Errorf("the duel with Go values fights otherwise:\n%s\nwant\n%s", got, want)
	}
	if _, ok := goTyped.Combatants[0].Fields["skills"].(map[string]int); !ok || skills["shooting"] != 3 {
		t.Errorf("the caller's skills became %T %v", goTyped.Combatants[0].Fields["skills"], skills)
	}
	loop := map[string]any{}
	loop["self"] = loop
	for _, tc := range []struct {
		value any
		msg   string
	}{
		{struct{ Dexterity string }{"d8"}, "combatant[1] (Miranda Valentine).traits: want text, a number, true/false, a list or a table, got a Go struct { Dexterity string }"},
		{map[string]any{"dexterity": uint64(1) << 63}, "combatant[1] (Miranda Valentine).traits.dexterity: 9223372036854775808 is beyond the largest whole number, 9223372036854775807"},
		{loop, "combatant[1] (Miranda Valentine).traits" + strings.Repeat(".self", 64) + ": nests deeper than 64 levels"},
	} {
		sc := goDuel(t, func(sc *Scenario) { sc.Combatants[0].Fields["traits"] = tc.value })
		err := e.CheckScenario(ctx, sc)
		var in *InputError
		if !errors.As(err, &in) || err.Error() != tc.msg {
			t.Errorf("CheckScenario = %T %v, want *InputError %q", err, err, tc.msg)
		}
	}
}

// A fight, an explanation or a check under a context that is already
// cancelled is stopped before any script line runs: the error says so and
// errors.Is finds context.Canceled, naming no module ("module ." it said,
// the base name of no file) and no rule (it said "rule scenario.check
// failed", the caller's own context told as a rule's failure).
func TestCancelledContextNamesNoModule(t *testing.T) {
	e, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	const want = "not started: context canceled"
	_, ferr := e.Fight(ctx, nil, FightOptions{Seed: 1})
	_, xerr := e.Explain(ctx, nil, ExplainOptions{Seed: 1})
	for what, err := range map[string]error{"Fight": ferr, "Explain": xerr, "CheckScenario": e.CheckScenario(ctx, nil)} {
		var re *RuleError
		if errors.As(err, &re) || !errors.Is(err, context.Canceled) || err.Error() != want {
			t.Errorf("%s = %T %v, want %q, no *RuleError", what, err, err, want)
		}
	}
}

// A scenario built in Go has no file and no Hash, but a transcript header
// and a simulation report fingerprint it by its content: the same duel in
// Go's types and in TOML's has one fingerprint, a duel with one skill more
// another, and the shards of simulations of the two do not merge (they
// merged into one wrong report, both fingerprints empty).
func TestGoScenarioIsFingerprinted(t *testing.T) {
	e, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	ctx := context.Background()
	plain := goDuel(t, nil)
	goTyped := goDuel(t, func(sc *Scenario) { sc.Combatants[0].Fields["skills"] = map[string]int{"shooting": 3, "fast_draw": 2} })
	better := goDuel(t, func(sc *Scenario) { sc.Combatants[0].Fields["skills"] = map[string]int{"shooting": 4, "fast_draw": 2} })
	if plain.fingerprint() == "" || plain.fingerprint() != goTyped.fingerprint() || plain.fingerprint() == better.fingerprint() {
		t.Errorf("fingerprints: plain %q, Go-typed %q, better %q", plain.fingerprint(), goTyped.fingerprint(), better.fingerprint())
	}
	var out strings.Builder
	if _, err := e.Fight(ctx, plain, FightOptions{Seed: 1, Rounds: 1, Out: &out}); err != nil {
		t.Fatal(err)
	}
	if want := "scenario built in Go (sha256 " + plain.fingerprint()[:12] + ")\n"; !strings.Contains(out.String(), want) {
		t.Errorf("header lacks %q:\n%s", want, out.String())
	}
	shard := func(sc *Scenario, k int) *SimReport {
		t.Helper()
		rep, err := e.Simulate(ctx, sc, SimOptions{Runs: 4, FirstSeed: 1, Shard: k, Shards: 2})
		if err != nil {
			t.Fatal(err)
		}
		return rep
	}
	if rep := shard(plain, 1); rep.ScenarioHash != plain.fingerprint() {
		t.Errorf("report's scenario hash %q, want %q", rep.ScenarioHash, plain.fingerprint())
	}
	_, err = MergeReports([]string{"a.json", "b.json"}, []*SimReport{shard(plain, 1), shard(better, 2)})
	var in *InputError
	if !errors.As(err, &in) || !strings.Contains(err.Error(), "the scenario") {
		t.Errorf("merging shards of two scenarios = %v, want an *InputError about the scenario", err)
	}
	if _, err := MergeReports([]string{"a.json", "b.json"}, []*SimReport{shard(plain, 1), shard(goTyped, 2)}); err != nil {
		t.Errorf("merging shards of one scenario: %v", err)
	}
}
