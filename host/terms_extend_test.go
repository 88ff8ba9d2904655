package host

import (
	"testing"

	lua "github.com/yuin/gopher-lua"
)

// Terms:extend appends another ledger's terms as they are (amount, reason,
// tag and the line that added each), and refuses what is no ledger.
func TestTermsExtendKeepsEachTermsOrigin(t *testing.T) {
	L := lua.NewState()
	defer L.Close()
	L.SetGlobal("terms", registerTerms(L, newSites(func(string) string { return "m" }), func(*lua.LState, lua.LValue) *DataSource { return nil }))
	luaWant(t, L, `
local def = terms("Defense", 3, "Standard", "base")
def:add(2, "skill 2", "skill")
local tn = terms("TN"):extend(def)
tn:add(1, "advantage", "adv")
local l = tn:list()
return tn:total(), #l, l[1].reason, l[2].tag, l[2].where, l[3].where`, "6", "3", "Standard", "skill", "<string>:3", "<string>:5")
	luaErr(t, L, `terms("TN"):extend({})`, "bad argument #2 to extend (terms expected)")
}
