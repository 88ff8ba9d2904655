package vm

import (
	"strconv"

	lua "github.com/yuin/gopher-lua"
)

// names gives tables, functions, userdata and threads stable names for
// tostring, print and string.format: "table: 1", "function: 3", numbered
// per kind in the order the VM first names them. gopher-lua names them by
// their address ("table: 0xc000123450"), which Go's randomised heap makes
// differ on every run, so a rule printing one made every transcript differ.
type names struct {
	ids  map[lua.LValue]int
	next [lua.LTChannel + 1]int
}

// reset forgets every name (a new fight starts numbering at 1 again).
func (n *names) reset() { *n = names{} }

// of returns v's name.
func (n *names) of(v lua.LValue) string {
	id, ok := n.ids[v]
	if !ok {
		if n.ids == nil {
			n.ids = map[lua.LValue]int{}
		}
		t := v.Type()
		n.next[t]++
		id = n.next[t]
		n.ids[v] = id
	}
	return v.Type().String() + ": " + strconv.Itoa(id)
}

// tostring converts v as Lua's tostring does (its __tostring metamethod,
// when it has one), naming a table, function, userdata or thread without
// one by its stable name.
func (vm *VM) tostring(l *lua.LState, v lua.LValue) lua.LValue {
	switch v.(type) {
	case lua.LString:
		return v
	case lua.LNumber, lua.LBool, *lua.LNilType:
		return lua.LString(v.String())
	}
	if _, ok := l.GetMetaField(v, "__tostring").(*lua.LFunction); ok {
		return l.ToStringMeta(v)
	}
	return lua.LString(vm.names.of(v))
}

// luaTostring is the sandbox's tostring(v).
func (vm *VM) luaTostring(l *lua.LState) int {
	l.Push(vm.tostring(l, l.CheckAny(1)))
	return 1
}
