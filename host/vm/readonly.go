package vm

import (
	"strconv"

	lua "github.com/yuin/gopher-lua"
)

// readOnlyKey marks the metatable of a read-only view; its value is the
// table the view shows. Scripts never see the metatable (its __metatable
// field hides it), so they cannot reach the key.
const readOnlyKey = "__twtw_read_only"

// hintLibrary explains why the sandbox's libraries cannot change.
const hintLibrary = "the sandbox's libraries are shared by every rule; keep your own helpers in a local table"

// ReadOnly returns a read-only view of t for scripts: reading a field reads
// t (so later host changes to t show), assigning one raises
// "<name>.<key> is read-only (<hint>)" at the script's line, and rawset,
// table.insert, table.remove and table.sort refuse it, while pairs, next,
// ipairs and rawget read t. Its metatable cannot be read or replaced. Give
// scripts the view and keep t for the host; a table t holds is not made
// read-only by it (give each its own view). Build the view once per table:
// each call makes a new one.
func ReadOnly(l *lua.LState, t *lua.LTable, name, hint string) *lua.LTable {
	mt := l.CreateTable(0, 4)
	mt.RawSetString("__index", t)
	mt.RawSetString("__newindex", l.NewFunction(func(l *lua.LState) int {
		l.RaiseError("%s is read-only (%s)", fieldName(name, l.Get(2)), hint)
		return 0
	}))
	mt.RawSetString("__metatable", lua.LString("locked"))
	mt.RawSetString(readOnlyKey, t)
	view := l.NewTable()
	view.Metatable = mt
	return view
}

// fieldName writes t.key as a script would: name.key, or name["key"] when
// key is not a name.
func fieldName(name string, key lua.LValue) string {
	if s, ok := key.(lua.LString); ok {
		if validName(string(s)) {
			return name + "." + string(s)
		}
		return name + "[" + strconv.Quote(string(s)) + "]"
	}
	return name + "[" + key.String() + "]"
}

func validName(s string) bool {
	if s == "" || isDigit(s[0]) {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isNameChar(s[i]) {
			return false
		}
	}
	return true
}

// frozenKey marks the metatable of frozen tables (Frozen).
const frozenKey = "__twtw_frozen"

// Frozen returns a metatable for host tables that scripts read directly, at
// full speed (no view in between), but may not grow: assigning a key such a
// table lacks raises "<name>.<key> is read-only (<hint>)" at the script's
// line; rawset, table.insert, table.remove and table.sort refuse the table;
// its metatable cannot be read or replaced. Assigning a key the table has is
// not caught (Lua calls no metamethod for it): a host that hands the same
// tables to run after run puts those values back itself. One metatable serves
// any number of tables; the caller may add an __index to it.
func Frozen(l *lua.LState, name, hint string) *lua.LTable {
	mt := l.CreateTable(0, 4)
	mt.RawSetString("__newindex", l.NewFunction(func(l *lua.LState) int {
		l.RaiseError("%s is read-only (%s)", fieldName(name, l.Get(2)), hint)
		return 0
	}))
	mt.RawSetString("__metatable", lua.LString("locked"))
	mt.RawSetString(frozenKey, lua.LTrue)
	return mt
}

// guarded says whether scripts may not change t by rawset or the table
// library: a read-only view or a frozen table.
func guarded(t *lua.LTable) bool {
	if shown(t) != nil {
		return true
	}
	mt, ok := t.Metatable.(*lua.LTable)
	return ok && mt.RawGetString(frozenKey) == lua.LTrue
}

// shown returns the table a read-only view shows, or nil when t is not one.
func shown(t *lua.LTable) *lua.LTable {
	mt, ok := t.Metatable.(*lua.LTable)
	if !ok {
		return nil
	}
	inner, _ := mt.RawGetString(readOnlyKey).(*lua.LTable)
	return inner
}

