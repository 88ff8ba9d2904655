package host

import (
	"fmt"
	"math"
	"strings"

	"github.com/twtw/twtw/host/didyoumean"
	lua "github.com/yuin/gopher-lua"
)

// SchemaRule is the data table in which a ruleset declares the scenario
// fields its rules read: {combatant = {FIELD = TYPE, …}, fields = {FIELD =
// TYPE, …}}. A TYPE is a table {type = "string" | "int" | "number" | "bool" |
// "die" | "list" | "map" | "table" | "any", doc = "…", default = …,
// required = true, values = {…} (string), min/max (numbers, list lengths),
// sides = {…} (die), of = TYPE (list, map), keys = {…} (map), fields =
// {NAME = TYPE} (table)}. A module may change it with api.set like any data
// table, so a house rule can add a field of its own.
const SchemaRule = "scenario.schema"

// CheckRule is the optional rule a ruleset defines for checks that span
// fields (a weapon name the gear table must hold): check(scenario) returns
// nil, or the field and a message.
const CheckRule = "scenario.check"

// fieldType is one declared field.
type fieldType struct {
	Type     string
	Doc      string
	Required bool
	Default  any
	Values   []string
	Min, Max *float64
	Sides    []int
	Of       *fieldType
	Keys     []string
	Fields   map[string]*fieldType
}

// schema is a ruleset's scenario schema read from Lua.
type schema struct {
	Combatant map[string]*fieldType
	Fields    map[string]*fieldType
}

// readSchema reads the scenario.schema data table; errors name the entry.
func readSchema(v lua.LValue) (*schema, error) {
	t, ok := v.(*lua.LTable)
	if !ok {
		return nil, fmt.Errorf("the rules define no data table %s (every ruleset declares its scenario fields there)", SchemaRule)
	}
	s := &schema{}
	var err error
	if s.Combatant, err = readFields(SchemaRule+".combatant", t.RawGetString("combatant")); err != nil {
		return nil, err
	}
	if s.Fields, err = readFields(SchemaRule+".fields", t.RawGetString("fields")); err != nil {
		return nil, err
	}
	return s, nil
}

func readFields(at string, v lua.LValue) (map[string]*fieldType, error) {
	out := map[string]*fieldType{}
	if v == lua.LNil {
		return out, nil
	}
	t, ok := v.(*lua.LTable)
	if !ok {
		return nil, fmt.Errorf("%s: want a table of fields, got %s", at, v.Type())
	}
	var err error
	t.ForEach(func(k, fv lua.LValue) {
		if err != nil {
			return
		}
		name, ok := k.(lua.LString)
		if !ok {
			err = fmt.Errorf("%s: field names are strings, got %s", at, k.Type())
			return
		}
		var ft *fieldType
		if ft, err = readType(at+"."+string(name), fv); err == nil {
			out[string(name)] = ft
		}
	})
	return out, err
}

func readType(at string, v lua.LValue) (*fieldType, error) {
	t, ok := v.(*lua.LTable)
	if !ok {
		return nil, fmt.Errorf("%s: want a type table {type = …, doc = …}, got %s", at, v.Type())
	}
	ft := &fieldType{Type: lua.LVAsString(t.RawGetString("type")), Doc: lua.LVAsString(t.RawGetString("doc"))}
	ft.Required = lua.LVAsBool(t.RawGetString("required"))
	ft.Values = stringList(t.RawGetString("values"))
	ft.Keys = stringList(t.RawGetString("keys"))
	if n, ok := t.RawGetString("min").(lua.LNumber); ok {
		f := float64(n)
		ft.Min = &f
	}
	if n, ok := t.RawGetString("max").(lua.LNumber); ok {
		f := float64(n)
		ft.Max = &f
	}
	if s, ok := t.RawGetString("sides").(*lua.LTable); ok {
		for i := 1; i <= s.Len(); i++ {
			ft.Sides = append(ft.Sides, int(lua.LVAsNumber(s.RawGetInt(i))))
		}
	}
	var err error
	switch ft.Type {
	case "string", "int", "number", "bool", "die", "any":
	case "list", "map":
		if ft.Of, err = readType(at+".of", t.RawGetString("of")); err != nil {
			return nil, err
		}
	case "table":
		if ft.Fields, err = readFields(at+".fields", t.RawGetString("fields")); err != nil {
			return nil, err
		}
	default:
		return nil, fmt.Errorf("%s.type %q: want string, int, number, bool, die, list, map, table or any", at, ft.Type)
	}
	if d := t.RawGetString("default"); d != lua.LNil {
		if ft.Default, err = ft.check(at+".default", luaToAny(d)); err != nil {
			return nil, err
		}
	}
	return ft, nil
}

