package vm

import (
	"fmt"
	"strconv"
	"strings"

	lua "github.com/yuin/gopher-lua"
)

// tracebackFrames caps the frames a traceback names.
const tracebackFrames = 12

// raised is what the VM noted when a Lua error was raised: the error object
// and the innermost script line running then.
type raised struct {
	obj  lua.LValue
	path string
	line int
	// trace is the traceback where a stop was first seen (stopAt only).
	trace string
}

// A Lua error is a Go panic that gopher-lua's PCall recovers. Given no
// message handler, PCall then builds a traceback of the whole stack, with a
// line for every tail call a frame has made: an endless tail call stopped
// by its deadline had made tens of millions, and the traceback took 22 s
// and 3.4 GB after the deadline. So every protected call the VM makes (Call,
// pcall, xpcall) goes through protect, whose trampoline installs raise as
// the LState's panic function: raise notes where the error happened and
// panics with a short traceback of its own, which PCall keeps as it is.
// protect also turns a Go panic in host code into a Lua error the same way.

// protect returns a Go function that calls its first argument with the rest
// and returns all results, with raise as the panic function while it runs.
func (vm *VM) protect() *lua.LFunction {
	return vm.l.NewFunction(func(l *lua.LState) int {
		l.Panic = vm.raise
		defer func() {
			r := recover()
			if r == nil {
				return
			}
			if _, ok := r.(*lua.ApiError); !ok {
				// A Go panic in host code or in the interpreter itself: the
				// state may be inconsistent. Its message names the script
				// line that was running, as a Lua error's does, so that a
				// pcall that catches it (a spec's it) still says where.
				vm.broken = true
				msg := fmt.Sprint(r)
				if path, line := vm.innermostScript(l); path != "" {
					msg = path + ":" + strconv.Itoa(line) + ": " + msg
				}
				obj := lua.LString(msg)
				tb := vm.traceback(l)
				vm.note(l, obj, tb)
				r = &lua.ApiError{Type: lua.ApiErrorPanic, Object: obj, StackTrace: tb}
			}
			panic(r)
		}()
		l.Call(l.GetTop()-1, lua.MultRet)
		return l.GetTop()
	})
}

// pcallProtected calls the value at stack index base+1 with the values above
// it through the trampoline, like LState.PCall(n, nret, nil).
func (vm *VM) pcallProtected(base, nret int) error {
	l := vm.l
	l.Insert(vm.trampoline, base+1)
	return l.PCall(l.GetTop()-base-1, nret, nil)
}

// raise is the LState's panic function inside protected calls: it notes the
// error and panics with a bounded traceback (see protect).
func (vm *VM) raise(l *lua.LState) {
	obj := l.Get(-1)
	tb := vm.traceback(l)
	vm.note(l, obj, tb)
	panic(&lua.ApiError{Type: lua.ApiErrorRun, Object: obj, StackTrace: tb})
}

// note records where obj was raised: the innermost script frame, unless a
// pcall caught the same object lately and it is raised again (the spec
// runner's error(err, 0) after its pcall), which keeps the first place. The
// first error raised after the call's deadline passed is where it stopped,
// and its traceback tb is kept with it.
func (vm *VM) note(l *lua.LState, obj lua.LValue, tb string) {
	vm.last = raised{obj: obj}
	for _, c := range vm.caught {
		if c.obj == obj && c.obj != nil {
			vm.last = c
			break
		}
	}
	if vm.last.path == "" {
		vm.last.path, vm.last.line = vm.innermostScript(l)
	}
	if vm.stopping() && !vm.stopSeen {
		vm.stopSeen = true
		vm.stopAt = vm.last
		vm.stopAt.trace = tb
	}
}

// noteCaught remembers that a pcall caught the error raised last.
func (vm *VM) noteCaught() {
	copy(vm.caught[1:], vm.caught[:len(vm.caught)-1])
	vm.caught[0] = vm.last
}

// forgetRaised clears what note recorded, at the start of a top-level call.
func (vm *VM) forgetRaised() {
	vm.last, vm.stopAt, vm.stopSeen = raised{}, raised{}, false
	clear(vm.caught[:])
}

// innermostScript returns the script file and line of the innermost frame
// that runs a script of the set, looking at the last few frames.
func (vm *VM) innermostScript(l *lua.LState) (string, int) {
	for i := 0; i < tracebackFrames; i++ {
		dbg, ok := l.GetStack(i)
		if !ok {
			break
		}
		if _, err := l.GetInfo("Sl", dbg, lua.LNil); err != nil {
			break
		}
		if dbg.CurrentLine > 0 && vm.scripts.Has(dbg.Source) {
			return dbg.Source, dbg.CurrentLine
		}
	}
	return "", 0
}

// traceback is a short traceback of the innermost frames, one line each
// ("\tpath:line: in function <path:defined>"), in the form gopher-lua uses,
// without its line per tail call.
func (vm *VM) traceback(l *lua.LState) string {
	var b strings.Builder
	b.WriteString("stack traceback:")
	var prev string
	for i := 0; i < tracebackFrames; i++ {
		dbg, ok := l.GetStack(i)
		if !ok {
			break
		}
		if _, err := l.GetInfo("Sl", dbg, lua.LNil); err != nil {
			break
		}
		line := "\t[G]: ?"
		if dbg.What != "G" && dbg.Source != "" {
			line = "\t" + dbg.Source + ":" + strconv.Itoa(dbg.CurrentLine) + ": in function <" + dbg.Source + ":" + strconv.Itoa(dbg.LineDefined) + ">"
		}
		if line == prev { // GetStack lands on the bottom frame past a frame's tail calls
			break
		}
		prev = line
		b.WriteString("\n" + line)
	}
	return b.String()
}

// errorMessage is the text of an error object: a string or number as it is,
// anything else described by its type (its address would differ each run).
func errorMessage(obj lua.LValue) string {
	switch obj.(type) {
	case lua.LString, lua.LNumber:
		return obj.String()
	case *lua.LNilType:
		return "error(nil): an error without a message"
	}
	if r := refusalOf(obj); r != nil {
		return r.Msg
	}
	return fmt.Sprintf("error object is a %s, not a message (raise errors with error(\"text\"))", obj.Type())
}
