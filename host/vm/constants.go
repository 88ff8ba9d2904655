package vm

import lua "github.com/yuin/gopher-lua"

// Strings returns the string constants of the compiled script at path and of
// every function in it, each once (a function's in the order the compiler met
// them, then those of the functions inside it, depth first): every
// field name the script reads or writes with a literal key (ctx.moving,
// opts["fan"]), every string it compares with or passes on. What is not
// among them the script cannot name without building it from pieces. ok is
// false when there is no such script.
func (s *Scripts) Strings(path string) (out []string, ok bool, err error) {
	proto, ok, err := s.proto(path)
	if !ok || err != nil {
		return nil, ok, err
	}
	seen := map[string]bool{}
	var walk func(p *lua.FunctionProto)
	walk = func(p *lua.FunctionProto) {
		for _, c := range p.Constants {
			if str, isStr := c.(lua.LString); isStr && !seen[string(str)] {
				seen[string(str)] = true
				out = append(out, string(str))
			}
		}
		for _, f := range p.FunctionPrototypes {
			walk(f)
		}
	}
	walk(proto)
	return out, true, nil
}

// IsName reports whether s is a Lua name — a letter or "_", then letters,
// digits and "_" — as a field read with a dot is (ctx.moving).
func IsName(s string) bool {
	if s == "" || !isNameStart(s[0]) {
		return false
	}
	for i := 1; i < len(s); i++ {
		if !isNameChar(s[i]) {
			return false
		}
	}
	return true
}
