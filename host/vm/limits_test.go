package vm

import (
	"context"
	"errors"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	lua "github.com/yuin/gopher-lua"
)

const testTimeout = 100 * time.Millisecond

func TestRunawayScriptsAreStopped(t *testing.T) {
	files := map[string]string{
		"house/loop.lua":   "local n = 0\n\nwhile true do n = n + 1 end\n",
		"house/pcall.lua":  "while true do\n  pcall(function() while true do end end)\nend\n",
		"house/xpcall.lua": "while true do\n  xpcall(function() while true do end end, function(e) return e end)\nend\n",
		"house/nested.lua": "local function spin() while true do end end\nwhile true do\n  pcall(pcall, spin)\nend\n",
		"house/tail.lua":   "local function f(n) return f(n + 1) end\nreturn f(1)\n",
		"house/match.lua":  "local s = string.rep('a', 3000)\nreturn string.find(s, '.-.-.-b')\n",
		"house/gsub.lua":   "local s = string.rep('a', 3000)\nreturn string.gsub(s, '.-.-.-b', 'x')\n",
		"house/sort.lua":   "local t = {}\nfor i = 1, 100 do t[i] = i end\ntable.sort(t, function(a, b) while true do end end)\n",
	}
	cases := []struct {
		path string
		line int
	}{
		{"house/loop.lua", 3},
		{"house/pcall.lua", 2},
		{"house/xpcall.lua", 2},
		{"house/nested.lua", 1},
		{"house/tail.lua", 1},
		{"house/match.lua", 2},
		{"house/gsub.lua", 2},
		{"house/sort.lua", 3},
	}
	s := compileFiles(t, files)
	pool := NewPool(s, Options{CallTimeout: testTimeout}, nil)
	defer pool.Close()
	for _, c := range cases {
		t.Run(c.path, func(t *testing.T) {
			v, err := pool.Get()
			if err != nil {
				t.Fatal(err)
			}
			_, err = run(t, v, c.path)
			se := stopError(t, err)
			if se.Path != c.path || se.Line != c.line {
				t.Errorf("stopped at %s:%d, want %s:%d", se.Path, se.Line, c.path, c.line)
			}
			want := c.path + ":" + strconv.Itoa(c.line) + ": script stopped: deadline of 100ms exceeded"
			if se.Error() != want {
				t.Errorf("Error() = %q, want %q", se.Error(), want)
			}
			if wantMod := strings.TrimSuffix(strings.ReplaceAll(c.path, "/", "."), ".lua"); se.Module() != wantMod {
				t.Errorf("Module() = %q, want %q", se.Module(), wantMod)
			}
			// the call's own deadline is a script that ran too long, not
			// the caller's deadline
			if !errors.Is(err, ErrCallTimeout) || errors.Is(err, context.DeadlineExceeded) {
				t.Errorf("errors.Is(err, ErrCallTimeout) = %v, errors.Is(err, context.DeadlineExceeded) = %v for %v; want true, false",
					errors.Is(err, ErrCallTimeout), errors.Is(err, context.DeadlineExceeded), err)
			}
			if !v.Broken() {
				t.Error("a stopped VM is not marked broken")
			}
			if _, err := v.Call(context.Background(), lua.LNil, 0); !errors.Is(err, ErrBroken) {
				t.Errorf("Call on a stopped VM = %v, want ErrBroken", err)
			}
			pool.Put(v)

			next, err := pool.Get()
			if err != nil {
				t.Fatal(err)
			}
			if next == v {
				t.Fatal("the pool handed out the stopped VM again")
			}
			fn := next.State().NewFunction(func(l *lua.LState) int {
				l.Push(lua.LNumber(l.CheckNumber(1) * 2))
				return 1
			})
			rets, err := next.Call(context.Background(), fn, 1, lua.LNumber(21))
			if err != nil || rets[0] != lua.LNumber(42) {
				t.Errorf("next VM: %v, %v; want 42", rets, err)
			}
			pool.Put(next)
		})
	}
}

func TestCallerContextStops(t *testing.T) {
	v := newVM(t, map[string]string{"loop.lua": "while true do end"}, Options{CallTimeout: time.Hour}, nil)
	fn, _ := v.Load("loop.lua")

	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := v.Call(cancelled, fn, 0)
	se := stopError(t, err)
	if se.Error() != "script stopped: context canceled" || !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled before the call: %v", err)
	}
	if v.Broken() {
		t.Error("a call refused before it started broke the VM")
	}

	short, cancel2 := context.WithTimeout(context.Background(), testTimeout)
	defer cancel2()
	_, err = v.Call(short, fn, 0)
	se = stopError(t, err)
	if se.Error() != "loop.lua:1: script stopped: context deadline exceeded" {
		t.Errorf("caller deadline: Error() = %q", se.Error())
	}
}

