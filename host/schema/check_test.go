package schema

import (
	"errors"
	"math"
	"reflect"
	"strings"
	"testing"
)

func num(f float64) *float64 { return &f }

// combatant is a schema's combatant fields built by hand, shaped like the
// TWTW ruleset's (scripts/rules/scenario.lua).
func combatant() Fields {
	skill := &Field{Type: "int", Min: num(0), Max: num(5), Doc: "a skill level"}
	return Fields{
		"traits": {Type: "map", Doc: "trait dice", Keys: []string{"dexterity", "strength"},
			Of: &Field{Type: "die", Sides: []int{4, 6, 8, 10, 12}}},
		"skills":   {Type: "map", Doc: "skill levels", Of: skill},
		"size":     {Type: "int", Doc: "size", Default: int64(6)},
		"hand":     {Type: "string", Doc: "the hand", Values: []string{"left", "right"}},
		"position": {Type: "list", Doc: "x and y", Min: num(2), Max: num(2), Of: &Field{Type: "number"}},
		"facing":   {Type: "number", Doc: "degrees", Min: num(0), Max: num(360)},
		"mounted":  {Type: "bool", Doc: "on a horse"},
		"notes":    {Type: "any", Doc: "anything"},
		"wounds":   {Type: "die", Doc: "any die"},
		"cover": {Type: "table", Doc: "cover", Fields: Fields{
			"av":        {Type: "int", Required: true, Doc: "armour value"},
			"locations": {Type: "list", Doc: "where", Of: &Field{Type: "string", Values: []string{"head", "torso", "legs"}}},
		}},
	}
}

// Every wrong value is an error naming the field, its message exactly as
// the scenario checks print it.
func TestCheckErrors(t *testing.T) {
	const at = "combatant[1] (A)"
	for _, tc := range []struct {
		field string
		value any
		want  string
	}{
		{"skils", map[string]any{"shooting": int64(2)}, `combatant[1] (A): unknown field "skils"; did you mean "skills"?`},
		{"weather", "rain", `combatant[1] (A): unknown field "weather"`},
		{"skills", map[string]any{"shooting": int64(6)}, `combatant[1] (A).skills.shooting: 6 is outside 0..5`},
		{"skills", map[string]any{"shooting": int64(-1)}, `combatant[1] (A).skills.shooting: -1 is outside 0..5`},
		{"skills", map[string]any{"shooting": "two"}, `combatant[1] (A).skills.shooting: want a number, got text "two"`},
		{"skills", int64(2), `combatant[1] (A).skills: want a table, got the number 2`},
		{"size", 6.5, `combatant[1] (A).size: want a whole number, got the number 6.5`},
		{"facing", int64(400), `combatant[1] (A).facing: 400 is outside 0..360`},
		// a whole number as written, not 9.223372036854776e+18; a whole
		// float no int64 holds is no whole number (it became the least int64)
		{"skills", map[string]any{"shooting": int64(math.MaxInt64)}, `combatant[1] (A).skills.shooting: 9223372036854775807 is outside 0..5`},
		{"facing", int64(math.MinInt64), `combatant[1] (A).facing: -9223372036854775808 is outside 0..360`},
		{"size", 1e300, `combatant[1] (A).size: want a whole number, got the number 1e+300`},
		{"facing", true, `combatant[1] (A).facing: want a number, got true`},
		{"hand", "lft", `combatant[1] (A).hand: "lft" is not one of left, right; did you mean "left"?`},
		{"hand", "both", `combatant[1] (A).hand: "both" is not one of left, right`},
		{"hand", int64(1), `combatant[1] (A).hand: want text, got the number 1`},
		{"mounted", "yes", `combatant[1] (A).mounted: want true or false, got text "yes"`},
		{"position", []any{int64(1)}, `combatant[1] (A).position: 1 entries, want 2..2`},
		{"position", []any{int64(1), "x"}, `combatant[1] (A).position[2]: want a number, got text "x"`},
		{"position", "here", `combatant[1] (A).position: want a list, got text "here"`},
		{"traits", map[string]any{"dexterity": "d7"}, `combatant[1] (A).traits.dexterity: die "d7": want d4, d6, d8, d10, d12`},
		{"traits", map[string]any{"dexterity": int64(8)}, `combatant[1] (A).traits.dexterity: want d4, d6, d8, d10, d12, got the number 8`},
		{"traits", map[string]any{"dexterty": "d8"}, `combatant[1] (A).traits: unknown key "dexterty" (want one of dexterity, strength); did you mean "dexterity"?`},
		{"wounds", "d1", `combatant[1] (A).wounds: want a die such as "d8", got text "d1"`},
		{"wounds", "dx", `combatant[1] (A).wounds: want a die such as "d8", got text "dx"`},
		{"wounds", "d", `combatant[1] (A).wounds: want a die such as "d8", got text "d"`},
		{"wounds", "d100000", `combatant[1] (A).wounds: want a die such as "d8", got text "d100000"`},
		{"wounds", nil, `combatant[1] (A).wounds: want a die such as "d8", got nothing`},
		{"cover", map[string]any{"locations": []any{"head"}}, `combatant[1] (A).cover.av is missing (armour value)`},
		{"cover", map[string]any{"av": int64(2), "locations": []any{"nose"}}, `combatant[1] (A).cover.locations[1]: "nose" is not one of head, torso, legs`},
		{"cover", []any{}, `combatant[1] (A).cover: want a table, got a list`},
	} {
		_, err := combatant().Check(at, map[string]any{tc.field: tc.value})
		if err == nil || err.Error() != tc.want {
			t.Errorf("%s = %#v: got %v, want %s", tc.field, tc.value, err, tc.want)
		}
	}
}

