package host

import (
	"errors"
	"strings"
	"testing"
)

// twoMen is a scenario of two combatants with first's and second's lines
// in their tables ("name = …\nside = …"): the first's on lines 3 and 4,
// the second's on lines 6 and 7.
func twoMen(first, second string) string {
	return "name = \"t\"\n[[combatant]]\n" + first + "\n[[combatant]]\n" + second + "\n"
}

// A combatant's name and side are names people tell apart by eye: a file
// that writes one blank, with white space at an end, with a control or
// format character, or longer than 64 characters, or two that look alike
// (one name in two Unicode forms or with a joiner that shows as nothing,
// two sides the same but for case) is refused at the line of the field,
// naming it. A joiner inside a word (Persian "Ali\u200cReza") or an emoji
// sequence is fine.
func TestScenarioNamesAndSidesFromAFile(t *testing.T) {
	for _, tc := range []struct {
		name, text, want, field string
	}{
		{"blank name", twoMen("name = \"A\"\nside = \"x\"", "name = \"   \"\nside = \"y\""),
			`s.toml:6: combatant[2].name: "   " is blank`, "combatant[2].name"},
		{"space after a side", twoMen("name = \"A\"\nside = \"x\"", "name = \"B\"\nside = \"x \""),
			`s.toml:7: combatant[2] (B).side: "x " ends with white space (U+0020): write it without`, "combatant[2].side"},
		{"space before a name", twoMen("name = \"A\"\nside = \"x\"", "name = \"\u00a0A\"\nside = \"y\""),
			`s.toml:6: combatant[2].name: "\u00a0A" starts with white space (U+00A0): write it without`, "combatant[2].name"},
		{"name beside itself with a space", twoMen("name = \"A\"\nside = \"x\"", "name = \"A \"\nside = \"y\""),
			`s.toml:6: combatant[2].name: "A " ends with white space (U+0020): write it without`, "combatant[2].name"},
		{"bidi override", twoMen("name = \"A\u202eB\"\nside = \"x\"", "name = \"B\"\nside = \"y\""),
			`s.toml:3: combatant[1].name: "A\u202eB" holds a format character (U+202E), which changes how the text around it shows`, "combatant[1].name"},
		{"zero-width space in a side", twoMen("name = \"A\"\nside = \"x\u200b\"", "name = \"B\"\nside = \"y\""),
			`s.toml:4: combatant[1] (A).side: "x\u200b" holds a format character (U+200B), which changes how the text around it shows`, "combatant[1].side"},
		{"5,000 characters", twoMen("name = \""+strings.Repeat("a", 5000)+"\"\nside = \"x\"", "name = \"B\"\nside = \"y\""),
			`s.toml:3: combatant[1].name: 5000 characters, over the limit of 64`, "combatant[1].name"},
		{"65 characters of a side", twoMen("name = \"A\"\nside = \""+strings.Repeat("x", 65)+"\"", "name = \"B\"\nside = \"y\""),
			`s.toml:4: combatant[1] (A).side: 65 characters, over the limit of 64`, "combatant[1].side"},
		{"one name composed and decomposed", twoMen("name = \"Jos\u00e9\"\nside = \"x\"", "name = \"Jose\u0301\"\nside = \"y\""),
			"s.toml:6: combatant[2] (Jose\u0301).name: two combatants are called \"Jose\u0301\": combatant[1]'s name is written with other Unicode code points that look the same", "combatant[2].name"},
		{"one name with a joiner that shows as nothing", twoMen("name = \"Hank\"\nside = \"x\"", "name = \"Ha\u200dnk\"\nside = \"y\""),
			"s.toml:6: combatant[2] (Ha\u200dnk).name: two combatants are called \"Ha\\u200dnk\": combatant[1]'s name is written with other Unicode code points that look the same", "combatant[2].name"},
		{"a joiner at a name's end", twoMen("name = \"A\u200c\"\nside = \"x\"", "name = \"B\"\nside = \"y\""),
			`s.toml:3: combatant[1].name: "A\u200c" holds a zero width non-joiner (U+200C) that is not between two letters: write it only inside a word`, "combatant[1].name"},
		{"sides the same but for case", twoMen("name = \"A\"\nside = \"x\"", "name = \"B\"\nside = \"X\""),
			`s.toml:7: combatant[2] (B).side: sides "x" and "X" differ only in case: write them alike for one side, or name two sides apart`, "combatant[2].side"},
		{"one side composed and decomposed", twoMen("name = \"A\"\nside = \"Jos\u00e9\"", "name = \"B\"\nside = \"Jose\u0301\""),
			"s.toml:7: combatant[2] (B).side: sides \"Jos\u00e9\" and \"Jose\u0301\" are written with other Unicode code points that look the same: write them alike for one side, or name two sides apart", "combatant[2].side"},
		{"scenario name with a bidi override", "name = \"\u202et\"\n" + strings.TrimPrefix(twoMen("name = \"A\"\nside = \"x\"", "name = \"B\"\nside = \"y\""), "name = \"t\"\n"),
			`s.toml:1: name: "\u202et" holds a format character (U+202E), which changes how the text around it shows`, "name"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseScenario("s.toml", []byte(tc.text))
			var in *InputError
			if !errors.As(err, &in) || err.Error() != tc.want || in.Field != tc.field || in.File != "s.toml" {
				t.Errorf("got %v (field %q), want %q (field %q)", err, fieldOf(in), tc.want, tc.field)
			}
		})
	}
	// names and sides that differ otherwise are fine: "Hank" and "hank"
	// are two men, "José" one name however it is written, an emoji a name
	ok := twoMen("name = \"Hank\"\nside = \"Jos\u00e9\"", "name = \"hank \U0001F920\"\nside = \"y\"")
	if _, err := ParseScenario("s.toml", []byte(ok)); err != nil {
		t.Errorf("fit names: %v", err)
	}
	// a joiner inside a word or an emoji sequence is part of a name
	ok = twoMen("name = \"Ali\u200cReza\"\nside = \"x\"", "name = \"\U0001F469\u200d\U0001F692\"\nside = \"y\"")
	if _, err := ParseScenario("s.toml", []byte(ok)); err != nil {
		t.Errorf("fit names: %v", err)
	}
}

