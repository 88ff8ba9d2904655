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

// A term's data reference may be terms: the new term credits what their
// terms credit, as resolved when they were added (a number worked out
// earlier and added again later keeps the credit it had then); a source
// named twice is credited once, and terms that credit nothing add nothing.
func TestTermsAsDataReferenceKeepTheirCredit(t *testing.T) {
	L := lua.NewState()
	defer L.Close()
	changed := true
	source := func(L *lua.LState, v lua.LValue) *DataSource {
		if !changed {
			return nil // what a rule's later call, which no wrap changed, resolves to
		}
		return &DataSource{Table: lua.LVAsString(v), Rule: true, SetBy: []DataLink{{Module: "gulch.drill", Where: "drill.lua:3", Op: OpWrap}}}
	}
	L.SetGlobal("terms", registerTerms(L, newSites(func(string) string { return "m" }), source))
	L.SetGlobal("unchange", L.NewFunction(func(*lua.LState) int { changed = false; return 0 }))
	luaWant(t, L, `
local skill = terms("skill", 4, "skill: ranged 4", "skill", "combatant.skill")
unchange()
local dmg = terms("damage"):add(4, "Marksman: double skill", "maneuver", skill)
dmg:add(4, "again", "maneuver", { skill, skill })
dmg:add(1, "plain", "x", terms("none", 1, "none"))
local l = dmg:list()
return l[1].data, l[1].set_by, l[2].set_by, l[3].data == nil, l[1].where`,
		"combatant.skill", "wrapped by gulch.drill drill.lua:3", "wrapped by gulch.drill drill.lua:3", "true", "<string>:4")
}
