package host

import (
	"fmt"
	"math"

	lua "github.com/yuin/gopher-lua"

	"github.com/twtw/twtw/host/schema"
	"github.com/twtw/twtw/host/vm"
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

// readSchema reads the scenario.schema data table; errors name the entry.
func readSchema(v lua.LValue) (*schema.Schema, error) {
	t, ok := v.(*lua.LTable)
	if !ok {
		return nil, fmt.Errorf("the rules define no data table %s (every ruleset declares its scenario fields there)", SchemaRule)
	}
	s := &schema.Schema{}
	var err error
	if s.Combatant, err = readFields(SchemaRule+".combatant", t.RawGetString("combatant")); err != nil {
		return nil, err
	}
	if s.Fields, err = readFields(SchemaRule+".fields", t.RawGetString("fields")); err != nil {
		return nil, err
	}
	return s, nil
}

func readFields(at string, v lua.LValue) (schema.Fields, error) {
	out := schema.Fields{}
	if v == lua.LNil {
		return out, nil
	}
	t, ok := v.(*lua.LTable)
	if !ok {
		return nil, fmt.Errorf("%s: want a table of fields, got %s", at, v.Type())
	}
	var err error
	vm.Each(t, func(k, fv lua.LValue) {
		if err != nil {
			return
		}
		name, ok := k.(lua.LString)
		if !ok {
			err = fmt.Errorf("%s: field names are strings, got %s", at, k.Type())
			return
		}
		var ft *schema.Field
		if ft, err = readType(at+"."+string(name), fv); err == nil {
			out[string(name)] = ft
		}
	})
	return out, err
}

func readType(at string, v lua.LValue) (*schema.Field, error) {
	t, ok := v.(*lua.LTable)
	if !ok {
		return nil, fmt.Errorf("%s: want a type table {type = …, doc = …}, got %s", at, v.Type())
	}
	ft := &schema.Field{Type: lua.LVAsString(t.RawGetString("type")), Doc: lua.LVAsString(t.RawGetString("doc"))}
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
		if ft.Default, err = ft.Check(at+".default", luaToAny(d)); err != nil {
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
		vm.Each(x, func(k, e lua.LValue) { out[lua.LVAsString(k)] = luaToAny(e) })
		return out
	}
	return nil
}

// anyToLua converts Go values to Lua — decoded TOML values, and a logged
// event's fields as a spec reads them back (twtw.logged): terms as the same
// terms, with their methods — with map keys in sorted order.
func anyToLua(L *lua.LState, v any) lua.LValue {
	switch x := v.(type) {
	case *Terms:
		ud := L.NewUserData()
		ud.Value = x
		L.SetMetatable(ud, L.GetTypeMetatable(termsType))
		return ud
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
