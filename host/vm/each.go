package vm

import lua "github.com/yuin/gopher-lua"

// Each calls fn for every key of t and its value in the order pairs visits
// them: the array part, then the other keys in the order they were first
// set. LTable.ForEach walks Go maps, whose order changes from run to run, so
// anything a user may see (an error naming the first bad key, a list of what
// a set changed) or that builds another table walks with Each. fn must not
// add keys to t.
func Each(t *lua.LTable, fn func(k, v lua.LValue)) {
	for k, v := t.Next(lua.LNil); k != lua.LNil; k, v = t.Next(k) {
		fn(k, v)
	}
}
