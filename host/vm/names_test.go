package vm

import (
	"bytes"
	"testing"

	lua "github.com/yuin/gopher-lua"
)

// tostring of a table or function printed its heap address, which Go
// randomises, so a rule printing one made every transcript differ. Names are
// now numbered per kind in the order the VM first names them, and numbering
// restarts with each fight (Pool.Put) and ResetModules.
func TestTostringNamesAreStable(t *testing.T) {
	var out bytes.Buffer
	s := compileFiles(t, map[string]string{"n.lua": `
local a, b = {}, {}
local f = function() end
print(a, f)
local mt = setmetatable({}, {__tostring = function() return "custom" end})
return tostring(a), tostring(b), tostring(a), tostring(f), tostring(print),
  string.format("%s|%s", b, f), tostring(mt), tostring(1.5), tostring(nil), tostring(true)
`})
	pool := NewPool(s, Options{Output: &out}, nil)
	defer pool.Close()
	want := "[table: 1 table: 2 table: 1 function: 1 function: 2 table: 2|function: 1 custom 1.5 nil true]"
	for round := 1; round <= 2; round++ {
		v, err := pool.Get()
		if err != nil {
			t.Fatal(err)
		}
		out.Reset()
		rets, err := run(t, v, "n.lua")
		if err != nil {
			t.Fatal(err)
		}
		if got := sprint(rets); got != want {
			t.Errorf("round %d: %s\nwant %s", round, got, want)
		}
		if out.String() != "table: 1\tfunction: 1\n" {
			t.Errorf("round %d: printed %q", round, out.String())
		}
		pool.Put(v)
	}
}

// string.format handed its arguments to Go's fmt, whose %p (and %v, %x of a
// table) printed addresses: only Lua 5.1's conversions are accepted.
func TestFormatRefusesOtherConversions(t *testing.T) {
	v := newVM(t, map[string]string{
		"p.lua": "return string.format('%p', {})\n",
		"v.lua": "return string.format('%v', {})\n",
		"x.lua": "return string.format('%x|%5.1f|%q|%c', 255, 2.25, 'a\"b', 65)\n",
	}, Options{}, nil)
	for path, want := range map[string]string{
		"p.lua": "p.lua:1: invalid option '%p' to 'format'",
		"v.lua": "v.lua:1: invalid option '%v' to 'format'",
	} {
		_, err := run(t, v, path)
		if se := scriptError(t, err); se.Error() != want {
			t.Errorf("%s: %q, want %q", path, se.Error(), want)
		}
	}
	rets, err := run(t, v, "x.lua")
	if err != nil || sprint(rets) != `[ff|  2.2|"a\"b"|A]` {
		t.Errorf("x.lua = %s, %v", sprint(rets), err)
	}
}

// ResetModules makes require run a module's chunk again (fresh locals),
// keeps what Preload gave, and restarts tostring's names.
func TestResetModulesRunsChunksAgain(t *testing.T) {
	v := newVM(t, map[string]string{
		"m/counter.lua": "local n = 0\nreturn { bump = function() n = n + 1 return n end }\n",
		"use.lua":       "local c = require('m.counter')\nc.bump()\nreturn c.bump(), require('host') == HOST, tostring({})\n",
	}, Options{}, func(v *VM) error {
		api := v.State().NewTable()
		v.Preload("host", api)
		v.SetGlobal("HOST", api)
		return nil
	})
	for round := 1; round <= 2; round++ {
		rets, err := run(t, v, "use.lua")
		if err != nil {
			t.Fatal(err)
		}
		want := "[2 true table: 1]"
		if round == 2 {
			want = "[4 true table: 2]" // same module, same names: nothing was reset
		}
		if got := sprint(rets); got != want {
			t.Errorf("round %d: %s, want %s", round, got, want)
		}
	}
	v.ResetModules()
	rets, err := run(t, v, "use.lua")
	if err != nil {
		t.Fatal(err)
	}
	if got := sprint(rets); got != "[2 true table: 1]" {
		t.Errorf("after ResetModules: %s, want [2 true table: 1]", got)
	}
	if v.Global("HOST") == lua.LNil {
		t.Error("ResetModules dropped a global")
	}
}
