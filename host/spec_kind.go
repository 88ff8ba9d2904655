package host

import (
	"errors"

	lua "github.com/yuin/gopher-lua"

	"github.com/twtw/twtw/host/vm"
)

// A spec result that did not pass is a failure (SpecFailed) when a failed
// assertion stopped it and an error (SpecErrored) when anything else did:
// a Lua error in the test or in the rules it called, an assertion used
// wrongly, a setup or teardown that raised, a deadline or the memory limit,
// a file that did not load. The framework notes each message a failing
// assertion raises (host/lua/spec_util.lua, failed_assertion); an error that
// holds one — as raised, or raised again after a pcall — is that failure.

// locateFunc is the framework's locate(msg, level): the message
// error(msg, level) would raise where locate is called (msg after the
// file:line it names), for a failed assertion to note before raising it.
func locateFunc(L *lua.LState) *lua.LFunction {
	return L.NewFunction(func(L *lua.LState) int {
		msg := L.CheckString(1)
		if level := L.CheckInt(2); level > 0 {
			msg = vm.Where(L, level) + msg
		}
		L.Push(lua.LString(msg))
		return 1
	})
}

// failedAssertion says whether err, the error of running a test item (the
// test, or the setups it needed), is a failed assertion: the item's failure
// field, which run_one sets before it raises; a call stopped by the host (a
// deadline, the memory limit) is no failure, whatever the test raised before.
func failedAssertion(item *lua.LTable, err error) bool {
	var se *vm.ScriptError
	return errors.As(err, &se) && lua.LVAsBool(item.RawGetString("failure"))
}
