package host

import "testing"

// twtw.here names a script of the spec's own folder as the host names it in
// a where (here the api.set of grit.lua, line 3, in the chain of
// ranged.table), relative to the spec's folder, from a spec/ folder too; a
// name that is no script, or that leaves the scripts, is an error saying
// which.
func TestSpecHereNamesTheSpecsFolder(t *testing.T) {
	grit := houseRule("grit", `    api.set("ranged.table", function(t) t.base = 6 return t end)`)
	rep, out := runFolderSpecs(t, map[string]string{
		"gulch/grit.lua": grit,
		"gulch/grit_spec.lua": `local twtw = require("twtw")
describe("here", function()
  it("names this folder's files", function()
    assert.equal("gulch/grit.lua", twtw.here("grit.lua"))
    assert.equal("gulch/grit_spec.lua", twtw.here("./grit_spec.lua"))
    local chain = twtw.chain("ranged.table")
    assert.same({ "set", "gulch.grit", twtw.here("grit.lua") .. ":3" }, { chain[#chain].op, chain[#chain].module, chain[#chain].where })
  end)
  it("refuses a name that is no script, or leaves the scripts", function()
    assert.error(function() twtw.here("grti.lua") end, [[twtw.here("grti.lua"): no script gulch/grti.lua (the spec's folder is gulch/)]])
    assert.error(function() twtw.here("../../x.lua") end, [[twtw.here("../../x.lua"): want a path relative to the spec's folder gulch/, such as "grit.lua"]])
    assert.error(function() twtw.here("/gulch/grit.lua") end, [[twtw.here("/gulch/grit.lua"): want a path relative]])
    assert.error(function() twtw.here("") end, [[twtw.here(""): want a path relative]])
    assert.error(function() twtw.here() end, "bad argument #1 to here (string expected, got nil)")
  end)
end)
`,
		"gulch/spec/grit_spec.lua": `local twtw = require("twtw")
describe("here from spec/", function()
  it("names the folder's files from below", function()
    assert.equal("gulch/grit.lua", twtw.here("../grit.lua"))
    assert.equal("gulch/spec/grit_spec.lua", twtw.here("grit_spec.lua"))
  end)
end)
`,
	}, SpecOptions{Verbose: true})
	if rep.Passed != 3 || rep.Failed != 0 {
		t.Errorf("%d passed, %d failed; want 3, 0:\n%s", rep.Passed, rep.Failed, out)
	}
}
