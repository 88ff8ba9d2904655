package vm

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	lua "github.com/yuin/gopher-lua"
)

func TestSandboxRefusesHostAccess(t *testing.T) {
	dir := t.TempDir()
	victim := filepath.Join(dir, "victim.txt")
	if err := os.WriteFile(victim, []byte("keep me"), 0o644); err != nil {
		t.Fatal(err)
	}
	created := filepath.Join(dir, "created.txt")
	const (
		osWhy   = " is not available in the twtw sandbox (scripts cannot touch files, processes or the clock)"
		ioWhy   = " is not available in the twtw sandbox (scripts cannot read or write files; use print for spec output)"
		loadWhy = ` is not available in the twtw sandbox (scripts cannot load code at run time; use require("dotted.name") for another script of the set)`
		badName = `module names are dotted names inside the script set, like "rules.ranged" (no "/", "\", ".." or ".lua")`
	)
	cases := []struct {
		name, code, want string
	}{
		{"os.execute", fmt.Sprintf("os.execute(%q)", "touch "+created), "os.execute" + osWhy},
		{"os.remove", fmt.Sprintf("os.remove(%q)", victim), "os.remove" + osWhy},
		{"os.time", "return os.time()", "os.time" + osWhy},
		{"io.open", fmt.Sprintf("local f = io.open(%q, %q) f:write(%q) f:close()", created, "w", "pwned"), "io.open" + ioWhy},
		{"io.write", `io.write("x")`, "io.write" + ioWhy},
		{"load", `load("return 1")`, "load" + loadWhy},
		{"loadstring", `loadstring("return 1")()`, "loadstring" + loadWhy},
		{"dofile", fmt.Sprintf("dofile(%q)", victim), "dofile" + loadWhy},
		{"loadfile", fmt.Sprintf("loadfile(%q)", victim), "loadfile" + loadWhy},
		{"require ../", `require("../../etc/passwd")`, `require "../../etc/passwd": ` + badName},
		{"require /", `require("/etc/passwd")`, `require "/etc/passwd": ` + badName},
		{"require .lua", `require("rules.x.lua")`, `require "rules.x.lua": ` + badName},
		{"string.dump", `string.dump(function() end)`, "string.dump is not available in the twtw sandbox (compiled chunks cannot be saved or loaded)"},
		{"method dump", `("x"):dump()`, "string.dump is not available in the twtw sandbox (compiled chunks cannot be saved or loaded)"},
		{"debug", `debug.getinfo(1)`, "debug.getinfo is not available in the twtw sandbox (the debug library could break the sandbox)"},
		{"package", `package.path = "/etc/?"`, `package.path is not available in the twtw sandbox (use require("dotted.name"))`},
		{"coroutine", `coroutine.create(print)`, "coroutine.create is not available in the twtw sandbox (rules run as plain function calls under a deadline)"},
		{"collectgarbage", `collectgarbage()`, "collectgarbage is not available in the twtw sandbox (memory is managed by the host)"},
		{"setfenv", `setfenv(1, {})`, "setfenv is not available in the twtw sandbox (function environments are fixed)"},
		{"getfenv", `getfenv(0).x = 1`, "getfenv is not available in the twtw sandbox (function environments are fixed)"},
		{"randomseed", `math.randomseed(42)`, "math.randomseed: randomness comes from the fight's seed; scripts cannot reseed it"},
		{"unlock os", `setmetatable(os, nil)`, "cannot change a protected metatable"},
	}
	files := map[string]string{}
	for i, c := range cases {
		files[fmt.Sprintf("house/case%d.lua", i)] = "local pad = 1\n" + c.code + "\n"
	}
	v := newVM(t, files, Options{}, nil)
	for i, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			path := fmt.Sprintf("house/case%d.lua", i)
			_, err := run(t, v, path)
			se := scriptError(t, err)
			if want := path + ":2: " + c.want; se.Error() != want {
				t.Errorf("error = %q\nwant    %q", se.Error(), want)
			}
		})
	}
	if _, err := os.Stat(created); !os.IsNotExist(err) {
		t.Errorf("%s exists after the sandboxed scripts ran (stat error %v)", created, err)
	}
	if data, err := os.ReadFile(victim); err != nil || string(data) != "keep me" {
		t.Errorf("victim file = %q, %v; want it untouched", data, err)
	}
}

func TestSandboxLeavesOnlyTheFourLibraries(t *testing.T) {
	v := newVM(t, map[string]string{"probe.lua": `
		local names = {}
		for k, val in pairs(_G) do
			if type(val) == "table" and k ~= "_G" then
				local ok = pcall(function() return val.anything end)
				if ok then names[#names + 1] = k end
			end
		end
		table.sort(names)
		return table.concat(names, " "), _printregs, channel
	`}, Options{}, nil)
	rets, err := run(t, v, "probe.lua")
	if err != nil {
		t.Fatal(err)
	}
	if got := rets[0].String(); got != "math string table" {
		t.Errorf("usable library tables = %q, want \"math string table\"", got)
	}
	if rets[1] != lua.LNil || rets[2] != lua.LNil {
		t.Errorf("_printregs, channel = %v, %v; want nil, nil", rets[1], rets[2])
	}
}

