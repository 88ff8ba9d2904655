package stubs

import (
	"fmt"
	"strings"
	"testing"

	lua "github.com/yuin/gopher-lua"
)

// luaValue evaluates a Lua expression in a fresh state.
func luaValue(t *testing.T, expr string) lua.LValue {
	t.Helper()
	L := lua.NewState()
	t.Cleanup(L.Close)
	if err := L.DoString("return " + expr); err != nil {
		t.Fatal(err)
	}
	return L.Get(-1)
}

// Scalars have their Lua type (a whole number is an integer), mixed ones
// join with |, and nothing known is any.
func TestShapeScalars(t *testing.T) {
	for expr, want := range map[string]string{
		"3":                  "---@type integer\n",
		"3.5":                "---@type number\n",
		`"x"`:                "---@type string\n",
		"true":               "---@type boolean\n",
		"function() end":     "---@type function\n",
		"nil":                "---@type any\n",
		"{}":                 "---@type table\n",
		"{1, 2, 3}":          "---@type integer[]\n",
		"{1, 2.5}":           "---@type number[]\n",
		`{1, "a"}`:           "---@type (integer|string)[]\n",
		`{{1}, {2, 3}}`:      "---@type integer[][]\n",
		`{"a", true, 2, {}}`: "---@type (string|boolean|integer|table)[]\n",
	} {
		if got := DataShape("t", luaValue(t, expr)); got != want {
			t.Errorf("%s: %q, want %q", expr, got, want)
		}
	}
}

// A table with string keys is a class per position, fields sorted, keys
// that are not identifiers (or are keywords) quoted, a field that only some
// samples have optional, list items after the fields.
func TestShapeClasses(t *testing.T) {
	got := DataShape("gear.armour", luaValue(t, `{
		name = "kit", ["end"] = 1, ["two words"] = 2.5,
		pieces = { { av = 2, loc = "torso" }, { av = 1 } },
		{ "a" }, { "b" },
	}`))
	want := "---@class twtw.data.gear_armour.pieces_item\n---@field av integer\n---@field loc? string\n\n" +
		"---@class twtw.data.gear_armour\n---@field [\"end\"] integer\n---@field name string\n" +
		"---@field pieces twtw.data.gear_armour.pieces_item[]\n---@field [\"two words\"] number\n" +
		"---@field [integer] string[]\n\n---@type twtw.data.gear_armour\n"
	if got != want {
		t.Errorf("gear.armour (loc is in one piece of two, so optional):\n%s\nwant\n%s", got, want)
	}
}

// A map of more than manyKeys tables is table<string, ENTRY>, the entry's
// class drawn from every value; a smaller one is field by field.
func TestShapeManyKeys(t *testing.T) {
	var entries []string
	for i := 0; i <= manyKeys; i++ {
		extra := ""
		if i == 0 {
			extra = ", reload = 2"
		}
		entries = append(entries, fmt.Sprintf("w%d = { pen = %d%s }", i, i, extra))
	}
	got := DataShape("gear.weapons", luaValue(t, "{"+strings.Join(entries, ", ")+"}"))
	want := "---@class twtw.data.gear_weapons_entry\n---@field pen integer\n---@field reload? integer\n\n" +
		"---@type table<string, twtw.data.gear_weapons_entry>\n"
	if got != want {
		t.Errorf("%d weapons:\n%s\nwant\n%s", manyKeys+1, got, want)
	}
	got = DataShape("few", luaValue(t, "{"+strings.Join(entries[:manyKeys], ", ")+"}"))
	if !strings.Contains(got, "---@field w11 twtw.data.few.w11\n") || strings.Contains(got, "table<string") {
		t.Errorf("%d weapons are not described field by field:\n%s", manyKeys, got)
	}
}

// Nesting stops at maxShapeDepth, and a class is written once however
// often a position is reached.
func TestShapeDepthAndRepeats(t *testing.T) {
	got := DataShape("deep", luaValue(t, "{ a = { b = { c = { d = { e = { f = 1 } } } } } }"))
	if !strings.Contains(got, "---@class twtw.data.deep.a.b.c.d\n---@field e table\n") || strings.Contains(got, "field f") {
		t.Errorf("nesting past %d levels is described:\n%s", maxShapeDepth, got)
	}
	sh := &shapes{seen: map[string]bool{}}
	v := luaValue(t, "{ x = 1 }")
	if a, b := sh.typeOf([]lua.LValue{v}, "k", 0), sh.typeOf([]lua.LValue{v}, "k", 0); a != "k" || b != "k" {
		t.Errorf("types %q and %q, want k", a, b)
	}
	if n := strings.Count(sh.out.String(), "---@class k\n"); n != 1 {
		t.Errorf("class k written %d times", n)
	}
}

// Field keys and class-name segments.
func TestFieldKeyAndIdent(t *testing.T) {
	for k, want := range map[string]string{"arm": "arm", "_x1": "_x1", "end": `["end"]`, "1st": `["1st"]`, "a b": `["a b"]`, "": `[""]`} {
		if got := fieldKey(k); got != want {
			t.Errorf("fieldKey(%q) = %s, want %s", k, got, want)
		}
	}
	if got := className("gear.weapons-2"); got != "twtw.data.gear_weapons_2" {
		t.Errorf("className: %s", got)
	}
}
