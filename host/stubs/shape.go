package stubs

import (
	"fmt"
	"slices"
	"strings"

	lua "github.com/yuin/gopher-lua"
)

// shapes infers lua-language-server classes from data tables as they are
// in force: each table becomes a class with a field per key (optional when
// only some samples have it), a list becomes ITEM[], and a large map of
// tables (gear.weapons) becomes table<string, ENTRY>.
type shapes struct {
	out  strings.Builder
	seen map[string]bool
}

// DataShape is the shape of the data table rule as lua-language-server
// annotations: the classes its value v needs, then "---@type T" naming
// its type (twtw doc shows it).
func DataShape(rule string, v lua.LValue) string {
	sh := &shapes{seen: map[string]bool{}}
	typ := sh.typeOf([]lua.LValue{v}, className(rule), 0)
	return sh.out.String() + "---@type " + typ + "\n"
}

// maxShapeDepth bounds how deep nested tables are described.
const maxShapeDepth = 5

// manyKeys is the number of keys above which a map of tables is described as
// table<string, ENTRY> rather than field by field.
const manyKeys = 12

// typeOf returns the type of the values one position holds across samples,
// writing the classes it needs under the name given.
func (s *shapes) typeOf(vals []lua.LValue, name string, depth int) string {
	var kinds []string
	var tables []*lua.LTable
	add := func(k string) {
		if !slices.Contains(kinds, k) {
			kinds = append(kinds, k)
		}
	}
	for _, v := range vals {
		switch x := v.(type) {
		case lua.LNumber:
			if float64(x) == float64(int64(x)) {
				add("integer")
			} else {
				add("number")
			}
		case lua.LString:
			add("string")
		case lua.LBool:
			add("boolean")
		case *lua.LFunction:
			add("function")
		case *lua.LTable:
			tables = append(tables, x)
		case *lua.LUserData:
			add("userdata")
		}
	}
	if slices.Contains(kinds, "number") && slices.Contains(kinds, "integer") {
		kinds = slices.DeleteFunc(kinds, func(k string) bool { return k == "integer" })
	}
	if len(tables) > 0 {
		add(s.tableType(tables, name, depth))
	}
	if len(kinds) == 0 {
		return "any"
	}
	return strings.Join(kinds, "|")
}

// tableType describes tables sampled at one position.
func (s *shapes) tableType(ts []*lua.LTable, name string, depth int) string {
	if depth >= maxShapeDepth {
		return "table"
	}
	var items []lua.LValue
	fields := map[string][]lua.LValue{}
	count := map[string]int{}
	for _, t := range ts {
		n := t.Len()
		for i := 1; i <= n; i++ {
			items = append(items, t.RawGetInt(i))
		}
		t.ForEach(func(k, v lua.LValue) {
			if ks, ok := k.(lua.LString); ok {
				fields[string(ks)] = append(fields[string(ks)], v)
				count[string(ks)]++
			}
		})
	}
	if len(fields) == 0 {
		if len(items) == 0 {
			return "table"
		}
		return listOf(s.typeOf(items, name+"_item", depth+1))
	}
	if len(items) == 0 && len(fields) > manyKeys && allTables(fields) {
		var all []lua.LValue
		for _, k := range sortedKeys(fields) {
			all = append(all, fields[k]...)
		}
		return "table<string, " + s.typeOf(all, name+"_entry", depth+1) + ">"
	}
	if s.seen[name] {
		return name
	}
	s.seen[name] = true
	var b strings.Builder
	fmt.Fprintf(&b, "---@class %s\n", name)
	for _, k := range sortedKeys(fields) {
		opt := ""
		if count[k] < len(ts) {
			opt = "?"
		}
		fmt.Fprintf(&b, "---@field %s%s %s\n", fieldKey(k), opt, s.typeOf(fields[k], name+"."+identOr(k), depth+1))
	}
	if len(items) > 0 {
		fmt.Fprintf(&b, "---@field [integer] %s\n", s.typeOf(items, name+"_item", depth+1))
	}
	s.out.WriteString(b.String() + "\n")
	return name
}

func allTables(fields map[string][]lua.LValue) bool {
	for _, vs := range fields {
		for _, v := range vs {
			if _, ok := v.(*lua.LTable); !ok {
				return false
			}
		}
	}
	return true
}

func listOf(t string) string {
	if strings.Contains(t, "|") {
		return "(" + t + ")[]"
	}
	return t + "[]"
}

// isIdent says whether s is a Lua identifier.
func isIdent(s string) bool {
	if s == "" || s[0] >= '0' && s[0] <= '9' {
		return false
	}
	for _, c := range s {
		if !(c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

// luaKeywords cannot be field names after a dot.
var luaKeywords = map[string]bool{"and": true, "break": true, "do": true, "else": true, "elseif": true, "end": true,
	"false": true, "for": true, "function": true, "if": true, "in": true, "local": true, "nil": true, "not": true,
	"or": true, "repeat": true, "return": true, "then": true, "true": true, "until": true, "while": true}

// fieldKey is a field name as an annotation writes it: name or ["a key"].
func fieldKey(k string) string {
	if isIdent(k) && !luaKeywords[k] {
		return k
	}
	return fmt.Sprintf("[%q]", k)
}

// identOr turns a key into a class-name segment.
func identOr(k string) string {
	var b strings.Builder
	for _, c := range k {
		if c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' {
			b.WriteRune(c)
		} else {
			b.WriteByte('_')
		}
	}
	return b.String()
}

// className is the class of a data table: "gear.weapons" → twtw.data.gear_weapons.
func className(rule string) string { return "twtw.data." + identOr(rule) }
