package host

import (
	"fmt"
	"math"
	"reflect"
)

// fromGo returns a scenario value in the shapes ParseScenario decodes from
// TOML (string, bool, int64, float64, []any, map[string]any), so that a
// scenario built in Go may hold any Go integer or float, slices and arrays
// of any of these, and maps with string keys: {"shooting": 3},
// []string{"peacemaker"}, map[string]string{"dexterity": "d8"}. A value of
// another kind (a struct, a pointer, a map with other keys), an unsigned
// number beyond int64, and a value nested deeper than a scenario file may
// nest (MaxTOMLNesting; a map that holds itself) are refused, naming at.
// Lists and tables are copied: the caller's scenario is left as it was.
func fromGo(at string, v any, depth int) (any, error) {
	if depth > MaxTOMLNesting {
		return nil, fmt.Errorf("%s: nests deeper than %d levels", at, MaxTOMLNesting)
	}
	switch x := v.(type) {
	case nil, string, bool, int64, float64:
		return v, nil
	case []any:
		return fromGoList(at, x, depth)
	case map[string]any:
		return fromGoMap(at, x, depth)
	}
	r := reflect.ValueOf(v)
	switch r.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return r.Int(), nil
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		if r.Uint() > math.MaxInt64 {
			return nil, fmt.Errorf("%s: %d is beyond the largest whole number, %d", at, r.Uint(), int64(math.MaxInt64))
		}
		return int64(r.Uint()), nil
	case reflect.Float32, reflect.Float64:
		return r.Float(), nil
	case reflect.String:
		return r.String(), nil
	case reflect.Bool:
		return r.Bool(), nil
	case reflect.Slice, reflect.Array:
		list := make([]any, r.Len())
		for i := range list {
			list[i] = r.Index(i).Interface()
		}
		return fromGoList(at, list, depth)
	case reflect.Map:
		if r.Type().Key().Kind() == reflect.String {
			m := make(map[string]any, r.Len())
			for it := r.MapRange(); it.Next(); {
				m[it.Key().String()] = it.Value().Interface()
			}
			return fromGoMap(at, m, depth)
		}
	}
	return nil, fmt.Errorf("%s: want text, a number, true/false, a list or a table, got a Go %T", at, v)
}

// fromGoList is fromGo of each entry of a list, into a new list.
func fromGoList(at string, x []any, depth int) (any, error) {
	out := make([]any, len(x))
	for i, e := range x {
		var err error
		if out[i], err = fromGo(fmt.Sprintf("%s[%d]", at, i+1), e, depth+1); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// fromGoMap is fromGo of each entry of a table, into a new table.
func fromGoMap(at string, x map[string]any, depth int) (any, error) {
	out := make(map[string]any, len(x))
	for _, k := range sortedKeys(x) {
		var err error
		key := k
		if at != "" {
			key = at + "." + k
		}
		if out[k], err = fromGo(key, x[k], depth+1); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// inTOMLShapes returns a copy of the scenario whose fields, and its
// combatants' fields, are in the shapes ParseScenario decodes (fromGo).
func (sc *Scenario) inTOMLShapes() (*Scenario, error) {
	out := *sc
	f, err := fromGoMap("", sc.Fields, 0)
	if err != nil {
		return nil, err
	}
	out.Fields = f.(map[string]any)
	out.Combatants = make([]Combatant, len(sc.Combatants))
	for i, c := range sc.Combatants {
		f, err := fromGoMap(fmt.Sprintf("combatant[%d] (%s)", i+1, c.Name), c.Fields, 0)
		if err != nil {
			return nil, err
		}
		out.Combatants[i] = Combatant{Name: c.Name, Side: c.Side, Fields: f.(map[string]any)}
	}
	return &out, nil
}

// numberFromGo is v made int64 or float64, as fromGo makes a scenario's
// numbers, when it is a Go integer or float of another type (int32, uint,
// float32 …); any other value is returned as it is, for the option's own
// check to judge.
func numberFromGo(v any) any {
	switch v.(type) {
	case nil, bool, int64, float64, string:
		return v
	}
	if n, err := fromGo("", v, 0); err == nil {
		switch n.(type) {
		case int64, float64:
			return n
		}
	}
	return v
}

// numbersFromGo returns enable with its option values through
// numberFromGo, so that Options.Enable takes any Go number as a campaign
// and a scenario do. The options are copied: the caller's maps are left as
// they were.
func numbersFromGo(enable []Enable) []Enable {
	out := make([]Enable, len(enable))
	for i, en := range enable {
		out[i] = en
		if en.Options == nil {
			continue
		}
		out[i].Options = make(map[string]any, len(en.Options))
		for k, v := range en.Options {
			out[i].Options[k] = numberFromGo(v)
		}
	}
	return out
}
