package vm

import lua "github.com/yuin/gopher-lua"

// Preload makes require(name) return v without looking in the script set,
// the way the host offers its own API as require("twtw"). Call it from the
// setup function given to NewVM or NewPool.
func (vm *VM) Preload(name string, v lua.LValue) {
	vm.loaded[name] = v
	if vm.preloaded == nil {
		vm.preloaded = map[string]bool{}
	}
	vm.preloaded[name] = true
}

// ResetModules forgets the modules require has loaded (not those given to
// Preload), so that the next require runs each module's main chunk again:
// fresh module tables and upvalues, as in a new VM, without compiling
// anything (the compiled scripts are shared). It also restarts the names
// tostring gives tables and functions. The host calls it to start a fight
// from a known state when scripts it does not vouch for are loaded.
func (vm *VM) ResetModules() {
	vm.ForgetModules()
	vm.names.reset()
}

// ForgetModules is ResetModules without restarting tostring's names: the
// next require runs each module's main chunk again, while tables made
// before keep the names they were shown with. A spec's twtw.use calls it
// before building a rule set, so that each set has module tables and
// upvalues of its own.
func (vm *VM) ForgetModules() {
	for name := range vm.loaded {
		if !vm.preloaded[name] {
			delete(vm.loaded, name)
		}
	}
}
