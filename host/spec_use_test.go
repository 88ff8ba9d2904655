package host

import (
	"strings"
	"testing"
)

// A module whose setup keeps an option in a file-level local: each rule set
// twtw.use builds has that local to itself. The sets shared one run of the
// module's main chunk, so the set asked for last set the local for all: the
// spec file's own rules read 5 after a test used level 5, and level 5 asked
// for again read 3, the set built in between.
func TestSpecUseSetsKeepTheirOwnModuleState(t *testing.T) {
	rep, out := runFolderSpecs(t, map[string]string{
		"gulch/lvl.lua": `local level = 1
return { name = "gulch.lvl", version = "1.0.0", summary = "s", source = "house rule",
  options = { level = { type = "number", default = 1, doc = "the level" } },
  setup = function(api, opts)
    level = opts.level
    api.define("gulch.level", function() return level end, "the level")
  end }
`,
		"gulch/lvl_spec.lua": `local twtw = require("twtw")
describe("use", function()
  it("five", function() assert.equal(5, twtw.use{ ["gulch.lvl"] = { level = 5 } }["gulch.level"]()) end)
  it("the file's", function() assert.equal(1, twtw.rules["gulch.level"]()) end)
  it("three", function() assert.equal(3, twtw.use{ ["gulch.lvl"] = { level = 3 } }["gulch.level"]()) end)
  it("five again", function() assert.equal(5, twtw.use{ ["gulch.lvl"] = { level = 5 } }["gulch.level"]()) end)
  it("the file's again", function() assert.equal(1, twtw.rules["gulch.level"]()) end)
end)
`,
	}, SpecOptions{Verbose: true})
	if rep.Passed != 5 || rep.Failed != 0 {
		t.Errorf("%d passed, %d failed; want 5, 0:\n%s", rep.Passed, rep.Failed, out)
	}
	if strings.Contains(out, "FAIL") {
		t.Errorf("a test failed:\n%s", out)
	}
}
