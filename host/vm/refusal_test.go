package vm

import (
	"errors"
	"testing"

	lua "github.com/yuin/gopher-lua"
)

// A refusal raised in a script is the call's error as the *Refusal itself
// (field and message, no script location), through the functions between;
// inside Lua, pcall catches it and tostring reads its message.
func TestRefusal(t *testing.T) {
	v := newVM(t, map[string]string{
		"refuse.lua": `local function inner() refuse("--opt x", "no x \"y\"") end
return function() inner() end`,
		"caught.lua": `local ok, err = pcall(refuse, "--card", "99: want 1..53")
return ok, tostring(err)`,
	}, Options{}, func(v *VM) error {
		v.SetGlobal("refuse", v.State().NewFunction(func(l *lua.LState) int {
			RaiseRefusal(l, &Refusal{Field: l.CheckString(1), Msg: l.CheckString(2)})
			return 0
		}))
		return nil
	})
	rets, err := run(t, v, "refuse.lua")
	if err != nil {
		t.Fatal(err)
	}
	_, err = v.Call(t.Context(), rets[0], 0)
	var r *Refusal
	if !errors.As(err, &r) || r.Field != "--opt x" || r.Msg != `no x "y"` || err.Error() != `no x "y"` {
		t.Fatalf("error = %T %v, want the *Refusal of --opt x", err, err)
	}
	rets, err = run(t, v, "caught.lua")
	if err != nil || len(rets) != 2 || rets[0] != lua.LFalse || rets[1].String() != "99: want 1..53" {
		t.Errorf("pcall(refuse) = %v, %v; want false and the message", rets, err)
	}
}
