package host

import (
	"path"
	"strings"

	lua "github.com/yuin/gopher-lua"
)

// here is twtw.here(name) in a spec file: the path twtw names the script
// name of the spec's own folder by — in a term's where and set_by, a logged
// event's where, an error's file:line — so that a spec asserting one passes
// wherever its folder is copied: gulch/wound_table.lua for a spec loaded as
// gulch/wound_table_spec.lua, crew/wound_table.lua once the folder is copied
// to crew/. name is relative to the spec's folder ("../grit.lua" from a
// spec/ folder) and must be a script twtw loaded: a misspelt name is an
// error, not a path no credit will ever name.
func (e *Engine) here(specPath string) lua.LGFunction {
	dir := path.Dir(specPath)
	return func(L *lua.LState) int {
		name := L.CheckString(1)
		p := path.Join(dir, name)
		switch {
		case name == "" || path.IsAbs(name) || strings.Contains(name, `\`) || p == ".." || strings.HasPrefix(p, "../"):
			L.RaiseError("twtw.here(%q): want a path relative to the spec's folder %s/, such as \"grit.lua\"", name, dir)
		case !e.scripts.Has(p):
			L.RaiseError("twtw.here(%q): no script %s (the spec's folder is %s/)", name, p, dir)
		}
		L.Push(lua.LString(p))
		return 1
	}
}