func TestDeepRecursionFailsCleanly(t *testing.T) {
	v := newVM(t, map[string]string{
		"rec.lua":    "local function f() return f() + 1 end\nreturn f()\n",
		"pcallr.lua": "local function f() pcall(f) end\nf()\nreturn 'survived'\n",
	}, Options{CallStackSize: 100}, nil)
	_, err := run(t, v, "rec.lua")
	se := scriptError(t, err)
	if want := "rec.lua:1: stack overflow (more than 100 nested calls; runaway recursion?)"; se.Error() != want {
		t.Errorf("Error() = %q, want %q", se.Error(), want)
	}
	if v.Broken() {
		t.Error("a stack overflow broke the VM")
	}
	rets, err := run(t, v, "pcallr.lua")
	if err != nil || rets[0] != lua.LString("survived") {
		t.Errorf("recursion through pcall: %v, %v", rets, err)
	}
}

func TestRegistryCap(t *testing.T) {
	v := newVM(t, map[string]string{"u.lua": "return unpack({}, 1, 1e7)"}, Options{RegistryMaxSize: 4096}, nil)
	_, err := run(t, v, "u.lua")
	if se := scriptError(t, err); se.Error() != "u.lua:1: registry overflow" {
		t.Errorf("Error() = %q", se.Error())
	}
}

func TestStringLimits(t *testing.T) {
	v := newVM(t, map[string]string{
		"rep_ok.lua":     "return #string.rep('ab', 500)",
		"rep_over.lua":   "return string.rep('ab', 501)",
		"rep_huge.lua":   "return ('x'):rep(1e10)",
		"rep_neg.lua":    "return string.rep('ab', -3) .. '|' .. string.rep('', 1e10)",
		"fmt_width.lua":  "return string.format('%100d', 1)",
		"fmt_prec.lua":   "return string.format('%.100f', 1)",
		"fmt_ok.lua":     "return string.format('%5.2f|%-4s|%3d|%%', 3.14159, 'ab', 7)",
		"fmt_big.lua":    "local s = string.rep('x', 600) return string.format('%s%s', s, s)",
		"concat_ok.lua":  "return table.concat({1, 'b', 2.5}, ', ', 1, 3)",
		"concat_big.lua": "local t = {} for i = 1, 11 do t[i] = string.rep('y', 100) end return table.concat(t)",
		"concat_bad.lua": "return table.concat({1, {}, 3})",
		"gsub_big.lua":   "return string.gsub(string.rep('a', 100), 'a', string.rep('b', 11))",
		"gsub_ok.lua":    "return string.gsub('hello world', '(o)', '[%1%%]')",
	}, Options{MaxString: 1000}, nil)
	for path, want := range map[string]string{
		"rep_over.lua":   "rep_over.lua:1: string.rep: the result (2 bytes × 501) would exceed the 1000-byte string limit",
		"rep_huge.lua":   "rep_huge.lua:1: string.rep: the result (1 bytes × 10000000000) would exceed the 1000-byte string limit",
		"fmt_width.lua":  "fmt_width.lua:1: invalid format (width or precision too long)",
		"fmt_prec.lua":   "fmt_prec.lua:1: invalid format (width or precision too long)",
		"fmt_big.lua":    "fmt_big.lua:1: string.format: the result could reach 1204 bytes, over the 1000-byte string limit",
		"concat_big.lua": "concat_big.lua:1: table.concat: the result would exceed the 1000-byte string limit",
		"concat_bad.lua": "concat_bad.lua:1: invalid value (at index 2) in table for 'concat'",
		"gsub_big.lua":   "gsub_big.lua:1: string.gsub: the result would exceed the 1000-byte string limit",
	} {
		_, err := run(t, v, path)
		if se := scriptError(t, err); se.Error() != want {
			t.Errorf("%s: Error() = %q\nwant %q", path, se.Error(), want)
		}
	}
	for path, want := range map[string]string{
		"rep_ok.lua":    "[1000]",
		"rep_neg.lua":   "[|]",
		"fmt_ok.lua":    "[ 3.14|ab  |  7|%]",
		"concat_ok.lua": "[1, b, 2.5]",
		"gsub_ok.lua":   "[hell[o%] w[o%]rld 2]",
	} {
		rets, err := run(t, v, path)
		if err != nil {
			t.Errorf("%s: %v", path, err)
			continue
		}
		if got := sprint(rets); got != want {
			t.Errorf("%s = %s, want %s", path, got, want)
		}
	}
}

