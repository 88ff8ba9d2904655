package vm

import (
	"fmt"

	lua "github.com/yuin/gopher-lua"
)

// Hints shown when a script reaches for something the sandbox leaves out.
const (
	hintLoad   = `scripts cannot load code at run time; use require("dotted.name") for another script of the set`
	hintOS     = "scripts cannot touch files, processes or the clock"
	hintIO     = "scripts cannot read or write files; use print for spec output"
	hintDebug  = "the debug library could break the sandbox"
	hintPkg    = `use require("dotted.name")`
	hintCo     = "rules run as plain function calls under a deadline"
	hintGC     = "memory is managed by the host"
	hintFenv   = "function environments are fixed"
	hintModule = "return a table from the script instead"
	hintDump   = "compiled chunks cannot be saved or loaded"
)

// openSandbox opens base, table, string and math the way gopher-lua's
// linit.go does, then removes or replaces everything that could reach the
// host, break determinism or escape the limits.
func (vm *VM) openSandbox() error {
	l := vm.l
	for _, lib := range []struct {
		name string
		open lua.LGFunction
	}{
		{lua.BaseLibName, lua.OpenBase},
		{lua.TabLibName, lua.OpenTable},
		{lua.StringLibName, lua.OpenString},
		{lua.MathLibName, lua.OpenMath},
	} {
		l.Push(l.NewFunction(lib.open))
		l.Push(lua.LString(lib.name))
		if err := l.PCall(1, 0, nil); err != nil {
			return fmt.Errorf("opening %q: %w", lib.name, err)
		}
	}
	g := l.G.Global
	vm.globals = g

	var err error
	vm.trampoline = vm.protect()
	str, ok := g.RawGetString("string").(*lua.LTable)
	if !ok {
		return fmt.Errorf("string library missing")
	}
	if vm.baseFormat, err = goFunction(str, "format"); err != nil {
		return err
	}
	tbl, ok := g.RawGetString("table").(*lua.LTable)
	if !ok {
		return fmt.Errorf("table library missing")
	}
	mth, ok := g.RawGetString("math").(*lua.LTable)
	if !ok {
		return fmt.Errorf("math library missing")
	}

	for _, r := range []struct{ name, hint string }{
		{"load", hintLoad}, {"loadstring", hintLoad}, {"dofile", hintLoad}, {"loadfile", hintLoad},
		{"collectgarbage", hintGC}, {"getfenv", hintFenv}, {"setfenv", hintFenv},
		{"module", hintModule}, {"newproxy", hintGC},
	} {
		g.RawSetString(r.name, vm.refused(r.name, r.hint))
	}
	g.RawSetString("_printregs", lua.LNil)
	for _, r := range []struct{ name, hint string }{
		{"os", hintOS}, {"io", hintIO}, {"debug", hintDebug}, {"package", hintPkg}, {"coroutine", hintCo},
	} {
		g.RawSetString(r.name, vm.refusedLib(r.name, r.hint))
	}

	vm.requireFn = l.NewFunction(vm.luaRequire)
	g.RawSetString("require", vm.requireFn)
	g.RawSetString("print", l.NewFunction(vm.print))
	g.RawSetString("pcall", l.NewFunction(vm.pcall))
	g.RawSetString("xpcall", l.NewFunction(vm.xpcall))
	g.RawSetString("rawset", l.NewFunction(vm.rawset))
	g.RawSetString("error", l.NewFunction(luaError))
	g.RawSetString("type", l.NewFunction(luaType))
	g.RawSetString("tostring", l.NewFunction(vm.luaTostring))

	// gopher-lua makes the string library its own metatable (with itself as
	// __index), which ("").__index would hand to scripts past the read-only
	// view: strings get a metatable of their own, hidden, as in Lua 5.1.
	str.RawSetString("__index", lua.LNil)
	smt := l.NewTable()
	smt.RawSetString("__index", str)
	smt.RawSetString("__metatable", lua.LString("locked"))
	l.SetMetatable(lua.LString(""), smt)
	str.RawSetString("dump", vm.refused("string.dump", hintDump))
	str.RawSetString("rep", l.NewFunction(vm.strRep))
	str.RawSetString("format", l.NewFunction(vm.strFormat))
	str.RawSetString("gsub", l.NewFunction(vm.strGsub))
	str.RawSetString("find", l.NewFunction(vm.strFind))
	str.RawSetString("match", l.NewFunction(vm.strMatch))
	gmatch := l.NewFunction(vm.strGmatch)
	str.RawSetString("gmatch", gmatch)
	str.RawSetString("gfind", gmatch)
	tbl.RawSetString("concat", l.NewFunction(vm.tableConcat))
	if err := vm.openReadOnlyGuards(g, tbl); err != nil {
		return err
	}
	mth.RawSetString("random", l.NewFunction(vm.mathRandom))
	mth.RawSetString("randomseed", l.NewFunction(vm.mathRandomseed))
	return nil
}