func stringList(v lua.LValue) []string {
	t, ok := v.(*lua.LTable)
	if !ok {
		return nil
	}
	var out []string
	for i := 1; i <= t.Len(); i++ {
		out = append(out, lua.LVAsString(t.RawGetInt(i)))
	}
	return out
}

// luaToAny converts a Lua value of a schema default to a decoded-TOML-like
// Go value (int64 for whole numbers).
func luaToAny(v lua.LValue) any {
	switch x := v.(type) {
	case lua.LBool:
		return bool(x)
	case lua.LNumber:
		if f := float64(x); f == math.Trunc(f) && math.Abs(f) < 1<<53 {
			return int64(f)
		}
		return float64(x)
	case lua.LString:
		return string(x)
	case *lua.LTable:
		if x.Len() > 0 {
			out := []any{}
			for i := 1; i <= x.Len(); i++ {
				out = append(out, luaToAny(x.RawGetInt(i)))
			}
			return out
		}
		out := map[string]any{}
		x.ForEach(func(k, e lua.LValue) { out[lua.LVAsString(k)] = luaToAny(e) })
		return out
	}
	return nil
}

// checkFields checks a table of values against declared fields: unknown
// fields, missing required ones and wrong values are errors naming the
// field; defaults fill what is left out. It returns the normalised values.
func checkFields(at string, decl map[string]*fieldType, vals map[string]any) (map[string]any, error) {
	out := make(map[string]any, len(decl))
	for _, k := range sortedKeys(vals) {
		ft, ok := decl[k]
		if !ok {
			return nil, &unknownFieldError{fmt.Sprintf("%s: unknown field %q%s", at, k, suggest(k, sortedKeys(decl)))}
		}
		v, err := ft.check(at+"."+k, vals[k])
		if err != nil {
			return nil, err
		}
		out[k] = v
	}
	for _, k := range sortedKeys(decl) {
		if _, ok := out[k]; ok {
			continue
		}
		ft := decl[k]
		switch {
		case ft.Required:
			return nil, fmt.Errorf("%s.%s is missing (%s)", at, k, ft.Doc)
		case ft.Default != nil:
			out[k] = ft.Default
		}
	}
	return out, nil
}

// unknownFieldError is a field the schema does not declare.
type unknownFieldError struct{ msg string }

func (e *unknownFieldError) Error() string { return e.msg }

// check checks one value against the type and returns it normalised: a die
// "d8" becomes 8, whole numbers int64.
func (ft *fieldType) check(at string, v any) (any, error) {
	bad := func(want string) error { return fmt.Errorf("%s: want %s, got %s", at, want, typeName(v)) }
	switch ft.Type {
	case "any":
		return v, nil
	case "string":
		s, ok := v.(string)
		if !ok {
			return nil, bad("text")
		}
		if len(ft.Values) > 0 && !contains(ft.Values, s) {
			return nil, fmt.Errorf("%s: %q is not one of %s%s", at, s, strings.Join(ft.Values, ", "), suggest(s, ft.Values))
		}
		return s, nil
	case "bool":
		b, ok := v.(bool)
		if !ok {
			return nil, bad("true or false")
		}
		return b, nil
	case "int", "number":
		var f float64
		switch x := v.(type) {
		case int64:
			f = float64(x)
		case float64:
			f = x
		default:
			return nil, bad("a number")
		}
		if ft.Type == "int" && f != math.Trunc(f) {
			return nil, bad("a whole number")
		}
		if ft.Min != nil && f < *ft.Min || ft.Max != nil && f > *ft.Max {
			return nil, fmt.Errorf("%s: %v is outside %s", at, f, rangeOf(ft.Min, ft.Max))
		}
		if ft.Type == "int" {
			return int64(f), nil
		}
		return f, nil
	case "die":
		return ft.checkDie(at, v)
	case "list":
		return ft.checkList(at, v)
	case "map":
		return ft.checkMap(at, v)
	case "table":
		m, ok := v.(map[string]any)
		if !ok {
			return nil, bad("a table")
		}
		return checkFields(at, ft.Fields, m)
	}
	return nil, fmt.Errorf("%s: unknown type %q", at, ft.Type)
}

