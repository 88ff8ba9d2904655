-- lib/exempt_spec.lua — the reasons the rulesets' coverage.exempt share (lib/exempt.lua).
local exempt = require("lib.exempt")

describe("lib.exempt", function()
  it("with_outside adds the rules that run outside a fight, keeping a ruleset's own wording", function()
    local list = exempt.with_outside({
      ["combatant.fixture"] = "builds spec fixtures, never a fight's figures",
      ["health.recovery"] = "after the fight",
    })
    assert.equal("runs in twtw explain, never in a fight", list["explain.attack"])
    assert.equal("builds spec fixtures, never a fight's figures", list["combatant.fixture"])
    assert.equal("after the fight", list["health.recovery"])
  end)
end)