func goFunction(t *lua.LTable, name string) (lua.LGFunction, error) {
	fn, ok := t.RawGetString(name).(*lua.LFunction)
	if !ok || !fn.IsG || fn.GFunction == nil {
		return nil, fmt.Errorf("library function %q missing", name)
	}
	return fn.GFunction, nil
}

// refused is a stand-in for a left-out function: calling it raises
// "<name> is not available in the twtw sandbox (<hint>)" at the caller's line.
func (vm *VM) refused(name, hint string) *lua.LFunction {
	return vm.l.NewFunction(func(l *lua.LState) int {
		l.RaiseError("%s is not available in the twtw sandbox (%s)", name, hint)
		return 0
	})
}

// refusedLib is a stand-in for a left-out library: an empty, locked table
// whose every read or write raises "<lib>.<key> is not available in the twtw
// sandbox (<hint>)".
func (vm *VM) refusedLib(name, hint string) *lua.LTable {
	l := vm.l
	fail := l.NewFunction(func(l *lua.LState) int {
		l.RaiseError("%s.%s is not available in the twtw sandbox (%s)", name, l.ToStringMeta(l.Get(2)).String(), hint)
		return 0
	})
	mt := l.NewTable()
	mt.RawSetString("__index", fail)
	mt.RawSetString("__newindex", fail)
	mt.RawSetString("__metatable", lua.LString("locked"))
	t := l.NewTable()
	t.Metatable = mt
	return t
}

// rawset is base rawset, refusing the global table, read-only views and
// frozen tables.
func (vm *VM) rawset(l *lua.LState) int {
	t := l.CheckTable(1)
	if t == vm.globals {
		l.RaiseError("rawset: the global table is read-only for scripts")
	}
	if guarded(t) {
		l.RaiseError("rawset: the table is read-only")
	}
	l.RawSet(t, l.CheckAny(2), l.CheckAny(3))
	return 0
}

// luaError is base error(message [, level]) with Lua 5.1's levels: level 1
// (the default) names the line that called error, level 2 the line that
// called that function, and so on; level 0 adds no location. (gopher-lua's
// own treats level 2 like level 1.)
func luaError(l *lua.LState) int {
	obj := l.Get(1)
	level := l.OptInt(2, 1)
	if lua.LVCanConvToString(obj) && level > 0 {
		if at := Where(l, level); at != "" {
			obj = lua.LString(at + obj.String())
		}
	}
	l.Error(obj, 0)
	return 0
}

// Where is the "file:line: " that error(msg, level) puts before its
// message when called where the Go function calling Where was called from
// Lua: level 1 names the line that called that Go function, level 2 the
// line that called the function holding it, and so on; "" when that level
// runs no Lua line.
func Where(l *lua.LState, level int) string {
	dbg, ok := l.GetStack(level)
	if !ok {
		return ""
	}
	if _, err := l.GetInfo("Sl", dbg, lua.LNil); err != nil || dbg.CurrentLine <= 0 {
		return ""
	}
	return fmt.Sprintf("%s:%d: ", dbg.Source, dbg.CurrentLine)
}

