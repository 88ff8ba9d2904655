package host

import (
	lua "github.com/yuin/gopher-lua"

	"github.com/twtw/twtw/host/didyoumean"
)

// chain is api.chain(name): the chain of a rule, data table or event in
// load order, as `twtw modules --plan` prints it — an array of {op, module,
// where} — so a rule can ask which modules changed another (core
// damage.weigh keeps its fast path when every module that changed
// damage.preview also wraps damage.weigh). Chains are complete only once
// every module has set up, so it is refused during setup, as api.datum is.
func (r *registry) chain(L *lua.LState) int {
	name := L.CheckString(1)
	if !r.sealed {
		L.RaiseError("chain(%q): chains are read when rules run, not during setup (later modules may still change them)", name)
	}
	rp, ok := r.rules[name]
	if !ok {
		rp, ok = r.events[name]
	}
	if !ok {
		names := append(sortedKeys(r.rules), sortedKeys(r.events)...)
		L.RaiseError("chain(%q): no rule, data table or event of that name%s", name, didyoumean.Best(name, names))
	}
	out := L.CreateTable(len(rp.Chain), 0)
	for _, l := range rp.Chain {
		e := L.CreateTable(0, 3)
		e.RawSetString("op", lua.LString(l.Op))
		e.RawSetString("module", lua.LString(l.Module))
		e.RawSetString("where", lua.LString(l.Where))
		out.Append(e)
	}
	L.Push(out)
	return 1
}
