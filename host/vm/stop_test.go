package vm

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	lua "github.com/yuin/gopher-lua"
)

// childEnv names the case a re-run test binary runs instead of the tests.
const childEnv = "TWTW_VM_STOP_CHILD"

// stopChildren are the runaway calls run in a child process: a regression
// could take seconds and gigabytes, which must not take the test binary
// down. Each runs under a 1 s deadline.
var stopChildren = map[string]string{
	"tail":        "local function f() return f() end\nreturn f()\n",
	"pcall tail":  "local ok, e = pcall(function()\n  local function f() return f() end\n  return f()\nend)\nreturn ok, e\n",
	"xpcall tail": "local ok, e = xpcall(function()\n  local function f() return f() end\n  return f()\nend, function(e) return e end)\nreturn ok, e\n",
	"deep tail":   "local function f() return f() end\nlocal function down(n) if n == 0 then return f() end return 1 + down(n - 1) end\nreturn down(200)\n",
}

func TestMain(m *testing.M) {
	if name := os.Getenv(childEnv); name != "" {
		os.Exit(runStopChild(name))
	}
	os.Exit(m.Run())
}

// runStopChild runs one stopChildren case and prints "stopped after D:
// ERROR (traceback N bytes)".
func runStopChild(name string) int {
	s, err := Compile(Layer{Name: "child", FS: mapFS(map[string]string{"house/run.lua": stopChildren[name]})})
	if err != nil {
		fmt.Println(err)
		return 1
	}
	v, err := NewVM(s, Options{CallTimeout: time.Second, MaxMemory: -1}, nil)
	if err != nil {
		fmt.Println(err)
		return 1
	}
	fn, _ := v.Load("house/run.lua")
	start := time.Now()
	_, err = v.Call(context.Background(), fn, lua.MultRet)
	var se *StopError
	if !errors.As(err, &se) {
		fmt.Printf("not a stop: %v\n", err)
		return 1
	}
	took := time.Since(start).Round(time.Millisecond)
	fmt.Printf("stopped after %v: %v (broken %v)\n%s\n", took, err, v.Broken(), peakRSS())
	return 0
}

// peakRSS is the VmHWM line of /proc/self/status ("" where there is none):
// the process's own peak (a child's rusage maxrss can include its parent's,
// inherited across exec).
func peakRSS() string {
	b, _ := os.ReadFile("/proc/self/status")
	for _, l := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(l, "VmHWM:") {
			return l
		}
	}
	return ""
}

// An endless tail call stopped by a 2 s deadline took 22 s and 3.4 GB to
// return: gopher-lua's traceback had a line per tail call. Now the stop
// ends within a small margin of the deadline, small, wherever it happens.
func TestTailCallStopIsFastAndSmall(t *testing.T) {
	if testing.Short() {
		t.Skip("runs child processes for a few seconds")
	}
	want := map[string]string{
		"tail":        "house/run.lua:1: script stopped: deadline of 1s exceeded (broken true)",
		"pcall tail":  "house/run.lua:2: script stopped: deadline of 1s exceeded (broken true)",
		"xpcall tail": "house/run.lua:2: script stopped: deadline of 1s exceeded (broken true)",
		"deep tail":   "house/run.lua:1: script stopped: deadline of 1s exceeded (broken true)",
	}
	for name := range stopChildren {
		t.Run(name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
			defer cancel()
			cmd := exec.CommandContext(ctx, os.Args[0], "-test.run=^$")
			cmd.Env = append(os.Environ(), childEnv+"="+name)
			var out bytes.Buffer
			cmd.Stdout, cmd.Stderr = &out, &out
			err := cmd.Run()
			if err != nil {
				t.Fatalf("child: %v: %s", err, out.String())
			}
			line, hwm, _ := strings.Cut(strings.TrimSpace(out.String()), "\n")
			var took time.Duration
			var rest string
			if i := strings.Index(line, ": "); i > 0 && strings.HasPrefix(line, "stopped after ") {
				took, _ = time.ParseDuration(strings.TrimPrefix(line[:i], "stopped after "))
				rest = line[i+2:]
			}
			if rest != want[name] {
				t.Errorf("child said %q, want %q", line, want[name])
			}
			// The deadline plus a margin for a loaded machine (the old
			// traceback alone took ten times the deadline).
			if took > 2500*time.Millisecond {
				t.Errorf("the call returned %v after it began, want within 1.5 s of its 1 s deadline", took)
			}
			var kb int
			if _, err := fmt.Sscanf(hwm, "VmHWM: %d kB", &kb); err == nil && kb > 200_000 {
				t.Errorf("the child peaked at %d kB, want under 200 MB", kb)
			}
		})
	}
}