// typeNames are the results of type(), boxed once: gopher-lua's own type
// boxes a new string on every call, and rules call type on the hot path.
var typeNames = func() (names [lua.LTChannel + 1]lua.LValue) {
	for t := range names {
		names[t] = lua.LString(lua.LValueType(t).String())
	}
	return names
}()

// luaType is type(v): the name of v's type.
func luaType(l *lua.LState) int {
	t := l.CheckAny(1).Type()
	if int(t) < len(typeNames) {
		l.Push(typeNames[t])
	} else {
		l.Push(lua.LString(t.String()))
	}
	return 1
}

// print writes its arguments, tab-separated, to the VM's output, refusing
// to write more than Options.MaxPrint bytes in one top-level call.
func (vm *VM) print(l *lua.LState) int {
	top := l.GetTop()
	buf := make([]byte, 0, 64)
	for i := 1; i <= top; i++ {
		if i > 1 {
			buf = append(buf, '\t')
		}
		buf = append(buf, vm.tostring(l, l.Get(i)).String()...)
		if vm.printed+len(buf) > vm.opts.MaxPrint {
			l.RaiseError("print: more than %d bytes printed in one call (print a summary)", vm.opts.MaxPrint)
		}
	}
	buf = append(buf, '\n')
	vm.printed += len(buf)
	if _, err := vm.out.Write(buf); err != nil {
		l.RaiseError("print: %v", err)
	}
	return 0
}

// stopping reports whether the running call's deadline has passed or its
// context was cancelled.
func (vm *VM) stopping() bool {
	return vm.callCtx != nil && vm.callCtx.Err() != nil
}

// pcall is base pcall, except that it does not catch a stop and that the
// call goes through the VM's trampoline (no traceback per tail call).
func (vm *VM) pcall(l *lua.LState) int {
	v := l.CheckAny(1)
	if v.Type() != lua.LTFunction && l.GetMetaField(v, "__call").Type() != lua.LTFunction {
		l.Push(lua.LFalse)
		l.Push(lua.LString("attempt to call a " + v.Type().String() + " value"))
		return 2
	}
	if err := vm.pcallProtected(0, lua.MultRet); err != nil {
		obj := errorObject(err)
		vm.rethrowStop(l, obj)
		vm.noteCaught()
		l.Push(lua.LFalse)
		l.Push(obj)
		return 2
	}
	l.Insert(lua.LTrue, 1)
	return l.GetTop()
}

// xpcall is base xpcall(f, handler), except that it does not catch a stop:
// once the call must stop, the handler does not run and the stop goes on.
func (vm *VM) xpcall(l *lua.LState) int {
	fn := l.CheckFunction(1)
	handler := l.CheckFunction(2)
	top := l.GetTop()
	onError := l.NewFunction(func(l *lua.LState) int {
		obj := l.Get(1)
		if vm.stopping() {
			l.Push(obj)
			return 1
		}
		base := l.GetTop()
		l.Push(handler)
		l.Push(obj)
		if err := vm.pcallProtected(base, 1); err != nil {
			l.Push(errorObject(err))
		}
		return 1
	})
	l.Push(vm.trampoline)
	l.Push(fn)
	if err := l.PCall(1, lua.MultRet, onError); err != nil {
		obj := errorObject(err)
		vm.rethrowStop(l, obj)
		vm.noteCaught()
		l.Push(lua.LFalse)
		l.Push(obj)
		return 2
	}
	l.Insert(lua.LTrue, top+1)
	return l.GetTop() - top
}

// rethrowStop raises obj again when the call must stop: pcall and xpcall
// cannot catch a stop.
func (vm *VM) rethrowStop(l *lua.LState, obj lua.LValue) {
	if vm.stopping() {
		l.Error(obj, 0)
	}
}

// errorObject is the Lua value a failed protected call raised.
func errorObject(err error) lua.LValue {
	if ae, ok := err.(*lua.ApiError); ok {
		return ae.Object
	}
	return lua.LString(err.Error())
}