func TestStringRepDoesNotAllocate(t *testing.T) {
	v := newVM(t, map[string]string{"r.lua": "return string.rep('x', 1e10)"}, Options{}, nil)
	fn, _ := v.Load("r.lua")
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	_, err := v.Call(context.Background(), fn, 1)
	runtime.ReadMemStats(&after)
	if se := scriptError(t, err); se.Error() != "r.lua:1: string.rep: the result (1 bytes × 10000000000) would exceed the 1048576-byte string limit" {
		t.Errorf("Error() = %q", se.Error())
	}
	if grew := after.TotalAlloc - before.TotalAlloc; grew > 1<<20 {
		t.Errorf("refusing string.rep allocated %d bytes, want under 1 MiB", grew)
	}
}

func TestPatternDepthCap(t *testing.T) {
	v := newVM(t, map[string]string{
		"p.lua": "return string.find(string.rep('a', 10) .. 'b', string.rep('a*', 250) .. 'b')",
	}, Options{}, nil)
	_, err := run(t, v, "p.lua")
	if se := scriptError(t, err); se.Error() != "p.lua:1: pattern too complex" {
		t.Errorf("Error() = %q", se.Error())
	}
}

func TestGoPanicIsRecovered(t *testing.T) {
	v := newVM(t, map[string]string{"p.lua": "local x = 1\nreturn boom()\n"}, Options{}, func(v *VM) error {
		v.State().SetGlobal("boom", v.State().NewFunction(func(*lua.LState) int {
			var m map[string]int
			m["x"] = 1 // a nil-map write: a runtime panic in host code
			return 0
		}))
		return nil
	})
	_, err := run(t, v, "p.lua")
	se := scriptError(t, err)
	if !strings.HasPrefix(se.Msg, "go panic: assignment to entry in nil map") {
		t.Errorf("Msg = %q", se.Msg)
	}
	if !v.Broken() {
		t.Error("a Go panic did not break the VM")
	}
}

func TestErrorValuesAndLocations(t *testing.T) {
	v := newVM(t, map[string]string{
		"rules/level2.lua":  "local function check(x)\n  if not x then error('x is required', 2) end\nend\ncheck(nil)\n",
		"rules/table.lua":   "local a = 1\nerror({code = 7})\n",
		"rules/nolevel.lua": "\nerror('plain', 0)\n",
	}, Options{}, nil)
	for path, want := range map[string]struct {
		line int
		msg  string
	}{
		"rules/level2.lua":  {4, "x is required"},
		"rules/nolevel.lua": {2, "plain"},
	} {
		_, err := run(t, v, path)
		se := scriptError(t, err)
		if se.Path != path || se.Line != want.line || se.Msg != want.msg {
			t.Errorf("%s: got %s:%d %q, want line %d %q", path, se.Path, se.Line, se.Msg, want.line, want.msg)
		}
		if !strings.Contains(se.Traceback, "stack traceback:") {
			t.Errorf("%s: no traceback in %q", path, se.Traceback)
		}
	}
	_, err := run(t, v, "rules/table.lua")
	se := scriptError(t, err)
	if se.Path != "rules/table.lua" || se.Line != 2 || se.Msg != `error object is a table, not a message (raise errors with error("text"))` {
		t.Errorf("error({}) = %s:%d %q", se.Path, se.Line, se.Msg)
	}
}

func sprint(vals []lua.LValue) string {
	parts := make([]string, len(vals))
	for i, v := range vals {
		parts[i] = v.String()
	}
	return "[" + strings.Join(parts, " ") + "]"
}

func TestCallNilFunction(t *testing.T) {
	v := newVM(t, map[string]string{"a.lua": ""}, Options{}, nil)
	_, err := v.Call(context.Background(), nil, 0)
	if se := scriptError(t, err); se.Msg != "attempt to call a non-function object" || v.Broken() {
		t.Errorf("Call(nil) = %q (broken %v)", se.Msg, v.Broken())
	}
}

