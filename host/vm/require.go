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
// requiring line.
func (vm *VM) luaRequire(l *lua.LState) int {
	name := l.CheckString(1)
	if v, ok := vm.loaded[name]; ok {
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
