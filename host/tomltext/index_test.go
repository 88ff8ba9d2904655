package tomltext

import (
	"reflect"
	"testing"
	"time"
)

// The key → line index names fields as error messages do, through headers,
// arrays of tables, arrays, inline tables, quoted and dotted keys, comments
// and multi-line strings.
func TestIndex(t *testing.T) {
	text := `name = "Saloon" # a [comment] with { brackets
summary = """
two lines, with a "quote" and [brackets]
"""
[[combatant]]
name = "A"
traits = { strength = "d6", dexterity = "d7" }
weapons = [
  "peacemaker",
  { key = "bow", name = "a \"bow\"" },
]

[[combatant]]
name = "B"
pos.x = 3

[options."gulch.last_stand"]
rounds = 2
[lock.bumps]
version = "1.0.0"
`
	want := Lines{
		"name": 1, "summary": 2,
		"combatant": 5, "combatant[1]": 5, "combatant[1].name": 6,
		"combatant[1].traits": 7, "combatant[1].traits.strength": 7, "combatant[1].traits.dexterity": 7,
		"combatant[1].weapons": 8, "combatant[1].weapons[1]": 9, "combatant[1].weapons[2]": 10,
		"combatant[1].weapons[2].key": 10, "combatant[1].weapons[2].name": 10,
		"combatant[2]": 13, "combatant[2].name": 14, "combatant[2].pos.x": 15,
		`options."gulch.last_stand"`: 17, `options."gulch.last_stand".rounds`: 18,
		"lock.bumps": 19, "lock.bumps.version": 20,
	}
	if got := Index([]byte(text)); !reflect.DeepEqual(got, want) {
		t.Errorf("index:\n%v\nwant\n%v", got, want)
	}
	ix := Index([]byte(text))
	for field, line := range map[string]int{
		"combatant[1].traits.reflex": 7, // not in the text: its table's line
		"combatant[2].skills":        13,
		"combatant[3]":               5, // the first [[combatant]]
		"deck":                       0,
	} {
		if got := ix.Line(field); got != line {
			t.Errorf("line(%s) = %d, want %d", field, got, line)
		}
	}
}

// A stray "]" in an inline table or "}" in an array (text the decoder
// refuses) ends the index's scan of the value: it looped on it for ever.
func TestIndexStrayBracket(t *testing.T) {
	for text, want := range map[string]Lines{
		"x = { ]\ny = 1\n":         {"x": 1, "y": 2},
		"x = [ }\ny = 1\n":         {"x": 1, "x[1]": 1, "y": 2},
		"x = { a = [ } }\ny = 1\n": {"x": 1, "x.a": 1, "x.a[1]": 1, "y": 2},
	} {
		done := make(chan Lines, 1)
		go func() { done <- Index([]byte(text)) }()
		select {
		case got := <-done:
			if !reflect.DeepEqual(got, want) {
				t.Errorf("Index(%q) = %v, want %v", text, got, want)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("Index(%q) still scanning after 5s", text)
		}
	}
}
