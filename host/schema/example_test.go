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
