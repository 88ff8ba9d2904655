package vm

import (
	"context"
	"strings"
	"testing"

	lua "github.com/yuin/gopher-lua"
)

// countingSetup registers hit(name), which counts how often each module body ran.
func countingSetup(counts map[string]int) func(*VM) error {
	return func(v *VM) error {
		v.State().SetGlobal("hit", v.State().NewFunction(func(l *lua.LState) int {
			counts[l.CheckString(1)]++
			return 0
		}))
		return nil
	}
}

func TestRequireSiblingIsCached(t *testing.T) {
	counts := map[string]int{}
	v := newVM(t, map[string]string{
		"rules/util.lua":   "hit('util')\nlocal M = {}\nfunction M.double(x) return 2 * x end\nreturn M\n",
		"rules/ranged.lua": "local util = require('rules.util')\nlocal again = require('rules.util')\nreturn { tn = util.double(4), same = rawequal(util, again) }\n",
		"rules/melee.lua":  "return require('rules.util').double(10)\n",
		"rules/empty.lua":  "hit('empty')\n",
		"rules/args.lua":   "return ...\n",
	}, Options{}, countingSetup(counts))

	ranged, err := v.Require("rules.ranged")
	if err != nil {
		t.Fatal(err)
	}
	tbl := ranged.(*lua.LTable)
	if tbl.RawGetString("tn") != lua.LNumber(8) || tbl.RawGetString("same") != lua.LTrue {
		t.Errorf("rules.ranged = {tn=%v, same=%v}, want {tn=8, same=true}", tbl.RawGetString("tn"), tbl.RawGetString("same"))
	}
	melee, err := v.Require("rules.melee")
	if err != nil || melee != lua.LNumber(20) {
		t.Errorf("rules.melee = %v, %v; want 20", melee, err)
	}
	again, err := v.Require("rules.ranged")
	if err != nil || again != ranged {
		t.Errorf("second Require returned %v, %v; want the cached table", again, err)
	}
	if counts["util"] != 1 {
		t.Errorf("rules/util.lua ran %d times, want 1", counts["util"])
	}
	empty, err := v.Require("rules.empty")
	if err != nil || empty != lua.LTrue {
		t.Errorf("a module returning nothing = %v, %v; want true", empty, err)
	}
	if _, err := v.Require("rules.empty"); err != nil || counts["empty"] != 1 {
		t.Errorf("rules/empty.lua ran %d times, want 1 (err %v)", counts["empty"], err)
	}
	args, err := v.Require("rules.args")
	if err != nil || args != lua.LString("rules.args") {
		t.Errorf("module argument = %v, %v; want \"rules.args\"", args, err)
	}
}

func TestRequireErrors(t *testing.T) {
	counts := map[string]int{}
	v := newVM(t, map[string]string{
		"rules/a.lua":       "local b = require('rules.b')\nreturn 1\n",
		"rules/b.lua":       "local pad = 0\nlocal a = require('rules.a')\nreturn 2\n",
		"rules/missing.lua": "\nreturn require('rules.nope')\n",
		"rules/flaky.lua":   "hit('flaky')\nerror('flaky failed')\n",
		"rules/user.lua":    "local ok = pcall(require, 'rules.flaky')\nlocal ok2 = pcall(require, 'rules.flaky')\nreturn ok, ok2\n",
	}, Options{}, countingSetup(counts))

	_, err := v.Require("rules.a")
	se := scriptError(t, err)
	if want := `rules/b.lua:2: require "rules.a": require cycle rules.a -> rules.b -> rules.a`; se.Error() != want {
		t.Errorf("cycle: %q\nwant   %q", se.Error(), want)
	}
	if len(v.loading) != 0 {
		t.Errorf("loading stack after a failed require = %v, want empty", v.loading)
	}

	_, err = v.Require("rules.missing")
	if se := scriptError(t, err); se.Error() != `rules/missing.lua:2: require "rules.nope": no script rules/nope.lua in the script set` {
		t.Errorf("unknown module: %q", se.Error())
	}
	_, err = v.Require("../secret")
	if se := scriptError(t, err); se.Path != "" || se.Msg != `require "../secret": module names are dotted names inside the script set, like "rules.ranged" (no "/", "\", ".." or ".lua")` {
		t.Errorf("bad name from Go: %s:%d %q", se.Path, se.Line, se.Msg)
	}

	rets, err := v.Call(context.Background(), mustLoad(t, v, "rules/user.lua"), 2)
	if err != nil || rets[0] != lua.LFalse || rets[1] != lua.LFalse {
		t.Errorf("pcall(require) of a failing module = %v, %v; want false false", rets, err)
	}
	if counts["flaky"] != 2 {
		t.Errorf("a failing module ran %d times over two requires, want 2 (failures are not cached)", counts["flaky"])
	}
}