func (ft *fieldType) checkDie(at string, v any) (any, error) {
	s, ok := v.(string)
	want := "a die such as \"d8\""
	if len(ft.Sides) > 0 {
		names := make([]string, len(ft.Sides))
		for i, n := range ft.Sides {
			names[i] = fmt.Sprintf("d%d", n)
		}
		want = strings.Join(names, ", ")
	}
	if !ok || len(s) < 2 || (s[0] != 'd' && s[0] != 'D') {
		return nil, fmt.Errorf("%s: want %s, got %s", at, want, typeName(v))
	}
	n := 0
	for _, r := range s[1:] {
		if r < '0' || r > '9' || n > 1000 {
			return nil, fmt.Errorf("%s: want %s, got %s", at, want, typeName(v))
		}
		n = n*10 + int(r-'0')
	}
	if n < 2 {
		return nil, fmt.Errorf("%s: want %s, got %s", at, want, typeName(v))
	}
	if len(ft.Sides) > 0 {
		found := false
		for _, x := range ft.Sides {
			found = found || x == n
		}
		if !found {
			return nil, fmt.Errorf("%s: die %q: want %s", at, s, want)
		}
	}
	return int64(n), nil
}

func (ft *fieldType) checkList(at string, v any) (any, error) {
	var items []any
	switch x := v.(type) {
	case []any:
		items = x
	case []map[string]any:
		for _, m := range x {
			items = append(items, m)
		}
	default:
		return nil, fmt.Errorf("%s: want a list, got %s", at, typeName(v))
	}
	n := float64(len(items))
	if ft.Min != nil && n < *ft.Min || ft.Max != nil && n > *ft.Max {
		return nil, fmt.Errorf("%s: %d entries, want %s", at, len(items), rangeOf(ft.Min, ft.Max))
	}
	out := make([]any, len(items))
	for i, e := range items {
		var err error
		if out[i], err = ft.Of.check(fmt.Sprintf("%s[%d]", at, i+1), e); err != nil {
			return nil, err
		}
	}
	return out, nil
}

func (ft *fieldType) checkMap(at string, v any) (any, error) {
	m, ok := v.(map[string]any)
	if !ok {
		return nil, fmt.Errorf("%s: want a table, got %s", at, typeName(v))
	}
	out := make(map[string]any, len(m))
	for _, k := range sortedKeys(m) {
		if len(ft.Keys) > 0 && !contains(ft.Keys, k) {
			return nil, fmt.Errorf("%s: unknown key %q (want one of %s)%s", at, k, strings.Join(ft.Keys, ", "), suggest(k, ft.Keys))
		}
		e, err := ft.Of.check(at+"."+k, m[k])
		if err != nil {
			return nil, err
		}
		out[k] = e
	}
	return out, nil
}

func rangeOf(lo, hi *float64) string {
	a, b := "−∞", "∞"
	if lo != nil {
		a = fmt.Sprint(*lo)
	}
	if hi != nil {
		b = fmt.Sprint(*hi)
	}
	return a + ".." + b
}

// suggest returns "; did you mean X?" when a known name is close to name
// (didyoumean.Best).
func suggest(name string, known []string) string { return didyoumean.Best(name, known) }

// anyToLua converts decoded TOML values to Lua, with map keys in sorted order.
func anyToLua(L *lua.LState, v any) lua.LValue {
	switch x := v.(type) {
	case string:
		return lua.LString(x)
	case bool:
		return lua.LBool(x)
	case int64:
		return lua.LNumber(x)
	case int:
		return lua.LNumber(x)
	case float64:
		return lua.LNumber(x)
	case []any:
		t := L.CreateTable(len(x), 0)
		for _, e := range x {
			t.Append(anyToLua(L, e))
		}
		return t
	case []map[string]any:
		t := L.CreateTable(len(x), 0)
		for _, e := range x {
			t.Append(anyToLua(L, e))
		}
		return t
	case map[string]any:
		t := L.NewTable()
		for _, k := range sortedKeys(x) {
			t.RawSetString(k, anyToLua(L, x[k]))
		}
		return t
	}
	return lua.LNil
}