// TestGoPanicNamesTheLine: a Go panic names the script line that was running,
// whether the call fails with it or a pcall catches it (as a spec's it does:
// the message used to be the bare Go text), like any Lua error. The
// interpreter's own panics are such: gopher-lua v1.1.1 miscompiles a method
// call on a parenthesised concatenation as a for-in's iterator and
// dereferences nil.
func TestGoPanicNamesTheLine(t *testing.T) {
	boom := func(v *VM) error {
		v.State().SetGlobal("boom", v.State().NewFunction(func(*lua.LState) int {
			var m map[string]int
			m["x"] = 1 // a nil-map write: a runtime panic in host code
			return 0
		}))
		return nil
	}
	v := newVM(t, map[string]string{"p.lua": "local x = 1\nreturn boom()\n"}, Options{}, boom)
	_, err := run(t, v, "p.lua")
	if se := scriptError(t, err); se.Path != "p.lua" || se.Line != 2 || se.Msg != "go panic: assignment to entry in nil map" {
		t.Errorf("uncaught: %s:%d %q, want p.lua:2 \"go panic: assignment to entry in nil map\"", se.Path, se.Line, se.Msg)
	}

	v = newVM(t, map[string]string{"pc.lua": "local ok, msg = pcall(function()\n  return boom()\nend)\nreturn msg\n"}, Options{}, boom)
	rets, err := run(t, v, "pc.lua")
	if err != nil {
		t.Fatal(err)
	}
	if got := rets[0].String(); got != "pc.lua:2: assignment to entry in nil map" {
		t.Errorf("caught by pcall: %q, want \"pc.lua:2: assignment to entry in nil map\"", got)
	}

	v = newVM(t, map[string]string{"gm.lua": "local n = 0\nfor w in (tostring(12) .. \",\"):gmatch(\"([^,]*),\") do\n  n = n + #w\nend\nreturn n\n"}, Options{}, nil)
	_, err = run(t, v, "gm.lua")
	if se := scriptError(t, err); se.Path != "gm.lua" || se.Line != 2 || !strings.HasPrefix(se.Msg, "go panic: ") {
		t.Errorf("interpreter panic: %s:%d %q, want gm.lua:2 and a go panic", se.Path, se.Line, se.Msg)
	}
}

// A call stopped by its caller's context says so: its deadline is
// context.DeadlineExceeded and its cancellation context.Canceled, never
// ErrCallTimeout; the call's own deadline is ErrCallTimeout alone (it was
// context.DeadlineExceeded too, so a caller could not tell its deadline
// from a script that ran too long).
func TestCallerDeadlineIsNotTheCallTimeout(t *testing.T) {
	files := map[string]string{"loop.lua": "while true do end"}
	own := newVM(t, files, Options{CallTimeout: 50 * time.Millisecond}, nil)
	_, err := run(t, own, "loop.lua")
	if !errors.Is(err, ErrCallTimeout) || errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled) {
		t.Errorf("the call's own deadline: %v; want ErrCallTimeout alone", err)
	}
	// the stop says which deadline passed, for a program to offer a longer one
	var stop *StopError
	if !errors.As(err, &stop) || stop.Timeout != 50*time.Millisecond {
		t.Errorf("the call's own deadline: %#v; want a *StopError with Timeout 50ms", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	callers := newVM(t, files, Options{CallTimeout: time.Minute}, nil)
	fn, _ := callers.Load("loop.lua")
	_, err = callers.Call(ctx, fn, 0)
	if !errors.Is(err, context.DeadlineExceeded) || errors.Is(err, ErrCallTimeout) {
		t.Errorf("the caller's deadline: %v; want context.DeadlineExceeded, not ErrCallTimeout", err)
	}
	if !errors.As(err, &stop) || stop.Timeout != 0 {
		t.Errorf("the caller's deadline: %#v; want a *StopError with no Timeout (not the call's)", err)
	}
	ctx, cancel = context.WithCancel(context.Background())
	time.AfterFunc(50*time.Millisecond, cancel)
	cancelled := newVM(t, files, Options{CallTimeout: time.Minute}, nil)
	fn, _ = cancelled.Load("loop.lua")
	_, err = cancelled.Call(ctx, fn, 0)
	if !errors.Is(err, context.Canceled) || errors.Is(err, ErrCallTimeout) {
		t.Errorf("the caller's cancellation: %v; want context.Canceled, not ErrCallTimeout", err)
	}
}
