package schema

import (
	"fmt"
	"maps"
	"math"
	"slices"
	"strings"

	"github.com/twtw/twtw/host/didyoumean"
)

// Schema is a ruleset's scenario schema: the fields each combatant may
// carry and the scenario's own top-level fields.
type Schema struct {
	Combatant Fields
	Fields    Fields
}

// Fields are declared fields by name: a schema's, or a table's own.
type Fields map[string]*Field

// Field is one declared field: its type and what its values must be.
type Field struct {
	// Type is "string", "int", "number", "bool", "die", "list", "map",
	// "table" or "any".
	Type string
	// Doc says what the field means; a missing required field quotes it.
	Doc string
	// Required refuses a table of values without the field.
	Required bool
	// Default fills in the field when it is left out (nil: none), already
	// checked and normalised.
	Default any
	// Values are a string's allowed values (none: any text).
	Values []string
	// Min and Max bound a number, or a list's length (nil: no bound).
	Min, Max *float64
	// Sides are a die's allowed sides (none: any die of 2 or more).
	Sides []int
	// Of is the type of a list's or a map's entries; a list or map without
	// it is a broken declaration, which Check reports for any value.
	Of *Field
	// Keys are a map's allowed keys (none: any key).
	Keys []string
	// Fields are a table's own fields.
	Fields Fields
}

// UnknownFieldError is a field the schema does not declare: name in the
// table at, whose declared fields are known.
type UnknownFieldError struct {
	at, name string
	known    []string
}

// Error names the field and suggests the nearest declared one.
func (e *UnknownFieldError) Error() string {
	return fmt.Sprintf("%s: unknown field %q%s", e.at, e.name, didyoumean.Best(e.name, e.known))
}

// Suggests reports whether a declared field is close enough to name to be
// suggested in its place.
func (e *UnknownFieldError) Suggests() bool { return didyoumean.Best(e.name, e.known) != "" }

// Also returns the error with names added to the fields it suggests from
// when the unknown field is in the table at itself, not in a table inside
// it: the fields a caller reads itself beside the schema's (a scenario's
// "rounds", a combatant's "side"), so that "round" gets its "did you
// mean". For a field elsewhere it returns e.
func (e *UnknownFieldError) Also(at string, names ...string) *UnknownFieldError {
	if e.at != at {
		return e
	}
	known := slices.Concat(e.known, names)
	slices.Sort(known)
	return &UnknownFieldError{at: e.at, name: e.name, known: slices.Compact(known)}
}

// Check checks a table of values at (named so in messages) against the
// declared fields: an unknown field (*UnknownFieldError), a missing
// required one and a wrong value are errors naming the field; defaults fill
// what is left out. It returns the normalised values.
func (fs Fields) Check(at string, vals map[string]any) (map[string]any, error) {
	out := make(map[string]any, len(fs))
	for _, k := range slices.Sorted(maps.Keys(vals)) {
		f, ok := fs[k]
		if !ok {
			return nil, &UnknownFieldError{at: at, name: k, known: slices.Sorted(maps.Keys(fs))}
		}
		v, err := f.Check(at+"."+k, vals[k])
		if err != nil {
			return nil, err
		}
		out[k] = v
	}
	for _, k := range slices.Sorted(maps.Keys(fs)) {
		if _, ok := out[k]; ok {
			continue
		}
		f := fs[k]
		switch {
		case f.Required:
			return nil, fmt.Errorf("%s.%s is missing (%s)", at, k, f.Doc)
		case f.Default != nil:
			out[k] = f.Default
		}
	}
	return out, nil
}

// Check checks one value at (named so in messages) against the field's type
// and returns it normalised: a die "d8" becomes 8, whole numbers int64.
func (f *Field) Check(at string, v any) (any, error) {
	bad := func(want string) error { return fmt.Errorf("%s: want %s, got %s", at, want, TypeName(v)) }
	switch f.Type {
	case "any":
		return v, nil
	case "string":
		s, ok := v.(string)
		if !ok {
			return nil, bad("text")
		}
		if len(f.Values) > 0 && !slices.Contains(f.Values, s) {
			return nil, fmt.Errorf("%s: %q is not one of %s%s", at, s, strings.Join(f.Values, ", "), didyoumean.Best(s, f.Values))
		}
		return s, nil
	case "bool":
		b, ok := v.(bool)
		if !ok {
			return nil, bad("true or false")
		}
		return b, nil
	case "int", "number":
		return f.checkNumber(at, v, bad)
	case "die":
		return f.checkDie(at, v)
	case "list":
		return f.checkList(at, v)
	case "map":
		return f.checkMap(at, v)
	case "table":
		m, ok := v.(map[string]any)
		if !ok {
			return nil, bad("a table")
		}
		return f.Fields.Check(at, m)
	}
	return nil, fmt.Errorf("%s: unknown type %q", at, f.Type)
}