func mustLoad(t testing.TB, v *VM, path string) *lua.LFunction {
	t.Helper()
	fn, err := v.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	return fn
}

func TestLoadUnknownPath(t *testing.T) {
	v := newVM(t, map[string]string{"a.lua": "return 1"}, Options{}, nil)
	if _, err := v.Load("b.lua"); err == nil || err.Error() != `vm: Load "b.lua": no such script in the script set` {
		t.Errorf("Load(b.lua) error = %v", err)
	}
}

func TestPreloadServesHostModules(t *testing.T) {
	api := &lua.LTable{}
	v := newVM(t, map[string]string{
		"rules/user.lua": "local twtw = require('twtw')\nreturn twtw == require('twtw')\n",
	}, Options{}, func(v *VM) error {
		api = v.State().NewTable()
		v.Preload("twtw", api)
		return nil
	})
	rets, err := run(t, v, "rules/user.lua")
	if err != nil || rets[0] != lua.LTrue {
		t.Errorf("require('twtw') twice = %v, %v; want the same preloaded table", rets, err)
	}
	got, err := v.Require("twtw")
	if err != nil || got != api {
		t.Errorf("Require(twtw) = %v, %v; want the preloaded table", got, err)
	}
}

// OnRequire is told every require of a script, loaded then or before, as
// from the script whose function called it: in a main chunk, in a function
// called later, through pcall, and a main chunk's tail call. A preloaded
// name and the host's own Require are not told.
func TestOnRequireTellsWhoLoadsWhat(t *testing.T) {
	v := newVM(t, map[string]string{
		"house/a.lua":        "local g = require('house.lib.g')\nreturn { later = function() return require('house.lib.late') end }\n",
		"house/b.lua":        "local g = require('house.lib.g')\nlocal ok, p = pcall(require, 'house.lib.p')\nreturn {}\n",
		"house/lib/g.lua":    "return require('house.lib.deep')\n",
		"house/lib/deep.lua": "return {}\n",
		"house/lib/late.lua": "return {}\n",
		"house/lib/p.lua":    "local twtw = require('twtw')\nreturn {}\n",
	}, Options{}, func(v *VM) error {
		v.Preload("twtw", lua.LTrue)
		return nil
	})
	var got []string
	v.OnRequire(func(from, to string) { got = append(got, from+" -> "+to) })
	a, err := v.Require("house.a")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := v.Require("house.b"); err != nil {
		t.Fatal(err)
	}
	if _, err := v.Call(context.Background(), a.(*lua.LTable).RawGetString("later"), 1); err != nil {
		t.Fatal(err)
	}
	want := []string{
		"house/a.lua -> house/lib/g.lua",
		"house/lib/g.lua -> house/lib/deep.lua",
		"house/b.lua -> house/lib/g.lua",
		"house/b.lua -> house/lib/p.lua",
		"house/a.lua -> house/lib/late.lua",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("told\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	v.OnRequire(nil)
	if _, err := v.Call(context.Background(), a.(*lua.LTable).RawGetString("later"), 1); err != nil {
		t.Fatal(err)
	}
	if len(got) != len(want) {
		t.Errorf("told after OnRequire(nil): %q", got[len(want):])
	}
}