func TestGlobalsAreLocked(t *testing.T) {
	v := newVM(t, map[string]string{
		"leak.lua":   "helper = function() end\n",
		"raw.lua":    "rawset(_G, 'x', 1)\n",
		"unlock.lua": "setmetatable(_G, nil)\n",
		"read.lua":   "local t = {}\nt.x = 1\nreturn undefined_name, t.x, rawget(_G, 'print') == print\n",
	}, Options{}, func(v *VM) error {
		v.State().SetGlobal("twtw", lua.LString("host api"))
		return nil
	})
	for path, want := range map[string]string{
		"leak.lua":   "leak.lua:1: assignment to undeclared global 'helper' (declare it local; scripts cannot create globals)",
		"raw.lua":    "raw.lua:1: rawset: the global table is read-only for scripts",
		"unlock.lua": "unlock.lua:1: cannot change a protected metatable",
	} {
		_, err := run(t, v, path)
		if se := scriptError(t, err); se.Error() != want {
			t.Errorf("%s: error = %q, want %q", path, se.Error(), want)
		}
	}
	rets, err := run(t, v, "read.lua")
	if err != nil {
		t.Fatal(err)
	}
	if rets[0] != lua.LNil || rets[1] != lua.LNumber(1) || rets[2] != lua.LTrue {
		t.Errorf("read.lua = %v, want nil 1 true", rets)
	}
	if got := v.Global("twtw"); got != lua.LString("host api") {
		t.Errorf("global set in setup = %v, want \"host api\"", got)
	}
	v.SetGlobal("late", lua.LNumber(7))
	if got := v.State().GetGlobal("late"); got != lua.LNumber(7) {
		t.Errorf("host-set global after lock = %v, want 7", got)
	}
}

func TestPrintGoesToOutput(t *testing.T) {
	var opt, set bytes.Buffer
	v := newVM(t, map[string]string{"p.lua": `print("hit", 3, nil, true) print()`}, Options{Output: &opt}, nil)
	if _, err := run(t, v, "p.lua"); err != nil {
		t.Fatal(err)
	}
	if got := opt.String(); got != "hit\t3\tnil\ttrue\n\n" {
		t.Errorf("Options.Output got %q", got)
	}
	v.SetOutput(&set)
	if _, err := run(t, v, "p.lua"); err != nil {
		t.Fatal(err)
	}
	if set.String() != "hit\t3\tnil\ttrue\n\n" || opt.Len() != len("hit\t3\tnil\ttrue\n\n") {
		t.Errorf("after SetOutput: set %q, options output %q", set.String(), opt.String())
	}
}

func TestPcallStillCatchesOrdinaryErrors(t *testing.T) {
	v := newVM(t, map[string]string{"p.lua": `
		local ok, e = pcall(error, "boom", 0)
		local ok2, e2 = xpcall(function() error("bang", 0) end, function(m) return "handled " .. m end)
		local ok3, a, b = pcall(function(x, y) return x + y, x * y end, 3, 4)
		return ok, e, ok2, e2, ok3, a, b
	`}, Options{}, nil)
	rets, err := run(t, v, "p.lua")
	if err != nil {
		t.Fatal(err)
	}
	got := fmt.Sprint(rets)
	if want := "[false boom false handled bang true 7 12]"; got != want {
		t.Errorf("results = %s, want %s", got, want)
	}
}

func TestRefusedLibraryNamesTheKey(t *testing.T) {
	v := newVM(t, map[string]string{"w.lua": "os.exit = nil\n"}, Options{}, nil)
	_, err := run(t, v, "w.lua")
	if se := scriptError(t, err); !strings.HasPrefix(se.Error(), "w.lua:1: os.exit is not available in the twtw sandbox") {
		t.Errorf("error = %q", se.Error())
	}
}

func TestTypeNamesEveryKind(t *testing.T) {
	v := newVM(t, map[string]string{
		"t.lua": "return type(nil), type(true), type(1), type('s'), type(print), type(function() end), " +
			"type({}), type(U), select('#', pcall(type))\n",
	}, Options{}, func(vm *VM) error {
		vm.State().SetGlobal("U", vm.State().NewUserData())
		return nil
	})
	rets, err := run(t, v, "t.lua")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := sprint(rets), "[nil boolean number string function function table userdata 2]"; got != want {
		t.Errorf("type() = %s, want %s", got, want)
	}
}
