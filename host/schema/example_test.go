package schema_test

import (
	"fmt"

	"github.com/twtw/twtw/host/schema"
)

// A combatant's field declared as an int 1..6, checked against 9: the
// error names the combatant and the field.
func ExampleFields_Check() {
	lo, hi := 1.0, 6.0
	fields := schema.Fields{
		"luck": {Type: "int", Min: &lo, Max: &hi, Doc: "luck points"},
	}
	_, err := fields.Check("combatant[1] (A)", map[string]any{"luck": int64(9)})
	fmt.Println(err)
	vals, err := fields.Check("combatant[1] (A)", map[string]any{"luck": 4.0})
	fmt.Printf("%#v %v\n", vals["luck"], err)
	// Output:
	// combatant[1] (A).luck: 9 is outside 1..6
	// 4 <nil>
}

// A reference of declared fields, as `twtw doc scenario.schema` lists them:
// a table's own fields and a list's table entries come after the field.
func ExampleFields_Reference() {
	lo, hi, one, two := 0.0, 5.0, 1.0, 2.0
	fields := schema.Fields{
		"skills": {Type: "map", Of: &schema.Field{Type: "int", Min: &lo, Max: &hi}, Keys: []string{"riding", "shooting"}, Doc: "skill levels"},
		"mount": {Type: "table", Doc: "the horse", Fields: schema.Fields{
			"name": {Type: "string", Required: true, Doc: "its name"},
			"gait": {Type: "string", Values: []string{"walk", "run"}, Default: "walk", Doc: "how fast"},
		}},
		"covers": {Type: "list", Min: &one, Doc: "cover", Of: &schema.Field{Type: "table", Fields: schema.Fields{
			"av": {Type: "int", Min: &lo, Doc: "armour value"},
		}}},
		"trait": {Type: "die", Sides: []int{4, 6}, Doc: "a trait die"},
		"pos":   {Type: "list", Min: &two, Max: &two, Of: &schema.Field{Type: "number"}, Doc: "[x, y]"},
	}
	for _, f := range fields.Reference("combatant[].") {
		fmt.Printf("%s | %s | required %v | default %v | %s\n", f.Path, f.Type, f.Required, f.Default, f.Doc)
	}
	// Output:
	// combatant[].covers | list of table, 1..∞ entries | required false | default <nil> | cover
	// combatant[].covers[].av | int 0..∞ | required false | default <nil> | armour value
	// combatant[].mount | table | required false | default <nil> | the horse
	// combatant[].mount.gait | string: "walk", "run" | required false | default walk | how fast
	// combatant[].mount.name | string | required true | default <nil> | its name
	// combatant[].pos | list of number, 2 entries | required false | default <nil> | [x, y]
	// combatant[].skills | map of int 0..5 (keys: riding, shooting) | required false | default <nil> | skill levels
	// combatant[].trait | die: d4, d6 | required false | default <nil> | a trait die
}
