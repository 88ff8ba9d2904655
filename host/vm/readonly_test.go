package vm

import (
	"context"
	"testing"

	lua "github.com/yuin/gopher-lua"
)

// A module overwriting string.format (or print, or table.insert) changed
// what every other rule called, for the rest of the VM's life: the
// libraries, the string metatable and every existing global are read-only.
func TestLibrariesAndGlobalsAreReadOnly(t *testing.T) {
	files := map[string]string{
		"w/format.lua":  "local x = 1\nstring.format = function() return 'x' end\n",
		"w/floor.lua":   "math.floor = nil\n",
		"w/insert.lua":  "table.insert = print\n",
		"w/global.lua":  "local x = 1\n\nprint = nil\n",
		"w/lib.lua":     "string = {}\n",
		"w/rawset.lua":  "rawset(string, 'format', print)\n",
		"w/tinsert.lua": "table.insert(math, 1)\n",
		"w/meta.lua":    "getmetatable('').__index.format = print\n",
		"w/metaset.lua": "setmetatable(string, nil)\n",
		"w/selfidx.lua": "local s = ''\nlocal lib = s.__index\nlib.format = print\n",
		"w/newglob.lua": "helper = 1\n",
		"w/rawglob.lua": "rawset(_G, 'print', 1)\n",
		"w/keyname.lua": "string['a b'] = 1\n",
	}
	v := newVM(t, files, Options{}, nil)
	for path, want := range map[string]string{
		"w/format.lua":  `w/format.lua:2: string.format is read-only (the sandbox's libraries are shared by every rule; keep your own helpers in a local table)`,
		"w/floor.lua":   `w/floor.lua:1: math.floor is read-only (the sandbox's libraries are shared by every rule; keep your own helpers in a local table)`,
		"w/insert.lua":  `w/insert.lua:1: table.insert is read-only (the sandbox's libraries are shared by every rule; keep your own helpers in a local table)`,
		"w/global.lua":  `w/global.lua:3: global 'print' is read-only (the sandbox's globals are shared by every rule; use a local)`,
		"w/lib.lua":     `w/lib.lua:1: global 'string' is read-only (the sandbox's globals are shared by every rule; use a local)`,
		"w/rawset.lua":  `w/rawset.lua:1: rawset: the table is read-only`,
		"w/tinsert.lua": `w/tinsert.lua:1: table.insert: the table is read-only`,
		"w/meta.lua":    `w/meta.lua:1: attempt to index a non-table object(nil) with key 'format'`, // getmetatable('') is "locked"
		"w/metaset.lua": `w/metaset.lua:1: cannot change a protected metatable`,
		"w/selfidx.lua": `w/selfidx.lua:3: attempt to index a non-table object(nil) with key 'format'`, // ("").__index is nil, as in Lua 5.1
		"w/newglob.lua": `w/newglob.lua:1: assignment to undeclared global 'helper' (declare it local; scripts cannot create globals)`,
		"w/rawglob.lua": `w/rawglob.lua:1: rawset: the global table is read-only for scripts`,
		"w/keyname.lua": `w/keyname.lua:1: string["a b"] is read-only (the sandbox's libraries are shared by every rule; keep your own helpers in a local table)`,
	} {
		_, err := run(t, v, path)
		if se := scriptError(t, err); se.Error() != want {
			t.Errorf("%s:\n got %q\nwant %q", path, se.Error(), want)
		}
	}
	// Nothing changed on the way.
	fn, err := v.Load("w/format.lua")
	if err != nil {
		t.Fatal(err)
	}
	_ = fn
	check := compileFiles(t, map[string]string{"c.lua": "return string.format('%d', 7), math.floor(2.5), type(table.insert), type(print)"})
	v2, err := NewVM(check, Options{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer v2.Close()
	rets, err := run(t, v2, "c.lua")
	if err != nil || sprint(rets) != "[7 2 function function]" {
		t.Errorf("libraries after the attempts: %v %v", sprint(rets), err)
	}
}

// The globals are locked before NewVM's setup runs: a module's main chunk or
// setup (the host runs them there) that creates a global is refused at its
// line as a rule is at run time, not let through once and reported as
// "read-only" when the same module is set up again on the same VM.
func TestSetupCannotCreateGlobals(t *testing.T) {
	files := map[string]string{"house/m.lua": "local M = {}\nfunction M.setup()\n  smoke_level = 3\nend\nreturn M\n"}
	_, err := NewVM(compileFiles(t, files), Options{}, func(v *VM) error {
		m, err := v.Require("house.m")
		if err != nil {
			return err
		}
		_, err = v.Call(context.Background(), v.State().GetField(m, "setup"), 0)
		return err
	})
	want := `house/m.lua:3: assignment to undeclared global 'smoke_level' (declare it local; scripts cannot create globals)`
	if se := scriptError(t, err); se.Error() != want {
		t.Errorf("setup creating a global:\n got %q\nwant %q", se.Error(), want)
	}
}

// Reading through the views works as before: pairs, next, ipairs, rawget,
// method calls on strings.
func TestReadOnlyViewsStillRead(t *testing.T) {
	v := newVM(t, map[string]string{"r.lua": `
local n = 0
for k, f in pairs(string) do n = n + 1 end
local first = next(string)
local sum = 0
for i, x in ipairs(VIEW) do sum = sum + x end
return n, type(first), sum, rawget(_G, "print") == print, ("%d"):format(3), rawget(VIEW, 2), #string.rep("ab", 2)
`}, Options{}, func(v *VM) error {
		inner := v.State().NewTable()
		for i := 1; i <= 4; i++ {
			inner.Append(lua.LNumber(i))
		}
		v.SetGlobal("VIEW", ReadOnly(v.State(), inner, "view", "test"))
		return nil
	})
	rets, err := run(t, v, "r.lua")
	if err != nil {
		t.Fatal(err)
	}
	if got := sprint(rets); got != "[15 string 10 true 3 2 4]" {
		t.Errorf("reads = %s, want [15 string 10 true 3 2 4] (the 15 functions of Lua 5.1's string library)", got)
	}
}

// A view shows the host's later changes to its table.
func TestReadOnlyViewShowsHostChanges(t *testing.T) {
	v := newVM(t, map[string]string{"h.lua": "return API.x, pcall(function() API.x = 2 end)"}, Options{}, nil)
	inner := v.State().NewTable()
	v.SetGlobal("API", ReadOnly(v.State(), inner, "API", "host's"))
	inner.RawSetString("x", lua.LNumber(1))
	rets, err := run(t, v, "h.lua")
	if err != nil {
		t.Fatal(err)
	}
	if got := sprint(rets); got != `[1 false h.lua:1: API.x is read-only (host's)]` {
		t.Errorf("got %s", got)
	}
}

// A frozen table reads as a plain table and takes new values for the keys
// it has, but refuses a new key, rawset, the table library and a new
// metatable, each at the script's line.
func TestFrozenTables(t *testing.T) {
	v := newVM(t, map[string]string{"f.lua": `
local ok1, e1 = pcall(function() CARD.marked = true end)
local ok2, e2 = pcall(function() rawset(CARD, "marked", true) end)
local ok3, e3 = pcall(function() table.insert(CARD, 3) end)
local ok4, e4 = pcall(function() setmetatable(CARD, nil) end)
CARD.pen = CARD.pen + 1
return CARD.pen, #CARD, CARD[2], CARD.marked, ok1, e1, ok2, e2, ok3, e3, ok4, e4, getmetatable(CARD)
`}, Options{}, func(v *VM) error {
		l := v.State()
		card := l.NewTable()
		card.Append(lua.LNumber(10))
		card.Append(lua.LNumber(20))
		card.RawSetString("pen", lua.LNumber(1))
		card.Metatable = Frozen(l, "card", "shared")
		v.SetGlobal("CARD", card)
		return nil
	})
	rets, err := run(t, v, "f.lua")
	if err != nil {
		t.Fatal(err)
	}
	want := "[2 2 20 nil false f.lua:2: card.marked is read-only (shared) false f.lua:3: rawset: the table is read-only " +
		"false f.lua:4: table.insert: the table is read-only false f.lua:5: cannot change a protected metatable locked]"
	if got := sprint(rets); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}