func (f *Field) checkNumber(at string, v any, bad func(string) error) (any, error) {
	switch x := v.(type) {
	case int64: // checked as written: a float shows 9223372036854775807 as 9.223372036854776e+18
		if err := CheckIntRange(x, f.Min, f.Max); err != nil {
			return nil, fmt.Errorf("%s: %w", at, err)
		}
		if f.Type == "int" {
			return x, nil
		}
		return float64(x), nil
	case float64:
		// a whole number an int64 holds (1e300 is whole, and no int64)
		if f.Type == "int" && (x != math.Trunc(x) || x < math.MinInt64 || x >= math.MaxInt64) {
			return nil, bad("a whole number")
		}
		if err := CheckRange(x, f.Min, f.Max); err != nil {
			return nil, fmt.Errorf("%s: %w", at, err)
		}
		if f.Type == "int" {
			return int64(x), nil
		}
		return x, nil
	}
	return nil, bad("a number")
}

func (f *Field) checkDie(at string, v any) (any, error) {
	s, ok := v.(string)
	want := "a die such as \"d8\""
	if len(f.Sides) > 0 {
		names := make([]string, len(f.Sides))
		for i, n := range f.Sides {
			names[i] = fmt.Sprintf("d%d", n)
		}
		want = strings.Join(names, ", ")
	}
	if !ok || len(s) < 2 || (s[0] != 'd' && s[0] != 'D') {
		return nil, fmt.Errorf("%s: want %s, got %s", at, want, TypeName(v))
	}
	n := 0
	for _, r := range s[1:] {
		if r < '0' || r > '9' || n > 1000 {
			return nil, fmt.Errorf("%s: want %s, got %s", at, want, TypeName(v))
		}
		n = n*10 + int(r-'0')
	}
	if n < 2 {
		return nil, fmt.Errorf("%s: want %s, got %s", at, want, TypeName(v))
	}
	if len(f.Sides) > 0 && !slices.Contains(f.Sides, n) {
		return nil, fmt.Errorf("%s: die %q: want %s", at, s, want)
	}
	return int64(n), nil
}

func (f *Field) checkList(at string, v any) (any, error) {
	if f.Of == nil {
		return nil, fmt.Errorf("%s: list declares no entry type", at)
	}
	var items []any
	switch x := v.(type) {
	case []any:
		items = x
	case []map[string]any:
		for _, m := range x {
			items = append(items, m)
		}
	default:
		return nil, fmt.Errorf("%s: want a list, got %s", at, TypeName(v))
	}
	if CheckRange(float64(len(items)), f.Min, f.Max) != nil {
		return nil, fmt.Errorf("%s: %d entries, want %s", at, len(items), rangeText(f.Min, f.Max))
	}
	out := make([]any, len(items))
	for i, e := range items {
		var err error
		if out[i], err = f.Of.Check(fmt.Sprintf("%s[%d]", at, i+1), e); err != nil {
			return nil, err
		}
	}
	return out, nil
}

func (f *Field) checkMap(at string, v any) (any, error) {
	if f.Of == nil {
		return nil, fmt.Errorf("%s: map declares no entry type", at)
	}
	m, ok := v.(map[string]any)
	if !ok {
		return nil, fmt.Errorf("%s: want a table, got %s", at, TypeName(v))
	}
	out := make(map[string]any, len(m))
	for _, k := range slices.Sorted(maps.Keys(m)) {
		if len(f.Keys) > 0 && !slices.Contains(f.Keys, k) {
			return nil, fmt.Errorf("%s: unknown key %q (want one of %s)%s", at, k, strings.Join(f.Keys, ", "), didyoumean.Best(k, f.Keys))
		}
		e, err := f.Of.Check(at+"."+k, m[k])
		if err != nil {
			return nil, err
		}
		out[k] = e
	}
	return out, nil
}