// lockGlobals makes the global table read-only for scripts, in place (every
// function keeps it as its environment): its entries move to a table it
// shows, the libraries string, math and table become read-only views, and
// the string metatable is hidden. Assigning an existing global
// (string = nil, print = f) or a library field (string.format = f) fails at
// the script's line, and so does creating a global (a forgotten "local"),
// so scripts cannot leak state to each other or to later fights through
// globals, or change what another rule calls.
//
// It runs before the first script does (Call), so the main chunks and
// setups a host's setup function runs cannot create globals either — one
// they created would be shared by every later rule, and read-only rather
// than undeclared to the same module set up again — while host code may
// still register globals with LState.SetGlobal in setup before it runs a
// script; and at the end of NewVM. Later calls do nothing.
func (vm *VM) lockGlobals() {
	if vm.globalsInner != nil {
		return
	}
	l, g := vm.l, vm.globals
	inner := l.NewTable()
	var keys []lua.LValue
	Each(g, func(k, v lua.LValue) {
		inner.RawSet(k, v)
		keys = append(keys, k)
	})
	for _, k := range keys {
		g.RawSet(k, lua.LNil)
	}
	for _, name := range []string{"string", "math", "table"} {
		if lib, ok := inner.RawGetString(name).(*lua.LTable); ok {
			inner.RawSetString(name, ReadOnly(l, lib, name, hintLibrary))
		}
	}
	mt := l.NewTable()
	mt.RawSetString("__index", inner)
	mt.RawSetString("__newindex", l.NewFunction(func(l *lua.LState) int {
		name := l.ToStringMeta(l.Get(2)).String()
		if inner.RawGet(l.Get(2)) != lua.LNil {
			l.RaiseError("global '%s' is read-only (the sandbox's globals are shared by every rule; use a local)", name)
		}
		l.RaiseError("assignment to undeclared global '%s' (declare it local; scripts cannot create globals)", name)
		return 0
	}))
	mt.RawSetString("__metatable", lua.LString("locked"))
	mt.RawSetString(readOnlyKey, inner)
	g.Metatable = mt
	vm.globalsInner = inner
}

// SetGlobal sets a global for scripts; the host may call it at any time
// (scripts cannot: see lockGlobals).
func (vm *VM) SetGlobal(name string, v lua.LValue) {
	if vm.globalsInner != nil {
		vm.globalsInner.RawSetString(name, v)
		return
	}
	vm.globals.RawSetString(name, v)
}

// Global returns a global's value.
func (vm *VM) Global(name string) lua.LValue {
	if vm.globalsInner != nil {
		return vm.globalsInner.RawGetString(name)
	}
	return vm.globals.RawGetString(name)
}

// openReadOnlyGuards replaces the base and table functions that bypass
// metatables (rawset, rawget, next, pairs, ipairs, table.insert,
// table.remove, table.sort) with versions that respect read-only views.
func (vm *VM) openReadOnlyGuards(g, tbl *lua.LTable) error {
	l := vm.l
	baseNext, err := goFunction(g, "next")
	if err != nil {
		return err
	}
	nextFn := l.NewFunction(baseNext)
	viewNext := l.NewFunction(func(l *lua.LState) int {
		l.Replace(1, shown(l.CheckTable(1)))
		return baseNext(l)
	})
	g.RawSetString("next", l.NewFunction(func(l *lua.LState) int {
		if inner := shown(l.CheckTable(1)); inner != nil {
			l.Replace(1, inner)
		}
		return baseNext(l)
	}))
	// pairs(view) iterates the table shown, through a next that is given
	// the view (the loop's state never holds the writable table).
	g.RawSetString("pairs", l.NewFunction(func(l *lua.LState) int {
		t := l.CheckTable(1)
		if shown(t) != nil {
			l.Push(viewNext)
		} else {
			l.Push(nextFn)
		}
		l.Push(t)
		l.Push(lua.LNil)
		return 3
	}))
	ipairsStep := l.NewFunction(func(l *lua.LState) int {
		t := l.CheckTable(1)
		if inner := shown(t); inner != nil {
			t = inner
		}
		i := l.CheckInt(2) + 1
		v := t.RawGetInt(i)
		if v == lua.LNil {
			return 0
		}
		l.Push(lua.LNumber(i))
		l.Push(v)
		return 2
	})
	g.RawSetString("ipairs", l.NewFunction(func(l *lua.LState) int {
		l.Push(ipairsStep)
		l.Push(l.CheckTable(1))
		l.Push(lua.LNumber(0))
		return 3
	}))
	g.RawSetString("rawget", l.NewFunction(func(l *lua.LState) int {
		t := l.CheckTable(1)
		if inner := shown(t); inner != nil {
			t = inner
		}
		l.Push(t.RawGet(l.CheckAny(2)))
		return 1
	}))
	for _, name := range []string{"insert", "remove", "sort"} {
		base, err := goFunction(tbl, name)
		if err != nil {
			return err
		}
		name := name
		tbl.RawSetString(name, l.NewFunction(func(l *lua.LState) int {
			if guarded(l.CheckTable(1)) {
				l.RaiseError("table.%s: the table is read-only", name)
			}
			return base(l)
		}))
	}
	return nil
}
