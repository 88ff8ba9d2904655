package host

import (
	"fmt"

	lua "github.com/yuin/gopher-lua"
)

// wrapFunction returns the rule as wrapped by link: a function that calls
// wrapper(next, ...), handing it next as a function that notes what it
// returned. A wrapper that returns nothing where next returned a value, or
// a value of another type (a number for terms), has slipped — a missing
// `return` is the usual slip — and its rule's caller would fail at its own
// line, or carry on with a wrong number, blaming a rule that did nothing
// wrong. So the slip is raised at the wrapper's api.wrap line, naming the
// rule and module (wrapSlip). A wrapper may still return nil or false in
// place of a value, any value when next returned nil or false, and
// anything when it did not call next.
//
// When st is given, each call records in it whether the wrapper changed
// what next returned (wrapState), for the credit of a number the rule
// worked out.
func wrapFunction(L *lua.LState, wrapper, next *lua.LFunction, rule string, link Link, st *wrapState) *lua.LFunction {
	var called bool    // next ran in the current call of the wrapper
	var got lua.LValue // next's first result then
	seen := L.NewFunction(func(L *lua.LState) int {
		top := L.GetTop()
		L.Push(next)
		for i := 1; i <= top; i++ {
			L.Push(L.Get(i))
		}
		L.Call(top, lua.MultRet)
		called, got = true, lua.LNil
		if L.GetTop() > top {
			got = L.Get(top + 1)
		}
		return L.GetTop() - top
	})
	return L.NewFunction(func(L *lua.LState) int {
		outerCalled, outerGot := called, got // a wrapped rule may run inside its own wrapper
		called, got = false, nil
		defer func() { called, got = outerCalled, outerGot }()
		top := L.GetTop()
		L.Push(wrapper)
		L.Push(seen)
		for i := 1; i <= top; i++ {
			L.Push(L.Get(i))
		}
		L.Call(top+1, lua.MultRet)
		n := L.GetTop() - top
		var ret lua.LValue = lua.LNil
		if n > 0 {
			ret = L.Get(top + 1)
		}
		if called && lua.LVAsBool(got) {
			if msg := wrapSlip(rule, link, n, got, ret); msg != "" {
				L.Error(lua.LString(msg), 0)
			}
		}
		if st != nil {
			st.changed = !called || ret != got || ret.Type() == lua.LTTable
		}
		return n
	})
}

// wrapState is what a wrapper did in its rule's latest call: changed is
// false when it called next and returned next's first value as it was (a
// number, a string, a boolean — a table may have been changed in place, so
// a table counts as changed). A term that credits the rule (a data
// reference naming it) names only the wrappers that changed it then.
type wrapState struct {
	link    Link
	changed bool
}

// wrapSlip describes what a wrapper of rule got wrong given what next
// returned first (got, truthy), how many values the wrapper returned and
// its first (ret), or "" when nothing is amiss. The message starts with the
// wrapper's file:line, as an error raised there would.
func wrapSlip(rule string, link Link, n int, got, ret lua.LValue) string {
	var what string
	switch {
	case n == 0:
		what = "returned nothing"
	case lua.LVAsBool(ret) && valueKind(ret) != valueKind(got):
		what = "returned " + article(valueKind(ret))
	default:
		return ""
	}
	return fmt.Sprintf("%s: the wrap of %s by %s %s where the rule it wraps returned %s (return what next returned, changed, or a value of its kind)",
		link.Where, rule, link.Module, what, article(valueKind(got)))
}

// valueKind names a Lua value's kind as a rule's doc does: "terms" for the
// host's terms, else the Lua type.
func valueKind(v lua.LValue) string {
	if toTerms(v) != nil {
		return "terms"
	}
	return v.Type().String()
}

// article puts "a" before a kind, as a message reads: "a number", "terms"
// (no Lua type name starts with a vowel sound).
func article(kind string) string {
	if kind == "terms" {
		return kind
	}
	return "a " + kind
}
