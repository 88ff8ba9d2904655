package vm

import (
	"strings"

	lua "github.com/yuin/gopher-lua"
)

// luaRequire is the sandbox's require(name): name is a dotted module name
// resolved in the script set only ("rules.ranged" → rules/ranged.lua). The
// module's main chunk runs once per VM, with the name as its argument; its
// result (true when it returns nothing) is cached in a Go map that scripts
// cannot reach. Bad names, unknown modules and cycles raise an error at the
// requiring line. Each require of a script, loaded now or before, is told
// to the OnRequire function, if any.
func (vm *VM) luaRequire(l *lua.LState) int {
	name := l.CheckString(1)
	if v, ok := vm.loaded[name]; ok {
		if vm.onRequire != nil && !vm.preloaded[name] {
			if path, err := ModulePath(name); err == nil {
				vm.noteRequire(l, path)
			}
		}
		l.Push(v)
		return 1
	}
	path, err := ModulePath(name)
	if err != nil {
		l.RaiseError("require %q: %v", name, err)
	}
	proto, ok, err := vm.scripts.proto(path)
	if !ok {
		l.RaiseError("require %q: no script %s in the script set", name, path)
	}
	if err != nil {
		l.RaiseError("require %q: %v", name, err)
	}
	for i, n := range vm.loading {
		if n == name {
			cycle := append(append([]string(nil), vm.loading[i:]...), name)
			l.RaiseError("require %q: require cycle %s", name, strings.Join(cycle, " -> "))
		}
	}
	if vm.onRequire != nil {
		vm.noteRequire(l, path)
	}
	vm.loading = append(vm.loading, name)
	defer func() { vm.loading = vm.loading[:len(vm.loading)-1] }()

	l.Push(l.NewFunctionFromProto(proto))
	l.Push(lua.LString(name))
	l.Call(1, 1)
	v := l.Get(-1)
	l.Pop(1)
	if v == lua.LNil {
		v = lua.LTrue
	}
	vm.loaded[name] = v
	l.Push(v)
	return 1
}

// OnRequire has the VM call fn for every require of a script that a script
// makes from now on, whether the script was loaded then or before (nil:
// none): from is the script whose function called require (the nearest Lua
// function on the stack, "" when the host itself required it), to the
// script required. While a script's main chunk runs, its requires are told
// as from that script as well, so a tail call (return require(…)) that
// leaves no frame of the script is still told as its. The host records with
// it which scripts each module loads while the rules are built.
func (vm *VM) OnRequire(fn func(from, to string)) { vm.onRequire = fn }

// noteRequire tells the OnRequire function that the running script
// required the script at path.
func (vm *VM) noteRequire(l *lua.LState, path string) {
	from := ""
	for level := 1; ; level++ {
		dbg, ok := l.GetStack(level)
		if !ok {
			break
		}
		// a Go function (pcall, the trampoline) has no source: look past it
		if _, err := l.GetInfo("S", dbg, lua.LNil); err == nil && dbg.Source != "" {
			from = dbg.Source
			break
		}
	}
	if from != "" {
		vm.onRequire(from, path)
	}
	if n := len(vm.loading); n > 0 {
		if p, err := ModulePath(vm.loading[n-1]); err == nil && p != from {
			vm.onRequire(p, path)
		}
	}
}