// Checked values come back normalised: dice as their sides, whole numbers
// int64, lists of tables as []any, defaults filled in, unknown types kept.
// A list or a map declared without an entry type (Of) is an error naming
// the field, whatever the value, empty ones included; it never panics.
func TestCheckNoEntryType(t *testing.T) {
	fs := Fields{
		"xs": {Type: "list", Doc: "a list"},
		"ms": {Type: "map", Doc: "a map", Keys: []string{"a"}},
	}
	for _, tc := range []struct {
		field string
		value any
		want  string
	}{
		{"xs", []any{int64(1)}, "c.xs: list declares no entry type"},
		{"xs", []any{}, "c.xs: list declares no entry type"},
		{"xs", "nope", "c.xs: list declares no entry type"},
		{"ms", map[string]any{"a": int64(1)}, "c.ms: map declares no entry type"},
		{"ms", map[string]any{}, "c.ms: map declares no entry type"},
	} {
		_, err := fs.Check("c", map[string]any{tc.field: tc.value})
		if err == nil || err.Error() != tc.want {
			t.Errorf("%s = %v: err %v, want %q", tc.field, tc.value, err, tc.want)
		}
	}
}

func TestCheckNormalises(t *testing.T) {
	got, err := combatant().Check("combatant[1] (A)", map[string]any{
		"traits":   map[string]any{"dexterity": "D8"},
		"skills":   map[string]any{"shooting": 2.0},
		"position": []any{int64(1), 2.5},
		"facing":   int64(90),
		"notes":    []map[string]any{{"x": "y"}},
		"cover":    map[string]any{"av": int64(2)},
		"wounds":   "d20",
	})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]any{
		"traits":   map[string]any{"dexterity": int64(8)},
		"skills":   map[string]any{"shooting": int64(2)},
		"position": []any{1.0, 2.5},
		"facing":   90.0,
		"notes":    []map[string]any{{"x": "y"}},
		"cover":    map[string]any{"av": int64(2)},
		"wounds":   int64(20),
		"size":     int64(6),
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %#v\nwant %#v", got, want)
	}
	// a whole number no float holds exactly stays as written
	if v, err := (&Field{Type: "int"}).Check("n", int64(math.MaxInt64)); err != nil || v != int64(math.MaxInt64) {
		t.Errorf("the largest int64: %#v, %v", v, err)
	}
	list := &Field{Type: "list", Of: &Field{Type: "table", Fields: Fields{"name": {Type: "string"}}}}
	v, err := list.Check("weapons", []map[string]any{{"name": "colt"}})
	if err != nil || !reflect.DeepEqual(v, []any{map[string]any{"name": "colt"}}) {
		t.Errorf("a list of tables: %#v, %v", v, err)
	}
}

