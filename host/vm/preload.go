package vm

import lua "github.com/yuin/gopher-lua"

// Preload makes require(name) return v without looking in the script set,
// the way the host offers its own API as require("twtw"). Call it from the
// setup function given to NewVM or NewPool.
func (vm *VM) Preload(name string, v lua.LValue) { vm.loaded[name] = v }