// A deadline that passes while pcall runs a host function that then raises
// a table: the table went back to the script as an ordinary error (and the
// VM back to the pool). It is a stop at the script's line, and the VM is
// discarded.
func TestStopInsidePcallWithATable(t *testing.T) {
	v := newVM(t, map[string]string{"house/wait.lua": "local n = 0\nlocal ok, e = pcall(wait_then_raise)\nreturn ok, e\n"},
		Options{CallTimeout: 50 * time.Millisecond}, func(v *VM) error {
			v.State().SetGlobal("wait_then_raise", v.State().NewFunction(func(l *lua.LState) int {
				for l.Context().Err() == nil { // (Done is nil until the call must stop)
					time.Sleep(time.Millisecond)
				}
				l.Error(l.NewTable(), 0)
				return 0
			}))
			return nil
		})
	_, err := run(t, v, "house/wait.lua")
	se := stopError(t, err)
	if se.Error() != "house/wait.lua:2: script stopped: deadline of 50ms exceeded" || !v.Broken() {
		t.Errorf("error %q (broken %v), want a stop at house/wait.lua:2 and a broken VM", se.Error(), v.Broken())
	}
}

// A table raised as an error, caught by a pcall and raised again (as the
// spec runner does), is reported at the line that raised it first, without
// the table's address.
func TestTableErrorKeepsItsLine(t *testing.T) {
	v := newVM(t, map[string]string{"house/t.lua": "local function f()\n  error({code = 7})\nend\nlocal ok, e = pcall(f)\nlocal x = 1\nerror(e, 0)\n"}, Options{}, nil)
	_, err := run(t, v, "house/t.lua")
	se := scriptError(t, err)
	want := `house/t.lua:2: error object is a table, not a message (raise errors with error("text"))`
	if se.Error() != want {
		t.Errorf("error %q, want %q", se.Error(), want)
	}
	if strings.Count(se.Traceback, "\n") > tracebackFrames {
		t.Errorf("traceback of %d lines, want at most %d", strings.Count(se.Traceback, "\n"), tracebackFrames)
	}
}

// print wrote whatever a call printed; a call may now print at most
// Options.MaxPrint bytes.
func TestPrintIsCappedPerCall(t *testing.T) {
	var out bytes.Buffer
	v := newVM(t, map[string]string{
		"house/chatty.lua": "for i = 1, 100000 do\n  print(string.rep('x', 99))\nend\n",
		"house/quiet.lua":  "print('once')\n",
	}, Options{Output: &out, MaxPrint: 100_000}, nil)
	_, err := run(t, v, "house/chatty.lua")
	se := scriptError(t, err)
	if se.Error() != "house/chatty.lua:2: print: more than 100000 bytes printed in one call (print a summary)" {
		t.Errorf("error %q", se.Error())
	}
	if out.Len() != 100_000 {
		t.Errorf("printed %d bytes, want 100000 (1000 lines of 100)", out.Len())
	}
	out.Reset()
	if _, err := run(t, v, "house/quiet.lua"); err != nil || out.String() != "once\n" {
		t.Errorf("the next call: %v, printed %q (the count starts again per call)", err, out.String())
	}
}
