package vm

import lua "github.com/yuin/gopher-lua"

// Refusal is what a script raises to refuse the input a rule was handed —
// a judge's option, say, that the rule cannot read — rather than failing
// itself: the field at fault ("--opt maneuver") and why. Call returns it
// as the call's error (errors.As finds it), and the host reports it as bad
// input (exit 2), not as a rule that failed. A script raises it with
// RaiseRefusal; inside Lua it is a userdata whose tostring is the message,
// so pcall and the specs' assert.error read it as they read any error.
type Refusal struct {
	Field string
	Msg   string
}

// Error returns the message.
func (r *Refusal) Error() string { return r.Msg }

// RaiseRefusal raises r as a Lua error in l.
func RaiseRefusal(l *lua.LState, r *Refusal) {
	ud := l.NewUserData()
	ud.Value = r
	mt := l.NewTable()
	mt.RawSetString("__tostring", l.NewFunction(func(l *lua.LState) int {
		l.Push(lua.LString(r.Msg))
		return 1
	}))
	l.SetMetatable(ud, mt)
	l.Error(ud, 0)
}

// refusalOf returns the Refusal an error object carries, or nil.
func refusalOf(obj lua.LValue) *Refusal {
	if ud, ok := obj.(*lua.LUserData); ok {
		if r, ok := ud.Value.(*Refusal); ok {
			return r
		}
	}
	return nil
}
