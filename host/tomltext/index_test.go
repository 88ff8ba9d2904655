package tomltext

import (
	"reflect"
	"testing"
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