// An unknown field is an *UnknownFieldError (the host adds a hint that the
// scenario may be another game's); an unknown type says so.
func TestUnknownField(t *testing.T) {
	_, err := combatant().Check("scenario", map[string]any{"weather": "rain"})
	var unknown *UnknownFieldError
	if !errors.As(err, &unknown) || unknown.at != "scenario" || unknown.name != "weather" {
		t.Errorf("got %#v", err)
	}
	_, err = combatant().Check("scenario", map[string]any{"size": "big"})
	if errors.As(err, &unknown) {
		t.Errorf("a wrong value is not an unknown field: %v", err)
	}
	if _, err := (&Field{Type: "colour"}).Check("x", "red"); err == nil || err.Error() != `x: unknown type "colour"` {
		t.Errorf("unknown type: %v", err)
	}
}

// Also adds the names a caller reads itself to the suggestions of an
// unknown field of the table it names, not of a table inside it.
func TestUnknownFieldAlso(t *testing.T) {
	var unknown *UnknownFieldError
	_, err := combatant().Check("c", map[string]any{"nmae": "x"})
	if !errors.As(err, &unknown) || unknown.Suggests() {
		t.Fatalf("got %v", err)
	}
	if got := unknown.Also("c", "name", "side").Error(); got != `c: unknown field "nmae"; did you mean "name"?` {
		t.Errorf("Also at the table = %q", got)
	}
	_, err = combatant().Check("c", map[string]any{"cover": map[string]any{"av": int64(1), "nmae": "x"}})
	if !errors.As(err, &unknown) {
		t.Fatalf("got %v", err)
	}
	if got := unknown.Also("c", "name", "side").Error(); got != `c.cover: unknown field "nmae"` {
		t.Errorf("Also at a table inside = %q", got)
	}
}

// The range check and its text, shared with module options.
func TestCheckRange(t *testing.T) {
	for _, tc := range []struct {
		f      float64
		lo, hi *float64
		want   string
	}{
		{4, num(1), num(3), "4 is outside 1..3"},
		{0.5, num(1), nil, "0.5 is outside 1..∞"},
		{12, nil, num(10), "12 is outside −∞..10"},
		{-1, num(0), nil, "-1 is outside 0..∞"},
		{3, num(1), num(3), ""},
		{1, num(1), num(3), ""},
		{1e9, nil, nil, ""},
	} {
		got := ""
		if err := CheckRange(tc.f, tc.lo, tc.hi); err != nil {
			got = err.Error()
		}
		if got != tc.want {
			t.Errorf("CheckRange(%v) = %q, want %q", tc.f, got, tc.want)
		}
	}
	if got := rangeText(nil, nil); got != "−∞..∞" {
		t.Errorf("rangeText(nil, nil) = %q", got)
	}
}

// TypeName names each decoded TOML type as messages print it.
func TestTypeName(t *testing.T) {
	for v, want := range map[any]string{
		nil: "nothing", "x": `text "x"`, true: "true", int64(3): "the number 3", 2.5: "the number 2.5", int32(1): "int32",
	} {
		if got := TypeName(v); got != want {
			t.Errorf("TypeName(%#v) = %q, want %q", v, got, want)
		}
	}
	for _, v := range []any{[]any{}, []map[string]any{}} {
		if got := TypeName(v); got != "a list" {
			t.Errorf("TypeName(%#v) = %q", v, got)
		}
	}
	if got := TypeName(map[string]any{}); got != "a table" || !strings.HasPrefix(TypeName(struct{}{}), "struct") {
		t.Errorf("TypeName(table) = %q", got)
	}
}
