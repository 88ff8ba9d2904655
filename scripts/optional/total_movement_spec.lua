-- optional/total_movement_spec.lua — seed 000 "Target Speed": "If you prefer
-- to use total movement instead of relative movement".
local twtw = require("twtw")

local function speed_term(fields)
  local ctx = { weapon = twtw.rules["gear.weapon"]("peacemaker"), range = 5, aimed = 1 }
  for k, v in pairs(fields) do ctx[k] = v end
  local tn = twtw.rules["ranged.tn"](ctx)
  return (tn:find("speed")), tn
end

describe("total_movement (seed 000 \"Target Speed\")", function()
  it("Miranda (Speed 12) chasing a bandit (8): total 20 → −4 (relative 4 → 0)", function()
    local n, tn = speed_term({ firer_speed = 12, target_speed = 8 })
    assert.equal(4, n)
    assert.equal(9, tn:total())
    local term
    for _, x in ipairs(tn:list()) do
      if x.tag == "speed" then term = x end
    end
    assert.equal("total_movement: total movement 20 paces", term.reason)
    -- credited to the module, with the entry a set changed: speed_mode is its own
    assert.equal("total_movement", term.module)
    assert.equal("ranged.table[speed_mode]", term.data)
    assert.matches("^total_movement optional/total_movement.lua:%d+$", term.set_by)
    twtw.use {}
    assert.equal(0, (speed_term({ firer_speed = 12, target_speed = 8 })))
  end)
  it("both running (24 and 16): total 40 → −8 (relative 8 → −1)", function()
    assert.equal(8, (speed_term({ firer_speed = 24, target_speed = 16 })))
    twtw.use {}
    assert.equal(1, (speed_term({ firer_speed = 24, target_speed = 16 })))
  end)
  it("Jonah on Reuben's wagon (18) and the vaquero (8) going opposite ways: 26 → −5 either way", function()
    assert.equal(5, (speed_term({ firer_speed = 18, target_speed = 8, opposite = true })))
    twtw.use {}
    assert.equal(5, (speed_term({ firer_speed = 18, target_speed = 8, opposite = true })))
  end)
  it("sets ranged.table speed_mode = \"total\"", function()
    assert.equal("total", twtw.rules["ranged.table"].speed_mode)
    twtw.use {}
    assert.equal("relative", twtw.rules["ranged.table"].speed_mode)
  end)
end)
