package host

import (
	"strconv"

	lua "github.com/yuin/gopher-lua"
)

// site is where a provenance record was made: "file:line" and the module
// that owns the file.
type site struct {
	where, module string
}

// siteKey is a chunk and a line in it.
type siteKey struct {
	source string
	line   int
}

// sites finds the Lua code calling a Go function (a terms:add, an api.log)
// and names it as "file:line" with its module. Each line is formatted once per
// VM and then looked up, so provenance on the hot path costs a stack walk and
// a map read rather than two fmt.Sprintf calls (lua.LState.Where).
type sites struct {
	moduleOf func(path string) string
	cache    map[siteKey]site
}

func newSites(moduleOf func(path string) string) *sites {
	return &sites{moduleOf: moduleOf, cache: map[siteKey]site{}}
}

// caller returns the site of the Lua function that called the running Go
// function ("file:line", as lua.LState.Where(1) without its trailing colon),
// with the module.
func (s *sites) caller(L *lua.LState) site { return s.callerAt(L, 1) }

// callerAt is caller for the function level frames up the stack (1: the
// caller; 2: its caller, for a helper that logs on behalf of a rule). A
// level past the top of the stack gives the outermost Lua frame's site.
func (s *sites) callerAt(L *lua.LState, level int) site {
	dbg, ok := L.GetStack(level)
	for !ok && level > 1 {
		level--
		dbg, ok = L.GetStack(level)
	}
	if !ok {
		return site{}
	}
	if _, err := L.GetInfo("Sl", dbg, lua.LNil); err != nil {
		return site{}
	}
	k := siteKey{source: dbg.Source, line: dbg.CurrentLine}
	if st, ok := s.cache[k]; ok {
		return st
	}
	var st site
	if dbg.Source == "" { // a Go function: lua.LState.Where says "[G]"
		st.where = "[G]"
	} else {
		st.where = dbg.Source + ":" + strconv.Itoa(dbg.CurrentLine)
	}
	st.module = s.moduleOf(st.where)
	s.cache[k] = st
	return st
}
