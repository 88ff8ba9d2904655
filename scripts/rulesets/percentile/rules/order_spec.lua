-- rules/order_spec.lua — seed 002 "4.2.2 Determining the order of combat":
-- "An extremely fast character can fire up to 5 bullets ... He can therefore
-- act first, second or third ..... before anyone else!" (counts decided here).
local twtw = require("twtw")
local R = twtw.rules

local function entry(name, n, speed, pct, index)
  return { c = { name = name, index = index }, n = n, speed = speed, pct = pct }
end

local function names(slots)
  local out = {}
  for _, s in ipairs(slots) do out[#out + 1] = s.count .. ":" .. s.entry.c.name end
  return table.concat(out, " ")
end

describe("order.build (seed 002 \"4.2.2\", counts decided here)", function()
  it("3 shots against 1: the fast man fires first and second before anyone else, then both in count 1", function()
    local slots = R["order.build"] { entry("Slow", 1, 8, 50, 1), entry("Kid", 3, 18, 48, 2) }
    assert.equal("3:Kid 2:Kid 1:Kid 1:Slow", names(slots))
  end)
  it("5 revolver shots: first to fourth before anyone else", function()
    local slots = R["order.build"] { entry("Bill", 2, 14, 56, 1), entry("Ace", 5, 26, 60, 2) }
    assert.equal("5:Ace 4:Ace 3:Ace 2:Ace 2:Bill 1:Ace 1:Bill", names(slots))
  end)
  it("within a count the higher combat speed acts first, then the higher hit percentage, then scenario order", function()
    local slots = R["order.build"] { entry("A", 1, 10, 40, 1), entry("B", 1, 12, 30, 2), entry("C", 1, 10, 55, 3),
      entry("D", 1, 10, 40, 4) }
    assert.equal("1:B 1:C 1:A 1:D", names(slots))
  end)
end)