// A required name or side left out while a key one slip from it stands in
// its place ("sid", "Name") names that key first, at its line, with the
// field it meant; so does a scenario whose combatants are under a slip
// ([[combatants]]). A key two edits away, or a number, is no slip.
func TestScenarioMissingFieldNamesItsSlip(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{twoMen("name = \"A\"\nsid = \"x\"", "name = \"B\"\nside = \"y\""),
			`s.toml:4: combatant[1] (A): unknown field "sid"; did you mean "side"? (side is missing)`},
		{twoMen("Name = \"A\"\nside = \"x\"", "name = \"B\"\nside = \"y\""),
			`s.toml:3: combatant[1]: unknown field "Name"; did you mean "name"? (name is missing)`},
		{strings.ReplaceAll(twoMen("name = \"A\"\nside = \"x\"", "name = \"B\"\nside = \"y\""), "[[combatant]]", "[[combatants]]"),
			`s.toml:2: scenario: unknown field "combatants"; did you mean "combatant"? (a fight needs at least two [[combatant]] tables, got 0)`},
		{twoMen("name = \"A\"\ncode = \"x\"", "name = \"B\"\nside = \"y\""),
			`s.toml:2: combatant[1] (A).side is missing`},
		{twoMen("name = \"A\"\nsize = 6", "name = \"B\"\nside = \"y\""),
			`s.toml:2: combatant[1] (A).side is missing`},
	} {
		_, err := ParseScenario("s.toml", []byte(tc.text))
		if err == nil || err.Error() != tc.want {
			t.Errorf("got %v, want %s", err, tc.want)
		}
	}
}

// A TOML syntax error is reported at the line it is on: "[[combatant]"
// missing its "]" on line 2 was reported on line 3, where the decoder met
// the newline ending it (testdata/syntax_unclosed_header.toml).
func TestScenarioSyntaxErrorLine(t *testing.T) {
	const file = "testdata/syntax_unclosed_header.toml"
	_, err := LoadScenario(file)
	var in *InputError
	want := file + `:2: toml: expected end of table array name delimiter ']', but got '\n' instead`
	if !errors.As(err, &in) || err.Error() != want || in.Line != 2 || in.File != file {
		t.Errorf("got %v (%+v), want %q at line 2", err, in, want)
	}
}
